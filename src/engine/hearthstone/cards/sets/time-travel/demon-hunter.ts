/** Across the Timeways (穿越时间流, TIME_TRAVEL): the demon-hunter cards. */
import type { CardDefinition } from "../../format/index.js";

export const TT_DEMONHUNTER: CardDefinition[] = [];
