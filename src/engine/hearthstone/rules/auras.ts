/**
 * @module hearthstone/rules/auras
 * Aura update (光环更新, rulebook 1.3, 4.2). Auras do not follow their sources instantly: at each aura
 * update the game works out which auras are in effect now and attaches or removes their enchantments.
 * Updates happen in the inter-phase aura-update step and whenever an entity is created or enters play.
 * Losing an aura's health lowers damage by the same amount, never below 0 (as silence does, 4.1).
 */
import { refOf, type Ctx } from "../context.js";
import type { Aura } from "../cards/format/index.js";
import { attachEnchantment, byOrder, detachEnchantment, sortInPlace } from "../game.js";
import { has, isDormant, maxHealthOf, textActive } from "../stats.js";
import type { Enchantment, Entity, Game, RuleAura } from "../types.js";
import type { AuraChange } from "../../trace.js";
import { checkCondition, matchesFilter, select, type Env } from "./selectors.js";
import { amountOf } from "./amounts.js";
import { armTag, armTurnTag } from "./events.js";
import { heroHealths, noteHeroHealths } from "./hero-health.js";
import { rankUpgrades } from "./rank.js";
import { CTHUN_AURA_KEY, cthunBuffsOf, isCthun } from "./cthun.js";

function sources(game: Game, out: (Entity | Enchantment)[] | null): (Entity | Enchantment)[] | null {
  for (let i = 0, players = game.players; i < players.length; i++) {
    const p = players[i]!;
    if (p.hero.zone === "PLAY" && p.hero.def.def?.auras && textActive(p.hero)) (out ??= []).push(p.hero);
    if (p.weapon?.def.def?.auras && textActive(p.weapon)) (out ??= []).push(p.weapon);
    for (let j = 0, board = p.board; j < board.length; j++) { const m = board[j]!; if (m.def.def?.auras && !isDormant(m) && textActive(m)) (out ??= []).push(m); }
    // A card's aura on itself in hand (自减费光环, 4.11: Molten Giant).
    for (let j = 0, handList = p.hand; j < handList.length; j++) { const c = handList[j]!; if (c.def.def?.auras && textActive(c) && c.def.def.auras.some(inHand)) (out ??= []).push(c); }
    // A lasting spell's aura while it is in the secret zone (Resistance Aura, the card field `lasts`).
    for (let j = 0, secrets = p.secrets; j < secrets.length; j++) { const c = secrets[j]!; if (c.def.def?.auras && c.def.def.auras.some(inSecret)) (out ??= []).push(c); }
    // A spell's armed state waiting in the graveyard (Wave of Tar: `zone: graveyard` with `armed`).
    for (let j = 0, graveyardList = p.graveyard; j < graveyardList.length; j++) { const c = graveyardList[j]!; if (c.def.def?.auras && c.def.def.auras.some(inGraveyard)) (out ??= []).push(c); }
  }
  return out;
}
const inHand = (a: Aura) => "buff" in a && a.zone === "hand";
const inSecret = (a: Aura) => "zone" in a && a.zone === "secret";
const inGraveyard = (a: Aura) => "zone" in a && a.zone === "graveyard";
/** Where an aura's source is, as an aura's `zone` names it: an enchantment's is its host's, in play. */
const auraZoneOf = (s: Entity | Enchantment): "play" | "hand" | "secret" | "graveyard" =>
  s.kind !== "entity" ? "play" : s.zone === "HAND" ? "hand" : s.zone === "SECRET" ? "secret" : s.zone === "GRAVEYARD" ? "graveyard" : "play";
/** An aura with `armed` works while that trigger of its card is armed, and not in the turn it was armed with `notThisTurn`. */
const armedNow = (game: Game, s: Entity | Enchantment, index: number) =>
  s.kind === "entity" && !!s.tags[armTag(index)] && s.tags[armTurnTag(index)] !== game.turn;

/**
 * Enchantments whose card has an aura ("your minions ... this turn", Commanding Shout's player effect, carried
 * by the hero): the aura works while the enchantment is attached to something in play; its "self" is the host.
 */
function enchantmentSources(game: Game, out: (Entity | Enchantment)[] | null): (Entity | Enchantment)[] | null {
  for (let i = 0, players = game.players; i < players.length; i++) {
    const p = players[i]!;
    if (p.hero.zone === "PLAY") out = carriedBy(p.hero, out);
    if (p.weapon) out = carriedBy(p.weapon, out);
    for (let j = 0, board = p.board; j < board.length; j++) { const m = board[j]!; if (!isDormant(m)) out = carriedBy(m, out); }
  }
  return out;
}
function carriedBy(e: Entity, out: (Entity | Enchantment)[] | null): (Entity | Enchantment)[] | null {
  for (let i = 0, enchantments = e.enchantments; i < enchantments.length; i++) { const en = enchantments[i]!; if (!en.aura && !en.removed && en.def?.def?.auras) (out ??= []).push(en); }
  return out;
}

/** Everything an aura can reach: heroes, weapons and minions in play, and cards in hand or deck (cost auras, 4.11). */
function hosts(game: Game): Entity[] {
  const out: Entity[] = [];
  for (let i = 0, players = game.players; i < players.length; i++) {
    const p = players[i]!;
    if (p.hero.zone === "PLAY") out.push(p.hero);
    if (p.weapon) out.push(p.weapon);
    // A Hero Power's cost (Quel'dorei Fletcher's "Your Hero Power costs (0) while …": `to: friendly-hero-power`).
    if (p.heroPower) out.push(p.heroPower);
    for (let j = 0, board = p.board; j < board.length; j++) { const e = board[j]!; out.push(e); }
    for (let j = 0, hand = p.hand; j < hand.length; j++) { const e = hand[j]!; out.push(e); }
    for (let j = 0, deck = p.deck; j < deck.length; j++) { const e = deck[j]!; out.push(e); }
  }
  return out;
}

/**
 * Whether `t` is one of `hosts(game)` (the same test as a set of them, without making one at each aura update: the
 * lists are short, and the game does not change while the auras are worked out).
 */
function reaches(game: Game, t: Entity): boolean {
  for (let i = 0, players = game.players; i < players.length; i++) {
    const p = players[i]!;
    if ((t === p.hero && p.hero.zone === "PLAY") || t === p.weapon || t === p.heroPower) return true;
    if (p.board.includes(t) || p.hand.includes(t) || p.deck.includes(t)) return true;
  }
  return false;
}

function anyAuraEnchantment(game: Game): boolean {
  for (let i = 0, players = game.players; i < players.length; i++) {
    const p = players[i]!;
    if (p.hero.zone === "PLAY" && hasAuraEnchantment(p.hero)) return true;
    if (hasAuraEnchantment(p.weapon) || hasAuraEnchantment(p.heroPower)) return true;
    if (anyInList(p.board) || anyInList(p.hand) || anyInList(p.deck)) return true;
  }
  return false;
}
function hasAuraEnchantment(e: Entity | null): boolean {
  if (!e) return false;
  const list = e.enchantments;
  for (let i = 0; i < list.length; i++) if (list[i]!.aura) return true;
  return false;
}
function anyInList(list: readonly Entity[]): boolean {
  for (let i = 0; i < list.length; i++) if (hasAuraEnchantment(list[i]!)) return true;
  return false;
}

/** What an aura does to one entity, its amounts worked out at this aura update. */
interface Wanted { source: Entity | Enchantment; target: Entity; aura: Extract<Aura, { buff: unknown }>; atk: number; hp: number; cost: number }

function describe(w: Wanted): string {
  const a = w.aura;
  const parts: string[] = [];
  if (w.atk || w.hp) parts.push(`${sign(w.atk)}/${sign(w.hp)}`);
  if (a.buff.grants) parts.push(...a.buff.grants);
  if (a.buff.setCost !== undefined) parts.push(`cost ${a.buff.setCost}`);
  if (w.cost) parts.push(`cost ${sign(w.cost)}${a.buff.minCost !== undefined ? ` (not below ${a.buff.minCost})` : ""}`);
  return parts.join(" ");
}
const sign = (n: number) => (n < 0 ? `${n}` : `+${n}`);

/** Drop a health-bearing enchantment: damage falls with maximum health, not below 0 (4.1). */
export function removeWithHealth(host: Entity, remove: () => void): void {
  const before = maxHealthOf(host);
  remove();
  const lost = before - maxHealthOf(host);
  if (lost > 0 && host.tags.DAMAGE) host.tags.DAMAGE = Math.max(0, host.tags.DAMAGE - lost);
}

/**
 * Recompute every aura. Returns whether anything changed; records the change in the trace unless `quiet`
 * (loading a snapshot applies auras without a trace).
 */
export function auraUpdate(ctx: Ctx, quiet = false): boolean {
  const game = ctx.game;
  // 等级 (Rank): a card in hand upgrades once its owner has the Mana Crystals (rules/rank.ts); not while a snapshot loads.
  if (!quiet) rankUpgrades(ctx);
  // Those that emit an aura, then the enchantments that carry one (a list only once there is one).
  const found = enchantmentSources(game, sources(game, null));
  // 克苏恩: the C'Thun cards in hand or deck whose controller has C'Thun buffs (rules/cthun.ts).
  const cthuns = cthunsToBuff(ctx);
  // Nothing emits an aura and nothing carries one: the common case, decided without building anything.
  if (found === null && cthuns === null && game.ruleAuras.length === 0 && !anyAuraEnchantment(game)) return false;
  const active = found ?? [];
  // A hero's Health an aura moved (a Health aura gained or lost) counts as a change of its Health (rules/hero-health.ts);
  // not while a snapshot loads (`quiet`): its auras are worked out again, nothing changes in the game.
  const healthsBefore = quiet ? null : heroHealths(game);
  // Several auras reaching one card attach in their holders' order of play (4.11).
  sortInPlace(active, byOrder);
  const wanted = new Map<string, Wanted>();
  const rules: RuleAura[] = [];
  // Only what an aura can reach (a selector may also name a card in the graveyard: not an aura's): `reaches`.
  const all = hosts(game);
  for (let j = 0; j < active.length; j++) {
    const s = active[j]!;
    const env: Env = s.kind === "enchantment" ? { self: s.host, holder: s, controller: s.controller } : { self: s, holder: s, controller: s.controller };
    // An aura works only from where its `zone` says its card must be (default play).
    const at = auraZoneOf(s);
    // The source's auras by index (no closure per source and update).
    const auras = s.def!.def!.auras!;
    for (let i = 0; i < auras.length; i++) {
      const aura = auras[i]!;
      if ("rule" in aura) {
        // A rule holds from where its card must be: in play (default), or a lasting spell's in the secret zone.
        if (("zone" in aura ? aura.zone ?? "play" : "play") !== at) continue;
        rules.push({ rule: aura.rule, controller: s.controller, source: s.id, ...("seconds" in aura ? { seconds: aura.seconds } : {}), ...("hits" in aura ? { hits: aura.hits } : {}), ...("uses" in aura ? { uses: aura.uses } : {}), ...("where" in aura && aura.where ? { where: aura.where } : {}) });
        continue;
      }
      if ((aura.zone ?? "play") !== at) continue;
      if (aura.armed !== undefined && !armedNow(game, s, aura.armed)) continue;
      if (aura.if && !checkCondition(ctx, aura.if, env)) continue;
      // Amounts (Old Murk-Eye's +1 per other Murloc) are worked out again at each aura update.
      for (let q = 0, listList = select(ctx, aura.to, env, "beneficial"); q < listList.length; q++) {
        const t = listList[q]!;
        if (!reaches(game, t)) continue;
        const b = aura.buff;
        // An armed aura's card armed N times (its text resolved N times) changes N times as much.
        const k = aura.armed !== undefined && s.kind === "entity" ? s.tags[armTag(aura.armed)] ?? 1 : 1;
        wanted.set(`${s.id}:${i}:${t.id}`, {
          source: s, target: t, aura, atk: k * amountOf(ctx, b.attack ?? 0, env, t), hp: k * amountOf(ctx, b.health ?? 0, env, t), cost: k * amountOf(ctx, b.cost ?? 0, env, t),
        });
      }
    }
  }

  if (cthuns) for (let k = 0; k < cthuns.length; k++) {
    const t = cthuns[k]![0], b = cthuns[k]![1];
    wanted.set(`${CTHUN_AURA_KEY}${t.id}`, { source: t, target: t, aura: b.taunt ? CTHUN_AURA_TAUNT : CTHUN_AURA, atk: b.attack, hp: b.health, cost: 0 });
  }

  const added: AuraChange[] = [];
  const removed: AuraChange[] = [];
  const present = new Set<string>();
  for (let j = 0; j < all.length; j++) {
    const host = all[j]!;
    for (let i = host.enchantments.length - 1; i >= 0; i--) {
      const en = host.enchantments[i]!;
      if (!en.aura) continue;
      const keep = wanted.get(en.aura.key);
      if (keep && !present.has(en.aura.key)) {
        present.add(en.aura.key);
        if (keep.aura.lowestPriority) en.lowestPriority = true; // also for one a snapshot kept (4.11)
        if (en.atk !== keep.atk || en.hp !== keep.hp || en.cost !== keep.cost) {
          // An amount that changed: the same enchantment takes the new values (lost health lowers damage, 4.1).
          removeWithHealth(host, () => { en.atk = keep.atk; en.hp = keep.hp; en.cost = keep.cost; });
          added.push({ source: refOf(keep.source), target: refOf(host), effect: describe(keep) });
        }
        continue;
      }
      // A C'Thun that entered play keeps its buffs as an ordinary enchantment (rules-notes 1120).
      if (host.zone === "PLAY" && en.aura.key.startsWith(CTHUN_AURA_KEY)) { en.aura = undefined; continue; }
      removeWithHealth(host, () => detachEnchantment(host, en));
      const src = game.entities.get(en.aura.source);
      removed.push({ source: src ? refOf(src) : { id: en.aura.source, card: "", controller: en.controller }, target: refOf(host), effect: en.card ?? "aura" });
    }
  }
  // Cards out of play first: their cost changes are the aura enchantments a snapshot keeps (with their ids). The list is
  // made only when some wanted enchantment is not there yet (most updates change nothing).
  let pending: [string, Wanted][] | undefined;
  wanted.forEach((w, key) => { if (!present.has(key)) (pending ??= []).push([key, w]); });
  if (pending) pending.sort(outOfPlayFirst);
  if (pending) for (let i = 0; i < pending.length; i++) {
    const key = pending[i]![0], w = pending[i]![1];
    const card = w.aura.enchantment ? ctx.cards.get(w.aura.enchantment) ?? null : null;
    attachEnchantment(game, w.target, {
      card: card?.id ?? null, def: card, controller: w.source.controller,
      atk: w.atk, hp: w.hp, cost: w.cost,
      setCost: w.aura.buff.setCost, minCost: w.aura.buff.minCost,
      grants: w.aura.buff.grants ? [...w.aura.buff.grants] : undefined,
      lowestPriority: w.aura.lowestPriority ? true : undefined,
      // 4.11: a cost change counts from when it is attached (a card reaching the hand gets it at the next
      // aura update); one from an aura carried by an enchantment (Loatheb's) counts from that enchantment.
      // An aura's enchantment on a character in play applies after all others anyway (1.3): it takes its
      // source's order too, so that only the hand's cost changes need an order of their own in a snapshot.
      order: w.source.kind === "enchantment" || w.target.zone === "PLAY" ? w.source.order : undefined,
      aura: { source: w.source.id, key },
    });
    added.push({ source: refOf(w.source), target: refOf(w.target), effect: describe(w) });
  }

  const before = game.ruleAuras;
  for (let j = 0; j < rules.length; j++) { const r = rules[j]!; if (!hasSameRule(before, r)) added.push(ruleChange(game, r)); }
  for (let j = 0; j < before.length; j++) { const r = before[j]!; if (!hasSameRule(rules, r)) removed.push(ruleChange(game, r)); }
  game.ruleAuras = rules;

  const changed = added.length > 0 || removed.length > 0;
  if (changed && healthsBefore) noteHeroHealths(game, healthsBefore);
  if (changed && !quiet) ctx.trace.add({ kind: "aura", added, removed, children: [] });
  return changed;
}

/** 克苏恩 (rules/cthun.ts): the aura a C'Thun in hand or deck has from its controller's C'Thun buffs (+Attack/+Health; Taunt). */
const CTHUN_AURA = { to: "self", buff: {} } as Extract<Aura, { buff: unknown }>;
const CTHUN_AURA_TAUNT = { to: "self", buff: { grants: ["TAUNT"] } } as Extract<Aura, { buff: unknown }>;
function cthunsToBuff(ctx: Ctx): [Entity, ReturnType<typeof cthunBuffsOf>][] | null {
  let out: [Entity, ReturnType<typeof cthunBuffsOf>][] | null = null;
  for (let i = 0, players = ctx.game.players; i < players.length; i++) {
    const p = players[i]!;
    out = cthunsIn(ctx, p.hand, out);
    out = cthunsIn(ctx, p.deck, out);
  }
  return out;
}
function cthunsIn(ctx: Ctx, list: readonly Entity[], out: [Entity, ReturnType<typeof cthunBuffsOf>][] | null): [Entity, ReturnType<typeof cthunBuffsOf>][] | null {
  for (let j = 0; j < list.length; j++) {
    const c = list[j]!;
    if (!isCthun(c)) continue;
    const b = cthunBuffsOf(ctx, c.controller);
    if (b.attack || b.health || b.taunt) (out ??= []).push([c, b]);
  }
  return out;
}

/** The sort of the pending aura enchantments: cards out of play first (a stable sort keeps the rest in order). */
const outOfPlayFirst = (a: [string, Wanted], b: [string, Wanted]) => Number(a[1].target.zone === "PLAY") - Number(b[1].target.zone === "PLAY");

/** Whether `list` has the rule aura `r` (the same rule, source and controller). */
function hasSameRule(list: readonly RuleAura[], r: RuleAura): boolean {
  for (let i = 0; i < list.length; i++) { const b = list[i]!; if (b.rule === r.rule && b.source === r.source && b.controller === r.controller) return true; }
  return false;
}

function ruleChange(game: Game, r: RuleAura): AuraChange {
  const src = game.entities.get(r.source);
  return { source: src ? refOf(src) : { id: r.source, card: "", controller: r.controller }, target: "player", effect: r.seconds !== undefined ? `${r.rule} ${r.seconds}s` : r.hits !== undefined ? `${r.rule} ${r.hits}` : r.uses !== undefined ? `${r.rule} ${r.uses}` : r.rule };
}

export function hasRule(game: Game, rule: RuleAura["rule"], controller: number): boolean {
  for (let i = 0, ruleAuras = game.ruleAuras; i < ruleAuras.length; i++) { const r = ruleAuras[i]!; if (r.rule === rule && r.controller === controller && !r.where) return true; }
  return false;
}

/**
 * Whether a Choose One card resolves both its options combined: Fandral Staghelm's rule `choose-both` for its player, or the
 * card's own CHOOSE_BOTH — its tag, or one an enchantment grants it ("It has both effects combined": Embrace of Nature's
 * Forged draw; Cenarion Hold's state on the next one; rules-notes 1702).
 */
export function choosesBoth(game: Game, card: Entity, player: number): boolean {
  return hasRule(game, "choose-both", player) || has(card, "CHOOSE_BOTH");
}

/**
 * "Deathrattles can't trigger" (Deathwarden, the rule `deathrattles-cant-trigger`): while one is in effect, no Deathrattle
 * of either player resolves — read as each would resolve, as Rivendare's doubling is (1.3: decided as it triggers), so one
 * dying in the same death phase stops none of them (rules-notes 1676).
 */
export function deathrattlesBlocked(game: Game): boolean {
  for (let i = 0, ruleAuras = game.ruleAuras; i < ruleAuras.length; i++) if (ruleAuras[i]!.rule === "deathrattles-cant-trigger") return true;
  return false;
}

/** How many hits a player's Divine Shields take to break: the highest `divine-shield-hits` in effect for them, else 1. */
export function divineShieldHits(game: Game, controller: number): number {
  let n = 1;
  for (let i = 0, ruleAuras = game.ruleAuras; i < ruleAuras.length; i++) { const r = ruleAuras[i]!; if (r.rule === "divine-shield-hits" && r.controller === controller && (r.hits ?? 1) > n) n = r.hits!; }
  return n;
}

/** How many times a player may use their Hero Power each turn: the most any `hero-power-uses` in effect for them allows
 * (Infinity for `any`), else 1. */
export function heroPowerUsesPerTurn(game: Game, controller: number): number {
  let n = 1;
  for (let i = 0, ruleAuras = game.ruleAuras; i < ruleAuras.length; i++) {
    const r = ruleAuras[i]!;
    if (r.rule !== "hero-power-uses" || r.controller !== controller) continue;
    const u = r.uses === "any" ? Infinity : r.uses ?? 1;
    if (u > n) n = u;
  }
  return n;
}

/** The rule holds for this card: a rule without `where`, or one whose `where` the card matches (its source as `self`). */
export function hasRuleFor(ctx: Ctx, rule: RuleAura["rule"], controller: number, card: Entity): boolean {
  for (let i = 0, ruleAuras = ctx.game.ruleAuras; i < ruleAuras.length; i++) {
    const r = ruleAuras[i]!;
    if (r.rule !== rule || r.controller !== controller) continue;
    if (!r.where) return true;
    const src = ruleSelf(ctx, r.source, card);
    if (matchesFilter(ctx, card, r.where, { self: src, holder: src, controller: r.controller })) return true;
  }
  return false;
}

/**
 * What a rule aura's `where` reads as `self`: its source entity, or for a rule an enchantment carries, that enchantment's
 * host (Rude Awakening's "This minion's Battlecries trigger twice": `{ is: "self" }` names the minion, not every card).
 */
function ruleSelf(ctx: Ctx, source: number, card: Entity): Entity {
  const e = ctx.game.entities.get(source);
  if (e) return e;
  for (let i = 0, list = card.enchantments; i < list.length; i++) if (list[i]!.id === source) return card;
  let host: Entity | undefined;
  ctx.game.entities.forEach((x) => {
    if (host === undefined) for (let i = 0, list = x.enchantments; i < list.length; i++) if (list[i]!.id === source) host = x;
  });
  return host ?? card;
}
