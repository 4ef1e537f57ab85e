/** Behaviour tests of Journey to Un'Goro cards implemented late in session 12 (w12/late-a). */
import { describe } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

describe("Journey to Un'Goro (late-a, session 12)", () => {
  describeCard("UNG_010", () => {
    cardCase("UNG_010", {
      does: "Deathrattle: summons three 1/1 Primalfin Murlocs where it stood",
      p1: {
        hand: [{ card: "EX1_161", ref: "A" }],
        board: [{ card: "CS2_231", ref: "L" }, { card: "UNG_010", ref: "S" }, { card: "CS2_182", ref: "R" }],
      },
      actions: [{ type: "play", card: "A", target: "S" }],
      expect: {
        "S.zone": "graveyard",
        "p1.board": ["CS2_231", "UNG_201t", "UNG_201t", "UNG_201t", "CS2_182"],
        "p1.board.1.attack": 1, "p1.board.1.health": 1,
      },
    });
    cardCase("UNG_010", {
      does: "has Taunt",
      p1: { board: [{ card: "UNG_010", ref: "S" }] },
      p2: { board: [{ card: "CS2_182", ref: "Y" }] },
      state: { activePlayer: 2 },
      actions: [{ type: "attack", attacker: "Y", defender: "p1.hero" }],
      error: "illegal_action",
    });
  });
});
