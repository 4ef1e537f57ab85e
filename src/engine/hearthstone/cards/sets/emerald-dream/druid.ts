/** Into the Emerald Dream (漫游翡翠梦境, EMERALD_DREAM): Druid cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const EDR_DRUID: CardDefinition[] = [
];
