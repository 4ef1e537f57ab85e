/**
 * @module hearthstone/rules/pools
 * Random pools drawn from the card data (rulebook 3.5 随机, 5.2 异变): "a random 3-Cost minion", "a minion that
 * costs (1) more", "a random Beast". A pool is either a list of card ids or a `PoolSpec`, a JSON description
 * matched against the shipped card facts when the effect resolves. Only cards the engine implements can come
 * out of a description (a card whose rules text has no definition is left out, never played as vanilla), and
 * only one printing of each card (its original; a reprint — CORE_, VAN_ … with `sameAs` — only when the engine
 * implements the reprint and not the original, so no card weighs double). Picks are made with the context's seeded generator and recorded (`pickRandomId`).
 */
import type { RandomPurpose } from "../words.js";
import type { Amount, PoolSpec } from "../cards/format/index.js";
import { allFacts, isOfRace, type CardFacts } from "../cards/facts.js";
import { pickRandomId, type Ctx } from "../context.js";
import { CARD_IN_HAND_TYPES, type CardType, type Entity, type PlayerId } from "../types.js";
import { opponentOf, playerOf } from "../game.js";
import { select, sharesKind, type Env } from "./selectors.js";
import { amountOf } from "./amounts.js";
import { runeCount } from "../cards/rune-costs.js";
import { factionOf } from "../cards/factions.js";
import { NOT_WILD_SETS, STANDARD_SETS, NEWEST_EXPANSION } from "../cards/set-names.js";

/**
 * Facts matching a description's fixed fields (type, race, class, collectible), by key, built once: one group per card,
 * its original printing first when it matches, then its reprints (`sameAs`) that match, in the data's order.
 */
const baseCache = new Map<string, readonly (readonly CardFacts[])[]>();

function base(spec: PoolSpec): readonly (readonly CardFacts[])[] {
  const type = spec.type ?? "MINION";
  const collectible = spec.collectible ?? true;
  const key = `${type}|${spec.race ?? ""}|${spec.cardClass ?? ""}|${collectible}|${spec.rarity ?? ""}|${spec.mechanic ?? ""}|${spec.mechanicAny?.join(",") ?? ""}|${spec.anyOf ? JSON.stringify(spec.anyOf) : ""}|${spec.spellSchool ?? ""}|${spec.spellSchoolAny?.join(",") ?? ""}|${spec.multipleTypes ? "multi" : ""}|${spec.rune ?? ""}|${spec.fromThePast ? "past" : ""}|${spec.newestExpansion ? "newest" : ""}`;
  let hit = baseCache.get(key);
  if (hit) return hit;
  // CARD: any card a hand can hold (hero skins are not cards of the game).
  const typeOk = type === "CARD" ? (f: CardFacts) => CARD_IN_HAND_TYPES.includes(f.type as CardType) && f.set !== "HERO_SKINS"
    : type === "HERO" ? (f: CardFacts) => f.type === "HERO" && f.set !== "HERO_SKINS" : (f: CardFacts) => f.type === type;
  const groups = new Map<string, CardFacts[]>();
  for (let i = 0, list = allFacts(); i < list.length; i++) {
    const f = list[i]!;
    if (!(typeOk(f) && f.collectible === collectible
      && (!spec.race || isOfRace(f.races, spec.race))
      && (!spec.cardClass || f.cardClass === spec.cardClass)
      && (!spec.rarity || f.rarity === spec.rarity)
      && (!spec.mechanic || f.mechanics.includes(spec.mechanic))
      // `mechanicAny`: one of these mechanics at least (Smoke Bomb's "a Combo, Battlecry, or Stealth minion")
      && (!spec.mechanicAny || spec.mechanicAny.some((m) => f.mechanics.includes(m)))
      // `anyOf`: a minion type or a mechanic, one of them at least (Savory Deviate Delight's "a Pirate or Stealth minion")
      && (!spec.anyOf || anyOfHolds(f, spec.anyOf))
      && (!spec.spellSchool || f.spellSchool === spec.spellSchool)
      && (!spec.spellSchoolAny || (f.spellSchool !== undefined && spec.spellSchoolAny.includes(f.spellSchool)))
      // `multipleTypes`: more than one minion type; an Amalgam (ALL) has every type (Tortotem)
      && (!spec.multipleTypes || f.races.length > 1 || f.races.includes("ALL"))
      // `rune`: a card whose rune cost has a rune of this kind (Frost Strike's "a Frost Rune card")
      && (!spec.rune || runeCount(f.id, spec.rune, f.sameAs) > 0)
      // `newestExpansion`: a card of the data's newest expansion (Resort Valet), as the filter of that name
      && (!spec.newestExpansion || f.set === NEWEST_EXPANSION))) continue;
    const id = f.sameAs ?? f.id;
    const g = groups.get(id);
    if (!g) groups.set(id, [f]);
    else if (f.sameAs) g.push(f);
    else g.unshift(f);
  }
  hit = [...groups.values()];
  // `fromThePast`: a Wild card not allowed in Standard — no printing of it (original or reprint, matching or not) is of a
  // Standard set of the data's year, and its original is not of a set outside Wild (rules-notes 526).
  if (spec.fromThePast) hit = hit.filter((g) => pastCard(g[0]!.sameAs ?? g[0]!.id));
  baseCache.set(key, hit);
  return hit;
}

function anyOfHolds(f: CardFacts, list: readonly { race?: string; mechanic?: string }[]): boolean {
  for (let i = 0; i < list.length; i++) {
    const a = list[i]!;
    if ((!a.race || isOfRace(f.races, a.race)) && (!a.mechanic || f.mechanics.includes(a.mechanic))) return true;
  }
  return false;
}

/** Whether a card (its original id) is "from the past": every printing of it outside Standard, its original in Wild. */
let pastCards: ReadonlySet<string> | undefined;
function pastCard(original: string): boolean {
  if (!pastCards) {
    const standard = new Set<string>();
    for (let i = 0, list = allFacts(); i < list.length; i++) { const f = list[i]!; if (STANDARD_SETS.has(f.set)) standard.add(f.sameAs ?? f.id); }
    pastCards = new Set(allFacts().filter((f) => !f.sameAs && !NOT_WILD_SETS.has(f.set) && !standard.has(f.id)).map((f) => f.id));
  }
  return pastCards.has(original);
}

/**
 * The printing that stands for a card in a pool: its original printing when the engine implements it, else a reprint it
 * implements (a Core card defined under its CORE_ id), else the original (left out, counted in `leftOut`).
 */
function printing(ctx: Ctx, group: readonly CardFacts[]): CardFacts {
  const first = group[0]!;
  if (group.length === 1 || implemented(ctx, first.id)) return first;
  return group.find((f) => implemented(ctx, f.id)) ?? first;
}

/** Whether the engine can play this card: it exists in the request's registry and its text is implemented. */
const implemented = (ctx: Ctx, id: string): boolean => ctx.cards.get(id)?.implemented === true;

/** The cards a pool names now, and how many cards of the game's pool were left out because the engine does not implement them. */
export interface PoolPick {
  ids: string[];
  /** Cards matching the description that the engine cannot play (rules text without a definition): not in `ids`. */
  leftOut: number;
}

/**
 * The card ids a pool names now, in a stable order. Amounts (`cost`, `costDown`) are read from `env`, with
 * `each` the entity the effect is reaching (`of: "each"`). With `costDown`, when no card has exactly `cost`,
 * the highest cost below it, down to `costDown`, that has cards is used (5.2 异变, version ≥ 16.0).
 */
export function poolOf(ctx: Ctx, pool: readonly string[] | PoolSpec, env: Env, each?: Entity): PoolPick {
  if (Array.isArray(pool)) return { ids: pool.slice(), leftOut: 0 };
  const spec = pool as PoolSpec;
  const read = (a: Amount) => amountOf(ctx, a, env, each);
  let cls = spec.yourClass ? yourClass(ctx, env) : undefined;
  // "From your class": your class's cards only (as `yourClass`, without the neutral ones).
  const only = spec.classOnly ? yourClass(ctx, env) : undefined;
  // "Another class": a class card (not neutral) of any class but yours.
  const mine = spec.otherClass ? ownClass(ctx, env) : undefined;
  // "Your opponent's class": their hero's class cards; a classless hero (Ragnaros) has none.
  const theirs = spec.opponentClass ? ctx.game.players[env.controller === 1 ? 1 : 0].hero.def.facts.cardClass : undefined;
  // "A type you haven't played": the minion types of the minions the player played this game, read once.
  const unplayed = spec.unplayedType ? playedTypes(ctx, env.controller) : undefined;
  // "A spell school you haven't cast this game": the schools of the spells the player played this game, read once.
  const schools = spec.unplayedSpellSchool ? playedSchools(ctx, env.controller) : undefined;
  // "A minion of the same minion type" (Amalgam of the Deep): the entity named, read once; none names an empty pool.
  const kin = spec.sharesTypeWith !== undefined ? select(ctx, spec.sharesTypeWith, env, "beneficial")[0]?.def.facts ?? null : undefined;
  // "That isn't in their deck": the cards of that deck now, each by its original printing (a reprint is the same card).
  const inDeck = spec.notInDeck ? deckCards(ctx, spec.notInDeck === "enemy" ? opponentOf(env.controller) : env.controller) : undefined;
  const matches = (f: CardFacts): boolean => (spec.costAtMost === undefined || f.cost <= spec.costAtMost)
    && (spec.costAtLeast === undefined || f.cost >= spec.costAtLeast)
    && (cls === undefined || f.cardClass === cls || f.cardClass === "NEUTRAL")
    && (only === undefined || f.cardClass === only)
    // `rewind`: a Rewind card is one whose definition (the request's own, else the library's) has `rewind` (true or a count)
    && (!spec.rewind || !!ctx.cards.get(f.id)?.def?.rewind)
    // `lasting`: a lasting spell (光环) is one whose definition has `lasts`.
    && (!spec.lasting || !!ctx.cards.get(f.id)?.def?.lasts)
    // `faction`: a card of that StarCraft faction (Resonance Coil's "a random Protoss spell"; rules-notes 1200)
    && (!spec.faction || factionOf(ctx.cards.get(f.id)) === spec.faction)
    && (mine === undefined || (f.cardClass !== mine && CLASSES.includes(f.cardClass)))
    && (!spec.opponentClass || (f.cardClass === theirs && CLASSES.includes(f.cardClass)))
    && (spec.attackParity === undefined || f.attack % 2 === (spec.attackParity === "odd" ? 1 : 0))
    && (unplayed === undefined || hasUnplayedType(f.races, unplayed))
    && (kin === undefined || (kin !== null && sharesKind(f, kin)))
    && (inDeck === undefined || !inDeck.has(f.sameAs ?? f.id))
    && (schools === undefined || (f.type === "SPELL" && !!f.spellSchool && !schools.has(f.spellSchool)))
    && (spec.attack === undefined || (f.attack === spec.attack && (f.type === "MINION" || f.type === "WEAPON")))
    && (spec.attackAtLeast === undefined || (f.attack >= spec.attackAtLeast && (f.type === "MINION" || f.type === "WEAPON")))
    // `other`: "other random …" — not a card of the English name of the card whose text it is (Dragonqueen Alexstrasza).
    && (!spec.other || f.name.enUS !== env.self.def.facts.name.enUS);
  const printings = base(spec).map((g) => printing(ctx, g));
  let matching = printings.filter(matches);
  // 5.1 发现: when your class has no card of the range (a Priest's "Discover an Overload card", a non-Death Knight's "Discover a
  // Frost Rune card"), the discovering card's own class is used with the neutral cards, a random class for a neutral card.
  if (cls !== undefined && matching.length === 0) {
    const own = env.self.def.facts.cardClass;
    const other = own && CLASSES.includes(own) ? own : pickRandomId(ctx, CLASSES.filter((c) => c !== cls), "class to discover from", env.holder);
    if (other !== cls) { cls = other; matching = printings.filter(matches); }
  }
  const cands = matching.filter((f) => implemented(ctx, f.id));
  const result = (cost: number | undefined): PoolPick => {
    const ids = (cost === undefined ? cands : cands.filter((f) => f.cost === cost)).map((f) => f.id);
    const all = cost === undefined ? matching.length : matching.filter((f) => f.cost === cost).length;
    return { ids, leftOut: all - ids.length };
  };
  if (spec.cost === undefined) return result(undefined);
  const want = read(spec.cost);
  if (spec.costDown === undefined || cands.some((f) => f.cost === want)) return result(want);
  const floor = read(spec.costDown);
  let best = -1;
  for (let i = 0; i < cands.length; i++) { const f = cands[i]!; if (f.cost < want && f.cost >= floor && f.cost > best) best = f.cost; }
  return best < 0 ? { ids: [], leftOut: matching.filter((f) => f.cost <= want && f.cost >= floor).length } : result(best);
}

/**
 * Every minion type of the card data's collectible minions (an Amalgam's ALL stands for all of them; BLOODELF and ORC, found
 * only on two uncollectible minions, are no type a card can be played as).
 */
let minionTypes: readonly string[] | undefined;
export function everyType(): readonly string[] {
  if (!minionTypes) {
    const s = new Set<string>();
    for (let j = 0, list = allFacts(); j < list.length; j++) { const f = list[j]!; if (f.type === "MINION" && f.collectible) for (let i = 0, races = f.races; i < races.length; i++) { const r = races[i]!; if (r !== "ALL") s.add(r); } }
    minionTypes = [...s].sort();
  }
  return minionTypes;
}

/** The minion types of the minion cards the player played from hand this game (the record, rules/played.ts; ALL: every type). */
function playedTypes(ctx: Ctx, player: PlayerId): Set<string> {
  const out = new Set<string>();
  for (let i = 0, list = playerOf(ctx.game, player).playedThisGame ?? []; i < list.length; i++) {
    const r = list[i]!;
    const f = ctx.cards.get(r.card)?.facts;
    if (!f || f.type !== "MINION") continue;
    for (let j = 0, listList = f.races.includes("ALL") ? everyType() : f.races; j < listList.length; j++) { const t = listList[j]!; out.add(t); }
  }
  return out;
}

/** The cards of a player's deck now, each by its original printing's id (a reprint stands for its original). */
function deckCards(ctx: Ctx, player: PlayerId): Set<string> {
  const out = new Set<string>();
  for (let i = 0, deck = playerOf(ctx.game, player).deck; i < deck.length; i++) {
    const f = deck[i]!.def.facts;
    out.add(f.sameAs ?? f.id);
  }
  return out;
}

/** The spell schools of the spells the player played from hand this game (the record, rules/played.ts; a spell without a school has none). */
function playedSchools(ctx: Ctx, player: PlayerId): Set<string> {
  const out = new Set<string>();
  for (let i = 0, list = playerOf(ctx.game, player).playedThisGame ?? []; i < list.length; i++) {
    const f = ctx.cards.get(list[i]!.card)?.facts;
    if (f && f.type === "SPELL" && f.spellSchool) out.add(f.spellSchool);
  }
  return out;
}

/** A minion with a type not in `played`: a typeless one has none; an Amalgam (ALL) has every type. */
function hasUnplayedType(races: readonly string[], played: ReadonlySet<string>): boolean {
  if (races.includes("ALL")) return everyType().some((t) => !played.has(t));
  return races.some((t) => !played.has(t));
}

/** The card ids a pool names now (see `poolOf`). */
export function poolIds(ctx: Ctx, pool: readonly string[] | PoolSpec, env: Env, each?: Entity): string[] {
  return poolOf(ctx, pool, env, each).ids;
}

export const CLASSES = ["DEATHKNIGHT", "DEMONHUNTER", "DRUID", "HUNTER", "MAGE", "PALADIN", "PRIEST", "ROGUE", "SHAMAN", "WARLOCK", "WARRIOR"];

/**
 * 5.1 发现: an unrestricted Discover offers your class's cards and neutral ones. With a classless hero (Ragnaros) the
 * discovering card's own class is used, and for a neutral card a random class (recorded), as the rulebook's examples read.
 */
function yourClass(ctx: Ctx, env: Env): string {
  const hero = ctx.game.players[env.controller === 1 ? 0 : 1].hero.def.facts.cardClass;
  if (hero && CLASSES.includes(hero)) return hero;
  const own = env.self.def.facts.cardClass;
  if (own && CLASSES.includes(own)) return own;
  return pickRandomId(ctx, CLASSES, "class to discover from", env.holder);
}

/** Your class for "another class": your hero's, or with a classless hero the card's own (none: every class is another). */
export function ownClass(ctx: Ctx, env: Env): string {
  const hero = ctx.game.players[env.controller === 1 ? 0 : 1].hero.def.facts.cardClass;
  if (hero && CLASSES.includes(hero)) return hero;
  return env.self.def.facts.cardClass;
}

/** One random card of a pool (recorded as a random decision), or undefined when the pool is empty. */
export function pickFromPool(ctx: Ctx, pool: readonly string[] | PoolSpec, env: Env, purpose: RandomPurpose, each?: Entity): string | undefined {
  const { ids, leftOut } = poolOf(ctx, pool, env, each);
  return ids.length === 0 ? undefined : pickRandomId(ctx, ids, purpose, env.holder, Array.isArray(pool) ? undefined : leftOut);
}
