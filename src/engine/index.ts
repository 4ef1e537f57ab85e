/**
 * @module engine
 * The rules engine as a pure library (no HTTP): a request in, the final state, outcome, trace, log and
 * random decisions out. The request's `rules` picks the game; Hearthstone is the only one so far.
 */
import { resolveHearthstone, type ResolveOptions, type ResolveResult } from "./hearthstone/index.js";
import type { ResolveRequest } from "./hearthstone/schema.js";

export { EngineError } from "./errors.js";
export type { Issue, EngineErrorCode } from "./errors.js";
export type { TraceNode, EntityRef } from "./trace.js";
export type { ResolveRequest, ResolveResult, ResolveOptions };

export function resolve(request: ResolveRequest, opts: ResolveOptions = {}): ResolveResult {
  switch (request.rules ?? "hearthstone") {
    case "hearthstone":
      return resolveHearthstone(request, opts);
  }
}
