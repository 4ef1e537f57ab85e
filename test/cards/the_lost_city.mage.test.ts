/**
 * Behaviour tests of The Lost City of Un'Goro (THE_LOST_CITY) Mage cards (test/support/cards.ts).
 */
import { expect } from "vitest";
import { cardCase } from "../support/cards.js";
import { events } from "../support/engine.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";

const WISP = "CS2_231";
const YETI = "CS2_182";
const ELEMENTAL = "CS2_033"; // Water Elemental
const FIREBALL = "CS2_029";

// Conjured Bookkeeper: "Deathrattle: Draw a spell. Kindred: Summon a copy of this."
cardCase("TLC_226", {
  does: "Kindred (an Elemental played last turn): a copy of it is summoned",
  p1: { hand: [{ card: "TLC_226", ref: "B" }], playedLastTurn: [ELEMENTAL] },
  actions: [{ type: "play", card: "B" }],
  expect: { "p1.board": ["TLC_226", "TLC_226"], "p2.board": [] },
});
cardCase("TLC_226", {
  does: "no Elemental last turn: no copy",
  p1: { hand: [{ card: "TLC_226", ref: "B" }], playedLastTurn: [YETI] },
  actions: [{ type: "play", card: "B" }],
  expect: { "p1.board": ["TLC_226"] },
});
cardCase("TLC_226", {
  does: "Deathrattle: draws a spell from the deck (not a minion)",
  p1: { board: [{ card: "TLC_226", ref: "B" }], deck: [{ card: FIREBALL }, { card: WISP }, { card: WISP }] },
  actions: [{ type: "destroy", target: "B" }],
  expect: { "p1.hand": [FIREBALL], "p1.deck.length": 2 },
});

// Windswept Pageturner: "After you summon an Elemental, deal 3 damage to a random enemy."
cardCase("TLC_220", {
  does: "after a friendly Elemental is played: 3 damage to the only enemy",
  p1: { board: [{ card: "TLC_220", ref: "P" }], hand: [{ card: ELEMENTAL, ref: "E" }] },
  actions: [{ type: "play", card: "E" }],
  expect: { "p2.hero.health": 27, "p1.hero.health": 30, "events.damage": 1 },
});
cardCase("TLC_220", {
  does: "a non-Elemental, or itself played, does nothing",
  p1: { hand: [{ card: "TLC_220", ref: "P" }, { card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "P" }, { type: "play", card: "Y" }],
  expect: { "p2.hero.health": 30, "events.damage": 0 },
});
cardCase("TLC_220", {
  does: "the enemy's Elemental does nothing",
  p1: { board: [{ card: "TLC_220", ref: "P" }] },
  p2: { hand: [{ card: ELEMENTAL, ref: "E" }] },
  state: { activePlayer: 2 },
  actions: [{ type: "play", card: "E" }],
  expect: { "p1.hero.health": 30, "p2.hero.health": 30 },
});

// Sheep Mask: "Set a minion's stats to 1/1 and give it "Deathrattle: Deal 2 damage to all minions.""
cardCase("DINO_429", {
  does: "the target becomes 1/1; when it dies, 2 damage to every minion",
  p1: { hand: [{ card: "DINO_429", ref: "S" }], board: [{ card: YETI, ref: "F" }] },
  p2: { board: [{ card: "CS2_200", ref: "O" }, { card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "S", target: "O" }, { type: "destroy", target: "O" }],
  check: (r) => {
    expect(events(r, "damage")).toHaveLength(2);
    expect(r.state.players[0].board[0]!.health).toBe(3);
    expect(r.state.players[1].board.map((m) => [m.card, m.health])).toEqual([[YETI, 3]]);
    expect(r.state.players[1].hero.health).toBe(30);
  },
});
cardCase("DINO_429", {
  does: "set to 1/1 (a Yeti)",
  p1: { hand: [{ card: "DINO_429", ref: "S" }] },
  p2: { board: [{ card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "S", target: "Y" }],
  expect: { "Y.attack": 1, "Y.health": 1 },
});

// Relic of Kings: "Discover a spell from any class that costs (8) or more. It costs (1)."
cardCase("TLC_334", {
  does: "three spells costing (8) or more are offered; the one taken costs (1)",
  p1: { hand: [{ card: "TLC_334", ref: "S" }] },
  actions: [{ type: "play", card: "S" }],
  choices: [1],
  check: (r) => {
    const offered = events(r, "discover")[0]!.options as string[];
    expect(offered).toHaveLength(3);
    for (const id of offered) expect([findCard(id)!.type, findCard(id)!.cost >= 8]).toEqual(["SPELL", true]);
    expect(r.state.players[0].hand.map((c) => [c.card, c.cost])).toEqual([[offered[1], 1]]);
  },
});

// Techysaurus: "Taunt. Costs (1) less for each card you played this game that didn't start in your deck."
cardCase("DINO_409", {
  does: "a made card played now and one earlier: costs 5; a card from the deck and the opponent's made cards do not count",
  p1: { hand: [{ card: "CS2_231", ref: "A", tags: { CREATOR: 3 } }, { card: "CS2_231", ref: "B" }, { card: "DINO_409", ref: "T" }],
    playedThisGame: [{ card: "CS2_029", cost: 4, turn: 3, created: true }, { card: "CS2_182", cost: 4, turn: 3 }] },
  p2: { playedThisGame: [{ card: "CS2_029", cost: 4, turn: 2, created: true }] },
  actions: [{ type: "play", card: "A" }, { type: "play", card: "B" }],
  expect: { "T.cost": 5 },
});
cardCase("DINO_409", {
  does: "nothing made played: costs 7, a 3/6 with Taunt",
  p1: { hand: [{ card: "DINO_409", ref: "T" }], playedThisGame: [{ card: "CS2_182", cost: 4, turn: 3 }] },
  actions: [{ type: "play", card: "T" }],
  expect: { "p1.mana.used": 7, "T.seen.TAUNT": 1 },
});
