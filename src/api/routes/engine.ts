/**
 * @module api/routes/engine
 * POST /v1/resolve, /v1/simulate, /v1/options: validate the body, call the engine, serialise.
 * Myth Origin and the card format's schemas load on the first body that needs them (api/lazy.ts).
 */
import type { Hono } from "hono";
import { EngineError } from "../../engine/errors.js";
import { optionsHearthstone, resolveHearthstone, simulateHearthstone } from "../../engine/hearthstone/index.js";
import { readJson } from "../body.js";
import { sendEngineError } from "../errors.js";
import { hearthstoneSchema, isMythOrigin, loadMythOrigin } from "../lazy.js";

/** Serialise once ourselves: the same body gives the same bytes. */
const ok = (value: unknown) => new Response(JSON.stringify(value), { headers: { "content-type": "application/json; charset=UTF-8" } });

const HEARTHSTONE = {
  resolve: { schema: "ResolveRequest", run: resolveHearthstone },
  simulate: { schema: "SimulateRequest", run: simulateHearthstone },
  options: { schema: "OptionsRequest", run: optionsHearthstone },
} as const;

/**
 * A POST route that validates its body and answers the engine's result, or the engine's error. `rules: "myth-origin"`
 * picks Myth Origin's schema and engine; any other body is Hearthstone's (its errors unchanged).
 */
function post(app: Hono, path: string, kind: keyof typeof HEARTHSTONE): void {
  app.post(path, async (c) => {
    let run: (body: never) => unknown = HEARTHSTONE[kind].run;
    const body = await readJson(c, async (json) => {
      if (!isMythOrigin(json)) return hearthstoneSchema(HEARTHSTONE[kind].schema, json);
      const myth = await loadMythOrigin();
      run = myth.engine[kind];
      return myth.schemas[kind];
    });
    if (!body.ok) return body.response;
    try {
      return ok(run(body.value as never));
    } catch (e) {
      if (e instanceof EngineError) return sendEngineError(c, e);
      throw e;
    }
  });
}

export function engineRoutes(app: Hono): void {
  post(app, "/v1/resolve", "resolve");
  post(app, "/v1/simulate", "simulate");
  post(app, "/v1/options", "options");
}
