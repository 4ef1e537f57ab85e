/**
 * @module hearthstone/rules/damage
 * Damage and healing (rulebook 4.9). Mass damage and mass healing are all dealt first, then each event
 * resolves in the targets' order of play (1.5 群体伤害); a single hit is the same with one target.
 * Combat deals both hits before either event (2.6). Lifesteal heals once for the total, after every
 * other trigger of that damage (5.1, low priority).
 */
import type { Ctx } from "../context.js";
import { byOrder, playerOf } from "../game.js";
import { has, healthOf, isCharacter } from "../stats.js";
import type { Entity, PlayerId } from "../types.js";
import { noteEvent, resolveEvent, type GameEvent, type QueueItem } from "./events.js";

export interface Hit {
  source: Entity | null;
  target: Entity;
  amount: number;
}

/** Spell Damage of a player: the sum of SPELLPOWER on their characters and weapon in play. */
export function spellDamageOf(ctx: Ctx, player: PlayerId): number {
  const p = playerOf(ctx.game, player);
  let n = 0;
  for (const m of p.board) if (!m.tags.SILENCED) n += m.tags.SPELLPOWER ?? 0;
  n += p.hero.tags.SPELLPOWER ?? 0;
  if (p.weapon) n += p.weapon.tags.SPELLPOWER ?? 0;
  return n;
}

/** Whether a damage source has a keyword, counting a hero's equipped weapon. */
function sourceHas(ctx: Ctx, s: Entity, tag: string): boolean {
  if (has(s, tag)) return true;
  if (s.type === "HERO") {
    const w = playerOf(ctx.game, s.controller).weapon;
    return !!w && has(w, tag);
  }
  return false;
}

/**
 * Steps 3-7 of 4.9 for one target: prevention (0 damage, Immune), Divine Shield, then armor and health.
 * Returns the hit when the target lost armor or health, or null when nothing was dealt.
 */
export function dealDamage(ctx: Ctx, source: Entity | null, target: Entity, amount: number): Hit | null {
  if (amount <= 0 || (isCharacter(target) && has(target, "IMMUNE"))) return null;
  if (has(target, "DIVINE_SHIELD")) {
    removeTag(target, "DIVINE_SHIELD");
    noteEvent(ctx, { type: "divine-shield", source, target });
    return null;
  }
  let rest = amount;
  const armor = target.tags.ARMOR ?? 0;
  const absorbed = Math.min(armor, rest);
  if (absorbed > 0) {
    target.tags.ARMOR = armor - absorbed;
    rest -= absorbed;
  }
  // 4.9 step 7: a character that can't be reduced below 1 Health (HEALTH_MINIMUM, Commanding Shout) loses only
  // what leaves it at 1; the damage is changed to what it really lost, and none lost means no damage event.
  if (rest > 0 && has(target, "HEALTH_MINIMUM")) {
    rest = Math.min(rest, Math.max(0, healthOf(target) - 1));
    amount = absorbed + rest;
    if (amount <= 0) return null;
  }
  if (rest > 0) target.tags.DAMAGE = (target.tags.DAMAGE ?? 0) + rest;
  return { source, target, amount };
}

/** Turn off a keyword whether it is on the entity or granted by its enchantments (Divine Shield popping, Stealth lost). */
export function removeTag(e: Entity, tag: string): void {
  if (e.tags[tag]) e.tags[tag] = 0;
  for (const en of e.enchantments) if (en.grants?.includes(tag)) en.grants = en.grants.filter((g) => g !== tag);
}

function damageEvent(h: Hit): GameEvent {
  return { type: "damage", source: h.source, target: h.target, amount: h.amount };
}

/** Engine damage triggers of the source: Poisonous and Freeze (queued with the other damage triggers by the source's order of play). */
function keywordTriggers(ctx: Ctx, h: Hit): QueueItem[] {
  const s = h.source;
  if (!s || !isCharacter(s) && s.type !== "WEAPON") return [];
  const out: QueueItem[] = [];
  const base = { holder: s, self: s, controller: s.controller, card: s.card, on: "damage", zone: "play" as const, priority: "normal" as const, order: s.order };
  if (h.target.type === "MINION" && sourceHas(ctx, s, "POISONOUS")) {
    out.push({ ...base, keyword: "POISONOUS", run: (c) => { if (h.target.zone === "PLAY") { h.target.tags.TO_BE_DESTROYED = 1; noteEvent(c, { type: "destroy", source: s, target: h.target }); } } });
  }
  if (sourceHas(ctx, s, "FREEZE")) {
    out.push({ ...base, keyword: "FREEZE", run: (c) => freeze(c, s, h.target) });
  }
  return out;
}

export function freeze(ctx: Ctx, source: Entity | null, target: Entity): void {
  target.tags.FROZEN = 1;
  noteEvent(ctx, { type: "freeze", source, target });
}

/**
 * Resolve the damage events of hits already dealt, in the targets' order of play. When the source has
 * Lifesteal, one heal for the total joins the last event's queue with the lowest priority.
 */
export function resolveHits(ctx: Ctx, hits: Hit[]): void {
  if (hits.length === 0) return;
  if (hits.length > 1) hits.sort((a, b) => byOrder(a.target, b.target));
  const src = hits[0]!.source;
  const lifesteal = src && sourceHas(ctx, src, "LIFESTEAL") ? hits.reduce((n, h) => n + h.amount, 0) : 0;
  for (let i = 0; i < hits.length; i++) {
    const h = hits[i]!;
    const extra = keywordTriggers(ctx, h);
    if (lifesteal && src && i === hits.length - 1) {
      extra.push({
        holder: src, self: src, controller: src.controller, card: src.card, on: "damage", zone: "play", priority: "last",
        order: src.order, keyword: "LIFESTEAL",
        run: (c) => heal(c, src, [playerOf(c.game, src.controller).hero], lifesteal, { lifesteal: true }),
      });
    }
    resolveEvent(ctx, damageEvent(h), null, extra);
  }
}

/** Deal `amount` to every target at once, then resolve the events (a single target is the one-element case). */
export function damage(ctx: Ctx, source: Entity | null, targets: Entity[], amount: number): void {
  const hits: Hit[] = [];
  for (const t of targets) {
    // Entities removed from play are no longer damaged or healed (old rule 4a; 1.11: a removed hero stays dead).
    if (t.zone !== "PLAY") continue;
    const h = dealDamage(ctx, source, t, amount);
    if (h) hits.push(h);
  }
  resolveHits(ctx, hits);
}

/** Whether healing from this source deals damage instead (Auchenai Soulpriest: "your cards and powers"). */
function healingDealsDamage(ctx: Ctx, source: Entity | null): boolean {
  if (!source) return false;
  return ctx.game.ruleAuras.some((r) => r.rule === "healing-deals-damage" && r.controller === source.controller);
}

/**
 * Restore health to every target at once, then resolve the heal events in order of play (4.9). Healing
 * changed into damage by Auchenai (step 2) is damage from then on; healing from Lifesteal itself is not converted twice.
 */
export function heal(ctx: Ctx, source: Entity | null, targets: Entity[], amount: number, opts: { lifesteal?: boolean } = {}): void {
  if (healingDealsDamage(ctx, source)) {
    damage(ctx, source, targets, amount);
    return;
  }
  const done: { target: Entity; amount: number }[] = [];
  for (const t of targets) {
    if (t.zone !== "PLAY") continue;
    const n = Math.min(amount, t.tags.DAMAGE ?? 0);
    if (n <= 0) continue;
    t.tags.DAMAGE = (t.tags.DAMAGE ?? 0) - n;
    done.push({ target: t, amount: n });
  }
  done.sort((a, b) => byOrder(a.target, b.target));
  for (const d of done) {
    const ev: GameEvent = { type: "heal", source, target: d.target, amount: d.amount };
    if (opts.lifesteal) ev.detail = { lifesteal: true };
    resolveEvent(ctx, ev);
  }
}
