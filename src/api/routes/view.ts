/**
 * @module api/routes/view
 * GET /view?s=<base64url body>&lang= and its permalink GET /view/<s>: the embeddable HTML page of a resolution
 * (../view.ts). Bad input answers a readable HTML error page with the status the API would give the same body.
 */
import type { Context, Hono } from "hono";
import { EngineError } from "../../engine/errors.js";
import { resolveHearthstone as resolve } from "../../engine/hearthstone/index.js";
import type { ResolveRequest } from "../../engine/hearthstone/schema.js";
import { validate } from "../../engine/validate.js";
import { checkRequest } from "../../engine/hearthstone/request-check.js";
import { ERROR_CODES } from "../errors.js";
import { hearthstoneSchema } from "../lazy.js";
import type { Routes } from "../contract.js";
import { on } from "../route.js";
import { decodeViewParam, encodeViewParam, parseLang, renderView, renderViewError, viewCsp, ViewInputError, type ViewLang } from "../view.js";

async function html(body: string, status: number, cache: boolean): Promise<Response> {
  return new Response(body, {
    status,
    headers: {
      "content-type": "text/html; charset=UTF-8",
      "content-security-policy": await viewCsp(),
      "x-content-type-options": "nosniff",
      "cache-control": cache ? "public, max-age=3600" : "no-store",
    },
  });
}

async function view(c: Context, s: string | undefined, self: string): Promise<Response> {
  const langParam = c.req.query("lang");
  let lang: ViewLang = langParam === "zhCN" ? "zhCN" : "enUS"; // the error page's language until the body says more
  try {
    lang = parseLang(langParam, undefined);
    const text = await decodeViewParam(s);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (e) {
      const message = e instanceof Error ? e.message : "not JSON";
      throw new ViewInputError(400, "invalid_json", `the body in s is not valid JSON: ${message}`, [{ path: "s", message }]);
    }
    const req = (checkRequest("ResolveRequest", json) ?? validate(await hearthstoneSchema("ResolveRequest", json), json)) as ResolveRequest;
    lang = parseLang(langParam, req.locale);
    const result = resolve({ ...req, locale: lang });
    const before = resolve({ ...req, actions: [] }).state;
    const permalink = `/view/${await encodeViewParam(text)}${langParam ? `?lang=${lang}` : ""}`;
    return html(renderView({ req, before, result, lang, self, permalink }), 200, true);
  } catch (e) {
    if (e instanceof ViewInputError) return html(renderViewError(e.status, e.code, e.message, e.issues, lang), e.status, false);
    if (e instanceof EngineError) {
      const status = ERROR_CODES[e.code]?.status ?? 400;
      return html(renderViewError(status, e.code, e.message, e.issues, lang), status, false);
    }
    throw e;
  }
}

export function viewRoutes(app: Hono, routes: Routes): void {
  on(app, routes.view, (c) => {
    const s = c.req.query("s");
    return view(c, s, `/view?s=${encodeURIComponent(s ?? "")}`);
  });
  on(app, routes.viewPermalink, (c) => {
    const s = c.req.param("s") as string;
    return view(c, s, `/view/${encodeURIComponent(s)}`);
  });
}
