/**
 * Behaviour tests of the TGT Overheal card(s) (过量治疗, rules-notes 94, 405): healed beyond their missing Health — Healing
 * Touch (CS2_007, restore 8) on them.
 */
import { expect } from "vitest";
import { cardCase } from "../support/cards.js";
import { events } from "../support/engine.js";

const TOUCH = { card: "CS2_007", ref: "H" };
void expect; void events;

// Holy Champion: "Overheal: Gain +2 Attack."
cardCase("AT_011", {
  does: "undamaged and healed for 8: +2 Attack (3/4)",
  p1: { hand: [TOUCH], board: [{ card: "AT_011", ref: "C" }] },
  actions: [{ type: "play", card: "H", target: "C" }],
  expect: { "C.attack": 3, "C.health": 4, "events.overheal": 1 },
});
cardCase("AT_011", {
  does: "healed no more than its missing Health (Lesser Heal's 2 of 3): nothing",
  p1: { hero: { card: "HERO_09" }, board: [{ card: "AT_011", ref: "C", health: 1 }] },
  actions: [{ type: "heroPower", target: "C" }],
  expect: { "C.attack": 1, "C.health": 3, "events.overheal": 0 },
});
cardCase("AT_011", {
  does: "another character overhealed (a full-Health Yeti): nothing for it",
  p1: { hand: [TOUCH], board: [{ card: "AT_011", ref: "C" }, { card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "H", target: "Y" }],
  expect: { "C.attack": 1 },
});
