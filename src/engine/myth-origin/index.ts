/**
 * @module myth-origin
 * Resolve a request under Myth Origin's rules (神话起源规则指南): load the snapshot, run each action, and return the
 * final state, the outcome, the trace (sequences, timings with their stack items ①②③, responses, passes,
 * resolutions), the readable log and the random decisions.
 */
import { EngineError } from "../errors.js";
import { Rng } from "../rng.js";
import { TraceBuilder, type TraceNode } from "../trace.js";
import { runAction } from "./actions.js";
import { MAX_STEPS } from "./budget.js";
import { cardRegistry } from "./cards.js";
import { logOf } from "./log.js";
import { legalActions } from "./options.js";
import { loadState, writeState } from "./snapshot.js";
import type { MythAction, MythOptionsRequest, MythResolveRequest, MythSimulateRequest } from "./schema.js";
import type { Ctx, Game } from "./types.js";

export interface MythOutcome {
  over: boolean;
  winner: 1 | 2 | null;
  /** 1.2: no draws; both players may lose at once */
  losers: (1 | 2)[];
}

export interface MythResolveResult {
  state: Record<string, unknown>;
  outcome: MythOutcome;
  trace: TraceNode[];
  log: string[];
  random: Record<string, unknown>[];
  actionsRun?: number;
}

export interface MythResolveOptions {
  maxSteps?: number;
  shared?: { used: number; max: number };
  stopWhenOver?: boolean;
}

function newContext(req: Pick<MythResolveRequest, "seed" | "choices" | "cards">, opts: MythResolveOptions = {}): Ctx {
  return {
    game: null as unknown as Game, defs: cardRegistry(req.cards ?? []), trace: new TraceBuilder(), rng: new Rng(req.seed ?? 0), random: [],
    choices: req.choices ?? [], choiceIndex: 0, steps: 0, maxSteps: opts.maxSteps ?? MAX_STEPS, shared: opts.shared ?? null, actionIndex: 0,
  };
}

const outcomeOf = (g: Game): MythOutcome => (g.over ? { over: true, winner: g.over.winner, losers: g.over.losers } : { over: false, winner: null, losers: [] });

export function resolveMythOrigin(req: MythResolveRequest, opts: MythResolveOptions = {}): MythResolveResult {
  const ctx = newContext(req, opts);
  loadState(ctx, req.state);
  let actionsRun = 0;
  try {
    for (let i = 0; i < req.actions.length; i++) {
      if (opts.stopWhenOver && ctx.game.over) break;
      ctx.actionIndex = i;
      actionsRun = i + 1;
      runAction(ctx, req.actions[i]!);
    }
  } catch (e) {
    if (e instanceof EngineError && e.code === "step_budget_exceeded") throw new EngineError(e.code, e.message, e.issues, { trace: ctx.trace.roots });
    throw e;
  }
  return {
    state: writeState(ctx.game), outcome: outcomeOf(ctx.game), trace: ctx.trace.roots, log: logOf(ctx, req.locale ?? "enUS"), random: ctx.random,
    ...(opts.stopWhenOver && actionsRun < req.actions.length ? { actionsRun } : {}),
  };
}

export interface MythOptionsResult {
  player: 1 | 2;
  over: boolean;
  /** the open timing's number and stack size, when one is open */
  timing: { cause: string; stack: number } | null;
  actions: MythAction[];
}

/** The legal actions of the player who may act now: the one with priority, else the active player. */
export function optionsMythOrigin(req: MythOptionsRequest): MythOptionsResult {
  const ctx = newContext(req);
  loadState(ctx, req.state);
  const g = ctx.game;
  const player = g.timing?.priority ?? g.active;
  return {
    player, over: !!g.over, timing: g.timing ? { cause: g.timing.cause, stack: g.timing.stack.length } : null,
    actions: g.over ? [] : legalActions(req, player, (body) => resolveMythOrigin(body)),
  };
}

export interface MythSimulateResult {
  samples: number;
  seeds: { from: number; to: number };
  outcomes: { player1Wins: number; player2Wins: number; bothLose: number; notOver: number };
  percentages: { player1Wins: number; player2Wins: number; bothLose: number; notOver: number };
  examples: Partial<Record<keyof MythSimulateResult["outcomes"], { seed: number; actionsRun?: number }>>;
  endedEarly: number;
}

export const SIMULATION_STEPS = 200_000;

export function simulateMythOrigin(req: MythSimulateRequest, opts: MythResolveOptions = {}): MythSimulateResult {
  const from = req.seed ?? 0;
  const out: MythSimulateResult = {
    samples: req.samples, seeds: { from, to: from + req.samples - 1 },
    outcomes: { player1Wins: 0, player2Wins: 0, bothLose: 0, notOver: 0 }, percentages: { player1Wins: 0, player2Wins: 0, bothLose: 0, notOver: 0 },
    examples: {}, endedEarly: 0,
  };
  const { samples: _n, ...base } = req;
  const shared = opts.shared ?? { used: 0, max: SIMULATION_STEPS };
  for (let i = 0; i < req.samples; i++) {
    const r = resolveMythOrigin({ ...base, seed: from + i }, { ...opts, shared, stopWhenOver: true });
    const o = r.outcome;
    const key = !o.over ? "notOver" : o.winner === null ? "bothLose" : o.winner === 1 ? "player1Wins" : "player2Wins";
    out.outcomes[key]++;
    out.examples[key] ??= { seed: from + i, ...(r.actionsRun !== undefined ? { actionsRun: r.actionsRun } : {}) };
    if (r.actionsRun !== undefined) out.endedEarly++;
  }
  for (const k of Object.keys(out.outcomes) as (keyof MythSimulateResult["outcomes"])[]) out.percentages[k] = Math.round((out.outcomes[k] / req.samples) * 10000) / 100;
  return out;
}
