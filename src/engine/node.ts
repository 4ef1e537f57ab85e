/**
 * @module engine/node
 * The engine's entry for Node tools (CLI, benchmark): validate a request body with the public schema,
 * then resolve it. Same code path as the API, minus HTTP.
 */
import { ResolveRequest } from "./hearthstone/schema.js";
import { resolve, EngineError } from "./index.js";
import { validate } from "./validate.js";

export { resolve, EngineError, ResolveRequest };

/** Validate a request body (invalid_request with every problem's path, as the API answers), then resolve it. */
export function resolveBody(body: unknown) {
  return resolve(validate(ResolveRequest, body));
}
