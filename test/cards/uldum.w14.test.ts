/** Behaviour tests of Saviors of Uldum cards implemented in session 14 (w14/old). */
import { describe, expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

const YETI = "CS2_182";
const WISP = "CS2_231";

describe("Saviors of Uldum (w14/old)", () => {
  describeCard("ULD_727", () => {
    cardCase("ULD_727", {
      does: "Battlecry: your one dead minion (the Yeti, not the enemy's Belcher) is taken; a new Yeti is shuffled into your deck",
      p1: { hand: [{ card: "ULD_727", ref: "B" }], deck: [{ card: WISP }] },
      state: { deaths: [{ card: YETI, controller: 1, turn: 3 }, { card: "FP1_012", controller: 2, turn: 3 }] },
      actions: [{ type: "play", card: "B" }],
      check: (r) => {
        const p = r.state.players[0]!;
        expect(p.deck.map((e) => e.card).sort()).toEqual([WISP, YETI].sort());
        expect(p.hand).toHaveLength(0);
        expect(p.board.map((e) => e.card)).toEqual(["ULD_727"]);
      },
    });
    cardCase("ULD_727", {
      does: "two dead minions: the one chosen (the first offered) goes into the deck",
      p1: { hand: [{ card: "ULD_727", ref: "B" }] },
      state: { deaths: [{ card: YETI, controller: 1, turn: 3 }, { card: WISP, controller: 1, turn: 3 }] },
      actions: [{ type: "play", card: "B" }],
      choices: [0],
      check: (r) => {
        const deck = r.state.players[0]!.deck.map((e) => e.card);
        expect(deck).toHaveLength(1);
        expect([WISP, YETI]).toContain(deck[0]);
      },
    });
    cardCase("ULD_727", {
      does: "no friendly minion died: nothing is shuffled",
      p1: { hand: [{ card: "ULD_727", ref: "B" }], deck: [{ card: WISP }] },
      state: { deaths: [{ card: YETI, controller: 2, turn: 3 }] },
      actions: [{ type: "play", card: "B" }],
      expect: { "p1.deck": [WISP] },
    });
  });
});
