/**
 * Helpers for engine tests: build requests tersely, run them through the same schema the API uses,
 * and read results (entities by ref, trigger order, events) the way the conformance runner does.
 */
import { appendFileSync } from "node:fs";
import { expect } from "vitest";
import { EngineError, resolve, type ResolveResult } from "../../src/engine/index.js";
import { ResolveRequest } from "../../src/engine/hearthstone/schema.js";
import type { EntityOut, GameStateOut } from "../../src/engine/hearthstone/snapshot/write.js";
import type { TraceNode } from "../../src/engine/trace.js";

type Body = Record<string, unknown>;

const RECORD = process.env.RECORD_BODIES || undefined;

/** A player snapshot with 10 mana unless given. */
export const player = (p: Body = {}): Body => ({ mana: { crystals: 10, used: 0 }, ...p });

/** A request: turn 5, player 1 active, seed 7 unless given. */
export function request(players: [Body, Body], actions: Body[], extra: Body = {}): Body {
  const { state: stateExtra, ...rest } = extra as { state?: Body };
  return { seed: 7, state: { turn: 5, activePlayer: 1, players, ...stateExtra }, actions, ...rest };
}

export function run(body: Body): ResolveResult {
  // bench/same-output.mjs's corpus: with RECORD_BODIES=<file>, every body run here is appended to it, one JSON a line.
  if (RECORD !== undefined) appendFileSync(RECORD, `${JSON.stringify(body)}\n`);
  return resolve(ResolveRequest.parse(body));
}

/** Run and expect an EngineError with this code; returns it. */
export function fails(body: Body, code: EngineError["code"]): EngineError {
  return failsWith(() => run(body), code);
}

/** Call `f` and expect an EngineError with this code; returns it (any ruleset's `run`). */
export function failsWith(f: () => unknown, code: EngineError["code"]): EngineError {
  try {
    f();
  } catch (e) {
    if (e instanceof EngineError) {
      expect(e.code, e.message).toBe(code);
      return e;
    }
    throw e;
  }
  throw new Error(`expected ${code}, but the request resolved`);
}

const ZONES = ["hero", "heroPower", "weapon", "board", "hand", "deck", "secrets", "graveyard", "setAside"] as const;

/** The entity with this ref, and where it is. */
export function at(state: GameStateOut, ref: string): EntityOut & { zone: string; player: number } {
  for (let i = 0; i < 2; i++) {
    const p = state.players[i]!;
    for (const z of ZONES) {
      const v = p[z as keyof typeof p];
      const list = Array.isArray(v) ? v : v && typeof v === "object" && "card" in v ? [v] : [];
      for (const e of list as EntityOut[]) if (e.ref === ref) return { ...e, zone: z, player: i + 1 };
    }
  }
  throw new Error(`no entity with ref ${ref}`);
}

export function walk(nodes: readonly TraceNode[], visit: (n: TraceNode) => void): void {
  for (const n of nodes) {
    visit(n);
    walk(n.children, visit);
  }
}

/** Refs of trigger sources, depth first (the conformance runner's `triggers`), optionally only these refs. */
export function triggerOrder(r: ResolveResult, only?: string[]): string[] {
  const out: string[] = [];
  walk(r.trace, (n) => {
    if (n.kind === "trigger" && n.source.ref && (!only || only.includes(n.source.ref))) out.push(n.source.ref);
  });
  return out;
}

export function events(r: ResolveResult, type: string): Extract<TraceNode, { kind: "event" }>[] {
  const out: Extract<TraceNode, { kind: "event" }>[] = [];
  walk(r.trace, (n) => {
    if (n.kind === "event" && n.type === type) out.push(n);
  });
  return out;
}

export function nodes<K extends TraceNode["kind"]>(r: ResolveResult, kind: K): Extract<TraceNode, { kind: K }>[] {
  const out: Extract<TraceNode, { kind: K }>[] = [];
  walk(r.trace, (n) => {
    if (n.kind === kind) out.push(n as Extract<TraceNode, { kind: K }>);
  });
  return out;
}

export const cards = (list: EntityOut[]) => list.map((e) => e.card);
