/** Core (核心系列): Neutral cards whose canonical printing is in Core, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const CORE_NEUTRAL: CardDefinition[] = [
];
