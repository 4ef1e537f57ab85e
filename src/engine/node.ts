/**
 * @module engine/node
 * The engine's entry for Node tools (CLI, benchmark): validate a request body with the public schema (the check
 * without zod first, as the API does), then resolve it. Same code path as the API, minus HTTP.
 */
import { MAX_SAMPLES, ResolveRequest, SimulateRequest } from "./hearthstone/schema.js";
import { resolve, simulate, EngineError } from "./index.js";
import { validate } from "./validate.js";
import { checkRequest } from "./hearthstone/request-check.js";

export { resolve, simulate, EngineError, ResolveRequest, MAX_SAMPLES };

/** Validate a request body (invalid_request with every problem's path, as the API answers), then resolve it. */
export function resolveBody(body: unknown) {
  return resolve((checkRequest("ResolveRequest", body) as ResolveRequest | undefined) ?? validate(ResolveRequest, body));
}

/** Validate a simulate body, then run it (the benchmark's samples per second). */
export function simulateBody(body: unknown) {
  return simulate((checkRequest("SimulateRequest", body) as SimulateRequest | undefined) ?? validate(SimulateRequest, body));
}
