/**
 * The card-format additions of the Wild sets of w8/wild-c (docs/card-format.md, rules-notes 570), used by cards a client
 * sends in a request's `cards` (the format is one format): the effect `jadeGolem` (青玉魔像).
 */
import { describe, expect, it } from "vitest";
import { player, request, run } from "../support/engine.js";

/** The docs' example: "Deathrattle: Summon a Jade Golem." */
const JADE = { id: "MY_JADE", type: "MINION", cost: 2, attack: 1, health: 1, deathrattle: [{ type: "jadeGolem" }] };

describe("jadeGolem (青玉魔像)", () => {
  it("a client's Deathrattle summons its owner's next Golem and counts it", () => {
    const r = run(request([player({ hand: [{ card: "CS2_029", ref: "F" }] }),
      player({ tags: { JADE_GOLEM: 3 }, board: [{ card: "MY_JADE", ref: "J" }] })],
      [{ type: "play", card: "F", target: "J" }], { cards: [JADE] }));
    expect(r.state.players[1].board.map((m) => [m.card, m.attack, m.health])).toEqual([["CFM_712_t04", 4, 4]]);
    expect(r.state.players[1].tags?.JADE_GOLEM).toBe(4);
    expect(r.state.players[0].board).toEqual([]);
  });
  it("with Brann, a client's Battlecry Golem comes twice, each one bigger", () => {
    const card = { id: "MY_JADE_BC", type: "MINION", cost: 2, attack: 1, health: 1, battlecry: [{ type: "jadeGolem" }] };
    const r = run(request([player({ hand: [{ card: "MY_JADE_BC", ref: "J" }], board: [{ card: "LOE_077" }] }), player()],
      [{ type: "play", card: "J" }], { cards: [card] }));
    expect(r.state.players[0].board.map((m) => m.card).filter((c) => c.startsWith("CFM_712"))).toEqual(["CFM_712_t02", "CFM_712_t01"]);
    expect(r.state.players[0].tags?.JADE_GOLEM).toBe(2);
  });
});

describe("playedLastTurn with race", () => {
  /** The docs' example: "Battlecry: If you played a Murloc last turn, draw a card." */
  const SCOUT = { id: "MY_SCOUT", type: "MINION", cost: 2, attack: 2, health: 2,
    battlecry: [{ type: "if", if: { playedLastTurn: "minion", race: "MURLOC", atLeast: 1 }, then: [{ type: "draw" }] }] };
  const play = (last: string[]) => run(request([player({ playedLastTurn: last, hand: [{ card: "MY_SCOUT", ref: "S" }], deck: [{ card: "CS2_231" }] }), player()],
    [{ type: "play", card: "S" }], { cards: [SCOUT] }));
  it("a Murloc among last turn's plays: draws", () => expect(play(["CS2_182", "CS2_168"]).state.players[0].hand).toHaveLength(1));
  it("no Murloc last turn: no draw", () => expect(play(["CS2_182"]).state.players[0].hand).toHaveLength(0));
  it("a Murloc played this turn is not last turn's", () => {
    const r = run(request([player({ hand: [{ card: "CS2_168", ref: "M" }, { card: "MY_SCOUT", ref: "S" }], deck: [{ card: "CS2_231" }] }), player()],
      [{ type: "play", card: "M" }, { type: "play", card: "S" }], { cards: [SCOUT] }));
    expect(r.state.players[0].hand).toHaveLength(0);
  });
  it("after a turn passes, this turn's Murloc is last turn's", () => {
    const r = run(request([player({ hand: [{ card: "CS2_168", ref: "M" }, { card: "MY_SCOUT", ref: "S" }], deck: [{ card: "CS2_231" }, { card: "CS2_231" }] }),
      player({ deck: [{ card: "CS2_231" }] })],
      [{ type: "play", card: "M" }, { type: "endTurn" }, { type: "endTurn" }, { type: "play", card: "S" }], { cards: [SCOUT] }));
    // One card drawn as the turn started, one by the Battlecry.
    expect(r.state.players[0].hand).toHaveLength(2);
  });
});
