/** Event (活动): the year's event cards. */
import type { CardDefinition } from "../format/index.js";

export const EVENT: CardDefinition[] = [
];
