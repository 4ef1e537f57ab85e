/** Legacy (the Basic and Classic cards kept in Wild, 怀旧): Death Knight cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const LEGACY_DEATHKNIGHT: CardDefinition[] = [
];
