/**
 * Real games (issue 15, item 5): Power.logs of real games (test/fixtures/power-logs, CC0) imported with at=actions;
 * for every player action whose cards the engine implements and whose outcome is not random, the engine's result (which
 * entities remain in play, their Attack and Health, the heroes' Health and Armor) equals what the log shows next.
 * Actions whose outcome turns on what the log hides (an opponent's secret, a card played that stays hidden) are
 * counted apart.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { importGameLog } from "../../../../src/engine/hearthstone/import/index.js";
import { compareActions, games, type Comparison } from "../../../support/real-games.js";

const DIR = join(__dirname, "..", "..", "..", "fixtures", "power-logs");

const FIXTURES = [
  { file: "warrior-vs-innkeeper.power.log.gz", games: 1, agree: 15 },
  { file: "shifter-zerus.power.log.gz", games: 1, agree: 76 },
  { file: "chogall.power.log.gz", games: 2, agree: 57 },
];

describe("real games: the engine agrees with the log", () => {
  for (const f of FIXTURES) {
    it(f.file, () => {
      const text = gunzipSync(readFileSync(join(DIR, f.file))).toString("utf8");
      const gs = games(text);
      expect(gs).toHaveLength(f.games);
      const all: Comparison[] = [];
      for (const g of gs) {
        const r = importGameLog(g, { format: "power.log", at: "actions" });
        all.push(...compareActions(r.actions!, r.state));
      }
      const count: Record<string, number> = {};
      for (const c of all) {
        count[c.status] = (count[c.status] ?? 0) + 1;
      }
      const bad = all.filter((c) => c.status === "disagree" || c.status === "refused");
      expect(bad.map((c) => `#${c.index} turn ${c.turn} ${JSON.stringify(c.action)}: ${c.detail}`)).toEqual([]);
      expect(count.agree).toBe(f.agree);
      console.log(`${f.file}: ${all.length} actions, ${JSON.stringify(count)}`);
    });
  }
});
