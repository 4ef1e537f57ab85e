/** Into the Emerald Dream (漫游翡翠梦境, EMERALD_DREAM): Mage cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

/** The Smoldering spells' hand trigger (rules-notes 347): at its owner's turn end, the third step discards it; before, it upgrades. */
export const SMOLDERING: NonNullable<CardDefinition["triggers"]> = [{ on: "turn-end", zone: "hand", if: { turn: "own" }, do: [{ type: "if", if: { value: { stat: "improvements", of: "self" }, atLeast: 2 },
    then: [{ type: "destroy", to: "self" }], else: [{ type: "improve" }] }] }];

export const EDR_MAGE = (): CardDefinition[] => [
  // The Smoldering spells (FIR_911, FIR_914, FIR_916): "{0} … (Upgrades each turn, but discards after {1}!)" — the game's
  // tags start {0} at 1 and {1} at 3; a game log (rules-notes 347) shows the card's own trigger at the end of each of its
  // owner's turns while in hand stepping it (IMMOLATESTAGE 3 → 2 → 1, {0} 1 → 2 → 3, {1} 3 → 2 → 1, the turn it came in
  // counted), and at stage 1 "(Discards this turn!)": that turn's end discards it. Here `improve` counts the steps.
  // Smoldering Grove: "Draw {0} card. (Upgrades each turn, but discards after {1}!)"
  { id: "FIR_911", spell: [{ type: "draw", count: { stat: "improvements", of: "self", add: 1 } }], triggers: SMOLDERING },
  // Divination: "Destroy a friendly Wisp to draw 3 cards." (a Wisp: any card named Wisp)
  { id: "EDR_804", target: { type: "minion", side: "friendly", where: { name: "Wisp" } }, spell: [{ type: "destroy", to: "target" }, { type: "draw", count: 3 }] },
  // Spark of Life: "Choose One - Discover a Mage spell; or Discover a Druid spell."
  { id: "EDR_872", chooseOne: [
    { effects: [{ type: "discover", from: { type: "SPELL", cardClass: "MAGE" } }] },
    { effects: [{ type: "discover", from: { type: "SPELL", cardClass: "DRUID" } }] }] },
  // Starsurge: "Deal $1 damage to a minion. (Improved by each friendly minion that died this game.)" (1 more for each of
  // your minions in the game's record of deaths; Spell Damage applies)
  { id: "EDR_941", target: { type: "minion" }, spell: [{ type: "damage", amount: { died: "minions", add: 1 }, to: "target" }] },
  // Aessina: "Battlecry: If 20 friendly minions have died this game, deal 20 damage split among all enemies." (one hit at a
  // time, as Mad Bomber's: each among the enemy characters not mortally wounded, 3.5)
  { id: "EDR_430", battlecry: [{ type: "if", if: { value: { died: "minions" }, atLeast: 20 },
    then: [{ type: "damage", amount: 1, to: { random: "enemy-characters", count: 20 } }] }] },
  // Inferno Herald: "After you cast a Fire spell, get a random Elemental and reduce its Cost by (3)." (the after-play step,
  // 2.3, as the set's other "After you cast" texts; a random collectible Elemental minion; the reduction an anonymous
  // enchantment, as Scorchreaver's and Nightmare Dragonkin's: the card data has none for it, rules-notes 244)
  { id: "FIR_913", triggers: [{ on: "after-play", if: { target: { side: "friendly", type: "spell", spellSchool: "FIRE" } },
    do: [{ type: "addCard", pool: { type: "MINION", race: "ELEMENTAL" }, cost: -3 }] }] },
  // Merry Moonkin: "At the end of your turn, gain 1 Armor. (Improved by Wisps you control!)" (你每控制一个小精灵都会提升: 1 more
  // for each Wisp — any minion named Wisp, as Divination's — you control as it resolves; one Armor gain, rules-notes 279)
  { id: "EDR_940", triggers: [{ on: "turn-end", if: { turn: "own" },
    do: [{ type: "armor", amount: { count: { all: "minions", side: "friendly", where: { name: "Wisp" } }, add: 1 } }] }] },
  // Scorching Winds: "Deal $3 damage. Discard a random Fire spell to deal $3 more." (随机弃掉一张火焰法术牌以再造成$3点: a second
  // hit of 3 on the same target, after the discard, only when a Fire spell was there to discard; rules-notes 281)
  { id: "FIR_910", target: { type: "character" }, spell: [{ type: "damage", amount: 3, to: "target" },
    { type: "if", if: { exists: { all: "hand", side: "friendly", where: { type: "spell", spellSchool: "FIRE" } } },
      then: [{ type: "destroy", to: { random: { all: "hand", side: "friendly", where: { type: "spell", spellSchool: "FIRE" } } } },
        { type: "damage", amount: 3, to: "target" }] }] },
  // Stellar Balance: "Get a Moonfire and a Starfire. Give them Spell Damage +1." (each card's own Spell Damage, added to its
  // player's when it deals damage, for that spell only: the mechanism of Battlefield Blaster / Archmage Kalec, rules-notes 284)
  { id: "EDR_874", spell: [{ type: "addCard", card: "CS2_008", enchantment: "EDR_874e" }, { type: "addCard", card: "EX1_173", enchantment: "EDR_874e" }] },
  { id: "EDR_874e", type: "ENCHANTMENT", inferred: true, set: "EMERALD_DREAM", name: "Stellar Balance", spellDamage: 1 },
  // Q'onzu: "Battlecry: Discover a spell. Choose to keep it or put it on top of your opponent's deck." (your choice, the
  // request's next `choices` answer after the Discover's: 0 keeps it, 1 puts it on top of their deck, where it becomes
  // theirs, keeping its states — rules-notes 291; a card a full hand burned is not there to move)
  { id: "EDR_517", battlecry: [{ type: "discover", from: { type: "SPELL", yourClass: true } },
    { type: "choose", options: [{ effects: [] }, { effects: [{ type: "shuffleFromHand", to: { all: "added" }, top: true, player: "enemy" }] }] }] },
  // Forbidden Shrine: "Spend all your Mana. Cast a random spell that costs that much." A Location: each use spends all the
  // Mana its player has (temporary mana first), then casts a random spell (any class, collectible, implemented) whose Cost
  // is the Mana spent — 0 with none left; a pool with no spell of that Cost casts nothing (rules-notes 328)
  { id: "EDR_520", activate: [{ type: "spendMana", all: true }, { type: "castSpell", pool: { type: "SPELL", cost: { manaSpent: "now" } } }] },
];
