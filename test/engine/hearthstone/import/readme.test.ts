/**
 * The README's "For deck trackers" example, run as written: the Power.log excerpt posted to /v1/import, then its state
 * with the action the jq line adds posted to /v1/resolve; the log must be the one the README shows.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { app } from "../../../../src/api/app.js";

const README = readFileSync(join(__dirname, "..", "..", "..", "..", "README.md"), "utf8");
const section = README.slice(README.indexOf("## For deck trackers"), README.indexOf("## How the engine reads like the rulebook"));

describe("README: For deck trackers", () => {
  it("the import example answers as the README says", async () => {
    const log = /<<'LOG'\n([\s\S]*?)\nLOG\n/.exec(section)![1]!;
    const jq = /jq '(\{[^']*\})' game\.json/.exec(section)![1]!;
    const shown = JSON.parse(/\| jq -c \.log\n# (\[.*\])\n/.exec(section)![1]!);
    const imported = await app.request("/v1/import", { method: "POST", headers: { "content-type": "text/plain" }, body: log });
    expect(imported.status).toBe(200);
    const game = await imported.json() as { state: unknown; skipped: unknown; cosmetics: unknown };
    // The jq program: { seed: 1, state: .state, actions: [...] } (keys unquoted, as jq takes them).
    const actions = JSON.parse(/actions: (\[.*\]) \}$/.exec(jq)![1]!.replace(/(\w+):/g, '"$1":'));
    const seed = Number(/seed: (\d+)/.exec(jq)![1]);
    const resolved = await app.request("/v1/resolve", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ seed, state: game.state, actions }) });
    expect(resolved.status).toBe(200);
    expect((await resolved.json() as { log: string[] }).log).toEqual(shown);
    expect(game.skipped).toEqual([{ id: 30, card: "PET_042", reason: "cosmetic: takes no part in the rules" }]);
    expect(game.cosmetics).toEqual([{ id: 6, from: "HERO_01a", to: "HERO_01" }, { id: 7, from: "CS2_102_H1", to: "CS2_102" }]);
    const p2 = (game.state as { players: { hand: unknown[]; board: { tags?: Record<string, number> }[] }[] }).players[1]!;
    expect(p2.hand).toEqual([{ card: null, id: 21, ref: "e21" }, { card: null, id: 22, ref: "e22" }]);
    expect(p2.board[0]!.tags?.DIVINE_SHIELD).toBe(0);
  });
});
