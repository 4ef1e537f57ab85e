/** Into the Emerald Dream (漫游翡翠梦境, EMERALD_DREAM): Demon Hunter cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const EDR_DEMONHUNTER: CardDefinition[] = [
];
