/**
 * @module engine
 * The rules engine as a pure library (no HTTP): a request in, the final state, outcome, trace, log and
 * random decisions out. The request's `rules` picks the game; Hearthstone is the only one so far.
 */
import {
  optionsHearthstone, resolveHearthstone, simulateHearthstone, type OptionsResult, type ResolveOptions, type ResolveResult, type SimulateResult,
} from "./hearthstone/index.js";
import type { OptionsRequest, ResolveRequest, SimulateRequest } from "./hearthstone/schema.js";

export { EngineError } from "./errors.js";
export type { Issue, EngineErrorCode } from "./errors.js";
export type { TraceNode, EntityRef } from "./trace.js";
export type { ResolveRequest, ResolveResult, ResolveOptions, OptionsRequest, OptionsResult, SimulateRequest, SimulateResult };

export function resolve(request: ResolveRequest, opts: ResolveOptions = {}): ResolveResult {
  switch (request.rules ?? "hearthstone") {
    case "hearthstone":
      return resolveHearthstone(request, opts);
  }
}

export function options(request: OptionsRequest): OptionsResult {
  switch (request.rules ?? "hearthstone") {
    case "hearthstone":
      return optionsHearthstone(request);
  }
}

export function simulate(request: SimulateRequest, opts: ResolveOptions = {}): SimulateResult {
  switch (request.rules ?? "hearthstone") {
    case "hearthstone":
      return simulateHearthstone(request, opts);
  }
}
