/** Classic (Expert, 经典): Demon Hunter cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const EXPERT1_DEMONHUNTER: CardDefinition[] = [
];
