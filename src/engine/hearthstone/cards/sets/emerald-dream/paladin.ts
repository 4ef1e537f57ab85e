/** Into the Emerald Dream (漫游翡翠梦境, EMERALD_DREAM): Paladin cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";
import { SMOLDERING } from "./mage.js";

export const EDR_PALADIN = (): CardDefinition[] => [
  // (the Smoldering spells: see mage.ts, rules-notes 347)
  // Smoldering Strength: "Give a friendly minion +{0}/+{0}. (Upgrades each turn, but discards after {1}!)"
  { id: "FIR_914", target: { type: "minion", side: "friendly" }, spell: [{ type: "buff", to: "target", enchantment: "FIR_914e",
    attack: { stat: "improvements", of: "self", add: 1 }, health: { stat: "improvements", of: "self", add: 1 } }], triggers: SMOLDERING },
  { id: "FIR_914e", type: "ENCHANTMENT", inferred: true, set: "EMERALD_DREAM", cardClass: "PALADIN", name: "Smoldering Strength" },
  // Mark of Ursol: "Choose a minion. If it's an enemy, set its stats to 1/1. If it's friendly, set its stats to 3/3 instead."
  { id: "EDR_252", target: { type: "minion" }, spell: [{ type: "if", if: { entity: "target", matches: { side: "friendly" } },
    then: [{ type: "buff", to: "target", enchantment: "EDR_252e1" }], else: [{ type: "buff", to: "target", enchantment: "EDR_252e" }] }] },
  { id: "EDR_252e", type: "ENCHANTMENT", inferred: true, set: "EMERALD_DREAM", name: "Mark Of Ursol", buff: { setAttack: 1, setHealth: 1 } },
  { id: "EDR_252e1", type: "ENCHANTMENT", inferred: true, set: "EMERALD_DREAM", name: "Might Of Ursol", buff: { setAttack: 3, setHealth: 3 } },
  // Toreth the Unbreaking: "Divine Shield, Taunt. Your Divine Shields take three hits to break." (a rule aura: each hit its
  // controller's Divine Shield stops is counted on that shield, the third breaks it; rules-notes)
  { id: "EDR_258", auras: [{ rule: "divine-shield-hits", hits: 3 }] },
  // Ursine Maul: "After your hero attacks, draw a card." (the after-attack step, 2.6 g)
  { id: "EDR_253", triggers: [{ on: "after-attack", if: { source: "friendly-hero" }, do: [{ type: "draw", count: 1 }] }] },
  // Lightmender: "Taunt. Choose One - +3 Attack and Divine Shield; or +3 Health and Lifesteal." (Taunt from the card data)
  { id: "EDR_257", chooseOne: [
    { effects: [{ type: "buff", to: "self", enchantment: "EDR_257ae" }] },
    { effects: [{ type: "buff", to: "self", enchantment: "EDR_257be" }] }] },
  { id: "EDR_257ae", type: "ENCHANTMENT", inferred: true, set: "EMERALD_DREAM", name: "Holy Bonded", buff: { attack: 3, grants: ["DIVINE_SHIELD"] } },
  { id: "EDR_257be", type: "ENCHANTMENT", inferred: true, set: "EMERALD_DREAM", name: "Lights Embrace", buff: { health: 3, grants: ["LIFESTEAL"] } },
  // Renewing Flames: "Lifesteal. Deal $5 damage to the lowest Health enemy, twice." (each hit picks again; Lifesteal from the data)
  { id: "EDR_255", spell: [{ type: "damage", amount: 5, to: { random: "enemy-characters", lowest: "health" } },
    { type: "damage", amount: 5, to: { random: "enemy-characters", lowest: "health" } }] },
  // Ashleaf Pixie: "Battlecry: If you're holding a spell that costs (5) or more, gain Divine Shield and Lifesteal."
  { id: "FIR_961", battlecry: [{ type: "if", if: { exists: { all: "hand", side: "friendly", where: { type: "spell", minCost: 5 } } },
    then: [{ type: "buff", to: "self", grants: ["DIVINE_SHIELD", "LIFESTEAL"] }] }] },
  // Dreamwarden: "Taunt. Battlecry: If there is a card in your deck that didn't start there, draw it and gain +2/+2." A card
  // that didn't start in the deck is one an effect made (the CREATOR tag); with several, a random one is drawn.
  { id: "EDR_256", battlecry: [{ type: "if", if: { exists: { all: "deck", side: "friendly", where: { tag: "CREATOR" } } },
    then: [{ type: "draw", count: 1, where: { tag: "CREATOR" } }, { type: "buff", to: "self", enchantment: "EDR_256e" }] }] },
  { id: "EDR_256e", type: "ENCHANTMENT", inferred: true, set: "EMERALD_DREAM", name: "Portalmancy", buff: { attack: 2, health: 2 } },
  // Dragonscale Armaments: "Draw a spell that started in your deck and one that didn't." A card that didn't start in the deck
  // is one an effect made (the CREATOR tag); each draw takes a random matching card, none matching: no draw.
  { id: "EDR_251", spell: [{ type: "draw", count: 1, where: { type: "spell", notTag: "CREATOR" } }, { type: "draw", count: 1, where: { type: "spell", tag: "CREATOR" } }] },
  // Searing Reflection: "Draw a minion. Summon an 8/8 copy of it with Divine Shield." (the minion drawn; a copy of a card in
  // hand keeps its enchantments, 4.8, then FIR_941e1 sets 8/8 and gives Divine Shield; no minion in the deck: nothing)
  { id: "FIR_941", spell: [{ type: "draw", count: 1, where: { type: "minion" } },
    { type: "summonCopy", of: { all: "drawn" }, copyState: true, enchantment: "FIR_941e1" }] },
  { id: "FIR_941e1", type: "ENCHANTMENT", inferred: true, set: "EMERALD_DREAM", cardClass: "PALADIN", name: "Searing Reflection",
    buff: { setAttack: 8, setHealth: 8, grants: ["DIVINE_SHIELD"] } },
  // Blessing of the Dragon (EDR_445p), the Paladin's Imbued Hero Power (rules/imbue.ts), and its Emerald Portal
  // (EDR_445pt3): not in the card data; their facts are the game client's, from a bot's card-script headers generated
  // from it — "英雄技能 圣骑士 费用：1 / Blessing of the Dragon / Shuffle two Emerald Portals into your deck. (Your Portals
  // summon @-Cost Dragons.)" and "法术 圣骑士 费用：1 / Emerald Portal / Casts When Drawn Summon a random @-Cost Dragon." —
  // "@" being the Blessing's level, TAG_SCRIPT_DATA_NUM_1: 1 at the first Imbue, +1 at each later one (game logs,
  // rules-notes 348; an Imbued Hero Power without the tag is at 1, the data's start value, 343). A Portal reads its owner's Blessing as
  // it is cast; with none in play, a 422 (rules-notes 496-497).
  { id: "EDR_445p", type: "HERO_POWER", inferred: true, set: "EMERALD_DREAM", cardClass: "PALADIN", name: "Blessing Of The Dragon",
    cost: 1, imbue: "PALADIN", power: [{ type: "shuffleIntoDeck", card: "EDR_445pt3", count: 2 }] },
  { id: "EDR_445pt3", type: "SPELL", inferred: true, set: "EMERALD_DREAM", cardClass: "PALADIN", name: "Emerald Portal", cost: 1,
    castsWhenDrawn: true, spell: [{ type: "summonRandom", pool: { type: "MINION", race: "DRAGON", cost: { imbue: "level" } } }] },
  // Aegis of Light: "Summon a random 2-Cost minion and give it Taunt. Imbue your Hero Power." (a full board: no minion, the
  // Imbue still happens)
  { id: "EDR_264", spell: [{ type: "summonRandom", pool: { type: "MINION", cost: 2 } },
    { type: "buff", to: "summoned", grants: ["TAUNT"] }, { type: "imbue" }] },
  // Goldpetal Drake: "Battlecry and Deathrattle: Imbue your Hero Power."
  { id: "EDR_451", battlecry: [{ type: "imbue" }], deathrattle: [{ type: "imbue" }] },
];

