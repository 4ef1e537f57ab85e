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
