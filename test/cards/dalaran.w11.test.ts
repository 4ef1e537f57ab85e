/** Rise of Shadows (DALARAN): cards whose steps the format has (w11/old). */
import { describe, expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { factsById } from "../../src/engine/hearthstone/cards/facts.js";

const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231"; // 1/1
const FIREBALL = "CS2_029"; // Mage
const KOBOLD = "CS2_142"; // Kobold Geomancer: Spell Damage +1
const BOMB = "BOT_511t";
const ROGUE = { card: "HERO_03" };

describe("Rise of Shadows (w11/old)", () => {
  describeCard("DAL_060", () => {
    cardCase("DAL_060", {
      does: "Battlecry: shuffles a Bomb into the opponent's deck",
      p1: { hand: [{ card: "DAL_060", ref: "G" }] },
      p2: { deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "G" }],
      check: (r) => expect(r.state.players[1]!.deck.map((c) => c.card).sort()).toEqual([WISP, BOMB].sort()),
    });
  });

  describeCard("DAL_063", () => {
    cardCase("DAL_063", {
      does: "after your hero attacks, a Bomb into the opponent's deck",
      p1: { weapon: { card: "DAL_063" } },
      actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
      expect: { "p2.hero.health": 27, "p2.deck.length": 1, "p2.deck.0.card": BOMB },
    });
  });

  describeCard("DAL_064", () => {
    cardCase("DAL_064", {
      does: "Battlecry: two Boom Bots for each Bomb in the opponent's deck",
      p1: { hand: [{ card: "DAL_064", ref: "B" }] },
      p2: { deck: [{ card: BOMB }, { card: WISP }, { card: BOMB }] },
      actions: [{ type: "play", card: "B" }],
      expect: { "p1.board.length": 5 },
      check: (r) => expect(r.state.players[0]!.board.filter((m) => m.card === "GVG_110t").length).toBe(4),
    });
    cardCase("DAL_064", {
      does: "no Bomb: none",
      p1: { hand: [{ card: "DAL_064", ref: "B" }] },
      p2: { deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "B" }],
      expect: { "p1.board": ["DAL_064"] },
    });
  });

  describeCard("DAL_089", () => {
    cardCase("DAL_089", {
      does: "Battlecry: with Spell Damage, draw a card",
      p1: { hand: [{ card: "DAL_089", ref: "S" }], board: [{ card: KOBOLD }], deck: [{ card: YETI }] },
      actions: [{ type: "play", card: "S" }],
      expect: { "p1.hand": [YETI] },
    });
    cardCase("DAL_089", {
      does: "without Spell Damage, no draw",
      p1: { hand: [{ card: "DAL_089", ref: "S" }], deck: [{ card: YETI }] },
      actions: [{ type: "play", card: "S" }],
      expect: { "p1.hand": [] },
    });
  });

  describeCard("DAL_714", () => {
    cardCase("DAL_714", {
      does: "Battlecry: holding a card from another class, +1/+1 and Rush",
      p1: { hero: ROGUE, hand: [{ card: "DAL_714", ref: "F" }, { card: FIREBALL }] },
      actions: [{ type: "play", card: "F" }],
      expect: { "F.attack": 3, "F.health": 4, "F.seen.RUSH": 1 },
    });
    cardCase("DAL_714", {
      does: "only neutral cards held: nothing",
      p1: { hero: ROGUE, hand: [{ card: "DAL_714", ref: "F" }, { card: WISP }] },
      actions: [{ type: "play", card: "F" }],
      expect: { "F.attack": 2, "F.health": 3 },
    });
  });

  describeCard("DAL_716", () => {
    cardCase("DAL_716", {
      does: "costs (0) while you hold a card from another class; deals 4 to a minion",
      p1: { hero: ROGUE, mana: { crystals: 10, used: 10 }, hand: [{ card: "DAL_716", ref: "V" }, { card: FIREBALL }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "V", target: "Y" }],
      expect: { "Y.health": 1 },
    });
    cardCase("DAL_716", {
      does: "costs (4) otherwise",
      p1: { hero: ROGUE, mana: { crystals: 10, used: 7 }, hand: [{ card: "DAL_716", ref: "V" }, { card: WISP }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "V", target: "Y" }],
      error: "illegal_action",
    });
  });
});

describe("Rise of Shadows: Power of Creation (w11/old)", () => {
  describeCard("DAL_578", () => {
    cardCase("DAL_578", {
      does: "Discover a 6-Cost minion; two copies of the one taken are summoned, none goes to the hand",
      p1: { hero: { card: "HERO_08" }, hand: [{ card: "DAL_578", ref: "P" }] },
      actions: [{ type: "play", card: "P" }],
      choices: [0],
      expect: { "p1.hand.length": 0, "p1.board.length": 2 },
      check: (r) => {
        const board = r.state.players[0]!.board;
        expect(board[0]!.card).toBe(board[1]!.card);
        expect(factsById(board[0]!.card)?.cost).toBe(6);
      },
    });
    cardCase("DAL_578", {
      does: "not with a full board",
      p1: { hand: [{ card: "DAL_578", ref: "P" }], board: Array.from({ length: 7 }, () => ({ card: WISP })) },
      actions: [{ type: "play", card: "P" }],
      error: "illegal_action",
    });
  });
});
