/** Behaviour tests of Descent of Dragons cards implemented late in session 12 (w12/late-a). */
import { describe, expect } from "vitest";
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

  describeCard("DRG_022", () => {
    cardCase("DRG_022", {
      does: "the chosen minion attacks its neighbor",
      p1: { hand: [{ card: "DRG_022", ref: "S" }] },
      p2: { board: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_120", ref: "R" }] },
      actions: [{ type: "play", card: "S", target: "Y" }],
      expect: { "R.zone": "graveyard", "Y.health": 3, "p1.hero.health": 30 },
    });
    cardCase("DRG_022", {
      does: "one of its two neighbors, never another minion",
      p1: { hand: [{ card: "DRG_022", ref: "S" }] },
      p2: { board: [{ card: "CS2_231", ref: "A" }, { card: "CS2_182", ref: "Y" }, { card: "CS2_120", ref: "R" }, { card: "CS2_231", ref: "Z" }] },
      actions: [{ type: "play", card: "S", target: "Y" }],
      check: (r) => {
        const b = r.state.players[1].board.map((c) => c.ref);
        expect(b).toContain("Z");
        expect(b.includes("A") && b.includes("R")).toBe(false);
      },
    });
    cardCase("DRG_022", {
      does: "no neighbor: no attack",
      p1: { hand: [{ card: "DRG_022", ref: "S" }] },
      p2: { board: [{ card: "CS2_182", ref: "Y" }] },
      actions: [{ type: "play", card: "S", target: "Y" }],
      expect: { "Y.health": 5, "p1.hero.health": 30, "S.zone": "graveyard" },
    });
  });
});

