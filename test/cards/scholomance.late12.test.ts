/** Behaviour tests of Scholomance Academy cards implemented late in session 12 (w12/late-a). */
import { describe } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

describe("Scholomance Academy (late-a, session 12)", () => {
  describeCard("SCH_352", () => {
    cardCase("SCH_352", {
      does: "adds a 1/1 copy costing (1) of each of your minions, without their states; not the enemy's",
      p1: {
        hand: [{ card: "SCH_352", ref: "P" }],
        board: [{ card: "CS2_182", ref: "Y", health: 2 }, { card: "CS2_231", ref: "W" }],
      },
      p2: { board: [{ card: "CS2_120", ref: "E" }] },
      actions: [{ type: "play", card: "P" }],
      expect: {
        "p1.hand": ["CS2_182", "CS2_231"],
        "p1.hand.0.attack": 1, "p1.hand.0.health": 1, "p1.hand.0.cost": 1,
        "p1.hand.1.attack": 1, "p1.hand.1.health": 1, "p1.hand.1.cost": 1,
        "p1.board": ["CS2_182", "CS2_231"],
      },
    });
  });
});
