/** Classic (Expert, 经典): Demon Hunter cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const EXPERT1_DEMONHUNTER = (): CardDefinition[] => [
  // Illidan's Gift: "Discover a Temporary Fel Barrage, Chaos Strike, or Chaos Nova." (Temporary: GBL_999e, sets/global.ts)
  { id: "GIFT_08", spell: [{ type: "discover", from: ["SW_040", "BT_035", "BT_235"], enchantment: "GBL_999e" }] },
];
