/** Whizbang's Workshop (WHIZBANGS_WORKSHOP): the cards w13/toys added (sets/whizbang.ts). */
import { describe, expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

const WISP = "CS2_231"; // 1/1
const YETI = "CS2_182"; // 4/5
const RAPTOR = "CS2_172"; // 3/2

describe("Whizbang's Workshop (w13/toys)", () => {
  describeCard("TOY_703", () => {
    cardCase("TOY_703", {
      does: "draws a minion (not the spell) and turns every other friendly minion into a copy of it; enemies untouched",
      p1: { hand: [{ card: "TOY_703", ref: "C" }], board: [{ card: WISP, ref: "W" }, { card: RAPTOR, ref: "R" }], deck: [{ card: "CS2_029" }, { card: YETI }] },
      p2: { board: [{ card: WISP, ref: "E" }] },
      actions: [{ type: "play", card: "C" }],
      check: (r) => {
        const p = r.state.players[0]!;
        expect(p.hand.map((c) => c.card)).toEqual([YETI]);
        expect(p.board.map((m) => m.card)).toEqual([YETI, YETI, "TOY_703"]);
        expect(p.board[0]!.ref).toBe("W");
        expect(p.deck.map((c) => c.card)).toEqual(["CS2_029"]);
        expect(r.state.players[1]!.board.map((m) => m.card)).toEqual([WISP]);
      },
    });
    cardCase("TOY_703", {
      does: "no minion in the deck: nothing drawn, nothing transformed",
      p1: { hand: [{ card: "TOY_703", ref: "C" }], board: [{ card: WISP, ref: "W" }], deck: [{ card: "CS2_029" }] },
      actions: [{ type: "play", card: "C" }],
      expect: { "p1.board": [WISP, "TOY_703"], "p1.hand.length": 0 },
    });
  });
});
