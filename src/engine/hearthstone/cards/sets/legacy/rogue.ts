/** Legacy (the Basic and Classic cards kept in Wild, 怀旧): Rogue cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const LEGACY_ROGUE: CardDefinition[] = [
  { id: "CS2_076", target: { type: "minion", side: "enemy" }, spell: [{ type: "destroy", to: "target" }] }, // Assassinate
  { id: "CS2_072", target: { type: "minion", where: { damaged: false } }, spell: [{ type: "damage", amount: 2, to: "target" }] }, // Backstab
  { id: "CS2_075", spell: [{ type: "damage", amount: 3, to: "enemy-hero" }] }, // Sinister Strike
  { id: "EX1_129", spell: [{ type: "damage", amount: 1, to: "enemy-minions" }, { type: "draw" }] }, // Fan of Knives
  { id: "CS2_077", spell: [{ type: "draw", count: 4 }] }, // Sprint
  { id: "EX1_278", target: { type: "character" }, spell: [{ type: "damage", amount: 1, to: "target" }, { type: "draw" }] }, // Shiv
  { id: "EX1_581", target: { type: "minion", side: "enemy" }, spell: [{ type: "returnToHand", to: "target" }] }, // Sap
];
