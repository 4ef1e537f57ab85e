/** Whizbang's Workshop (WHIZBANGS_WORKSHOP): the cards w11/sunken built — the Origamis (`swapStats`, rules-notes 1023) and the rest. */
import { describe, expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";

const WISP = "CS2_231"; // 1/1
const YETI = "CS2_182"; // 4/5
void WISP;

describe("Whizbang's Workshop (w11/sunken)", () => {
  describeCard("TOY_894", () => {
    cardCase("TOY_894", {
      does: "swaps Attack with the target: the Frog 4/4, the Yeti 1/5",
      p1: { hand: [{ card: "TOY_894", ref: "F" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "F", target: "Y" }],
      expect: { "F.attack": 4, "F.health": 4, "Y.attack": 1, "Y.health": 5, "F.seen.RUSH": 1 },
    });
  });
  describeCard("TOY_895", () => {
    cardCase("TOY_895", {
      does: "swaps Health with the damaged target: the Crane 4/2, the Yeti 4/1 (its current Health, damage cleared)",
      p1: { hand: [{ card: "TOY_895", ref: "C" }] },
      p2: { board: [{ card: YETI, ref: "Y", health: 2 }] },
      actions: [{ type: "play", card: "C", target: "Y" }],
      expect: { "C.attack": 4, "C.health": 2, "Y.attack": 4, "Y.health": 1, "Y.maxHealth": 1 },
    });
  });
  describeCard("TOY_896", () => {
    cardCase("TOY_896", {
      does: "swaps both stats: the Dragon 4/5, the Yeti 1/1",
      p1: { hand: [{ card: "TOY_896", ref: "D" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "D", target: "Y" }],
      expect: { "D.attack": 4, "D.health": 5, "Y.attack": 1, "Y.health": 1, "D.seen.DIVINE_SHIELD": 1 },
    });
    cardCase("TOY_896", {
      does: "a friendly minion may be the one",
      p1: { hand: [{ card: "TOY_896", ref: "D" }], board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "D", target: "Y" }],
      expect: { "D.attack": 4, "Y.attack": 1 },
    });
  });
});

describe("Whizbang's Workshop (w11/sunken): the rest", () => {
  describeCard("TOY_882", () => {
    cardCase("TOY_882", {
      does: "draws the Divine Shield minion and the Aura past the others",
      p1: { hand: [{ card: "TOY_882", ref: "T" }], deck: [{ card: YETI }, { card: "CS2_008" }, { card: "TTN_908" }, { card: YETI }, { card: "EX1_008" }, { card: YETI }] },
      actions: [{ type: "play", card: "T" }],
      expect: { "p1.hand": ["EX1_008", "TTN_908"] },
    });
  });
  describeCard("TOY_376", () => {
    cardCase("TOY_376", {
      does: "draws a Frost spell; at the start of your next turn it costs (1) less",
      p1: { hand: [{ card: "TOY_376", ref: "W" }], deck: [{ card: WISP }, { card: "CS2_024" }, { card: YETI }] },
      p2: { deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "W" }, { type: "endTurn" }, { type: "endTurn" }],
      check: (r) => {
        const bolt = r.state.players[0]!.hand.find((c) => c.card === "CS2_024");
        expect(bolt?.cost).toBe(1);
      },
    });
    cardCase("TOY_376", {
      does: "not at the start of the opponent's turn",
      p1: { hand: [{ card: "TOY_376", ref: "W" }], deck: [{ card: WISP }, { card: "CS2_024" }, { card: YETI }] },
      p2: { deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "W" }, { type: "endTurn" }],
      expect: { "p1.hand.0.cost": 2 },
    });
  });
  describeCard("TOY_602", () => {
    cardCase("TOY_602", {
      does: "the highest Cost minion in hand is summoned and takes 5",
      p1: { hand: [{ card: "TOY_602", ref: "C" }, { card: YETI }, { card: "CS2_186" }, { card: WISP }] },
      actions: [{ type: "play", card: "C" }],
      expect: { "p1.board": ["CS2_186"], "p1.board.0.health": 2, "p1.hand": [YETI, WISP] },
    });
    cardCase("TOY_602", {
      does: "no minion in hand: nothing",
      p1: { hand: [{ card: "TOY_602", ref: "C" }] },
      actions: [{ type: "play", card: "C" }],
      expect: { "p1.board": [] },
    });
  });
  describeCard("TOY_607", () => {
    cardCase("TOY_607", {
      does: "two different friendly Mechs of Cost 5 or more come back and attack",
      p1: { hand: [{ card: "TOY_607", ref: "B" }] },
      p2: { hero: { card: "HERO_08", health: 30 } },
      state: { deaths: [{ card: "GVG_121", controller: 1, turn: 2 }, { card: "GVG_121", controller: 1, turn: 3 }, { card: "GVG_056", controller: 1, turn: 3 },
        { card: "GVG_044", controller: 1, turn: 4 }, { card: "GVG_079", controller: 2, turn: 4 }] },
      actions: [{ type: "play", card: "B" }],
      check: (r) => {
        const board = r.state.players[0]!.board.map((m) => m.card);
        expect(board.slice().sort()).toEqual(["GVG_056", "GVG_121", "TOY_607"].sort());
        expect(r.state.players[1]!.hero.health).toBeLessThan(30);
      },
    });
  });
  describeCard("TOY_530", () => {
    cardCase("TOY_530", {
      does: "costs (1) less for each card drawn this game: the count given, then two more drawn",
      p1: { hand: [{ card: "TOY_530", ref: "G" }, { card: "CS2_023", ref: "D" }], deck: [{ card: WISP }, { card: WISP }], tags: { NUM_CARDS_DRAWN_THIS_GAME: 10 } },
      actions: [{ type: "play", card: "D" }],
      expect: { "G.cost": 13 },
    });
  });
  describeCard("TOY_519", () => {
    cardCase("TOY_519", {
      does: "costs (1) less for each card drawn this turn; summons two random 4-Cost minions",
      p1: { hand: [{ card: "TOY_519", ref: "E" }, { card: "CS2_023", ref: "D" }], deck: [{ card: WISP }, { card: WISP }, { card: WISP }], tags: { NUM_CARDS_DRAWN_THIS_TURN: 1 } },
      actions: [{ type: "play", card: "D" }, { type: "play", card: "E" }],
      check: (r) => {
        const p = r.state.players[0]!;
        expect(p.mana.used).toBe(3 + 5);
        expect(p.board).toHaveLength(2);
        for (const m of p.board) expect(findCard(m.card)!.cost).toBe(4);
      },
    });
    cardCase("TOY_519", {
      does: "the count restarts as a turn starts (its own draw counts)",
      p1: { hand: [{ card: "TOY_519", ref: "E" }], deck: [{ card: WISP }, { card: WISP }], tags: { NUM_CARDS_DRAWN_THIS_TURN: 5 } },
      p2: { deck: [{ card: WISP }] },
      actions: [{ type: "endTurn" }, { type: "endTurn" }],
      expect: { "E.cost": 7 },
    });
  });
});
