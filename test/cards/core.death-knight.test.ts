/**
 * Behaviour tests of the Core Death Knight cards the engine implements.
 */
import { describe } from "vitest";
import { cardCase } from "../support/cards.js";

const YETI = "CS2_182"; // 4/5
const GOLEM = "CS2_186"; // 7/7

describe("Core Death Knight", () => {
  // Death Strike: "Lifesteal. Deal $6 damage to a minion."
  cardCase("RLK_024", {
    does: "6 damage to the minion; Lifesteal restores 6 to your hero, not the enemy's",
    p1: { hand: [{ card: "RLK_024", ref: "D" }], hero: { card: "HERO_08", health: 15 } },
    p2: { board: [{ card: GOLEM, ref: "G" }, { card: YETI, ref: "Y" }], hero: { card: "HERO_01", health: 15 } },
    actions: [{ type: "play", card: "D", target: "G" }],
    expect: { "G.health": 1, "Y.health": 5, "p1.hero.health": 21, "p2.hero.health": 15, "events.heal": 1 },
  });
  cardCase("RLK_024", {
    does: "Spell Damage +1: 7 damage and 7 healed",
    p1: { hand: [{ card: "RLK_024", ref: "D" }], board: [{ card: "CS2_142" }], hero: { card: "HERO_08", health: 15 } },
    p2: { board: [{ card: GOLEM, ref: "G" }] },
    actions: [{ type: "play", card: "D", target: "G" }],
    expect: { "G.zone": "graveyard", "p1.hero.health": 22 },
  });
  cardCase("RLK_024", {
    does: "can't target a hero",
    p1: { hand: [{ card: "RLK_024", ref: "D" }] },
    actions: [{ type: "play", card: "D", target: "p2.hero" }],
    error: "illegal_action",
  });
});
