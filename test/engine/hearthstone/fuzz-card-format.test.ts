/**
 * Fuzzing the engine with client card definitions over the whole card format (cards/format.ts): every effect
 * type, selector form, condition form, amount form, trigger event, aura kind and card field, put into small
 * random states (hand, board, deck, secrets, weapon, hero power, hero — both players) and driven by random
 * action lists (legal actions from `options`, and raw ones: plays with and without targets, attacks, hero
 * powers, end of turn, scenario actions). For every request:
 *
 * - the engine returns a result or throws an EngineError (a 4xx); anything else (TypeError, RangeError …) is a bug;
 * - the same body resolves to byte-identical JSON, also after other requests ran in between (no shared state);
 * - an output state (with the same `cards`) is valid input, loads through `options`, and load → write gives it back;
 * - every action `options` lists passes `resolve` (never a 409).
 *
 * The seed is fixed so CI is deterministic. Explore further locally with e.g.
 * `FUZZ_RUNS=3000 FUZZ_SEED=123 npx vitest run --project node test/engine/hearthstone/fuzz-card-format.test.ts`.
 * Each bug the fuzzer found keeps a minimal regression case at the end of this file.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EngineError, options, resolve, type ResolveResult } from "../../../src/engine/index.js";
import { newContext } from "../../../src/engine/hearthstone/index.js";
import { GameStateInput, OptionsRequest, ResolveRequest } from "../../../src/engine/hearthstone/schema.js";
import { AMOUNT_STATS, EVENT_TYPES, IDENTITIES, RULE_AURAS, SELECTOR_ALIASES } from "../../../src/engine/hearthstone/cards/format/index.js";
import { loadState } from "../../../src/engine/hearthstone/snapshot/load.js";
import { writeState } from "../../../src/engine/hearthstone/snapshot/write.js";
import { validate } from "../../../src/engine/validate.js";
import { checkDefinitions } from "../../../src/engine/hearthstone/cards/sanity.js";
import { at, fails, nodes, player, request } from "../../support/engine.js";

type Json = Record<string, unknown>;
const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20_261_121);
const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 60);
/** A smaller step budget than the API's keeps endless loops (a 422, the intended answer) quick. */
const MAX_STEPS = Number(process.env.FUZZ_STEPS ?? 3000);

// ---------------------------------------------------------------- card ids in play

/** The client cards of each run (their definitions are generated), and built-in cards mixed in. */
const C = {
  minions: ["FZ_M1", "FZ_M2", "FZ_M3"],
  spells: ["FZ_S1", "FZ_S2"],
  secret: "FZ_SEC",
  weapon: "FZ_W1",
  enchantments: ["FZ_E1", "FZ_E2"],
  power: "FZ_P1",
  hero: "FZ_H1",
  location: "FZ_L1",
};
const BUILTIN = {
  minions: ["CS2_231", "CS2_182", "NEW1_019", "EX1_007", "CS2_222", "FP1_031", "EX1_012", "GVG_076", "EX1_008"],
  spells: ["CS2_029", "CS2_032", "CS2_092", "EX1_332"],
  secrets: ["EX1_136", "EX1_610", "EX1_611"],
  weapons: ["CS2_106", "CS2_082"],
  enchantments: ["CS2_092e", "EX1_316e", "CS2_004e"],
  powers: ["CS2_034", "CS2_102"],
  heroes: ["HERO_08", "HERO_01"],
};
const MINION_REFS = [...C.minions, ...BUILTIN.minions.slice(0, 4)];
const HAND_REFS = [...MINION_REFS, ...C.spells, C.weapon, C.hero, C.location, "CS2_029", "CS2_106"];
const WEAPON_REFS = [C.weapon, "CS2_106"];
const ENCHANT_REFS = [...C.enchantments, "CS2_092e"];
const RACES = ["BEAST", "MECHANICAL", "MURLOC", "DEMON", "ALL", "PIRATE"];
const TAGS = ["TAUNT", "DIVINE_SHIELD", "WINDFURY", "STEALTH", "FROZEN", "IMMUNE", "CHARGE", "RUSH", "POISONOUS", "LIFESTEAL", "REBORN", "CANT_ATTACK", "HEALTH_MINIMUM", "SILENCED", "EXHAUSTED", "ELUSIVE", "SPELLPOWER", "DORMANT"];

// ---------------------------------------------------------------- the format, by hand from format.ts

const strip = <T>(x: T): T => JSON.parse(JSON.stringify(x));
const side = fc.constantFrom("friendly", "enemy");
const rec = <T extends Record<string, fc.Arbitrary<unknown>>>(r: T, required: (keyof T)[]) =>
  fc.record(r, { requiredKeys: required as never[] }) as fc.Arbitrary<Json>;

const identity = fc.constantFrom(...IDENTITIES);
const shorthand = fc.tuple(fc.constantFrom("", "other-"), fc.constantFrom("", "friendly-", "enemy-"), fc.constantFrom("minion", "hero", "character", "weapon"))
  .map(([a, b, c]) => a + b + c);
const filterObject = rec({
  is: fc.oneof(identity, fc.array(identity, { maxLength: 2 })),
  not: fc.oneof(identity, fc.array(identity, { maxLength: 2 })),
  side,
  type: fc.constantFrom("minion", "hero", "character", "weapon", "spell", "card"),
  race: fc.constantFrom(...RACES),
  notRace: fc.constantFrom(...RACES),
  alive: fc.boolean(), damaged: fc.boolean(),
  tag: fc.constantFrom(...TAGS), notTag: fc.constantFrom(...TAGS),
  minAttack: fc.integer({ min: 0, max: 6 }), maxAttack: fc.integer({ min: -1, max: 6 }),
  secret: fc.boolean(),
  has: fc.constantFrom("battlecry", "deathrattle", "overload", "outcast"),
  attacking: fc.boolean(), attackedThisTurn: fc.boolean(),
  maxCost: fc.integer({ min: 0, max: 6 }), playedCost: fc.integer({ min: 0, max: 4 }), playedRace: fc.constantFrom(...RACES), transformed: fc.boolean(),
  adjacentTo: identity, enchanted: fc.constantFrom("TIME_110", "GBL_999e"),
}, []).chain((o) => {
  // Keep filters small: at most three keys, so they still match something.
  const keys = Object.keys(o).slice(0, 3);
  return fc.constant(Object.fromEntries(keys.map((k) => [k, o[k]])));
});
const filter: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom("self", "other", "friendly", "enemy"), shorthand, filterObject,
);

const { selector } = fc.letrec<{ selector: unknown }>((tie) => ({
  selector: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    identity,
    fc.constantFrom(...SELECTOR_ALIASES),
    rec({ all: fc.constantFrom("characters", "minions", "heroes", "hand", "deck", "group"), side, where: filter }, ["all"]),
    rec({ random: tie("selector"), count: fc.integer({ min: 1, max: 4 }), lowest: fc.constantFrom("attack", "health", "cost") }, ["random"]),
    rec({ random: tie("selector"), highest: fc.constantFrom("attack", "health", "cost") }, ["random"]),
    rec({ adjacent: tie("selector"), self: fc.constantFrom("first", "last") }, ["adjacent"]),
    rec({ from: tie("selector"), except: tie("selector") }, ["from", "except"]),
    rec({ top: fc.constant("deck"), side, count: fc.integer({ min: 1, max: 3 }) }, ["top"]),
  ),
}));

const amountForms = (mods: Record<string, fc.Arbitrary<unknown>>) => fc.oneof(
  rec({ count: selector, ...mods }, ["count"]),
  rec({ stat: fc.constantFrom(...AMOUNT_STATS), of: fc.oneof(fc.constant("each"), selector), ...mods }, ["stat", "of"]),
  rec({ event: fc.constant("amount"), ...mods }, ["event"]),
  rec({ dealt: fc.constant("damage"), ...mods }, ["dealt"]),
  rec({ random: fc.tuple(fc.integer({ min: 0, max: 2 }), fc.integer({ min: 2, max: 4 })), ...mods }, ["random"]),
);
const numericMods = {
  multiply: fc.integer({ min: -3, max: 3 }), add: fc.integer({ min: -5, max: 5 }),
  min: fc.integer({ min: -3, max: 3 }), max: fc.integer({ min: 0, max: 10 }),
};
/** `add` may be another amount (one level deep here: Divine Favor's difference of two counts). */
const amountExpr = amountForms({ ...numericMods, add: fc.oneof(fc.integer({ min: -5, max: 5 }), amountForms(numericMods)) });
/** A constant in [min, max] or an amount expression. */
const amount = (min: number, max: number) => fc.oneof(fc.integer({ min, max }), amountExpr);

const { condition } = fc.letrec<{ condition: unknown }>((tie) => ({
  condition: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.record({ target: filter }), fc.record({ source: filter }),
    fc.record({ turn: fc.constantFrom("own", "opponent") }), fc.record({ player: side }),
    fc.record({ space: fc.constantFrom("friendly-board", "enemy-board", "friendly-hand") }),
    fc.record({ exists: selector }),
    fc.record({ count: selector, atLeast: fc.integer({ min: 0, max: 4 }) }),
    rec({ value: amount(-2, 10), atLeast: fc.integer({ min: -2, max: 10 }), atMost: fc.integer({ min: -2, max: 20 }) }, ["value"]),
    fc.record({ mana: fc.constant("full") }),
    rec({ playedThisTurn: fc.constantFrom("card", "minion"), atMost: fc.integer({ min: 0, max: 3 }), atLeast: fc.integer({ min: 0, max: 3 }), side }, ["playedThisTurn"]),
    fc.record({ all: fc.array(tie("condition"), { maxLength: 2 }) }),
    fc.record({ any: fc.array(tie("condition"), { maxLength: 2 }) }),
    fc.record({ not: tie("condition") }),
    fc.record({ fatal: fc.boolean() }),
  ),
}));

const poolSpec = rec({
  type: fc.constantFrom("MINION", "SPELL", "WEAPON"),
  cost: amount(0, 10), costDown: amount(0, 10), costAtMost: fc.integer({ min: 0, max: 10 }), costAtLeast: fc.integer({ min: 0, max: 10 }),
  race: fc.constantFrom(...RACES), cardClass: fc.constantFrom("NEUTRAL", "MAGE", "WARRIOR"), rarity: fc.constantFrom("LEGENDARY", "COMMON"), mechanic: fc.constantFrom("TAUNT", "DEATHRATTLE"),
  collectible: fc.boolean(),
}, []);
const poolOf = (ids: string[]) => fc.oneof(fc.uniqueArray(fc.constantFrom(...ids), { minLength: 1, maxLength: 3 }), poolSpec);
const grants = fc.array(fc.constantFrom(...TAGS), { maxLength: 2 });

const { effect } = fc.letrec<{ effect: unknown }>((tie) => {
  const effects = fc.array(tie("effect"), { maxLength: 2 });
  return {
    effect: fc.oneof(
      { depthSize: "small", withCrossShrink: true },
      rec({ type: fc.constant("damage"), amount: amount(0, 6), to: selector, spellDamage: fc.oneof(fc.boolean(), fc.constant("hits")), upTo: fc.integer({ min: 1, max: 6 }), equalTo: fc.constant("attack"), oneByOne: fc.boolean() }, ["type", "amount", "to"]),
      rec({ type: fc.constant("heal"), amount: amount(0, 8), to: selector }, ["type", "amount", "to"]),
      rec({ type: fc.constant("draw"), count: amount(1, 3), player: side, where: filter, highest: fc.constant("cost") }, ["type"]),
      rec({ type: fc.constant("summon"), card: fc.constantFrom(...MINION_REFS), count: amount(1, 3), countOf: selector, side }, ["type", "card"]),
      rec({ type: fc.constant("summonRandom"), pool: poolOf(MINION_REFS), unique: fc.boolean(), side }, ["type", "pool"]),
      rec({ type: fc.constant("summonCopy"), of: selector, health: fc.integer({ min: 1, max: 5 }), copyState: fc.boolean(), beside: fc.boolean(), enchantment: fc.constantFrom(...ENCHANT_REFS) }, ["type", "of"]),
      rec({ type: fc.constant("resurrect"), count: fc.integer({ min: 1, max: 3 }) }, ["type"]),
      rec({ type: fc.constant("burn"), count: fc.integer({ min: 1, max: 3 }), player: side }, ["type", "count"]),
      fc.constant({ type: "forcedDeath" }),
      rec({ type: fc.constant("retarget"), to: selector }, ["type", "to"]),
      rec({ type: fc.constant("absorb"), to: selector }, ["type", "to"]),
      rec({ type: fc.constant("extendLasting"), to: selector, turns: fc.integer({ min: 1, max: 3 }) }, ["type", "to"]),
      rec({ type: fc.constant("returnCopyToHand"), of: selector, cost: fc.integer({ min: -5, max: 5 }), setCost: fc.integer({ min: 0, max: 5 }), enchantment: fc.constantFrom(...ENCHANT_REFS) }, ["type", "of"]),
      rec({ type: fc.constant("returnToHand"), to: selector, cost: fc.integer({ min: -5, max: 5 }), enchantment: fc.constantFrom(...ENCHANT_REFS) }, ["type", "to"]),
      rec({
        type: fc.constant("buff"), to: selector, attack: amount(-4, 4), health: amount(-4, 4), setAttack: amount(0, 6), setHealth: amount(1, 6),
        grants, enchantment: fc.constantFrom(...ENCHANT_REFS), oneTurn: fc.boolean(),
      }, ["type", "to"]),
      rec({ type: fc.constant("swapAttackHealth"), to: selector, enchantment: fc.constantFrom(...ENCHANT_REFS) }, ["type", "to"]),
      fc.constant({ type: "expire" }),
      rec({ type: fc.constant("destroy"), to: selector }, ["type", "to"]),
      rec({ type: fc.constant("discard"), count: fc.oneof(fc.integer({ min: 1, max: 3 }), fc.constant("all")), player: side }, ["type"]),
      rec({ type: fc.constant("transform"), to: selector, card: fc.constantFrom(...MINION_REFS), copyOf: selector, pool: poolOf(MINION_REFS) }, ["type", "to"]),
      rec({ type: fc.constant("loseDurability"), amount: fc.integer({ min: 0, max: 3 }), to: selector }, ["type", "amount", "to"]),
      rec({ type: fc.constant("silence"), to: selector }, ["type", "to"]),
      rec({ type: fc.constant("freeze"), to: selector }, ["type", "to"]),
      rec({ type: fc.constant("armor"), amount: amount(0, 6), to: selector }, ["type", "amount"]),
      rec({ type: fc.constant("manaCrystals"), amount: fc.integer({ min: -10, max: 10 }), state: fc.constantFrom("full", "empty") }, ["type", "amount"]),
      rec({ type: fc.constant("tempMana"), amount: fc.integer({ min: 1, max: 10 }) }, ["type", "amount"]),
      rec({ type: fc.constant("addCard"), card: fc.constantFrom(...HAND_REFS), pool: poolOf(HAND_REFS), copyOf: selector, count: fc.integer({ min: 1, max: 3 }), player: side }, ["type"]),
      rec({ type: fc.constant("putIntoPlay"), from: fc.constantFrom("deck", "hand"), where: filter, player: side }, ["type", "from"]),
      rec({ type: fc.constant("group"), of: selector, do: effects }, ["type", "of", "do"]),
      rec({ type: fc.constant("equipWeapon"), card: fc.constantFrom(...WEAPON_REFS) }, ["type", "card"]),
      rec({ type: fc.constant("takeControl"), to: selector, side, sickness: fc.boolean(), enchantment: fc.constantFrom(...ENCHANT_REFS) }, ["type", "to"]),
      rec({ type: fc.constant("redirectAttack"), to: selector }, ["type", "to"]),
      rec({ type: fc.constant("counter"), to: selector }, ["type", "to"]),
      rec({ type: fc.constant("forceAttack"), attacker: selector, defender: selector, counts: fc.boolean() }, ["type", "attacker", "defender"]),
      rec({ type: fc.constant("if"), if: condition, then: effects, else: effects }, ["type", "if", "then"]),
      rec({ type: fc.constant("changeDamage"), multiply: fc.integer({ min: 0, max: 3 }), set: fc.integer({ min: 0, max: 5 }) }, ["type"]),
      rec({ type: fc.constant("questProgress"), amount: fc.integer({ min: 1, max: 3 }) }, ["type"]),
      rec({ type: fc.constant("shuffleIntoDeck"), card: fc.constantFrom(...HAND_REFS), count: fc.integer({ min: 1, max: 3 }), player: side }, ["type", "card"]),
      rec({ type: fc.constant("redirectDamage"), to: selector }, ["type", "to"]),
      rec({ type: fc.constant("extraTurns"), turns: fc.array(fc.constantFrom("own", "opponent"), { minLength: 1, maxLength: 3 }) }, ["type", "turns"]),
      rec({ type: fc.constant("dormant"), to: selector, turns: fc.integer({ min: 1, max: 3 }) }, ["type", "to", "turns"]),
      rec({ type: fc.constant("swapWithHand"), where: filter }, ["type"]),
      rec({ type: fc.constant("extraAttack"), to: selector, amount: fc.integer({ min: 1, max: 3 }) }, ["type", "to"]),
      rec({ type: fc.constant("repeat"), times: amount(0, 3), do: effects }, ["type", "times", "do"]),
      rec({ type: fc.constant("putOnTop"), count: fc.integer({ min: 1, max: 4 }), bottom: fc.boolean() }, ["type"]),
      rec({ type: fc.constant("discover"), from: fc.oneof(fc.constant("deck"), poolOf(HAND_REFS)), where: filter }, ["type", "from"]),
      rec({ type: fc.constant("replay"), played: rec({ cost: fc.integer({ min: 0, max: 3 }), otherClass: fc.boolean() }, []), max: fc.integer({ min: 1, max: 5 }), preferEnemies: fc.boolean() }, ["type", "played"]),
    ),
  };
});
const effects = fc.array(effect, { maxLength: 3 });

const trigger = rec({
  on: fc.constantFrom(...EVENT_TYPES),
  if: fc.oneof(condition, fc.array(condition, { maxLength: 2 })),
  zone: fc.constantFrom("play", "hand", "deck", "secret"),
  priority: fc.constantFrom("first", "normal", "low", "last"),
  compensate: fc.boolean(),
  ifMinionGone: fc.constantFrom("left-play", "any"),
  do: effects,
}, ["on", "do"]);
const targetSpec = rec({
  type: fc.constantFrom("character", "minion", "hero"), side: fc.constantFrom("any", "friendly", "enemy"), required: fc.boolean(), where: filter, if: condition,
}, ["type"]);
const anyAura = fc.oneof(
  rec({
    to: selector,
    buff: rec({ attack: amount(-3, 3), health: amount(-3, 3), grants, cost: amount(-3, 3), setCost: fc.integer({ min: 0, max: 5 }), minCost: fc.integer({ min: 0, max: 2 }) }, []),
    enchantment: fc.constantFrom(...ENCHANT_REFS),
    if: fc.oneof(condition, fc.array(condition, { maxLength: 2 })),
    zone: fc.constantFrom("play", "hand"),
  }, ["to", "buff"]),
  fc.record({ rule: fc.constantFrom(...RULE_AURAS) }),
  fc.record({ rule: fc.constant("turn-time"), seconds: fc.integer({ min: 1, max: 600 }) }),
);
/** Auras the definition checks accept (random picks and self-feeding amounts are refused with a 400, see the regressions). */
const aura = anyAura.filter((a) => attempt(() => checkDefinitions([{ id: "X", auras: [a] } as never])).ok);
const enchantBuff = rec({
  attack: fc.integer({ min: -3, max: 3 }), health: fc.integer({ min: -3, max: 3 }), cost: fc.integer({ min: -3, max: 3 }),
  setAttack: fc.integer({ min: 0, max: 5 }), setHealth: fc.integer({ min: 1, max: 5 }), setCost: fc.integer({ min: 0, max: 5 }), minCost: fc.integer({ min: 0, max: 2 }),
  grants, oneTurn: fc.boolean(), whileAttacking: fc.boolean(),
}, []);

/** Fields every card may have (facts, triggers, auras …), then what its type adds. */
const common = {
  name: fc.oneof(fc.string({ maxLength: 8 }), fc.record({ enUS: fc.string({ maxLength: 8 }), zhCN: fc.string({ maxLength: 8 }) })),
  cardClass: fc.constantFrom("NEUTRAL", "MAGE", "PRIEST"),
  cost: fc.integer({ min: 0, max: 6 }),
  races: fc.array(fc.constantFrom(...RACES), { maxLength: 2 }),
  tags: fc.dictionary(fc.constantFrom(...TAGS), fc.integer({ min: 0, max: 2 }), { maxKeys: 2 }),
  overload: fc.integer({ min: 0, max: 3 }),
  spellDamage: fc.integer({ min: 0, max: 2 }),
  triggers: fc.array(trigger, { maxLength: 2 }),
  auras: fc.array(aura, { maxLength: 2 }),
  requires: condition,
};
function card(id: string, type: string, extra: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<Json> {
  return rec({ ...common, ...extra }, []).map((o) => strip({ id, type, ...o }));
}
const minionCard = (id: string) => card(id, "MINION", {
  attack: fc.integer({ min: 0, max: 5 }), health: fc.integer({ min: 0, max: 6 }), target: targetSpec, battlecry: effects, combo: effects, outcast: effects,
  deathrattle: effects, overkill: effects, frenzy: effects, honorableKill: effects, attackEqualsHealth: fc.boolean(), rewind: fc.oneof(fc.boolean(), fc.integer({ min: 1, max: 3 })),
  chooseOne: fc.tuple(rec({ card: fc.constantFrom(...HAND_REFS), target: targetSpec, effects }, ["effects"]), rec({ target: targetSpec, effects }, ["effects"])),
});
const spellCard = (id: string) => card(id, "SPELL", {
  target: targetSpec, spell: effects, combo: effects, outcast: effects, rewind: fc.oneof(fc.boolean(), fc.integer({ min: 1, max: 3 })),
  chooseOne: fc.tuple(rec({ target: targetSpec, effects }, ["effects"]), rec({ target: targetSpec, effects }, ["effects"])),
});
const secretCard = (id: string) => fc.oneof(
  card(id, "SPELL", { spell: effects }).map((c) => ({ ...c, secret: true, triggers: (c.triggers as unknown[] | undefined) ?? [] })),
  card(id, "SPELL", { quest: rec({ total: fc.integer({ min: 1, max: 3 }), reward: effects, sidequest: fc.boolean() }, ["total", "reward"]) }).map((c) => ({ ...c, quest: c.quest ?? { total: 1, reward: [] } })),
);
const weaponCard = (id: string) => card(id, "WEAPON", { attack: fc.integer({ min: 0, max: 4 }), durability: fc.integer({ min: 0, max: 3 }), battlecry: effects, deathrattle: effects, target: targetSpec });
const enchantmentCard = (id: string) => card(id, "ENCHANTMENT", {
  buff: enchantBuff, deathrattle: effects,
  consumedBy: filter,
});
const powerCard = (id: string) => card(id, "HERO_POWER", { power: effects, target: targetSpec });
const locationCard = (id: string) => card(id, "LOCATION", { health: fc.integer({ min: 0, max: 3 }), activate: effects, target: targetSpec, deathrattle: effects, battlecry: effects });
const heroCard = (id: string) => card(id, "HERO", { health: fc.integer({ min: 1, max: 30 }), armor: fc.integer({ min: 0, max: 5 }), battlecry: effects, heroPower: fc.constantFrom(C.power, "CS2_034") });

/** One run's client cards; sometimes one redefines a built-in card (its id is in the card data). */
const cardsArb: fc.Arbitrary<Json[]> = fc.tuple(
  ...C.minions.map(minionCard), ...C.spells.map(spellCard), secretCard(C.secret), weaponCard(C.weapon),
  ...C.enchantments.map(enchantmentCard), powerCard(C.power), heroCard(C.hero), locationCard(C.location),
  fc.option(fc.oneof(minionCard("CS2_231"), spellCard("CS2_029"), minionCard("NEW1_019")), { nil: undefined }),
).map((list) => list.filter((c): c is Json => c !== undefined));

// ---------------------------------------------------------------- states

const small = (max: number) => fc.integer({ min: 0, max });
const enchantmentIn = rec({
  card: fc.constantFrom(...C.enchantments, ...BUILTIN.enchantments), attack: fc.integer({ min: -2, max: 3 }), health: small(3),
  controller: fc.constantFrom(1, 2), oneTurn: fc.boolean(),
}, ["card"]);
const inPlay = (ids: string[]) => rec({
  card: fc.constantFrom(...ids), attack: small(6), health: fc.integer({ min: 1, max: 8 }),
  enchantments: fc.array(enchantmentIn, { maxLength: 2 }),
  tags: fc.dictionary(fc.constantFrom("TAUNT", "DIVINE_SHIELD", "FROZEN", "STEALTH", "EXHAUSTED", "SILENCED", "WINDFURY"), small(1), { maxKeys: 2 }),
}, ["card"]);
const inHand = (ids: string[]) => rec({ card: fc.constantFrom(...ids), cost: small(6) }, ["card"]);
const ALL_MINIONS = [...C.minions, ...BUILTIN.minions];
/** What a board holds: minions, and Locations (the client's and Sanguine Depths) with their cooldown. */
const ON_BOARD = [...ALL_MINIONS, C.location, "CORE_REV_990"];
const ALL_HAND = [...C.minions, ...C.spells, C.secret, C.weapon, C.hero, C.location, "CORE_REV_990", ...BUILTIN.minions.slice(0, 5), ...BUILTIN.spells, ...BUILTIN.weapons];

const playerArb = rec({
  hero: rec({ card: fc.constantFrom(C.hero, ...BUILTIN.heroes), health: fc.integer({ min: 1, max: 30 }), armor: small(5) }, ["card"]),
  heroPower: rec({ card: fc.constantFrom(C.power, ...BUILTIN.powers), tags: fc.constant({ EXHAUSTED: 0 }) }, ["card"]),
  weapon: rec({ card: fc.constantFrom(C.weapon, ...BUILTIN.weapons), durability: fc.integer({ min: 1, max: 3 }) }, ["card"]),
  mana: rec({ crystals: small(10), used: small(3), overloadOwed: small(1) }, []),
  board: fc.array(inPlay(ON_BOARD).map((e) => (e.card === C.location || e.card === "CORE_REV_990" ? { ...e, attack: undefined, tags: { LOCATION_ACTION_COOLDOWN: (e.health as number | undefined ?? 0) % 2 } } : e)).map(strip), { maxLength: 4 }),
  hand: fc.array(inHand(ALL_HAND), { maxLength: 5 }),
  deck: fc.array(inHand(ALL_HAND), { maxLength: 4 }),
  secrets: fc.uniqueArray(fc.constantFrom(C.secret, ...BUILTIN.secrets), { maxLength: 2 }).map((ids) => ids.map((card) => ({ card }))),
  graveyard: fc.array(inHand(ALL_MINIONS), { maxLength: 2 }),
  // The record of plays (`replay`, `playedThisGame` amounts): cards of every kind, made for small Costs.
  playedThisGame: fc.array(rec({ card: fc.constantFrom(...ALL_HAND), cost: small(3), turn: fc.integer({ min: 1, max: 5 }) }, ["card", "cost", "turn"]), { maxLength: 3 }),
}, ["hand", "board"]);

/** Refs R0, R1 … on every entity, so raw actions can name them. */
function labelled(state: Json): Json {
  let n = 0;
  const walk = (v: unknown, key?: string): unknown => {
    if (Array.isArray(v)) return v.map((x) => walk(x, key));
    if (v && typeof v === "object") {
      const o: Json = {};
      for (const [k, x] of Object.entries(v)) if (x !== undefined) o[k] = walk(x, k);
      if ("card" in o && key !== "enchantments" && key !== "playedThisGame" && !("ref" in o)) o.ref = `R${n++}`;
      return o;
    }
    return v;
  };
  return walk(state) as Json;
}
const stateArb = fc.record({
  turn: fc.integer({ min: 1, max: 20 }), activePlayer: fc.constantFrom(1, 2), players: fc.tuple(playerArb, playerArb),
}).map((s) => labelled(strip(s)));

// ---------------------------------------------------------------- actions

const REFS = Array.from({ length: 30 }, (_, i) => `R${i}`);
const LOCATORS = [...REFS, "p1.hero", "p2.hero", "p1.board.0", "p2.board.0", "p1.hand.0", "p2.hand.1", "p1.weapon", "p2.heroPower", "p1.secrets.0"];
const loc = fc.constantFrom(...LOCATORS);
const who = fc.constantFrom(1, 2);
const rawAction: fc.Arbitrary<Json> = fc.oneof(
  rec({ type: fc.constant("play"), card: loc, target: loc, position: small(7), choose: fc.constantFrom(1, 2) }, ["type", "card"]),
  rec({ type: fc.constant("attack"), attacker: loc, defender: loc }, ["type", "attacker", "defender"]),
  rec({ type: fc.constant("heroPower"), target: loc }, ["type"]),
  rec({ type: fc.constant("useLocation"), card: loc, target: loc }, ["type", "card"]),
  fc.constant({ type: "endTurn" }),
  rec({ type: fc.constant("destroy"), target: loc }, ["type", "target"]),
  rec({ type: fc.constant("damage"), target: loc, amount: small(12), source: loc }, ["type", "target", "amount"]),
  rec({ type: fc.constant("heal"), target: loc, amount: small(12), source: loc }, ["type", "target", "amount"]),
  rec({ type: fc.constant("summon"), card: fc.constantFrom(...ALL_MINIONS), player: who, position: small(7) }, ["type", "card"]),
  rec({ type: fc.constant("cast"), card: fc.constantFrom(...C.spells, ...BUILTIN.spells), player: who, target: loc }, ["type", "card"]),
  rec({ type: fc.constant("draw"), player: who, count: fc.integer({ min: 1, max: 3 }) }, ["type"]),
).map(strip);
/** A step: a legal action from `options` (picked by index), or a raw one. */
const step = fc.oneof({ weight: 3, arbitrary: fc.nat().map((i) => ({ legal: i })) }, { weight: 1, arbitrary: rawAction.map((a) => ({ raw: a })) });

// ---------------------------------------------------------------- the properties

type Outcome = { ok: true; value: ResolveResult; json: string } | { ok: false; error: EngineError; json: string };

/** Run `f`; an EngineError is an answer (a 4xx), anything else a bug (a 500). */
function attempt<T>(f: () => T): { ok: true; value: T } | { ok: false; error: EngineError } {
  try {
    return { ok: true, value: f() };
  } catch (e) {
    if (e instanceof EngineError) return { ok: false, error: e };
    throw e;
  }
}

const errorJson = (e: EngineError) => JSON.stringify({ code: e.code, message: e.message, issues: e.issues, detail: e.detail });

/** What the API does with a body: validate it with the schema, then resolve. */
function resolveBody(body: unknown): Outcome {
  const r = attempt(() => resolve(validate(ResolveRequest, body), { maxSteps: MAX_STEPS }));
  return r.ok ? { ...r, json: JSON.stringify(r.value) } : { ...r, json: errorJson(r.error) };
}

/** The state written back loads (through `options`, and load → write gives it back). */
function checkResubmittable(state: unknown, cards: Json[]): ReturnType<typeof options> {
  const parsed = attempt(() => validate(GameStateInput, state));
  if (!parsed.ok) throw new Error(`output state is not valid input: ${parsed.error.message}`);
  const ctx = newContext({ cards: validate(OptionsRequest, { state, cards }).cards });
  loadState(ctx, parsed.value);
  const diff = firstDiff(state, JSON.parse(JSON.stringify(writeState(ctx.game))));
  if (diff) throw new Error(`load → write changed the state: ${diff}`);
  return options(validate(OptionsRequest, { state, cards }));
}

interface Run {
  seed: number;
  cards: Json[];
  state: Json;
  steps: ({ legal: number } | { raw: Json })[];
  choices: number[];
}

/** What the runs did: answers by code (how much of the engine the fuzzing reaches). */
const stats: Record<string, number> = {};

/** JSON with object keys sorted. */
const canonical = (v: unknown): string => JSON.stringify(v, (_k, x) => (x && typeof x === "object" && !Array.isArray(x) ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => (a < b ? -1 : 1))) : x));

/** The first path where two JSON values differ, with both values there. */
function firstDiff(a: unknown, b: unknown, at = "state"): string | null {
  if (canonical(a) === canonical(b)) return null;
  if (a && b && typeof a === "object" && typeof b === "object") {
    for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const d = firstDiff((a as Json)[k], (b as Json)[k], `${at}.${k}`);
      if (d) return d;
    }
  }
  return `${at}: ${JSON.stringify(a)?.slice(0, 200)} became ${JSON.stringify(b)?.slice(0, 200)}`;
}

function fuzzOnce({ seed, cards, state, steps, choices }: Run): void {
  const start = attempt(() => options(validate(OptionsRequest, { state, cards })));
  if (!start.ok) return void (stats[`start ${start.error.code}`] = (stats[`start ${start.error.code}`] ?? 0) + 1); // a 4xx for the starting snapshot (an unimplemented or misplaced card …) is a fine answer
  let current: unknown = state;
  let legal = start.value.actions;
  const taken: Json[] = [];
  for (const s of steps) {
    if (legal.length === 0) break;
    const action = "legal" in s ? legal[s.legal % legal.length]! : s.raw;
    const body = { seed, state: current, actions: [action], cards, choices };
    const first = resolveBody(body);
    const other = resolveBody({ ...body, seed: seed + 1, actions: [{ type: "endTurn" }] });
    const again = resolveBody(body);
    expect(again.json, "same body, same answer").toBe(first.json);
    void other;
    if (!first.ok) {
      stats[first.error.code] = (stats[first.error.code] ?? 0) + 1;
      // A listed action is legal; only a scripted answer out of range (`choices`) may make it a 409.
      if ("legal" in s && !first.error.issues[0]?.path.startsWith("choices")) {
        expect(first.error.code, `options listed ${JSON.stringify(action)}: ${first.error.message}`).not.toBe("illegal_action");
      }
      continue;
    }
    stats.ok = (stats.ok ?? 0) + 1;
    taken.push(action as Json);
    current = strip(first.value.state);
    legal = checkResubmittable(current, cards).actions;
  }
  if (taken.length > 1) {
    // The whole list in one body answers the same twice, too.
    const body = { seed, state, actions: taken, cards, choices };
    expect(resolveBody(body).json).toBe(resolveBody(body).json);
  }
}

const runArb = fc.record({
  seed: fc.nat(1000), cards: cardsArb, state: stateArb, steps: fc.array(step, { minLength: 1, maxLength: 5 }), choices: fc.array(small(3), { maxLength: 3 }),
}) as fc.Arbitrary<Run>;

describe("fuzz: client card definitions over the whole card format", () => {
  it("every generated card definition is valid input", () => {
    fc.assert(fc.property(cardsArb, (cards) => {
      validate(OptionsRequest, { state: { players: [{}, {}] }, cards });
    }), { numRuns: 100, seed: FUZZ_SEED });
  });

  it("never crashes, answers the same body the same way, and writes states that load back", () => {
    fc.assert(
      fc.property(runArb, (run) => {
        // FUZZ_ONLY=<regex>: count only failures whose message matches, so fast-check shrinks towards that one.
        if (!process.env.FUZZ_ONLY) return fuzzOnce(run);
        try {
          fuzzOnce(run);
        } catch (e) {
          if (new RegExp(process.env.FUZZ_ONLY).test(String((e as Error).message))) throw e;
        }
      }),
      { numRuns: FUZZ_RUNS, seed: FUZZ_SEED, endOnFailure: !process.env.FUZZ_ONLY },
    );
  }, 600_000);
});

/**
 * Exploration (not run in CI): FUZZ_COLLECT=2000 runs that many samples without stopping at the first failure and
 * prints each distinct failure (its first line) with the smallest run that showed it, in /tmp/fuzz-failures.json.
 */
// Registered only when asked for, so CI has no skipped test.
if (process.env.FUZZ_COLLECT) it("collect distinct failures", async () => {
  const { writeFileSync } = await import("node:fs");
  const found = new Map<string, { count: number; run: Run; stack: string }>();
  for (const r of fc.sample(runArb, { numRuns: Number(process.env.FUZZ_COLLECT), seed: FUZZ_SEED })) {
    try {
      fuzzOnce(r);
    } catch (e) {
      const err = e as Error;
      const key = `${err.constructor.name}: ${String(err.message).split("\n")[0]!.replace(/\d+/g, "N").slice(0, 160)} @ ${(err.stack ?? "").split("\n").find((l) => l.includes("/src/"))?.trim() ?? ""}`;
      const hit = found.get(key);
      const size = JSON.stringify(r).length;
      if (!hit) found.set(key, { count: 1, run: r, stack: err.stack ?? "" });
      else { hit.count++; if (size < JSON.stringify(hit.run).length) hit.run = r; }
    }
  }
  writeFileSync("/tmp/fuzz-failures.json", JSON.stringify([...found].map(([k, v]) => ({ key: k, ...v })), null, 1));
  console.log(JSON.stringify(stats));
  console.log([...found].map(([k, v]) => `${v.count}x ${k}`).join("\n"));
}, 600_000);

// ---------------------------------------------------------------- regression cases (each a bug the fuzzer found)

describe("fuzz regressions", () => {
  const ok = (body: Json): ResolveResult => {
    const r = resolveBody(body);
    if (!r.ok) throw r.error;
    checkResubmittable(strip(r.value.state), (body.cards as Json[] | undefined) ?? []);
    return r.value;
  };
  const minion = (id: string, extra: Json = {}) => ({ id, type: "MINION", cost: 1, attack: 1, health: 2, ...extra });

  it("a state the engine wrote loads with the same orders of play (given orders are kept, not renumbered)", () => {
    const r = ok(request([player({ board: [{ card: "CS2_231", ref: "A", order: 40 }, { card: "CS2_231", ref: "B", order: 50 }] }), player()], [{ type: "endTurn" }]));
    expect([at(r.state, "A").order, at(r.state, "B").order]).toEqual([40, 50]);
  });

  it("a card whose own tags say SILENCED loads without its keywords, as the writer assumes", () => {
    const cards = [minion("FZ_SIL", { tags: { SILENCED: 1, TAUNT: 1 } })];
    const r = ok(request([player({ board: [{ card: "FZ_SIL", ref: "S" }] }), player()], [{ type: "endTurn" }], { cards }));
    // Not Taunt: the enemy hero may attack the other hero past it.
    const o = options(validate(OptionsRequest, { state: r.state, cards }));
    expect(o.actions).not.toContainEqual({ type: "attack", attacker: "p2.hero", defender: "S" });
    expect(at(r.state, "S").tags?.TAUNT ?? 0).toBe(0);
  });

  it("a board minion whose card lists EXHAUSTED can attack: the snapshot's default (been there since an earlier turn) wins", () => {
    const cards = [minion("FZ_EX", { tags: { EXHAUSTED: 1 } })];
    const r = ok(request([player({ board: [{ card: "FZ_EX", ref: "X" }] }), player()], [{ type: "attack", attacker: "X", defender: "p2.hero" }], { cards }));
    expect(r.state.players[1].hero.health).toBe(29);
  });

  it("4.5: a transform changes the card, not the kind of entity — a hero does not become a minion", () => {
    const cards = [minion("FZ_TR", { health: 1, deathrattle: [{ type: "transform", to: "enemy-hero", copyOf: "self" }] })];
    const r = ok(request([player({ board: [{ card: "FZ_TR", ref: "T" }] }), player()], [{ type: "destroy", target: "T" }], { cards }));
    expect(r.state.players[1].hero.card).toBe("HERO_01");
    expect(nodes(r, "skip").map((n) => n.reason)).toContainEqual(expect.stringContaining("cannot become"));
  });

  it("an aura on a weapon (to: self) is one enchantment, kept at each aura update, not attached again", () => {
    const cards = [{ id: "FZ_AW", type: "WEAPON", cost: 1, attack: 2, durability: 2, auras: [{ to: "self", buff: { attack: 1 } }] }];
    const r = ok(request([player({ weapon: { card: "FZ_AW", ref: "W" } }), player()], [{ type: "endTurn" }, { type: "endTurn" }], { cards }));
    expect(at(r.state, "W").attack).toBe(3);
  });

  it("a hero card without a hero power of its own leaves the player's hero power in place (2.5)", () => {
    const cards = [{ id: "FZ_HERO", type: "HERO", cost: 0, health: 30 }];
    const r = ok(request([player({ hand: [{ card: "FZ_HERO", ref: "H" }] }), player()], [{ type: "play", card: "H" }], { cards }));
    expect(r.state.players[0].hero.card).toBe("FZ_HERO");
    expect(r.state.players[0].heroPower?.card).toBe("CS2_034");
  });

  it("a hero that died ending the game is out of play when the state loads again: no aura reaches it", () => {
    const cards = [minion("FZ_SC", { auras: [{ to: "all-characters", buff: { setCost: 1 } }] })];
    const r = ok(request([player({ board: [{ card: "FZ_SC" }] }), player({ hero: { card: "HERO_01", health: 1 } })], [{ type: "heroPower", target: "p2.hero" }], { cards }));
    expect(r.outcome).toEqual({ over: true, winner: 1, draw: false });
    expect(r.state.players[1].hero.cost).toBe(0);
  });

  it("a destroyed hero (full health) is out of play when the game-over state loads again", () => {
    const cards = [minion("FZ_SC", { auras: [{ to: "all-characters", buff: { setCost: 1 } }] })];
    const r = ok(request([player({ board: [{ card: "FZ_SC" }] }), player()], [{ type: "destroy", target: "p2.hero" }], { cards }));
    expect(r.outcome.winner).toBe(1);
    expect(r.state.players[1].hero.cost).toBe(0);
  });

  it("a hero whose own attack is below 0 shows it as 0 before its weapon's is added, and loads back the same (4.1)", () => {
    const cards = [{ id: "FZ_DR", type: "WEAPON", cost: 1, attack: 1, durability: 1, deathrattle: [{ type: "buff", to: "enemy-hero", attack: -1, setAttack: 0 }] }];
    const r = ok(request([player({ weapon: { card: "FZ_DR" } }), player({ weapon: { card: "CS2_106" } })], [{ type: "destroy", target: "p1.weapon" }, { type: "endTurn" }], { cards }));
    expect(r.state.players[1].hero.attack).toBe(3);
    expect(r.state.players[1].hero.enchantments?.[0]).toMatchObject({ attack: -1, setAttack: 0 });
  });

  it("addCard copyOf a hero power (an Inspire's event-source) adds nothing: a hero power is not a card for the hand", () => {
    const cards = [{ id: "FZ_INS", type: "ENCHANTMENT", triggers: [{ on: "inspire", do: [{ type: "addCard", copyOf: "event-source" }] }] }];
    const r = ok(request([player({ board: [{ card: "CS2_231", enchantments: [{ card: "FZ_INS" }] }] }), player()], [{ type: "heroPower", target: "p2.hero" }], { cards }));
    expect(r.state.players[0].hand).toEqual([]);
    expect(nodes(r, "skip").map((n) => n.reason)).toContainEqual(expect.stringContaining("not a card for the hand"));
  });

  it("a card named by shuffleIntoDeck or a discover pool is checked like addCard's (kind, existence) before anything resolves", () => {
    const state = [player({ board: [{ card: "FZ_SH", ref: "S" }] }), player()] as [Json, Json];
    const shuffle = [minion("FZ_SH", { deathrattle: [{ type: "shuffleIntoDeck", card: "CS2_092e" }] })];
    expect(fails(request(state, [{ type: "destroy", target: "S" }], { cards: shuffle }), "invalid_request").issues[0]!.path).toBe("cards[0].deathrattle[0].card");
    const discover = [minion("FZ_SH", { deathrattle: [{ type: "discover", from: ["CS2_231", "NO_SUCH_CARD"] }] })];
    fails(request(state, [{ type: "endTurn" }], { cards: discover }), "unknown_card");
  });

  it("an aura whose amount reads a stat the same aura changes is refused (Attack equal to the Health it raises)", () => {
    const cards = [minion("FZ_AH", { auras: [{ to: { top: "deck" }, buff: { attack: { stat: "health", of: "each" }, health: 1 } }] })];
    const e = fails(request([player({ board: [{ card: "FZ_AH" }], deck: [{ card: "CS2_182" }] }), player()], [{ type: "endTurn" }], { cards }), "invalid_request");
    expect(e.issues[0]!.path).toBe("cards[0].auras[0].buff.attack.stat");
  });

  it("a hero that died of a lower maximum Health (not damage) is marked and loads as dead", () => {
    const cards = [
      { id: "FZ_SHRINK", type: "WEAPON", cost: 1, attack: 1, durability: 1, auras: [{ to: "all-characters", buff: { health: -1, setCost: 0 } }] },
      { id: "FZ_FRAIL", type: "HERO", cost: 1, health: 1 },
    ];
    const r = ok(request([player(), player({ hero: { card: "FZ_FRAIL" }, weapon: { card: "FZ_SHRINK" } })], [{ type: "endTurn" }], { cards }));
    expect(r.outcome.winner).toBe(1);
    expect(r.state.players[1].hero).toMatchObject({ cost: 1, tags: { TO_BE_DESTROYED: 1 } });
  });

  it("a Lightspawn-like minion's seen Attack is its Health: loading does not solve a base Attack for it", () => {
    const cards = [minion("FZ_LS", { attack: 0, health: 0, attackEqualsHealth: true }), { id: "FZ_SET0", type: "ENCHANTMENT", buff: { setAttack: 0 } }];
    const r = ok(request([player({ board: [{ card: "FZ_LS", ref: "L", health: 3, maxHealth: 3, enchantments: [{ card: "FZ_SET0" }] }] }), player()], [{ type: "endTurn" }], { cards }));
    expect(at(r.state, "L")).toMatchObject({ attack: 3, health: 3, enchantments: [{ card: "FZ_SET0" }] });
  });

  it("a snapshot's armor is in place before auras are worked out at load (an aura amount may read it)", () => {
    const cards = [minion("FZ_ARM", { auras: [{ to: "friendly-minions", buff: { attack: { stat: "armor", of: "enemy-hero" } } }] })];
    const r = ok(request([player({ board: [{ card: "FZ_ARM", ref: "A" }] }), player({ hero: { card: "HERO_01", armor: 4 } })], [{ type: "heal", target: "A", amount: 1 }], { cards }));
    expect(at(r.state, "A").attack).toBe(5);
  });

  it("a grant or card tag that is not a GameTag name is refused: the output state could not be sent back", () => {
    const cards = [{ id: "FZ_G", type: "SPELL", cost: 0, spell: [{ type: "buff", to: "friendly-minions", grants: ["taunt"] }] }];
    const e = fails(request([player({ board: [{ card: "CS2_231" }], hand: [{ card: "FZ_G", ref: "G" }] }), player()], [{ type: "play", card: "G" }], { cards }), "invalid_request");
    expect(e.issues[0]!.path).toBe("cards[0].spell[0].grants[0]");
    expect(fails(request([player(), player()], [{ type: "endTurn" }], { cards: [minion("FZ_T", { tags: { _X: 1 } })] }), "invalid_request").issues[0]!.path).toBe("cards[0].tags._X");
  });

  it("an aura that picks at random is refused with the path into cards (it is worked out again at every aura update)", () => {
    const cards = [minion("FZ_RA", { auras: [{ to: { random: "all-characters" }, buff: { setCost: 1 } }] })];
    const e = fails(request([player({ board: [{ card: "FZ_RA" }] }), player()], [{ type: "endTurn" }], { cards }), "invalid_request");
    expect(e.issues[0]!.path).toBe("cards[0].auras[0].to.random");
  });

  it("a random amount is a recorded pick in its range; in an aura it is refused, and a reversed range is a 400", () => {
    const spell = { id: "FZ_RND", type: "SPELL", cost: 0, spell: [{ type: "summon", card: "CS2_231", count: { random: [2, 3] } }] };
    const r = ok(request([player({ hand: [{ card: "FZ_RND", ref: "R" }] }), player()], [{ type: "play", card: "R" }], { cards: [spell] }));
    const d = r.random.find((x) => x.purpose === "random amount")!;
    expect(d.candidates).toEqual(["2", "3"]);
    expect(r.state.players[0].board).toHaveLength(Number(d.chosen));
    const aura = [minion("FZ_RAU", { auras: [{ to: "other-friendly-minions", buff: { attack: { random: [1, 2] } } }] })];
    expect(fails(request([player({ board: [{ card: "FZ_RAU" }] }), player()], [{ type: "endTurn" }], { cards: aura }), "invalid_request").issues[0]!.path)
      .toBe("cards[0].auras[0].buff.attack.random");
    const reversed = [{ ...spell, spell: [{ type: "summon", card: "CS2_231", count: { random: [3, 2] } }] }];
    const bad = ResolveRequest.safeParse(request([player({ hand: [{ card: "FZ_RND", ref: "R" }] }), player()], [{ type: "play", card: "R" }], { cards: reversed }));
    expect(bad.success).toBe(false);
    expect(bad.error!.issues[0]!.path).toEqual(["cards", 0, "spell", 0, "count", "random"]);
  });

  it("an aura whose amount reads the stat it changes is refused (it would grow at every aura update)", () => {
    const cards = [{ id: "FZ_FEED", type: "SPELL", cost: 3, auras: [{ to: { top: "deck" }, zone: "hand", buff: { cost: { stat: "cost", of: "each" } } }] }];
    const e = fails(request([player({ hand: [{ card: "FZ_FEED" }], deck: [{ card: "CS2_182" }] }), player()], [{ type: "endTurn" }], { cards }), "invalid_request");
    expect(e.issues[0]!.path).toBe("cards[0].auras[0].buff.cost.stat");
  });
});
