/** Behaviour tests of Galakrond's Awakening cards the lead implemented in session 12. */
import { describe } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

describe("Galakrond's Awakening (lead, session 12)", () => {
  describeCard("YOD_008", () => {
    cardCase("YOD_008", {
      does: "your Hero Power deals 2 extra damage",
      p1: { hero: { card: "HERO_08" }, heroPower: { card: "HERO_08bp" }, board: [{ card: "YOD_008" }] },
      actions: [{ type: "heroPower", target: "p2.hero" }],
      expect: { "p2.hero.health": 27 },
    });
    cardCase("YOD_008", {
      does: "with Fallen Hero: 1 + 2 + 1",
      p1: { hero: { card: "HERO_08" }, heroPower: { card: "HERO_08bp" }, board: [{ card: "YOD_008" }, { card: "AT_003" }] },
      actions: [{ type: "heroPower", target: "p2.hero" }],
      expect: { "p2.hero.health": 26 },
    });
  });
});
