/** Classic (Vanilla), the 2021 Classic format's original texts (经典模式): Neutral cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const VANILLA_NEUTRAL: CardDefinition[] = [
  // Big Game Hunter: "Battlecry: Destroy a minion with 7 or more Attack." (the Classic printing, EX1_005, is Tradeable now)
  { id: "VAN_EX1_005", target: { type: "minion", where: { minAttack: 7 } }, battlecry: [{ type: "destroy", to: "target" }] },
];
