/**
 * @module hearthstone
 * Resolve a request under Hearthstone's rules: load the snapshot, run each action, and return the final
 * state, the outcome, the trace, the readable log and the random decisions.
 */
import { EngineError } from "../errors.js";
import { Rng } from "../rng.js";
import { TraceBuilder, type TraceNode } from "../trace.js";
import { runAction } from "./actions/index.js";
import { runEffects } from "./effects/index.js";
import { CardRegistry } from "./cards/registry.js";
import { checkCardReferences } from "./cards/references.js";
import { MAX_STEPS, type Ctx, type Outcome, type RandomDecision } from "./context.js";
import { buildLog } from "./log.js";
import type { Action, OptionsRequest, ResolveRequest, SimulateRequest } from "./schema.js";
import { legalActions } from "./options.js";
import { loadState } from "./snapshot/load.js";
import { sampleSummary, writeState, type GameStateOut } from "./snapshot/write.js";
import { copyGame } from "./rules/rewind.js";
import type { Game } from "./types.js";

export interface ResolveResult {
  state: GameStateOut;
  outcome: Outcome;
  trace: TraceNode[];
  log: string[];
  random: RandomDecision[];
  /** With `stopWhenOver`, when the game ended before the last action: how many actions ran. */
  actionsRun?: number;
}

export interface ResolveOptions {
  maxSteps?: number;
  /** A step budget shared across several resolutions (simulations). */
  shared?: { used: number; max: number };
  /** Stop at the first action after the game ended instead of refusing it (a simulation's sample that ends early). */
  stopWhenOver?: boolean;
  /** The request's cards, compiled once for all the samples of a simulation. */
  cards?: CardRegistry;
}

export function newContext(req: Pick<ResolveRequest, "seed" | "choices" | "cards">, opts: ResolveOptions = {}): Ctx {
  const cards = opts.cards ?? new CardRegistry(req.cards ?? []);
  return {
    game: null as unknown as Game,
    cards,
    runEffects,
    trace: new TraceBuilder(),
    rng: new Rng(req.seed ?? 0),
    random: [],
    choices: req.choices ?? [],
    choiceIndex: 0,
    steps: 0,
    maxSteps: opts.maxSteps ?? MAX_STEPS,
    resolving: null,
    resolvingNow: 0,
    seqPrecheck: null,
    outcome: { over: false, winner: null, draw: false },
    actionIndex: 0,
    combat: null,
    shared: opts.shared ?? null,
  };
}

export function resolveHearthstone(req: ResolveRequest, opts: ResolveOptions = {}): ResolveResult {
  const ctx = newContext(req, opts);
  if (req.cards) checkCardReferences(ctx.cards, req.cards);
  const loaded = loadState(ctx, req.state);
  if (loaded.over) ctx.outcome = { over: true, ...loaded.over };
  const actionsRun = runActions(ctx, req.actions, opts);
  const state = writeState(ctx.game), outcome = ctx.outcome, trace = ctx.trace.roots, log = buildLog(ctx.trace.roots, ctx.cards, req.locale), random = ctx.random;
  // One literal each way (no temporary object spread in for `actionsRun`).
  return actionsRun < req.actions.length ? { state, outcome, trace, log, random, actionsRun } : { state, outcome, trace, log, random };
}

/** Run the actions in order, each one sequence (or more); with `stopWhenOver`, stop once the game is over. How many ran. */
function runActions(ctx: Ctx, actions: readonly Action[], opts: ResolveOptions): number {
  let actionsRun = 0;
  try {
    for (let i = 0; i < actions.length; i++) {
      if (opts.stopWhenOver && ctx.outcome.over) break;
      ctx.actionIndex = i;
      actionsRun = i + 1;
      runAction(ctx, actions[i]!);
    }
  } catch (e) {
    if (e instanceof EngineError && e.code === "step_budget_exceeded") {
      throw new EngineError(e.code, e.message, e.issues, { trace: ctx.trace.roots });
    }
    throw e;
  }
  return actionsRun;
}

export interface OptionsResult {
  player: 1 | 2;
  over: boolean;
  actions: Action[];
}

/** The active player's legal actions in the snapshot. */
export function optionsHearthstone(req: OptionsRequest): OptionsResult {
  const ctx = newContext(req);
  if (req.cards) checkCardReferences(ctx.cards, req.cards);
  const loaded = loadState(ctx, req.state);
  if (loaded.over) ctx.outcome = { over: true, ...loaded.over };
  return { player: ctx.game.currentPlayer, over: ctx.outcome.over, actions: legalActions(ctx) };
}

export interface SimulateResult {
  samples: number;
  seeds: { from: number; to: number };
  outcomes: { player1Wins: number; player2Wins: number; draws: number; notOver: number };
  /** Each outcome's share of the samples, in percent (two decimals). */
  percentages: { player1Wins: number; player2Wins: number; draws: number; notOver: number };
  /**
   * For each outcome that happened, the first sample that gave it: post the same body with that `seed` to /v1/resolve
   * (and, when its game ended early, only its first `actionsRun` actions) to replay it.
   */
  examples: Partial<Record<keyof SimulateResult["outcomes"], { seed: number; actionsRun?: number }>>;
  /** Samples whose game ended before all their actions ran (the rest were not run; an outcome, not an error). */
  endedEarly: number;
  /** For each entity the request labelled with a ref: how often it ended in each zone. */
  refs: Record<string, Record<string, number>>;
  heroes: { player: 1 | 2; health: { min: number; max: number; mean: number } }[];
}

/**
 * The budget of one simulation, in steps (events and triggers) with each sample also counted as SAMPLE_STEPS for its own
 * set-up: past it the request is a 422 `step_budget_exceeded` naming how many samples ran. It bounds a request's CPU time
 * without reading a clock, so the same body always gives the same answer (bench/README.md gives the time it stands for).
 */
export const SIMULATION_STEPS = 1_000_000;
export const SAMPLE_STEPS = 20;

function overBudget(samplesRun: number, max: number): EngineError {
  return new EngineError(
    "step_budget_exceeded",
    `the simulation exceeded its budget of ${max} steps after ${samplesRun} samples (each sample counts ${SAMPLE_STEPS} steps and its events and triggers); ask for fewer samples`,
    [{ path: "samples", message: `budget exceeded after ${samplesRun} samples` }],
    { samplesRun },
  );
}

/**
 * Resolve the same request under `samples` consecutive seeds and count the results. The snapshot is loaded once and each
 * sample runs on a copy of the loaded game (unless loading drew random numbers: a deck code's shuffle is per seed); a
 * sample writes no state and no log, only what the summary reads. Each sample is what /v1/resolve gives for its seed.
 */
export function simulateHearthstone(req: SimulateRequest, opts: ResolveOptions = {}): SimulateResult {
  const from = req.seed ?? 0;
  const out: SimulateResult = {
    samples: req.samples, seeds: { from, to: from + req.samples - 1 },
    outcomes: { player1Wins: 0, player2Wins: 0, draws: 0, notOver: 0 },
    percentages: { player1Wins: 0, player2Wins: 0, draws: 0, notOver: 0 }, examples: {}, endedEarly: 0, refs: {}, heroes: [],
  };
  const health: number[][] = [[], []];
  const shared = opts.shared ?? { used: 0, max: SIMULATION_STEPS };
  const cards = opts.cards ?? new CardRegistry(req.cards ?? []);
  const sampleOpts: ResolveOptions = { ...opts, shared, cards, stopWhenOver: true };
  if (req.cards) checkCardReferences(cards, req.cards);
  // Load once; a load that drew random numbers (a deck code shuffled from the seed) is done again for each seed.
  const loader = newContext({ ...req, seed: from }, sampleOpts);
  const loaded = loadState(loader, req.state);
  const reusable = loader.random.length === 0;
  for (let i = 0; i < req.samples; i++) {
    if ((shared.used += SAMPLE_STEPS) > shared.max) throw overBudget(i, shared.max);
    const ctx = newContext({ ...req, seed: from + i }, sampleOpts);
    let over = loaded.over;
    if (reusable) ctx.game = copyGame(loaded.game);
    else over = loadState(ctx, req.state).over;
    if (over) ctx.outcome = { over: true, ...over };
    let actionsRun: number;
    try {
      actionsRun = runActions(ctx, req.actions, sampleOpts);
    } catch (e) {
      if (e instanceof EngineError && e.code === "step_budget_exceeded" && shared.used > shared.max) throw overBudget(i, shared.max);
      throw e;
    }
    const o = ctx.outcome;
    const key = !o.over ? "notOver" : o.draw ? "draws" : o.winner === 1 ? "player1Wins" : "player2Wins";
    out.outcomes[key]++;
    const early = actionsRun < req.actions.length;
    out.examples[key] ??= { seed: from + i, ...(early ? { actionsRun } : {}) };
    if (early) out.endedEarly++;
    const summary = sampleSummary(ctx.game);
    summary.heroHealth.forEach((h, k) => health[k]!.push(h));
    for (let j = 0, refs = summary.refs; j < refs.length; j++) bump(out.refs, refs[j]![0], refs[j]![1]);
  }
  for (let j = 0, list = Object.keys(out.outcomes) as (keyof SimulateResult["outcomes"])[]; j < list.length; j++) {
    const k = list[j]!;
    out.percentages[k] = Math.round((out.outcomes[k] / req.samples) * 10000) / 100;
  }
  out.heroes = health.map((h, k) => ({
    player: (k + 1) as 1 | 2,
    health: { min: Math.min(...h), max: Math.max(...h), mean: Math.round((h.reduce((a, b) => a + b, 0) / h.length) * 100) / 100 },
  }));
  return out;
}

function bump(refs: SimulateResult["refs"], ref: string, zone: string): void {
  const z = (refs[ref] ??= {});
  z[zone] = (z[zone] ?? 0) + 1;
}
