/**
 * The card-format additions made by w10/rlk (March of the Lich King, Festival of Legends), used by cards a client sends in a
 * request's `cards` (the format is one format): the filter `lessThanOf` (with `lastKnown`) and the condition `overloaded`.
 */
import { describe, expect, it } from "vitest";
import { at, player, request, run } from "../support/engine.js";

const WISP = "CS2_231"; // 1/1
const YETI = "CS2_182"; // 4/5
const RAPTOR = "CS2_172"; // 3/2

describe("client cards using the w10/rlk additions", () => {
  it("lessThanOf — 'Battlecry: Destroy an enemy minion with less Attack than this' (a 4/4): a Raptor can be named, a Yeti cannot", () => {
    const card = { id: "C_BULLY", type: "MINION", cost: 3, attack: 4, health: 4,
      target: { type: "minion", side: "enemy", where: { lessThanOf: { stat: "attack", of: "self" } } }, battlecry: [{ type: "destroy", to: "target" }] };
    const ok = run(request([player({ hand: [{ card: "C_BULLY", ref: "B" }] }), player({ board: [{ card: RAPTOR, ref: "R" }, { card: YETI, ref: "Y" }] })],
      [{ type: "play", card: "B", target: "R" }], { cards: [card] }));
    expect([at(ok.state, "R").zone, at(ok.state, "Y").zone]).toEqual(["graveyard", "board"]);
    expect(() => run(request([player({ hand: [{ card: "C_BULLY", ref: "B" }] }), player({ board: [{ card: YETI, ref: "Y" }] })],
      [{ type: "play", card: "B", target: "Y" }], { cards: [card] }))).toThrow();
  });

  it("lessThanOf with lastKnown — 'Deathrattle: Summon a minion from your deck with less Health than this' reads its Health as it died", () => {
    const card = { id: "C_WAGON", type: "MINION", cost: 4, attack: 1, health: 6,
      deathrattle: [{ type: "putIntoPlay", from: "deck", where: { type: "minion", lessThanOf: { stat: "health", of: "self", lastKnown: true } } }] };
    // damaged to 3 Health, then destroyed: the Yeti (5 Health) is not less than 3, the Raptor (2) is
    const r = run(request([player({ board: [{ card: "C_WAGON", ref: "W", health: 3 }], deck: [{ card: YETI }, { card: RAPTOR }] }), player()],
      [{ type: "destroy", target: "W" }], { cards: [card] }));
    expect(r.state.players[0].board.map((e) => e.card)).toEqual([RAPTOR]);
  });

  it("overloaded — 'Battlecry: If you're Overloaded, draw a card': locked crystals count, owed ones count, none does nothing", () => {
    const card = { id: "C_SURGE", type: "MINION", cost: 1, attack: 1, health: 1, battlecry: [{ type: "if", if: { overloaded: true }, then: [{ type: "draw" }] }] };
    const go = (mana: Record<string, number>) => run(request([player({ hand: [{ card: "C_SURGE", ref: "S" }], deck: [{ card: WISP }], mana: { crystals: 5, used: 0, ...mana } }), player()],
      [{ type: "play", card: "S" }], { cards: [card] })).state.players[0].hand.length;
    expect([go({ overloadLocked: 1 }), go({ overloadOwed: 2 }), go({})]).toEqual([1, 1, 0]);
  });

  it("overloaded with side: enemy — 'Costs (2) less while your opponent is Overloaded'", () => {
    const card = { id: "C_SNIPE", type: "SPELL", cost: 3, spell: [{ type: "damage", amount: 1, to: "enemy-hero" }],
      auras: [{ to: "self", zone: "hand", buff: { cost: -2 }, if: { overloaded: true, side: "enemy" } }] };
    const r = run(request([player({ hand: [{ card: "C_SNIPE", ref: "S" }, { card: WISP, ref: "W" }] }), player({ mana: { crystals: 5, used: 0, overloadOwed: 1 } })],
      [{ type: "play", card: "W" }], { cards: [card] }));
    expect(at(r.state, "S").cost).toBe(1);
  });
});

describe("client cards using the effect fatigue", () => {
  it("'Your opponent takes Fatigue damage. Draw that many cards': their third Fatigue, three draws for you", () => {
    const card = { id: "C_ATTRITION", type: "SPELL", cost: 2, spell: [{ type: "fatigue", player: "enemy" }, { type: "draw", count: { dealt: "damage" } }] };
    const r = run(request([player({ hand: [{ card: "C_ATTRITION", ref: "S" }], deck: [{ card: WISP }, { card: WISP }, { card: WISP }, { card: WISP }] }),
      player({ tags: { FATIGUE: 2 } })], [{ type: "play", card: "S" }], { cards: [card] }));
    expect([r.state.players[1].hero.health, r.state.players[1].tags.FATIGUE, r.state.players[0].hand.length]).toEqual([27, 3, 3]);
  });

  it("an Immune hero takes none: 'that much' is 0", () => {
    const card = { id: "C_GRIT", type: "MINION", cost: 1, attack: 1, health: 1, battlecry: [{ type: "fatigue" }, { type: "armor", amount: { dealt: "damage", add: 1 } }] };
    const r = run(request([player({ hero: { card: "HERO_01", tags: { IMMUNE: 1 } }, hand: [{ card: "C_GRIT", ref: "S" }] }), player()], [{ type: "play", card: "S" }], { cards: [card] }));
    expect([r.state.players[0].hero.health, r.state.players[0].hero.armor, r.state.players[0].tags.FATIGUE]).toEqual([30, 1, 1]);
  });
});
