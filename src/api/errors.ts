/**
 * @module api/errors
 * The error contract: every error is JSON `{ error: { code, message, issues[] } }` with a 4xx status.
 * 400 bad JSON or schema, 404 unknown card or route, 409 illegal action, 413 body too large,
 * 422 unimplemented card or step budget exceeded (with the partial trace).
 */
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
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

