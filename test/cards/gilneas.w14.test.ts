/** Behaviour tests of The Witchwood cards implemented in session 14 (w14/old). */
import { describe } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

const YETI = "CS2_182";
const RAPTOR = "CS2_172";

describe("The Witchwood (w14/old)", () => {
  describeCard("GIL_825", () => {
    cardCase("GIL_825", {
      does: "Battlecry: 2 to all other minions; the Raptor dies, so again: the Yeti takes 4 in all, Godfrey none",
      p1: { hand: [{ card: "GIL_825", ref: "G" }] },
      p2: { board: [{ card: RAPTOR, ref: "R" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "G" }],
      expect: { "R.zone": "graveyard", "Y.health": 1, "G.health": 4 },
    });
    cardCase("GIL_825", {
      does: "nothing dies: one run only",
      p1: { hand: [{ card: "GIL_825", ref: "G" }], board: [{ card: YETI, ref: "A" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "G" }],
      expect: { "Y.health": 3, "A.health": 3 },
    });
  });
});
