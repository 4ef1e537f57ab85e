/**
 * Behaviour tests of the Across the Timeways (TIME_TRAVEL) Warlock cards (test/support/cards.ts).
 */
import { expect } from "vitest";
import { cardCase } from "../support/cards.js";
import { nodes } from "../support/engine.js";

// Bygone Doomspeaker: "Rewind Battlecry: Both players discard a random card."
cardCase("TIME_008", {
  does: "each player discards one card of two; keeping the timeline",
  choices: [0],
  p1: { hand: [{ card: "TIME_008", ref: "B" }, { card: "CS2_182" }, { card: "CS2_029" }] },
  p2: { hand: [{ card: "CS2_182" }, { card: "CS2_200" }] },
  actions: [{ type: "play", card: "B" }],
  expect: { "p1.hand.length": 1, "p2.hand.length": 1, "events.discard": 2, "B.zone": "board" },
  check: (r) => expect(nodes(r, "step").filter((s) => s.name === "rewind").map((s) => s.choice)).toEqual(["keep"]),
});
cardCase("TIME_008", {
  does: "Rewind: the game goes back and it is played again — still one discard each",
  choices: [1],
  p1: { hand: [{ card: "TIME_008", ref: "B" }, { card: "CS2_182" }, { card: "CS2_029" }] },
  p2: { hand: [{ card: "CS2_182" }, { card: "CS2_200" }] },
  actions: [{ type: "play", card: "B" }],
  expect: { "p1.hand.length": 1, "p2.hand.length": 1, "p1.mana.used": 3, "p1.board": ["TIME_008"] },
});
cardCase("TIME_008", {
  does: "empty hands: nothing to discard",
  choices: [0],
  p1: { hand: [{ card: "TIME_008", ref: "B" }] },
  actions: [{ type: "play", card: "B" }],
  expect: { "events.discard": 0, "B.zone": "board" },
});

// RAFAAM LADDER!!: "Draw 3 cards of different Costs."
const ladderDeck = [{ card: "CS2_231" }, { card: "CS2_231" }, { card: "CS2_182" }, { card: "CS2_182" }, { card: "CS2_029" }, { card: "CS2_200" }];
for (const seed of [1, 2, 3, 4]) {
  cardCase("TIME_031", {
    does: `three cards, no two of the same Cost (seed ${seed})`,
    seed,
    p1: { hand: [{ card: "TIME_031", ref: "L" }], deck: ladderDeck },
    actions: [{ type: "play", card: "L" }],
    expect: { "p1.hand.length": 3, "p1.deck.length": 3, "p2.hand.length": 0 },
    check: (r) => {
      const costs = r.state.players[0]!.hand.map((c) => c.cost);
      expect(new Set(costs).size).toBe(3);
    },
  });
}
cardCase("TIME_031", {
  does: "a deck of two Costs only: two cards drawn, no Fatigue",
  p1: { hand: [{ card: "TIME_031", ref: "L" }], deck: [{ card: "CS2_231" }, { card: "CS2_231" }, { card: "CS2_182" }] },
  actions: [{ type: "play", card: "L" }],
  expect: { "p1.hand.length": 2, "p1.deck.length": 1, "p1.hero.health": 30, "events.fatigue": 0 },
  check: (r) => expect(r.state.players[0]!.hand.map((c) => c.card).sort()).toEqual(["CS2_182", "CS2_231"]),
});

// Chronogor: "Battlecry: You draw your 2 highest Cost cards. Your opponent draws your 2 lowest Cost cards."
cardCase("TIME_032", {
  does: "you draw your two highest-Cost cards; your opponent draws your two lowest-Cost ones, which become theirs",
  p1: { hand: [{ card: "TIME_032", ref: "C" }],
    deck: [{ card: "CS2_231", ref: "W" }, { card: "CS2_182", ref: "Y" }, { card: "CS2_029", ref: "F" }, { card: "EX1_620", ref: "M" }, { card: "CS2_189", ref: "E" }, { card: "CS2_200", ref: "B" }] },
  p2: { deck: [{ card: "CS2_231", ref: "O" }] },
  actions: [{ type: "play", card: "C" }],
  // costs: Molten Giant 20, Boulderfist Ogre 6, Yeti 4, Fireball 4, Elven Archer 1, Wisp 0
  expect: { "M.zone": "hand", "M.player": 1, "B.zone": "hand", "W.zone": "hand", "W.player": 2, "E.zone": "hand", "E.player": 2,
    "p1.hand.length": 2, "p2.hand.length": 2, "p1.deck.length": 2, "O.zone": "deck", "events.draw": 4, "events.fatigue": 0 },
});
cardCase("TIME_032", {
  does: "three cards in the deck: you draw two, your opponent the one left; no fatigue for either",
  p1: { hand: [{ card: "TIME_032", ref: "C" }], deck: [{ card: "CS2_231", ref: "W" }, { card: "CS2_182", ref: "Y" }, { card: "CS2_200", ref: "B" }] },
  actions: [{ type: "play", card: "C" }],
  expect: { "B.zone": "hand", "Y.zone": "hand", "Y.player": 1, "W.zone": "hand", "W.player": 2, "events.fatigue": 0, "p1.hero.health": 30, "p2.hero.health": 30 },
});
cardCase("TIME_032", {
  does: "your opponent's hand is full: the cards they would draw are burned, yours",
  p1: { hand: [{ card: "TIME_032", ref: "C" }], deck: [{ card: "CS2_231", ref: "W" }, { card: "CS2_189", ref: "E" }, { card: "CS2_182" }, { card: "CS2_200" }] },
  p2: { hand: Array.from({ length: 10 }, () => ({ card: "CS2_231" })) },
  actions: [{ type: "play", card: "C" }],
  expect: { "W.zone": "graveyard", "W.player": 1, "E.zone": "graveyard", "p2.hand.length": 10, "events.burn": 2 },
});
cardCase("TIME_032", {
  does: "a client's card: draw deckOf — you draw the top card of your opponent's deck, and it becomes yours",
  cards: [{ id: "MY_THIEF", type: "SPELL", cost: 1, spell: [{ type: "draw", deckOf: "enemy" }] }],
  p1: { hand: [{ card: "MY_THIEF", ref: "T" }], deck: [{ card: "CS2_231", ref: "D" }] },
  p2: { deck: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_029" }] },
  actions: [{ type: "play", card: "T" }, { type: "play", card: "Y" }],
  expect: { "Y.zone": "board", "Y.player": 1, "D.zone": "deck", "p2.deck.length": 1 },
});
