/** Behaviour tests of Journey to Un'Goro (UNGORO) cards implemented in session 9 (w9/wild-f). */
import { describe, expect } from "vitest";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";
import { cardCase, describeCard } from "../support/cards.js";

const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231"; // 1/1
const COIN = "GAME_005";

describe("Journey to Un'Goro (session 9)", () => {
  describeCard("UNG_914", () => {
    cardCase("UNG_914", {
      does: "Deathrattle: a 4/5 Raptor shuffled into your deck",
      p1: { board: [{ card: "UNG_914", ref: "R" }] },
      actions: [{ type: "destroy", target: "R" }],
      expect: { "p1.deck": ["UNG_914t1"], "p1.deck.0.attack": 4, "p1.deck.0.health": 5, "p2.deck": [] },
    });
  });

  describeCard("UNG_957", () => {
    cardCase("UNG_957", {
      does: "Deathrattle: an 8/12 Taunt Direhorn shuffled into your deck",
      p1: { board: [{ card: "UNG_957", ref: "D" }] },
      actions: [{ type: "destroy", target: "D" }],
      expect: { "p1.deck": ["UNG_957t1"], "p1.deck.0.attack": 8, "p1.deck.0.health": 12 },
    });
  });

  describeCard("UNG_946", () => {
    cardCase("UNG_946", {
      does: "destroys the opponent's weapon and gains Armor equal to its Attack (3)",
      p1: { hand: [{ card: "UNG_946", ref: "O" }] },
      p2: { weapon: { card: "CS2_106", ref: "W" } },
      actions: [{ type: "play", card: "O" }],
      expect: { "W.zone": "graveyard", "p1.hero.armor": 3, "p2.hero.armor": 0 },
    });
    cardCase("UNG_946", {
      does: "no enemy weapon: nothing (your own stays)",
      p1: { weapon: { card: "CS2_106", ref: "W" }, hand: [{ card: "UNG_946", ref: "O" }] },
      actions: [{ type: "play", card: "O" }],
      expect: { "W.zone": "weapon", "p1.hero.armor": 0 },
    });
  });

  describeCard("UNG_021", () => {
    cardCase("UNG_021", {
      does: "an Elemental played last turn: a Flame Geyser in hand",
      p1: { hand: [{ card: "UNG_021", ref: "S" }], playedLastTurn: ["CS2_042"], tags: { NUM_MINIONS_PLAYED_LAST_TURN: 1, NUM_CARDS_PLAYED_LAST_TURN: 1 } },
      actions: [{ type: "play", card: "S" }],
      expect: { "p1.hand": ["UNG_018"] },
    });
    cardCase("UNG_021", {
      does: "none last turn: nothing",
      p1: { hand: [{ card: "UNG_021", ref: "S" }] },
      actions: [{ type: "play", card: "S" }],
      expect: { "p1.hand": [] },
    });
  });

  describeCard("UNG_022", () => {
    cardCase("UNG_022", {
      does: "an enemy minion chosen: a 1/1 copy of it is summoned for you",
      p1: { hand: [{ card: "UNG_022", ref: "M" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "M", target: "Y" }],
      expect: { "p1.board": ["UNG_022", YETI], "p1.board.1.attack": 1, "p1.board.1.health": 1, "p2.board": [YETI] },
    });
  });

  describeCard("UNG_927", () => {
    cardCase("UNG_927", {
      does: "copies of your damaged minions, damaged as they are; undamaged and enemy ones not",
      p1: { board: [{ card: YETI, ref: "D", tags: { DAMAGE: 2 } }, { card: YETI, ref: "U" }], hand: [{ card: "UNG_927", ref: "S" }] },
      p2: { board: [{ card: YETI, ref: "E", tags: { DAMAGE: 1 } }] },
      actions: [{ type: "play", card: "S" }],
      check: (r) => {
        const board = r.state.players[0].board;
        expect(board).toHaveLength(3);
        expect(board.filter((m) => m.health === 3)).toHaveLength(2);
        expect(r.state.players[1].board).toHaveLength(1);
      },
    });
  });

  describeCard("UNG_854", () => {
    cardCase("UNG_854", {
      does: "Discovers a minion costing (8) or more and summons it",
      p1: { hand: [{ card: "UNG_854", ref: "F" }] },
      actions: [{ type: "play", card: "F" }],
      check: (r) => {
        const board = r.state.players[0].board;
        expect(board).toHaveLength(1);
        expect(findCard(board[0]!.card)!.cost).toBeGreaterThanOrEqual(8);
        expect(r.state.players[0].hand).toHaveLength(0);
      },
    });
  });

  describeCard("UNG_831", () => {
    cardCase("UNG_831", {
      does: "all minions are destroyed at the start of your next turn, not before",
      p1: { board: [{ card: YETI, ref: "A" }], hand: [{ card: "UNG_831", ref: "C" }], deck: [{ card: WISP }] },
      p2: { board: [{ card: YETI, ref: "B" }], deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "C" }, { type: "endTurn" }],
      expect: { "A.zone": "board", "B.zone": "board" },
    });
    cardCase("UNG_831", {
      does: "at the start of your next turn both sides' minions die",
      p1: { board: [{ card: YETI, ref: "A" }], hand: [{ card: "UNG_831", ref: "C" }], deck: [{ card: WISP }] },
      p2: { board: [{ card: YETI, ref: "B" }], deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "C" }, { type: "endTurn" }, { type: "endTurn" }],
      expect: { "A.zone": "graveyard", "B.zone": "graveyard" },
    });
  });

  describeCard("UNG_919", () => {
    cardCase("UNG_919", {
      does: "after the opponent plays a minion, it attacks that minion",
      state: { activePlayer: 2 },
      p1: { board: [{ card: "UNG_919", ref: "D" }] },
      p2: { hand: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "Y" }],
      expect: { "Y.zone": "graveyard", "D.health": 5 },
    });
    cardCase("UNG_919", {
      does: "your own minions are not attacked",
      p1: { board: [{ card: "UNG_919", ref: "D" }], hand: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "Y" }],
      expect: { "Y.zone": "board", "D.health": 9 },
    });
  });

  describeCard("UNG_900", () => {
    cardCase("UNG_900", {
      does: "after you summon a Leper Gnome, its Deathrattle triggers (2 damage to the enemy hero)",
      p1: { board: [{ card: "UNG_900" }], hand: [{ card: "EX1_029", ref: "L" }] },
      actions: [{ type: "play", card: "L" }],
      expect: { "p2.hero.health": 28, "L.zone": "board" },
    });
    cardCase("UNG_900", {
      does: "the opponent's summons trigger nothing",
      state: { activePlayer: 2 },
      p1: { board: [{ card: "UNG_900" }] },
      p2: { hand: [{ card: "EX1_029", ref: "L" }] },
      actions: [{ type: "play", card: "L" }],
      expect: { "p1.hero.health": 30 },
    });
  });

  describeCard("UNG_032", () => {
    cardCase("UNG_032", {
      does: "Deathrattle: a copy of the card in the opponent's deck goes to your hand; theirs stays",
      p1: { board: [{ card: "UNG_032", ref: "O" }] },
      p2: { deck: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "destroy", target: "O" }],
      expect: { "p1.hand": [YETI], "Y.zone": "deck" },
    });
    cardCase("UNG_032", {
      does: "an empty enemy deck: nothing",
      p1: { board: [{ card: "UNG_032", ref: "O" }], hand: [{ card: COIN }] },
      actions: [{ type: "destroy", target: "O" }],
      expect: { "p1.hand": [COIN] },
    });
  });
});
