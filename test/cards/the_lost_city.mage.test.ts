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

// Storage Scuffle: "Deal $3 damage to a minion. Costs (0) if you've Discovered this turn."
cardCase("TLC_365", {
  does: "after a Discover this turn it costs (0): 3 damage to the enemy minion, no Mana paid for it",
  p1: { hand: [{ card: "TLC_334", ref: "R" }, { card: "TLC_365", ref: "S" }] },
  p2: { board: [{ card: YETI, ref: "E" }, { card: YETI, ref: "E2" }] },
  actions: [{ type: "play", card: "R" }, { type: "play", card: "S", target: "E" }],
  choices: [0],
  expect: { "E.health": 2, "E2.health": 5, "p2.hero.health": 30, "p1.mana.used": findCard("TLC_334")!.cost, "events.damage": 1 },
});
cardCase("TLC_365", {
  does: "no Discover this turn: it costs (3)",
  p1: { hand: [{ card: "TLC_365", ref: "S" }] },
  p2: { board: [{ card: YETI, ref: "E" }] },
  actions: [{ type: "play", card: "S", target: "E" }],
  expect: { "E.health": 2, "p1.mana.used": 3 },
});
cardCase("TLC_365", {
  does: "a Discover on the previous turn does not count (the count restarts as the turn starts)",
  state: { activePlayer: 2 },
  p1: { hand: [{ card: "TLC_365", ref: "S" }], deck: [{ card: WISP }] },
  p2: { hand: [{ card: "TLC_334", ref: "R" }], deck: [{ card: WISP }] },
  actions: [{ type: "play", card: "R", player: 2 }, { type: "endTurn" }],
  choices: [0],
  expect: { "S.cost": 3 },
});
cardCase("TLC_365", {
  does: "the opponent's Discover does not make it cost (0)",
  state: { activePlayer: 2 },
  p1: { hand: [{ card: "TLC_365", ref: "S" }] },
  p2: { hand: [{ card: "TLC_334", ref: "R" }] },
  actions: [{ type: "play", card: "R", player: 2 }],
  choices: [0],
  expect: { "S.cost": 3 },
});
cardCase("TLC_365", {
  does: "a hero is no valid target",
  p1: { hand: [{ card: "TLC_365", ref: "S" }] },
  actions: [{ type: "play", card: "S", target: "p2.hero" }],
  error: "illegal_action",
});

// Unearthed Artifacts: "Summon a random 2-Cost minion. If you've Discovered this turn, summon a random 4-Cost minion instead."
cardCase("TLC_462", {
  does: "no Discover this turn: one random 2-Cost minion on its player's side",
  p1: { hand: [{ card: "TLC_462", ref: "U" }] },
  actions: [{ type: "play", card: "U" }],
  check: (r) => {
    const b = r.state.players[0].board;
    expect(b).toHaveLength(1);
    expect([findCard(b[0]!.card)!.type, findCard(b[0]!.card)!.cost]).toEqual(["MINION", 2]);
    expect(r.state.players[1].board).toHaveLength(0);
  },
});
cardCase("TLC_462", {
  does: "after a Discover this turn: one random 4-Cost minion instead (not a 2-Cost one too)",
  p1: { hand: [{ card: "TLC_334", ref: "R" }, { card: "TLC_462", ref: "U" }] },
  actions: [{ type: "play", card: "R" }, { type: "play", card: "U" }],
  choices: [0],
  check: (r) => {
    const b = r.state.players[0].board;
    expect(b).toHaveLength(1);
    expect([findCard(b[0]!.card)!.type, findCard(b[0]!.card)!.cost]).toEqual(["MINION", 4]);
  },
});

// Vault Breaker: "After you Discover a card, reduce its Cost by (1)."
cardCase("TLC_483", {
  does: "the card its player Discovers costs (1) less (Relic of Kings' card: (1) → (0))",
  p1: { board: [{ card: "TLC_483" }], hand: [{ card: "TLC_334", ref: "R" }] },
  actions: [{ type: "play", card: "R" }],
  choices: [2],
  check: (r) => {
    const offered = events(r, "discover")[0]!.options as string[];
    expect(r.state.players[0].hand.map((c) => [c.card, c.cost])).toEqual([[offered[2], 0]]);
  },
});
cardCase("TLC_483", {
  does: "two Vault Breakers: (2) less",
  p1: { board: [{ card: "TLC_483" }, { card: "TLC_483" }], hand: [{ card: "MY_DISCOVER_5", ref: "R" }] },
  cards: [{ id: "MY_DISCOVER_5", type: "SPELL", cost: 1, spell: [{ type: "discover", from: { type: "MINION", cost: 5 } }] }],
  actions: [{ type: "play", card: "R" }],
  choices: [0],
  check: (r) => expect(r.state.players[0].hand.map((c) => c.cost)).toEqual([3]),
});
cardCase("TLC_483", {
  does: "not the opponent's Discover",
  state: { activePlayer: 2 },
  p1: { board: [{ card: "TLC_483" }] },
  p2: { hand: [{ card: "TLC_334", ref: "R" }] },
  actions: [{ type: "play", card: "R", player: 2 }],
  choices: [0],
  check: (r) => expect(r.state.players[1].hand.map((c) => c.cost)).toEqual([1]),
});

// Scrappy Scavenger: "Battlecry: Discover a card with Cost equal to your remaining Mana Crystals."
cardCase("TLC_461", {
  does: "with 5 of 10 Mana used before it (1 for it): three cards costing (4) offered, the one taken in hand",
  p1: { hand: [{ card: "TLC_461", ref: "S" }], mana: { crystals: 10, used: 5 } },
  actions: [{ type: "play", card: "S" }],
  choices: [1],
  check: (r) => {
    const offered = events(r, "discover")[0]!.options as string[];
    expect(offered).toHaveLength(3);
    for (const id of offered) expect(findCard(id)!.cost).toBe(4);
    expect(r.state.players[0].hand.map((c) => c.card)).toEqual([offered[1]]);
    expect(r.state.players[1].hand).toHaveLength(0);
  },
});
cardCase("TLC_461", {
  does: "no Mana left after it: (0)-Cost cards",
  p1: { hand: [{ card: "TLC_461", ref: "S" }], mana: { crystals: 3, used: 2 } },
  actions: [{ type: "play", card: "S" }],
  choices: [0],
  check: (r) => {
    for (const id of events(r, "discover")[0]!.options as string[]) expect(findCard(id)!.cost).toBe(0);
    expect(r.state.players[0].hand).toHaveLength(1);
  },
});

// Story of the Waygate: "Reduce the Cost of cards in your hand that didn't start in your deck by (1)."
cardCase("TLC_364", {
  does: "the cards an effect made (CREATOR) cost (1) less; a card from the deck and the opponent's created card do not",
  p1: { hand: [{ card: "TLC_364", ref: "S" }, { card: FIREBALL, ref: "M", tags: { CREATOR: 99 } }, { card: YETI, ref: "D" }] },
  p2: { hand: [{ card: FIREBALL, ref: "E", tags: { CREATOR: 99 } }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "M.cost": 3, "D.cost": 4, "E.cost": 4 },
});
cardCase("TLC_364", {
  does: "a card Discovered this game (created) gets cheaper",
  p1: { hand: [{ card: "TLC_334", ref: "R" }, { card: "TLC_364", ref: "S" }] },
  actions: [{ type: "play", card: "R" }, { type: "play", card: "S" }],
  choices: [0],
  check: (r) => expect(r.state.players[0].hand.map((c) => c.cost)).toEqual([0]),
});
