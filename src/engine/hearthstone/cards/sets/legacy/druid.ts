/** Legacy (the Basic and Classic cards kept in Wild, 怀旧): Druid cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const LEGACY_DRUID = (): CardDefinition[] => [
  // Wild Growth: an empty crystal; with crystals plus temporary mana at the cap, Excess Mana instead (4.12).
  { id: "CS2_013", spell: [{ type: "if", if: { mana: "full" }, then: [{ type: "addCard", card: "CS2_013t" }], else: [{ type: "manaCrystals", amount: 1, state: "empty" }] }] },
  { id: "CS2_013t", spell: [{ type: "draw" }] }, // Excess Mana
  { id: "CS2_008", target: { type: "character" }, spell: [{ type: "damage", amount: 1, to: "target" }] }, // Moonfire
  // Swipe: the target first, then mass damage to the other enemies (3.1 AoE 的结算顺序).
  { id: "CS2_012", target: { type: "character", side: "enemy" }, spell: [
    { type: "damage", amount: 4, to: "target" }, { type: "damage", amount: 1, to: { all: "characters", side: "enemy", where: { not: "target" } } },
  ] },
  { id: "CS2_007", target: { type: "character" }, spell: [{ type: "heal", amount: 8, to: "target" }] }, // Healing Touch
  { id: "EX1_173", target: { type: "character" }, spell: [{ type: "damage", amount: 5, to: "target" }, { type: "draw" }] }, // Starfire
  { id: "EX1_169", spell: [{ type: "tempMana", amount: 1 }] }, // Innervate
  // Claw: "Give your hero +2 Attack this turn. Gain 2 Armor."
  { id: "CS2_005", spell: [{ type: "buff", to: "friendly-hero", enchantment: "CS2_005o" }, { type: "armor", amount: 2 }] },
  { id: "CS2_005o", buff: { attack: 2, oneTurn: true } },
  // Gift of the Wild: "Give your minions +2/+2 and Taunt."
  { id: "EX1_183", spell: [{ type: "buff", to: "friendly-minions", enchantment: "EX1_183e" }] },
  { id: "EX1_183e", buff: { attack: 2, health: 2, grants: ["TAUNT"] } },
  // Mark of the Wild: "Give a minion Taunt and +2/+3." (the data's enchantment text still says +2/+2: today's card gives +2/+3)
  { id: "CS2_009", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "CS2_009e" }] },
  { id: "CS2_009e", buff: { attack: 2, health: 3, grants: ["TAUNT"] } },
  // Nordrassil Druid: "Battlecry: The next spell you cast this turn costs (3) less." A one-turn cost state on the player
  // (carried by the hero), used up by the next spell played (2.2 d, 2.3 e), as Preparation's.
  { id: "CS3_012", battlecry: [{ type: "buff", to: "friendly-hero", enchantment: "CS3_012e" }] },
  { id: "CS3_012e", buff: { oneTurn: true }, auras: [{ to: { all: "hand", side: "friendly", where: { type: "spell" } }, buff: { cost: -3 } }], consumedBy: { type: "spell" } },
  // Savage Roar: "Give your characters +2 Attack this turn."
  { id: "CS2_011", spell: [{ type: "buff", to: "friendly-characters", enchantment: "CS2_011o" }] },
  { id: "CS2_011o", buff: { attack: 2, oneTurn: true } },
];
