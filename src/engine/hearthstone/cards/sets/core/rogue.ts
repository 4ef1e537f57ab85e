/** Core (核心系列): Rogue cards whose canonical printing is in Core, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const CORE_ROGUE: CardDefinition[] = [
];
