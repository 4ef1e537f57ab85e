/**
 * @module api/errors
 * The error contract: every error is JSON `{ error: { code, message, issues[] } }` with a 4xx status.
 * 400 bad JSON or schema, 404 unknown card or route, 405 wrong method, 409 illegal action, 413 body too large,
 * 422 unimplemented card or step budget exceeded (with the partial trace).
 * It is also an RFC 9457 problem (`application/problem+json`): `type` (a link to the code's explanation at
 * /docs/errors), `title`, `status` and `detail` sit beside `error`, which existing clients keep reading.
 */
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { EngineError, EngineErrorCode, Issue } from "../engine/errors.js";

const STATUS: Record<EngineErrorCode, ContentfulStatusCode> = {
  invalid_request: 400,
  unknown_card: 404,
  illegal_action: 409,
  unimplemented_card: 422,
  step_budget_exceeded: 422,
};

/** Every error code: its status, RFC 9457 `title` and the explanation /docs/errors gives. */
export const ERROR_CODES: Record<string, { status: number; title: string; explanation: string }> = {
  invalid_json: { status: 400, title: "The body is not JSON", explanation: "The body is not valid UTF-8 JSON, or it is JSON but not an object. `issues[0].message` says where parsing stopped." },
  invalid_request: { status: 400, title: "The request breaks the schema", explanation: "Each issue names the path of one problem in the body (`state.players[0].board[2].card`) and what was expected there; an unknown value of a fixed set (an action or effect type, a selector, a trigger, a locale) says which one was probably meant." },
  invalid_log: { status: 400, title: "Not a game log", explanation: "POST /v1/import: the body is not a Power.log or HSReplay XML of a game (no CREATE_GAME, no players), or it is cut short (a last line or entity truncated). `issues[0].path` says where: `line 1234` of a Power.log, or the XML element." },
  unknown_card: { status: 404, title: "Unknown card", explanation: "No card has that id, dbfId or name. `closeMatches` lists, per path in the request, the cards whose names are closest." },
  not_found: { status: 404, title: "No such route", explanation: "No endpoint has that path; the endpoints are listed at /docs and /openapi.json." },
  method_not_allowed: { status: 405, title: "Method not allowed", explanation: "The path exists but does not take that method; the `Allow` header lists the ones it takes." },
  illegal_action: { status: 409, title: "Illegal action", explanation: "The action cannot be taken in that state (not enough mana, exhausted, Taunt in the way, no valid target …); the issue's path is the action's." },
  body_too_large: { status: 413, title: "Body too large", explanation: "The body is larger than the limit (256 KiB; 8 MiB for a game log posted to /v1/import)." },
  unimplemented_card: { status: 422, title: "Card not implemented", explanation: "A card the request names has rules text the engine does not implement yet; it is refused rather than played as a vanilla card. Coverage per set is at /v1/sets." },
  step_budget_exceeded: { status: 422, title: "Step budget exceeded", explanation: "The resolution ran past the engine's step budget (an infinite loop, or a chain too long); the partial `trace` shows where." },
  internal_error: { status: 500, title: "Internal error", explanation: "The engine failed unexpectedly: a bug. Please report the request body." },
};

/** The problem `type` of a code: its anchor on the error page (a URI relative to the API's origin). */
export const problemType = (code: string) => `/docs/errors#${code}`;

export function errorBody(code: string, message: string, issues: Issue[] = [], extra: Record<string, unknown> = {}, status?: number) {
  const { trace, ...rest } = extra;
  const known = ERROR_CODES[code];
  return {
    type: problemType(code),
    title: known?.title ?? code,
    status: status ?? known?.status ?? 400,
    detail: message,
    error: { code, message, issues, ...rest },
    ...(trace ? { trace } : {}),
  };
}

/** The RFC 9457 media type; a JSON type (`+json`), so a client reading JSON reads it as before. */
export const PROBLEM_JSON = "application/problem+json";

export function sendError(c: Context, status: ContentfulStatusCode, code: string, message: string, issues: Issue[] = [], extra: Record<string, unknown> = {}) {
  return c.body(JSON.stringify(errorBody(code, message, issues, extra, status)), status, { "Content-Type": PROBLEM_JSON });
}

/** GET /docs/errors: each code's anchor, status, title and explanation (what a problem's `type` links to). */
export function errorsPage(): string {
  const esc = (t: string) => t.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  const code = (t: string) => esc(t).replace(/`([^`]+)`/g, "<code>$1</code>");
  const rows = Object.entries(ERROR_CODES)
    .map(([k, v]) => `<section id="${k}"><h2><a href="#${k}">${k}</a> <small>${v.status} · ${esc(v.title)}</small></h2><p>${code(v.explanation)}</p></section>`)
    .join("\n");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Errors · Hearthstone rules engine</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:46rem;margin:2rem auto;padding:0 1rem}small{color:#666;font-weight:normal}code{background:#f2f2f2;padding:0 .2em}</style></head>
<body><h1>Errors</h1><p>Every error is <code>application/problem+json</code> (RFC 9457): <code>type</code> (a link here), <code>title</code>, <code>status</code>, <code>detail</code>,
and the <code>error</code> object <code>{ code, message, issues: [{ path, message }] }</code> with any detail of its code.</p>
${rows}</body></html>`;
}

export function sendEngineError(c: Context, e: EngineError) {
  return sendError(c, STATUS[e.code], e.code, e.message, e.issues, e.detail);
}

