/** Legacy (the Basic and Classic cards kept in Wild, 怀旧): Druid cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const LEGACY_DRUID: CardDefinition[] = [
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
];
