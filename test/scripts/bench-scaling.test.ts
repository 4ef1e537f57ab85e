/**
 * The scaling benchmark's requests (bench/scaling.mjs, issue 13 target 5) stay valid and measure what they say: every
 * size resolves, and the size of each dimension shows in the result (minions, hand, deck, actions, chain length).
 */
import { describe, expect, it } from "vitest";
// @ts-expect-error a plain ES module without types
import { DIMENSIONS, growthOf } from "../../bench/scaling.mjs";
import { resolveBody } from "../../src/engine/node.js";
import { nodes } from "../support/engine.js";

interface Dimension { name: string; sizes: number[]; body: (n: number) => any }
const dims = DIMENSIONS as Dimension[];
const dim = (prefix: string) => dims.find((d) => d.name.startsWith(prefix))!;

describe("bench/scaling.mjs requests", () => {
  it("every size of every dimension resolves without an error; only the trigger chain ends the game (a hero dies)", () => {
    for (const d of dims) for (const n of d.sizes) {
      const r: any = resolveBody(d.body(n));
      expect(r.outcome.over, `${d.name} ${n}`).toBe(d.name.startsWith("trigger chain"));
    }
  });

  it("board: Flamestrike kills n enemy minions", () => {
    for (const n of dim("board").sizes) {
      const r: any = resolveBody(dim("board").body(n));
      expect(r.state.players[1].board ?? []).toHaveLength(0);
      expect(r.state.players[0].board).toHaveLength(n);
    }
  });

  it("hand, deck and actions: the state holds the size asked for", () => {
    for (const n of dim("hand").sizes) expect((resolveBody(dim("hand").body(n)) as any).state.players[1].hand).toHaveLength(n + 1);
    for (const n of dim("deck").sizes) expect((resolveBody(dim("deck").body(n)) as any).state.players[1].deck ?? []).toHaveLength(Math.max(0, n - 1));
    for (const n of dim("actions").sizes) expect(dim("actions").body(n).actions).toHaveLength(n);
  });

  it("trigger chain: the number of damage events grows with the chain's length", () => {
    const d = dim("trigger chain");
    for (const n of d.sizes) expect(nodes(resolveBody(d.body(n)) as any, "event").length).toBeGreaterThanOrEqual(n);
  });
});

describe("bench/scaling.mjs verdict (growthOf)", () => {
  const rows = (sizes: number[], f: (n: number) => number) => sizes.map((size) => ({ size, t: f(size) }));
  const sizes = [10, 20, 40, 80, 160];

  it("linear costs pass with a marginal ratio of 1, whatever the fixed cost", () => {
    const g = growthOf(rows(sizes, (n) => 90 + 2.5 * n), "t");
    expect(g.marginal).toBeCloseTo(1, 10);
    expect(g.pass).toBe(true);
  });

  it("quadratic costs fail: the last step's cost per unit is the sizes' ratio times the middle step's", () => {
    const g = growthOf(rows(sizes, (n) => 90 + 0.05 * n * n), "t");
    expect(g.marginal).toBeCloseTo((80 + 160) / (20 + 40), 10);
    expect(g.pass).toBe(false);
    expect(growthOf(rows([1, 2, 3, 4, 5, 6, 7], (n) => 30 + n * n), "t").pass).toBe(false);
  });

  it("a flat first step (the fixed cost hiding the smallest sizes' difference) fails the old line, not the verdict", () => {
    // The chain as measured on 2026-11-26 (µs): 10 → 93, 20 → 103, then 2.1–2.2 µs per event.
    const g = growthOf([{ size: 10, t: 93 }, { size: 20, t: 103 }, { size: 40, t: 145 }, { size: 80, t: 234 }, { size: 160, t: 410 }], "t");
    expect(g.growth).toBeGreaterThan(1.5);
    expect(g.marginal).toBeLessThan(1.1);
    expect(g.pass).toBe(true);
  });
});
