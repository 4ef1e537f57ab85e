/**
 * @module api/routes/engine
 * POST /v1/resolve, /v1/simulate, /v1/options: validate the body, call the engine, serialise.
 * Myth Origin and the card format's schemas load on the first body that needs them (api/lazy.ts).
 */
import type { Hono } from "hono";
import { EngineError } from "../../engine/errors.js";
import { optionsHearthstone, resolveHearthstone, simulateHearthstone } from "../../engine/hearthstone/index.js";
import { checkRequest } from "../../engine/hearthstone/request-check.js";
import { readJson } from "../body.js";
import { sendEngineError } from "../errors.js";
import type { Routes } from "../contract.js";
import { hearthstoneSchema, isMythOrigin, loadMythOrigin } from "../lazy.js";
import { on } from "../route.js";

/** Serialise once ourselves: the same body gives the same bytes. */
const ok = (value: unknown) => new Response(JSON.stringify(value), { headers: { "content-type": "application/json; charset=UTF-8" } });

const HEARTHSTONE = { resolve: resolveHearthstone, simulate: simulateHearthstone, options: optionsHearthstone } as const;

/**
 * A POST route that validates its body and answers the engine's result, or the engine's error. `rules: "myth-origin"`
 * picks Myth Origin's schema and engine; any other body is Hearthstone's (its errors unchanged).
 */
function post(app: Hono, route: Routes[keyof typeof HEARTHSTONE], kind: keyof typeof HEARTHSTONE): void {
  on(app, route, async (c) => {
    let run: (body: never) => unknown = HEARTHSTONE[kind];
    const body = await readJson(c, async (json) => {
      // The definition names the Hearthstone body's component (x-body); its schema is built on first use.
      if (!isMythOrigin(json)) return hearthstoneSchema(route["x-body"], json);
      const myth = await loadMythOrigin();
      run = myth.engine[kind];
      return myth.schemas[kind];
    }, (json) => (isMythOrigin(json) ? undefined : checkRequest(route["x-body"], json)));
    if (!body.ok) return body.response;
    try {
      return ok(run(body.value as never));
    } catch (e) {
      if (e instanceof EngineError) return sendEngineError(c, e);
      throw e;
    }
  });
}

export function engineRoutes(app: Hono, routes: Routes): void {
  post(app, routes.resolve, "resolve");
  post(app, routes.simulate, "simulate");
  post(app, routes.options, "options");
}
