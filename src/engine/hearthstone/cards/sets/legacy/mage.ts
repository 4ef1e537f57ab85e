/** Legacy (the Basic and Classic cards kept in Wild, 怀旧): Mage cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const LEGACY_MAGE: CardDefinition[] = [
  { id: "CS2_032", spell: [{ type: "damage", amount: 5, to: "enemy-minions" }] }, // Flamestrike
  { id: "CS2_025", spell: [{ type: "damage", amount: 1, to: "enemy-minions" }] }, // Arcane Explosion
  { id: "CS2_029", target: { type: "character" }, spell: [{ type: "damage", amount: 6, to: "target" }] }, // Fireball
  { id: "CS2_024", target: { type: "character" }, spell: [{ type: "damage", amount: 3, to: "target" }, { type: "freeze", to: "target" }] }, // Frostbolt
  { id: "EX1_277", spell: [{ type: "damage", amount: 1, to: { random: "enemy-characters", count: 3 }, spellDamage: "hits" }] }, // Arcane Missiles
  // Rulebook 4.3-4.9 examples.
  { id: "CS2_022", target: { type: "minion" }, spell: [{ type: "transform", to: "target", card: "CS2_tk1" }] }, // Polymorph (4.5)
  { id: "CS2_022e" }, // Polymorph: "This minion has been transformed into a 1/1 Sheep." (a label; it changes nothing)
  { id: "CS2_023", spell: [{ type: "draw", count: 2 }] }, // Arcane Intellect
  { id: "CS2_026", spell: [{ type: "freeze", to: "enemy-minions" }] }, // Frost Nova
  // Water Elemental: "Freeze any character damaged by this minion." (the FREEZE keyword, from its tags)
  { id: "CS2_033" },
];
