/**
 * @module api/routes/import
 * POST /v1/import: a game log (Power.log as text/plain, HSReplay XML as application/xml) → the game as a snapshot in
 * the request format of /v1/resolve, entities named by their game ids (`e57`); `?at=actions` adds, for every player
 * action the log shows, the snapshot just before it and the action in our format. A body that is not a game log, or
 * is cut short, is a 400 `invalid_log` that says where; a body over the limit is a 413.
 */
import type { Context, Hono } from "hono";
import { importGameLog, ImportError } from "../../engine/hearthstone/import/index.js";
import { sendError } from "../errors.js";
import type { Routes } from "../contract.js";
import { loadQuerySchemas } from "../lazy.js";
import { on } from "../route.js";

/** A whole game's Power.log runs to a few MB; the import takes up to this much. */
export const MAX_IMPORT_BYTES = 8 * 1024 * 1024;

const ok = (value: unknown) => new Response(JSON.stringify(value), { headers: { "content-type": "application/json; charset=UTF-8" } });

function tooLarge(c: Context) {
  return sendError(c, 413, "body_too_large", `the body is larger than ${MAX_IMPORT_BYTES} bytes`, [{ path: "(body)", message: `limit ${MAX_IMPORT_BYTES} bytes for /v1/import` }]);
}

/** The format: the query's, else the Content-Type's, else what the body starts with. */
function formatOf(query: string | undefined, contentType: string, body: string): "power.log" | "hsreplay" {
  if (query === "power.log" || query === "hsreplay") return query;
  if (/\b(application|text)\/xml\b/i.test(contentType)) return "hsreplay";
  if (/\btext\/plain\b/i.test(contentType)) return "power.log";
  return body.trimStart().startsWith("<") ? "hsreplay" : "power.log";
}

export function importRoutes(app: Hono, routes: Routes): void {
  on(app, routes.import, async (c) => {
    const q = (await loadQuerySchemas()).ImportQuery.safeParse({ at: c.req.query("at"), format: c.req.query("format") });
    if (!q.success) {
      const issues = q.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
      return sendError(c, 400, "invalid_request", `${issues[0]!.path}: ${issues[0]!.message}`, issues);
    }
    if (Number(c.req.header("content-length") ?? "0") > MAX_IMPORT_BYTES) return tooLarge(c);
    let body: string;
    try {
      const buf = await c.req.arrayBuffer();
      if (buf.byteLength > MAX_IMPORT_BYTES) return tooLarge(c);
      body = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(buf);
    } catch {
      return sendError(c, 400, "invalid_log", "the body is not valid UTF-8", [{ path: "(body)", message: "not UTF-8" }]);
    }
    const format = formatOf(q.data.format, c.req.header("content-type") ?? "", body);
    try {
      return ok(importGameLog(body, { format, at: q.data.at ?? "end" }));
    } catch (e) {
      if (e instanceof ImportError) return sendError(c, 400, "invalid_log", e.message, [{ path: e.where ?? "(body)", message: e.message }]);
      throw e;
    }
  });
}
