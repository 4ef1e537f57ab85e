/**
 * Behaviour tests of the Cataclysm (CATACLYSM) Warlock cards (test/support/cards.ts).
 */
import { expect } from "vitest";
import { cardCase } from "../support/cards.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";

// Eldritch Tentacles: "Deal $3 damage to all minions. Repeat this with 1 less damage."
cardCase("CATA_491", {
  does: "3, then 2, then 1 damage to every minion (6 in all); Spell Damage adds nothing",
  p1: { hand: [{ card: "CATA_491", ref: "T" }], board: [{ card: "CS2_142", ref: "K" }] },
  p2: { board: [{ card: "NEW1_030", ref: "D" }, { card: "CS2_186", ref: "G" }] },
  actions: [{ type: "play", card: "T" }],
  expect: { "D.health": 6, "G.health": 1, "K.zone": "graveyard", "p2.hero.health": 30 },
});

// Disposable Acolytes: "When you play or discard this, summon two random 1-Cost minions."
cardCase("CATA_499", {
  does: "played: two random 1-Cost minions for its player",
  p1: { hand: [{ card: "CATA_499", ref: "A" }] },
  actions: [{ type: "play", card: "A" }],
  check: (r) => {
    const b = r.state.players[0]!.board;
    expect(b.map((m) => findCard(m.card)!.cost)).toEqual([1, 1]);
    expect(r.state.players[1]!.board).toHaveLength(0);
  },
});
cardCase("CATA_499", {
  does: "discarded (Soulfire): two random 1-Cost minions too",
  p1: { hand: [{ card: "EX1_308", ref: "S" }, { card: "CATA_499", ref: "A" }] },
  actions: [{ type: "play", card: "S", target: "p2.hero" }],
  check: (r) => {
    const b = r.state.players[0]!.board;
    expect(b.map((m) => findCard(m.card)!.cost)).toEqual([1, 1]);
    expect(r.state.players[0]!.hand).toHaveLength(0);
  },
});
