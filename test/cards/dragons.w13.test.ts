/** Behaviour tests of Descent of Dragons cards implemented in session 13 (w13/old). */
import { describe, expect } from "vitest";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";
import { cardCase, describeCard } from "../support/cards.js";
import { events } from "../support/engine.js";

const WISP = "CS2_231";
const YETI = "CS2_182";

describe("Descent of Dragons (w13/old)", () => {
  describeCard("DRG_069", () => {
    cardCase("DRG_069", {
      does: "Battlecry: your opponent's Armor is gone (no damage to their hero), yours stays",
      p1: { hero: { card: "HERO_01", armor: 3 }, hand: [{ card: "DRG_069", ref: "P" }] },
      p2: { hero: { card: "HERO_01", armor: 7 } },
      actions: [{ type: "play", card: "P" }],
      expect: { "p2.hero.armor": 0, "p2.hero.health": 30, "p1.hero.armor": 3 },
    });
    cardCase("DRG_069", {
      does: "no Armor to destroy: nothing happens",
      p1: { hand: [{ card: "DRG_069", ref: "P" }] },
      actions: [{ type: "play", card: "P" }],
      expect: { "p2.hero.armor": 0, "p2.hero.health": 30, "P.zone": "board" },
    });
  });

  describeCard("DRG_099", () => {
    cardCase("DRG_099", {
      does: "Battlecry: draws the Galakrond of your deck (not the other card); not Galakrond yet, no Devastation",
      p1: { hand: [{ card: "DRG_099", ref: "K" }], deck: [{ card: WISP }, { card: "DRG_600", ref: "G" }, { card: WISP }] },
      actions: [{ type: "play", card: "K" }],
      expect: { "G.zone": "hand", "p1.deck": [WISP, WISP], "p1.board": ["DRG_099"] },
      check: (r) => expect(events(r, "choose")).toHaveLength(0),
    });
    cardCase("DRG_099", {
      does: "already Galakrond: the Devastation chosen (Annihilation) deals 5 to every other minion, Kronx spared",
      p1: { hero: { card: "DRG_600" }, hand: [{ card: "DRG_099", ref: "K" }], board: [{ card: YETI, ref: "A" }] },
      p2: { board: [{ card: "CS2_200", ref: "B" }] },
      actions: [{ type: "play", card: "K" }],
      choices: [3],
      expect: { "K.health": 6, "A.zone": "graveyard", "B.health": 2 },
    });
    cardCase("DRG_099", {
      does: "already Galakrond: Domination gives your other minions +2/+2, not Kronx",
      p1: { hero: { card: "DRG_600" }, hand: [{ card: "DRG_099", ref: "K" }], board: [{ card: YETI, ref: "A" }] },
      actions: [{ type: "play", card: "K" }],
      choices: [2],
      expect: { "K.attack": 6, "K.health": 6, "A.attack": 6, "A.health": 7 },
    });
    cardCase("DRG_099", {
      does: "already Galakrond: Decimation hits the enemy hero for 5 and heals yours 5",
      p1: { hero: { card: "DRG_600", health: 20 }, hand: [{ card: "DRG_099", ref: "K" }] },
      actions: [{ type: "play", card: "K" }],
      choices: [0],
      expect: { "p2.hero.health": 25, "p1.hero.health": 25 },
    });
    cardCase("DRG_099", {
      does: "already Galakrond: Reanimation summons an 8/8 Taunt Dragon",
      p1: { hero: { card: "DRG_600" }, hand: [{ card: "DRG_099", ref: "K" }] },
      actions: [{ type: "play", card: "K" }],
      choices: [1],
      expect: { "p1.board": ["DRG_099", "DRG_099t2t"], "p1.board.1.attack": 8 },
    });
  });
});

describe("Descent of Dragons (w13/old), Dragonqueen Alexstrasza", () => {
  describeCard("DRG_089", () => {
    cardCase("DRG_089", {
      does: "Battlecry, no duplicates in the deck: two random Dragons other than herself, each costing (0)",
      p1: { hand: [{ card: "DRG_089", ref: "D" }], deck: [{ card: WISP }, { card: YETI }] },
      actions: [{ type: "play", card: "D" }],
      check: (r) => {
        const hand = r.state.players[0]!.hand;
        expect(hand).toHaveLength(2);
        for (let i = 0; i < hand.length; i++) {
          const f = findCard(hand[i]!.card)!;
          expect(f.type).toBe("MINION");
          expect(f.races.includes("DRAGON") || f.races.includes("ALL")).toBe(true);
          expect(f.name.enUS).not.toBe("Dragonqueen Alexstrasza");
          expect(hand[i]!.cost).toBe(0);
        }
      },
    });
    cardCase("DRG_089", {
      does: "a duplicate in the deck: nothing",
      p1: { hand: [{ card: "DRG_089", ref: "D" }], deck: [{ card: WISP }, { card: WISP }] },
      actions: [{ type: "play", card: "D" }],
      expect: { "p1.hand": [] },
    });
  });
});


describe("Descent of Dragons (w13/old), deck and draw Battlecries", () => {
  describeCard("DRG_315", () => {
    cardCase("DRG_315", {
      does: "the minions in your deck get +2/+2 and cost (1) more, one at (10) stays at (10); spells and the enemy deck unchanged",
      p1: { hand: [{ card: "DRG_315", ref: "E" }], deck: [{ card: YETI, ref: "Y" }, { card: "NEW1_030", ref: "D" }, { card: "CS2_023", ref: "S" }] },
      p2: { deck: [{ card: YETI, ref: "Z" }] },
      actions: [{ type: "play", card: "E" }],
      expect: { "Y.attack": 6, "Y.health": 7, "Y.cost": 5, "D.attack": 14, "D.cost": 10, "S.cost": 3, "Z.attack": 4, "Z.cost": 4 },
    });
  });

  describeCard("DRG_402", () => {
    cardCase("DRG_402", {
      does: "Battlecry: a copy of the friendly minion to your hand (fresh), deck (fresh) and board (with its buff)",
      p1: { hand: [{ card: "DRG_402", ref: "S" }, { card: "CS2_087", ref: "B" }], board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "B", target: "Y" }, { type: "play", card: "S", target: "Y" }],
      check: (r) => {
        const p = r.state.players[0]!;
        expect(p.hand.map((c) => [c.card, c.attack])).toEqual([[YETI, 4]]);
        expect(p.deck.map((c) => [c.card, c.attack])).toEqual([[YETI, 4]]);
        expect(p.board.map((c) => [c.card, c.attack])).toEqual([[YETI, 7], ["DRG_402", 5], [YETI, 7]]);
      },
    });
  });

  describeCard("DRG_084", () => {
    cardCase("DRG_084", {
      does: "Battlecry: each player draws a card and the two swap Costs",
      p1: { hand: [{ card: "DRG_084", ref: "T" }], deck: [{ card: WISP, ref: "W" }] },
      p2: { deck: [{ card: "CS2_200", ref: "O" }] },
      actions: [{ type: "play", card: "T" }],
      expect: { "W.zone": "hand", "O.zone": "hand", "W.cost": 6, "O.cost": 0 },
    });
    cardCase("DRG_084", {
      does: "your opponent's deck is empty: both draw what they can, no swap",
      p1: { hand: [{ card: "DRG_084", ref: "T" }], deck: [{ card: WISP, ref: "W" }] },
      actions: [{ type: "play", card: "T" }],
      expect: { "W.zone": "hand", "W.cost": 0, "p2.hero.health": 29 },
    });
  });

  describeCard("DRG_077", () => {
    cardCase("DRG_077", {
      does: "Battlecry: both draw; your Dragon is summoned for you, the opponent's non-Dragon stays in their hand",
      p1: { hand: [{ card: "DRG_077", ref: "U" }], deck: [{ card: "EX1_043", ref: "D" }] },
      p2: { deck: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "U" }],
      expect: { "p1.board": ["DRG_077", "EX1_043"], "Y.zone": "hand" },
    });
    cardCase("DRG_077", {
      does: "the opponent's Dragon is summoned for them",
      p1: { hand: [{ card: "DRG_077", ref: "U" }], deck: [{ card: YETI, ref: "Y" }] },
      p2: { deck: [{ card: "EX1_043", ref: "D" }] },
      actions: [{ type: "play", card: "U" }],
      expect: { "p2.board": ["EX1_043"], "Y.zone": "hand", "p1.board": ["DRG_077"] },
    });
  });
});
