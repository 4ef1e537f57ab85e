/** Behaviour tests of One Night in Karazhan (KARA) cards. */
import { describe, expect, it } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { at, cards, events, player, request, run, triggerOrder } from "../support/engine.js";

const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231";
const SOULFIRE = "EX1_308"; // 4 damage, discard a random card
const OPPONENTS_TURN = { activePlayer: 2 };

describe("One Night in Karazhan", () => {
  describeCard("KAR_114", () => {
    it("Barnes summons a 1/1 copy of a random minion in your deck; the card stays in the deck", () => {
      const r = run(request([player({ hand: [{ card: "KAR_114", ref: "B" }], deck: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_029", ref: "FB" }] }), player()],
        [{ type: "play", card: "B" }]));
      expect(cards(r.state.players[0].board)).toEqual(["KAR_114", "CS2_182"]);
      expect(r.state.players[0].board[1]).toMatchObject({ attack: 1, health: 1 });
      expect(at(r.state, "Y").zone).toBe("deck");
      expect(r.random.at(-1)!.candidates).toHaveLength(1);
    });
    it("3.1 例如: with Stormwind Champion, Barnes's copy is set to 1/1 first, then the aura makes it 2/2", () => {
      const r = run(request([player({ board: [{ card: "CS2_222" }], hand: [{ card: "KAR_114", ref: "B" }], deck: [{ card: "CS2_182" }] }), player()],
        [{ type: "play", card: "B" }]));
      expect(r.state.players[0].board.find((m) => m.card === "CS2_182")).toMatchObject({ attack: 2, health: 2 });
    });
    cardCase("KAR_114", {
      does: "a deck with no minion (only spells), and the opponent's minions: nothing is summoned, Barnes is still played",
      p1: { hand: [{ card: "KAR_114", ref: "B" }], deck: [{ card: "CS2_029", ref: "FB" }] },
      p2: { deck: [{ card: YETI }] },
      actions: [{ type: "play", card: "B" }],
      expect: { "p1.board": ["KAR_114"], "p2.board": [], "FB.zone": "deck", "p1.deck.length": 1, "events.summon": 1 },
    });
    cardCase("KAR_114", {
      does: "one copy only, whatever the number of minions in the deck; the copy has its card's text (a Knife Juggler copy throws)",
      p1: { hand: [{ card: "KAR_114", ref: "B" }], deck: [{ card: "NEW1_019" }, { card: "NEW1_019" }, { card: "NEW1_019" }] },
      actions: [{ type: "play", card: "B" }, { type: "summon", card: WISP, player: 1 }],
      check: (r) => {
        expect(cards(r.state.players[0].board)).toEqual(["KAR_114", "NEW1_019", WISP]);
        expect(r.state.players[0].deck).toHaveLength(3);
        expect(r.state.players[0].board[1]).toMatchObject({ attack: 1, health: 1 });
        expect(events(r, "damage")).toHaveLength(1);
      },
    });
  });

  describeCard("KAR_089", () => {
    cardCase("KAR_089", {
      does: "you discard a card (Soulfire): you draw one",
      p1: { board: [{ card: "KAR_089", ref: "IMP" }], hand: [{ card: SOULFIRE, ref: "SF" }, { card: WISP, ref: "W" }], deck: [{ card: YETI, ref: "D1" }, { card: YETI, ref: "D2" }] },
      actions: [{ type: "play", card: "SF", target: "p2.hero" }],
      expect: { "W.zone": "graveyard", "D1.zone": "hand", "D2.zone": "deck", "p1.hand.length": 1, "events.draw": 1 },
    });
    cardCase("KAR_089", {
      does: "one draw per card discarded (Doomguard discards two: two draws)",
      p1: { board: [{ card: "KAR_089", ref: "IMP" }], hand: [{ card: "EX1_310", ref: "DG" }, { card: WISP }, { card: WISP }], deck: [{ card: YETI }, { card: YETI }, { card: YETI, ref: "D3" }] },
      actions: [{ type: "play", card: "DG" }],
      expect: { "p1.hand": [YETI, YETI], "D3.zone": "deck", "events.draw": 2, "events.discard": 2 },
    });
    cardCase("KAR_089", {
      does: "the opponent's discard draws nothing for you (nor for them)",
      state: OPPONENTS_TURN,
      p1: { board: [{ card: "KAR_089", ref: "IMP" }], deck: [{ card: YETI, ref: "D1" }] },
      p2: { hand: [{ card: SOULFIRE, ref: "SF" }, { card: WISP }], deck: [{ card: YETI, ref: "E1" }] },
      actions: [{ type: "play", card: "SF", target: "p1.hero" }],
      expect: { "D1.zone": "deck", "E1.zone": "deck", "p2.hand.length": 0, "events.draw": 0 },
    });
    cardCase("KAR_089", {
      does: "a card played or drawn is no discard: nothing",
      p1: { board: [{ card: "KAR_089", ref: "IMP" }], hand: [{ card: "CS2_023", ref: "AI" }], deck: [{ card: YETI }, { card: YETI }, { card: YETI, ref: "D3" }] },
      actions: [{ type: "play", card: "AI" }],
      expect: { "D3.zone": "deck", "events.draw": 2 },
    });
  });

  describeCard("KAR_041", () => {
    it("destroys a minion and, when it dies, resummons a fresh copy for the player who controlled it", () => {
      const r = run(request([
        player({ hand: [{ card: "KAR_041", ref: "ML" }] }),
        player({ board: [{ card: "CS2_231", ref: "W" }, { card: "CS2_182", ref: "Y", tags: { DAMAGE: 2 } }] }),
      ], [{ type: "play", card: "ML", target: "Y" }, { type: "destroy", target: "ML" }]));
      expect(at(r.state, "Y").zone).toBe("graveyard");
      expect(at(r.state, "ML").zone).toBe("graveyard");
      expect(r.state.players[0].board).toHaveLength(0);
      expect(cards(r.state.players[1].board)).toEqual(["CS2_231", "CS2_182"]);
      expect(r.state.players[1].board[1]).toMatchObject({ health: 5, maxHealth: 5 });
    });
    it("the memory (card and owner) survives the snapshot: a Lurker loaded with it resummons for the opponent", () => {
      const r = run(request([
        player({ board: [{ card: "KAR_041", ref: "ML", enchantments: [{ card: "KAR_041e", remembers: "CS2_182", remembersOwner: 2 }] }] }),
        player(),
      ], [{ type: "destroy", target: "ML" }]));
      expect(cards(r.state.players[1].board)).toEqual(["CS2_182"]);
      expect(r.state.players[0].board).toHaveLength(0);
    });
    it("on a friendly minion, it resummons it for you", () => {
      const r = run(request([
        player({ board: [{ card: "CS2_231", ref: "W" }], hand: [{ card: "KAR_041", ref: "ML" }] }),
        player(),
      ], [{ type: "play", card: "ML", target: "W", position: 0 }, { type: "destroy", target: "ML" }]));
      expect(cards(r.state.players[0].board)).toEqual(["CS2_231"]);
      expect(r.state.players[1].board).toHaveLength(0);
    });
    cardCase("KAR_041", {
      does: "the battlecry destroys only its target (a destroy, not damage); the Lurker stays in play",
      p1: { hand: [{ card: "KAR_041", ref: "ML" }] },
      p2: { board: [{ card: YETI, ref: "Y1" }, { card: YETI, ref: "Y2" }] },
      actions: [{ type: "play", card: "ML", target: "Y1" }],
      expect: { "Y1.zone": "graveyard", "Y2.zone": "board", "ML.zone": "board", "events.damage": 0, "p2.hero.health": 30 },
    });
    cardCase("KAR_041", {
      does: "it cannot target a hero",
      p1: { hand: [{ card: "KAR_041", ref: "ML" }] },
      p2: { board: [{ card: YETI }] },
      actions: [{ type: "play", card: "ML", target: "p2.hero" }],
      error: "illegal_action",
    });
    cardCase("KAR_041", {
      does: "with no minion to target it is still played, and its Deathrattle then resummons nothing",
      p1: { hand: [{ card: "KAR_041", ref: "ML" }] },
      actions: [{ type: "play", card: "ML" }, { type: "destroy", target: "ML" }],
      expect: { "ML.zone": "graveyard", "p1.board": [], "p2.board": [], "events.summon": 1 },
    });
  });

  describeCard("KAR_205", () => {
    it("4.3 例: Howlfiend makes you discard the Golem; the Imp draws Deathwing, Dorian's 1/1 copy fills the board, the Golem cannot summon itself", () => {
      const r = run(request([
        player({
          board: [{ card: "GIL_620", ref: "DD" }, { card: "KAR_089", ref: "IMP" }, { card: "ICC_218", ref: "HF" }, { card: "CS2_231" }, { card: "CS2_231" }, { card: "CS2_231" }],
          hand: [{ card: "KAR_205", ref: "G" }], deck: [{ card: "NEW1_030", ref: "DW" }],
        }),
        player(),
      ], [{ type: "damage", target: "HF", amount: 1 }]));
      expect(at(r.state, "G").zone).toBe("graveyard");
      expect(at(r.state, "DW").zone).toBe("hand");
      const board = r.state.players[0].board;
      expect(board).toHaveLength(7);
      expect(board.find((m) => m.card === "NEW1_030")).toMatchObject({ attack: 1, health: 1 });
      expect(cards(board).filter((c) => c === "KAR_205")).toHaveLength(0);
      // The field triggers first (the Imp, then Dorian inside its draw), the discarded card's own hand trigger last.
      expect(triggerOrder(r, ["HF", "IMP", "DD", "G"])).toEqual(["HF", "IMP", "DD", "G"]);
      expect(events(r, "summon").map((e) => e.target!.ref ?? e.target!.card)).toHaveLength(1);
    });
    it("discarded with room on the board, it summons a (new) Silverware Golem; the discarded card stays in the graveyard", () => {
      const r = run(request([
        player({ hand: [{ card: "EX1_308", ref: "SF" }, { card: "KAR_205", ref: "G" }] }),
        player(),
      ], [{ type: "play", card: "SF", target: "p2.hero" }]));
      expect(at(r.state, "G").zone).toBe("graveyard");
      expect(cards(r.state.players[0].board)).toEqual(["KAR_205"]);
      expect(r.state.players[0].board[0]!.ref).toBeUndefined();
      expect(r.state.players[1].hero.health).toBe(26);
    });
    it("a Golem still in hand does not answer another card's discard", () => {
      const r = run(request([
        player({ hand: [{ card: "EX1_308", ref: "SF" }, { card: "CS2_231", ref: "W" }, { card: "KAR_205", ref: "G" }] }),
        player(),
      ], [{ type: "play", card: "SF", target: "p2.hero" }], { seed: 8 }));
      expect(events(r, "discard").map((e) => e.target!.ref)).toEqual(["W"]);
      expect(at(r.state, "G").zone).toBe("hand");
      expect(r.state.players[0].board).toHaveLength(0);
    });
    cardCase("KAR_205", {
      does: "the opponent's Golem discarded by the opponent summons it on the opponent's side, not yours",
      state: OPPONENTS_TURN,
      p2: { hand: [{ card: SOULFIRE, ref: "SF" }, { card: "KAR_205", ref: "G" }] },
      actions: [{ type: "play", card: "SF", target: "p1.hero" }],
      expect: { "G.zone": "graveyard", "p2.board": ["KAR_205"], "p1.board": [], "p1.hero.health": 26 },
    });
    cardCase("KAR_205", {
      does: "played from hand it is an ordinary 3/4: no second Golem",
      p1: { hand: [{ card: "KAR_205", ref: "G" }] },
      actions: [{ type: "play", card: "G" }],
      expect: { "p1.board": ["KAR_205"], "G.attack": 3, "G.health": 4 },
    });
  });
});
