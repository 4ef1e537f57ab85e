/** Across the Timeways (穿越时间流, TIME_TRAVEL): the hunter cards. */
import type { CardDefinition } from "../../format/index.js";

export const TT_HUNTER: CardDefinition[] = [];
