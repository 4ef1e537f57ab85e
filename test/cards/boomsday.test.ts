/**
 * Behaviour tests of The Boomsday Project (BOOMSDAY) cards. Secrets are owned by player 1 and tested on player 2's turn
 * (`state: { activePlayer: 2 }`), with a case showing what does not set them off.
 */
import { describe, expect, it } from "vitest";
import { builtInCard } from "../../src/engine/hearthstone/cards/registry.js";
import { cardCase, describeCard } from "../support/cards.js";
import { at, events, player, request, run, triggerOrder } from "../support/engine.js";

type Body = Record<string, unknown>;
const next = (state: unknown, actions: Body[]) => run({ seed: 7, state, actions });

const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231";
const FRAMEBOT = "BOT_309"; // Upgradeable Framebot, a 1/5 Mech with no text
const MOONFIRE = "CS2_008"; // 1 damage
const OPPONENTS_TURN = { activePlayer: 2 };
const wisps = (n: number) => Array.from({ length: n }, () => ({ card: WISP }));

describe("The Boomsday Project", () => {
  describeCard("BOT_908", () => {
    cardCase("BOT_908", {
      does: "an enemy minion attacks one of your minions: that minion gets Divine Shield first and takes no damage; your other minion gets none",
      state: OPPONENTS_TURN,
      p1: { board: [{ card: YETI, ref: "F" }, { card: YETI, ref: "O" }], secrets: [{ card: "BOT_908", ref: "ADM" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "attack", attacker: "E", defender: "F" }],
      expect: { "ADM.zone": "graveyard", "F.health": 5, "E.health": 1, "O.enchantments": undefined, "events.divine-shield": 1, "events.damage": 1 },
    });
    cardCase("BOT_908", {
      does: "an attack on your hero does not set it off",
      state: OPPONENTS_TURN,
      p1: { board: [{ card: YETI, ref: "F" }], secrets: [{ card: "BOT_908", ref: "ADM" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "attack", attacker: "E", defender: "p1.hero" }],
      expect: { "ADM.zone": "secrets", "p1.hero.health": 26, "F.enchantments": undefined },
    });
    cardCase("BOT_908", {
      does: "your own minion attacking on your turn does not set it off (a Secret works on the opponent's turn)",
      p1: { board: [{ card: YETI, ref: "F" }], secrets: [{ card: "BOT_908", ref: "ADM" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "attack", attacker: "F", defender: "E" }],
      expect: { "ADM.zone": "secrets", "F.health": 1, "E.health": 1 },
    });
    cardCase("BOT_908", {
      does: "3.4: with a full board it stays hidden (its condition is room on the board)",
      state: OPPONENTS_TURN,
      p1: { board: [{ card: YETI, ref: "F" }, ...wisps(6)], secrets: [{ card: "BOT_908", ref: "ADM" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "attack", attacker: "E", defender: "F" }],
      expect: { "ADM.zone": "secrets", "F.health": 1 },
    });
    it("2.6 例如: Noble Sacrifice then Autodefense Matrix: the Wisp gets Divine Shield, the Defender becomes the target", () => {
      const r = run(request([
        player({ board: [{ card: "CS2_182", ref: "Y" }] }),
        player({ board: [{ card: "CS2_231", ref: "W" }], secrets: [{ card: "EX1_130", ref: "NS", order: 10 }, { card: "BOT_908", ref: "ADM", order: 11 }] }),
      ], [{ type: "attack", attacker: "Y", defender: "W" }]));
      expect(triggerOrder(r, ["NS", "ADM"])).toEqual(["NS", "ADM"]);
      expect(at(r.state, "W").zone).toBe("board");
      expect(at(r.state, "W").enchantments?.[0]?.grants).toEqual(["DIVINE_SHIELD"]);
      expect(r.state.players[1].board.map((m) => m.card)).toEqual(["CS2_231"]); // the Defender died
      expect(events(r, "divine-shield")).toHaveLength(0);
    });
    it("3.4 例如: a defender that already has Divine Shield does not trigger Autodefense Matrix", () => {
      const r = run(request([player({ board: [{ card: "CS2_182", ref: "Y" }] }), player({ board: [{ card: "EX1_008", ref: "SQ" }], secrets: [{ card: "BOT_908", ref: "ADM" }] })],
        [{ type: "attack", attacker: "Y", defender: "SQ" }]));
      expect(at(r.state, "ADM").zone).toBe("secrets");
    });
  });

  describeCard("BOT_531", () => {
    cardCase("BOT_531", {
      does: "your next spell has Spell Damage +2 (Moonfire deals 3); the spell after it has none (1)",
      p1: { hand: [{ card: "BOT_531", ref: "CE" }, { card: MOONFIRE, ref: "M1" }, { card: MOONFIRE, ref: "M2" }] },
      actions: [{ type: "play", card: "CE" }, { type: "play", card: "M1", target: "p2.hero" }, { type: "play", card: "M2", target: "p2.hero" }],
      expect: { "p2.hero.health": 26, "p1.hero.enchantments": undefined },
    });
    cardCase("BOT_531", {
      does: "a minion played in between does not use it up",
      p1: { hand: [{ card: "BOT_531", ref: "CE" }, { card: WISP, ref: "W" }, { card: MOONFIRE, ref: "M1" }] },
      actions: [{ type: "play", card: "CE" }, { type: "play", card: "W" }, { type: "play", card: "M1", target: "p2.hero" }],
      expect: { "p2.hero.health": 27 },
    });
    cardCase("BOT_531", {
      does: "this turn only: a spell on your next turn has no bonus",
      p1: { hand: [{ card: "BOT_531", ref: "CE" }, { card: MOONFIRE, ref: "M1" }], deck: [{ card: WISP }] },
      p2: { deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "CE" }, { type: "endTurn" }, { type: "endTurn" }, { type: "play", card: "M1", target: "p2.hero" }],
      expect: { "p2.hero.health": 29, "p1.hero.enchantments": undefined },
    });
    it("the Emissary's Spell Damage is used up by the next spell even if it deals no damage", () => {
      const r = run(request([
        player({ hand: [{ card: "BOT_531", ref: "CE" }, { card: "CS2_023", ref: "AI" }, { card: "EX1_238", ref: "LB" }], deck: [{ card: "CS2_231" }, { card: "CS2_231" }] }),
        player(),
      ], [{ type: "play", card: "CE" }, { type: "play", card: "AI" }, { type: "play", card: "LB", target: "p2.hero" }]));
      expect(r.state.players[1].hero.health).toBe(27);
    });
  });

  describeCard("BOT_411", () => {
    cardCase("BOT_411", {
      does: "your next spell casts twice (Moonfire: 2 damage); the one after it once",
      p1: { hand: [{ card: "BOT_411", ref: "E" }, { card: MOONFIRE, ref: "M1" }, { card: MOONFIRE, ref: "M2" }] },
      actions: [{ type: "play", card: "E" }, { type: "play", card: "M1", target: "p2.hero" }, { type: "play", card: "M2", target: "p2.hero" }],
      expect: { "p2.hero.health": 27, "events.damage": 3, "p1.hero.enchantments": undefined },
    });
    cardCase("BOT_411", {
      does: "2.3: the second cast gains the Overload again (Lightning Bolt: 6 damage, Overload 2)",
      p1: { hand: [{ card: "BOT_411", ref: "E" }, { card: "EX1_238", ref: "LB" }] },
      actions: [{ type: "play", card: "E" }, { type: "play", card: "LB", target: "p2.hero" }],
      expect: { "p2.hero.health": 24, "p1.mana.overloadOwed": 2 },
    });
    cardCase("BOT_411", {
      does: "a minion played in between does not use it up",
      p1: { hand: [{ card: "BOT_411", ref: "E" }, { card: WISP, ref: "W" }, { card: MOONFIRE, ref: "M1" }] },
      actions: [{ type: "play", card: "E" }, { type: "play", card: "W" }, { type: "play", card: "M1", target: "p2.hero" }],
      expect: { "p2.hero.health": 28 },
    });
    it("a countered spell does not use up Electra's state (its removal is in the finish phase); the next spell casts twice", () => {
      const r = run(request([
        player({ hand: [{ card: "BOT_411", ref: "E" }, { card: "EX1_238", ref: "LB" }, { card: "EX1_238", ref: "LB2" }] }),
        player({ secrets: [{ card: "EX1_287" }] }),
      ], [{ type: "play", card: "E" }, { type: "play", card: "LB", target: "p2.hero" }, { type: "play", card: "LB2", target: "p2.hero" }]));
      expect(r.state.players[1].hero.health).toBe(24);
    });
    it("the state lasts this turn only", () => {
      const r = run(request([
        player({ hand: [{ card: "BOT_411", ref: "E" }], deck: [{ card: "CS2_231" }] }),
        player({ deck: [{ card: "CS2_231" }] }),
      ], [{ type: "play", card: "E" }, { type: "endTurn" }]));
      expect(r.state.players[0].hero.enchantments ?? []).toEqual([]);
    });
  });

  // Magnetic (5.1): played left of a friendly Mech, the minion is removed from the game and the Mech gets its stats and keywords.
  describeCard("BOT_906", () => {
    cardCase("BOT_906", {
      does: "played left of a Mech: the Mech gets +1/+3 and Glow-Tron is gone (removed from the game, not dead)",
      p1: { board: [{ card: FRAMEBOT, ref: "F" }], hand: [{ card: "BOT_906", ref: "G" }] },
      actions: [{ type: "play", card: "G", position: 0 }],
      expect: { "p1.board": [FRAMEBOT], "F.attack": 2, "F.health": 8, "F.maxHealth": 8, "G.zone": "setAside", "events.death": 0 },
    });
    cardCase("BOT_906", {
      does: "played left of a non-Mech, or right of a Mech, it is an ordinary 1/3",
      p1: { board: [{ card: YETI, ref: "Y" }, { card: FRAMEBOT, ref: "F" }], hand: [{ card: "BOT_906", ref: "G1" }, { card: "BOT_906", ref: "G2" }] },
      actions: [{ type: "play", card: "G1", position: 0 }, { type: "play", card: "G2", position: 3 }],
      expect: { "p1.board": ["BOT_906", YETI, FRAMEBOT, "BOT_906"], "Y.attack": 4, "F.attack": 1, "F.health": 5, "G1.health": 3, "G2.health": 3 },
    });
  });

  describeCard("BOT_020", () => {
    cardCase("BOT_020", {
      does: "played left of a Mech played this turn: +1/+1 and Rush, so the Mech may attack a minion at once",
      p1: { hand: [{ card: FRAMEBOT, ref: "F" }, { card: "BOT_020", ref: "SK" }] },
      p2: { board: [{ card: WISP, ref: "EW" }] },
      actions: [{ type: "play", card: "F" }, { type: "play", card: "SK", position: 0 }, { type: "attack", attacker: "F", defender: "EW" }],
      expect: { "p1.board": [FRAMEBOT], "F.attack": 2, "F.health": 5, "F.maxHealth": 6, "EW.zone": "graveyard" },
    });
    cardCase("BOT_020", {
      does: "on its own it is a 1/1 with Rush: it cannot attack the hero the turn it is played",
      p1: { hand: [{ card: "BOT_020", ref: "SK" }] },
      actions: [{ type: "play", card: "SK" }, { type: "attack", attacker: "SK", defender: "p2.hero" }],
      error: "illegal_action",
    });
    cardCase("BOT_020", {
      does: "on its own it is a 1/1 with Rush: it may attack a minion the turn it is played",
      p1: { hand: [{ card: "BOT_020", ref: "SK" }] },
      p2: { board: [{ card: WISP, ref: "EW" }] },
      actions: [{ type: "play", card: "SK" }, { type: "attack", attacker: "SK", defender: "EW" }],
      expect: { "SK.zone": "graveyard", "EW.zone": "graveyard" },
    });
    it("the magnetic enchantment keeps its values and keywords through a re-submit (with Wargear)", () => {
      const r1 = run(request([player({ board: [{ card: "BOT_309", ref: "F" }], hand: [{ card: "BOT_020", ref: "SK" }, { card: "BOT_563", ref: "W" }] }), player()],
        [{ type: "play", card: "SK", position: 0 }, { type: "play", card: "W", position: 0 }]));
      const f1 = at(r1.state, "F");
      expect([f1.attack, f1.health]).toEqual([8, 11]);
      expect(f1.enchantments?.map((e) => e.card)).toEqual(["BOT_020e", "BOT_563e"]);
      // Re-submitted, the Framebot (in play since before this turn) attacks with the Attack it was given.
      const r2 = next(r1.state, [{ type: "attack", attacker: "F", defender: "p2.hero" }]);
      expect(r2.state.players[1].hero.health).toBe(30 - 8);
      const f2 = at(r2.state, "F");
      expect([f2.attack, f2.health]).toEqual([8, 11]);
      // Rush: written on the enchantment, or (as here) left out because BOT_020e's card ("Rush.") grants it anyway.
      const en = f2.enchantments?.find((e) => e.card === "BOT_020e");
      expect(en?.grants ?? builtInCard("BOT_020e")!.def?.buff?.grants).toEqual(["RUSH"]);
    });
  });

  describeCard("BOT_563", () => {
    cardCase("BOT_563", {
      does: "played left of a Mech: the Mech gets +6/+5 and Wargear is gone",
      p1: { board: [{ card: FRAMEBOT, ref: "F" }], hand: [{ card: "BOT_563", ref: "W" }] },
      actions: [{ type: "play", card: "W", position: 0 }],
      expect: { "p1.board": [FRAMEBOT], "F.attack": 7, "F.health": 10, "W.zone": "setAside", "p1.graveyard": [] },
    });
    cardCase("BOT_563", {
      does: "played left of a non-Mech it is an ordinary 6/5; an enemy Mech is not magnetised",
      p1: { board: [{ card: YETI, ref: "Y" }], hand: [{ card: "BOT_563", ref: "W" }] },
      p2: { board: [{ card: FRAMEBOT, ref: "EF" }] },
      actions: [{ type: "play", card: "W", position: 0 }],
      expect: { "p1.board": ["BOT_563", YETI], "W.attack": 6, "W.health": 5, "EF.attack": 1, "EF.health": 5 },
    });
  });

  describeCard("BOT_424", () => {
    it("Mecha'thun destroys the enemy hero when your deck, hand and board are empty; a card in hand stops it", () => {
      const win = run(request([player({ board: [{ card: "BOT_424", ref: "M" }] }), player()], [{ type: "destroy", target: "M" }]));
      expect(win.outcome).toEqual({ over: true, winner: 1, draw: false });
      const held = run(request([player({ board: [{ card: "BOT_424", ref: "M" }], hand: [{ card: "CS2_231" }] }), player()], [{ type: "destroy", target: "M" }]));
      expect(held.outcome.over).toBe(false);
      const deck = run(request([player({ board: [{ card: "BOT_424", ref: "M" }], deck: [{ card: "CS2_231" }] }), player()], [{ type: "destroy", target: "M" }]));
      expect(deck.outcome.over).toBe(false);
      const board = run(request([player({ board: [{ card: "BOT_424", ref: "M" }, { card: "CS2_231" }] }), player()], [{ type: "destroy", target: "M" }]));
      expect(board.outcome.over).toBe(false);
    });
    cardCase("BOT_424", {
      does: "the enemy hero is destroyed (not merely damaged), and yours is not",
      p1: { board: [{ card: "BOT_424", ref: "M" }] },
      p2: { board: [{ card: YETI }], hand: [{ card: WISP }], deck: [{ card: WISP }] },
      actions: [{ type: "destroy", target: "M" }],
      expect: { "outcome.winner": 1, "p1.hero.health": 30, "events.damage": 0 },
    });
    cardCase("BOT_424", {
      does: "\"you\" is its controller: the opponent's Mecha'thun, with the opponent's zones empty, destroys your hero",
      p1: { board: [{ card: YETI }], hand: [{ card: WISP }], deck: [{ card: WISP }] },
      p2: { board: [{ card: "BOT_424", ref: "M" }] },
      actions: [{ type: "destroy", target: "M" }],
      expect: { "outcome.winner": 2 },
    });
    cardCase("BOT_424", {
      does: "a Secret and a weapon are not on the battlefield: they do not stop it",
      p1: { board: [{ card: "BOT_424", ref: "M" }], secrets: [{ card: "EX1_130" }], weapon: { card: "CS2_106" } },
      actions: [{ type: "destroy", target: "M" }],
      expect: { "outcome.winner": 1 },
    });
    cardCase("BOT_424", {
      does: "an Immune enemy hero is destroyed all the same",
      p1: { board: [{ card: "BOT_424", ref: "M" }] },
      p2: { hero: { card: "HERO_01", tags: { IMMUNE: 1 } } },
      actions: [{ type: "destroy", target: "M" }],
      expect: { "outcome.winner": 1 },
    });
    cardCase("BOT_424", {
      does: "the opponent's cards do not stop it; while it is alive nothing happens",
      p1: { board: [{ card: "BOT_424", ref: "M" }] },
      p2: { hand: [{ card: WISP }] },
      actions: [{ type: "damage", target: "M", amount: 9 }],
      expect: { "outcome.over": false, "M.health": 1 },
    });
  });
});
