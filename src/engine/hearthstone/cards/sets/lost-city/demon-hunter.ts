/** The Lost City of Un'Goro (THE_LOST_CITY): Demon Hunter cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const TLC_DEMONHUNTER: CardDefinition[] = [
];
