/** Classic (Expert, 经典): Rogue cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const EXPERT1_ROGUE: CardDefinition[] = [
  // SI:7 Agent: "Combo: Deal 3 damage."
  { id: "EX1_134", target: { type: "character" }, combo: [{ type: "damage", amount: 3, to: "target" }] },
  // Defias Ringleader: "Combo: Summon a 2/1 Defias Bandit."
  { id: "EX1_131", combo: [{ type: "summon", card: "EX1_131t" }] },
  { id: "EX1_124", target: { type: "character" }, spell: [{ type: "damage", amount: 2, to: "target" }], combo: [{ type: "damage", amount: 4, to: "target" }] }, // Eviscerate
  // Perdition's Blade: "Battlecry: Deal 1 damage. Combo: Deal 2 instead." (2.4: the old weapon is still in play then)
  { id: "EX1_133", target: { type: "character" }, battlecry: [{ type: "damage", amount: 1, to: "target" }], combo: [{ type: "damage", amount: 2, to: "target" }] },
  // Preparation: "The next spell you cast this turn costs (2) less." A one-turn state on the player (carried by the hero)
  // whose aura reaches your spells in hand; the next spell you play uses it up in the cost-state removal step (2.3 e).
  { id: "EX1_145", spell: [{ type: "buff", to: "friendly-hero", enchantment: "EX1_145o" }] },
  { id: "EX1_145o", buff: { oneTurn: true }, auras: [{ to: { all: "hand", side: "friendly", where: { type: "spell" } }, buff: { cost: -2 } }], consumedBy: { type: "spell" } },
  // The Vanilla Preparation's state (VAN_EX1_145o, "costs (3) less", as the Vanilla card's text): not the Classic one's.
  { id: "VAN_EX1_145o", buff: { oneTurn: true }, auras: [{ to: { all: "hand", side: "friendly", where: { type: "spell" } }, buff: { cost: -3 } }], consumedBy: { type: "spell" } },
];
