/** Behaviour tests of Saviors of Uldum cards implemented late in session 12 (w12/late-a). */
import { describe } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

describe("Saviors of Uldum (late-a, session 12)", () => {
  describeCard("ULD_413", () => {
    cardCase("ULD_413", {
      does: "Battlecry: summons copies of your Totems (with their states), not of other minions",
      p1: {
        hand: [{ card: "ULD_413", ref: "X" }],
        board: [{ card: "NEW1_009", ref: "H", health: 1 }, { card: "CS2_182", ref: "Y" }, { card: "CS2_050", ref: "T" }],
      },
      p2: { board: [{ card: "CS2_051", ref: "E" }] },
      actions: [{ type: "play", card: "X" }],
      expect: {
        "p1.weapon": "ULD_413",
        "p1.board": ["NEW1_009", "CS2_182", "CS2_050", "NEW1_009", "CS2_050"],
        "p1.board.3.health": 1,
        "p2.board": ["CS2_051"],
      },
    });
    cardCase("ULD_413", {
      does: "no Totem: only the weapon",
      p1: { hand: [{ card: "ULD_413", ref: "X" }], board: [{ card: "CS2_182", ref: "Y" }] },
      actions: [{ type: "play", card: "X" }],
      expect: { "p1.weapon": "ULD_413", "p1.board": ["CS2_182"] },
    });
  });
});
