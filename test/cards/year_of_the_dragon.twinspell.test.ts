/** Twinspell (双生法术) cards of Galakrond's Awakening: with its Overload step the spell gives its copy without Twinspell. */
import { describe } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

const WISP = "CS2_231";
const RAPTOR = "CS2_172"; // Bloodfen Raptor, a 3/2 Beast
const YETI = "CS2_182";

describe("Galakrond's Awakening: Twinspell", () => {
  describeCard("YOD_001", () => {
    cardCase("YOD_001", {
      does: "Choose One — draw a card; the copy without Twinspell (YOD_001ts) comes back",
      p1: { hand: [{ card: "YOD_001", ref: "RW" }], deck: [{ card: WISP, ref: "D" }] },
      actions: [{ type: "play", card: "RW", choose: 1 }],
      expect: { "D.zone": "hand", "p1.board": [], "p1.hand": ["YOD_001ts", WISP] },
    });
    cardCase("YOD_001", {
      does: "Choose One — a 3/2 Eagle; the copy's Eagle too",
      p1: { hand: [{ card: "YOD_001", ref: "RW" }], deck: [{ card: WISP, ref: "D" }] },
      actions: [{ type: "play", card: "RW", choose: 2 }, { type: "play", card: "p1.hand.0", choose: 2 }],
      expect: { "p1.board": ["YOD_001t", "YOD_001t"], "p1.board.0.attack": 3, "p1.board.0.health": 2, "D.zone": "deck", "p1.hand": [] },
    });
  });
  describeCard("YOD_005", () => {
    cardCase("YOD_005", {
      does: "a Beast (any side) gets +2/+2; a copy comes back",
      p1: { hand: [{ card: "YOD_005", ref: "FS" }] },
      p2: { board: [{ card: RAPTOR, ref: "R" }] },
      actions: [{ type: "play", card: "FS", target: "R" }],
      expect: { "R.attack": 5, "R.health": 4, "p1.hand": ["YOD_005ts"] },
    });
    cardCase("YOD_005", {
      does: "a minion that is not a Beast is no valid target",
      p1: { hand: [{ card: "YOD_005", ref: "FS" }], board: [{ card: YETI, ref: "Y" }, { card: RAPTOR }] },
      actions: [{ type: "play", card: "FS", target: "Y" }],
      error: "illegal_action",
    });
  });
});
