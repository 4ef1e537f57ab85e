/** Behaviour tests of Descent of Dragons cards implemented late in session 12 (w12/late-a). */
import { describe } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

describe("Descent of Dragons (late-a, session 12)", () => {
  describeCard("DRG_076", () => {
    cardCase("DRG_076", {
      does: "Battlecry: the friendly minion becomes a 5/4 copy of it, with Rush (it can attack a minion at once)",
      p1: { hand: [{ card: "DRG_076", ref: "C" }], board: [{ card: "CS2_231", ref: "W" }] },
      p2: { board: [{ card: "CS2_120", ref: "E" }] },
      actions: [{ type: "play", card: "C", target: "W" }, { type: "attack", attacker: "W", defender: "E" }],
      expect: { "p1.board": ["DRG_076", "DRG_076"], "W.attack": 5, "W.health": 2, "E.zone": "graveyard" },
    });
    cardCase("DRG_076", {
      does: "an enemy minion can't be chosen",
      p1: { hand: [{ card: "DRG_076", ref: "C" }] },
      p2: { board: [{ card: "CS2_120", ref: "E" }] },
      actions: [{ type: "play", card: "C", target: "E" }],
      error: "illegal_action",
    });
  });
});
