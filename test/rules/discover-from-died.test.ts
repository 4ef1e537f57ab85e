/**
 * Discover among the minions that died this game (`discover.from: "died"`, the death record of 4.10): a client card that
 * uses it, and the rules it keeps — your deaths only (or the opponent's with `side: enemy`), different cards, as printed.
 */
import { describe, expect, it } from "vitest";
import { events, run } from "../support/engine.js";

const MOURNER = { id: "MY_MOURNER", type: "MINION", cost: 3, attack: 2, health: 2, battlecry: [{ type: "discover", from: "died" }] };
const GRAVE_ROBBER = { id: "MY_GRAVE_ROBBER", type: "SPELL", cost: 1, spell: [{ type: "discover", from: "died", side: "enemy", where: { type: "minion", minCost: 4 } }] };
const options = (r: ReturnType<typeof run>) => (events(r, "discover")[0] as unknown as { options: string[] } | undefined)?.options;

describe("discover from: died", () => {
  it("a client card: the options are your dead minions' cards (each once), the one picked is a new card in hand", () => {
    const r = run({ cards: [MOURNER], choices: [0], state: { turn: 5, activePlayer: 1,
      deaths: [{ card: "CS2_231", controller: 1, turn: 1 }, { card: "CS2_231", controller: 1, turn: 2 }, { card: "CS2_182", controller: 1, turn: 2 }, { card: "EX1_284", controller: 2, turn: 3 }],
      players: [{ mana: { crystals: 10 }, hand: [{ card: "MY_MOURNER", ref: "M" }] }, {}] }, actions: [{ type: "play", card: "M" }] });
    const offered = options(r)!;
    expect([...offered].sort()).toEqual(["CS2_182", "CS2_231"]);
    expect(r.state.players[0]!.hand.map((c) => c.card)).toEqual([offered[0]]);
    expect(r.state.players[0]!.board.map((m) => m.card)).toEqual(["MY_MOURNER"]);
  });
  it("side enemy with where (a 4-Cost or more minion): only the opponent's dead minions that fit", () => {
    const r = run({ cards: [GRAVE_ROBBER], state: { turn: 5, activePlayer: 1,
      deaths: [{ card: "CS2_182", controller: 1, turn: 1 }, { card: "CS2_231", controller: 2, turn: 1 }, { card: "EX1_284", controller: 2, turn: 2 }],
      players: [{ mana: { crystals: 10 }, hand: [{ card: "MY_GRAVE_ROBBER", ref: "G" }] }, {}] }, actions: [{ type: "play", card: "G" }] });
    expect(options(r)).toEqual(["EX1_284"]);
    expect(r.state.players[0]!.hand.map((c) => c.card)).toEqual(["EX1_284"]);
  });
  it("nothing died: no Discover, nothing taken", () => {
    const r = run({ cards: [MOURNER], state: { turn: 5, activePlayer: 1, players: [{ mana: { crystals: 10 }, hand: [{ card: "MY_MOURNER", ref: "M" }] }, {}] },
      actions: [{ type: "play", card: "M" }] });
    expect(events(r, "discover")).toEqual([]);
    expect(r.state.players[0]!.hand).toEqual([]);
  });
});
