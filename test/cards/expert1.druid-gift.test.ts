/**
 * Behaviour tests of Malfurion's Gift (GIFT_10, Classic Druid), which waited for Feral Rage (OG_047, test/cards/og.test.ts).
 */
import { describe, expect } from "vitest";
import { cardCase } from "../support/cards.js";
import { events } from "../support/engine.js";

const wisps = (n: number, p = "w") => Array.from({ length: n }, (_, i) => ({ card: "CS2_231", ref: `${p}${i}` }));
const GIFT_OPTIONS = ["CS2_012", "CS2_013", "OG_047"];

describe("EXPERT1 Druid: Malfurion's Gift", () => {
  // Malfurion's Gift: "Discover a Temporary Feral Rage, Wild Growth, or Swipe."
  for (const pick of [0, 1, 2]) {
    cardCase("GIFT_10", {
      does: `offers exactly Feral Rage, Wild Growth and Swipe; option ${pick} joins your hand as Temporary`,
      p1: { hand: [{ card: "GIFT_10", ref: "G" }] },
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
  cardCase("GIFT_10", {
    does: "the Temporary card still in hand is discarded at the end of your turn; your other cards stay",
    p1: { hand: [{ card: "GIFT_10", ref: "G" }, { card: "CS2_182", ref: "keep" }], deck: wisps(1, "d") },
    p2: { deck: wisps(1, "e") },
    actions: [{ type: "play", card: "G" }, { type: "endTurn" }],
    choices: [2],
    expect: { "p1.hand": ["CS2_182"], "events.discard": 1, "keep.zone": "hand" },
    check: (r) => {
      const [d] = events(r, "discard");
      expect(GIFT_OPTIONS).toContain(d!.target!.card);
      expect(d!.target!.controller).toBe(1);
    },
  });
  cardCase("GIFT_10", {
    does: "the card taken can be played the same turn (a Temporary Feral Rage: 8 Armor), and is not discarded then",
    p1: { hand: [{ card: "OG_047", ref: "F", enchantments: [{ card: "GBL_999e" }] }], deck: wisps(1, "d") },
    p2: { deck: wisps(1, "e") },
    actions: [{ type: "play", card: "F", choose: 2 }, { type: "endTurn" }],
    expect: { "p1.hero.armor": 8, "F.zone": "graveyard", "events.discard": 0 },
  });
});
