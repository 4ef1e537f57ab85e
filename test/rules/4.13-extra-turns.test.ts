/**
 * Rulebook 4.13 额外回合 and 2.1 MAIN_NEXT: Time Warp inserts one own turn before the next turn, Temporus four
 * (two of the opponent's, then two own), each ahead of those already pending; at the end of a turn the first
 * pending extra turn is taken instead of switching players, and the turn counter still goes up by one.
 * The pending turns are part of the snapshot (`state.extraTurns`), so an output state re-submits.
 */
import { describe, expect, it } from "vitest";
import { player, request, run } from "../support/engine.js";
import { ResolveRequest } from "../../src/engine/hearthstone/schema.js";

const TIME_WARP = "UNG_028t";
const TEMPORUS = "LOOT_538";
const endTurn = { type: "endTurn" };
/** Plenty of mana for two expensive cards in one turn. */
const rich = (p: Record<string, unknown> = {}) => player({ mana: { crystals: 10, used: 0, temp: 10 }, ...p });

/** Who is active after each of `n` further end-turn actions, starting from a resolved state. */
function turnsAfter(state: unknown, n: number): (1 | 2)[] {
  const out: (1 | 2)[] = [];
  let s = state as Record<string, unknown>;
  for (let i = 0; i < n; i++) {
    const r = run({ seed: 1, state: s, actions: [endTurn] });
    out.push(r.state.activePlayer);
    s = r.state as unknown as Record<string, unknown>;
  }
  return out;
}

describe("4.13 extra turns", () => {
  it("Time Warp: the same player takes the next turn; the turn counter still goes up, mana refills and the player draws", () => {
    const r = run(request([
      player({ mana: { crystals: 6, used: 0 }, hand: [{ card: TIME_WARP, ref: "TW" }], deck: [{ card: "CS2_231", ref: "D" }] }),
      player({ deck: [{ card: "CS2_231", ref: "E" }] }),
    ], [{ type: "play", card: "TW" }, endTurn]));
    expect(r.state).toMatchObject({ turn: 6, activePlayer: 1 });
    expect(r.state.extraTurns).toBeUndefined();
    expect(r.state.players[0].mana).toMatchObject({ crystals: 7, used: 0 });
    expect(r.state.players[0].hand.map((c) => c.ref)).toEqual(["D"]);
    expect(r.state.players[1].hand).toHaveLength(0);
    expect(r.log).toContain("Extra turns before the next turn: Player 1.");
    // After the extra turn, turns alternate again.
    expect(turnsAfter(r.state, 2)).toEqual([2, 1]);
  });

  it("4.13 例如: Temporus then Time Warp gives O-E-E-O-O; the other order gives E-E-O-O-O", () => {
    const hand = [{ card: TEMPORUS, ref: "T" }, { card: TIME_WARP, ref: "W" }];
    const a = run(request([rich({ hand }), player()], [{ type: "play", card: "T" }, { type: "play", card: "W" }]));
    expect(a.state.extraTurns).toEqual([1, 2, 2, 1, 1]);
    expect(turnsAfter(a.state, 6)).toEqual([1, 2, 2, 1, 1, 2]);

    const b = run(request([rich({ hand }), player()], [{ type: "play", card: "W" }, { type: "play", card: "T" }]));
    expect(b.state.extraTurns).toEqual([2, 2, 1, 1, 1]);
    expect(turnsAfter(b.state, 6)).toEqual([2, 2, 1, 1, 1, 2]);
  });

  it("4.13 例如: the opponent plays Temporus in its first extra turn: the next seven turns are O-O-E-E-E-O-O", () => {
    const r = run(request([
      rich({ hand: [{ card: TEMPORUS, ref: "T1" }] }),
      rich({ hand: [{ card: TEMPORUS, ref: "T2" }] }),
    ], [{ type: "play", card: "T1" }, endTurn, { type: "play", card: "T2", player: 2 }]));
    expect(r.state.activePlayer).toBe(2);
    expect(r.state.extraTurns).toEqual([1, 1, 2, 2, 2, 1, 1]);
    expect(turnsAfter(r.state, 8)).toEqual([1, 1, 2, 2, 2, 1, 1, 2]);
  });

  it("the pending turns re-submit: an output state given back resolves the same way as one long request", () => {
    const start = request([rich({ hand: [{ card: TEMPORUS, ref: "T" }] }), player()], [{ type: "play", card: "T" }]);
    const mid = run(start);
    expect(ResolveRequest.safeParse({ state: mid.state, actions: [endTurn] }).success).toBe(true);
    const split = run({ seed: 7, state: mid.state as unknown as Record<string, unknown>, actions: [endTurn, endTurn] });
    const whole = run(request([rich({ hand: [{ card: TEMPORUS, ref: "T" }] }), player()], [{ type: "play", card: "T" }, endTurn, endTurn]));
    const key = (st: typeof whole.state) => ({ turn: st.turn, activePlayer: st.activePlayer, extraTurns: st.extraTurns, mana: st.players.map((p) => p.mana) });
    expect(key(split.state)).toEqual(key(whole.state));
    expect(whole.state).toMatchObject({ turn: 7, activePlayer: 2, extraTurns: [1, 1] });
  });

  it("a snapshot can start with pending extra turns; a bad player number is refused", () => {
    const r = run(request([player(), player()], [endTurn], { state: { extraTurns: [1] } }));
    expect(r.state.activePlayer).toBe(1);
    expect(ResolveRequest.safeParse(request([player(), player()], [endTurn], { state: { extraTurns: [3] } })).success).toBe(false);
  });

  it("4.13 注意: Loatheb's cost change lasts one opponent turn: with Temporus after it, only the first extra turn is affected", () => {
    const r = run(request([
      rich({ hand: [{ card: "FP1_030", ref: "L" }, { card: TEMPORUS, ref: "T" }] }),
      player({ hand: [{ card: "CS2_029", ref: "F" }] }),
    ], [{ type: "play", card: "L" }, { type: "play", card: "T" }, endTurn]));
    expect(r.state.activePlayer).toBe(2);
    expect(r.state.players[1].hand.find((c) => c.ref === "F")!.cost).toBe(9);
    const next = run({ seed: 7, state: r.state as unknown as Record<string, unknown>, actions: [endTurn] });
    expect(next.state.activePlayer).toBe(2);
    expect(next.state.players[1].hand.find((c) => c.ref === "F")!.cost).toBe(4);
  });
});
