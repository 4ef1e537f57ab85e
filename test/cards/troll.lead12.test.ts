/** Behaviour tests of Rastakhan's Rumble cards the lead implemented in session 12. */
import { describe } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

describe("Rastakhan's Rumble (lead, session 12)", () => {
  describeCard("TRL_390", () => {
    cardCase("TRL_390", {
      does: "your next Hero Power this turn deals 2 more damage, then the state goes",
      p1: { hero: { card: "HERO_08" }, heroPower: { card: "HERO_08bp" }, hand: [{ card: "TRL_390", ref: "D" }] },
      actions: [{ type: "play", card: "D" }, { type: "heroPower", target: "p2.hero" }],
      expect: { "p2.hero.health": 27, "p1.heroPower.enchantments": undefined },
    });
    cardCase("TRL_390", {
      does: "only this turn: next turn's Hero Power deals 1",
      p1: { hero: { card: "HERO_08" }, heroPower: { card: "HERO_08bp" }, hand: [{ card: "TRL_390", ref: "D" }] },
      p2: { deck: [{ card: "CS2_231" }] },
      actions: [{ type: "play", card: "D" }, { type: "endTurn" }, { type: "endTurn" }, { type: "heroPower", target: "p2.hero" }],
      expect: { "p2.hero.health": 29 },
    });
  });
});
