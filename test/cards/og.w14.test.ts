/** Behaviour tests of Whispers of the Old Gods cards implemented in session 14 (w14/old). */
import { describe, expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

const WISP = "CS2_231";
const YETI = "CS2_182";

const AZURE = "EX1_284";
const FAERIE = "NEW1_023";

describe("Whispers of the Old Gods (w14/old)", () => {
  describeCard("OG_317", () => {
    cardCase("OG_317", {
      does: "Deathrattle: every Dragon of the hand comes into play, the other cards stay",
      p1: { board: [{ card: "OG_317", ref: "D" }], hand: [{ card: AZURE, ref: "A" }, { card: YETI, ref: "Y" }, { card: FAERIE, ref: "F" }] },
      actions: [{ type: "destroy", target: "D" }],
      expect: { "p1.board": [FAERIE, AZURE], "p1.hand": [YETI], "A.zone": "board", "F.zone": "board" },
    });
    cardCase("OG_317", {
      does: "no Dragon in hand: nothing",
      p1: { board: [{ card: "OG_317", ref: "D" }], hand: [{ card: WISP }] },
      actions: [{ type: "destroy", target: "D" }],
      expect: { "p1.board": [], "p1.hand": [WISP] },
    });
  });

  describeCard("OG_316", () => {
    cardCase("OG_316", {
      does: "Battlecry: a 1/1 copy of each other friendly minion (keeping its keywords and enchantments), none of the enemy's or of itself",
      p1: { board: [{ card: YETI, ref: "Y", enchantments: [{ card: "CS2_092e" }] }, { card: "CS2_125", ref: "B" }], hand: [{ card: "OG_316", ref: "H" }] },
      p2: { board: [{ card: WISP }] },
      actions: [{ type: "play", card: "H", position: 2 }],
      check: (r) => {
        const board = r.state.players[0]!.board;
        expect(board.map((e) => e.card).sort()).toEqual(["CS2_125", "CS2_125", YETI, YETI, "OG_316"].sort());
        const copies = board.filter((e) => e.ref !== "Y" && e.ref !== "B" && e.card !== "OG_316");
        expect(copies).toHaveLength(2);
        for (const c of copies) { expect(c.attack).toBe(1); expect(c.health).toBe(1); }
        expect(copies.find((c) => c.card === "CS2_125")!.seen?.TAUNT).toBe(1);
        expect(copies.find((c) => c.card === YETI)!.enchantments!.map((x) => x.card)).toEqual(["CS2_092e", "OG_316k"]);
        expect(r.state.players[1]!.board).toHaveLength(1);
      },
    });
    cardCase("OG_316", {
      does: "no other minion: nothing summoned",
      p1: { hand: [{ card: "OG_316", ref: "H" }] },
      actions: [{ type: "play", card: "H" }],
      expect: { "p1.board": ["OG_316"] },
    });
  });
});
