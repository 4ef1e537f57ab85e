/**
 * @module api/routes/engine
 * POST /v1/resolve, /v1/simulate, /v1/options: validate the body, call the engine, serialise.
 */
import type { Hono } from "hono";
import { EngineError, options, resolve, simulate } from "../../engine/index.js";
import { OptionsRequest, ResolveRequest, SimulateRequest } from "../../engine/hearthstone/schema.js";
import { readJson } from "../body.js";
import { sendEngineError } from "../errors.js";

/** Serialise once ourselves: the same body gives the same bytes. */
const ok = (value: unknown) => new Response(JSON.stringify(value), { headers: { "content-type": "application/json; charset=UTF-8" } });

export function engineRoutes(app: Hono): void {
  app.post("/v1/resolve", async (c) => {
    const body = await readJson(c, ResolveRequest);
    if (!body.ok) return body.response;
    try {
      return ok(resolve(body.value));
    } catch (e) {
      if (e instanceof EngineError) return sendEngineError(c, e);
      throw e;
    }
  });

  app.post("/v1/simulate", async (c) => {
    const body = await readJson(c, SimulateRequest);
    if (!body.ok) return body.response;
    try {
      return ok(simulate(body.value));
    } catch (e) {
      if (e instanceof EngineError) return sendEngineError(c, e);
      throw e;
    }
  });

  app.post("/v1/options", async (c) => {
    const body = await readJson(c, OptionsRequest);
    if (!body.ok) return body.response;
    try {
      return ok(options(body.value));
    } catch (e) {
      if (e instanceof EngineError) return sendEngineError(c, e);
      throw e;
    }
  });
}
