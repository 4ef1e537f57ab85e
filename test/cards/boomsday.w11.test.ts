/** The Boomsday Project (BOOMSDAY): cards whose steps the format has (w11/old). */
import { describe, expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231"; // 1/1
const ARCANE_SHOT = "DS1_185";

describe("The Boomsday Project (w11/old)", () => {
  describeCard("BOT_420", () => {
    cardCase("BOT_420", {
      does: "summons two 2/2 Treants",
      p1: { hand: [{ card: "BOT_420", ref: "L" }] },
      actions: [{ type: "play", card: "L" }],
      expect: { "p1.board": ["EX1_158t", "EX1_158t"], "p1.board.0.attack": 2, "p1.board.1.health": 2 },
    });
    cardCase("BOT_420", {
      does: "not with a full board",
      p1: { hand: [{ card: "BOT_420", ref: "L" }], board: Array.from({ length: 7 }, () => ({ card: WISP })) },
      actions: [{ type: "play", card: "L" }],
      error: "illegal_action",
    });
  });

  describeCard("BOT_537", () => {
    cardCase("BOT_537", {
      does: "Deathrattle: summon an 8/8 Robosaur",
      p1: { board: [{ card: "BOT_537", ref: "E" }] },
      actions: [{ type: "destroy", target: "E" }],
      expect: { "p1.board": ["BOT_537t"], "p1.board.0.attack": 8, "p1.board.0.health": 8 },
    });
  });

  describeCard("BOT_422", () => {
    cardCase("BOT_422", {
      does: "Choose One: your other minions +1/+1",
      p1: { hand: [{ card: "BOT_422", ref: "T" }], board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "T", choose: 1 }],
      expect: { "Y.attack": 5, "Y.health": 6, "T.attack": 3, "p1.board.length": 2 },
    });
    cardCase("BOT_422", {
      does: "Choose One: two 2/2 Treants",
      p1: { hand: [{ card: "BOT_422", ref: "T" }] },
      actions: [{ type: "play", card: "T", choose: 2 }],
      expect: { "p1.board.length": 3, "T.attack": 3 },
      check: (r) => expect(r.state.players[0]!.board.filter((m) => m.card === "EX1_158t").length).toBe(2),
    });
  });

  describeCard("BOT_226", () => {
    cardCase("BOT_226", {
      does: "Battlecry: +1 Attack for each damage your hero took this turn (2 + 2 = 4)",
      p1: { hand: [{ card: "BOT_226", ref: "N" }, { card: ARCANE_SHOT, ref: "A" }, { card: ARCANE_SHOT, ref: "B" }] },
      actions: [{ type: "play", card: "A", target: "p1.hero" }, { type: "play", card: "B", target: "p1.hero" }, { type: "play", card: "N" }],
      expect: { "N.attack": 5, "N.health": 5 },
    });
    cardCase("BOT_226", {
      does: "no damage this turn: a 1/5",
      p1: { hand: [{ card: "BOT_226", ref: "N" }], hero: { card: "HERO_07", health: 20 } },
      actions: [{ type: "play", card: "N" }],
      expect: { "N.attack": 1 },
    });
  });

  describeCard("BOT_103", () => {
    cardCase("BOT_103", {
      does: "after you play the right-most card in your hand, draw a card",
      p1: { board: [{ card: "BOT_103" }], hand: [{ card: WISP }, { card: WISP, ref: "R" }], deck: [{ card: YETI }] },
      actions: [{ type: "play", card: "R" }],
      expect: { "p1.hand.length": 2, "p1.hand.1.card": YETI },
    });
    cardCase("BOT_103", {
      does: "the left-most card: no draw",
      p1: { board: [{ card: "BOT_103" }], hand: [{ card: WISP, ref: "L" }, { card: WISP }], deck: [{ card: YETI }] },
      actions: [{ type: "play", card: "L" }],
      expect: { "p1.hand.length": 1 },
    });
  });

  describeCard("BOT_511", () => {
    cardCase("BOT_511", {
      does: "Battlecry: a Bomb into the opponent's deck; drawn, it deals 5 to that hero and they draw",
      p1: { hand: [{ card: "BOT_511", ref: "S" }] },
      p2: { deck: [] },
      actions: [{ type: "play", card: "S" }, { type: "endTurn" }],
      expect: { "p2.hero.health": 24 },
      check: (r) => {
        // The Bomb exploded for 5; the draw it gives finds an empty deck (1 Fatigue).
        expect(r.state.players[1]!.deck.length).toBe(0);
        expect(r.state.players[1]!.hand.length).toBe(0);
      },
    });
  });
});

describe("The Boomsday Project: The Boomship (w11/old)", () => {
  describeCard("BOT_069", () => {
    cardCase("BOT_069", {
      does: "summons 3 random minions from your hand with Rush; spells stay",
      p1: { hand: [{ card: "BOT_069", ref: "B" }, { card: YETI, ref: "Y1" }, { card: YETI, ref: "Y2" }, { card: WISP, ref: "W" }, { card: YETI, ref: "Y3" }, { card: ARCANE_SHOT, ref: "A" }] },
      actions: [{ type: "play", card: "B" }],
      expect: { "p1.board.length": 3, "p1.hand.length": 2, "A.zone": "hand" },
      check: (r) => { for (const m of r.state.players[0]!.board) expect((m.enchantments ?? []).some((e) => e.card === "BOT_069e")).toBe(true); },
    });
    cardCase("BOT_069", {
      does: "one minion in hand: only it comes",
      p1: { hand: [{ card: "BOT_069", ref: "B" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "B" }, { type: "attack", attacker: "Y", defender: "p2.board.0" }],
      p2: { board: [{ card: WISP }] },
      expect: { "p1.board": [YETI], "p2.board": [] },
    });
  });
});
