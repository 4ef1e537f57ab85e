/** Behaviour tests of Goblins vs Gnomes cards the lead implemented in session 13. */
import { describe, expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

const WISP = "CS2_231";
const YETI = "CS2_182";
const KEYS = ["WINDFURY", "TAUNT", "DIVINE_SHIELD"];
const keysOf = (m: { seen?: Record<string, number> }) => KEYS.filter((k) => m.seen?.[k]);

describe("Goblins vs Gnomes (lead, session 13)", () => {
  describeCard("GVG_107", () => {
    for (const seed of [1, 2, 3, 4]) {
      cardCase("GVG_107", {
        does: `each other friendly minion gets one of Windfury, Taunt or Divine Shield, its own recorded pick (seed ${seed})`,
        seed,
        p1: { board: [{ card: WISP }, { card: WISP }, { card: WISP }], hand: [{ card: "GVG_107", ref: "E" }] },
        p2: { board: [{ card: YETI }] },
        actions: [{ type: "play", card: "E" }],
        check: (r) => {
          const board = r.state.players[0]!.board;
          expect(board.map((m) => m.card)).toEqual([WISP, WISP, WISP, "GVG_107"]);
          for (let i = 0; i < 3; i++) expect(keysOf(board[i]!)).toHaveLength(1);
          expect(keysOf(board[3]!)).toEqual([]);
          expect(keysOf(r.state.players[1]!.board[0]!)).toEqual([]);
          const picks = r.random.filter((d) => d.purpose === r.random[0]!.purpose);
          expect(picks).toHaveLength(3);
        },
      });
    }
  });
});
