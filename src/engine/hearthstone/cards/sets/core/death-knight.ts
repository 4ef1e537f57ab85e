/** Core (核心): Death Knight cards whose canonical printing is in the Core set. */
import type { CardDefinition } from "../../format/index.js";

export const CORE_DEATHKNIGHT: CardDefinition[] = [
  // Death Strike: "Lifesteal. Deal $6 damage to a minion." (Lifesteal from the card data.)
  { id: "RLK_024", target: { type: "minion" }, spell: [{ type: "damage", amount: 6, to: "target" }] },
];
