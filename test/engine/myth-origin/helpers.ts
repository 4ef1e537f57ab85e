/** Helpers for Myth Origin tests: requests with the guide's cards, run through the API's schema. */
import { EngineError, options, resolve } from "../../../src/engine/index.js";
import { MythOptionsRequest, MythResolveRequest } from "../../../src/engine/myth-origin/schema.js";
import type { MythResolveResult } from "../../../src/engine/myth-origin/index.js";
import type { TraceNode } from "../../../src/engine/trace.js";
import { CARDS } from "./cards.js";
import { failsWith } from "../../support/engine.js";

type Body = Record<string, unknown>;
export type Entity = Record<string, unknown>;

/** n untapped face-down spirit cards (any card will do: 跳跳兔). */
export const spirit = (n: number, extra: Entity[] = []): Entity[] => [...extra, ...Array.from({ length: n }, () => ({ card: "跳跳兔" }))];
export const deck = (n: number): Entity[] => Array.from({ length: n }, () => ({ card: "跳跳兔" }));

export function request(players: [Body, Body], actions: Body[], extra: Body = {}): Body {
  const { state: s, ...rest } = extra as { state?: Body };
  return { rules: "myth-origin", seed: 1, cards: CARDS, state: { turn: 3, activePlayer: 1, players, ...s }, actions, ...rest };
}

export const run = (body: Body): MythResolveResult => resolve(MythResolveRequest.parse(body));
export const legal = (body: Body) => options(MythOptionsRequest.parse(body));

export const fails = (body: Body, code: EngineError["code"]): EngineError => failsWith(() => run(body), code);

type Out = Record<string, unknown> & { card: string; ref?: string };
type PlayerOut = Record<string, Out[] | Out | undefined>;
export const players = (r: MythResolveResult) => (r.state as { players: PlayerOut[] }).players;
export const zone = (r: MythResolveResult, p: 1 | 2, z: string): Out[] => {
  const v = players(r)[p - 1]![z];
  return v === undefined ? [] : Array.isArray(v) ? v : [v];
};
export function byRef(r: MythResolveResult, ref: string): Out & { zone: string; player: number } {
  for (const [i, p] of players(r).entries()) {
    for (const [z, v] of Object.entries(p)) for (const e of Array.isArray(v) ? v : v ? [v] : []) if (e.ref === ref) return { ...e, zone: z, player: i + 1 };
  }
  throw new Error(`no ${ref} in the output state`);
}
export const cardsIn = (r: MythResolveResult, p: 1 | 2, z: string) => zone(r, p, z).map((e) => e.card);

/** Every node of the trace, depth first. */
export function nodes(trace: TraceNode[]): (TraceNode & Record<string, unknown>)[] {
  const out: (TraceNode & Record<string, unknown>)[] = [];
  const walk = (list: TraceNode[]) => list.forEach((n) => (out.push(n as TraceNode & Record<string, unknown>), walk(n.children)));
  walk(trace);
  return out;
}
export const events = (r: MythResolveResult, type: string) => nodes(r.trace).filter((n) => n.kind === "event" && n.type === type);
export const timings = (r: MythResolveResult) => nodes(r.trace).filter((n) => n.kind === "step" && n.name === "timing");
/** The sources (card ids) of the stack items in the order they resolved. */
export const resolved = (r: MythResolveResult) => nodes(r.trace).filter((n) => n.kind === "step" && n.name === "resolve").map((n) => (n.source as { card: string }).card);
