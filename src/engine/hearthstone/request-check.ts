/**
 * @module hearthstone/request-check
 * A check of a Hearthstone request body without zod, for the common case (issue 13: zod was about a fifth of the hot
 * path and of the cold start). It answers either exactly what the zod request schema (./snapshot-schema.ts,
 * `requestSchemas`) returns for the body, the same keys in the same order, or `undefined`: "not sure", and then the
 * caller runs the zod schema as before, so every error answer stays the zod one. It never rejects on its own.
 *
 * Only bodies without client cards (`cards` absent or `[]`) are checked; anything it does not fully recognise
 * (an unknown or misplaced field, a value of the wrong type or out of range, an object that is not a plain one) is
 * "not sure". test/engine/hearthstone/request-check.test.ts holds it to the one property that matters: whenever it
 * answers, zod accepts the body with an equal result (every request body of the tests and the conformance cases, and
 * mutations of them).
 *
 * It returns the body's own objects where they already are what zod would build (the schema's keys, in its order),
 * and copies only those that are not: zod's result is a fresh copy, which nothing else holds, so sharing the body's
 * objects (which the caller no longer uses) changes nothing the engine sees.
 */

/** "Not sure": the zod schema decides. */
const NO: unique symbol = Symbol("not sure");
type Check = (x: unknown) => unknown;

/** The same limit as snapshot-schema.ts's MAX_SAMPLES (a test checks they agree; this module does not load zod). */
export const FAST_MAX_SAMPLES = 10_000;

const int = (min: number, max: number): Check => (x) => (typeof x === "number" && Number.isSafeInteger(x) && x >= min && x <= max ? x : NO);
const str = (min: number, max: number, re?: RegExp): Check => (x) =>
  typeof x === "string" && x.length >= min && x.length <= max && (!re || re.test(x)) ? x : NO;
const oneOf = (...values: readonly unknown[]): Check => (x) => (values.includes(x) ? x : NO);
const bool: Check = (x) => (typeof x === "boolean" ? x : NO);

const isPlain = (x: unknown): x is Record<string, unknown> =>
  typeof x === "object" && x !== null && !Array.isArray(x) && Object.getPrototypeOf(x) === Object.prototype;

/** An array of `min`–`max` items each passing `item`; the body's own array when no item was copied. */
const list = (item: Check, max: number, min = 0): Check => (x) => {
  if (!Array.isArray(x) || x.length < min || x.length > max) return NO;
  let out: unknown[] | null = null;
  for (let i = 0; i < x.length; i++) {
    const v = item(x[i]);
    if (v === NO) return NO;
    if (v !== x[i]) (out ??= x.slice(0, i)).push(v);
    else if (out) out.push(v);
  }
  return out ?? x;
};

/**
 * A strict object: every key of the body one of the shape's, the `required` ones present, each value passing its
 * check. The result has the shape's keys in the shape's order (as zod builds it): the body itself when its keys are
 * already in that order and no value was copied, else a new object.
 */
const object = (shape: Record<string, Check>, required: readonly string[] = []): Check => {
  const keys = Object.keys(shape);
  const index = new Map(keys.map((k, i) => [k, i]));
  const checks = keys.map((k) => shape[k]!);
  return (x) => {
    if (!isPlain(x)) return NO;
    for (let j = 0; j < required.length; j++) { const k = required[j]!; if (!Object.hasOwn(x, k)) return NO; }
    let last = -1, same = true;
    let copied: unknown[] | null = null; // the values that are copies, by key index
    // The body's own keys only (a shape may have dozens, a body a few); the checks have no effects, so their order is free.
    for (const k in x) {
      const i = index.get(k);
      if (i === undefined || !Object.hasOwn(x, k)) return NO;
      if (i < last) same = false;
      last = i;
      const v = checks[i]!(x[k]);
      if (v === NO) return NO;
      if (v !== x[k]) (copied ??= new Array(keys.length))[i] = v, (same = false);
    }
    if (same) return x;
    const out: Record<string, unknown> = {};
    for (let i = 0; i < keys.length; i++) {
      const k = keys[i]!;
      if (Object.hasOwn(x, k)) out[k] = copied?.[i] !== undefined ? copied[i] : x[k];
    }
    return out;
  };
};

/** A record of tag names to values: the body's own object (zod keeps the body's key order). */
const TAG_NAME = /^[A-Z][A-Z0-9_]*$/;
const tags: Check = (x) => {
  if (!isPlain(x)) return NO;
  for (const k in x) {
    if (!Object.hasOwn(x, k) || !TAG_NAME.test(k)) return NO;
    const v = x[k];
    if (typeof v !== "number" || !Number.isSafeInteger(v) || v < -1_000_000_000 || v > 1_000_000_000) return NO;
  }
  return x;
};

const cardRef: Check = (x) =>
  typeof x === "string" ? (x.length >= 1 && x.length <= 100 ? x : NO) : typeof x === "number" && Number.isSafeInteger(x) && x >= 1 ? x : NO;
const ref = str(1, 64, /^[^.\s]+$/);
const stat = int(-1_000_000_000, 1_000_000_000);
const controller = oneOf(1, 2);
const entityId = int(4, 1_000_000);
const order = int(0, Number.MAX_SAFE_INTEGER);

const enchantment = object({
  card: cardRef, ref, id: entityId, order, controller, attack: stat, health: stat, cost: stat, setAttack: stat, setHealth: stat,
  setCost: int(0, 1_000_000), minCost: int(0, 1_000_000), aura: object({ source: int(1, Number.MAX_SAFE_INTEGER), index: int(0, 50) }, ["source", "index"]),
  grants: list(str(1, Infinity, TAG_NAME), Infinity), oneTurn: bool, untilNextTurn: bool, remembers: cardRef, remembersOwner: controller, usesLeft: int(1, 100),
  creator: int(1, Number.MAX_SAFE_INTEGER),
});

const entity = object({
  card: (x) => (x === null ? x : cardRef(x)), ref, id: entityId, order, attack: stat, health: stat, maxHealth: stat, cost: stat, durability: stat,
  armor: int(0, 1_000_000), enchantments: list(enchantment, 50), tags, seen: tags,
}, ["card"]);

const mana = object({
  crystals: int(0, 50), used: int(0, 100), temp: int(0, 20), overloadOwed: int(0, 100), overloadLocked: int(0, 100), maxCrystals: int(0, 50),
});

const entities = (max: number) => list(entity, max);
const deckCode = str(1, 1000);
const deck = (x: unknown) => (typeof x === "string" ? deckCode(x) : entities(120)(x));

const player = object({
  hero: entity, heroPower: entity, weapon: entity, mana, board: entities(7), hand: entities(12), deck, secrets: entities(5),
  graveyard: entities(200), setAside: entities(200), tags, lastPlayed: cardRef, playedThisTurn: list(cardRef, 200), playedLastTurn: list(cardRef, 200),
  playedThisGame: list(object({ card: cardRef, cost: int(0, 1000), turn: int(0, 90), id: entityId, created: bool, paid: oneOf("health", "corpses", "armor") }, ["card", "cost", "turn"]), 200),
  corpses: int(0, 1_000_000), corpsesSpent: int(0, 1_000_000),
});

const players: Check = (x) => {
  if (!Array.isArray(x) || x.length !== 2) return NO;
  const a = player(x[0]), b = player(x[1]);
  if (a === NO || b === NO) return NO;
  return a === x[0] && b === x[1] ? x : [a, b];
};

const state = object({
  turn: int(1, 90), activePlayer: controller, players,
  deaths: list(object({ card: cardRef, controller, turn: order }, ["card", "controller", "turn"]), 500),
  summons: list(object({ card: cardRef, controller, turn: order, id: entityId }, ["card", "controller", "turn"]), 500),
  tags, extraTurns: list(controller, 100),
}, ["players"]);

const locator = str(1, 64);
const position = int(0, 7);
const amount = int(0, 1_000_000);
/** Each action type's fields (its `type` first, as in the schema), and the ones it requires besides `type`. */
const ACTIONS: Record<string, Check> = {
  play: object({ type: oneOf("play"), card: locator, target: locator, position, choose: controller, player: controller }, ["card"]),
  attack: object({ type: oneOf("attack"), attacker: locator, defender: locator, player: controller }, ["attacker", "defender"]),
  heroPower: object({ type: oneOf("heroPower"), target: locator, player: controller }),
  trade: object({ type: oneOf("trade"), card: locator, player: controller }, ["card"]),
  useLocation: object({ type: oneOf("useLocation"), card: locator, target: locator, player: controller }, ["card"]),
  forge: object({ type: oneOf("forge"), card: locator, player: controller }, ["card"]),
  titan: object({ type: oneOf("titan"), minion: locator, ability: oneOf(1, 2, 3), target: locator, player: controller }, ["minion", "ability"]),
  endTurn: object({ type: oneOf("endTurn"), player: controller }),
  startGame: object({ type: oneOf("startGame") }),
  concede: object({ type: oneOf("concede"), player: controller }),
  destroy: object({ type: oneOf("destroy"), target: locator }, ["target"]),
  damage: object({ type: oneOf("damage"), target: locator, amount, source: locator }, ["target", "amount"]),
  heal: object({ type: oneOf("heal"), target: locator, amount, source: locator }, ["target", "amount"]),
  summon: object({ type: oneOf("summon"), card: cardRef, player: controller, position, ref }, ["card"]),
  cast: object({ type: oneOf("cast"), card: cardRef, player: controller, target: locator }, ["card"]),
  draw: object({ type: oneOf("draw"), player: controller, count: int(1, 60) }),
};
const action: Check = (x) => {
  if (!isPlain(x) || typeof x.type !== "string" || !Object.hasOwn(ACTIONS, x.type)) return NO;
  return ACTIONS[x.type]!(x);
};

/** `cards` here is absent or `[]` (a body with cards is the zod schema's, with the card format). */
const noCards = list(() => NO, 0);
const resolveShape = {
  rules: oneOf("hearthstone"), seed: int(0, Number.MAX_SAFE_INTEGER), locale: oneOf("enUS", "zhCN"), state, actions: list(action, 100, 1),
  cards: noCards, choices: list(int(0, 100), 200),
};
const CHECKS = {
  ResolveRequest: object(resolveShape, ["state", "actions"]),
  SimulateRequest: object({ ...resolveShape, samples: int(1, FAST_MAX_SAMPLES) }, ["state", "actions", "samples"]),
  OptionsRequest: object({ rules: oneOf("hearthstone"), state, cards: noCards }, ["state"]),
};

export type RequestKind = keyof typeof CHECKS;

/**
 * What the zod schema of `kind` (without client cards) would return for `body`, or `undefined` when this check is not
 * sure (the body may be invalid, or valid in a way it does not cover): then validate with the zod schema.
 */
export function checkRequest(kind: RequestKind, body: unknown): unknown {
  const v = CHECKS[kind](body);
  return v === NO ? undefined : v;
}
