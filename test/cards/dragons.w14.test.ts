/** Behaviour tests of Descent of Dragons cards implemented in session 14 (w14/old). */
import { describe, expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

const WATER = "CS2_033";
const SPELLS = [{ card: "CS2_029" }, { card: "CS2_024" }, { card: "CS2_023" }];

describe("Descent of Dragons (w14/old)", () => {
  describeCard("DRG_324", () => {
    cardCase("DRG_324", {
      does: "an Elemental on this turn and on your next: complete, three spells drawn (not the minion)",
      p1: { hand: [{ card: "DRG_324", ref: "Q" }, { card: WATER, ref: "A" }, { card: WATER, ref: "B" }], deck: [...SPELLS, { card: "CS2_182" }] },
      p2: { deck: [{ card: "CS2_231" }, { card: "CS2_231" }] },
      actions: [{ type: "play", card: "Q" }, { type: "play", card: "A" }, { type: "endTurn" }, { type: "endTurn" }, { type: "play", card: "B" }],
      expect: { "Q.zone": "graveyard" },
      check: (r) => {
        const hand = r.state.players[0]!.hand.map((e) => e.card);
        for (let i = 0; i < SPELLS.length; i++) expect(hand).toContain(SPELLS[i]!.card);
        expect(r.state.players[0]!.deck.map((e) => e.card).filter((c) => c !== "CS2_182")).toEqual([]);
      },
    });
    cardCase("DRG_324", {
      does: "two Elementals in one turn count once: progress 1",
      p1: { hand: [{ card: "DRG_324", ref: "Q" }, { card: "UNG_809", ref: "A" }, { card: "UNG_809", ref: "B" }] },
      actions: [{ type: "play", card: "Q" }, { type: "play", card: "A" }, { type: "play", card: "B" }],
      expect: { "Q.zone": "secrets", "Q.tags.QUEST_PROGRESS": 1 },
    });
    cardCase("DRG_324", {
      does: "a turn of yours without an Elemental starts the count again",
      p1: { hand: [{ card: "DRG_324", ref: "Q" }, { card: "UNG_809", ref: "A" }, { card: WATER, ref: "B" }], deck: [{ card: "CS2_182" }, { card: "CS2_182" }] },
      p2: { deck: [{ card: "CS2_231" }, { card: "CS2_231" }] },
      actions: [{ type: "play", card: "Q" }, { type: "play", card: "A" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }, { type: "play", card: "B" }],
      expect: { "Q.zone": "secrets", "Q.tags.QUEST_PROGRESS": 1 },
    });
  });
});

describe("Descent of Dragons (w14/old), Murozond", () => {
  describeCard("DRG_090", () => {
    cardCase("DRG_090", {
      does: "Battlecry: the cards the opponent played on their last turn, made yours: their Yeti summoned for you, their Arcane Intellect cast (you draw two); not their earlier plays",
      p1: { hand: [{ card: "DRG_090", ref: "M" }], deck: [{ card: "CS2_231" }, { card: "CS2_231" }, { card: "CS2_231" }] },
      p2: {
        playedThisGame: [{ card: "CS2_029", cost: 4, turn: 2 }, { card: "CS2_182", cost: 4, turn: 4 }, { card: "CS2_023", cost: 3, turn: 4 }],
        playedThisTurn: ["CS2_182", "CS2_023"],
      },
      actions: [{ type: "play", card: "M" }],
      expect: { "p1.board": ["DRG_090", "CS2_182"], "p1.hand.length": 2, "p1.deck.length": 1, "p2.board": [], "p2.hero.health": 30 },
    });
    cardCase("DRG_090", {
      does: "the opponent played nothing last turn: nothing",
      p1: { hand: [{ card: "DRG_090", ref: "M" }] },
      p2: { playedThisGame: [{ card: "CS2_182", cost: 4, turn: 2 }] },
      actions: [{ type: "play", card: "M" }],
      expect: { "p1.board": ["DRG_090"] },
    });
  });
});
