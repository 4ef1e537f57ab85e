import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { run } from "../../support/engine.js";

const CASES = join(__dirname, "..", "..", "..", "..", "shared", "conformance", "cases");

describe("determinism", () => {
  it("the same body and seed give byte-identical results, for every conformance request", () => {
    for (const f of readdirSync(CASES)) {
      const c = JSON.parse(readFileSync(join(CASES, f), "utf8"));
      if (c.expect.some((e: { status?: number }) => e.status !== undefined && e.status !== 200)) continue;
      expect(JSON.stringify(run(c.request)), f).toBe(JSON.stringify(run(c.request)));
    }
  });

  it("requests do not leak into each other: a client card defined in one request is unknown in the next", () => {
    const mine = { seed: 1, cards: [{ id: "T_PRIVATE", type: "MINION", cost: 1, attack: 1, health: 1 }], state: { players: [{ board: [{ card: "T_PRIVATE" }] }, {}] }, actions: [{ type: "endTurn" }] };
    expect(run(mine).state.players[0].board[0]!.card).toBe("T_PRIVATE");
    const { cards: _cards, ...without } = mine;
    expect(() => run(without)).toThrow(/T_PRIVATE/);
  });
});
