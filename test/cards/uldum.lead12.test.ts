/** Behaviour tests of Saviors of Uldum cards the lead implemented in session 12. */
import { describe } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

describe("Saviors of Uldum (lead, session 12)", () => {
  describeCard("ULD_138", () => {
    cardCase("ULD_138", {
      does: "costs (0) after a spell of Cost 5 or more this turn",
      p1: { hand: [{ card: "ULD_138", ref: "A" }, { card: "CS2_032", ref: "F" }] },
      actions: [{ type: "play", card: "F" }, { type: "play", card: "A" }],
      expect: { "p1.mana.used": 7, "A.zone": "board" },
    });
    cardCase("ULD_138", {
      does: "otherwise it costs 5",
      p1: { hand: [{ card: "ULD_138", ref: "A" }, { card: "CS2_029", ref: "F" }] },
      actions: [{ type: "play", card: "F", target: "p2.hero" }],
      expect: { "A.cost": 5 },
    });
  });
});
