/** Legacy (the Basic and Classic cards kept in Wild, 怀旧): Demon Hunter cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const LEGACY_DEMONHUNTER: CardDefinition[] = [
];
