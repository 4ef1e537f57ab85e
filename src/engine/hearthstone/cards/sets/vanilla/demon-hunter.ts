/** Classic (Vanilla), the 2021 Classic format's original texts (经典模式): Demon Hunter cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const VANILLA_DEMONHUNTER = (): CardDefinition[] => [
];
