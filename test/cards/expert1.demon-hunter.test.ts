/**
 * Behaviour tests of the Classic (EXPERT1) Demon Hunter cards: one case per behaviour of each card's text.
 */
import { expect } from "vitest";
import { cardCase } from "../support/cards.js";
import { events } from "../support/engine.js";

const GIFT_OPTIONS = ["BT_035", "BT_235", "SW_040"];

// Illidan's Gift: "Discover a Temporary Fel Barrage, Chaos Strike, or Chaos Nova."
cardCase("GIFT_08", {
  does: "offers exactly Fel Barrage, Chaos Strike and Chaos Nova; the one picked joins your hand as Temporary",
  p1: { hand: [{ card: "GIFT_08", ref: "G" }] },
  actions: [{ type: "play", card: "G" }],
  choices: [1],
  expect: { "p1.hand.length": 1, "p2.hand.length": 0, "events.discover": 1, "p1.hand.0.enchantments.0.card": "GBL_999e" },
  check: (r) => {
    const [d] = events(r, "discover");
    const options = d!.options as string[];
    expect([...options].sort()).toEqual(GIFT_OPTIONS);
    expect(r.state.players[0].hand[0]!.card).toBe(options[1]);
  },
});
cardCase("GIFT_08", {
  does: "the Temporary card still in hand is discarded at the end of your turn",
  p1: { hand: [{ card: "GIFT_08", ref: "G" }, { card: "CS2_182", ref: "keep" }] },
  actions: [{ type: "play", card: "G" }, { type: "endTurn" }],
  choices: [0],
  expect: { "p1.hand": ["CS2_182"], "events.discard": 1, "p1.graveyard.length": 2 },
  check: (r) => {
    const [d] = events(r, "discard");
    expect(GIFT_OPTIONS).toContain(d!.target!.card);
    expect(d!.target!.controller).toBe(1);
  },
});
cardCase("GIFT_08", {
  does: "played the same turn, the Temporary card works as usual (Chaos Nova hits every minion)",
  p1: { hand: [{ card: "BT_235", ref: "N", enchantments: [{ card: "GBL_999e" }] }], board: [{ card: "CS2_182", ref: "F" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "play", card: "N" }, { type: "endTurn" }],
  expect: { "F.health": 1, "E.health": 1, "N.zone": "graveyard", "events.discard": 0 },
});
