/**
 * @module engine/validate
 * Schema validation with readable issues: each problem with its path in the body
 * ("state.players[0].board[2].card") and a message; for a union, the branch that got furthest.
 */
import type { z } from "zod";
import { EngineError, type Issue } from "./errors.js";

/** "state.players[0].board[2].card" from zod's path. */
export function formatPath(path: readonly PropertyKey[]): string {
  let s = "";
  for (let i = 0; i < path.length; i++) { const p = path[i]!; s += typeof p === "number" ? `[${p}]` : s ? `.${String(p)}` : String(p); }
  return s || "(body)";
}

/** Edit distance (insert, delete, substitute one character), case-insensitive. */
function distance(a: string, b: string): number {
  a = a.toLowerCase();
  b = b.toLowerCase();
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = row;
  }
  return prev[b.length]!;
}

/** The option closest to `input` when it is close enough to be a typo of it ("enemy-minionz" → "enemy-minions"). */
export function didYouMean(input: string, options: readonly string[]): string | undefined {
  let best: string | undefined, bestD = Infinity;
  for (let i = 0; i < options.length; i++) {
    const o = options[i]!;
    const d = distance(input, o);
    if (d < bestD) (best = o), (bestD = d);
  }
  return best !== undefined && bestD <= Math.max(1, Math.floor(Math.min(input.length, best.length) / 3)) ? best : undefined;
}

/** "unknown value 'x'; did you mean 'y'? (expected one of 'a' | 'b')" for a string that is not one of the allowed ones. */
function unknownValue(input: string, options: readonly string[]): string {
  const guess = didYouMean(input, options);
  const list = options.map((o) => `'${o}'`).join(" | ");
  return `unknown value '${input}'${guess !== undefined ? `; did you mean '${guess}'?` : ""} (expected one of ${list})`;
}

/** The string values an enum-like issue allows (a literal or enum, or several of them in a union), else null. */
function allowedStrings(i: z.core.$ZodIssue): string[] | null {
  if (i.code === "invalid_value") return i.values.every((v) => typeof v === "string") ? (i.values as string[]) : null;
  if (i.code === "invalid_union" && i.errors.length > 0) {
    const out: string[] = [];
    for (const branch of i.errors) for (let j = 0; j < branch.length; j++) { const x = branch[j]!; if (x.path.length === 0) out.push(...(allowedStrings(x) ?? [])); }
    return out.length ? [...new Set(out)] : null;
  }
  return null;
}

export function zodIssues(issues: readonly z.core.$ZodIssue[], prefix: readonly PropertyKey[] = []): Issue[] {
  const out: Issue[] = [];
  for (let j = 0; j < issues.length; j++) {
    const i = issues[j]!;
    const path = [...prefix, ...i.path];
    if (i.code === "invalid_union" && i.errors.length > 0) {
      const depth = (list: readonly z.core.$ZodIssue[]) => Math.max(0, ...list.map((x) => x.path.length + (x.code === "invalid_union" ? 1 : 0)));
      const best = [...i.errors].sort((a, b) => depth(b) - depth(a) || a.length - b.length)[0]!;
      if (depth(best) > 0) {
        out.push(...zodIssues(best, path));
        continue;
      }
    }
    let message = i.code === "unrecognized_keys" ? `unknown field${i.keys.length > 1 ? "s" : ""}: ${i.keys.join(", ")}` : i.message;
    // A string that is not one of the allowed values (a selector, an effect or action type, a trigger, a locale …).
    const input = (i as { input?: unknown }).input;
    const allowed = allowedStrings(i);
    if (typeof input === "string" && allowed) message = unknownValue(input, allowed);
    else if (i.code === "invalid_union" && i.errors.length === 0 && "discriminator" in i && Array.isArray((i as { options?: unknown }).options)) {
      // A discriminated union ({ type: "damag" }): zod reports the object; the value is its discriminator field.
      const value = input && typeof input === "object" ? (input as Record<string, unknown>)[String(i.discriminator)] : undefined;
      const options = ((i as { options: unknown[] }).options).filter((o): o is string => typeof o === "string");
      if (typeof value === "string" && options.length) message = unknownValue(value, options);
    }
    out.push({ path: formatPath(path), message });
  }
  return out;
}

/** How deep JSON may nest: far beyond any real snapshot or card definition, well short of the recursive schemas' stack. */
export const MAX_DEPTH = 64;

/**
 * The path of the first value nested deeper than MAX_DEPTH, or null. The recursion stops at MAX_DEPTH + 1,
 * so any body is safe to check, and it allocates nothing on the way down.
 */
export function tooDeep(body: unknown): PropertyKey[] | null {
  const path: PropertyKey[] = [];
  const walk = (v: unknown, depth: number): boolean => {
    if (depth > MAX_DEPTH) return true;
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) if (typeof v[i] === "object" && walk(v[i], depth + 1)) return path.push(i), true;
    } else if (v && typeof v === "object") {
      for (const k in v) {
        const x = (v as Record<string, unknown>)[k];
        if (typeof x === "object" && walk(x, depth + 1)) return path.push(k), true;
      }
    }
    return false;
  };
  return walk(body, 0) ? path.reverse() : null;
}

/** Parse `body` with `schema`, or throw invalid_request listing every problem. */
export function validate<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const deep = tooDeep(body);
  if (deep) {
    const path = formatPath(deep);
    throw new EngineError("invalid_request", `${path}: nested deeper than ${MAX_DEPTH} levels`, [{ path, message: `nested deeper than ${MAX_DEPTH} levels` }]);
  }
  const r = schema.safeParse(body, { reportInput: true }); // the input on each issue, for "did you mean"
  if (r.success) return r.data;
  const list = zodIssues(r.error.issues);
  const first = list[0];
  throw new EngineError("invalid_request", first ? `${first.path}: ${first.message}` + (list.length > 1 ? ` (and ${list.length - 1} more)` : "") : "invalid request", list);
}
