/** Into the Emerald Dream (漫游翡翠梦境, EMERALD_DREAM): Priest cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";
import { SMOLDERING } from "./mage.js";

export const EDR_PRIEST = (): CardDefinition[] => [
  // (the Smoldering spells: see mage.ts, rules-notes 347)
  // Smoldering Ascent: "Deal ${0} damage to all enemy minions. (Upgrades each turn, but discards after {1}!)"
  { id: "FIR_916", spell: [{ type: "damage", amount: { stat: "improvements", of: "self", add: 1 }, to: "enemy-minions" }], triggers: SMOLDERING },
  // Moonwell: "Deal $4 damage to all enemy characters. Restore #4 Health to all friendly characters."
  { id: "EDR_476", spell: [{ type: "damage", amount: 4, to: "enemy-characters" }, { type: "heal", amount: 4, to: "friendly-characters" }] },
  // Twilight Influence: "Choose One - Destroy a minion with 3 or less Attack; or Summon a random 2-Cost minion."
  { id: "EDR_463", chooseOne: [
    { target: { type: "minion", where: { maxAttack: 3 } }, effects: [{ type: "destroy", to: "target" }] },
    { requires: { space: "friendly-board" }, effects: [{ type: "summonRandom", pool: { type: "MINION", cost: 2 } }] }] },
  // Selenic Drake: "Elusive. At the end of your turn, get a random Dragon."
  { id: "EDR_462", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "addCard", pool: { type: "MINION", race: "DRAGON" } }] }] },
  // Weaver of the Cycle: "Battlecry: If you're holding a spell that costs (5) or more, deal 3 damage." (a target only while
  // the condition holds: Glaivebound Adept's way; any character)
  { id: "EDR_472", target: { type: "character", if: { exists: { all: "hand", side: "friendly", where: { type: "spell", minCost: 5 } } } },
    battlecry: [{ type: "damage", amount: 3, to: "target" }] },
  // Spirit of the Kaldorei: "Taunt, Lifesteal Battlecry: If you used your Hero Power this turn, gain +3/+3." (any Hero Power
  // used this turn, one replaced since too; Taunt and Lifesteal from the card data)
  { id: "FIR_777", battlecry: [{ type: "if", if: { heroPowerUsedThisTurn: true }, then: [{ type: "buff", to: "self", enchantment: "FIR_777e2" }] }] },
  { id: "FIR_777e2", type: "ENCHANTMENT", inferred: true, set: "EMERALD_DREAM", cardClass: "PRIEST", name: "Amirdrassils Agony", buff: { attack: 3, health: 3 } },
  // Tyrande: "Battlecry: The next 3 spells you play cast twice." A player state on the hero (as Electra Stormsurge's) with 3
  // uses: the rule `spells-twice` while it holds, one use spent in each of your spells' after-play step (2.3 完成阶段), in
  // any turn; it goes with the third (rules-notes).
  { id: "EDR_464", battlecry: [{ type: "buff", to: "friendly-hero", enchantment: "EDR_464e2" }] },
  { id: "EDR_464e2", type: "ENCHANTMENT", inferred: true, set: "EMERALD_DREAM", cardClass: "PRIEST", name: "Pull Of The Moon", uses: 3,
    auras: [{ rule: "spells-twice" }],
    triggers: [{ on: "after-play", if: { target: { side: "friendly", type: "spell" } }, do: [{ type: "expire" }] }] },
  // The New Moon spells: "(Cast 3 spells to …)": while the card is in your hand, once you have cast 3 spells while holding it
  // (`playedThisGame` spells with `whileHeld`, counted at the third spell's play, 2.3), it transforms (4.5, in hand) into its
  // Full Moon token (missing from the data: inferred from the parent's text — the same cost, class and school, the text
  // without the hand clause and with what the clause gives; rules-notes 289).
  // Wish of the New Moon: "Deal $6 damage to a minion. (Cast 3 spells to gain Lifesteal.)"
  { id: "EDR_460", target: { type: "minion" }, spell: [{ type: "damage", amount: 6, to: "target" }], triggers: [newMoon("EDR_460t")] },
  { id: "EDR_460t", type: "SPELL", inferred: true, set: "EMERALD_DREAM", cardClass: "PRIEST", spellSchool: "ARCANE", name: "Wish Of The Full Moon", cost: 3,
    tags: { LIFESTEAL: 1 }, target: { type: "minion" }, spell: [{ type: "damage", amount: 6, to: "target" }] },
  // Ritual of the New Moon: "Summon two random 3-Cost minions. (Cast 3 spells to summon 6-Cost minions instead.)"
  { id: "EDR_461", spell: [{ type: "summonRandom", pool: { type: "MINION", cost: 3 }, count: 2 }], triggers: [newMoon("EDR_461t")] },
  { id: "EDR_461t", type: "SPELL", inferred: true, set: "EMERALD_DREAM", cardClass: "PRIEST", spellSchool: "ARCANE", name: "Ritual Of The Full Moon", cost: 5,
    spell: [{ type: "summonRandom", pool: { type: "MINION", cost: 6 }, count: 2 }] },
  // Light of the New Moon: "Give a minion +3/+3. (Cast 3 spells to return this to your hand when played.)" Its Full Moon
  // card FIR_918t's game text (a bot's client-data header): "Give a minion +3/+3. Add a Light of the New Moon to your hand."
  // — a new New Moon card, whose count starts again (rules-notes 342); Elune's Light FIR_918e1 (inferred) is the +3/+3
  { id: "FIR_918", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "FIR_918e1" }], triggers: [newMoon("FIR_918t")] },
  { id: "FIR_918t", type: "SPELL", inferred: true, set: "EMERALD_DREAM", cardClass: "PRIEST", spellSchool: "ARCANE", name: "Light Of The Full Moon", cost: 3,
    target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "FIR_918e1" }, { type: "addCard", card: "FIR_918" }] },
  { id: "FIR_918e1", type: "ENCHANTMENT", inferred: true, set: "EMERALD_DREAM", cardClass: "PRIEST", name: "Elunes Light", buff: { attack: 3, health: 3 } },
];

/** A New Moon spell's hand trigger: at the play of the third spell cast while it is held, it becomes its Full Moon token. */
function newMoon(token: string): NonNullable<CardDefinition["triggers"]>[number] {
  return { on: "play", zone: "hand", if: [{ target: { side: "friendly", type: "spell" } }, { value: { playedThisGame: "spell", whileHeld: true }, atLeast: 3 }],
    do: [{ type: "transform", to: "self", card: token }] };
}
