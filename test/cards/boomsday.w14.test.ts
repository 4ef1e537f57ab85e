/** Behaviour tests of The Boomsday Project cards implemented in session 14 (w14/old). */
import { describe } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

const WISP = "CS2_231";
const YETI = "CS2_182";
const RAPTOR = "CS2_172";

describe("The Boomsday Project (w14/old)", () => {
  describeCard("BOT_567", () => {
    cardCase("BOT_567", {
      does: "a 1/1 copy of each minion of the deck (not the spell), from the top; the deck is unchanged",
      p1: { hand: [{ card: "BOT_567", ref: "S" }], deck: [{ card: YETI }, { card: "CS2_029" }, { card: RAPTOR }] },
      actions: [{ type: "play", card: "S" }],
      expect: { "p1.board": [YETI, RAPTOR], "p1.board.0.attack": 1, "p1.board.0.health": 1, "p1.board.1.attack": 1, "p1.deck": [YETI, "CS2_029", RAPTOR] },
    });
    cardCase("BOT_567", {
      does: "a board with room for one: only the top minion's copy",
      p1: { hand: [{ card: "BOT_567", ref: "S" }], board: [{ card: WISP }, { card: WISP }, { card: WISP }, { card: WISP }, { card: WISP }, { card: WISP }],
        deck: [{ card: RAPTOR }, { card: YETI }] },
      actions: [{ type: "play", card: "S" }],
      expect: { "p1.board.length": 7, "p1.board": [WISP, WISP, WISP, WISP, WISP, WISP, RAPTOR] },
    });
  });
});
