/**
 * The scaling benchmark's requests (bench/scaling.mjs, issue 13 target 5) stay valid and measure what they say: every
 * size resolves, and the size of each dimension shows in the result (minions, hand, deck, actions, chain length).
 */
import { describe, expect, it } from "vitest";
// @ts-expect-error a plain ES module without types
import { DIMENSIONS } from "../../bench/scaling.mjs";
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
