/**
 * Cards the rulebook's worked examples use, beyond those of test/rules/rulebook-examples-more.test.ts (Djinni of Zephyrs is in
 * test/cards/loe.test.ts): Rattlegore, and the others below.
 */
import { describe, expect, it } from "vitest";
import { at, events, player, request, run } from "../support/engine.js";

describe("Rattlegore (血骨傀儡)", () => {
  it("5.4: each Rattlegore comes back 1/1 smaller than it died — 9/9, then 8/8, then 7/7", () => {
    const r = run(request([player({ board: [{ card: "SCH_621", ref: "R" }] }), player()], [{ type: "destroy", target: "R" }]));
    expect(r.state.players[0].board.map((m) => [m.card, m.attack, m.health])).toEqual([["SCH_621", 8, 8]]);
    // The summon comes first (as a 9/9), then the -1/-1.
    expect(events(r, "summon")).toHaveLength(1);
    const again = run({ seed: 7, state: r.state, actions: [{ type: "destroy", target: "p1.board.0" }] });
    expect(again.state.players[0].board.map((m) => [m.attack, m.health, m.maxHealth])).toEqual([[7, 7, 7]]);
  });

  it("4.8: it reads the stats the Rattlegore had when it left play, buffs and damage aside (the graveyard resets it)", () => {
    const r = run(request([player({ board: [{ card: "SCH_621", ref: "R", attack: 12, health: 3, maxHealth: 11 }] }), player()], [{ type: "destroy", target: "R" }]));
    expect(r.state.players[0].board.map((m) => [m.attack, m.health, m.maxHealth])).toEqual([[11, 10, 10]]);
    expect(at(r.state, "R")).toMatchObject({ zone: "graveyard", attack: 9, health: 9 });
  });

  it("a 1/1 Rattlegore brings none back", () => {
    const r = run(request([player({ board: [{ card: "SCH_621", ref: "R", attack: 1, health: 1, maxHealth: 1 }] }), player()], [{ type: "destroy", target: "R" }]));
    expect(r.state.players[0].board).toHaveLength(0);
  });
});

describe("Carnivorous Cube (食肉魔块)", () => {
  const eat = () => run(request([player({ board: [{ card: "CS2_231", ref: "W", attack: 5, health: 5, maxHealth: 5, enchantments: [{ card: "CS2_092e" }] }], hand: [{ card: "LOOT_161", ref: "C" }] }), player()],
    [{ type: "play", card: "C", target: "W" }]));

  it("remembers the minion it destroyed, in the snapshot too, and its Deathrattle summons two fresh copies (4.10 例如: the buff is lost)", () => {
    const r = eat();
    expect(at(r.state, "W").zone).toBe("graveyard");
    const cube = at(r.state, "C");
    expect(cube.enchantments).toEqual([expect.objectContaining({ card: "LOOT_161e", remembers: "CS2_231" })]);
    // The state goes back in as it came out: the Cube still knows what it ate.
    const dead = run({ seed: 7, state: r.state, actions: [{ type: "destroy", target: "C" }] });
    expect(dead.state.players[0].board.map((m) => [m.card, m.attack, m.health])).toEqual([["CS2_231", 1, 1], ["CS2_231", 1, 1]]);
  });

  it("4.10 例如: a Cube brought back from the death record is fresh — its Deathrattle summons nothing", () => {
    const r = eat();
    const dead = run({ seed: 7, state: r.state, actions: [{ type: "destroy", target: "C" }] });
    const back = run({ seed: 7, state: { ...dead.state, players: [{ ...dead.state.players[0], board: [], hand: [{ card: "BRM_017", ref: "RS" }] }, dead.state.players[1]], deaths: [{ card: "LOOT_161", controller: 1, turn: 5 }] },
      actions: [{ type: "play", card: "RS" }] });
    expect(back.state.players[0].board.map((m) => m.card)).toEqual(["LOOT_161"]);
    const again = run({ seed: 7, state: back.state, actions: [{ type: "destroy", target: "p1.board.0" }] });
    expect(again.state.players[0].board).toHaveLength(0);
  });

  it("a silenced Cube has no Deathrattle", () => {
    const r = eat();
    const silenced = run({ seed: 7, state: { ...r.state, players: [{ ...r.state.players[0], hand: [{ card: "EX1_332", ref: "SIL" }] }, r.state.players[1]] },
      actions: [{ type: "play", card: "SIL", target: "C" }, { type: "destroy", target: "C" }] });
    expect(silenced.state.players[0].board).toHaveLength(0);
  });
});
