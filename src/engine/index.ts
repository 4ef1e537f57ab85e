/**
 * @module engine
 * The rules engine as a pure library (no HTTP): a request in, the final state, outcome, trace, log and
 * random decisions out. The request's `rules` picks the game: Hearthstone (the default) or Myth Origin (神话起源).
 */
import {
  optionsHearthstone, resolveHearthstone, simulateHearthstone, type OptionsResult, type ResolveOptions, type ResolveResult, type SimulateResult,
} from "./hearthstone/index.js";
import type { OptionsRequest, ResolveRequest, SimulateRequest } from "./hearthstone/schema.js";
import {
  optionsMythOrigin, resolveMythOrigin, simulateMythOrigin, type MythOptionsResult, type MythResolveResult, type MythSimulateResult,
} from "./myth-origin/index.js";
import type { MythOptionsRequest, MythResolveRequest, MythSimulateRequest } from "./myth-origin/schema.js";

export { EngineError } from "./errors.js";
export type { Issue, EngineErrorCode } from "./errors.js";
export type { TraceNode, EntityRef } from "./trace.js";
export type { ResolveRequest, ResolveResult, ResolveOptions, OptionsRequest, OptionsResult, SimulateRequest, SimulateResult };
export type { MythResolveRequest, MythResolveResult, MythOptionsRequest, MythOptionsResult, MythSimulateRequest, MythSimulateResult };

export function resolve(request: MythResolveRequest, opts?: ResolveOptions): MythResolveResult;
export function resolve(request: ResolveRequest, opts?: ResolveOptions): ResolveResult;
export function resolve(request: ResolveRequest | MythResolveRequest, opts: ResolveOptions = {}): ResolveResult | MythResolveResult {
  if (request.rules === "myth-origin") return resolveMythOrigin(request, opts);
  switch (request.rules ?? "hearthstone") {
    case "hearthstone":
      return resolveHearthstone(request, opts);
  }
}

export function options(request: MythOptionsRequest): MythOptionsResult;
export function options(request: OptionsRequest): OptionsResult;
export function options(request: OptionsRequest | MythOptionsRequest): OptionsResult | MythOptionsResult {
  if (request.rules === "myth-origin") return optionsMythOrigin(request);
  switch (request.rules ?? "hearthstone") {
    case "hearthstone":
      return optionsHearthstone(request);
  }
}

export function simulate(request: MythSimulateRequest, opts?: ResolveOptions): MythSimulateResult;
export function simulate(request: SimulateRequest, opts?: ResolveOptions): SimulateResult;
export function simulate(request: SimulateRequest | MythSimulateRequest, opts: ResolveOptions = {}): SimulateResult | MythSimulateResult {
  if (request.rules === "myth-origin") return simulateMythOrigin(request, opts);
  switch (request.rules ?? "hearthstone") {
    case "hearthstone":
      return simulateHearthstone(request, opts);
  }
}
