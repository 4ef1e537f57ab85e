/** Behaviour tests of Knights of the Frozen Throne (ICECROWN) cards implemented in session 9 (w9/wild-f). */
import { describe, expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231"; // 1/1
const FIREBALL = "CS2_029";
const COIN = "GAME_005";

describe("Knights of the Frozen Throne (session 9)", () => {
  describeCard("ICC_090", () => {
    cardCase("ICC_090", {
      does: "costs (1) less for each Mana Crystal you Overloaded this game (3: 8)",
      p1: { hand: [{ card: "ICC_090", ref: "G" }, { card: COIN, ref: "C" }], tags: { OVERLOAD_THIS_GAME: 3 } },
      actions: [{ type: "play", card: "C" }],
      expect: { "G.cost": 8 },
    });
  });

  describeCard("ICC_841", () => {
    cardCase("ICC_841", {
      does: "+1 Attack for each card you discarded this game (2: 3 Attack)",
      p1: { board: [{ card: "ICC_841", ref: "B" }], hand: [{ card: COIN, ref: "C" }], tags: { NUM_CARDS_DISCARDED_THIS_GAME: 2 } },
      actions: [{ type: "play", card: "C" }],
      expect: { "B.attack": 3 },
    });
  });

  describeCard("ICC_904", () => {
    cardCase("ICC_904", {
      does: "+1/+1 for each minion that died this turn (two: 3/3)",
      p1: { board: [{ card: WISP, ref: "A" }], hand: [{ card: "ICC_904", ref: "S" }] },
      p2: { board: [{ card: WISP, ref: "B" }] },
      actions: [{ type: "destroy", target: "A" }, { type: "destroy", target: "B" }, { type: "play", card: "S" }],
      expect: { "S.attack": 3, "S.health": 3 },
    });
    cardCase("ICC_904", {
      does: "none died: 1/1",
      p1: { hand: [{ card: "ICC_904", ref: "S" }] },
      actions: [{ type: "play", card: "S" }],
      expect: { "S.attack": 1, "S.health": 1 },
    });
  });

  describeCard("ICC_091", () => {
    cardCase("ICC_091", {
      does: "a copy of each card left in your hand goes into your deck; the hand stays",
      p1: { hand: [{ card: "ICC_091", ref: "D" }, { card: YETI, ref: "Y" }, { card: FIREBALL, ref: "F" }] },
      actions: [{ type: "play", card: "D" }],
      check: (r) => {
        expect(r.state.players[0].deck.map((c) => c.card).sort()).toEqual([FIREBALL, YETI].sort());
        expect(r.state.players[0].hand.map((c) => c.card)).toEqual([YETI, FIREBALL]);
      },
    });
  });

  describeCard("ICC_215", () => {
    cardCase("ICC_215", {
      does: "a copy of each card of the opponent's deck is shuffled into yours; theirs stays",
      p1: { hand: [{ card: "ICC_215", ref: "A" }], deck: [{ card: WISP }] },
      p2: { deck: [{ card: YETI }, { card: FIREBALL }] },
      actions: [{ type: "play", card: "A" }],
      check: (r) => {
        expect(r.state.players[0].deck.map((c) => c.card).sort()).toEqual([FIREBALL, WISP, YETI].sort());
        expect(r.state.players[1].deck).toHaveLength(2);
      },
    });
  });

  describeCard("ICC_207", () => {
    cardCase("ICC_207", {
      does: "copies 3 cards of the opponent's deck into your hand",
      p1: { hand: [{ card: "ICC_207", ref: "D" }] },
      p2: { deck: [{ card: YETI }, { card: FIREBALL }, { card: WISP }, { card: COIN }] },
      actions: [{ type: "play", card: "D" }],
      check: (r) => {
        expect(r.state.players[0].hand).toHaveLength(3);
        expect(new Set(r.state.players[0].hand.map((c) => c.card)).size).toBe(3);
        expect(r.state.players[1].deck).toHaveLength(4);
      },
    });
    cardCase("ICC_207", {
      does: "one card in their deck: one copy",
      p1: { hand: [{ card: "ICC_207", ref: "D" }] },
      p2: { deck: [{ card: YETI }] },
      actions: [{ type: "play", card: "D" }],
      expect: { "p1.hand": [YETI] },
    });
  });

  describeCard("ICC_235", () => {
    cardCase("ICC_235", {
      does: "summons a 5/5 copy of the minion in your deck; the card stays there",
      p1: { hand: [{ card: "ICC_235", ref: "S" }], deck: [{ card: WISP, ref: "W" }, { card: FIREBALL }] },
      actions: [{ type: "play", card: "S" }],
      expect: { "p1.board": [WISP], "p1.board.0.attack": 5, "p1.board.0.health": 5, "W.zone": "deck" },
    });
  });

  describeCard("ICC_221", () => {
    cardCase("ICC_221", {
      does: "your weapon has Lifesteal this turn: the hero's attack heals it",
      p1: { hero: { card: "HERO_03", health: 20 }, weapon: { card: "CS2_106", ref: "W" }, hand: [{ card: "ICC_221", ref: "L" }] },
      actions: [{ type: "play", card: "L" }, { type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
      expect: { "p1.hero.health": 23, "p2.hero.health": 27 },
    });
    cardCase("ICC_221", {
      does: "gone at the end of the turn",
      p1: { weapon: { card: "CS2_106", ref: "W" }, hand: [{ card: "ICC_221", ref: "L" }] },
      p2: { deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "L" }, { type: "endTurn" }],
      expect: { "W.seen.LIFESTEAL": undefined },
    });
  });

  describeCard("ICC_213", () => {
    cardCase("ICC_213", {
      does: "summons the one friendly minion that died (a Yeti), not the enemy's",
      p1: { hand: [{ card: "ICC_213", ref: "E" }] },
      state: { deaths: [{ card: YETI, controller: 1, turn: 2 }, { card: "EX1_563", controller: 2, turn: 3 }] },
      actions: [{ type: "play", card: "E" }],
      expect: { "p1.board": [YETI], "p2.board": [], "p1.hand": [] },
    });
    cardCase("ICC_213", {
      does: "no friendly minion died: nothing",
      p1: { hand: [{ card: "ICC_213", ref: "E" }] },
      actions: [{ type: "play", card: "E" }],
      expect: { "p1.board": [] },
    });
  });
});
