/** Classic (Expert, 经典): Death Knight cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const EXPERT1_DEATHKNIGHT = (): CardDefinition[] => [
  // Arthas's Gift: "Discover a Temporary Dark Transformation, Howling Blast, or Death Strike." (Temporary: GBL_999e)
  { id: "GIFT_04", spell: [{ type: "discover", from: ["RLK_057", "RLK_015", "RLK_024"], enchantment: "GBL_999e" }] },
];
