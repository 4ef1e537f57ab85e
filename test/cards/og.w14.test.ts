/** Behaviour tests of Whispers of the Old Gods cards implemented in session 14 (w14/old). */
import { describe, expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";

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

describe("Whispers of the Old Gods (w14/old), Yogg-Saron", () => {
  describeCard("OG_134", () => {
    cardCase("OG_134", {
      does: "Battlecry after 3 spells this game: three random spells are cast (or as many as Yogg survives)",
      p1: {
        hand: [{ card: "OG_134", ref: "Y" }],
        playedThisGame: [{ card: "CS2_023", cost: 3, turn: 3 }, { card: "CS2_029", cost: 4, turn: 3 }, { card: "CS2_182", cost: 4, turn: 4 }, { card: "CS2_025", cost: 2, turn: 5 }],
      },
      actions: [{ type: "play", card: "Y" }],
      check: (r) => {
        // Each cast is a "random card" pick of a spell; Yogg may die to one, which ends the casting.
        const picks = r.random.filter((d) => d.purpose === "random card");
        for (let i = 0; i < picks.length; i++) expect(findCard(String(picks[i]!.chosen))!.type).toBe("SPELL");
        const yogg = r.state.players[0]!.board.find((e) => e.ref === "Y");
        if (yogg && yogg.card === "OG_134") expect(picks).toHaveLength(3);
        else expect(picks.length).toBeGreaterThanOrEqual(1);
      },
    });
    cardCase("OG_134", {
      does: "no spell cast this game: nothing",
      p1: { hand: [{ card: "OG_134", ref: "Y" }], playedThisGame: [{ card: "CS2_182", cost: 4, turn: 4 }] },
      actions: [{ type: "play", card: "Y" }],
      check: (r) => expect(r.random.filter((d) => d.purpose === "random card")).toHaveLength(0),
    });
  });
});
