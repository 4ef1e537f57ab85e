/**
 * Rulebook 5.4 扳机自触发保护: a trigger cannot answer events raised inside its own resolution; it makes
 * up for each skipped event afterwards, so two Acolytes of Pain hit by Flame Leviathan go A-B-A.
 */
import { describe, expect, it } from "vitest";
import { at, nodes, player, request, run, triggerOrder } from "../support/engine.js";

describe("5.4 self-trigger protection", () => {
  it("Acolytes of Pain with Flame Leviathan: A, B, then A again (not A, A, B)", () => {
    const r = run(request([player({
      board: [{ card: "EX1_007", ref: "A", attack: 1, health: 3, maxHealth: 3 }, { card: "EX1_007", ref: "B", attack: 1, health: 3, maxHealth: 3 }],
      deck: [{ card: "GVG_007", ref: "L" }, { card: "CS2_231" }, { card: "CS2_231" }, { card: "CS2_231" }],
    }), player()], [{ type: "damage", target: "A", amount: 1 }]));
    expect(triggerOrder(r, ["A", "B"])).toEqual(["A", "B", "A"]);
    expect(r.state.players[0].hand).toHaveLength(3);
    expect(r.state.players[0].hero.health).toBe(28);
    expect(r.state.players[1].hero.health).toBe(28);
    expect(at(r.state, "A").zone).toBe("graveyard");
    expect(at(r.state, "B")).toMatchObject({ zone: "board", health: 1 });
    expect(nodes(r, "trigger").filter((t) => (t as { compensation?: boolean }).compensation).map((t) => t.source.ref)).toEqual(["A"]);
  });

  it("a trigger marked not to compensate just misses the events it was skipped for", () => {
    const pinger = { id: "T_PING_BACK", type: "MINION", cost: 1, attack: 1, health: 30, triggers: [{ on: "damage", if: { target: "self" }, compensate: false, do: [{ type: "damage", amount: 1, to: "self" }] }] };
    const r = run(request([player({ board: [{ card: "T_PING_BACK", ref: "P" }] }), player()], [{ type: "damage", target: "P", amount: 1 }], { cards: [pinger] }));
    expect(triggerOrder(r, ["P"])).toEqual(["P"]);
    expect(at(r.state, "P").health).toBe(28);
  });

  it("a self-feeding trigger that does compensate is stopped by the step budget (422 with the partial trace)", () => {
    const pinger = { id: "T_PING_FOREVER", type: "MINION", cost: 1, attack: 1, health: 100000, triggers: [{ on: "damage", if: { target: "self" }, do: [{ type: "damage", amount: 1, to: "self" }] }] };
    try {
      run(request([player({ board: [{ card: "T_PING_FOREVER", ref: "P" }] }), player()], [{ type: "damage", target: "P", amount: 1 }], { cards: [pinger] }));
      throw new Error("expected the budget to stop it");
    } catch (e) {
      expect((e as { code?: string }).code).toBe("step_budget_exceeded");
      expect(((e as { detail: { trace: unknown[] } }).detail.trace).length).toBeGreaterThan(0);
    }
  });
});
