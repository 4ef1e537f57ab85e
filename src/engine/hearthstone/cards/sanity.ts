/**
 * @module hearthstone/cards/sanity
 * Checks on a client's card definitions that the schema cannot express: a definition that is well-formed but
 * means nothing under the rules is a 400 with the path into `cards`, before anything resolves.
 */
import { invalidRequest, type Issue } from "../../errors.js";
import type { CardDefinition } from "./format/index.js";

/** Paths of every `random` selector inside `v`. */
function randomPaths(v: unknown, path: string, out: string[]): string[] {
  if (Array.isArray(v)) v.forEach((x, i) => randomPaths(x, `${path}[${i}]`, out));
  else if (v && typeof v === "object") {
    for (const [k, x] of Object.entries(v)) {
      if (k === "random") out.push(`${path}.random`);
      randomPaths(x, `${path}.${k}`, out);
    }
  }
  return out;
}

/** The stats an amount reads that move with each stat an aura changes. */
const FEEDS: Record<"attack" | "health" | "cost", string[]> = {
  attack: ["attack"], health: ["health", "maxHealth", "missingHealth", "durability"], cost: ["cost", "playedCost"],
};

/** Paths of `stat` amounts inside `v` that read one of `stats`. */
function statPaths(v: unknown, path: string, stats: string[], out: string[]): string[] {
  if (Array.isArray(v)) v.forEach((x, i) => statPaths(x, `${path}[${i}]`, stats, out));
  else if (v && typeof v === "object") {
    const o = v as Record<string, unknown>;
    if (typeof o.stat === "string" && stats.includes(o.stat)) out.push(`${path}.stat`);
    for (const [k, x] of Object.entries(o)) statPaths(x, `${path}.${k}`, stats, out);
  }
  return out;
}

/** A GameTag name as the snapshot schema takes it (schema.ts): what a grant or card tag is written back as. */
const TAG_NAME = /^[A-Z][A-Z0-9_]*$/;

/** Grants and tag names that the snapshot could not take back (an output state must be valid input). */
function tagNames(v: unknown, path: string, out: Issue[]): void {
  if (Array.isArray(v)) v.forEach((x, i) => tagNames(x, `${path}[${i}]`, out));
  else if (v && typeof v === "object") {
    for (const [k, x] of Object.entries(v)) {
      if (k === "grants" && Array.isArray(x)) {
        x.forEach((g, n) => { if (typeof g !== "string" || !TAG_NAME.test(g)) out.push({ path: `${path}.grants[${n}]`, message: "a GameTag name in UPPER_SNAKE case, such as TAUNT" }); });
      } else if (k === "tags" && x && typeof x === "object" && !Array.isArray(x)) {
        for (const t of Object.keys(x)) if (!TAG_NAME.test(t)) out.push({ path: `${path}.tags.${t}`, message: "a GameTag name in UPPER_SNAKE case, starting with a letter" });
      } else tagNames(x, `${path}.${k}`, out);
    }
  }
}

export function checkDefinitions(defs: readonly CardDefinition[]): void {
  const issues: Issue[] = [];
  defs.forEach((d, i) => tagNames(d, `cards[${i}]`, issues));
  defs.forEach((d, i) => {
    // An aura is worked out again at every aura update (1.3, 4.2) and when a snapshot loads: it has no moment at
    // which to pick at random, and a random pick would make the same snapshot mean different boards.
    d.auras?.forEach((a, j) => {
      for (const path of randomPaths(a, `cards[${i}].auras[${j}]`, [])) {
        issues.push({ path, message: "an aura cannot pick at random: it is worked out again at every aura update" });
      }
      // An aura's amounts (and its `if`) are read again at every aura update, its own changes included: one that
      // reads a stat the aura changes (+Attack equal to an Attack, +Attack equal to the Health it raises) would
      // feed on itself, growing or flipping at each update.
      if (!("buff" in a)) return;
      const changed = (["attack", "health", "cost"] as const).filter((k) => a.buff[k] !== undefined || (k === "cost" && a.buff.setCost !== undefined));
      const fed = changed.flatMap((k) => FEEDS[k]);
      const read: [unknown, string][] = [[a.buff.attack, "buff.attack"], [a.buff.health, "buff.health"], [a.buff.cost, "buff.cost"], [a.if, "if"]];
      for (const [v, at] of read) {
        for (const path of statPaths(v, `cards[${i}].auras[${j}].${at}`, fed, [])) {
          issues.push({ path, message: `this aura changes ${changed.join(" and ")}, so its amounts cannot read ${fed.join(", ")}: it would feed on its own change at every aura update` });
        }
      }
    });
  });
  if (issues.length) throw invalidRequest(`${issues[0]!.path}: ${issues[0]!.message}`, issues);
}
