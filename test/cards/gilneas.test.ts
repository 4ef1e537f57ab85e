/**
 * Behaviour tests of The Witchwood (GILNEAS) cards. Secrets are owned by player 1 and tested on player 2's turn, with a
 * case showing what does not set them off.
 */
import { describe, expect, it } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { at, cards, player, request, run } from "../support/engine.js";

const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231";
const FIREBALL = "CS2_029";
const OPPONENTS_TURN = { activePlayer: 2 };
const wisps = (n: number) => Array.from({ length: n }, () => ({ card: WISP }));

describe("The Witchwood", () => {
  describeCard("GIL_620", () => {
    cardCase("GIL_620", {
      does: "you draw a minion and a spell (Arcane Intellect): one 1/1 copy of the minion is summoned; the card stays in hand",
      p1: { board: [{ card: "GIL_620", ref: "DD" }], hand: [{ card: "CS2_023", ref: "AI" }], deck: [{ card: YETI, ref: "Y" }, { card: FIREBALL, ref: "FB" }] },
      actions: [{ type: "play", card: "AI" }],
      expect: {
        "p1.board": ["GIL_620", YETI], "p1.board.1.attack": 1, "p1.board.1.health": 1, "p1.board.1.maxHealth": 1,
        "Y.zone": "hand", "FB.zone": "hand", "p2.board": [],
      },
    });
    cardCase("GIL_620", {
      does: "the opponent's draws summon nothing",
      p1: { board: [{ card: "GIL_620", ref: "DD" }], hand: [{ card: "EX1_050", ref: "CO" }] },
      p2: { deck: [{ card: YETI }, { card: YETI }] },
      actions: [{ type: "play", card: "CO" }],
      expect: { "p1.board": ["GIL_620", "EX1_050"], "p2.board": [], "p2.hand.length": 2 },
    });
    cardCase("GIL_620", {
      does: "the copy has its card's text (a 1/1 Knife Juggler throws at the next summon), on your side",
      p1: { board: [{ card: "GIL_620", ref: "DD" }], deck: [{ card: "NEW1_019", ref: "KJ" }] },
      actions: [{ type: "draw", player: 1 }, { type: "summon", card: WISP, player: 1 }],
      expect: { "p1.board": ["GIL_620", "NEW1_019", WISP], "KJ.zone": "hand", "events.damage": 1 },
    });
    cardCase("GIL_620", {
      does: "with a full board nothing is summoned",
      p1: { board: [{ card: "GIL_620", ref: "DD" }, ...wisps(6)], deck: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "draw", player: 1 }],
      expect: { "p1.board.length": 7, "Y.zone": "hand", "events.summon": 0 },
    });
  });

  describeCard("GIL_800", () => {
    it("on each player's turn, that player's first card costs (0); once a card is played the others cost their usual", () => {
      const r = run(request([
        player({ board: [{ card: "GIL_800", ref: "AV" }], hand: [{ card: "CS2_182", ref: "Y1" }, { card: "CS2_182", ref: "Y2" }] }),
        player({ hand: [{ card: "CS2_182", ref: "E1" }] }),
      ], [{ type: "play", card: "Y1" }]));
      expect(r.state.players[0].mana.used).toBe(0);
      expect(at(r.state, "Y2").cost).toBe(4);
      // The opponent's hand is not discounted on your turn.
      expect(at(r.state, "E1").cost).toBe(4);
    });
    it("on the opponent's turn, the opponent's first card costs (0)", () => {
      const r = run(request([
        player({ board: [{ card: "GIL_800", ref: "AV" }], hand: [{ card: "CS2_182", ref: "Y1" }] }),
        player({ hand: [{ card: "CS2_182", ref: "E1" }, { card: "CS2_182", ref: "E2" }], deck: [{ card: "CS2_231", ref: "e0" }] }),
      ], [{ type: "endTurn" }, { type: "play", card: "E1" }]));
      expect(r.state.players[1].mana.used).toBe(0);
      expect(at(r.state, "E2").cost).toBe(4);
      expect(at(r.state, "Y1").cost).toBe(4);
    });
    it("4.11 例: with Aviana, your Moat Lurker resummons a Naga Sea Witch: all cards (5); next turn Aviana refreshes after it: (0); a Deathwing drawn then costs (5)", () => {
      const r = run(request([
        player({
          board: [{ card: "GIL_800", ref: "AV" }, { card: "KAR_041", ref: "ML", enchantments: [{ card: "KAR_041e", remembers: "LOE_038", remembersOwner: 1 }] }],
          hand: [{ card: "CS2_182", ref: "Y" }], deck: [{ card: "NEW1_030", ref: "DW" }],
        }),
        player({ deck: [{ card: "CS2_231", ref: "e0" }] }),
      ], [{ type: "destroy", target: "ML" }]));
      expect(cards(r.state.players[0].board)).toEqual(["GIL_800", "LOE_038"]);
      expect(at(r.state, "Y").cost).toBe(5);
      const next = run(request([
        player({
          board: [{ card: "GIL_800", ref: "AV" }, { card: "KAR_041", ref: "ML", enchantments: [{ card: "KAR_041e", remembers: "LOE_038", remembersOwner: 1 }] }],
          hand: [{ card: "CS2_182", ref: "Y" }], deck: [{ card: "NEW1_030", ref: "DW" }],
        }),
        player({ deck: [{ card: "CS2_231", ref: "e0" }] }),
      ], [{ type: "destroy", target: "ML" }, { type: "endTurn" }, { type: "endTurn" }]));
      expect(at(next.state, "Y").cost).toBe(0);
      expect(at(next.state, "DW")).toMatchObject({ zone: "hand", cost: 5 });
    });
    cardCase("GIL_800", {
      does: "any kind of card: a spell played first costs (0) too, and the minion after it its usual",
      p1: { board: [{ card: "GIL_800", ref: "AV" }], hand: [{ card: FIREBALL, ref: "FB" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "FB", target: "p2.hero" }, { type: "play", card: "Y" }],
      expect: { "p1.mana.used": 4, "p2.hero.health": 24, "Y.zone": "board" },
    });
    cardCase("GIL_800", {
      does: "in play only: Aviana in hand discounts nothing",
      p1: { hand: [{ card: "GIL_800", ref: "AV" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "Y" }],
      expect: { "p1.mana.used": 4, "AV.cost": 5 },
    });
  });

  describeCard("GIL_577", () => {
    it("Rat Trap: after the opponent's third card this turn, a 6/6 Rat", () => {
      const body = (played: number) => request([
        player({ hand: [{ card: "CS2_231", ref: "W1" }, { card: "CS2_231", ref: "W2" }], tags: { NUM_CARDS_PLAYED_THIS_TURN: played } }),
        player({ secrets: [{ card: "GIL_577", ref: "RT" }] }),
      ], [{ type: "play", card: "W1" }, { type: "play", card: "W2" }]);
      const r = run(body(1));
      expect(cards(r.state.players[1].board)).toEqual(["GIL_577t"]);
      expect(at(r.state, "RT").zone).toBe("graveyard");
      const early = run(body(0));
      expect(at(early.state, "RT").zone).toBe("secrets");
    });
    cardCase("GIL_577", {
      does: "three cards of any kind (spells too): a 6/6 Rat for the Secret's owner, once",
      state: OPPONENTS_TURN,
      p1: { secrets: [{ card: "GIL_577", ref: "RT" }] },
      p2: { hand: [{ card: "CS2_008", ref: "M1" }, { card: "CS2_008", ref: "M2" }, { card: "CS2_008", ref: "M3" }, { card: "CS2_008", ref: "M4" }] },
      actions: [
        { type: "play", card: "M1", target: "p1.hero" }, { type: "play", card: "M2", target: "p1.hero" },
        { type: "play", card: "M3", target: "p1.hero" }, { type: "play", card: "M4", target: "p1.hero" },
      ],
      expect: { "RT.zone": "graveyard", "p1.board": ["GIL_577t"], "p1.board.0.attack": 6, "p1.board.0.health": 6, "p2.board": [] },
    });
    cardCase("GIL_577", {
      does: "your own three cards on your turn do not set it off",
      p1: { secrets: [{ card: "GIL_577", ref: "RT" }], hand: [{ card: WISP }, { card: WISP }, { card: WISP }] },
      actions: [{ type: "play", card: "p1.hand.0" }, { type: "play", card: "p1.hand.0" }, { type: "play", card: "p1.hand.0" }],
      expect: { "RT.zone": "secrets", "p1.board": [WISP, WISP, WISP] },
    });
    cardCase("GIL_577", {
      does: "3.4: with your board full it stays hidden",
      state: OPPONENTS_TURN,
      p1: { board: wisps(7), secrets: [{ card: "GIL_577", ref: "RT" }] },
      p2: { hand: [{ card: WISP }], tags: { NUM_CARDS_PLAYED_THIS_TURN: 2 } },
      actions: [{ type: "play", card: "p2.hand.0" }],
      expect: { "RT.zone": "secrets", "p1.board.length": 7 },
    });
  });
});
