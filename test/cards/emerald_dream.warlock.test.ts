/**
 * Behaviour tests of the Into the Emerald Dream (EMERALD_DREAM) Warlock cards (test/support/cards.ts).
 */
import { describe, expect, it } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { events, run } from "../support/engine.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";

const wisps = (n: number, p = "w") => Array.from({ length: n }, (_, i) => ({ card: "CS2_231", ref: `${p}${i}` }));
const endTurn = { type: "endTurn" };
void describe; void expect; void it; void describeCard; void events; void run; void findCard; void wisps; void endTurn;

// Conflagrate: "Deal $5 damage to a minion. Its owner draws a card."
cardCase("FIR_954", {
  does: "an enemy minion: 5 damage, and its owner (the opponent) draws",
  p1: { hand: [{ card: "FIR_954", ref: "C" }], deck: wisps(1) },
  p2: { board: [{ card: "CS2_186", ref: "E" }], deck: wisps(1, "e") },
  actions: [{ type: "play", card: "C", target: "E" }],
  expect: { "E.health": 2, "p2.hand.length": 1, "p1.hand.length": 0 },
});
cardCase("FIR_954", {
  does: "a friendly minion: its player draws",
  p1: { hand: [{ card: "FIR_954", ref: "C" }], board: [{ card: "CS2_186", ref: "F" }], deck: wisps(1) },
  p2: { deck: wisps(1, "e") },
  actions: [{ type: "play", card: "C", target: "F" }],
  expect: { "F.health": 2, "p1.hand.length": 1, "p2.hand.length": 0 },
});

// Rotheart Dryad: "Deathrattle: Draw a minion that costs (7) or more."
cardCase("EDR_485", {
  does: "draws the 7-Cost minion, not a cheaper minion or a 7-Cost... spell",
  p1: { board: [{ card: "EDR_485", ref: "R" }], deck: [{ card: "CS2_182" }, { card: "CS2_186" }, { card: "CS2_032" }] },
  actions: [{ type: "destroy", target: "R" }],
  expect: { "p1.hand": ["CS2_186"] },
});
cardCase("EDR_485", {
  does: "none such: nothing",
  p1: { board: [{ card: "EDR_485", ref: "R" }], deck: [{ card: "CS2_182" }] },
  actions: [{ type: "destroy", target: "R" }],
  expect: { "p1.hand.length": 0 },
});

// Sleep Paralysis: "Choose One - Summon two 3/6 Demons with Taunt that can't attack; or Destroy an enemy minion."
cardCase("EDR_490", {
  does: "first option: two 3/6 Taunt Demons that can't attack",
  p1: { hand: [{ card: "EDR_490", ref: "S" }] },
  actions: [{ type: "play", card: "S", choose: 1 }],
  expect: { "p1.board": ["EDR_490t", "EDR_490t"], "p1.board.0.attack": 3, "p1.board.0.health": 6, "p1.board.0.seen.TAUNT": 1, "p1.board.0.seen.CANT_ATTACK": 1, "p2.board": [] },
});
cardCase("EDR_490", {
  does: "second option destroys an enemy minion",
  p1: { hand: [{ card: "EDR_490", ref: "S" }] },
  p2: { board: [{ card: "CS2_186", ref: "E" }] },
  actions: [{ type: "play", card: "S", choose: 2, target: "E" }],
  expect: { "E.zone": "graveyard" },
});
cardCase("EDR_490", {
  does: "second option: a friendly minion is not a valid target",
  p1: { hand: [{ card: "EDR_490", ref: "S" }], board: [{ card: "CS2_186", ref: "F" }] },
  actions: [{ type: "play", card: "S", choose: 2, target: "F" }],
  error: "illegal_action",
});

// Emberroot Destroyer: "Whenever your hero takes damage on your turn, deal 3 damage to a random enemy minion."
cardCase("FIR_955", {
  does: "its hero damaged on its player's turn: 3 damage to the enemy minion",
  p1: { hero: { card: "HERO_07" }, board: [{ card: "FIR_955" }], deck: wisps(1) },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "heroPower" }],
  expect: { "E.health": 2, "p1.hero.health": 28 },
});
cardCase("FIR_955", {
  does: "on the opponent's turn: nothing",
  state: { activePlayer: 2 },
  p1: { board: [{ card: "FIR_955" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "attack", attacker: "E", defender: "p1.hero" }],
  expect: { "E.health": 5, "p1.hero.health": 26 },
});
