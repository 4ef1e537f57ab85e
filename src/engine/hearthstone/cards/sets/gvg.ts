/** Goblins vs Gnomes, with the Spare Parts. */
import type { CardDefinition } from "../format.js";

export const SPARE_PARTS = ["PART_001", "PART_002", "PART_003", "PART_004", "PART_005", "PART_006", "PART_007"];

export const GVG: CardDefinition[] = [
  // Explosive Sheep: "Deathrattle: Deal 2 damage to all minions."
  { id: "GVG_076", deathrattle: [{ type: "damage", amount: 2, to: "all-minions" }] },
  // Clockwork Gnome: "Deathrattle: Add a Spare Part card to your hand."
  { id: "GVG_082", deathrattle: [{ type: "addCard", pool: SPARE_PARTS }] },
  // Bolvar Fordragon: "Whenever a friendly minion dies while this is in your hand, gain +1 Attack." (a hand trigger, 3.2)
  { id: "GVG_063", triggers: [{ on: "death", zone: "hand", if: { target: "friendly-minion" }, do: [{ type: "buff", to: "self", attack: 1, enchantment: "GVG_063a" }] }] },
  { id: "GVG_063a", buff: { attack: 1 } },
  // Flame Leviathan: "When you draw this, deal 2 damage to all characters except Mechs." (its own draw trigger goes first, 4.4)
  { id: "GVG_007", triggers: [{ on: "draw", zone: "hand", priority: "first", if: { target: "self" }, do: [{ type: "damage", amount: 2, to: { all: "characters", where: { notRace: "MECHANICAL" } } }] }] },
  // Spare Parts.
  { id: "PART_001", target: { type: "minion" }, spell: [{ type: "buff", to: "target", health: 1 }] },
  { id: "PART_002", target: { type: "minion", side: "friendly" }, spell: [{ type: "returnToHand", to: "target" }] },
  { id: "PART_003", target: { type: "minion" }, spell: [{ type: "buff", to: "target", grants: ["TAUNT"] }] },
  // Finicky Cloakfield: "Give a friendly minion Stealth until your next turn." The enchantment expires when its
  // controller's next turn starts (a turn-start trigger of the enchantment, 2.1 MAIN_START_TRIGGERS).
  { id: "PART_004", target: { type: "minion", side: "friendly" }, spell: [{ type: "buff", to: "target", enchantment: "PART_004e" }] },
  { id: "PART_004e", buff: { grants: ["STEALTH"] }, triggers: [{ on: "turn-start", if: { turn: "own" }, do: [{ type: "expire" }] }] },
  { id: "PART_005", target: { type: "minion" }, spell: [{ type: "freeze", to: "target" }] },
  // Reversing Switch: "Swap a minion's Attack and Health." (4.1: both are set to fixed values.)
  { id: "PART_006", target: { type: "minion" }, spell: [{ type: "swapAttackHealth", to: "target", enchantment: "PART_006a" }] },
  { id: "PART_006a" },
  { id: "PART_007", target: { type: "minion" }, spell: [{ type: "buff", to: "target", attack: 1 }] },
];
