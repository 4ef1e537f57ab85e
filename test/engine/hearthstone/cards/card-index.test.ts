/**
 * The library's index (sets/index.gen.ts): the registry builds a set part only when one of its cards is looked up, and
 * finds the part in this index, so it must be exactly what scripts/gen-card-index.mjs makes of the parts as they are.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { allFacts } from "../../../../src/engine/hearthstone/cards/facts.js";
import { builtInDefinition, builtInDefinitions, definedPrinting, hasBuiltInDefinition } from "../../../../src/engine/hearthstone/cards/registry.js";
import { allBuiltIn, cardIndexFile, PARTS, setPart } from "../../../../src/engine/hearthstone/cards/sets/index.js";
import * as library from "../../../../src/engine/hearthstone/cards/sets/library.js";

const GEN = join(__dirname, "..", "..", "..", "..", "src", "engine", "hearthstone", "cards", "sets", "index.gen.ts");

describe("the card library's index", () => {
  it("index.gen.ts is up to date with the set modules and the card data (run `npm run cards:index`)", () => {
    expect(cardIndexFile() === readFileSync(GEN, "utf8"), "sets/index.gen.ts is stale (a definition added or moved, or the card data regenerated): run npm run cards:index").toBe(true);
  });

  it("finds every definition, the same object the whole library holds, and nothing else", () => {
    const all = builtInDefinitions();
    expect(all.size).toBe(allBuiltIn().length);
    for (const [id, def] of all) {
      expect(hasBuiltInDefinition(id), id).toBe(true);
      expect(builtInDefinition(id), id).toBe(def);
    }
    for (const id of ["CS2_231x", "EX1_007e_nope", "", "CORE_EX1_007"]) expect(hasBuiltInDefinition(id) === all.has(id), id).toBe(true);
  });

  it("names, for each group of printings, its first defined printing in the library's order (as the card data gives it)", () => {
    const defs = builtInDefinitions(), order = [...defs.keys()];
    const expected = new Map<string, string>();
    for (const f of allFacts()) {
      if (!f.sameAs || !defs.has(f.id)) continue;
      const had = expected.get(f.sameAs);
      if (had === undefined || order.indexOf(f.id) < order.indexOf(had)) expected.set(f.sameAs, f.id);
    }
    expect(expected.size).toBeGreaterThan(10);
    for (const f of allFacts()) expect(definedPrinting(f.sameAs ?? f.id), f.id).toBe(expected.get(f.sameAs ?? f.id));
  });

  it("the engine's parts (parsed from JSON) are the set modules' definitions exactly (no undefined, -0, NaN, function …)", () => {
    const exact = (v: unknown, path: string): void => {
      if (v === null || typeof v === "string" || typeof v === "boolean") return;
      if (typeof v === "number") { expect(Number.isFinite(v) && !Object.is(v, -0), path).toBe(true); return; }
      expect(typeof v === "object" && [Object.prototype, Array.prototype].includes(Object.getPrototypeOf(v)), path).toBe(true);
      for (const [k, x] of Object.entries(v as object)) exact(x, `${path}.${k}`);
    };
    expect(library.allBuiltIn().length).toBe(allBuiltIn().length);
    for (let i = 0; i < PARTS.length; i++) {
      exact(setPart(i), `part ${i}`);
      expect(library.setPart(i), `part ${i}`).toStrictEqual(setPart(i));
    }
  });

  it("builds each part once (the same objects on every call)", () => {
    for (let i = 0; i < PARTS.length; i++) expect(setPart(i)).toBe(setPart(i));
    for (let i = 0; i < PARTS.length; i++) expect(library.setPart(i)).toBe(library.setPart(i));
  });
});
