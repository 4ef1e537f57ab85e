/**
 * The engine's layers import downward only (issue: one import circle of 47 files ran rules -> effects -> actions ->
 * context -> rules). Every import, type-only ones included, must go to the same layer or a lower one:
 *   model    cards/ (format, facts, registry, library), types, schema (and snapshot-schema), locate, words
 *   state    game, stats, context
 *   rules    rules/            the rulebook's machinery; reaches effect handlers through ctx.runEffects
 *   effects  effects/          one handler per effect type
 *   actions  actions/          player and scenario actions
 *   top      snapshot/, log, options, index
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(__dirname, "../../../src/engine/hearthstone");
const LAYERS = ["model", "state", "rules", "effects", "actions", "top"] as const;

function layerOf(file: string): (typeof LAYERS)[number] {
  const rel = relative(ROOT, file).replaceAll("\\", "/");
  if (rel.startsWith("cards/") || ["types.ts", "schema.ts", "snapshot-schema.ts", "locate.ts", "words.ts"].includes(rel)) return "model";
  if (["game.ts", "stats.ts", "context.ts"].includes(rel)) return "state";
  if (rel.startsWith("rules/")) return "rules";
  if (rel.startsWith("effects/")) return "effects";
  if (rel.startsWith("actions/")) return "actions";
  return "top";
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? files(p) : p.endsWith(".ts") ? [p] : [];
  });
}

describe("engine layers", () => {
  it("every import inside src/engine/hearthstone goes to the same layer or a lower one", () => {
    const upward: string[] = [];
    let checked = 0;
    for (const f of files(ROOT)) {
      const src = readFileSync(f, "utf8");
      for (const m of src.matchAll(/^\s*(?:import|export)\s[^;]*?from\s+"(\.[^"]+)"/gm)) {
        const target = resolve(dirname(f), m[1]!.replace(/\.js$/, ".ts"));
        if (!target.startsWith(ROOT)) continue; // engine-wide pieces (trace, rng, errors) are below every layer
        checked++;
        const from = LAYERS.indexOf(layerOf(f)), to = LAYERS.indexOf(layerOf(target));
        if (to > from) upward.push(`${relative(ROOT, f)} (${LAYERS[from]}) imports ${relative(ROOT, target)} (${LAYERS[to]})`);
      }
    }
    expect(checked).toBeGreaterThan(300);
    expect(upward).toEqual([]);
  });
});
