/**
 * Behaviour tests for cards: one compact case per behaviour, in the spirit of the conformance cases (card, snapshot,
 * actions, expected facts). Card test files are named after the card's set (`test/cards/<set>[.<part>].test.ts`,
 * set in lower case: `expert1.test.ts`, `legacy.neutral.test.ts`), and the coverage lint
 * (test/cards/coverage-lint.test.ts) finds each card's tests by the id in `cardCase("<id>"` or `describeCard("<id>"`.
 *
 *   cardCase("EX1_029", {
 *     does: "Deathrattle: 2 damage to the enemy hero, not its own",
 *     p1: { board: [{ card: "EX1_029", ref: "L" }] },
 *     actions: [{ type: "destroy", target: "L" }],
 *     expect: { "p2.hero.health": 28, "p1.hero.health": 30, "L.zone": "graveyard" },
 *   });
 *
 * `expect` keys read the final state (see `read`): `REF.field` (an entity by ref; `zone`, `player`, `tags.TAUNT`,
 * `seen.TAUNT` …), `p1.hero.health`, `p2.weapon.durability`, `p1.mana.overloadOwed`, `p1.board` (card ids left to
 * right), `p1.hand.length`, `p1.board.0.attack`, `outcome.winner`, and `events.<type>` (how many events of that type
 * the trace has). Anything else goes in `check`.
 */
import { describe, expect, it } from "vitest";
import { EngineError, type ResolveResult } from "../../src/engine/index.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";
import { builtInCard } from "../../src/engine/hearthstone/cards/registry.js";
import { events, player, run } from "./engine.js";

type Body = Record<string, unknown>;

export interface CardCase {
  /** What the card's text requires here, in a few words (the test's name). */
  does: string;
  /** Player snapshots (10 mana unless given). */
  p1?: Body;
  p2?: Body;
  /** More of the state: turn, activePlayer, deaths … (default turn 5, player 1 active). */
  state?: Body;
  actions: Body[];
  choices?: number[];
  seed?: number;
  /** Client card definitions for the request. */
  cards?: Body[];
  /** Facts of the result: path → value (compared with toEqual). */
  expect?: Record<string, unknown>;
  /** Anything `expect` cannot say. */
  check?: (r: ResolveResult) => void;
  /** The request must fail with this engine error (an illegal play: no valid target, not enough mana …). */
  error?: EngineError["code"];
}

const ZONES = ["board", "hand", "deck", "secrets", "graveyard", "setAside"] as const;

function field(v: unknown, path: string[]): unknown {
  let cur: unknown = v;
  for (const k of path) {
    if (cur === null || cur === undefined) return undefined;
    if (Array.isArray(cur) && k === "length") return cur.length;
    cur = (cur as Record<string, unknown>)[Array.isArray(cur) ? Number(k) : k];
  }
  return cur;
}

/** Read a fact of the result by path (see the module comment). */
export function read(r: ResolveResult, path: string): unknown {
  const [head, ...rest] = path.split(".");
  if (head === "outcome") return field(r.outcome, rest);
  if (head === "events") return events(r, rest.join(".")).length;
  const pm = /^p([12])$/.exec(head!);
  if (pm) {
    const p = r.state.players[Number(pm[1]) - 1]!;
    const [zone, ...more] = rest;
    if ((ZONES as readonly string[]).includes(zone!)) {
      const list = p[zone as (typeof ZONES)[number]];
      if (more.length === 0) return list.map((e) => e.card);
      return field(list, more);
    }
    if ((zone === "weapon" || zone === "heroPower") && more.length === 0) return p[zone]?.card ?? null;
    return field(p, rest);
  }
  for (let i = 0; i < 2; i++) {
    const p = r.state.players[i]!;
    const singles = [["hero", p.hero], ["heroPower", p.heroPower], ["weapon", p.weapon]] as const;
    for (const [zone, e] of singles) {
      if (e?.ref === head) return rest[0] === "zone" ? zone : rest[0] === "player" ? i + 1 : field(e, rest);
    }
    for (const zone of ZONES) {
      const e = p[zone].find((x) => x.ref === head);
      if (e) return rest[0] === "zone" ? zone : rest[0] === "player" ? i + 1 : rest[0] === "index" ? p[zone].indexOf(e) : field(e, rest);
    }
  }
  throw new Error(`no entity with ref ${head} in the final state (path ${path})`);
}

/** The request a case stands for. */
export function caseRequest(c: CardCase): Body {
  const { turn = 5, activePlayer = 1, ...more } = (c.state ?? {}) as Body;
  return {
    seed: c.seed ?? 7,
    state: { turn, activePlayer, players: [player(c.p1), player(c.p2)], ...more },
    actions: c.actions,
    ...(c.choices ? { choices: c.choices } : {}),
    ...(c.cards ? { cards: c.cards } : {}),
  };
}

/** Run a case and assert its facts. */
export function runCase(c: CardCase): ResolveResult | EngineError {
  const body = caseRequest(c);
  if (c.error) {
    let err: unknown;
    try {
      run(body);
    } catch (e) {
      err = e;
    }
    expect(err, "expected the request to fail").toBeInstanceOf(EngineError);
    expect((err as EngineError).code, (err as EngineError).message).toBe(c.error);
    return err as EngineError;
  }
  const r = run(body);
  expectChineseLog(body);
  const got: Record<string, unknown> = {};
  for (const k of Object.keys(c.expect ?? {})) got[k] = read(r, k);
  expect(got).toEqual(c.expect ?? {});
  c.check?.(r);
  if (!c.expect && !c.check) throw new Error(`case "${c.does}" asserts nothing`);
  return r;
}

const LATIN = /[A-Za-z]{2,}/;

/**
 * The zhCN log of a request has no English left in it (issue 14, item 9): every case of every card checks it. What
 * may stay Latin is what the client named (refs, its own cards' ids and names) and the names the card data gives no
 * Chinese for (inferred tokens; names such as "C'Thun" that stay Latin in Chinese).
 */
export function expectChineseLog(body: Body): void {
  const r = run({ ...body, locale: "zhCN" });
  const keep = new Set<string>();
  const note = (v: unknown): void => {
    if (Array.isArray(v)) { for (const x of v) note(x); return; }
    if (typeof v === "string") {
      const name = builtInCard(v)?.name.zhCN;
      if (name && LATIN.test(name)) keep.add(name);
      return;
    }
    if (v === null || typeof v !== "object") return;
    for (const [k, x] of Object.entries(v)) {
      if (k === "ref" && typeof x === "string") keep.add(x);
      else if (k === "card" && typeof x === "string") note(x);
      else if (typeof x === "object" || k === "chosen" || k === "candidates" || k === "enchantment" || k === "from" || k === "into") note(x);
    }
  };
  note(body.state);
  note(r.trace);
  for (const c of (body.cards ?? []) as Body[]) {
    keep.add(String(c.id));
    const n = c.name as string | Record<string, string> | undefined;
    if (typeof n === "string") keep.add(n);
    else if (n) for (const x of Object.values(n)) keep.add(x);
  }
  const strip = [...keep].filter((x) => LATIN.test(x)).sort((a, b) => b.length - a.length);
  for (const line of r.log) {
    let rest = line;
    for (const x of strip) rest = rest.split(x).join("");
    expect(LATIN.test(rest), `English left in the zhCN log: ${line}`).toBe(false);
  }
}

const title = (id: string) => {
  const f = findCard(id);
  return f ? `${id} ${f.name.enUS}` : id;
};

/** One behaviour of one card, as a test. */
export function cardCase(id: string, c: CardCase): void {
  it(`${title(id)}: ${c.does}`, () => {
    runCase(c);
  });
}

/** Free-form tests of one card (for what a case cannot say). */
export function describeCard(id: string, fn: () => void): void {
  describe(title(id), fn);
}
