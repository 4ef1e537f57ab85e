/** Behaviour tests of Curse of Naxxramas cards implemented in session 14 (w13/old's successor, w14/old). */
import { describe } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

const YETI = "CS2_182";

describe("Curse of Naxxramas (w14/old)", () => {
  describeCard("FP1_014", () => {
    cardCase("FP1_014", {
      does: "Deathrattle: Feugen died earlier this game (the opponent's): Thaddius 11/11 is summoned for Stalagg's owner",
      p1: { board: [{ card: "FP1_014", ref: "S" }] },
      state: { deaths: [{ card: "FP1_015", controller: 2, turn: 3 }] },
      actions: [{ type: "destroy", target: "S" }],
      expect: { "p1.board": ["FP1_014t"], "p1.board.0.attack": 11, "p1.board.0.health": 11, "p2.board": [] },
    });
    cardCase("FP1_014", {
      does: "Deathrattle: no Feugen died: nothing",
      p1: { board: [{ card: "FP1_014", ref: "S" }] },
      state: { deaths: [{ card: YETI, controller: 1, turn: 3 }] },
      actions: [{ type: "destroy", target: "S" }],
      expect: { "p1.board": [] },
    });
  });

  describeCard("FP1_015", () => {
    cardCase("FP1_015", {
      does: "Deathrattle: Stalagg died this game: Thaddius",
      p1: { board: [{ card: "FP1_015", ref: "F" }] },
      state: { deaths: [{ card: "FP1_014", controller: 1, turn: 3 }] },
      actions: [{ type: "destroy", target: "F" }],
      expect: { "p1.board": ["FP1_014t"] },
    });
    cardCase("FP1_015", {
      does: "Feugen and the enemy Stalagg kill each other: each finds the other dead, both players get a Thaddius",
      p1: { board: [{ card: "FP1_015", ref: "F", attack: 7 }] },
      p2: { board: [{ card: "FP1_014", ref: "S" }] },
      actions: [{ type: "attack", attacker: "F", defender: "S" }],
      expect: { "p1.board": ["FP1_014t"], "p2.board": ["FP1_014t"] },
    });
    cardCase("FP1_015", {
      does: "no Stalagg died: nothing",
      p1: { board: [{ card: "FP1_015", ref: "F" }] },
      actions: [{ type: "destroy", target: "F" }],
      expect: { "p1.board": [] },
    });
  });
});
