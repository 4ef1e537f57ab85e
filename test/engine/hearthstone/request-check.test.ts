/**
 * The request check without zod (src/engine/hearthstone/request-check.ts) against the zod request schema: whenever the
 * check answers, zod accepts the same body with an equal result (the same JSON, keys in the same order). Over every
 * conformance request and request bodies built here, each also mutated every way below; and over a corpus of bodies
 * given in REQUEST_CHECK_CORPUS (one JSON body per line: e.g. every body the test suite validated, captured once), every
 * REQUEST_CHECK_MUTATE-th of them mutated too.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkRequest, FAST_MAX_SAMPLES, type RequestKind } from "../../../src/engine/hearthstone/request-check.js";
import { MAX_SAMPLES, OptionsRequest, ResolveRequest, SimulateRequest } from "../../../src/engine/hearthstone/schema.js";
import { resolveBody } from "../../../src/engine/node.js";

const CASES = join(__dirname, "..", "..", "..", "..", "shared", "conformance", "cases");
const ZOD = { ResolveRequest, SimulateRequest, OptionsRequest } as const;
const KINDS = Object.keys(ZOD) as RequestKind[];

const conformance: unknown[] = readdirSync(CASES).filter((f) => f.endsWith(".json")).sort()
  .map((f) => (JSON.parse(readFileSync(join(CASES, f), "utf8")) as { request: unknown }).request);

/** Bodies that reach every field of the schema at least once. */
const entity = (extra: object = {}) => ({ card: "CS2_182", ref: "a", id: 10, order: 3, attack: 4, health: 5, maxHealth: 5, cost: 4, durability: 0, armor: 0, tags: { TAUNT: 1 }, seen: { TAUNT: 1 }, ...extra });
const full = {
  rules: "hearthstone", seed: 12, locale: "zhCN",
  state: {
    turn: 5, activePlayer: 1,
    players: [
      {
        hero: { card: "HERO_08", armor: 3 }, heroPower: { card: "HERO_08bp" }, weapon: { card: "CS2_106", durability: 2 },
        mana: { crystals: 5, used: 1, temp: 1, overloadOwed: 1, overloadLocked: 0, maxCrystals: 10 },
        board: [entity({ enchantments: [{ card: "CS2_122e", ref: "e", id: 40, order: 1, controller: 2, attack: 1, health: 1, cost: -1, setAttack: 2, setHealth: 3, setCost: 1, minCost: 1, aura: { source: 5, index: 0 }, grants: ["TAUNT"], oneTurn: true, remembers: 1073, remembersOwner: 1, usesLeft: 2, creator: 7 }] })],
        hand: [{ card: null }, { card: 1073 }], deck: [{ card: "CS2_189" }], secrets: [{ card: "EX1_130" }], graveyard: [{ card: "CS2_189" }], setAside: [],
        tags: { CORPSES: 1 }, lastPlayed: "CS2_189", playedThisTurn: ["CS2_189", 1073], playedLastTurn: [],
        playedThisGame: [{ card: "CS2_189", cost: 1, turn: 2, id: 30, created: false }], corpses: 2, corpsesSpent: 1,
      },
      { deck: "AAECAQcAAA==" },
    ],
    deaths: [{ card: "CS2_189", controller: 2, turn: 3 }], summons: [{ card: "CS2_189", controller: 1, turn: 2, id: 31 }], tags: { NUM_MINIONS_KILLED_THIS_TURN: 0 }, extraTurns: [1],
  },
  actions: [
    { type: "play", card: "a", target: "p2.hero", position: 0, choose: 1, player: 1 }, { type: "attack", attacker: "a", defender: "p2.hero", player: 1 },
    { type: "heroPower", target: "p2.hero", player: 1 }, { type: "trade", card: "p1.hand.0" }, { type: "useLocation", card: "a", target: "p2.hero" },
    { type: "endTurn", player: 1 }, { type: "startGame" }, { type: "concede", player: 2 }, { type: "destroy", target: "a" },
    { type: "damage", target: "a", amount: 3, source: "p1.hero" }, { type: "heal", target: "a", amount: 3, source: "p1.hero" },
    { type: "summon", card: "CS2_189", player: 1, position: 2, ref: "s" }, { type: "cast", card: 1073, player: 1, target: "a" }, { type: "draw", player: 2, count: 2 },
  ],
  cards: [], choices: [0, 1, 100],
};
const built: unknown[] = [full, { ...full, samples: 1 }, { ...full, samples: MAX_SAMPLES }, { state: full.state }, { rules: "hearthstone", state: full.state, cards: [] }];

const corpus: unknown[] = process.env.REQUEST_CHECK_CORPUS
  ? [...new Set(readFileSync(process.env.REQUEST_CHECK_CORPUS, "utf8").split("\n").filter(Boolean))].map((l) => JSON.parse(l) as unknown)
  : [];

const WRONG: unknown[] = [null, true, "x", "", "not a ref", 0, -1, 1.5, 101, 1e9 + 1, 2 ** 53, [], {}, [1], { a: 1 }, "UNKNOWN_VALUE", "damag", "myth-origin"];

/** Every body made from `body` by one change: each value replaced (WRONG and off-by-one), each key dropped, one added, key order reversed. */
function* mutations(body: unknown): Generator<unknown> {
  const paths: (string | number)[][] = [];
  const walk = (v: unknown, path: (string | number)[]) => {
    paths.push(path);
    if (Array.isArray(v)) v.forEach((x, i) => walk(x, [...path, i]));
    else if (v && typeof v === "object") for (const k of Object.keys(v)) walk((v as Record<string, unknown>)[k], [...path, k]);
  };
  walk(body, []);
  const at = (root: unknown, path: (string | number)[], f: (parent: Record<string | number, unknown>, key: string | number) => void) => {
    const copy = structuredClone(root) as Record<string | number, unknown>;
    if (path.length === 0) return copy;
    let p = copy;
    for (const k of path.slice(0, -1)) p = p[k] as Record<string | number, unknown>;
    f(p, path[path.length - 1]!);
    return copy;
  };
  for (const path of paths) {
    if (path.length === 0) continue;
    for (const w of WRONG) yield at(body, path, (p, k) => { p[k] = structuredClone(w); });
    yield at(body, path, (p, k) => { const v = p[k]; if (typeof v === "number") p[k] = v + 1; });
    yield at(body, path, (p, k) => { const v = p[k]; if (typeof v === "number") p[k] = v - 1; });
    yield at(body, path, (p, k) => { const v = p[k]; if (typeof v === "string") p[k] = v.toUpperCase() + "x"; });
    yield at(body, path, (p, k) => { if (Array.isArray(p)) p.splice(Number(k), 1); else delete p[k]; });
    yield at(body, path, (p, k) => { const v = p[k]; if (Array.isArray(v)) for (let i = 0; i < 130; i++) v.push(structuredClone(v[0] ?? 1)); });
    yield at(body, path, (p, k) => { const v = p[k]; if (v && typeof v === "object" && !Array.isArray(v)) (v as Record<string, unknown>).extra = 1; });
    yield at(body, path, (p, k) => { const v = p[k]; if (v && typeof v === "object" && !Array.isArray(v)) (v as Record<string, unknown>).TAG_LIKE = 1; });
    yield at(body, path, (p, k) => {
      const v = p[k];
      if (v && typeof v === "object" && !Array.isArray(v)) p[k] = Object.fromEntries(Object.entries(v).reverse());
    });
  }
  yield Array.isArray(body) ? body : Object.fromEntries(Object.entries(body as object).reverse());
  yield { ...(body as object), extra: 1 };
  yield { ...(body as object), samples: 5 };
  yield { ...(body as object), samples: FAST_MAX_SAMPLES + 1 };
  yield { ...(body as object), cards: [{ id: "X" }] };
  yield { ...(body as object), rules: "myth-origin" };
}

/** Check one body under every kind; returns how many kinds the check answered for. */
function agree(body: unknown, failures: string[]): number {
  let answered = 0;
  for (const kind of KINDS) {
    const fast = checkRequest(kind, body);
    if (fast === undefined) continue;
    answered++;
    const z = ZOD[kind].safeParse(body);
    const same = z.success && JSON.stringify(z.data) === JSON.stringify(fast);
    if (!same && failures.length < 10) failures.push(`${kind}: ${JSON.stringify(body).slice(0, 300)}${z.success ? " (different result)" : " (zod refuses)"}`);
  }
  return answered;
}

describe("the request check without zod agrees with the zod schema", () => {
  it("keeps the same sample cap", () => expect(FAST_MAX_SAMPLES).toBe(MAX_SAMPLES));

  it("answers every conformance request without cards that zod accepts (so the fast path is the common one)", () => {
    let n = 0;
    for (const body of conformance) {
      const b = body as { cards?: unknown[] };
      if (b.cards?.length || !ResolveRequest.safeParse(body).success) continue;
      expect(checkRequest("ResolveRequest", body), JSON.stringify(body).slice(0, 200)).toBeDefined();
      n++;
    }
    expect(n).toBeGreaterThan(20);
    for (const body of built.slice(0, 1)) expect(checkRequest("ResolveRequest", body)).toBeDefined();
    expect(checkRequest("SimulateRequest", built[1])).toBeDefined();
    expect(checkRequest("OptionsRequest", built[3])).toBeDefined();
  });

  it("whenever it answers, zod accepts with an equal result: the bodies and every one-change mutation of them", () => {
    const failures: string[] = [];
    let bodies = 0, answered = 0;
    for (const body of [...conformance, ...built]) {
      for (const m of [body, ...mutations(body)]) (bodies++, (answered += agree(m, failures)));
    }
    console.log(`${bodies} bodies; the check answered ${answered} (body, kind) pairs`);
    expect(failures).toEqual([]);
    expect(bodies).toBeGreaterThan(10_000);
    expect(answered).toBeGreaterThan(1_000);
  }, 300_000);

  it.runIf(corpus.length > 0)(`and over the REQUEST_CHECK_CORPUS bodies (${corpus.length}), with their mutations`, () => {
    const failures: string[] = [];
    let answered = 0, bodies = 0;
    const every = Number(process.env.REQUEST_CHECK_MUTATE ?? 0); // mutate every Nth body (0: none)
    for (const [i, body] of corpus.entries()) {
      answered += agree(body, failures), bodies++;
      // The check answers only without cards: a body with cards is also tried without them, and mutated only then.
      const cards = (body as { cards?: unknown[] } | null)?.cards;
      const plain = cards?.length ? (({ cards: _c, ...rest }) => rest)(body as { cards?: unknown }) : body;
      if (plain !== body) (answered += agree(plain, failures)), bodies++;
      if (every > 0 && i % every === 0) for (const m of mutations(plain)) (answered += agree(m, failures)), bodies++;
    }
    console.log(`corpus: ${corpus.length} distinct bodies, ${bodies} with mutations; the check answered ${answered} (body, kind) pairs`);
    expect(failures).toEqual([]);
  }, 3_600_000);

  const freeze = (v: unknown): unknown => {
    if (v && typeof v === "object") {
      for (const x of Object.values(v)) freeze(x);
      Object.freeze(v);
    }
    return v;
  };
  /** The answer to a body, or its error, as text. */
  const answer = (body: unknown): string => {
    try {
      return JSON.stringify(resolveBody(body));
    } catch (e) {
      return `error: ${e instanceof Error ? `${e.constructor.name} ${e.message}` : String(e)}`;
    }
  };

  it("the engine does not change the body it is given (the check hands the body's own objects to the engine)", () => {
    const deckCode = { ...full, state: { ...full.state, players: [{ deck: "AAECAQcAAA==" }, { deck: "AAECAQcAAA==" }] }, actions: [{ type: "endTurn" }] };
    for (const body of [...conformance, deckCode]) expect(answer(freeze(structuredClone(body)))).toBe(answer(structuredClone(body)));
  });

  it.runIf(corpus.length > 0)("nor any REQUEST_CHECK_CORPUS body the check answers", () => {
    let n = 0;
    for (const body of corpus) {
      if (checkRequest("ResolveRequest", body) === undefined) continue;
      n++;
      expect(answer(freeze(structuredClone(body)))).toBe(answer(structuredClone(body)));
    }
    console.log(`corpus: ${n} bodies resolved frozen and not`);
  }, 3_600_000);
});
