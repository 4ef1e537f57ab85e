/**
 * Helpers for the HTTP tests: call the worker the way a client does, read the answer once, and check the
 * error contract of ../shared/spec/API.md (`{ error: { code, message, issues: [{ path, message }] } }`, 4xx).
 */
import { exports } from "cloudflare:workers";
import { expect } from "vitest";

// Response bodies are checked field by field; `any` keeps the assertions readable.
export type Json = any;

export interface Answer {
  status: number;
  contentType: string;
  text: string;
  /** The parsed body, or undefined when it is not JSON. */
  json: Json;
}

export const call = (path: string, init?: RequestInit) => exports.default.fetch(new Request(`http://x${path}`, init));

/** Send a request and read the whole answer. */
export async function send(path: string, init?: RequestInit): Promise<Answer> {
  const res = await call(path, init);
  const text = await res.text();
  let json: Json;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, contentType: res.headers.get("content-type") ?? "", text, json };
}

export const get = (path: string) => send(path);

/** POST a raw body (string, bytes or stream) as JSON. */
export const postRaw = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
  send(path, { method: "POST", headers: { "content-type": "application/json", ...headers }, body });

/** POST a value serialised as JSON. */
export const post = (path: string, body: unknown) => postRaw(path, JSON.stringify(body));

export const resolve = (body: unknown) => post("/v1/resolve", body);
export const options = (body: unknown) => post("/v1/options", body);
export const simulate = (body: unknown) => post("/v1/simulate", body);

type Obj = Record<string, unknown>;

/** A player with 10 mana crystals unless given. */
export const player = (p: Obj = {}): Obj => ({ mana: { crystals: 10, used: 0 }, ...p });

/** A state: turn 5, player 1 to act. */
export const state = (p1: Obj = {}, p2: Obj = {}, extra: Obj = {}): Obj => ({ turn: 5, activePlayer: 1, players: [player(p1), player(p2)], ...extra });

/** A /v1/resolve body: seed 7 unless given. */
export const request = (st: Obj, actions: Obj[], extra: Obj = {}): Obj => ({ seed: 7, state: st, actions, ...extra });

/** Conformance case 001 (juggler-hits-hero): Knife Juggler on the board, Wisp played next to it. */
export const JUGGLER_CASE = request(
  state({ board: [{ card: "NEW1_019", ref: "J" }], hand: [{ card: "CS2_231", ref: "W" }] }),
  [{ type: "play", card: "W", position: 1 }],
);

/** Knife Juggler with three enemy characters to pick from: the knife's target depends on the seed. */
export const jugglerWithTargets = (seed: number) =>
  request(
    state({ board: [{ card: "NEW1_019", ref: "J" }], hand: [{ card: "CS2_231", ref: "W" }] }, { board: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_231", ref: "A" }] }),
    [{ type: "play", card: "W" }],
    { seed },
  );

/** Assert the error contract and the expected status and code; returns the `error` object. */
export function expectError(a: Answer, status: number, code?: string): Json {
  expect(a.status, a.text.slice(0, 500)).toBe(status);
  expectErrorShape(a);
  if (code !== undefined) expect(a.json.error.code).toBe(code);
  return a.json.error;
}

/** Any 4xx answer in the error format (never a 500, never a non-JSON body): an RFC 9457 problem with the `error` object. */
export function expectErrorShape(a: Answer): void {
  expect(a.status, a.text.slice(0, 500)).toBeGreaterThanOrEqual(400);
  expect(a.status, a.text.slice(0, 500)).toBeLessThan(500);
  expect(a.contentType).toBe("application/problem+json");
  expect(a.json, a.text.slice(0, 500)).toBeTypeOf("object");
  const e = a.json.error;
  expect(a.json.type).toBe(`/docs/errors#${e?.code}`);
  expect(a.json.title).toBeTypeOf("string");
  expect(a.json.status).toBe(a.status);
  expect(a.json.detail).toBe(e?.message);
  expect(e, a.text.slice(0, 500)).toBeTypeOf("object");
  expect(e.code).toMatch(/^[a-z_]+$/);
  expect(e.message).toBeTypeOf("string");
  expect(e.message.length).toBeGreaterThan(0);
  expect(Array.isArray(e.issues)).toBe(true);
  for (const i of e.issues) {
    expect(i.path).toBeTypeOf("string");
    expect(i.message).toBeTypeOf("string");
  }
}

/** A 200 of /v1/resolve: the five parts of the response. */
export function expectResult(a: Answer): Json {
  expect(a.status, a.text.slice(0, 500)).toBe(200);
  expect(a.contentType).toMatch(/^application\/json/);
  const r = a.json;
  expect(Object.keys(r).sort()).toEqual(["log", "outcome", "random", "state", "trace"]);
  expect(r.state.players).toHaveLength(2);
  expect(r.outcome).toEqual({ over: expect.any(Boolean), winner: r.outcome.winner, draw: expect.any(Boolean) });
  expect([1, 2, null]).toContain(r.outcome.winner);
  expect(Array.isArray(r.trace)).toBe(true);
  expect(Array.isArray(r.random)).toBe(true);
  for (const line of r.log) expect(line).toBeTypeOf("string");
  return r;
}

/** Every answer an endpoint may give: a result or an error, both JSON, never a 5xx. */
export function expectJsonAnswer(a: Answer): void {
  if (a.status === 200) {
    expect(a.contentType).toMatch(/^application\/json/);
    expect(a.json, a.text.slice(0, 500)).toBeTypeOf("object");
    expect(a.json.error).toBeUndefined();
  } else {
    expectErrorShape(a);
  }
}

/** All entities of an output state (every zone of both players). */
export function entities(st: Json): Json[] {
  const out: Json[] = [];
  for (const p of st.players) {
    for (const slot of ["hero", "heroPower", "weapon"]) if (p[slot]) out.push(p[slot]);
    for (const zone of ["board", "hand", "deck", "secrets", "graveyard", "setAside"]) out.push(...(p[zone] ?? []));
  }
  return out;
}

/** The output entity with this ref. */
export function byRef(st: Json, ref: string): Json {
  const e = entities(st).find((x) => x.ref === ref);
  expect(e, `no entity with ref ${ref}`).toBeDefined();
  return e;
}

/** The ids a `closeMatches` detail names, whatever its shape (a list, or lists keyed by request path). */
export function closeMatchIds(error: Json): string[] {
  const m = error.closeMatches;
  const lists: Json[][] = Array.isArray(m) ? [m] : Object.values(m ?? {});
  return lists.flat().map((x: Json) => x.id);
}
