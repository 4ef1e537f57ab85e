/**
 * @module hearthstone/cards/coverage
 * How much of the card data the engine implements, per set: collectible cards and how many of them the engine
 * knows everything about. `GET /v1/sets` serves it and `npm run cards:coverage` writes it to docs/cards.md, both
 * from this one function.
 */
import { allFacts } from "./facts.js";
import { builtInCard } from "./registry.js";
import { SET_NAMES } from "./set-names.js";

export interface SetCoverage {
  set: string;
  name: { enUS: string; zhCN: string };
  collectible: number;
  implemented: number;
  /** false for sets with no playable card of their own (hero skins, the placeholder reprint set): left out of totals. */
  counted: boolean;
}

let cache: SetCoverage[] | null = null;

/** Every set with collectible cards, in release order (sets the name table lacks come last, by code). */
export function coverageBySet(): readonly SetCoverage[] {
  if (cache) return cache;
  const by = new Map<string, SetCoverage>();
  for (const f of allFacts()) {
    if (!f.collectible) continue;
    let s = by.get(f.set);
    if (!s) {
      const n = SET_NAMES.find((x) => x.set === f.set);
      s = { set: f.set, name: { enUS: n?.enUS ?? f.set, zhCN: n?.zhCN ?? f.set }, collectible: 0, implemented: 0, counted: n?.counted ?? true };
      by.set(f.set, s);
    }
    s.collectible++;
    if (builtInCard(f.id)!.implemented) s.implemented++;
  }
  const rank = (set: string) => {
    const i = SET_NAMES.findIndex((x) => x.set === set);
    return i < 0 ? SET_NAMES.length : i;
  };
  return (cache = [...by.values()].sort((a, b) => rank(a.set) - rank(b.set) || a.set.localeCompare(b.set)));
}

/** Totals over the counted sets. */
export function coverageTotal(): { collectible: number; implemented: number } {
  let collectible = 0, implemented = 0;
  for (const s of coverageBySet()) {
    if (!s.counted) continue;
    collectible += s.collectible;
    implemented += s.implemented;
  }
  return { collectible, implemented };
}
