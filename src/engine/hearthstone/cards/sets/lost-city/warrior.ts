/** The Lost City of Un'Goro (THE_LOST_CITY): Warrior cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const TLC_WARRIOR: CardDefinition[] = [
];
