/**
 * Behaviour tests of the Core Location (地标) cards (test/support/cards.ts); the Location rules themselves are in
 * test/rules/2.7-locations.test.ts.
 */
import { cardCase } from "../support/cards.js";

// Sanguine Depths (Location, 1 mana, 3 Durability): "Deal 1 damage to a minion and give it +2 Attack."
cardCase("CORE_REV_990", {
  does: "each use deals 1 damage to the chosen enemy minion, then gives it +2 Attack; no other character is touched; 1 Durability is spent",
  p1: { board: [{ card: "CORE_REV_990", ref: "D" }, { card: "CS2_182", ref: "A" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }, { card: "CS2_120", ref: "O" }] },
  actions: [{ type: "useLocation", card: "D", target: "E" }],
  expect: {
    "E.attack": 6, "E.health": 4, "E.enchantments.0.card": "REV_990e", "O.health": 3, "O.attack": 2, "A.attack": 4, "A.health": 5,
    "p2.hero.health": 30, "D.health": 2, "D.tags.LOCATION_ACTION_COOLDOWN": 1, "events.damage": 1, "p1.mana.used": 0,
  },
});

cardCase("CORE_REV_990", {
  does: "a friendly minion can be chosen too: 1 damage, +2 Attack (an Enrage-style friend)",
  p1: { board: [{ card: "CORE_REV_990", ref: "D" }, { card: "CS2_120", ref: "F" }] },
  actions: [{ type: "useLocation", card: "D", target: "F" }],
  expect: { "F.attack": 4, "F.health": 2, "D.health": 2 },
});

cardCase("CORE_REV_990", {
  does: "the +2 Attack comes after the damage: a 1-Health minion dies and keeps nothing",
  p1: { board: [{ card: "CORE_REV_990", ref: "D" }] },
  p2: { board: [{ card: "CS2_231", ref: "W" }] },
  actions: [{ type: "useLocation", card: "D", target: "W" }],
  expect: { "W.zone": "graveyard", "events.damage": 1, "events.buff": 1 },
});

cardCase("CORE_REV_990", {
  does: "needs a minion: a hero is no target, and with no minion it can't be used",
  p1: { board: [{ card: "CORE_REV_990", ref: "D" }] },
  actions: [{ type: "useLocation", card: "D", target: "p2.hero" }],
  error: "illegal_action",
});

cardCase("CORE_REV_990", {
  does: "with no minion in play it can't be used at all",
  p1: { board: [{ card: "CORE_REV_990", ref: "D" }] },
  actions: [{ type: "useLocation", card: "D" }],
  error: "illegal_action",
});

cardCase("CORE_REV_990", {
  does: "costs 1 to play and can be used the turn it is played; three uses over three turns break it",
  p1: { hand: [{ card: "CORE_REV_990", ref: "D" }], board: [{ card: "CS2_182", ref: "A" }], deck: [{ card: "CS2_231" }, { card: "CS2_231" }] },
  p2: { deck: [{ card: "CS2_231" }, { card: "CS2_231" }] },
  actions: [
    { type: "play", card: "D" }, { type: "useLocation", card: "D", target: "A" }, { type: "endTurn" }, { type: "endTurn" },
    { type: "useLocation", card: "D", target: "A" }, { type: "endTurn" }, { type: "endTurn" }, { type: "useLocation", card: "D", target: "A" },
  ],
  expect: { "p1.mana.used": 0, "A.attack": 10, "A.health": 2, "D.zone": "graveyard", "p1.board": ["CS2_182"] },
});

cardCase("CORE_REV_990", {
  does: "can't be used twice in one turn (cooldown until its controller's next turn)",
  p1: { board: [{ card: "CORE_REV_990", ref: "D" }, { card: "CS2_182", ref: "A" }] },
  actions: [{ type: "useLocation", card: "D", target: "A" }, { type: "useLocation", card: "D", target: "A" }],
  error: "illegal_action",
});
