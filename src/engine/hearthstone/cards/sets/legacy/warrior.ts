/** Legacy (the Basic and Classic cards kept in Wild, 怀旧): Warrior cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const LEGACY_WARRIOR: CardDefinition[] = [
  // Heroic Strike: +4 Attack this turn (4.1: a weapon's negative Attack counts as 0 on its own, so this still hits for 4).
  { id: "CS2_105", spell: [{ type: "buff", to: "friendly-hero", enchantment: "CS2_105e" }] },
  { id: "CS2_105e", buff: { attack: 4, oneTurn: true } },
  { id: "CS2_108", target: { type: "minion", side: "enemy", where: { damaged: true } }, spell: [{ type: "destroy", to: "target" }] }, // Execute
  { id: "EX1_400", spell: [{ type: "damage", amount: 1, to: "all-minions" }] }, // Whirlwind
  { id: "EX1_606", spell: [{ type: "armor", amount: 5 }, { type: "draw" }] }, // Shield Block
];
