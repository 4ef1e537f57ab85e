/**
 * @module api/routes/engine
 * POST /v1/resolve, /v1/simulate, /v1/options: validate the body, call the engine, serialise.
 */
import type { Hono } from "hono";
import type { z } from "zod";
import { EngineError, options, resolve, simulate } from "../../engine/index.js";
import { OptionsRequest, ResolveRequest, SimulateRequest } from "../../engine/hearthstone/schema.js";
import { MythOptionsRequest, MythResolveRequest, MythSimulateRequest } from "../../engine/myth-origin/schema.js";
import { readJson } from "../body.js";
import { sendEngineError } from "../errors.js";

/** Serialise once ourselves: the same body gives the same bytes. */
const ok = (value: unknown) => new Response(JSON.stringify(value), { headers: { "content-type": "application/json; charset=UTF-8" } });

/** A POST route that validates its body with `schema` and answers `run(body)`, or the engine's error. */
function post(app: Hono, path: string, schema: (json: unknown) => z.ZodType, run: (body: never) => unknown): void {
  app.post(path, async (c) => {
    const body = await readJson(c, schema);
    if (!body.ok) return body.response;
    try {
      return ok(run(body.value as never));
    } catch (e) {
      if (e instanceof EngineError) return sendEngineError(c, e);
      throw e;
    }
  });
}

/** `rules: "myth-origin"` picks Myth Origin's schema; any other body is Hearthstone's (its errors unchanged). */
const byRules = <H extends z.ZodType, M extends z.ZodType>(hearthstone: H, myth: M) => (json: unknown): H | M =>
  json && typeof json === "object" && (json as { rules?: unknown }).rules === "myth-origin" ? myth : hearthstone;

export function engineRoutes(app: Hono): void {
  post(app, "/v1/resolve", byRules(ResolveRequest, MythResolveRequest), resolve);
  post(app, "/v1/simulate", byRules(SimulateRequest, MythSimulateRequest), simulate);
  post(app, "/v1/options", byRules(OptionsRequest, MythOptionsRequest), options);
}
