/**
 * Behaviour tests of Rexxar's Gift (GIFT_03, Classic Hunter), which waited for Quick Shot (BRM_013, test/cards/brm.test.ts).
 */
import { describe, expect } from "vitest";
import { cardCase } from "../support/cards.js";
import { events } from "../support/engine.js";

const wisps = (n: number, p = "w") => Array.from({ length: n }, (_, i) => ({ card: "CS2_231", ref: `${p}${i}` }));
const GIFT_OPTIONS = ["BRM_013", "EX1_537", "EX1_617"];

describe("EXPERT1 Hunter: Rexxar's Gift", () => {
  // Rexxar's Gift: "Discover a Temporary Quick Shot, Deadly Shot, or Explosive Shot."
  for (const pick of [0, 1, 2]) {
    cardCase("GIFT_03", {
      does: `offers exactly Quick Shot, Deadly Shot and Explosive Shot; option ${pick} joins your hand as Temporary`,
      p1: { hand: [{ card: "GIFT_03", ref: "G" }] },
      actions: [{ type: "play", card: "G" }],
      choices: [pick],
      expect: { "p1.hand.length": 1, "events.discover": 1, "p1.hand.0.enchantments.0.card": "GBL_999e", "p2.hand.length": 0, "p1.mana.used": 1 },
      check: (r) => {
        const [d] = events(r, "discover");
        const options = d!.options as string[];
        expect([...options].sort()).toEqual(GIFT_OPTIONS);
        expect(r.state.players[0].hand[0]!.card).toBe(options[pick]);
      },
    });
  }
  cardCase("GIFT_03", {
    does: "the Temporary card still in hand is discarded at the end of your turn; your other cards stay",
    p1: { hand: [{ card: "GIFT_03", ref: "G" }, { card: "CS2_182", ref: "keep" }], deck: wisps(1, "d") },
    p2: { deck: wisps(1, "e") },
    actions: [{ type: "play", card: "G" }, { type: "endTurn" }],
    choices: [1],
    expect: { "p1.hand": ["CS2_182"], "events.discard": 1, "keep.zone": "hand" },
    check: (r) => {
      const [d] = events(r, "discard");
      expect(GIFT_OPTIONS).toContain(d!.target!.card);
      expect(d!.target!.controller).toBe(1);
    },
  });
  cardCase("GIFT_03", {
    does: "the Shot taken can be played the same turn (Quick Shot: 3 damage, and with the hand empty, a draw)",
    p1: { hand: [{ card: "BRM_013", ref: "Q", enchantments: [{ card: "GBL_999e" }] }], deck: [{ card: "CS2_231", ref: "D" }] },
    p2: { deck: wisps(1, "e") },
    actions: [{ type: "play", card: "Q", target: "p2.hero" }, { type: "endTurn" }],
    expect: { "p2.hero.health": 27, "Q.zone": "graveyard", "D.zone": "hand", "events.discard": 0 },
  });
});
