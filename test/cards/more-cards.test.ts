/**
 * Cards the rulebook's worked examples use, beyond those of test/rules/rulebook-examples-more.test.ts: Djinni of Zephyrs,
 * Rattlegore, and the others below.
 */
import { describe, expect, it } from "vitest";
import { at, events, nodes, player, request, run, triggerOrder } from "../support/engine.js";

describe("Djinni of Zephyrs (西风灯神)", () => {
  it("3.3 例如: Demonfire on a friendly Demon gives it +2/+2; the Djinni's copy, on a non-Demon, deals it 2 damage", () => {
    const r = run(request([player({ board: [{ card: "CS2_065", ref: "V" }, { card: "LOE_053", ref: "D" }], hand: [{ card: "EX1_596", ref: "DF" }] }), player()],
      [{ type: "play", card: "DF", target: "V" }]));
    expect(at(r.state, "V")).toMatchObject({ attack: 3, health: 5 });
    expect(at(r.state, "D")).toMatchObject({ attack: 4, health: 4, maxHealth: 6 });
    expect(triggerOrder(r, ["D"])).toEqual(["D"]);
    // It resolves in the after-play step (2.3 完成阶段 b), not as a cast: no second play sequence.
    const step = nodes(r, "step").find((s) => s.name === "spell-copy")!;
    expect(step).toBeDefined();
    expect(nodes(r, "sequence")).toHaveLength(1);
  });

  it("the copy gets Spell Damage and the spell's Overload again", () => {
    const r = run(request([player({ board: [{ card: "CS2_182", ref: "Y" }, { card: "LOE_053", ref: "D" }, { card: "CS2_142", ref: "KG" }], hand: [{ card: "EX1_238", ref: "LB" }] }), player()],
      [{ type: "play", card: "LB", target: "Y" }]));
    expect(at(r.state, "Y").health).toBe(1);
    expect(at(r.state, "D").health).toBe(2);
    expect(r.state.players[0].mana.overloadOwed).toBe(2);
  });

  it("not for a spell on itself, on an enemy minion, or for the opponent's spell", () => {
    const own = run(request([player({ board: [{ card: "LOE_053", ref: "D" }], hand: [{ card: "EX1_596", ref: "DF" }] }), player()], [{ type: "play", card: "DF", target: "D" }]));
    expect(triggerOrder(own, ["D"])).toEqual([]);
    expect(at(own.state, "D").health).toBe(4);
    const enemy = run(request([player({ board: [{ card: "LOE_053", ref: "D" }], hand: [{ card: "EX1_596", ref: "DF" }] }), player({ board: [{ card: "CS2_182", ref: "E" }] })],
      [{ type: "play", card: "DF", target: "E" }]));
    expect(triggerOrder(enemy, ["D"])).toEqual([]);
  });

  it("5.3 例如: the spell's target is read in the after-play step — a minion the spell stole is friendly by then, so it triggers", () => {
    // The rulebook's example is Potion of Madness; Shadow Madness is the same text for minions with 3 or less Attack.
    const r = run(request([player({ board: [{ card: "LOE_053", ref: "D" }], hand: [{ card: "EX1_334", ref: "SM" }] }), player({ board: [{ card: "CS2_120", ref: "E" }] })],
      [{ type: "play", card: "SM", target: "E" }]));
    expect(at(r.state, "E").player).toBe(1);
    expect(triggerOrder(r, ["D"])).toEqual(["D"]);
    // The copy's control change does nothing to a minion you already control.
    expect(at(r.state, "D").player).toBe(1);
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
