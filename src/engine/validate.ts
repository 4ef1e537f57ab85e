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
  for (const p of path) s += typeof p === "number" ? `[${p}]` : s ? `.${String(p)}` : String(p);
  return s || "(body)";
}

export function zodIssues(issues: readonly z.core.$ZodIssue[], prefix: readonly PropertyKey[] = []): Issue[] {
  const out: Issue[] = [];
  for (const i of issues) {
    const path = [...prefix, ...i.path];
    if (i.code === "invalid_union" && i.errors.length > 0) {
      const depth = (list: readonly z.core.$ZodIssue[]) => Math.max(0, ...list.map((x) => x.path.length + (x.code === "invalid_union" ? 1 : 0)));
      const best = [...i.errors].sort((a, b) => depth(b) - depth(a) || a.length - b.length)[0]!;
      if (depth(best) > 0) {
        out.push(...zodIssues(best, path));
        continue;
      }
    }
    const message = i.code === "unrecognized_keys" ? `unknown field${i.keys.length > 1 ? "s" : ""}: ${i.keys.join(", ")}` : i.message;
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
  const r = schema.safeParse(body);
  if (r.success) return r.data;
  const list = zodIssues(r.error.issues);
  const first = list[0];
  throw new EngineError("invalid_request", first ? `${first.path}: ${first.message}` + (list.length > 1 ? ` (and ${list.length - 1} more)` : "") : "invalid request", list);
}
