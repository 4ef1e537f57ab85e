/**
 * Legacy (Classic basic) set: cards used by the conformance cases and the rulebook's examples.
 */
import type { CardDefinition } from "../format.js";

export const LEGACY: CardDefinition[] = [
  { id: "CS2_032", spell: [{ type: "damage", amount: 5, to: "enemy-minions" }] }, // Flamestrike
  { id: "CS2_025", spell: [{ type: "damage", amount: 1, to: "enemy-minions" }] }, // Arcane Explosion
  { id: "CS2_062", spell: [{ type: "damage", amount: 3, to: "all-characters" }] }, // Hellfire
  { id: "CS2_008", target: { type: "character" }, spell: [{ type: "damage", amount: 1, to: "target" }] }, // Moonfire
  { id: "CS2_029", target: { type: "character" }, spell: [{ type: "damage", amount: 6, to: "target" }] }, // Fireball
  { id: "CS2_024", target: { type: "character" }, spell: [{ type: "damage", amount: 3, to: "target" }, { type: "freeze", to: "target" }] }, // Frostbolt
  { id: "CS2_093", spell: [{ type: "damage", amount: 2, to: "enemy-characters" }] }, // Consecration
  { id: "EX1_277", spell: [{ type: "damage", amount: 1, to: { random: "enemy-characters", count: 3 }, spellDamage: "hits" }] }, // Arcane Missiles
  { id: "CS2_004", target: { type: "minion" }, spell: [{ type: "buff", to: "target", health: 2, enchantment: "CS2_004e" }, { type: "draw" }] }, // Power Word: Shield
  { id: "CS2_092", target: { type: "minion" }, spell: [{ type: "buff", to: "target", attack: 4, health: 4, enchantment: "CS2_092e" }] }, // Blessing of Kings
  { id: "CS2_076", target: { type: "minion", side: "enemy" }, spell: [{ type: "destroy", to: "target" }] }, // Assassinate
  { id: "CS2_222", auras: [{ to: "other-friendly-minions", buff: { attack: 1, health: 1 }, enchantment: "CS2_222o" }] }, // Stormwind Champion
  { id: "EX1_015", battlecry: [{ type: "draw" }] }, // Novice Engineer
  { id: "CS2_189", target: { type: "character" }, battlecry: [{ type: "damage", amount: 1, to: "target" }] }, // Elven Archer
  { id: "CS2_004e", buff: { health: 2 } },
  { id: "CS2_092e", buff: { attack: 4, health: 4 } },
  { id: "CS2_222o", buff: { attack: 1, health: 1 } },
];
