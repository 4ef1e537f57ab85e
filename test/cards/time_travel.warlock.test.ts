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
