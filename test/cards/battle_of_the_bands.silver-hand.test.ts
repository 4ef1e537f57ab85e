/** Jukebox Totem (Festival of Legends): a Silver Hand Recruit at the end of each of your turns. */
import { describe } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

const WISP = "CS2_231";

describe("Festival of Legends: Jukebox Totem", () => {
  describeCard("JAM_010", () => {
    cardCase("JAM_010", {
      does: "at the end of your turn, a 1/1 Silver Hand Recruit, on your side",
      p1: { board: [{ card: "JAM_010" }] },
      p2: { deck: [{ card: WISP }] },
      actions: [{ type: "endTurn" }],
      expect: { "p1.board": ["JAM_010", "CS2_101t"], "p2.board": [] },
    });
    cardCase("JAM_010", {
      does: "not at the end of the opponent's turn",
      state: { activePlayer: 2 },
      p1: { board: [{ card: "JAM_010" }], deck: [{ card: WISP }] },
      actions: [{ type: "endTurn" }],
      expect: { "p1.board": ["JAM_010"] },
    });
  });
});
