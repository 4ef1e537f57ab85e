/** Silver Hand Regent (TGT): its Inspire summons a Silver Hand Recruit. */
import { describe } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

describe("The Grand Tournament: Silver Hand Regent", () => {
  describeCard("AT_100", () => {
    cardCase("AT_100", {
      does: "Inspire: after you use your Hero Power, a 1/1 Silver Hand Recruit is summoned beside it",
      p1: { board: [{ card: "AT_100", ref: "R" }] },
      actions: [{ type: "heroPower", target: "p2.hero" }],
      expect: { "p1.board": ["AT_100", "CS2_101t"], "p1.board.1.attack": 1, "p1.board.1.health": 1 },
    });
    cardCase("AT_100", {
      does: "not when the opponent uses theirs",
      state: { activePlayer: 2 },
      p1: { board: [{ card: "AT_100", ref: "R" }] },
      actions: [{ type: "heroPower" }],
      expect: { "p1.board": ["AT_100"], "p2.board": [] },
    });
  });
});
