/** Classic (Vanilla), the 2021 Classic format's original texts (经典模式): Neutral cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const VANILLA_NEUTRAL: CardDefinition[] = [
  // --- Neutral B (Faceless Manipulator .. Nat Pagle) ---
  // Grimscale Oracle (2021 Classic text): "ALL other Murlocs have +1 Attack." — either side's, unlike today's "your other Murlocs".
  { id: "VAN_EX1_508", auras: [{ to: { all: "minions", where: { not: "self", race: "MURLOC" } }, buff: { attack: 1 }, enchantment: "EX1_508o" }] },
];
