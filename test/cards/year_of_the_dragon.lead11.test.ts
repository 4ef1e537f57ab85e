/** Behaviour tests of Galakrond's Awakening cards the lead implemented in session 11. */
import { describe } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";


describe("Galakrond's Awakening (lead, session 11)", () => {
  describeCard("YOD_032", () => {
    cardCase("YOD_032", {
      does: "costs (1) less for each damage dealt to the enemy hero this turn",
      p1: { hand: [{ card: "YOD_032", ref: "F" }, { card: "CS2_029", ref: "B" }] },
      actions: [{ type: "play", card: "B", target: "p2.hero" }],
      expect: { "F.cost": 0 },
    });
    cardCase("YOD_032", {
      does: "damage to your own hero does not count",
      p1: { hand: [{ card: "YOD_032", ref: "F" }, { card: "CS2_029", ref: "B" }] },
      actions: [{ type: "play", card: "B", target: "p1.hero" }],
      expect: { "F.cost": 4 },
    });
  });
  describeCard("YOD_038", () => {
    cardCase("YOD_038", {
      does: "with a Quest played this game: a 4/2 Rush Parrot",
      p1: { hand: [{ card: "YOD_038", ref: "K" }], playedThisGame: [{ card: "UNG_920", cost: 1, turn: 1 }] },
      actions: [{ type: "play", card: "K" }],
      expect: { "p1.board": ["YOD_038", "YOD_038t"], "p1.board.1.attack": 4, "p1.board.1.seen.RUSH": 1 },
    });
    cardCase("YOD_038", {
      does: "a Questline counts as a Quest (the card data does not mark it QUEST)",
      p1: { hand: [{ card: "YOD_038", ref: "K" }], playedThisGame: [{ card: "SW_433", cost: 1, turn: 1 }] },
      actions: [{ type: "play", card: "K" }],
      expect: { "p1.board": ["YOD_038", "YOD_038t"] },
    });
    cardCase("YOD_038", {
      does: "no Quest (a Secret is none): no Parrot",
      p1: { hand: [{ card: "YOD_038", ref: "K" }], playedThisGame: [{ card: "EX1_130", cost: 1, turn: 1 }] },
      actions: [{ type: "play", card: "K" }],
      expect: { "p1.board": ["YOD_038"] },
    });
  });
});
