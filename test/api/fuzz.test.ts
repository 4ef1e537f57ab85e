/**
 * Fuzzing the HTTP layer with fast-check: random JSON, random text, mutated valid requests, random action
 * lists over a valid state and random custom cards. Whatever comes in, the answer is JSON and never a 5xx:
 * a result (200) or an error `{ error: { code, message, issues } }` with a 4xx status.
 *
 * The seeds are fixed so the suite is reproducible; change FUZZ_SEED (or raise the runs) to explore further.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { expectErrorShape, expectJsonAnswer, expectResult, options, post, postRaw, type Json } from "./helpers.js";

const FUZZ_SEED = 20_240_601;
const ENDPOINTS = ["/v1/resolve", "/v1/simulate", "/v1/options"] as const;
const settings = (numRuns: number) => ({ numRuns, seed: FUZZ_SEED, endOnFailure: true });

// ---------------------------------------------------------------- valid requests to start from

const p = (x: Json = {}) => ({ mana: { crystals: 10, used: 0 }, ...x });

const BASE_STATE = {
  turn: 5, activePlayer: 1,
  players: [
    p({
      board: [{ card: "NEW1_019", ref: "J" }, { card: "CS2_179", ref: "S1" }, { card: "EX1_007", ref: "AC" }],
      hand: [{ card: "CS2_231", ref: "W" }, { card: "CS2_029", ref: "FB" }, { card: "CS2_189", ref: "EA" }, { card: "EX1_164", ref: "N" }, { card: "EX1_136", ref: "RD" }],
      deck: [{ card: "CS2_182" }, { card: "GVG_007" }, { card: "CS2_231" }],
      weapon: { card: "CS2_106", ref: "AX" },
    }),
    p({
      board: [{ card: "CS2_182", ref: "Y" }, { card: "EX1_604", ref: "FR" }, { card: "FP1_012", ref: "SB" }],
      hand: [{ card: "CS2_032" }],
      secrets: [{ card: "EX1_610", ref: "ET" }],
      deck: [{ card: "CS2_231" }, { card: "EX1_015" }],
    }),
  ],
};

const PINGER = {
  id: "TEST_PINGER", name: { enUS: "Pinger", zhCN: "乒乓" }, type: "MINION", cost: 1, attack: 1, health: 3,
  triggers: [{ on: "damage", if: { target: "self" }, do: [{ type: "damage", amount: 1, to: { random: "enemy-characters" } }] }],
};

const BASES: Json[] = [
  { seed: 7, state: BASE_STATE, actions: [{ type: "play", card: "W", position: 1 }] },
  { seed: 3, state: BASE_STATE, actions: [{ type: "attack", attacker: "p1.hero", defender: "SB" }, { type: "play", card: "FB", target: "Y" }, { type: "endTurn" }] },
  { seed: 1, locale: "zhCN", state: { players: [{ board: [{ card: "TEST_PINGER", ref: "P" }] }, { board: [{ card: "Chillwind Yeti" }] }] }, actions: [{ type: "damage", target: "P", amount: 1 }], cards: [PINGER] },
  { state: { turn: 2, players: [{ hand: [{ card: "EX1_164" }] }, {}] }, actions: [{ type: "play", card: "p1.hand.0", choose: 2 }], choices: [0] },
];

/** A base request shaped for an endpoint: /v1/options takes no actions, /v1/simulate takes samples. */
function forEndpoint(path: string, body: Json): Json {
  if (path === "/v1/options") return { state: body.state, ...(body.cards ? { cards: body.cards } : {}) };
  if (path === "/v1/simulate") return { ...body, samples: 3 };
  return body;
}

// ---------------------------------------------------------------- mutations

type Path = (string | number)[];

function allPaths(v: unknown, at: Path = []): Path[] {
  const out: Path[] = [at];
  if (Array.isArray(v)) v.forEach((x, i) => out.push(...allPaths(x, [...at, i])));
  else if (v && typeof v === "object") for (const [k, x] of Object.entries(v)) out.push(...allPaths(x, [...at, k]));
  return out;
}

/** A copy of `v` with the value at `path` replaced (or removed when `value` is REMOVE). */
const REMOVE = Symbol("remove");
function setAt(v: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value === REMOVE ? undefined : value;
  const [head, ...rest] = path;
  if (Array.isArray(v)) {
    const copy = [...v];
    if (rest.length === 0 && value === REMOVE) copy.splice(head as number, 1);
    else copy[head as number] = setAt(v[head as number], rest, value);
    return copy;
  }
  const copy = { ...(v as Record<string, unknown>) };
  if (rest.length === 0 && value === REMOVE) delete copy[head as string];
  else copy[head as string] = setAt(copy[head as string], rest, value);
  return copy;
}

const nested = (depth: number, leaf: unknown) => {
  let x = leaf;
  for (let i = 0; i < depth; i++) x = i % 2 ? [x] : { a: x };
  return x;
};

/** Values that break types and ranges: big and odd numbers, unicode and control characters, locators, deep nesting. */
const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(
    1e308, -1e308, 2 ** 53, -(2 ** 53), Number.MAX_SAFE_INTEGER + 2, 0.5, -0, -1, 0, 7, 8, 100, 1_000_001,
    "", " ", "\u0000", "\ud800", "\uffff", "🃏".repeat(40), "x".repeat(5_000), "p1.board.0", "p2.hand.99", "p1.hero", "J", "Y",
    "NEW1_019", "BRMC_85", "Knife Juggler", "飞刀杂耍者", "GAME_005", "HERO_08", "CS2_034", "EX1_316e", "TEST_PINGER",
    null, true, false, [], {}, [[[]]], { card: "CS2_231" }, { type: "endTurn" },
  ),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 20 }),
  fc.integer({ min: -2_000_000_000, max: 2_000_000_000 }),
  fc.double(),
  fc.integer({ min: 10, max: 200 }).map((d) => nested(d, 1)),
);

const mutation = fc.tuple(fc.nat(), fc.oneof(oddValue, fc.constant(REMOVE)));

// ---------------------------------------------------------------- random actions over a valid state

const LOCATORS = [
  "J", "S1", "AC", "W", "FB", "EA", "N", "RD", "AX", "Y", "FR", "SB", "ET", "p1.hero", "p2.hero", "p1.heroPower", "p2.heroPower",
  "p1.board.0", "p1.board.3", "p2.board.2", "p1.hand.0", "p2.hand.0", "p1.weapon", "p2.secrets.0", "p1.deck.0", "nobody", "p3.board.0", "p1.board.-1",
];
const CARDS = ["CS2_231", "NEW1_019", "CS2_029", "CS2_182", "Knife Juggler", "飞刀杂耍者", 1073, "EX1_097", "GVG_076", "EX1_277", "CS2_032", "CS2_179", "FP1_012", "BRMC_85", "HERO_08", "Knife Jugler"];

const loc = fc.constantFrom(...LOCATORS);
const opt = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: undefined });
const who = opt(fc.constantFrom(1, 2));
const strip = (x: unknown) => JSON.parse(JSON.stringify(x));

const action: fc.Arbitrary<Json> = fc.oneof(
  fc.record({ type: fc.constant("play"), card: loc, target: opt(loc), position: opt(fc.integer({ min: 0, max: 7 })), choose: opt(fc.constantFrom(1, 2)) }),
  fc.record({ type: fc.constant("attack"), attacker: loc, defender: loc, player: who }),
  fc.record({ type: fc.constant("heroPower"), target: opt(loc), player: who }),
  fc.record({ type: fc.constant("endTurn"), player: who }),
  fc.record({ type: fc.constant("concede"), player: who }),
  fc.record({ type: fc.constant("destroy"), target: loc }),
  fc.record({ type: fc.constant("damage"), target: loc, amount: fc.integer({ min: 0, max: 40 }), source: opt(loc) }),
  fc.record({ type: fc.constant("heal"), target: loc, amount: fc.integer({ min: 0, max: 40 }), source: opt(loc) }),
  fc.record({ type: fc.constant("summon"), card: fc.constantFrom(...CARDS), player: who, position: opt(fc.integer({ min: 0, max: 7 })) }),
  fc.record({ type: fc.constant("cast"), card: fc.constantFrom(...CARDS), player: who, target: opt(loc) }),
  fc.record({ type: fc.constant("draw"), player: who, count: opt(fc.integer({ min: 1, max: 12 })) }),
).map(strip);

// ---------------------------------------------------------------- random custom cards

const selector = fc.constantFrom<Json>(
  "self", "target", "event-target", "event-source", "friendly-hero", "enemy-hero", "all-characters", "all-minions", "enemy-characters",
  "enemy-minions", "friendly-minions", "other-friendly-minions", "all-other-characters", { random: "enemy-characters", count: 2 },
  { random: "all-minions" }, { all: "minions", where: { damaged: true } },
);
const condition = fc.constantFrom<Json>(
  { target: "self" }, { target: "friendly-minion" }, { source: "enemy" }, { turn: "own" }, { player: "enemy" }, { space: "friendly-board" },
  { exists: "enemy-minions" }, { not: { turn: "own" } }, { all: [{ turn: "own" }, { target: "minion" }] },
);
// Only references of the right type to implemented cards: other references are a known bug (see errors.test.ts).
const effect: fc.Arbitrary<Json> = fc.letrec<{ e: Json }>((tie) => ({
  e: fc.oneof(
    { depthSize: "small" },
    fc.record({ type: fc.constant("damage"), amount: fc.integer({ min: 0, max: 4 }), to: selector }),
    fc.record({ type: fc.constant("heal"), amount: fc.integer({ min: 0, max: 4 }), to: selector }),
    fc.record({ type: fc.constant("draw"), count: fc.integer({ min: 1, max: 3 }) }),
    fc.record({ type: fc.constant("summon"), card: fc.constantFrom("CS2_231", "CS2_179", "TEST_A"), count: fc.integer({ min: 1, max: 3 }), side: fc.constantFrom("friendly", "enemy") }),
    fc.record({ type: fc.constant("buff"), to: selector, attack: fc.integer({ min: -2, max: 2 }), health: fc.integer({ min: -2, max: 2 }), grants: fc.constantFrom([], ["TAUNT"], ["DIVINE_SHIELD"]) }),
    fc.record({ type: fc.constant("destroy"), to: selector }),
    fc.record({ type: fc.constant("silence"), to: selector }),
    fc.record({ type: fc.constant("freeze"), to: selector }),
    fc.record({ type: fc.constant("armor"), amount: fc.integer({ min: 0, max: 4 }) }),
    fc.record({ type: fc.constant("returnToHand"), to: selector }),
    fc.record({ type: fc.constant("addCard"), card: fc.constantFrom("CS2_029", "CS2_231", "TEST_S"), player: fc.constantFrom("friendly", "enemy") }),
    fc.record({ type: fc.constant("equipWeapon"), card: fc.constant("CS2_106") }),
    fc.record({ type: fc.constant("if"), if: condition, then: fc.array(tie("e"), { maxLength: 2 }), else: fc.array(tie("e"), { maxLength: 2 }) }),
  ),
})).e;
const trigger = fc.record({
  on: fc.constantFrom("play", "after-play", "summon", "after-summon", "damage", "heal", "death", "draw", "attack", "after-attack", "turn-start", "turn-end", "armor", "cast"),
  if: opt(condition),
  do: fc.array(effect, { maxLength: 2 }),
}, { requiredKeys: ["on", "do"] });
function customCard(id: string, type: "MINION" | "SPELL"): fc.Arbitrary<Json> {
  const common: Record<string, fc.Arbitrary<unknown>> = {
    id: fc.constant(id), type: fc.constant(type), cost: fc.integer({ min: 0, max: 3 }),
    target: opt(fc.record({ type: fc.constantFrom("character", "minion", "hero"), side: fc.constantFrom("any", "friendly", "enemy"), required: fc.boolean() })),
    triggers: opt(fc.array(trigger, { maxLength: 2 })),
    tags: opt(fc.constantFrom({ TAUNT: 1 }, { CHARGE: 1 }, { DIVINE_SHIELD: 1 }, { POISONOUS: 1 })),
  };
  const byType: Record<string, fc.Arbitrary<unknown>> = type === "MINION"
    ? { attack: fc.integer({ min: 0, max: 4 }), health: fc.integer({ min: 1, max: 6 }), battlecry: opt(fc.array(effect, { maxLength: 2 })), deathrattle: opt(fc.array(effect, { maxLength: 2 })) }
    : { spell: fc.array(effect, { maxLength: 2 }) };
  return fc.record({ ...common, ...byType }).map(strip);
}

const CUSTOM_ACTIONS: Json[][] = [
  [{ type: "play", card: "HA" }], [{ type: "play", card: "HA", target: "p2.hero" }], [{ type: "play", card: "HA", target: "B2" }],
  [{ type: "play", card: "HS" }], [{ type: "play", card: "HS", target: "B2" }], [{ type: "attack", attacker: "B1", defender: "B2" }],
  [{ type: "endTurn" }, { type: "endTurn" }], [{ type: "damage", target: "B1", amount: 2 }], [{ type: "destroy", target: "B2" }],
  [{ type: "summon", card: "TEST_A", player: 2 }], [{ type: "cast", card: "TEST_S", player: 1, target: "B2" }],
];

// ---------------------------------------------------------------- properties

describe("fuzz: no input gives a 500", () => {
  it("starts from valid requests (each base answers 200 on each endpoint)", async () => {
    for (const path of ENDPOINTS) {
      for (const base of BASES) {
        const a = await post(path, forEndpoint(path, base));
        expect(a.status, `${path} ${a.text.slice(0, 300)}`).toBe(200);
      }
    }
  });

  it("random JSON values → 400 with the error shape", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ENDPOINTS), fc.jsonValue({ maxDepth: 4 }), async (path, value) => {
        const a = await post(path, value);
        expectErrorShape(a);
        expect(a.status).toBe(400);
      }),
      settings(60),
    );
  });

  it("random text and bytes as the body → 400", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ENDPOINTS),
        fc.oneof(fc.string({ unit: "binary", maxLength: 200 }), fc.uint8Array({ maxLength: 200 })),
        async (path, body) => {
          const a = await postRaw(path, body);
          expectErrorShape(a);
          expect(a.status).toBe(400);
        },
      ),
      settings(40),
    );
  });

  it("mutated valid requests (fields dropped, retyped, out of range, unicode, nested) → a result or a 4xx", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ENDPOINTS), fc.nat(BASES.length - 1), fc.array(mutation, { minLength: 1, maxLength: 4 }), async (path, i, mutations) => {
        let body: unknown = forEndpoint(path, BASES[i]);
        for (const [at, value] of mutations) {
          const paths = allPaths(body);
          body = setAt(body, paths[at % paths.length]!, value);
        }
        expectJsonAnswer(await post(path, body ?? null));
      }),
      settings(120),
    );
  });

  it("random action lists over a valid state → a result or a 4xx; every result is re-submittable", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 6 }), fc.nat(1_000), async (actions, seed) => {
        const a = await post("/v1/resolve", { seed, state: BASE_STATE, actions });
        expectJsonAnswer(a);
        if (a.status !== 200) return;
        const r = expectResult(a);
        const again = await options({ state: r.state });
        expect(again.status, again.text.slice(0, 300)).toBe(200);
        expect(again.json.over).toBe(r.outcome.over);
      }),
      settings(100),
    );
  });

  it("random custom cards, played and fought with → a result or a 4xx", async () => {
    await fc.assert(
      fc.asyncProperty(customCard("TEST_A", "MINION"), customCard("TEST_B", "MINION"), customCard("TEST_S", "SPELL"), fc.constantFrom(...CUSTOM_ACTIONS), fc.nat(100), async (a, b, s, actions, seed) => {
        const body = {
          seed, cards: [a, b, s], actions,
          state: {
            turn: 4,
            players: [
              { mana: { crystals: 10 }, board: [{ card: "TEST_A", ref: "B1" }, { card: "TEST_B" }], hand: [{ card: "TEST_B", ref: "HA" }, { card: "TEST_S", ref: "HS" }], deck: [{ card: "TEST_A" }, { card: "TEST_S" }] },
              { mana: { crystals: 10 }, board: [{ card: "TEST_B", ref: "B2" }, { card: "TEST_A" }], hand: [{ card: "TEST_A" }], deck: [{ card: "TEST_B" }] },
            ],
          },
        };
        expectJsonAnswer(await post("/v1/resolve", body));
      }),
      settings(60),
    );
  });
});
