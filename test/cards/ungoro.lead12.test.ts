/** Behaviour tests of Journey to Un'Goro cards the lead implemented in session 12. */
import { describe } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

const YETI = "CS2_182";
const WISP = "CS2_231";

describe("Journey to Un'Goro (lead, session 12)", () => {
  describeCard("UNG_956", () => {
    cardCase("UNG_956", {
      does: "your minions, dying, return to your hand; the enemy's do not",
      p1: { hand: [{ card: "UNG_956", ref: "S" }], board: [{ card: YETI, ref: "Y" }, { card: WISP, ref: "W" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "play", card: "S" }, { type: "destroy", target: "Y" }, { type: "destroy", target: "E" }],
      expect: { "p1.hand": [YETI], "p1.board": [WISP], "p2.hand": [] },
    });
  });
});
