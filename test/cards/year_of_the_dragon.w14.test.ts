/** Behaviour tests of Galakrond's Awakening cards implemented in session 14 (w14/old). */
import { describe } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

const WISP = "CS2_231";

describe("Galakrond's Awakening (w14/old)", () => {
  describeCard("YOD_017", () => {
    cardCase("YOD_017", {
      does: "Combo after two cards this turn: draws two (each other card played), not three",
      p1: { hand: [{ card: "GAME_005", ref: "C" }, { card: WISP, ref: "W" }, { card: "YOD_017", ref: "S" }], deck: [{ card: WISP }, { card: WISP }, { card: WISP }, { card: WISP }] },
      actions: [{ type: "play", card: "C" }, { type: "play", card: "W" }, { type: "play", card: "S" }],
      expect: { "p1.hand.length": 2, "p1.deck.length": 2 },
    });
    cardCase("YOD_017", {
      does: "no card played before it: no Combo, no draw",
      p1: { hand: [{ card: "YOD_017", ref: "S" }], deck: [{ card: WISP }, { card: WISP }] },
      actions: [{ type: "play", card: "S" }],
      expect: { "p1.hand.length": 0, "p1.deck.length": 2 },
    });
  });
});
