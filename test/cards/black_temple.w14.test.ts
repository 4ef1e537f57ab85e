/** Behaviour tests of Ashes of Outland cards implemented in session 14 (w14/old). */
import { describe } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

describe("Ashes of Outland (w14/old)", () => {
  describeCard("BT_334", () => {
    cardCase("BT_334", {
      does: "Battlecry: a copy of each spell you played at a friendly minion or hero, oldest first; not those at enemies or untargeted",
      p1: {
        hand: [{ card: "BT_334", ref: "L" }],
        playedThisGame: [
          { card: "CS2_092", cost: 4, turn: 3, target: "friendly-minion" },
          { card: "CS2_029", cost: 4, turn: 3, target: "enemy-hero" },
          { card: "CS2_025", cost: 2, turn: 3 },
          { card: "CS2_004", cost: 1, turn: 5, target: "friendly-hero" },
          { card: "CS2_092", cost: 4, turn: 5, target: "friendly-minion" },
        ],
      },
      actions: [{ type: "play", card: "L" }],
      expect: { "p1.hand": ["CS2_092", "CS2_004", "CS2_092"] },
    });
    cardCase("BT_334", {
      does: "no spell cast on a friendly character: nothing",
      p1: { hand: [{ card: "BT_334", ref: "L" }], playedThisGame: [{ card: "CS2_029", cost: 4, turn: 3, target: "enemy-minion" }] },
      actions: [{ type: "play", card: "L" }],
      expect: { "p1.hand": [] },
    });
  });
});
