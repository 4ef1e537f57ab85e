/** Across the Timeways (穿越时间流, TIME_TRAVEL): the warlock cards. */
import type { CardDefinition } from "../../format/index.js";

export const TT_WARLOCK: CardDefinition[] = [
  // Bygone Doomspeaker: "Rewind Battlecry: Both players discard a random card." (yours, then your opponent's)
  { id: "TIME_008", rewind: true, battlecry: [{ type: "discard", count: 1 }, { type: "discard", count: 1, player: "enemy" }] },
];
