/**
 * @module engine/node
 * The engine's entry for Node tools (CLI, benchmark): validate a request body with the public schema,
 * then resolve it. Same code path as the API, minus HTTP.
 */
import { ResolveRequest } from "./hearthstone/schema.js";
import { resolve, EngineError } from "./index.js";

export { resolve, EngineError, ResolveRequest };

/** Parse and validate a request body (throws zod's error on a schema problem), then resolve it. */
export function resolveBody(body: unknown) {
  return resolve(ResolveRequest.parse(body));
}
