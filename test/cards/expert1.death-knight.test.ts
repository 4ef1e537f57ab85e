/**
 * Behaviour tests of the Classic (EXPERT1) Death Knight cards.
 */
import { describe, expect } from "vitest";
import { cardCase } from "../support/cards.js";
import { events } from "../support/engine.js";

const GIFT_OPTIONS = ["RLK_015", "RLK_024", "RLK_057"];

describe("EXPERT1 Death Knight", () => {
  // Arthas's Gift: "Discover a Temporary Dark Transformation, Howling Blast, or Death Strike."
  cardCase("GIFT_04", {
    does: "offers exactly Dark Transformation, Howling Blast and Death Strike; the one picked joins your hand as Temporary",
    p1: { hand: [{ card: "GIFT_04", ref: "G" }] },
    actions: [{ type: "play", card: "G" }],
    choices: [1],
    expect: { "p1.hand.length": 1, "events.discover": 1, "p1.hand.0.enchantments.0.card": "GBL_999e", "p2.hand.length": 0 },
    check: (r) => {
      const [d] = events(r, "discover");
      const options = d!.options as string[];
      expect([...options].sort()).toEqual(GIFT_OPTIONS);
      expect(r.state.players[0].hand[0]!.card).toBe(options[1]);
    },
  });
  cardCase("GIFT_04", {
    does: "the Temporary card still in hand is discarded at the end of your turn",
    p1: { hand: [{ card: "GIFT_04", ref: "G" }, { card: "CS2_182", ref: "keep" }] },
    actions: [{ type: "play", card: "G" }, { type: "endTurn" }],
    choices: [2],
    expect: { "p1.hand": ["CS2_182"], "events.discard": 1, "p1.graveyard.length": 2 },
    check: (r) => expect(GIFT_OPTIONS).toContain(events(r, "discard")[0]!.target!.card),
  });
  cardCase("GIFT_04", {
    does: "the card discovered plays the same turn (seed 7 offers Death Strike third: 6 damage, Lifesteal)",
    p1: { hand: [{ card: "GIFT_04", ref: "G" }], hero: { card: "HERO_08", health: 20 } },
    p2: { board: [{ card: "CS2_186", ref: "Y" }] },
    actions: [{ type: "play", card: "G" }, { type: "play", card: "p1.hand.0", target: "Y" }],
    choices: [2],
    expect: { "Y.health": 1, "p1.hero.health": 26, "p1.hand.length": 0, "p1.mana.used": 5 },
    check: (r) => expect(events(r, "discover")[0]!.options).toEqual(["RLK_057", "RLK_015", "RLK_024"]),
  });
});
