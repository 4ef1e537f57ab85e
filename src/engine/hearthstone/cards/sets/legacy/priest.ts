/** Legacy (the Basic and Classic cards kept in Wild, 怀旧): Priest cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const LEGACY_PRIEST: CardDefinition[] = [
  // Divine Spirit: doubling Health adds the current Health to the maximum (4.1: a damaged 4/3 Blademaster becomes 4/6, max 10).
  { id: "CS2_236", target: { type: "minion" }, spell: [{ type: "buff", to: "target", health: { stat: "health", of: "target" }, enchantment: "CS2_236e" }] },
  { id: "CS2_236e" },
  { id: "CS1_113", target: { type: "minion", side: "enemy" }, spell: [{ type: "takeControl", to: "target" }] }, // Mind Control (4.7)
  { id: "CS2_004", target: { type: "minion" }, spell: [{ type: "buff", to: "target", health: 2, enchantment: "CS2_004e" }, { type: "draw" }] }, // Power Word: Shield
  { id: "CS2_004e", buff: { health: 2 } },
  { id: "CS1_130", target: { type: "minion" }, spell: [{ type: "damage", amount: 3, to: "target" }] }, // Holy Smite
  { id: "CS2_234", target: { type: "minion", where: { maxAttack: 3 } }, spell: [{ type: "destroy", to: "target" }] }, // Shadow Word: Pain (3.3: checked when played)
  { id: "EX1_622", target: { type: "minion", where: { minAttack: 5 } }, spell: [{ type: "destroy", to: "target" }] }, // Shadow Word: Death
  { id: "DS1_233", spell: [{ type: "damage", amount: 5, to: "enemy-hero" }] }, // Mind Blast
  { id: "CS1_112", spell: [{ type: "damage", amount: 2, to: "enemy-minions" }, { type: "heal", amount: 2, to: "friendly-characters" }] }, // Holy Nova
  // Northshire Cleric: "Whenever a minion is healed, draw a card." A heal trigger: only when health changed (4.9 step 8).
  { id: "CS2_235", triggers: [{ on: "heal", if: { target: "minion" }, do: [{ type: "draw" }] }] },
];
