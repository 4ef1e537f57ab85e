/** Behaviour tests of One Night in Karazhan cards the lead implemented in session 12. */
import { describe } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

describe("One Night in Karazhan (lead, session 12)", () => {
  describeCard("KAR_070", () => {
    cardCase("KAR_070", {
      does: "a Rogue's cards from another class cost (2) less; Rogue and neutral cards do not",
      p1: { hero: { card: "HERO_03" }, hand: [{ card: "KAR_070", ref: "P" }, { card: "CS2_029", ref: "MAGE" }, { card: "CS2_072", ref: "ROGUE" }, { card: "CS2_182", ref: "N" }] },
      actions: [{ type: "play", card: "P" }],
      expect: { "MAGE.cost": 2, "ROGUE.cost": 0, "N.cost": 4 },
    });
  });
});
