/**
 * Every implemented card has a behaviour test (test/support/cards.ts), in the file of its set:
 *   - a collectible card with rules text: `cardCase("<id>"` or `describeCard("<id>"` in test/cards/<set>….test.ts, where
 *     <set> is the card's set in lower case. A reprint that plays with another printing's definition (`sameAs`, or the
 *     group's defined printing when the canonical one has none) is covered by that printing's tests, in that printing's set.
 *   - a collectible card whose text is only keywords is covered by test/cards/keyword-cards.test.ts, which plays every one.
 *   - the basic hero powers, like collectible cards.
 * Tokens, enchantments and other non-collectible cards are exercised through the cards that make them.
 *
 * test/cards/untested-cards.txt lists implemented cards still waiting for their behaviour test (one id per line, `#`
 * comments). It may only shrink: a listed card that has a test, or that is not an implemented card, fails the lint.
 * The Classic card issue is done when the list is empty.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { allFacts, factsById } from "../../src/engine/hearthstone/cards/facts.js";
import { builtInCard, definitionSource } from "../../src/engine/hearthstone/cards/registry.js";

const DIR = join(__dirname);

/** Implemented cards still waiting for a behaviour test. */
function pending(): Set<string> {
  const text = readFileSync(join(DIR, "untested-cards.txt"), "utf8");
  return new Set(text.split("\n").map((l) => l.replace(/#.*/, "").trim()).filter(Boolean));
}

/** Card ids with tests, and the file each is in. */
export function testedCards(): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const f of readdirSync(DIR)) {
    if (!f.endsWith(".test.ts") || f === "coverage-lint.test.ts") continue;
    const src = readFileSync(join(DIR, f), "utf8");
    for (const m of src.matchAll(/\b(?:cardCase|describeCard)\(\s*"([^"]+)"/g)) {
      const list = out.get(m[1]!) ?? [];
      list.push(f);
      out.set(m[1]!, list);
    }
  }
  return out;
}

/** The card whose tests cover this one: itself, or the printing it plays as. */
function coveredBy(id: string): string {
  return definitionSource(id) ?? factsById(id)!.sameAs ?? id;
}

const setFile = (set: string) => new RegExp(`^${set.toLowerCase()}([.-][a-z0-9-]+)*\\.test\\.ts$`);

describe("coverage lint", () => {
  const tested = testedCards();
  const waiting = pending();

  it("every implemented collectible card with rules text has a behaviour test, in its set's file", () => {
    const missing: string[] = [];
    const misplaced: string[] = [];
    let checked = 0;
    for (const f of allFacts()) {
      if (!f.collectible || f.textKind !== 2 || f.set === "HERO_SKINS") continue;
      if (!builtInCard(f.id)!.implemented) continue;
      checked++;
      const by = coveredBy(f.id);
      const files = tested.get(by);
      if (!files) {
        if (waiting.has(by)) continue;
        missing.push(`${f.set} ${f.id} ${f.name.enUS}${by !== f.id ? ` (plays as ${by})` : ""}`);
        continue;
      }
      const set = factsById(by)!.set;
      if (!files.some((file) => setFile(set).test(file))) misplaced.push(`${by} is tested in ${files.join(", ")}, not in test/cards/${set.toLowerCase()}….test.ts`);
    }
    console.log(`coverage lint: ${checked} implemented collectible cards with rules text; ${waiting.size} cards listed in untested-cards.txt`);
    expect(missing).toEqual([]);
    expect(misplaced).toEqual([]);
  });

  it("untested-cards.txt only lists implemented cards that still have no test (it only shrinks)", () => {
    const stale: string[] = [];
    for (const id of waiting) {
      const f = factsById(id);
      if (!f) stale.push(`${id} is not a card`);
      else if (!builtInCard(id)!.implemented) stale.push(`${id} is not implemented`);
      else if (coveredBy(id) !== id) stale.push(`${id} plays as ${coveredBy(id)}: list that card instead`);
      else if (tested.has(id)) stale.push(`${id} has a test now: remove it from the list`);
    }
    expect(stale).toEqual([]);
  });

  it("every test names a real card, and its own id (not a reprint that plays as another)", () => {
    const wrong: string[] = [];
    for (const [id, files] of tested) {
      const f = factsById(id);
      if (!f) wrong.push(`${id} (in ${files.join(", ")}) is not a card`);
      else if (!builtInCard(id)!.implemented) wrong.push(`${id} (in ${files.join(", ")}) is not implemented`);
    }
    expect(wrong).toEqual([]);
  });
});
