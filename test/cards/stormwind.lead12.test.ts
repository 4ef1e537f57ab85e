/** Behaviour tests of United in Stormwind cards the lead implemented in session 12. */
import { describe } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

describe("United in Stormwind (lead, session 12)", () => {
  describeCard("SW_321", () => {
    cardCase("SW_321", {
      does: "3 damage; the next Hero Power deals 2 more (Steady Shot 4), once",
      p1: { hero: { card: "HERO_05" }, heroPower: { card: "HERO_05bp" }, hand: [{ card: "SW_321", ref: "A" }] },
      actions: [{ type: "play", card: "A", target: "p2.hero" }, { type: "heroPower" }],
      expect: { "p2.hero.health": 30 - 3 - 4, "p1.heroPower.enchantments": undefined },
    });
    cardCase("SW_321", {
      does: "kept over turns until the Hero Power is used",
      p1: { hero: { card: "HERO_05" }, heroPower: { card: "HERO_05bp" }, hand: [{ card: "SW_321", ref: "A" }] },
      p2: { deck: [{ card: "CS2_231" }] },
      actions: [{ type: "play", card: "A", target: "p2.hero" }, { type: "endTurn" }, { type: "endTurn" }, { type: "heroPower" }],
      expect: { "p2.hero.health": 30 - 3 - 4 },
    });
  });
});
