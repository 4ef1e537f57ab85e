/** Core (核心系列): Death Knight cards whose canonical printing is in Core, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const CORE_DEATHKNIGHT: CardDefinition[] = [
  // Death Strike: "Lifesteal. Deal $6 damage to a minion." (Lifesteal from the card data.)
  { id: "RLK_024", target: { type: "minion" }, spell: [{ type: "damage", amount: 6, to: "target" }] },
];
