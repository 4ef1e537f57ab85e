/**
 * Cards the rulebook's worked examples use, beyond those of test/rules/rulebook-examples-more.test.ts: Djinni of Zephyrs.
 * (Rattlegore's and Carnivorous Cube's tests are in scholomance.test.ts and lootapalooza.test.ts.)
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
