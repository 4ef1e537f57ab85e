/** Classic (Expert, 经典): Death Knight cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const EXPERT1_DEATHKNIGHT: CardDefinition[] = [
];
