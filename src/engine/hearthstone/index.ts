/**
 * @module hearthstone
 * Resolve a request under Hearthstone's rules: load the snapshot, run each action, and return the final
 * state, the outcome, the trace, the readable log and the random decisions.
 */
import { EngineError } from "../errors.js";
import { Rng } from "../rng.js";
import { TraceBuilder, type TraceNode } from "../trace.js";
import { runAction } from "./actions/index.js";
import { CardRegistry } from "./cards/registry.js";
import { checkCardReferences } from "./cards/references.js";
import { MAX_STEPS, type Ctx, type Outcome, type RandomDecision } from "./context.js";
import { buildLog } from "./log.js";
import type { ResolveRequest } from "./schema.js";
import { loadState } from "./snapshot/load.js";
import { writeState, type GameStateOut } from "./snapshot/write.js";
import type { Game } from "./types.js";

export interface ResolveResult {
  state: GameStateOut;
  outcome: Outcome;
  trace: TraceNode[];
  log: string[];
  random: RandomDecision[];
}

export interface ResolveOptions {
  maxSteps?: number;
}

export function newContext(req: Pick<ResolveRequest, "seed" | "choices" | "cards">, opts: ResolveOptions = {}): Ctx {
  const cards = new CardRegistry(req.cards ?? []);
  return {
    game: null as unknown as Game,
    cards,
    trace: new TraceBuilder(),
    rng: new Rng(req.seed ?? 0),
    random: [],
    choices: req.choices ?? [],
    choiceIndex: 0,
    steps: 0,
    maxSteps: opts.maxSteps ?? MAX_STEPS,
    resolving: new Map(),
    seqPrecheck: null,
    outcome: { over: false, winner: null, draw: false },
    actionIndex: 0,
    combat: null,
  };
}

export function resolveHearthstone(req: ResolveRequest, opts: ResolveOptions = {}): ResolveResult {
  const ctx = newContext(req, opts);
  if (req.cards) checkCardReferences(ctx.cards, req.cards);
  const loaded = loadState(ctx, req.state);
  if (loaded.over) ctx.outcome = { over: true, ...loaded.over };
  try {
    req.actions.forEach((a, i) => {
      ctx.actionIndex = i;
      runAction(ctx, a);
    });
  } catch (e) {
    if (e instanceof EngineError && e.code === "step_budget_exceeded") {
      throw new EngineError(e.code, e.message, e.issues, { trace: ctx.trace.roots });
    }
    throw e;
  }
  return {
    state: writeState(ctx.game),
    outcome: ctx.outcome,
    trace: ctx.trace.roots,
    log: buildLog(ctx.trace.roots, ctx.cards, req.locale),
    random: ctx.random,
  };
}
