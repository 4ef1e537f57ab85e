/** Behaviour tests of Kobolds & Catacombs cards implemented late in session 12 (w12/late-a). */
import { describe } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

describe("Kobolds & Catacombs (late-a, session 12)", () => {
  describeCard("LOOT_528", () => {
    cardCase("LOOT_528", {
      does: "holding a Dragon: swaps its Attack with another minion's, Health kept",
      p1: { hand: [{ card: "LOOT_528", ref: "A" }, { card: "EX1_284", ref: "D" }] },
      p2: { board: [{ card: "CS2_182", ref: "E" }] },
      actions: [{ type: "play", card: "A", target: "E" }],
      expect: { "A.attack": 4, "A.health": 4, "E.attack": 2, "E.health": 5 },
    });
    cardCase("LOOT_528", {
      does: "with a friendly minion too",
      p1: { hand: [{ card: "LOOT_528", ref: "A" }, { card: "EX1_284", ref: "D" }], board: [{ card: "CS2_231", ref: "W" }] },
      actions: [{ type: "play", card: "A", target: "W" }],
      expect: { "A.attack": 1, "W.attack": 2 },
    });
    cardCase("LOOT_528", {
      does: "no Dragon in hand: no target, nothing swapped",
      p1: { hand: [{ card: "LOOT_528", ref: "A" }] },
      p2: { board: [{ card: "CS2_182", ref: "E" }] },
      actions: [{ type: "play", card: "A" }],
      expect: { "A.attack": 2, "E.attack": 4 },
    });
    cardCase("LOOT_528", {
      does: "no Dragon in hand: it can't be played with a target",
      p1: { hand: [{ card: "LOOT_528", ref: "A" }] },
      p2: { board: [{ card: "CS2_182", ref: "E" }] },
      actions: [{ type: "play", card: "A", target: "E" }],
      error: "illegal_action",
    });
  });
});
