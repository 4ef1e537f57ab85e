/** Behaviour tests of Knights of the Frozen Throne cards implemented late in session 12 (w12/late-a). */
import { describe } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

describe("Knights of the Frozen Throne (late-a, session 12)", () => {
  describeCard("ICC_812", () => {
    cardCase("ICC_812", {
      does: "Deathrattle: summons a minion from the deck with less Attack than the Wagon had",
      p1: {
        hand: [{ card: "CS2_029", ref: "F" }],
        board: [{ card: "ICC_812", ref: "M" }],
        deck: [{ card: "CS2_182", ref: "Y" }, { card: "GVG_093", ref: "D" }, { card: "CS2_120", ref: "R" }],
      },
      actions: [{ type: "play", card: "F", target: "M" }],
      expect: { "M.zone": "graveyard", "D.zone": "board", "Y.zone": "deck", "R.zone": "deck", "p1.board": ["GVG_093"] },
    });
    cardCase("ICC_812", {
      does: "no minion in the deck with less Attack: nothing is summoned",
      p1: {
        hand: [{ card: "CS2_029", ref: "F" }],
        board: [{ card: "ICC_812", ref: "M" }],
        deck: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_231", ref: "W" }],
      },
      actions: [{ type: "play", card: "F", target: "M" }],
      expect: { "M.zone": "graveyard", "Y.zone": "deck", "W.zone": "deck", "p1.board": [] },
    });
  });
});
