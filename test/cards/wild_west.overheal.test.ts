/**
 * Behaviour tests of the WILD_WEST Overheal card(s) (过量治疗, rules-notes 94, 405): healed beyond their missing Health — Healing
 * Touch (CS2_007, restore 8) on them.
 */
import { expect } from "vitest";
import { cardCase } from "../support/cards.js";
import { events } from "../support/engine.js";

const TOUCH = { card: "CS2_007", ref: "H" };
void expect; void events;

// Injured Hauler: "Battlecry: Deal 4 damage to this minion. Overheal: Deal 2 damage to all enemy minions."
cardCase("WW_381", {
  does: "played it is 3/3; healed for 8 it overheals: 2 damage to each enemy minion, not the hero nor your minions",
  p1: { hand: [{ card: "WW_381", ref: "I" }, TOUCH], board: [{ card: "CS2_182", ref: "F" }] },
  p2: { board: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_231", ref: "W" }] },
  actions: [{ type: "play", card: "I" }, { type: "play", card: "H", target: "I" }],
  expect: { "I.health": 7, "Y.health": 3, "W.zone": "graveyard", "F.health": 5, "p2.hero.health": 30 },
});
cardCase("WW_381", {
  does: "healed only up to full: no Overheal",
  p1: { hero: { card: "HERO_09" }, board: [{ card: "WW_381", ref: "I", health: 5 }] },
  p2: { board: [{ card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "heroPower", target: "I" }],
  expect: { "I.health": 7, "Y.health": 5 },
});
