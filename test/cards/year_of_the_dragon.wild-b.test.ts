/** Behaviour tests of Galakrond's Awakening (YEAR_OF_THE_DRAGON) cards, w9/wild-b. */
import { describe, expect } from "vitest";
import type { ResolveResult } from "../../src/engine/index.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";
import { cardCase, describeCard } from "../support/cards.js";

const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231"; // 1/1
const DRAGON = "NEW1_023"; // Faerie Dragon
const MECH = "GVG_085"; // Annoy-o-Tron
const RAIDER = "CS2_168"; // Murloc Raider 2/1
const MOONFIRE = "CS2_008";
const FLAMESTRIKE = "CS2_032";
const FIREBALL = "CS2_029";
const LACKEY_IDS = ["DAL_613", "DAL_614", "DAL_615", "DAL_739", "DAL_741", "ULD_616", "DRG_052"];

const f = (id: string) => findCard(id)!;
const hand = (r: ResolveResult, p: 0 | 1) => r.state.players[p].hand.map((c) => c.card);
const board = (r: ResolveResult, p: 0 | 1) => r.state.players[p].board;
const sorted = (r: ResolveResult, p: 0 | 1) => board(r, p).map((m) => m.card).sort();

describe("Galakrond's Awakening (w9/wild-b)", () => {
  describeCard("YOD_040", () => {
    cardCase("YOD_040", {
      does: "Battlecry: holding a spell of Cost 5 or more, 5 Armor",
      p1: { hand: [{ card: "YOD_040", ref: "B" }, { card: FLAMESTRIKE }] },
      actions: [{ type: "play", card: "B" }],
      expect: { "p1.hero.armor": 5 },
    });
    cardCase("YOD_040", {
      does: "a 4-Cost spell: no Armor",
      p1: { hand: [{ card: "YOD_040", ref: "B" }, { card: FIREBALL }] },
      actions: [{ type: "play", card: "B" }],
      expect: { "p1.hero.armor": 0 },
    });
  });

  describeCard("YOD_003", () => {
    cardCase("YOD_003", {
      does: "Elusive: no spell can target it",
      p1: { hand: [{ card: MOONFIRE, ref: "M" }] },
      p2: { board: [{ card: "YOD_003", ref: "G" }] },
      actions: [{ type: "play", card: "M", target: "G" }],
      error: "illegal_action",
    });
    cardCase("YOD_003", {
      does: "Reborn and Taunt: destroyed, it comes back with 1 Health",
      p1: { board: [{ card: "YOD_003", ref: "G" }] },
      actions: [{ type: "destroy", target: "G" }],
      expect: { "p1.board": ["YOD_003"], "p1.board.0.health": 1, "p1.board.0.seen.TAUNT": 1 },
    });
  });

  describeCard("YOD_004", () => {
    cardCase("YOD_004", {
      does: "after a friendly Mech dies, a random Mech to your hand",
      p1: { board: [{ card: "YOD_004" }, { card: MECH, ref: "M" }] },
      actions: [{ type: "destroy", target: "M" }],
      check: (r) => {
        expect(hand(r, 0)).toHaveLength(1);
        expect(f(hand(r, 0)[0]!).races.some((x: string) => x === "MECHANICAL" || x === "ALL")).toBe(true);
      },
    });
    cardCase("YOD_004", {
      does: "a non-Mech or an enemy Mech: nothing",
      p1: { board: [{ card: "YOD_004" }, { card: WISP, ref: "W" }] },
      p2: { board: [{ card: MECH, ref: "E" }] },
      actions: [{ type: "destroy", target: "W" }, { type: "destroy", target: "E" }],
      expect: { "p1.hand": [] },
    });
  });

  describeCard("YOD_036", () => {
    cardCase("YOD_036", {
      does: "Battlecry: holding a Dragon, a random enemy minion destroyed",
      p1: { hand: [{ card: "YOD_036", ref: "R" }, { card: DRAGON }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "play", card: "R" }],
      expect: { "E.zone": "graveyard" },
    });
    cardCase("YOD_036", {
      does: "no Dragon: nothing",
      p1: { hand: [{ card: "YOD_036", ref: "R" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "play", card: "R" }],
      expect: { "E.zone": "board" },
    });
  });

  describeCard("YOD_007", () => {
    cardCase("YOD_007", {
      does: "Battlecry: an Elemental played last turn: a copy of itself",
      p1: { hand: [{ card: "YOD_007", ref: "A" }], playedLastTurn: ["YOD_007"] },
      actions: [{ type: "play", card: "A" }],
      expect: { "p1.board": ["YOD_007", "YOD_007"] },
    });
    cardCase("YOD_007", {
      does: "a minion last turn, but no Elemental: nothing",
      p1: { hand: [{ card: "YOD_007", ref: "A" }], playedLastTurn: [YETI] },
      actions: [{ type: "play", card: "A" }],
      expect: { "p1.board": ["YOD_007"] },
    });
  });

  describeCard("YOD_006", () => {
    cardCase("YOD_006", {
      does: "whenever it attacks, one more Mana this turn",
      p1: { board: [{ card: "YOD_006", ref: "S" }], mana: { crystals: 5, used: 5 }, hand: [{ card: WISP, ref: "W" }, { card: "CS2_189", ref: "E" }] },
      actions: [{ type: "attack", attacker: "S", defender: "p2.hero" }, { type: "play", card: "E", target: "p2.hero" }],
      expect: { "p2.hero.health": 26, "E.zone": "board" },
    });
  });

  describeCard("YOD_035", () => {
    cardCase("YOD_035", {
      does: "after you play a Lackey, another Lackey to your hand",
      p1: { board: [{ card: "YOD_035" }], hand: [{ card: "DAL_613", ref: "L" }] },
      actions: [{ type: "play", card: "L" }],
      check: (r) => {
        expect(hand(r, 0)).toHaveLength(1);
        expect(LACKEY_IDS).toContain(hand(r, 0)[0]);
      },
    });
    cardCase("YOD_035", {
      does: "another minion: nothing",
      p1: { board: [{ card: "YOD_035" }], hand: [{ card: WISP, ref: "W" }] },
      actions: [{ type: "play", card: "W" }],
      expect: { "p1.hand": [] },
    });
  });

  describeCard("YOD_028", () => {
    cardCase("YOD_028", {
      does: "Battlecry: the 1-Cost minion of your deck is summoned, not the others",
      p1: { hand: [{ card: "YOD_028", ref: "S" }], deck: [{ card: YETI, ref: "Y" }, { card: "CS2_189", ref: "E" }, { card: WISP, ref: "W" }] },
      actions: [{ type: "play", card: "S" }],
      expect: { "E.zone": "board", "Y.zone": "deck", "W.zone": "deck" },
    });
  });

  describeCard("YOD_043", () => {
    cardCase("YOD_043", {
      does: "Battlecry: your Murlocs get Divine Shield; others and the enemy's don't",
      p1: { hand: [{ card: "YOD_043", ref: "S" }], board: [{ card: RAIDER, ref: "M" }, { card: WISP, ref: "W" }] },
      p2: { board: [{ card: RAIDER, ref: "E" }] },
      actions: [{ type: "play", card: "S" }],
      check: (r) => {
        const mine = board(r, 0);
        expect(mine.find((m) => m.ref === "M")!.seen?.DIVINE_SHIELD).toBe(1);
        expect(mine.find((m) => m.ref === "W")!.seen?.DIVINE_SHIELD ?? 0).toBe(0);
        expect(board(r, 1)[0]!.seen?.DIVINE_SHIELD ?? 0).toBe(0);
      },
    });
  });

  describeCard("YOD_014", () => {
    cardCase("YOD_014", {
      does: "Battlecry: the minion takes damage equal to its own Attack",
      p1: { hand: [{ card: "YOD_014", ref: "A" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "play", card: "A", target: "E" }],
      expect: { "E.health": 1 },
    });
  });

  describeCard("YOD_013", () => {
    cardCase("YOD_013", {
      does: "Battlecry: holding a Dragon, Discover a spell of your deck: drawn, the minion stays",
      p1: { hand: [{ card: "YOD_013", ref: "C" }, { card: DRAGON }], deck: [{ card: MOONFIRE, ref: "M" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "C" }],
      expect: { "M.zone": "hand", "Y.zone": "deck" },
    });
    cardCase("YOD_013", {
      does: "no Dragon: nothing",
      p1: { hand: [{ card: "YOD_013", ref: "C" }], deck: [{ card: MOONFIRE, ref: "M" }] },
      actions: [{ type: "play", card: "C" }],
      expect: { "M.zone": "deck" },
    });
  });

  describeCard("YOD_016", () => {
    cardCase("YOD_016", {
      does: "Deathrattle: its owner draws a card",
      p1: { board: [{ card: "YOD_016", ref: "S" }], deck: [{ card: WISP }] },
      p2: { deck: [{ card: YETI }] },
      actions: [{ type: "destroy", target: "S" }],
      expect: { "p1.hand": [WISP], "p2.hand": [] },
    });
  });

  describeCard("YOD_020", () => {
    cardCase("YOD_020", {
      does: "a 4-Cost minion becomes a random 7-Cost one",
      p1: { hand: [{ card: "YOD_020", ref: "E" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "E", target: "Y" }],
      check: (r) => expect(f(board(r, 1)[0]!.card).cost).toBe(7),
    });
  });

  describeCard("YOD_024", () => {
    cardCase("YOD_024", {
      does: "whenever it takes damage, a 1/1 Boom Bot",
      p1: { board: [{ card: "YOD_024", ref: "B" }], hand: [{ card: MOONFIRE, ref: "M" }] },
      actions: [{ type: "play", card: "M", target: "B" }],
      check: (r) => expect(sorted(r, 0)).toEqual(["GVG_110t", "YOD_024"]),
    });
  });

  describeCard("YOD_015", () => {
    cardCase("YOD_015", {
      does: "Discover a 2-Cost minion: it is summoned with +3 Health",
      p1: { hero: { card: "HERO_09" }, hand: [{ card: "YOD_015", ref: "D" }] },
      actions: [{ type: "play", card: "D" }],
      choices: [0],
      check: (r) => {
        const m = board(r, 0)[0]!;
        expect(f(m.card).cost).toBe(2);
        expect(m.health).toBe(f(m.card).health + 3);
        expect(hand(r, 0)).toEqual([]);
      },
    });
  });

  describeCard("YOD_018", () => {
    cardCase("YOD_018", {
      does: "Discover a Battlecry minion, which costs (2) less",
      p1: { hero: { card: "HERO_03" }, hand: [{ card: "YOD_018", ref: "W" }] },
      actions: [{ type: "play", card: "W" }],
      choices: [0],
      check: (r) => {
        const c = r.state.players[0].hand[0]!;
        expect(f(c.card).mechanics).toContain("BATTLECRY");
        expect(c.cost).toBe(Math.max(0, f(c.card).cost - 2));
      },
    });
  });

  describeCard("YOD_042", () => {
    cardCase("YOD_042", {
      does: "after you cast a 4-Cost spell, a 4-Cost Legendary minion, and the weapon loses 1 Durability",
      p1: { weapon: { card: "YOD_042", ref: "F" }, hand: [{ card: FIREBALL, ref: "B" }] },
      actions: [{ type: "play", card: "B", target: "p2.hero" }],
      check: (r) => {
        const m = board(r, 0)[0]!;
        expect([f(m.card).cost, f(m.card).rarity]).toEqual([4, "LEGENDARY"]);
        expect(r.state.players[0].weapon?.durability).toBe(3);
      },
    });
    cardCase("YOD_042", {
      does: "a minion played: nothing",
      p1: { weapon: { card: "YOD_042", ref: "F" }, hand: [{ card: WISP, ref: "W" }] },
      actions: [{ type: "play", card: "W" }],
      expect: { "p1.board": [WISP], "F.durability": 4 },
    });
  });
});
