/**
 * @module hearthstone/rules/selectors
 * Selectors, entity filters and conditions of the card format, compiled once per definition object and
 * evaluated against the current state (rulebook 10: no memory of earlier board states). Random picks
 * follow 3.5: damage ignores mortally wounded characters, healing ignores undamaged ones, buffs consider
 * everyone, choosing a new defender ignores mortally wounded and immune characters.
 */
import { NEWEST_EXPANSION } from "../cards/set-names.js";
import { factionOf } from "../cards/factions.js";
import type { RandomPurpose } from "../words.js";
import type { Amount, Condition, EntityFilter, RankStat, Selector } from "../cards/format/index.js";
import { pickRandom, type Ctx, type Env } from "../context.js";
export type { Env };
import { byOrder, DRAWN_THIS_TURN, ENTERED_HAND_THIS_TURN, opponentOf, playerOf, sortInPlace } from "../game.js";
import { attackOf, costOf, costsCorpses, costsHealth, durabilityOf, enemyHealthCost, has, healthOf, isCharacter, isDamaged, isDormant, isMortallyWounded } from "../stats.js";
import { available } from "./mana.js";
import { handFull, type Entity, type PlayerId, type PlayRecord } from "../types.js";
import { amountOf } from "./amounts.js";
import { validTargets } from "./targeting.js";
import { endOfTurnEffects } from "./end-of-turn.js";
import { isOfRace } from "../cards/facts.js";
import { CLASSES, ownClass } from "./pools.js";
import { deckStartedWithTag } from "./starting-deck.js";

/** What a piece of card text is evaluated against. */

type Ident = "self" | "target" | "event-target" | "event-source" | "friendly-hero" | "enemy-hero" | "friendly-weapon" | "summoned" | "defender" | "played-target" | "friendly-hero-power" | "enemy-weapon" | "enemy-hero-power" | "killer" | "creator";

interface Filter {
  is?: Ident[];
  not?: Ident[];
  side?: "friendly" | "enemy";
  type?: "minion" | "hero" | "character" | "weapon" | "spell" | "location" | "card";
  race?: string;
  notRace?: string;
  alive?: boolean;
  mortallyWounded?: boolean;
  damaged?: boolean;
  tag?: string;
  notTag?: string;
  minAttack?: number;
  secret?: boolean;
  maxAttack?: number;
  minHealth?: number;
  maxHealth?: number;
  has?: "battlecry" | "deathrattle" | "overload" | "outcast" | "combo" | "spendsCorpses" | "endOfTurn" | "quest" | "chooseOne" | "galakrond";
  attackedThisTurn?: boolean;
  attacking?: boolean;
  adjacentTo?: Ident;
  leftOf?: Ident;
  rightOf?: Ident;
  handNeighbourOf?: Ident;
  enemyOf?: Ident;
  maxCost?: number | Amount;
  minCost?: number;
  cost?: number | Amount;
  costParity?: "odd" | "even";
  attackParity?: "odd" | "even";
  name?: string;
  notName?: string;
  /** A list of card ids (Ghoulish Alchemist's Concoctions), or what the text last named (Warsong Wrangler). */
  cardIn?: readonly string[] | "added" | "drawn" | "group";
  nameIncludes?: string;
  faction?: "ZERG" | "PROTOSS" | "TERRAN";
  newestExpansion?: boolean;
  nameInHand?: "friendly" | "enemy";
  playedCost?: number;
  playedAttack?: number;
  playedRace?: string;
  playedHas?: "battlecry" | "deathrattle" | "overload" | "combo" | "echo";
  transformed?: boolean;
  zone?: "play" | "hand" | "deck" | "graveyard" | "secret";
  enchanted?: string;
  notEnchanted?: string;
  darkGift?: boolean;
  copiedFromOpponent?: boolean;
  spellSchool?: string;
  cardClass?: string;
  notCardClass?: string;
  otherClass?: boolean;
  playedCostAtMost?: number;
  rarity?: string;
  handPlace?: "outcast" | "leftmost" | "rightmost";
  handLeftmost?: number;
  boardPlace?: "outer" | "leftmost" | "rightmost";
  typed?: boolean;
  sharesType?: Ident;
  atMostOf?: { stat: "attack" | "health" | "cost" | "playedCost"; of: Ident };
  lessThanOf?: { stat: "attack" | "health" | "cost" | "playedCost"; of: Ident; lastKnown?: boolean };
  playedLastTurn?: "friendly" | "enemy";
  costNotIn?: "drawn";
  playedFrom?: "center" | "outcast" | "leftmost" | "rightmost";
  mechanic?: string;
  anyOf?: Filter[];
  quickdraw?: boolean;
  corrupted?: boolean;
}

type Sel =
  | { k: "id"; id: Ident }
  | { k: "all"; of: "characters" | "minions" | "heroes" | "hand" | "deck" | "group" | "secrets" | "drawn" | "summoned" | "locations" | "added" | "shuffled" | "putOnTop" | "kept"; side?: "friendly" | "enemy"; where?: Filter }
  | { k: "random"; from: Sel; count: number; rank?: { stat: RankStat; lowest: boolean }; differentTypes?: boolean }
  | { k: "adjacent"; of: Sel; self?: "first" | "last" }
  | { k: "except"; from: Sel; except: Sel }
  | { k: "group" }
  | { k: "valid-targets" }
  | { k: "top"; zone: "deck" | "hand"; side: "friendly" | "enemy"; count: number; where?: Filter; bottom?: boolean }
  | { k: "linked"; card: string; where?: Filter };

type Cond =
  | { k: "target" | "source"; f: Filter }
  | { k: "turn"; own: boolean }
  | { k: "player"; friendly: boolean }
  | { k: "space"; what: "friendly-board" | "enemy-board" | "friendly-hand" }
  | { k: "exists"; sel: Sel }
  | { k: "count"; sel: Sel; atLeast: number }
  | { k: "value"; a: Amount; atLeast?: number; atMost?: number }
  | { k: "mana-full" }
  | { k: "kindred"; enemy: boolean }
  | { k: "dormant-minion"; side?: "friendly" | "enemy" }
  | { k: "quickdraw" }
  | { k: "drawn-this-turn" }
  | { k: "combo" }
  | { k: "finale" }
  | { k: "played"; what: "card" | "minion" | "spell"; atMost?: number; atLeast?: number; enemy?: boolean; last?: boolean; race?: string; spellSchool?: string }
  | { k: "all" | "any"; list: Cond[] }
  | { k: "not"; c: Cond }
  | { k: "fatal"; fatal: boolean }
  | { k: "reborn"; yes: boolean }
  | { k: "healed"; healed: boolean; enemy: boolean }
  | { k: "armor-changed"; changed: boolean; enemy: boolean }
  | { k: "hero-damaged"; damaged: boolean; enemy: boolean }
  | { k: "hero-health-changed"; changed: boolean; enemy: boolean }
  | { k: "powered"; used: boolean; enemy: boolean }
  | { k: "uses-left"; n: number }
  | { k: "remembers"; yes: boolean }
  | { k: "discovered"; yes: boolean }
  | { k: "overloaded"; yes: boolean; enemy: boolean }
  | { k: "deck-started-no-dup"; yes: boolean; enemy: boolean }
  | { k: "deck-started-with"; tag: string; enemy: boolean }
  | { k: "rule"; rule: string; enemy: boolean }
  | { k: "different-costs"; sel: Sel }
  | { k: "no-duplicates"; sel: Sel }
  | { k: "shared-type"; sel: Sel }
  | { k: "entity"; id: Ident; f: Filter }
  | { k: "titan-ability"; n: number };

export type RandomMode = "harmful" | "heal" | "beneficial" | "redirect";

const IDENTS = new Set<string>(["self", "target", "event-target", "event-source", "friendly-hero", "enemy-hero", "friendly-weapon", "summoned", "defender", "played-target", "friendly-hero-power", "enemy-weapon", "enemy-hero-power", "killer", "creator"]);
const stringFilters = new Map<string, Filter>();
const identSelectors = new Map<string, Sel>();
const objectCache = new WeakMap<object, Filter | Sel | Cond>();

/**
 * A compiled filter with every field of `Filter` in one fixed order (absent ones undefined), so that every compiled filter
 * has the same hidden class and `matches`, which reads each field of its filter in turn, reads them from one known layout
 * instead of looking each up among the many shapes of the card definitions' filters (undefined reads as absent there).
 * A field the card format has and `Filter` does not list yet is copied after the fixed ones: still read, by name.
 */
function shapedFilter(f: Record<string, unknown>): Filter {
  const list = (v: unknown) => (v === undefined ? undefined : ((Array.isArray(v) ? v : [v]) as Ident[]));
  const out: { [K in keyof Required<Filter>]: Filter[K] | undefined } = {
    is: list(f.is),
    not: list(f.not),
    side: f.side as Filter["side"],
    type: f.type as Filter["type"],
    race: f.race as Filter["race"],
    notRace: f.notRace as Filter["notRace"],
    alive: f.alive as Filter["alive"],
    mortallyWounded: f.mortallyWounded as Filter["mortallyWounded"],
    damaged: f.damaged as Filter["damaged"],
    tag: f.tag as Filter["tag"],
    notTag: f.notTag as Filter["notTag"],
    minAttack: f.minAttack as Filter["minAttack"],
    secret: f.secret as Filter["secret"],
    maxAttack: f.maxAttack as Filter["maxAttack"],
    minHealth: f.minHealth as Filter["minHealth"],
    maxHealth: f.maxHealth as Filter["maxHealth"],
    has: f.has as Filter["has"],
    attackedThisTurn: f.attackedThisTurn as Filter["attackedThisTurn"],
    attacking: f.attacking as Filter["attacking"],
    adjacentTo: f.adjacentTo as Filter["adjacentTo"],
    leftOf: f.leftOf as Filter["leftOf"],
    rightOf: f.rightOf as Filter["rightOf"],
    handNeighbourOf: f.handNeighbourOf as Filter["handNeighbourOf"],
    enemyOf: f.enemyOf as Filter["enemyOf"],
    maxCost: f.maxCost as Filter["maxCost"],
    minCost: f.minCost as Filter["minCost"],
    cost: f.cost as Filter["cost"],
    costParity: f.costParity as Filter["costParity"],
    attackParity: f.attackParity as Filter["attackParity"],
    name: f.name as Filter["name"],
    notName: f.notName as Filter["notName"],
    cardIn: f.cardIn as Filter["cardIn"],
    nameIncludes: f.nameIncludes as Filter["nameIncludes"],
    faction: f.faction as Filter["faction"],
    nameInHand: f.nameInHand as Filter["nameInHand"],
    playedCost: f.playedCost as Filter["playedCost"],
    playedAttack: f.playedAttack as Filter["playedAttack"],
    playedRace: f.playedRace as Filter["playedRace"],
    playedHas: f.playedHas as Filter["playedHas"],
    transformed: f.transformed as Filter["transformed"],
    zone: f.zone as Filter["zone"],
    enchanted: f.enchanted as Filter["enchanted"],
    notEnchanted: f.notEnchanted as Filter["notEnchanted"],
    darkGift: f.darkGift as Filter["darkGift"],
    copiedFromOpponent: f.copiedFromOpponent as Filter["copiedFromOpponent"],
    spellSchool: f.spellSchool as Filter["spellSchool"],
    cardClass: f.cardClass as Filter["cardClass"],
    notCardClass: f.notCardClass as Filter["notCardClass"],
    otherClass: f.otherClass as Filter["otherClass"],
    playedCostAtMost: f.playedCostAtMost as Filter["playedCostAtMost"],
    rarity: f.rarity as Filter["rarity"],
    handPlace: f.handPlace as Filter["handPlace"],
    handLeftmost: f.handLeftmost as Filter["handLeftmost"],
    boardPlace: f.boardPlace as Filter["boardPlace"],
    typed: f.typed as Filter["typed"],
    sharesType: f.sharesType as Filter["sharesType"],
    atMostOf: f.atMostOf as Filter["atMostOf"],
    lessThanOf: f.lessThanOf as Filter["lessThanOf"],
    playedLastTurn: f.playedLastTurn as Filter["playedLastTurn"],
    costNotIn: f.costNotIn as Filter["costNotIn"],
    playedFrom: f.playedFrom as Filter["playedFrom"],
    newestExpansion: f.newestExpansion as Filter["newestExpansion"],
    mechanic: f.mechanic as Filter["mechanic"],
    quickdraw: f.quickdraw as Filter["quickdraw"],
    corrupted: f.corrupted as Filter["corrupted"],
    anyOf: f.anyOf === undefined ? undefined : (f.anyOf as EntityFilter[]).map(compileFilter),
  };
  for (const k in f) if (!(k in out)) (out as Record<string, unknown>)[k] = f[k];
  return out;
}

function compileFilter(f: EntityFilter): Filter {
  if (typeof f === "string") {
    const hit = stringFilters.get(f);
    if (hit) return hit;
    const out: Filter = {};
    for (let i = 0, list = f.split("-"); i < list.length; i++) {
      const w = list[i]!;
      if (w === "self") out.is = ["self"];
      else if (w === "other") out.not = ["self"];
      else if (w === "friendly" || w === "enemy") out.side = w;
      else out.type = w as Filter["type"];
    }
    const shaped = shapedFilter(out as Record<string, unknown>);
    stringFilters.set(f, shaped);
    return shaped;
  }
  const hit = objectCache.get(f) as Filter | undefined;
  if (hit) return hit;
  const out = shapedFilter(f as Record<string, unknown>);
  objectCache.set(f, out);
  return out;
}

const ALIASES: Record<string, Sel> = {
  "all-characters": { k: "all", of: "characters" },
  "all-minions": { k: "all", of: "minions" },
  "all-heroes": { k: "all", of: "heroes" },
  "enemy-characters": { k: "all", of: "characters", side: "enemy" },
  "enemy-minions": { k: "all", of: "minions", side: "enemy" },
  "friendly-characters": { k: "all", of: "characters", side: "friendly" },
  "friendly-minions": { k: "all", of: "minions", side: "friendly" },
  "other-friendly-minions": { k: "all", of: "minions", side: "friendly", where: shapedFilter({ not: ["self"] }) },
  "all-other-characters": { k: "all", of: "characters", where: shapedFilter({ not: ["self"] }) },
  "other-characters": { k: "all", of: "characters", where: shapedFilter({ not: ["self"] }) },
  "all-other-minions": { k: "all", of: "minions", where: shapedFilter({ not: ["self"] }) },
  "group": { k: "group" },
  "valid-targets": { k: "valid-targets" },
};

export function compileSelector(s: Selector): Sel {
  if (typeof s === "string") {
    if (IDENTS.has(s)) {
      let sel = identSelectors.get(s);
      if (!sel) identSelectors.set(s, (sel = { k: "id", id: s as Ident }));
      return sel;
    }
    const a = ALIASES[s];
    if (!a) throw new Error(`unknown selector ${s}`);
    return a;
  }
  const hit = objectCache.get(s) as Sel | undefined;
  if (hit) return hit;
  const rankBy = "random" in s ? (s.lowest ?? s.highest) : undefined;
  const out: Sel = "random" in s
    ? { k: "random", from: compileSelector(s.random), count: s.count ?? 1, ...(rankBy ? { rank: { stat: rankBy, lowest: s.lowest !== undefined } } : {}), ...(s.differentTypes ? { differentTypes: true } : {}) }
    : "adjacent" in s
      ? { k: "adjacent", of: compileSelector(s.adjacent), self: s.self }
      : "except" in s ? { k: "except", from: compileSelector(s.from), except: compileSelector(s.except) }
      : "linked" in s ? { k: "linked", card: s.linked, ...(s.where ? { where: compileFilter(s.where) } : {}) }
      : "top" in s ? { k: "top", zone: s.top, side: s.side ?? "friendly", count: s.count ?? 1, ...(s.where ? { where: compileFilter(s.where) } : {}), ...(s.bottom ? { bottom: true } : {}) }
      : { k: "all", of: s.all, side: s.side, where: s.where ? compileFilter(s.where) : undefined };
  objectCache.set(s, out);
  return out;
}

function compileCondition(c: Condition): Cond {
  const hit = objectCache.get(c) as Cond | undefined;
  if (hit) return hit;
  let out: Cond;
  if ("target" in c) out = { k: "target", f: compileFilter(c.target) };
  else if ("source" in c) out = { k: "source", f: compileFilter(c.source) };
  else if ("turn" in c) out = { k: "turn", own: c.turn === "own" };
  else if ("player" in c) out = { k: "player", friendly: c.player === "friendly" };
  else if ("space" in c) out = { k: "space", what: c.space };
  else if ("exists" in c) out = { k: "exists", sel: compileSelector(c.exists) };
  else if ("count" in c) out = { k: "count", sel: compileSelector(c.count), atLeast: c.atLeast };
  else if ("value" in c) out = { k: "value", a: c.value, atLeast: c.atLeast, atMost: c.atMost };
  else if ("mana" in c) out = { k: "mana-full" };
  // 法力渴求 (Manathirst): the player's Mana Crystals (4.12), at least N.
  else if ("manathirst" in c) out = { k: "value", a: { mana: "crystals" }, atLeast: c.manathirst };
  else if ("playedThisTurn" in c) out = { k: "played", what: c.playedThisTurn, atMost: c.atMost, atLeast: c.atLeast, enemy: c.side === "enemy", ...(c.race ? { race: c.race } : {}), ...(c.spellSchool ? { spellSchool: c.spellSchool } : {}) };
  else if ("playedLastTurn" in c) out = { k: "played", what: c.playedLastTurn, atMost: c.atMost, atLeast: c.atLeast, enemy: c.side === "enemy", last: true, ...(c.race ? { race: c.race } : {}) };
  else if ("all" in c) out = { k: "all", list: c.all.map(compileCondition) };
  else if ("any" in c) out = { k: "any", list: c.any.map(compileCondition) };
  else if ("fatal" in c) out = { k: "fatal", fatal: c.fatal };
  else if ("reborn" in c) out = { k: "reborn", yes: c.reborn };
  else if ("discoveredThisTurn" in c) out = { k: "discovered", yes: c.discoveredThisTurn };
  else if ("overloaded" in c) out = { k: "overloaded", yes: c.overloaded, enemy: c.side === "enemy" };
  else if ("deckStartedNoDuplicates" in c) out = { k: "deck-started-no-dup", yes: c.deckStartedNoDuplicates, enemy: c.side === "enemy" };
  else if ("deckStartedWithRune" in c) out = { k: "deck-started-with", tag: deckStartedWithTag(c.deckStartedWithRune), enemy: c.side === "enemy" };
  else if ("rule" in c) out = { k: "rule", rule: c.rule, enemy: c.side === "enemy" };
  else if ("usesLeft" in c) out = { k: "uses-left", n: c.usesLeft };
  else if ("remembers" in c) out = { k: "remembers", yes: c.remembers };
  else if ("heroPowerUsedThisTurn" in c) out = { k: "powered", used: c.heroPowerUsedThisTurn, enemy: c.side === "enemy" };
  else if ("heroHealedThisTurn" in c) out = { k: "healed", healed: c.heroHealedThisTurn, enemy: c.side === "enemy" };
  else if ("heroArmorChangedThisTurn" in c) out = { k: "armor-changed", changed: c.heroArmorChangedThisTurn, enemy: c.side === "enemy" };
  else if ("heroDamagedThisTurn" in c) out = { k: "hero-damaged", damaged: c.heroDamagedThisTurn, enemy: c.side === "enemy" };
  else if ("heroHealthChangedThisTurn" in c) out = { k: "hero-health-changed", changed: c.heroHealthChangedThisTurn, enemy: c.side === "enemy" };
  else if ("differentCosts" in c) out = { k: "different-costs", sel: compileSelector(c.differentCosts) };
  else if ("noDuplicates" in c) out = { k: "no-duplicates", sel: compileSelector(c.noDuplicates) };
  else if ("sharedType" in c) out = { k: "shared-type", sel: compileSelector(c.sharedType) };
  else if ("entity" in c) out = { k: "entity", id: c.entity, f: compileFilter(c.matches) };
  else if ("kindred" in c) out = { k: "kindred", enemy: c.side === "enemy" };
  else if ("dormantMinion" in c) out = { k: "dormant-minion", ...(c.side ? { side: c.side } : {}) };
  else if ("quickdraw" in c) out = { k: "quickdraw" };
  else if ("drawnThisTurn" in c) out = { k: "drawn-this-turn" };
  else if ("combo" in c) out = { k: "combo" };
  else if ("finale" in c) out = { k: "finale" };
  else if ("titanAbility" in c) out = { k: "titan-ability", n: c.titanAbility };
  else out = { k: "not", c: compileCondition(c.not) };
  objectCache.set(c, out);
  return out;
}

function identity(ctx: Ctx, id: Ident, env: Env): Entity | undefined {
  switch (id) {
    case "self": return env.self;
    case "target": return env.target;
    case "event-target": return env.event?.target;
    case "event-source": return env.event?.source ?? undefined;
    case "friendly-hero": return playerOf(ctx.game, env.controller).hero;
    case "enemy-hero": return playerOf(ctx.game, opponentOf(env.controller)).hero;
    case "friendly-weapon": return playerOf(ctx.game, env.controller).weapon ?? undefined;
    case "friendly-hero-power": return playerOf(ctx.game, env.controller).heroPower ?? undefined;
    case "enemy-hero-power": return playerOf(ctx.game, opponentOf(env.controller)).heroPower ?? undefined;
    case "enemy-weapon": return playerOf(ctx.game, opponentOf(env.controller)).weapon ?? undefined;
    case "summoned": return env.summoned;
    // The defender of the attack in progress as it is now: a pre-attack event's target stays the defender its step began
    // with, while earlier triggers of the step may have changed it (2.6 b).
    case "defender": return ctx.combat?.defender;
    // The target the answered event's card was played with, after targeting triggers (2.2/2.3 结算阶段 b): Djinni of Zephyrs.
    case "played-target": { const t = env.event?.target; return t ? ctx.played?.get(t.id)?.target : undefined; }
    // The entity that killed the dead minion (rules-notes 311): in a Deathrattle its own killer, in a trigger answering a
    // death the dead minion's — the source of the damage or destroy effect that left it mortally wounded (1.10).
    case "killer": { const k = (env.lastKnown ?? env.event?.lastKnown)?.killer; return k !== undefined ? ctx.game.entities.get(k) : undefined; }
    // In an enchantment's text, the entity whose text attached it as a link (its CREATOR; Blood Boil's Infect deals its
    // damage from the spell, rules-notes 1749); none when it is no link.
    case "creator": { const h = env.holder; return h && h.kind === "enchantment" && h.creator !== undefined ? ctx.game.entities.get(h.creator) : undefined; }
  }
}

/** A filter's type or zone word as the game writes it ("minion" → "MINION"), made once per word rather than per test. */
const upperWords = new Map<string, string>();
function upper(word: string): string {
  let u = upperWords.get(word);
  if (u === undefined) upperWords.set(word, (u = word.toUpperCase()));
  return u;
}

/**
 * The entity ids the player played from hand on their last turn that is over (rules/played.ts): the tail of their game
 * record that their per-turn lists name — for the current player the `playedLastTurn` plays before this turn's, for the
 * other player the `playedThisTurn` plays (their most recent turn; the lists move as their own turn starts, 2.1).
 */
function playedOnLastTurn(ctx: Ctx, player: PlayerId): number[] {
  return playsOfLastTurn(ctx, player).flatMap((r) => (r.id === undefined ? [] : [r.id]));
}

/** The plays of the player's record made on their last turn that is over, oldest first (see playedOnLastTurn). */
export function playsOfLastTurn(ctx: Ctx, player: PlayerId): PlayRecord[] {
  const p = playerOf(ctx.game, player);
  const rec = p.playedThisGame ?? [];
  const now = p.playedThisTurn?.length ?? 0;
  const mine = player === ctx.game.currentPlayer;
  const skip = mine ? now : 0, take = mine ? p.playedLastTurn?.length ?? 0 : now;
  const end = Math.max(0, rec.length - skip);
  return rec.slice(Math.max(0, end - take), end);
}

/** Whether one of the identities names `e` (a loop: no closure per filter match). */
function isAny(ctx: Ctx, ids: readonly Ident[], env: Env, e: Entity): boolean {
  for (let i = 0; i < ids.length; i++) if (identity(ctx, ids[i]!, env) === e) return true;
  return false;
}

function matches(ctx: Ctx, e: Entity, f: Filter, env: Env): boolean {
  if (f.is && !isAny(ctx, f.is, env, e)) return false;
  if (f.not && isAny(ctx, f.not, env, e)) return false;
  if (f.side && (e.controller === env.controller) !== (f.side === "friendly")) return false;
  if (f.type) {
    const t = e.type;
    const ok = f.type === "card" || (f.type === "character" ? isCharacter(e) : t === upper(f.type));
    if (!ok) return false;
  }
  if (f.race && !isOfRace(e.def.facts.races, f.race)) return false;
  if (f.notRace && isOfRace(e.def.facts.races, f.notRace)) return false;
  if (f.alive !== undefined && (e.zone === "PLAY" && !isMortallyWounded(e)) !== f.alive) return false;
  if (f.mortallyWounded !== undefined && woundedAnywhere(e) !== f.mortallyWounded) return false;
  if (f.damaged !== undefined && isDamaged(e) !== f.damaged) return false;
  if (f.tag && !has(e, f.tag)) return false;
  if (f.notTag && has(e, f.notTag)) return false;
  if (f.minAttack !== undefined && attackOf(e) < f.minAttack) return false;
  if (f.secret !== undefined && e.def.secret !== f.secret) return false;
  if (f.maxAttack !== undefined && attackOf(e) > f.maxAttack) return false;
  if (f.minHealth !== undefined && healthOf(e) < f.minHealth) return false;
  if (f.maxHealth !== undefined && healthOf(e) > f.maxHealth) return false;
  if (f.has && !hasAbility(e, f.has, ctx)) return false;
  if (f.attackedThisTurn !== undefined && ((e.tags.NUM_ATTACKS_THIS_TURN ?? 0) > 0) !== f.attackedThisTurn) return false;
  if (f.attacking !== undefined && (ctx.combat?.attacker === e) !== f.attacking) return false;
  if (f.adjacentTo !== undefined) {
    const other = identity(ctx, f.adjacentTo, env);
    if (!other || other === e || !adjacent(ctx, other, undefined).includes(e)) return false;
  }
  // "Minions to the left (right) of this" (Argus): on the same board, any place left (right) of that minion's.
  for (let s = 0; s < 2; s++) {
    const ident = s === 0 ? f.leftOf : f.rightOf, left = s === 0;
    if (ident === undefined) continue;
    const other = identity(ctx, ident, env);
    if (!other || other === e || other.zone !== "PLAY" || e.zone !== "PLAY" || other.controller !== e.controller) return false;
    const board = playerOf(ctx.game, e.controller).board;
    const at = board.indexOf(e), of = board.indexOf(other);
    if (at < 0 || of < 0 || (left ? at >= of : at <= of)) return false;
  }
  if (f.handNeighbourOf !== undefined) {
    // A card next to that one in its hand: now, while it is in hand; else as it was played, in this resolution (2.2).
    const other = identity(ctx, f.handNeighbourOf, env);
    if (!other || other === e || e.zone !== "HAND") return false;
    let beside: readonly number[] | undefined;
    if (other.zone === "HAND") {
      const hand = playerOf(ctx.game, other.controller).hand;
      const i = hand.indexOf(other);
      beside = [hand[i - 1]?.id, hand[i + 1]?.id].filter((x): x is number => x !== undefined);
    } else beside = ctx.played?.get(other.id)?.beside;
    if (!beside?.includes(e.id)) return false;
  }
  if (f.enemyOf !== undefined) {
    const other = identity(ctx, f.enemyOf, env);
    if (!other || e.controller === other.controller) return false;
  }
  if (f.zone !== undefined && e.zone !== upper(f.zone)) return false;
  if (f.enchanted !== undefined && !e.enchantments.some((en) => en.card === f.enchanted && !en.removed)) return false;
  if (f.notEnchanted !== undefined && e.enchantments.some((en) => en.card === f.notEnchanted && !en.removed)) return false;
  if (f.darkGift !== undefined && hasDarkGift(e) !== f.darkGift) return false;
  // "Copied from the opponent" (Castle Nathria): the tag a copy of the other player's entity carries (effects/zones.ts).
  if (f.copiedFromOpponent !== undefined && ((e.tags.COPIED_FROM_ENTITY_ID ?? 0) > 0) !== f.copiedFromOpponent) return false;
  // "Corrupted cards" (Dark Inquisitor Xanesh): the card is one a Corrupt card becomes (rules-notes 1490).
  if (f.corrupted !== undefined && ctx.cards.isCorrupted(e.card) !== f.corrupted) return false;
  if (f.spellSchool !== undefined && e.def.facts.spellSchool !== f.spellSchool) return false;
  if (f.cardClass !== undefined && e.def.facts.cardClass !== f.cardClass) return false;
  if (f.notCardClass !== undefined && e.def.facts.cardClass === f.notCardClass) return false;
  // "from another class": a class card of a class other than its controller's (rules/pools.ts ownClass), never a neutral one.
  if (f.otherClass !== undefined && isOtherClass(ctx, e, env) !== f.otherClass) return false;
  if (f.rarity !== undefined && e.def.facts.rarity !== f.rarity) return false;
  // 快枪 (Quickdraw) of any card: in hand, it entered the hand this turn; played, it had as it was played (its play record).
  if (f.quickdraw !== undefined) {
    const rec = ctx.played?.get(e.id);
    const fresh = rec ? !!rec.quickdraw : e.zone === "HAND" && (e.tags[ENTERED_HAND_THIS_TURN] ?? 0) > 0;
    if (fresh !== f.quickdraw) return false;
  }
  // The card data's mechanics (Bounty Board's "Excavate, Quickdraw, Tradeable … cards"); `anyOf`: one of these filters.
  if (f.mechanic !== undefined && !e.def.facts.mechanics.includes(f.mechanic)) return false;
  if (f.anyOf !== undefined) {
    let one = false;
    for (let i = 0; i < f.anyOf.length && !one; i++) one = matches(ctx, e, f.anyOf[i]!, env);
    if (!one) return false;
  }
  if (f.handPlace !== undefined && !atHandPlace(ctx, e, f.handPlace)) return false;
  // "The two left-most cards in your hand" (Gear Shift): its place in its hand, counted from the left, at most N.
  if (f.handLeftmost !== undefined && (e.zone !== "HAND" || playerOf(ctx.game, e.controller).hand.indexOf(e) >= f.handLeftmost)) return false;
  if (f.boardPlace !== undefined && !atBoardPlace(ctx, e, f.boardPlace)) return false;
  // "a minion with a minion type": any type, All (Amalgam) included.
  if (f.typed !== undefined && (e.def.facts.races.length > 0) !== f.typed) return false;
  // "that share a type with it": a minion type in common (All shares with every typed minion; itself included).
  if (f.sharesType !== undefined) {
    const o = identity(ctx, f.sharesType, env);
    if (!o || !sharesKind(e.def.facts, o.def.facts) || e.type !== "MINION" || o.type !== "MINION") return false;
  }
  // "with this minion's Health or less" (atMostOf): compared now.
  if (f.atMostOf !== undefined) {
    const other = identity(ctx, f.atMostOf.of, env);
    if (!other || comparedStat(ctx, e, f.atMostOf.stat) > comparedStat(ctx, other, f.atMostOf.stat)) return false;
  }
  // "with less Attack than this" (lessThanOf): strictly less, read now; `lastKnown`: the other one out of play as it left
  // it (4.8).
  if (f.lessThanOf !== undefined) {
    const { stat, of, lastKnown } = f.lessThanOf;
    const other = identity(ctx, of, env);
    if (!other) return false;
    const lk = lastKnown && other.zone !== "PLAY" ? [env.lastKnown, env.event?.lastKnown].find((k) => k?.entity === other) : undefined;
    const theirs = lk && stat !== "playedCost" ? (lk.stats[stat] ?? 0) : comparedStat(ctx, other, stat);
    if (comparedStat(ctx, e, stat) >= theirs) return false;
  }
  if (f.playedLastTurn !== undefined && !playedOnLastTurn(ctx, f.playedLastTurn === "enemy" ? opponentOf(env.controller) : env.controller).includes(e.id)) return false;
  if (f.maxCost !== undefined && costOf(e) > (typeof f.maxCost === "number" ? f.maxCost : amountOf(ctx, f.maxCost, env))) return false;
  // "of different Costs": none of the cards the text's draw has drawn so far costs what this one does now.
  if (f.costNotIn === "drawn" && (env.drawn ?? []).some((d) => d !== e && costOf(d) === costOf(e))) return false;
  // "All copies of it (wherever they are)" (Warsong Wrangler): its card is the card of one of the entities this text's last
  // addCard/discover (`added`), draw (`drawn`) or group (`group`) named — the entity itself included.
  // As a list of card ids ("Your next Concoction"): its card is one of them.
  if (typeof f.cardIn === "string") {
    const list = (f.cardIn === "added" ? env.added : f.cardIn === "drawn" ? env.drawn : env.group) ?? [];
    let found = false;
    for (let i = 0; i < list.length && !found; i++) found = list[i]!.card === e.card;
    if (!found) return false;
  } else if (f.cardIn !== undefined && !f.cardIn.includes(e.card)) return false;
  if (f.minCost !== undefined && costOf(e) < f.minCost) return false;
  if (f.cost !== undefined && costOf(e) !== (typeof f.cost === "number" ? f.cost : amountOf(ctx, f.cost, env))) return false;
  // "odd-Cost" / "even-Cost" (The Witchwood): its Cost now; (0) is even.
  if (f.costParity !== undefined && (costOf(e) % 2 === 0 ? "even" : "odd") !== f.costParity) return false;
  // "odd-Attack" (Against All Odds): its Attack now; 0 is even.
  if (f.attackParity !== undefined && (attackOf(e) % 2 === 0 ? "even" : "odd") !== f.attackParity) return false;
  if (f.name !== undefined && e.def.name.enUS !== f.name) return false;
  if (f.notName !== undefined && e.def.name.enUS === f.notName) return false;
  // "Your Librams" (The Great Dark Beyond): the card's English name has the word (whole words, any case).
  if (f.nameIncludes !== undefined && !wordRegExp(f.nameIncludes).test(e.def.name.enUS)) return false;
  // "Your Zerg minions" (Heroes of StarCraft): the card's faction, its definition's or the built-in table's (rules-notes 1200).
  if (f.faction !== undefined && factionOf(e.def) !== f.faction) return false;
  if (f.newestExpansion !== undefined && (e.def.facts.set === NEWEST_EXPANSION) !== f.newestExpansion) return false;
  // "One of the same cards" as a card in that player's hand (Shadowcloaked Assailant): another card there of its name.
  if (f.nameInHand !== undefined) {
    const hand = playerOf(ctx.game, f.nameInHand === "enemy" ? opponentOf(env.controller) : env.controller).hand;
    if (!hand.some((c) => c !== e && c.def.name.enUS === e.def.name.enUS)) return false;
  }
  // "If this is EXACTLY in the center of your hand": read from the hand as the card was played (its play record).
  if (f.playedFrom === "center" && !ctx.played?.get(e.id)?.center) return false;
  if (f.playedCostAtMost !== undefined && !((ctx.played?.get(e.id)?.cost ?? Infinity) <= f.playedCostAtMost)) return false;
  if (f.playedFrom === "outcast" && !ctx.played?.get(e.id)?.outcastPlace) return false;
  // "The left-most (right-most) card in your hand": that end only, from its play record (its place as the action started).
  if (f.playedFrom === "leftmost" && ctx.played?.get(e.id)?.handPlace !== 0) return false;
  if (f.playedFrom === "rightmost" && !ctx.played?.get(e.id)?.rightmost) return false;
  if (f.playedCost !== undefined || f.playedAttack !== undefined || f.playedRace !== undefined || f.playedHas !== undefined || f.transformed !== undefined) {
    // 2.2: the card as it was played in this resolution (湿地女王: 1-Cost when played and not transformed since).
    const p = ctx.played?.get(e.id);
    if (f.transformed !== undefined && (p?.transformed ?? false) !== f.transformed) return false;
    if (f.playedCost !== undefined && p?.cost !== f.playedCost) return false;
    if (f.playedAttack !== undefined && p?.attack !== f.playedAttack) return false;
    if (f.playedRace !== undefined && !(p && isOfRace(p.races, f.playedRace))) return false;
    // 2.2: 顽石元素是否触发根据变形前的随从而定 — the card as played, not what a transform made of it.
    // 回响: "an Echo card" is one that had Echo as its play began (its play record), a granted Echo included.
    if (f.playedHas === "echo") {
      if (!p?.echo) return false;
    } else if (f.playedHas !== undefined) {
      const card = p ? ctx.cards.get(p.card) : undefined;
      if (!(card && printedAbility(card, f.playedHas))) return false;
    }
  }
  return true;
}

/** A whole-word, any-case pattern for `nameIncludes`, made once per word (a filter is checked for every candidate; holds no request state). */
const WORD_PATTERNS = new Map<string, RegExp>();
function wordRegExp(word: string): RegExp {
  let re = WORD_PATTERNS.get(word);
  if (WORD_PATTERNS.size > 256) WORD_PATTERNS.clear(); // client cards may name any word: the cache stays small
  if (!re) WORD_PATTERNS.set(word, (re = new RegExp(`\\b${word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`, "i")));
  return re;
}

/** "From another class": a class card whose class is not its controller's own (their hero's; rules/pools.ts ownClass). */
function isOtherClass(ctx: Ctx, e: Entity, env: Env): boolean {
  const cls = e.def.facts.cardClass;
  return CLASSES.includes(cls) && cls !== ownClass(ctx, { ...env, controller: e.controller });
}

/** A minion in play at that end of its board: its leftmost, its rightmost, or either ("outer"; alone it is both). */
function atBoardPlace(ctx: Ctx, e: Entity, place: "outer" | "leftmost" | "rightmost"): boolean {
  if (e.zone !== "PLAY" || e.type !== "MINION") return false;
  return atEnd(playerOf(ctx.game, e.controller).board.filter((m) => m.type === "MINION"), e, place === "outer" ? "either" : place);
}

/** The card is in a hand at that place: its leftmost, its rightmost, or either (流放位, 5.1; alone in hand it is both). */
function atHandPlace(ctx: Ctx, e: Entity, place: "outcast" | "leftmost" | "rightmost"): boolean {
  return e.zone === "HAND" && atEnd(playerOf(ctx.game, e.controller).hand, e, place === "outcast" ? "either" : place);
}

function atEnd(list: readonly Entity[], e: Entity, end: "either" | "leftmost" | "rightmost"): boolean {
  const i = list.indexOf(e);
  if (i < 0) return false;
  const left = i === 0, right = i === list.length - 1;
  return end === "leftmost" ? left : end === "rightmost" ? right : left || right;
}

/** 濒死 wherever the entity is (2.3: a minion in hand at 0 Health is mortally wounded but does not die; 1.10's
 * isMortallyWounded is the in-play test death creation uses). */
function woundedAnywhere(e: Entity): boolean {
  if (e.zone === "PLAY") return isMortallyWounded(e);
  if (e.tags.TO_BE_DESTROYED) return true;
  if (e.type === "WEAPON") return durabilityOf(e) <= 0;
  return isCharacter(e) && healthOf(e) <= 0;
}

/** Whether a card's definition spends Corpses somewhere in its text (a `spendCorpses` effect), worked out once per card. */
const spendsCorpsesCache = new WeakMap<object, boolean>();
function spendsCorpses(c: Entity["def"]): boolean {
  if (!c.def) return false;
  let v = spendsCorpsesCache.get(c.def);
  if (v === undefined) spendsCorpsesCache.set(c.def, (v = JSON.stringify(c.def).includes('"type":"spendCorpses"')));
  return v;
}

/** Whether a card, as printed or defined, has a Battlecry, a Deathrattle, Overload, Outcast, Combo, or spends Corpses. */
function printedAbility(c: Entity["def"], what: "battlecry" | "deathrattle" | "overload" | "outcast" | "combo" | "spendsCorpses"): boolean {
  if (what === "overload") return c.overload > 0;
  if (what === "spendsCorpses") return spendsCorpses(c);
  if (what === "outcast") return !!c.def?.outcast || c.facts.mechanics.includes("OUTCAST");
  if (what === "combo") return !!c.def?.combo || c.facts.mechanics.includes("COMBO");
  return what === "battlecry"
    ? !!c.def?.battlecry || c.facts.mechanics.includes("BATTLECRY")
    : !!c.def?.deathrattle || c.facts.mechanics.includes("DEATHRATTLE");
}

/** "A Quest" (rules-notes 935): a quest or a Questline part — a card with `quest` that is not a Sidequest, or the data's QUEST. */
export function isQuestCard(c: Entity["def"]): boolean {
  return (!!c.def?.quest && !c.def.quest.sidequest) || c.facts.mechanics.includes("QUEST");
}

/** Whether a card has a Battlecry, a Deathrattle (its own while not silenced, or an enchantment's), Overload, Outcast (its own while not silenced) or Combo. */
export function hasAbility(e: Entity, what: "battlecry" | "deathrattle" | "overload" | "outcast" | "combo" | "spendsCorpses" | "endOfTurn" | "quest" | "chooseOne" | "galakrond", ctx?: Ctx): boolean {
  if (what === "overload") return e.def.overload > 0;
  // "Galakrond" (Kronx Dragonhoof's "Draw Galakrond. If you're already Galakrond"): a card with `galakrond`, any form —
  // a hero too, whose card is the Galakrond played.
  if (what === "galakrond") return !!e.def.def?.galakrond;
  // "a Choose One card" (Pride Seeker): a card with `chooseOne`, or one the card data marks CHOOSE_ONE.
  if (what === "chooseOne") return !!e.def.def?.chooseOne || e.def.facts.mechanics.includes("CHOOSE_ONE");
  // "a Quest" (rules-notes 935): a quest or a Questline part — a card with \`quest\` that is not a Sidequest, or the data's QUEST.
  if (what === "quest") return isQuestCard(e.def);
  if (what === "endOfTurn") return !!ctx && e.type === "MINION" && e.zone === "PLAY" && endOfTurnEffects(ctx, e).length > 0;
  if (printedAbility(e.def, what) && !e.tags.SILENCED) return true;
  return what === "deathrattle" && e.enchantments.some((en) => !!en.def?.def?.deathrattle);
}

export function matchesFilter(ctx: Ctx, e: Entity, f: EntityFilter, env: Env): boolean {
  return matches(ctx, e, compileFilter(f), env);
}

function gather(ctx: Ctx, sel: Extract<Sel, { k: "all" }>, env: Env): Entity[] {
  const out: Entity[] = [];
  if (sel.of === "group" || sel.of === "drawn" || sel.of === "summoned" || sel.of === "added" || sel.of === "shuffled" || sel.of === "putOnTop") {
    // Every entity the group selected (the cards the last draw drew, the minions the last summon summoned, in order), wherever it is now.
    for (let q = 0, listList = (sel.of === "group" ? env.group : sel.of === "drawn" ? env.drawn : sel.of === "added" ? env.added : sel.of === "shuffled" ? env.shuffled : sel.of === "putOnTop" ? env.putOnTop : env.summonedAll) ?? []; q < listList.length; q++) { const e = listList[q]!; if (!sel.side || (e.controller === env.controller) === (sel.side === "friendly")) out.push(e); }
    return sel.where ? out.filter((e) => matches(ctx, e, sel.where!, env)) : out;
  }
  if (sel.of === "kept") {
    // The cards this entity keeps set aside (`absorb`: tag KEPT_BY), in the order taken (KEPT_ORDER).
    for (let i = 0, players = ctx.game.players; i < players.length; i++) { const p = players[i]!; for (let j = 0, setAside = p.setAside; j < setAside.length; j++) { const e = setAside[j]!; if (e.tags.KEPT_BY === env.self.id && (!sel.side || (e.controller === env.controller) === (sel.side === "friendly"))) out.push(e); } }
    out.sort((a, b) => (a.tags.KEPT_ORDER ?? 0) - (b.tags.KEPT_ORDER ?? 0));
    return sel.where ? out.filter((e) => matches(ctx, e, sel.where!, env)) : out;
  }
  for (let i = 0, players = ctx.game.players; i < players.length; i++) {
    const p = players[i]!;
    if (sel.side && (p.id === env.controller) !== (sel.side === "friendly")) continue;
    if (sel.of === "hand" || sel.of === "deck" || sel.of === "secrets") {
      for (let q = 0, listList = sel.of === "hand" ? p.hand : sel.of === "deck" ? p.deck : p.secrets; q < listList.length; q++) { const c = listList[q]!; out.push(c); }
      continue;
    }
    if (sel.of === "locations") {
      // The Locations on the board (地标): no other selector names them (Crumblecrusher's "a random enemy … location").
      for (let j = 0, boardList = p.board; j < boardList.length; j++) { const m = boardList[j]!; if (m.type === "LOCATION") out.push(m); }
      continue;
    }
    if (sel.of !== "minions" && p.hero.zone === "PLAY") out.push(p.hero);
    // A Location on the board is neither a minion nor a character.
    if (sel.of !== "heroes") for (let j = 0, boardList = p.board; j < boardList.length; j++) { const m = boardList[j]!; if (m.type === "MINION" && !isDormant(m)) out.push(m); }
  }
  const list = sel.where ? out.filter((e) => matches(ctx, e, sel.where!, env)) : out;
  return sortInPlace(list, byOrder);
}

function candidatesFor(e: Entity, mode: RandomMode): boolean {
  // A card in hand, deck or the secret zone (a random minion in your deck: Barnes) is a candidate whatever the mode; 3.5 is about play.
  if (e.zone === "HAND" || e.zone === "DECK" || e.zone === "SECRET") return true;
  switch (mode) {
    case "harmful": return e.zone === "PLAY" && !isMortallyWounded(e);
    case "heal": return e.zone === "PLAY" && isDamaged(e);
    case "beneficial": return e.zone === "PLAY";
    case "redirect": return e.zone === "PLAY" && !isMortallyWounded(e) && !has(e, "IMMUNE");
  }
}

/** A minion's neighbours on its board, left then right (Dormant ones left out). */
export const adjacentMinions = (ctx: Ctx, e: Entity): Entity[] => adjacent(ctx, e, undefined);

/**
 * A minion's neighbours on its board, left then right; with `self` the minion itself first or last (the
 * rulebook's 3.1 AoE order: "middle, left, right" for most, "left, right, middle" for Cone of Cold).
 */
function adjacent(ctx: Ctx, e: Entity, self: "first" | "last" | undefined): Entity[] {
  if (e.zone !== "PLAY" || e.type !== "MINION") return [];
  const board = playerOf(ctx.game, e.controller).board;
  const i = board.indexOf(e);
  const out: Entity[] = [];
  // A Dormant neighbour is out of the game (4.6): nothing reaches it. A Location beside it is not a minion: it is the
  // neighbour in that direction, and nothing reaches it either (the minion beyond it is not adjacent; rules-notes).
  const reached = (m: Entity) => m.type === "MINION" && !isDormant(m);
  if (i > 0 && reached(board[i - 1]!)) out.push(board[i - 1]!);
  if (i >= 0 && i + 1 < board.length && reached(board[i + 1]!)) out.push(board[i + 1]!);
  if (self === "first") out.unshift(e);
  else if (self === "last") out.push(e);
  return out;
}

/**
 * "Deathrattle: Give adjacent minions …" (Escape Pod): the text's own minion has left play, so its neighbours are the
 * minions beside the place where it stood — `env.position`, the deathrattle's place (its summons go there) — left then
 * right, on its controller's board as it is now (rules-notes 871). Outside a deathrattle (no place): none.
 */
function besideWhereItStood(ctx: Ctx, env: Env): Entity[] {
  const i = env.position;
  if (i === undefined || i < 0) return [];
  const board = playerOf(ctx.game, env.controller).board;
  const reached = (m: Entity | undefined): m is Entity => m !== undefined && m.type === "MINION" && !isDormant(m);
  return [board[i - 1], board[i]].filter(reached);
}

/**
 * A link: the entities carrying an enchantment `sel.card` that this entity's text attached with `link: true` (its
 * `creator`), wherever they are — a Dormant minion on a board too (the text names it, as `self` does) — in order of play.
 */
function linked(ctx: Ctx, sel: Extract<Sel, { k: "linked" }>, env: Env): Entity[] {
  const out: Entity[] = [];
  const me = env.self.id;
  const carries = (e: Entity) => e.enchantments.some((en) => en.card === sel.card && en.creator === me && !en.removed);
  for (let i = 0, players = ctx.game.players; i < players.length; i++) {
    const p = players[i]!;
    for (let n = 0, lists = [p.board, p.hand, p.deck, p.secrets]; n < lists.length; n++) { const list = lists[n]!; for (let j = 0; j < list.length; j++) { const e = list[j]!; if (carries(e)) out.push(e); } }
    for (let q = 0, listList = [p.hero, p.weapon]; q < listList.length; q++) { const e = listList[q]!; if (e && e.zone === "PLAY" && carries(e)) out.push(e); }
  }
  // A spell being cast is in play but in no zone list: reached as the answered event's target (Cactus Cutter's "If you
  // cast it this turn", an `on: play` trigger asking whether the spell played is the one it linked).
  const ev = env.event?.target;
  if (ev && ev.type === "SPELL" && ev.zone === "PLAY" && carries(ev)) out.push(ev);
  const list = sel.where ? out.filter((e) => matches(ctx, e, sel.where!, env)) : out;
  return sortInPlace(list, byOrder);
}

/** The candidates a selector ranges over, without making random picks. */
function candidates(ctx: Ctx, sel: Sel, env: Env, mode: RandomMode): Entity[] {
  if (sel.k === "id") {
    const e = identity(ctx, sel.id, env);
    return e ? [e] : [];
  }
  if (sel.k === "all") return gather(ctx, sel, env);
  if (sel.k === "group") return (env.group ?? []).filter((e) => e.zone === "PLAY");
  if (sel.k === "valid-targets") {
    // 指向扳机 (2.2/2.3/2.7 结算阶段 b): what the card being played (or the Hero Power being used) could choose now.
    const p = ctx.playing;
    return p?.spec ? validTargets(ctx, p.spec, p.player, p.card, p.kind).sort(byOrder) : [];
  }
  if (sel.k === "top") {
    // The deck as it lies, top first; with `where`, the first `count` matching cards from the top (Beanstalk Brute's "the
    // top 3 minions in your deck").
    // `top: "hand"`: the hand as it lies, left-most first (Soul Infusion's "the left-most minion in your hand").
    const owner = playerOf(ctx.game, sel.side === "enemy" ? opponentOf(env.controller) : env.controller);
    const deck = sel.zone === "hand" ? owner.hand : owner.deck;
    const where = sel.where;
    const list = where ? deck.filter((e) => matches(ctx, e, where, env)) : deck;
    // `bottom`: the last `count` of them, bottom first (Krona, Keeper of Eons).
    return sel.bottom ? list.slice(-sel.count).reverse() : list.slice(0, sel.count);
  }
  if (sel.k === "linked") return linked(ctx, sel, env);
  if (sel.k === "adjacent") return candidates(ctx, sel.of, env, mode).flatMap((e) => e === env.self && e.zone !== "PLAY" ? besideWhereItStood(ctx, env) : adjacent(ctx, e, sel.self));
  if (sel.k === "except") {
    const skip = new Set(candidates(ctx, sel.except, env, mode));
    return candidates(ctx, sel.from, env, mode).filter((e) => !skip.has(e));
  }
  return candidates(ctx, sel.from, env, mode).filter((e) => candidatesFor(e, mode));
}

/** The entities a selector names now. `random` picks (and records) among the candidates for `mode`. */
export function select(ctx: Ctx, s: Selector, env: Env, mode: RandomMode = "harmful", purpose: RandomPurpose = "random target"): Entity[] {
  const sel = compileSelector(s);
  if (sel.k === "except") {
    // The excepted entities are picked first (a random one is recorded), then everyone else of `from` is named.
    const skip = new Set(selectCompiled(ctx, sel.except, env, mode, purpose));
    return candidates(ctx, sel.from, env, mode).filter((e) => !skip.has(e));
  }
  return selectCompiled(ctx, sel, env, mode, purpose);
}

function selectCompiled(ctx: Ctx, sel: Sel, env: Env, mode: RandomMode, purpose: RandomPurpose): Entity[] {
  if (sel.k !== "random") return candidates(ctx, sel, env, mode);
  if (sel.differentTypes) return pickDifferentTypes(ctx, ranked(ctx, sel, candidates(ctx, sel, env, mode)), sel.count, purpose, env.holder);
  if (sel.rank && sel.count > 1) return pickTiers(ctx, sel, candidates(ctx, sel, env, mode), purpose, env.holder);
  return pickRandom(ctx, ranked(ctx, sel, candidates(ctx, sel, env, mode)), sel.count, purpose, env.holder);
}

/**
 * "The N highest (lowest) …" (`count` with `highest`/`lowest`, The 8 Hands From Beyond's "the 8 highest Cost cards"): the
 * best tier first, then the next, each tier taken whole while it fits (no random decision); the tier that does not fit
 * gives the places left by a random pick among its ties (rules-notes 1422).
 */
function pickTiers(ctx: Ctx, sel: Extract<Sel, { k: "random" }>, list: Entity[], purpose: RandomPurpose, by: Env["holder"] | undefined): Entity[] {
  const chosen: Entity[] = [];
  let rest = list;
  while (chosen.length < sel.count && rest.length > 0) {
    const tier = ranked(ctx, sel, rest);
    const need = sel.count - chosen.length;
    if (tier.length <= need) {
      for (let i = 0; i < tier.length; i++) chosen.push(tier[i]!);
    } else {
      const picks = pickRandom(ctx, tier, need, purpose, by);
      for (let i = 0; i < picks.length; i++) chosen.push(picks[i]!);
    }
    const taken = new Set(tier);
    rest = rest.filter((e) => !taken.has(e));
  }
  return chosen;
}

/**
 * "N random minions of different minion types" (Menagerie Mug): one pick at a time, each among the candidates that can
 * join those already picked so that every picked minion can be given a different minion type of its own (an Amalgam's
 * ALL stands for any type). A minion with no type is never a candidate. The minions that can be so matched form a
 * matroid (a transversal one), so picking this way always ends with as many as the board allows (rules-notes).
 */
function pickDifferentTypes(ctx: Ctx, list: Entity[], count: number, purpose: RandomPurpose, by: Env["holder"]): Entity[] {
  const typed = list.filter((e) => e.def.facts.races.length > 0);
  const chosen: Entity[] = [];
  while (chosen.length < count) {
    const open = typed.filter((e) => !chosen.includes(e) && distinctTypes([...chosen, e]));
    if (open.length === 0) break;
    chosen.push(...pickRandom(ctx, open, 1, purpose, by));
  }
  return chosen;
}

/**
 * How many of these entities can each be given a different minion type of its own (rules-notes 231, 1482): a typeless one
 * none; the sets that can form a matroid, so adding each one that still fits, in order, reaches the largest.
 */
export function differentTypeCount(list: readonly Entity[]): number {
  const chosen: Entity[] = [];
  for (let i = 0; i < list.length; i++) {
    const e = list[i]!;
    if (e.def.facts.races.length > 0 && distinctTypes([...chosen, e])) chosen.push(e);
  }
  return chosen.length;
}

/** Whether each of these minions can be given a different minion type of its own ("ALL": any type). */
export function distinctTypes(minions: readonly Entity[]): boolean {
  return distinctTypeLists(minions.map((m) => m.def.facts.races));
}

/** Whether each of these lists of minion types can be given a different type of its own ("ALL": any type). */
export function distinctTypeLists(lists: readonly (readonly string[])[]): boolean {
  const used = new Set<string>();
  const assign = (i: number): boolean => {
    if (i === lists.length) return true;
    const races = lists[i]!;
    // An Amalgam's ALL can be any type: one not used yet always exists while fewer than a dozen are picked.
    const options = races.includes("ALL") ? [`ALL#${i}`] : races;
    for (let j = 0; j < options.length; j++) {
      const r = options[j]!;
      if (used.has(r)) continue;
      used.add(r);
      if (assign(i + 1)) return true;
      used.delete(r);
    }
    return false;
  };
  return assign(0);
}

/**
 * A random pick's `lowest`/`highest`: only the candidates (already those 3.5 allows: no mortally wounded character for
 * damage) with the lowest (highest) value of the stat as it is now; a random one among ties (Fel Barrage).
 */
function ranked(ctx: Ctx, sel: Extract<Sel, { k: "random" }>, list: Entity[]): Entity[] {
  if (!sel.rank || list.length < 2) return list;
  const { stat, lowest } = sel.rank;
  const value = (e: Entity) => (stat === "attack" ? attackOf(e) : stat === "health" ? healthOf(e) : costOf(e));
  const best = list.reduce((m, e) => (lowest ? Math.min(m, value(e)) : Math.max(m, value(e))), lowest ? Infinity : -Infinity);
  return list.filter((e) => value(e) === best);
}

/** Whether a selector is a single random pick repeated (each pick resolved on its own, not as one mass effect). */
export function isRandom(s: Selector): boolean {
  return compileSelector(s).k === "random";
}

export function randomCount(s: Selector): number {
  const sel = compileSelector(s);
  return sel.k === "random" ? sel.count : 1;
}

/** One pick of a random selector (for effects that resolve each random hit before picking the next). */
export function pickOne(ctx: Ctx, s: Selector, env: Env, mode: RandomMode): Entity[] {
  const sel = compileSelector(s);
  if (sel.k !== "random") return candidates(ctx, sel, env, mode);
  return pickRandom(ctx, ranked(ctx, sel, candidates(ctx, sel, env, mode)), 1, "random target", env.holder);
}

function evalCond(ctx: Ctx, c: Cond, env: Env): boolean {
  switch (c.k) {
    case "target": { const t = env.event?.target; return !!t && matches(ctx, t, c.f, env); }
    case "source": { const s = env.event?.source; return !!s && matches(ctx, s, c.f, env); }
    case "turn": return (ctx.game.currentPlayer === env.controller) === c.own;
    case "player": return env.event?.player !== undefined && (env.event.player === env.controller) === c.friendly;
    case "space": {
      const p = playerOf(ctx.game, c.what === "enemy-board" ? opponentOf(env.controller) : env.controller);
      return c.what === "friendly-hand" ? !handFull(p) : p.board.length < 7;
    }
    case "exists": return candidates(ctx, c.sel, env, "harmful").length > 0;
    case "count": return candidates(ctx, c.sel, env, "harmful").length >= c.atLeast;
    case "value": {
      const v = amountOf(ctx, c.a, env);
      return (c.atLeast === undefined || v >= c.atLeast) && (c.atMost === undefined || v <= c.atMost);
    }
    case "mana-full": {
      // 4.12: crystals plus temporary mana at the cap.
      const m = playerOf(ctx.game, env.controller).mana;
      return m.crystals + m.temp >= m.maxCrystals;
    }
    case "played": {
      const n = playedCount(ctx, c.enemy ? opponentOf(env.controller) : env.controller, c.what, !!c.last, c.race, c.spellSchool);
      return (c.atMost === undefined || n <= c.atMost) && (c.atLeast === undefined || n >= c.atLeast);
    }
    case "kindred": {
      // 延系 (Kindred): a card the player played on their previous turn shares a minion type or a spell school with this card.
      const me = env.self;
      if (!me) return false;
      const pl = playerOf(ctx.game, c.enemy ? opponentOf(env.controller) : env.controller);
      return (pl.playedLastTurn ?? []).some((id) => { const f = ctx.cards.get(id)?.facts; return !!f && sharesKind(me.def.facts, f); });
    }
    case "healed": {
      // The player's hero was healed this turn (the player tag HERO_HEALED_THIS_TURN, rules/damage.ts heal).
      const t = playerOf(ctx.game, c.enemy ? opponentOf(env.controller) : env.controller).tags;
      return ((t.HERO_HEALED_THIS_TURN ?? 0) > 0) === c.healed;
    }
    case "armor-changed": {
      // The player's hero's Armor changed this turn (our player tag HERO_ARMOR_CHANGED_THIS_TURN, rules/hero-armor.ts).
      const t = playerOf(ctx.game, c.enemy ? opponentOf(env.controller) : env.controller).tags;
      return ((t.HERO_ARMOR_CHANGED_THIS_TURN ?? 0) > 0) === c.changed;
    }
    case "finale": {
      // 压轴 (Finale): the card's play (this resolution) left its player no Mana. A card in hand not yet played (its target
      // requirement read as it is played, before the pay step: Concert Promo-Drake) holds when playing it now would: its
      // Cost takes the last of the Mana, or none is left for a card paid otherwise (rules-notes 1085).
      const me = env.self;
      if (!me) return false;
      const rec = ctx.played?.get(me.id);
      if (rec) return !!rec.finale;
      if (me.zone !== "HAND") return false;
      const left = available(playerOf(ctx.game, me.controller).mana);
      return costsHealth(me) || costsCorpses(me) || has(me, "CARD_COSTS_ARMOR") || enemyHealthCost(me) !== null ? left <= 0 : left - costOf(me) <= 0;
    }
    case "quickdraw": {
      // 快枪 (Quickdraw): in hand, it entered the hand this turn; played, it had then (the play record of this resolution).
      const me = env.self;
      if (!me) return false;
      if (me.zone === "HAND") return (me.tags[ENTERED_HAND_THIS_TURN] ?? 0) > 0;
      return !!ctx.played?.get(me.id)?.quickdraw;
    }
    case "drawn-this-turn": {
      // "If drawn this turn": in hand, a draw put it there this turn; played, it had been (the play record of this resolution).
      const me = env.self;
      if (!me) return false;
      if (me.zone === "HAND") return (me.tags[DRAWN_THIS_TURN] ?? 0) > 0;
      return !!ctx.played?.get(me.id)?.drawnThisTurn;
    }
    case "combo": {
      // 连击 (Combo, 5.1): played, whether another card of its player's had been played this turn as it was (the play
      // record); in hand, whether one has been now.
      const me = env.self;
      if (!me) return false;
      const rec = ctx.played?.get(me.id);
      if (rec) return !!rec.combo;
      return me.zone === "HAND" && (playerOf(ctx.game, me.controller).tags.NUM_CARDS_PLAYED_THIS_TURN ?? 0) >= 1;
    }
    case "dormant-minion": {
      // 休眠 (4.6): a Dormant minion on the board (of that side).
      return ctx.game.players.some((p) => (!c.side || (p.id === env.controller) === (c.side === "friendly")) && p.board.some((m) => m.type === "MINION" && isDormant(m)));
    }
    case "hero-damaged": {
      // The player's hero took damage this turn (the player tag HERO_DAMAGED_THIS_TURN, rules/damage.ts applyDamage).
      const t = playerOf(ctx.game, c.enemy ? opponentOf(env.controller) : env.controller).tags;
      return ((t.HERO_DAMAGED_THIS_TURN ?? 0) > 0) === c.damaged;
    }
    case "hero-health-changed": {
      // The player's hero's Health changed this turn (the player tag HERO_HEALTH_CHANGED_THIS_TURN, rules/hero-health.ts).
      const t = playerOf(ctx.game, c.enemy ? opponentOf(env.controller) : env.controller).tags;
      return ((t.HERO_HEALTH_CHANGED_THIS_TURN ?? 0) > 0) === c.changed;
    }
    case "overloaded": {
      // "If you're Overloaded": Overloaded Mana Crystals locked this turn or owed for the next (4.12), either counts.
      const m = playerOf(ctx.game, c.enemy ? opponentOf(env.controller) : env.controller).mana;
      return (m.overloadLocked + m.overloadOwed > 0) === c.yes;
    }
    case "discovered":
      // The player Discovered this turn (the player tag DISCOVERED_THIS_TURN, effects/discover.ts).
      return ((playerOf(ctx.game, env.controller).tags.DISCOVERED_THIS_TURN ?? 0) > 0) === c.yes;
    case "rule": {
      // A rule aura of that name in effect for the player (rules/auras.ts keeps them in game.ruleAuras): Afterlife Attendant.
      const who = c.enemy ? opponentOf(env.controller) : env.controller;
      for (let i = 0, rules = ctx.game.ruleAuras; i < rules.length; i++) { const r = rules[i]!; if (r.rule === c.rule && r.controller === who) return true; }
      return false;
    }
    case "deck-started-no-dup":
      // The player's deck started the game with no duplicates: the player tag startGame sets (actions/start-game.ts;
      // rules-notes 910). No tag (a snapshot that does not say): false.
      return ((playerOf(ctx.game, c.enemy ? opponentOf(env.controller) : env.controller).tags.DECK_STARTED_NO_DUPLICATES ?? 0) === 1) === c.yes;
    case "deck-started-with":
      // The player's deck started the game with a card of that rune: the player tag startGame sets (rules-notes 1688).
      return (playerOf(ctx.game, c.enemy ? opponentOf(env.controller) : env.controller).tags[c.tag] ?? 0) === 1;
    case "remembers": {
      // The enchantment whose trigger or aura this is remembers a card (a `buff` with `remember`: Hot Spring Glider's Kindred).
      const en = env.holder;
      return en.kind === "enchantment" && (en.remembers !== undefined) === c.yes;
    }
    case "uses-left": {
      // The enchantment whose trigger this is has that many uses left ("In N turns, …": its countdown; rules/enchant.ts spendUse).
      const en = env.holder;
      if (en.kind !== "enchantment") return false;
      const uses = en.def?.def?.uses;
      return uses !== undefined && (en.usesLeft ?? uses) === c.n;
    }
    case "powered": {
      // The player used a Hero Power this turn (the player tag NUM_HERO_POWER_USES_THIS_TURN, actions/hero-power.ts): unlike
      // HEROPOWER_ACTIVATIONS_THIS_TURN it is not restarted when the Hero Power is replaced (2.7).
      const t = playerOf(ctx.game, c.enemy ? opponentOf(env.controller) : env.controller).tags;
      return ((t.NUM_HERO_POWER_USES_THIS_TURN ?? 0) > 0) === c.used;
    }
    case "different-costs": {
      // Every entity named costs something none of the others does (its cost now, after every change).
      const costs = candidates(ctx, c.sel, env, "harmful").map((e) => costOf(e));
      return new Set(costs).size === costs.length;
    }
    case "no-duplicates": {
      // No two of them are the same card: the same English name, so a Core reprint and its original are duplicates; a hidden
      // card (the unknown card of a snapshot) is compared with nothing, what it is not being known (rules-notes 540).
      const names = candidates(ctx, c.sel, env, "harmful").filter((e) => e.def.facts.type !== "UNKNOWN").map((e) => e.def.facts.name.enUS);
      return new Set(names).size === names.length;
    }
    case "shared-type": {
      // A minion type every one of them has (ALL, an Amalgam, has every type): the intersection of their types is not empty.
      let common: Set<string> | "all" = "all";
      for (let i = 0, listList = candidates(ctx, c.sel, env, "harmful"); i < listList.length; i++) {
        const e = listList[i]!;
        const races = e.type === "MINION" ? e.def.facts.races : [];
        if (races.includes("ALL")) continue;
        common = new Set(common === "all" ? races : races.filter((r) => common !== "all" && common.has(r)));
        if (common.size === 0) return false;
      }
      return true;
    }
    case "all": return c.list.every((x) => evalCond(ctx, x, env));
    case "any": return c.list.some((x) => evalCond(ctx, x, env));
    case "not": return !evalCond(ctx, c.c, env);
    case "entity": { const e = identity(ctx, c.id, env); return !!e && matches(ctx, e, c.f, env); }
    // The summon event of a minion its own Reborn brought back (rules/interphase.ts marks it).
    case "reborn": return (env.event?.detail?.reborn === true) === c.yes;
    case "titan-ability":
      // 泰坦: the titan-ability event's ability is the Titan's Nth (actions/titan.ts puts its place in the event's detail).
      return env.event?.type === "titan-ability" && env.event.detail?.index === c.n;
    case "fatal": {
      // 4.9 step 4: the pending damage of a pre-damage event would take the target's health (armor first) to 0 or less.
      const t = env.event?.target;
      return !!t && ((env.event?.amount ?? 0) >= healthOf(t) + (t.tags.ARMOR ?? 0)) === c.fatal;
    }
  }
}

export function checkCondition(ctx: Ctx, c: Condition | Condition[], env: Env): boolean {
  if (Array.isArray(c)) return c.every((x) => evalCond(ctx, compileCondition(x), env));
  return evalCond(ctx, compileCondition(c), env);
}

/**
 * Kindred's kinship of two cards (延系): two minions that have a minion type in common — an Amalgam (type ALL) has every
 * type, so it shares with any minion that has one — or two spells of the same spell school. A minion never shares with
 * a spell (nor with a weapon, hero or Location); a card with no type (a spell with no school) shares with nothing, not even another such card (rules-notes).
 */
/** The stat `atMostOf` / `lessThanOf` compare: `playedCost` is the Cost a card was played at in this resolution (else its Cost now). */
function comparedStat(ctx: Ctx, x: Entity, stat: "attack" | "health" | "cost" | "playedCost"): number {
  return stat === "attack" ? attackOf(x) : stat === "health" ? healthOf(x) : stat === "playedCost" ? (ctx.played?.get(x.id)?.cost ?? costOf(x)) : costOf(x);
}

export function sharesKind(a: { type: string; races: readonly string[]; spellSchool: string }, b: { type: string; races: readonly string[]; spellSchool: string }): boolean {
  if (a.type === "SPELL" || b.type === "SPELL") return a.type === b.type && !!a.spellSchool && a.spellSchool === b.spellSchool;
  if (a.type !== "MINION" || b.type !== "MINION" || a.races.length === 0 || b.races.length === 0) return false;
  return a.races.includes("ALL") || b.races.includes("ALL") || a.races.some((r) => b.races.includes(r));
}

/**
 * 黑暗之赐: the entity has a Dark Gift — a gift's enchantment attached to it now. The game marks every gift's enchantment
 * with the tag IS_NIGHTMARE_BONUS (Firestone's Power.logs, rules-notes 480); so do the gift enchantments here.
 */
export function hasDarkGift(e: Entity): boolean {
  return e.enchantments.some((en) => !en.removed && (en.def?.tags.IS_NIGHTMARE_BONUS ?? 0) > 0);
}

/**
 * How many cards (minions, spells) the player played this turn — or, `last`, on their previous turn (2.1 MAIN_READY keeps
 * the counts). `race`: the cards of that race (and type) in the player's list of cards played that turn (Naralex's first
 * Dragon; Un'Goro's "If you played an Elemental last turn", Grand Finale's "for each Elemental you played last turn");
 * `spellSchool`: the spells of that school in the same list (Gladesong Siren's Holy and Shadow spells).
 */
export function playedCount(ctx: Ctx, player: PlayerId, what: "card" | "minion" | "spell", last: boolean, race?: string, spellSchool?: string): number {
  const pl = playerOf(ctx.game, player);
  const t = pl.tags;
  if (race !== undefined || spellSchool !== undefined) {
    return ((last ? pl.playedLastTurn : pl.playedThisTurn) ?? []).filter((id) => {
      const f = ctx.cards.get(id)?.facts;
      return !!f && (race === undefined || isOfRace(f.races, race))
        && (spellSchool === undefined || (f.type === "SPELL" && f.spellSchool === spellSchool))
        && (what === "card" || f.type === (what === "minion" ? "MINION" : "SPELL"));
    }).length;
  }
  return (last
    ? (what === "minion" ? t.NUM_MINIONS_PLAYED_LAST_TURN : what === "spell" ? t.NUM_SPELLS_PLAYED_LAST_TURN : t.NUM_CARDS_PLAYED_LAST_TURN)
    : (what === "minion" ? t.NUM_MINIONS_PLAYED_THIS_TURN : what === "spell" ? t.NUM_SPELLS_PLAYED_THIS_TURN : t.NUM_CARDS_PLAYED_THIS_TURN)) ?? 0;
}
