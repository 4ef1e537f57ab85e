/** Across the Timeways (穿越时间流, TIME_TRAVEL): the warlock cards. */
import type { CardDefinition } from "../../format/index.js";

export const TT_WARLOCK = (): CardDefinition[] => [
  // Bygone Doomspeaker: "Rewind Battlecry: Both players discard a random card." (yours, then your opponent's)
  { id: "TIME_008", rewind: true, battlecry: [{ type: "discard", count: 1 }, { type: "discard", count: 1, player: "enemy" }] },
  // RAFAAM LADDER!!: "Draw 3 cards of different Costs." (three draws, each a random card of the deck whose Cost none of
  // the cards drawn before has; none left that differs: no more draws, no Fatigue)
  { id: "TIME_031", spell: [{ type: "draw", count: 3, where: { costNotIn: "drawn" } }] },
  // Chronogor: "Battlecry: You draw your 2 highest Cost cards. Your opponent draws your 2 lowest Cost cards." Two draws
  // of your highest-Cost card as it then is (a random one among ties), then your opponent's two draws of your lowest-Cost
  // card left, each going into their hand and becoming theirs (a full hand burns it, yours); no card left: nothing, no
  // fatigue (rules-notes 318).
  { id: "TIME_032", battlecry: [{ type: "draw", count: 2, highest: "cost" },
    { type: "draw", count: 2, player: "enemy", deckOf: "friendly", lowest: "cost" }] },
];
