/**
 * The card-format additions the lead made in session 11, used by cards a client sends in a request's `cards` (the format is
 * one format): `shuffleFromPlay` with `player: "friendly"`, `destroyAndReplace` with `same: true`, and the filters `minHealth` / `maxHealth`.
 */
import { describe, expect, it } from "vitest";
import { at, player, request, run } from "../support/engine.js";

const WISP = "CS2_231"; // 1/1
const YETI = "CS2_182"; // 4/5
const LOOT = "EX1_096"; // Loot Hoarder 2/1, "Deathrattle: Draw a card."

describe("client cards using the lead's session-11 additions", () => {
  it("shuffleFromPlay player: friendly — 'Shuffle all enemy minions into your deck': they become yours, in your deck, without dying", () => {
    const card = { id: "C_KIDNAP", type: "SPELL", cost: 5, spell: [{ type: "shuffleFromPlay", to: "enemy-minions", player: "friendly" }] };
    const r = run(request([player({ hand: [{ card: "C_KIDNAP", ref: "K" }] }), player({ board: [{ card: LOOT, ref: "L" }, { card: YETI, ref: "Y" }], deck: [{ card: WISP }] })],
      [{ type: "play", card: "K" }], { cards: [card] }));
    expect(r.state.players[1].board).toEqual([]);
    expect(r.state.players[0].deck.map((c) => c.card).sort()).toEqual([LOOT, YETI].sort());
    expect([at(r.state, "L").player, at(r.state, "Y").player]).toEqual([1, 1]);
    expect(r.state.players[1].hand).toEqual([]); // no Deathrattle: nothing drawn
  });

  it("destroyAndReplace same: true — 'Destroy your minions, then return them to life': Deathrattles resolve, fresh copies stand in their places", () => {
    const card = { id: "C_RENEWAL", type: "SPELL", cost: 4, spell: [{ type: "destroyAndReplace", to: "friendly-minions", same: true }] };
    const r = run(request([player({ hand: [{ card: "C_RENEWAL", ref: "R" }], board: [{ card: YETI, ref: "Y", tags: { DAMAGE: 4 } }, { card: LOOT, ref: "L" }], deck: [{ card: WISP }] }), player()],
      [{ type: "play", card: "R" }], { cards: [card] }));
    expect(r.state.players[0].board.map((e) => [e.card, e.health])).toEqual([[YETI, 5], [LOOT, 1]]);
    expect([at(r.state, "Y").zone, at(r.state, "L").zone]).toEqual(["graveyard", "graveyard"]);
    expect(r.state.players[0].hand.map((c) => c.card)).toEqual([WISP]); // the Hoarder's Deathrattle drew
  });

  it("a destroyAndReplace with both pool and same (or neither) is a 400", () => {
    for (const e of [{ type: "destroyAndReplace", to: "friendly-minions", same: true, pool: { type: "MINION", cost: 1 } }, { type: "destroyAndReplace", to: "friendly-minions" }]) {
      const card = { id: "C_BAD", type: "SPELL", cost: 1, spell: [e] };
      expect(() => run(request([player({ hand: [{ card: "C_BAD", ref: "B" }] }), player()], [{ type: "play", card: "B" }], { cards: [card] }))).toThrow();
    }
  });

  it("minHealth / maxHealth — 'Battlecry: Destroy a minion with 2 or less Health' names a damaged Yeti at 2, not a whole one; 'If you control a minion with 5 or more Health, draw'", () => {
    const culler = { id: "C_CULLER", type: "MINION", cost: 2, attack: 2, health: 2, target: { type: "minion", where: { maxHealth: 2 } }, battlecry: [{ type: "destroy", to: "target" }] };
    const ok = run(request([player({ hand: [{ card: "C_CULLER", ref: "C" }] }), player({ board: [{ card: YETI, ref: "Y", tags: { DAMAGE: 3 } }] })],
      [{ type: "play", card: "C", target: "Y" }], { cards: [culler] }));
    expect(at(ok.state, "Y").zone).toBe("graveyard");
    expect(() => run(request([player({ hand: [{ card: "C_CULLER", ref: "C" }] }), player({ board: [{ card: YETI, ref: "Y" }] })],
      [{ type: "play", card: "C", target: "Y" }], { cards: [culler] }))).toThrow();
    const big = { id: "C_BIG", type: "MINION", cost: 1, attack: 1, health: 1, battlecry: [{ type: "if", if: { exists: { all: "minions", side: "friendly", where: { minHealth: 5 } } }, then: [{ type: "draw" }] }] };
    const drawn = (board: unknown[]) => run(request([player({ hand: [{ card: "C_BIG", ref: "B" }], board, deck: [{ card: WISP }] }), player()],
      [{ type: "play", card: "B" }], { cards: [big] })).state.players[0].hand.length;
    expect([drawn([{ card: YETI }]), drawn([{ card: YETI, tags: { DAMAGE: 1 } }])]).toEqual([1, 0]);
  });
});
