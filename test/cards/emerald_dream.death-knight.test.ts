/**
 * Behaviour tests of the Into the Emerald Dream (EMERALD_DREAM) Death Knight cards (test/support/cards.ts).
 */
import { describe, expect, it } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { events, run } from "../support/engine.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";

const wisps = (n: number, p = "w") => Array.from({ length: n }, (_, i) => ({ card: "CS2_231", ref: `${p}${i}` }));
const endTurn = { type: "endTurn" };
void describe; void expect; void it; void describeCard; void events; void run; void findCard; void wisps; void endTurn;

// Monstrous Mosquito: "At the end of your turn, give your other minions +1 Attack."
cardCase("EDR_816", {
  does: "at the end of its player's turn the other friendly minions get +1 Attack; itself and enemies do not",
  p1: { board: [{ card: "EDR_816", ref: "M" }, { card: "CS2_120", ref: "F" }, { card: "CS2_231", ref: "W" }], deck: wisps(1) },
  p2: { board: [{ card: "CS2_120", ref: "E" }], deck: wisps(1, "e") },
  actions: [endTurn],
  expect: { "F.attack": 3, "W.attack": 2, "M.attack": 1, "E.attack": 2, "F.health": 3, "F.enchantments.0.card": "EDR_816e" },
});
cardCase("EDR_816", {
  does: "not at the end of the opponent's turn",
  p2: { board: [{ card: "EDR_816" }, { card: "CS2_120", ref: "F" }], deck: wisps(1, "e") },
  p1: { deck: wisps(1) },
  actions: [endTurn],
  expect: { "F.attack": 2 },
});

// Corpse Flower: "After your opponent summons a minion, spend 2 Corpses to deal 3 damage to it."
cardCase("EDR_815", {
  does: "the opponent's minion summoned: 2 Corpses spent, 3 damage to it",
  state: { activePlayer: 2 },
  p1: { corpses: 3, board: [{ card: "EDR_815", ref: "C" }] },
  p2: { hand: [{ card: "CS2_182", ref: "Y" }], board: [{ card: "CS2_182", ref: "O" }] },
  actions: [{ type: "play", card: "Y" }],
  expect: { "Y.health": 2, "O.health": 5, "p1.corpses": 1, "p2.corpses": 0 },
});
cardCase("EDR_815", {
  does: "with fewer than 2 Corpses: nothing",
  state: { activePlayer: 2 },
  p1: { corpses: 1, board: [{ card: "EDR_815" }] },
  p2: { hand: [{ card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "Y" }],
  expect: { "Y.health": 5, "p1.corpses": 1 },
});
cardCase("EDR_815", {
  does: "its own player's minions: nothing",
  p1: { corpses: 4, board: [{ card: "EDR_815" }], hand: [{ card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "Y" }],
  expect: { "Y.health": 5, "p1.corpses": 4 },
});

// Morbid Swarm: "Choose One - Summon two 1/1 Ants; or Spend 2 Corpses to deal $4 damage to a minion."
cardCase("EDR_813", {
  does: "first option: two 1/1 Ants on its player's side; no Corpse spent",
  p1: { corpses: 2, hand: [{ card: "EDR_813", ref: "M" }] },
  actions: [{ type: "play", card: "M", choose: 1 }],
  expect: { "p1.board": ["EDR_813at", "EDR_813at"], "p1.board.0.attack": 1, "p1.board.0.health": 1, "p1.corpses": 2, "p2.board": [] },
});
cardCase("EDR_813", {
  does: "second option: 2 Corpses spent, 4 damage to the minion",
  p1: { corpses: 3, hand: [{ card: "EDR_813", ref: "M" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }, { card: "CS2_182", ref: "O" }] },
  actions: [{ type: "play", card: "M", choose: 2, target: "E" }],
  expect: { "E.health": 1, "O.health": 5, "p1.corpses": 1 },
});
cardCase("EDR_813", {
  does: "second option with 1 Corpse: nothing spent, no damage",
  p1: { corpses: 1, hand: [{ card: "EDR_813", ref: "M" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "play", card: "M", choose: 2, target: "E" }],
  expect: { "E.health": 5, "p1.corpses": 1 },
});
