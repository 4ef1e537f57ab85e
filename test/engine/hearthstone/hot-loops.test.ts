/**
 * The engine's hot files keep no `for…of` and no array destructuring (issue 13, target 3's allocation; bench/README.md,
 * w10/hot and w11/hot). Code V8 has not optimized yet — every function for its first few thousand calls, and again after
 * a full collection deoptimizes it — makes an iterator and a `{ value, done }` result object per step of a `for…of`
 * (over an array, a Map, a Set, `.entries()`), and per element of an array destructuring (`const [a, b] = pair`,
 * `for (const [k, v] of …)`, `([id]) => …`). TurboFan removes them once it compiles the function, but a Worker answers
 * most requests before that; over the engine's loops this was about 10 KiB per resolve of target 3's figure.
 *
 * Checked: every .ts file under src/engine/hearthstone/, plus the trace builder and the random numbers, except the
 * short list below (each with why it is cold). A finding names file:line and the rewrite.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = join(__dirname, "..", "..", "..");
const CHECKED = ["src/engine/hearthstone", "src/engine/trace.ts", "src/engine/rng.ts"];

/** Not checked, and why (keep it short: a path here is code that does not run on a request's common path). */
const COLD: Record<string, string> = {
  // The library: definitions (data), their compilation (once per card, then cached) and the library's own lints.
  "src/engine/hearthstone/cards/": "card definitions and the library, compiled once per card and cached",
  // The /v1/import endpoints (a replay or log turned into a snapshot), not /v1/resolve.
  "src/engine/hearthstone/import/": "the import endpoints, not the resolve path",
  // Deck codes and deck lists, expanded once per request that gives one, before the game starts.
  "src/engine/hearthstone/decks.ts": "deck codes, expanded once before the game starts",
};

function files(path: string): string[] {
  if (statSync(path).isFile()) return path.endsWith(".ts") && !path.endsWith(".d.ts") ? [path] : [];
  return readdirSync(path).flatMap((n) => files(join(path, n)));
}

interface Finding {
  at: string;
  what: string;
}

/** The `for…of` loops and array destructurings of one file. */
export function findAllocatingLoops(file: string, text: string): Finding[] {
  const src = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  const out: Finding[] = [];
  const at = (n: ts.Node) => `${file}:${src.getLineAndCharacterOfPosition(n.getStart(src)).line + 1}`;
  const visit = (n: ts.Node): void => {
    if (ts.isForOfStatement(n)) {
      out.push({ at: at(n), what: "for…of: loop by index (for (let i = 0; i < list.length; i++) { const x = list[i]!; … }); a Map or Set by .forEach" });
    } else if (ts.isArrayBindingPattern(n)) {
      out.push({ at: at(n), what: "array destructuring: read the elements by index (const a = pair[0], b = pair[1])" });
    }
    ts.forEachChild(n, visit);
  };
  visit(src);
  return out;
}

describe("hot engine files", () => {
  it("have no for…of and no array destructuring (code not yet optimized allocates per step)", () => {
    const all = CHECKED.flatMap((p) => files(join(ROOT, p))).map((f) => relative(ROOT, f).split("\\").join("/"));
    const checked = all.filter((f) => !Object.keys(COLD).some((c) => (c.endsWith("/") ? f.startsWith(c) : f === c)));
    expect(checked.length).toBeGreaterThan(100);
    const found = checked.flatMap((f) => findAllocatingLoops(f, readFileSync(join(ROOT, f), "utf8")));
    expect(found.map((x) => `${x.at}: ${x.what}`), "rewrite these (or, for code that never runs on a request's common path, add it to COLD with why)").toEqual([]);
  });

  it("the check finds what it is for", () => {
    const text = "for (const x of xs) f(x);\nconst [a, b] = pair;\nfor (const [k, v] of m) g(k, v);\nxs.map(([id]) => id);\nfor (let i = 0; i < xs.length; i++) f(xs[i]);\n";
    expect(findAllocatingLoops("t.ts", text).map((x) => x.at)).toEqual(["t.ts:1", "t.ts:2", "t.ts:3", "t.ts:3", "t.ts:4"]);
  });

  it("every cold path exists", () => {
    for (const p of Object.keys(COLD)) expect(statSync(join(ROOT, p)), p).toBeTruthy();
  });
});
