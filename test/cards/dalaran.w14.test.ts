/** Behaviour tests of Rise of Shadows cards implemented in session 14 (w14/old). */
import { describe, expect } from "vitest";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";
import { cardCase, describeCard } from "../support/cards.js";

const WISP = "CS2_231";
const YETI = "CS2_182";
const FIREBALL = "CS2_029";

describe("Rise of Shadows (w14/old)", () => {
  describeCard("DAL_173", () => {
    cardCase("DAL_173", {
      does: "destroys your two minions; their Deathrattle resolves first; then two random minions of the deck come into play",
      p1: {
        board: [{ card: "EX1_556", ref: "G" }, { card: WISP, ref: "W" }],
        hand: [{ card: "DAL_173", ref: "S" }],
        deck: [{ card: YETI }, { card: FIREBALL }, { card: "CS2_125" }, { card: "CS2_172" }],
      },
      p2: { board: [{ card: WISP, ref: "E" }] },
      actions: [{ type: "play", card: "S" }],
      check: (r) => {
        const p = r.state.players[0]!;
        expect(p.board.map((e) => e.card)).toContain("skele21");
        expect(p.board).toHaveLength(3);
        expect(p.deck.map((e) => e.card)).toContain(FIREBALL);
        expect(p.deck).toHaveLength(2);
        expect(r.state.players[1]!.board).toHaveLength(1);
      },
    });
    cardCase("DAL_173", {
      does: "no friendly minion: nothing is summoned",
      p1: { hand: [{ card: "DAL_173", ref: "S" }], deck: [{ card: YETI }] },
      actions: [{ type: "play", card: "S" }],
      expect: { "p1.board": [], "p1.deck": [YETI] },
    });
  });

  describeCard("DAL_422", () => {
    cardCase("DAL_422", {
      does: "Battlecry: every card of your hand and deck becomes a Legendary minion; the opponent's stay",
      p1: { hand: [{ card: "DAL_422", ref: "R" }, { card: WISP }, { card: FIREBALL }], deck: [{ card: YETI }, { card: FIREBALL }, { card: WISP }] },
      p2: { hand: [{ card: WISP }], deck: [{ card: YETI }] },
      actions: [{ type: "play", card: "R" }],
      check: (r) => {
        const p = r.state.players[0]!;
        expect(p.hand).toHaveLength(2);
        expect(p.deck).toHaveLength(3);
        const all = p.hand.concat(p.deck);
        for (let i = 0; i < all.length; i++) {
          const f = findCard(all[i]!.card)!;
          expect(f.type).toBe("MINION");
          expect(f.rarity).toBe("LEGENDARY");
        }
        expect(r.state.players[1]!.hand.map((e) => e.card)).toEqual([WISP]);
        expect(r.state.players[1]!.deck.map((e) => e.card)).toEqual([YETI]);
      },
    });
  });
});

describe("Rise of Shadows (w14/old), Unseen Saboteur", () => {
  describeCard("DAL_538", () => {
    cardCase("DAL_538", {
      does: "Battlecry: the opponent casts the Arcane Intellect of their hand: they draw two, the card goes to their graveyard",
      p1: { hand: [{ card: "DAL_538", ref: "U" }] },
      p2: { hand: [{ card: "CS2_023", ref: "A" }, { card: YETI }], deck: [{ card: WISP }, { card: WISP }, { card: WISP }] },
      actions: [{ type: "play", card: "U" }],
      expect: { "A.zone": "graveyard", "p2.hand": [YETI, WISP, WISP], "p2.deck.length": 1, "p1.hand": [] },
    });
    cardCase("DAL_538", {
      does: "no spell in their hand: nothing",
      p1: { hand: [{ card: "DAL_538", ref: "U" }] },
      p2: { hand: [{ card: YETI }], deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "U" }],
      expect: { "p2.hand": [YETI], "p2.deck.length": 1 },
    });
  });
});

describe("Rise of Shadows (w14/old), Heistbaron Togwaggle", () => {
  describeCard("DAL_417", () => {
    cardCase("DAL_417", {
      does: "Battlecry with a Lackey: the fourth treasure chosen (Wondrous Wand) goes to your hand",
      p1: { hand: [{ card: "DAL_417", ref: "H" }], board: [{ card: "DAL_613" }] },
      actions: [{ type: "play", card: "H" }],
      choices: [3],
      expect: { "p1.hand": ["LOOT_998l"] },
    });
    cardCase("DAL_417", {
      does: "no Lackey: nothing",
      p1: { hand: [{ card: "DAL_417", ref: "H" }], board: [{ card: YETI }] },
      actions: [{ type: "play", card: "H" }],
      expect: { "p1.hand": [] },
    });
  });
});
