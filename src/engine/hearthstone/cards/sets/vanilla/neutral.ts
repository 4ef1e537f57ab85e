/** Classic (Vanilla), the 2021 Classic format's original texts (经典模式): Neutral cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const VANILLA_NEUTRAL: CardDefinition[] = [
  // --- Neutral B (Faceless Manipulator .. Nat Pagle) ---
  // Grimscale Oracle (2021 Classic text): "ALL other Murlocs have +1 Attack." — either side's, unlike today's "your other Murlocs".
  { id: "VAN_EX1_508", auras: [{ to: { all: "minions", where: { not: "self", race: "MURLOC" } }, buff: { attack: 1 }, enchantment: "EX1_508o" }] },
  // Illidan Stormrage (2021 Classic; today's EX1_614 is Xavius): "Whenever you play a card, summon a 2/1 Flame of Azzinoth."
  // An on-play trigger (2.2 e, 2.3 f: the rulebook names Illidan among them), summoning right of Illidan. The Classic token is the
  // card data's VAN_TU4e_002t (1-cost 2/1, no minion type), whose English name the data lacks.
  { id: "VAN_EX1_614", triggers: [{ on: "play", if: { target: "friendly" }, do: [{ type: "summon", card: "VAN_TU4e_002t" }] }] },
  { id: "VAN_TU4e_002t", name: { enUS: "Flame of Azzinoth", zhCN: "埃辛诺斯之焰" } },
];
