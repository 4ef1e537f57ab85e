/**
 * @module api/errors
 * The error contract: every error is JSON `{ error: { code, message, issues[] } }` with a 4xx status.
 * 400 bad JSON or schema, 404 unknown card or route, 409 illegal action, 413 body too large,
 * 422 unimplemented card or step budget exceeded (with the partial trace).
 */
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";
import { EngineError, type EngineErrorCode, type Issue } from "../engine/index.js";

const STATUS: Record<EngineErrorCode, ContentfulStatusCode> = {
  invalid_request: 400,
  unknown_card: 404,
  illegal_action: 409,
  unimplemented_card: 422,
  step_budget_exceeded: 422,
};

export function errorBody(code: string, message: string, issues: Issue[] = [], extra: Record<string, unknown> = {}) {
  const { trace, ...rest } = extra;
  return { error: { code, message, issues, ...rest }, ...(trace ? { trace } : {}) };
}

export function sendError(c: Context, status: ContentfulStatusCode, code: string, message: string, issues: Issue[] = [], extra: Record<string, unknown> = {}) {
  return c.json(errorBody(code, message, issues, extra), status);
}

export function sendEngineError(c: Context, e: EngineError) {
  return sendError(c, STATUS[e.code], e.code, e.message, e.issues, e.detail);
}

/** "state.players[0].board[2].card" from zod's path. */
export function formatPath(path: readonly PropertyKey[]): string {
  let s = "";
  for (const p of path) s += typeof p === "number" ? `[${p}]` : s ? `.${String(p)}` : String(p);
  return s || "(body)";
}

/** Flatten zod issues; for a union, report the branch that got furthest (its nested issues say what is wrong). */
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
    let message = i.message;
    if (i.code === "unrecognized_keys") message = `unknown field${i.keys.length > 1 ? "s" : ""}: ${i.keys.join(", ")}`;
    out.push({ path: formatPath(path), message });
  }
  return out;
}

export function sendSchemaError(c: Context, issues: readonly z.core.$ZodIssue[]) {
  const list = zodIssues(issues);
  const first = list[0];
  return sendError(c, 400, "invalid_request", first ? `${first.path}: ${first.message}` + (list.length > 1 ? ` (and ${list.length - 1} more)` : "") : "invalid request", list);
}

export { EngineError };
