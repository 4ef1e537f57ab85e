/** The Lost City of Un'Goro (THE_LOST_CITY): Warlock cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const TLC_WARLOCK: CardDefinition[] = [
];
