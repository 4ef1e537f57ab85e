/** Behaviour tests of Knights of the Frozen Throne cards implemented late in session 12 (w12/late-a). */
import { describe, expect } from "vitest";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";
import { cardCase, describeCard } from "../support/cards.js";

describe("Knights of the Frozen Throne (late-a, session 12)", () => {
  describeCard("ICC_812", () => {
    cardCase("ICC_812", {
      does: "Deathrattle: summons a minion from the deck with less Attack than the Wagon had",
      p1: {
        hand: [{ card: "CS2_029", ref: "F" }],
        board: [{ card: "ICC_812", ref: "M" }],
        deck: [{ card: "CS2_182", ref: "Y" }, { card: "GVG_093", ref: "D" }, { card: "CS2_120", ref: "R" }],
      },
      actions: [{ type: "play", card: "F", target: "M" }],
      expect: { "M.zone": "graveyard", "D.zone": "board", "Y.zone": "deck", "R.zone": "deck", "p1.board": ["GVG_093"] },
    });
    cardCase("ICC_812", {
      does: "no minion in the deck with less Attack: nothing is summoned",
      p1: {
        hand: [{ card: "CS2_029", ref: "F" }],
        board: [{ card: "ICC_812", ref: "M" }],
        deck: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_231", ref: "W" }],
      },
      actions: [{ type: "play", card: "F", target: "M" }],
      expect: { "M.zone": "graveyard", "Y.zone": "deck", "W.zone": "deck", "p1.board": [] },
    });
  });

  describeCard("ICC_245", () => {
    cardCase("ICC_245", {
      does: "your hero healed: that much damage (the Health restored) to a random enemy minion",
      p1: { hero: { card: "HERO_09", health: 28 }, board: [{ card: "ICC_245", ref: "B" }], hand: [{ card: "CS2_007", ref: "H" }] },
      p2: { board: [{ card: "CS2_182", ref: "E" }] },
      actions: [{ type: "play", card: "H", target: "p1.hero" }],
      expect: { "p1.hero.health": 30, "E.health": 3 },
    });
    cardCase("ICC_245", {
      does: "a healed minion does not count",
      p1: { board: [{ card: "ICC_245", ref: "B" }, { card: "CS2_182", ref: "Y", health: 1 }], hand: [{ card: "CS2_007", ref: "H" }] },
      p2: { board: [{ card: "CS2_182", ref: "E" }] },
      actions: [{ type: "play", card: "H", target: "Y" }],
      expect: { "Y.health": 5, "E.health": 5 },
    });
  });

  describeCard("ICC_054", () => {
    cardCase("ICC_054", {
      does: "summons 1/5 Taunt Scarabs until you have as many minions as your opponent",
      p1: { hand: [{ card: "ICC_054", ref: "P" }], board: [{ card: "CS2_231" }] },
      p2: { board: [{ card: "CS2_231" }, { card: "CS2_231" }, { card: "CS2_231" }, { card: "CS2_231" }] },
      actions: [{ type: "play", card: "P" }],
      expect: { "p1.board": ["CS2_231", "ICC_832t4", "ICC_832t4", "ICC_832t4"], "p1.board.1.attack": 1, "p1.board.1.health": 5 },
    });
    cardCase("ICC_054", {
      does: "one Scarab when your opponent has no more minions than you",
      p1: { hand: [{ card: "ICC_054", ref: "P" }], board: [{ card: "CS2_231" }] },
      p2: { board: [{ card: "CS2_231" }] },
      actions: [{ type: "play", card: "P" }],
      expect: { "p1.board": ["CS2_231", "ICC_832t4"] },
    });
  });

  describeCard("ICC_911", () => {
    cardCase("ICC_911", {
      does: "each card you play burns the top 3 cards of your deck; the opponent's plays do not",
      p1: {
        board: [{ card: "ICC_911", ref: "K" }],
        hand: [{ card: "CS2_231", ref: "W" }],
        deck: [{ card: "CS2_120", ref: "A" }, { card: "CS2_120", ref: "B" }, { card: "CS2_120", ref: "C" }, { card: "CS2_120", ref: "D" }],
      },
      p2: { deck: [{ card: "CS2_120", ref: "E" }, { card: "CS2_120", ref: "F" }, { card: "CS2_120", ref: "G" }] },
      actions: [{ type: "play", card: "W" }],
      expect: { "p1.deck.length": 1, "p1.graveyard.length": 3, "p2.deck.length": 3 },
    });
    cardCase("ICC_911", {
      does: "its own play does not count",
      p1: { hand: [{ card: "ICC_911", ref: "K" }], deck: [{ card: "CS2_120" }, { card: "CS2_120" }, { card: "CS2_120" }] },
      actions: [{ type: "play", card: "K" }],
      expect: { "p1.deck.length": 3 },
    });
    cardCase("ICC_911", {
      does: "the opponent's cards do not count",
      state: { activePlayer: 2 },
      p1: { board: [{ card: "ICC_911", ref: "K" }], deck: [{ card: "CS2_120" }, { card: "CS2_120" }, { card: "CS2_120" }] },
      p2: { hand: [{ card: "CS2_231", ref: "W" }] },
      actions: [{ type: "play", card: "W" }],
      expect: { "p1.deck.length": 3 },
    });
  });

  describeCard("ICC_852", () => {
    cardCase("ICC_852", {
      does: "no 3-Cost card in the deck: becomes a 3/3 copy of the chosen minion, its text too",
      p1: { hand: [{ card: "ICC_852", ref: "P" }], deck: [{ card: "CS2_182" }, { card: "CS2_029" }] },
      p2: { board: [{ card: "CS2_200", ref: "O" }, { card: "GVG_093", ref: "D" }] },
      actions: [{ type: "play", card: "P", target: "D" }],
      expect: { "P.card": "GVG_093", "P.attack": 3, "P.health": 3, "P.player": 1, "D.zone": "board", "p1.board": ["GVG_093"] },
    });
    cardCase("ICC_852", {
      does: "a 3-Cost card in the deck: no target, stays Prince Taldaram",
      p1: { hand: [{ card: "ICC_852", ref: "P" }], deck: [{ card: "CS2_023" }] },
      p2: { board: [{ card: "CS2_200", ref: "O" }] },
      actions: [{ type: "play", card: "P" }],
      expect: { "P.card": "ICC_852", "p1.board": ["ICC_852"] },
    });
    cardCase("ICC_852", {
      does: "a 3-Cost card in the deck: it can't be played with a target",
      p1: { hand: [{ card: "ICC_852", ref: "P" }], deck: [{ card: "CS2_023" }] },
      p2: { board: [{ card: "CS2_200", ref: "O" }] },
      actions: [{ type: "play", card: "P", target: "O" }],
      error: "illegal_action",
    });
  });

  describeCard("ICC_811", () => {
    cardCase("ICC_811", {
      does: "each spell in your hand becomes a random spell of the opponent's class, in its place; other cards stay",
      p1: { hero: { card: "HERO_03" }, hand: [{ card: "ICC_811", ref: "L" }, { card: "CS2_029", ref: "F" }, { card: "CS2_182", ref: "Y" }, { card: "CS2_023", ref: "A" }] },
      p2: { hero: { card: "HERO_09" }, hand: [{ card: "CS2_029", ref: "E" }] },
      actions: [{ type: "play", card: "L" }],
      check: (r) => {
        const hand = r.state.players[0].hand;
        expect(hand.map((c) => c.ref)).toEqual(["F", "Y", "A"]);
        expect(hand[1]!.card).toBe("CS2_182");
        for (const i of [0, 2]) {
          const f = findCard(hand[i]!.card)!;
          expect(f.type).toBe("SPELL");
          expect(f.cardClass).toBe("PRIEST");
        }
        expect(r.state.players[1].hand[0]!.card).toBe("CS2_029");
      },
    });
  });
});

