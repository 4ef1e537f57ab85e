/** Core (核心系列): Paladin cards whose canonical printing is in Core, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const CORE_PALADIN: CardDefinition[] = [
];
