/**
 * Behaviour tests of the GANGS Overheal card(s) (过量治疗, rules-notes 94, 405): healed beyond their missing Health — Healing
 * Touch (CS2_007, restore 8) on them.
 */
import { expect } from "vitest";
import { cardCase } from "../support/cards.js";
import { events } from "../support/engine.js";

const TOUCH = { card: "CS2_007", ref: "H" };
void expect; void events;

// Mana Geode: "Overheal: Summon a 2/2 Crystal."
cardCase("CFM_606", {
  does: "overhealed: a 2/2 Crystal beside it",
  p1: { hand: [TOUCH], board: [{ card: "CFM_606", ref: "G" }] },
  actions: [{ type: "play", card: "H", target: "G" }],
  expect: { "p1.board": ["CFM_606", "CFM_606t"], "p1.board.1.attack": 2, "p1.board.1.health": 2 },
});
cardCase("CFM_606", {
  does: "healed exactly its missing Health (2 of 2 by Lesser Heal): no Crystal",
  p1: { hero: { card: "HERO_09" }, board: [{ card: "CFM_606", ref: "G", health: 1 }] },
  actions: [{ type: "heroPower", target: "G" }],
  expect: { "p1.board": ["CFM_606"], "G.health": 3 },
});
