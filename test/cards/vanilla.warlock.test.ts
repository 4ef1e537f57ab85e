/**
 * Behaviour tests of the Classic-format (VANILLA) Warlock cards whose 2014 text differs from today's
 * (test/support/cards.ts). Reprints with today's text play as the current card and are tested with it.
 */
import { cardCase } from "../support/cards.js";

// Sacrificial Pact (2014): "Destroy a Demon. Restore #5 Health to your hero."
cardCase("VAN_NEW1_003", {
  does: "destroys a friendly Demon and restores 5 Health to your hero",
  p1: { hand: [{ card: "VAN_NEW1_003", ref: "S" }], hero: { card: "HERO_07", health: 20 }, board: [{ card: "CS2_065", ref: "V" }] },
  p2: { hero: { card: "HERO_01", health: 20 } },
  actions: [{ type: "play", card: "S", target: "V" }],
  expect: { "V.zone": "graveyard", "p1.hero.health": 25, "p2.hero.health": 20 },
});
cardCase("VAN_NEW1_003", {
  does: "any Demon: an enemy one too (the heal is still yours)",
  p1: { hand: [{ card: "VAN_NEW1_003", ref: "S" }], hero: { card: "HERO_07", health: 20 } },
  p2: { hero: { card: "HERO_01", health: 20 }, board: [{ card: "CS2_065", ref: "V" }, { card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "S", target: "V" }],
  expect: { "V.zone": "graveyard", "Y.zone": "board", "p1.hero.health": 25, "p2.hero.health": 20 },
});
cardCase("VAN_NEW1_003", {
  does: "the enemy hero when it is Lord Jaraxxus: the opponent loses",
  p1: { hand: [{ card: "VAN_NEW1_003", ref: "S" }] },
  p2: { hero: { card: "EX1_323h" } },
  actions: [{ type: "play", card: "S", target: "p2.hero" }],
  expect: { "outcome.winner": 1 },
});
cardCase("VAN_NEW1_003", {
  does: "cannot target a minion that is not a Demon",
  p1: { hand: [{ card: "VAN_NEW1_003", ref: "S" }] },
  p2: { board: [{ card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "S", target: "Y" }],
  error: "illegal_action",
});
cardCase("VAN_NEW1_003", {
  does: "a hero that is not a Demon is not a valid target",
  p1: { hand: [{ card: "VAN_NEW1_003", ref: "S" }] },
  actions: [{ type: "play", card: "S", target: "p2.hero" }],
  error: "illegal_action",
});

// Twisting Nether (2014): "Destroy all minions."
cardCase("VAN_EX1_312", {
  does: "destroys every minion on both sides; heroes stay",
  p1: { hand: [{ card: "VAN_EX1_312", ref: "T" }], board: [{ card: "CS2_182", ref: "Y" }] },
  p2: { board: [{ card: "CS2_200", ref: "O" }, { card: "CS2_231", ref: "W" }] },
  actions: [{ type: "play", card: "T" }],
  expect: { "Y.zone": "graveyard", "O.zone": "graveyard", "W.zone": "graveyard", "p1.hero.health": 30, "p2.hero.health": 30, "events.death": 3 },
});
