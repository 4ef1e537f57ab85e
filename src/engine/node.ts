/**
 * @module engine/node
 * The engine's entry for Node tools (CLI, benchmark): validate a request body with the public schema,
 * then resolve it. Same code path as the API, minus HTTP.
 */
import { MAX_SAMPLES, ResolveRequest, SimulateRequest } from "./hearthstone/schema.js";
import { resolve, simulate, EngineError } from "./index.js";
import { validate } from "./validate.js";

export { resolve, simulate, EngineError, ResolveRequest, MAX_SAMPLES };

/** Validate a request body (invalid_request with every problem's path, as the API answers), then resolve it. */
export function resolveBody(body: unknown) {
  return resolve(validate(ResolveRequest, body));
}

/** Validate a simulate body, then run it (the benchmark's samples per second). */
export function simulateBody(body: unknown) {
  return simulate(validate(SimulateRequest, body));
}
