/** `buff`, `destroy`, `silence`, `freeze`, `armor`: changes to entities in place. */
import type { Amount, Effect } from "../cards/format/index.js";
import { amountOf, countOf } from "../rules/amounts.js";
import type { Ctx } from "../context.js";
import type { Entity } from "../types.js";
import { detachEnchantment, moveTo } from "../game.js";
import { removeWithHealth } from "../rules/auras.js";
import { attackOf, costOf, healthOf } from "../stats.js";
import { freeze, markDestroyed } from "../rules/damage.js";
import { noteEvent, resolveEvent } from "../rules/events.js";
import { select, type Env } from "../rules/selectors.js";
import { silence } from "../rules/silence.js";
import { endBorrowedControl } from "../rules/control.js";
import { spendUse } from "../rules/enchant.js";
import { enchant } from "./helpers.js";
import { withHeroHealth } from "../rules/hero-health.js";
import { ARMOR_GAINED_THIS_GAME, countFor, NUM_CARDS_DISCARDED_THIS_GAME } from "../rules/played.js";
import { countHeroArmorChange } from "../rules/hero-armor.js";

export function buffEffect(ctx: Ctx, e: Extract<Effect, { type: "buff" }>, env: Env): void {
  // A Cost reduction's excess (Morchok): what it could not take off each card's Cost now; set once the buff is done.
  let costExcess = 0;
  // Heroes in play this buff gave Attack, for the `hero-attack` event once every target has it (rules-notes 1729).
  let heroGains: { hero: Entity; amount: number }[] | undefined;
  for (let i = 0, list = select(ctx, e.to, env, "beneficial"); i < list.length; i++) {
    const t = list[i]!;
    // Amounts are read as the buff reaches each target (4.1: doubling adds the current value; a set is fixed then).
    const setAttack = readAt(ctx, e.setAttack, env, t), setHealth = readAt(ctx, e.setHealth, env, t);
    const cost = readAt(ctx, e.cost, env, t);
    const setCost = readAt(ctx, e.setCost, env, t);
    if (cost !== undefined && cost < 0) costExcess += Math.max(0, -cost - costOf(t));
    // Each field by name (an absent one undefined, which `enchant` reads as absent): no object spread per target.
    const en = enchant(ctx, t, env.controller, e.enchantment, {
      attack: readAt(ctx, e.attack, env, t), health: readAt(ctx, e.health, env, t), cost, grants: e.grants, oneTurn: e.oneTurn, untilNextTurn: e.untilNextTurn, whileAttacking: e.whileAttacking,
      setAttack: setAttack !== undefined ? Math.max(0, setAttack) : undefined, setHealth: setHealth !== undefined ? Math.max(1, setHealth) : undefined,
      setCost: setCost !== undefined ? Math.max(0, setCost) : undefined,
    });
    // A link (`link`): the enchantment records whose text attached it, for the selector `{ linked }` (rules-notes, links).
    if (e.link) en.creator = env.self.id;
    if (e.remember !== undefined) {
      const r = select(ctx, e.remember, env, "beneficial")[0];
      if (r) { en.remembers = r.card; en.remembersOwner = r.controller; }
    }
    // `rememberPlayed` (Lady Darkvein's "your last Shadow spell"): the card of the latest play of this text's player's record
    // of plays (rules/played.ts) that matches, as it is now.
    if (e.rememberPlayed !== undefined) {
      const id = latestPlayed(ctx, env.controller, e.rememberPlayed.type, e.rememberPlayed.spellSchool);
      if (id !== undefined) { en.remembers = id; en.remembersOwner = env.controller; }
    }
    // The event's detail: the same keys in the same order as before, added by name (no spread of a literal per key).
    const detail: Record<string, unknown> = { enchantment: en.card, attack: en.atk, health: en.hp };
    if (en.setAtk !== undefined) detail.setAttack = en.setAtk;
    if (en.setHp !== undefined) detail.setHealth = en.setHp;
    if (en.grants) detail.grants = en.grants;
    if (e.cost !== undefined) detail.cost = en.cost;
    noteEvent(ctx, { type: "buff", source: env.self, target: t, detail });
    if (t.type === "HERO" && t.zone === "PLAY" && en.atk > 0) (heroGains ??= []).push({ hero: t, amount: en.atk });
  }
  if (e.cost !== undefined) env.costExcess = costExcess;
  // "After your hero gains Attack" (Wickerclaw, Lost in the Park): an enchantment adding Attack to a hero in play, resolved
  // once the buff is done, as a freeze's event is; a weapon equipped is no Attack the hero gains (rules-notes 1729).
  if (heroGains) for (let i = 0; i < heroGains.length; i++) resolveEvent(ctx, { type: "hero-attack", source: env.self, target: heroGains[i]!.hero, player: heroGains[i]!.hero.controller, amount: heroGains[i]!.amount });
}

/** The card of the player's latest play of that type (and spell school), or undefined. */
function latestPlayed(ctx: Ctx, player: number, type: string | undefined, school: string | undefined): string | undefined {
  const record = ctx.game.players[player - 1]?.playedThisGame ?? [];
  for (let i = record.length - 1; i >= 0; i--) {
    const c = ctx.cards.get(record[i]!.card);
    if (!c) continue;
    if (type !== undefined && type !== "card" && c.type !== type.toUpperCase()) continue;
    if (school !== undefined && c.facts.spellSchool !== school) continue;
    return record[i]!.card;
  }
  return undefined;
}

/** An amount of a buff read for one target (undefined when the buff does not give it). */
function readAt(ctx: Ctx, a: Amount | undefined, env: Env, t: Entity): number | undefined {
  return a === undefined ? undefined : amountOf(ctx, a, env, t);
}

/** 4.1: swapping Attack and Health sets each to the other's value at resolution; setting health clears damage. */
export function swapAttackHealthEffect(ctx: Ctx, e: Extract<Effect, { type: "swapAttackHealth" }>, env: Env): void {
  for (let i = 0, list = select(ctx, e.to, env, "beneficial"); i < list.length; i++) {
    const t = list[i]!;
    const attack = attackOf(t), health = healthOf(t);
    const en = enchant(ctx, t, env.controller, e.enchantment, { setAttack: health, setHealth: attack });
    noteEvent(ctx, { type: "buff", source: env.self, target: t, detail: { enchantment: en.card, setAttack: health, setHealth: attack } });
  }
}

/** The enchantment whose trigger resolves detaches itself (its health loss handled like an expiring aura, 4.1). */
export function expireEffect(ctx: Ctx, _e: Extract<Effect, { type: "expire" }>, env: Env): void {
  const en = env.holder;
  if (en.kind !== "enchantment" || en.removed) return;
  // An enchantment with `uses` ("the next N …"): one use is spent; it goes only with the last.
  if (spendUse(ctx, en)) return;
  withHeroHealth(ctx.game, en.host, () => removeWithHealth(en.host, () => detachEnchantment(en.host, en)));
  noteEvent(ctx, { type: "expire", target: en.host, detail: { enchantment: en.card } });
  endBorrowedControl(ctx, en.host, [en]);
}

/** 4.3: destroying marks an entity in play TO_BE_DESTROYED; in hand it is discarded; in the deck, burned. */
export function destroyEffect(ctx: Ctx, e: Extract<Effect, { type: "destroy" }>, env: Env): void {
  for (let i = 0, list = select(ctx, e.to, env, "harmful"); i < list.length; i++) { const t = list[i]!; destroyEntity(ctx, env.self, t); }
}

export function destroyEntity(ctx: Ctx, source: import("../types.js").Entity | null, t: import("../types.js").Entity): void {
  if (t.zone === "PLAY" || t.zone === "SECRET") {
    markDestroyed(t, source);
    noteEvent(ctx, { type: "destroy", source, target: t });
  } else if (t.zone === "HAND") {
    countFor(ctx, t.controller, NUM_CARDS_DISCARDED_THIS_GAME);
    moveTo(ctx.game, t, "GRAVEYARD");
    resolveEvent(ctx, { type: "discard", source, target: t, player: t.controller });
  } else if (t.zone === "DECK") {
    moveTo(ctx.game, t, "GRAVEYARD");
    noteEvent(ctx, { type: "burn", source, target: t, player: t.controller });
  }
}

export function silenceEffect(ctx: Ctx, e: Extract<Effect, { type: "silence" }>, env: Env): void {
  for (let i = 0, list = select(ctx, e.to, env, "harmful"); i < list.length; i++) { const t = list[i]!; silence(ctx, env.self, t); }
}

export function freezeEffect(ctx: Ctx, e: Extract<Effect, { type: "freeze" }>, env: Env): void {
  const list = select(ctx, e.to, env, "harmful");
  if (list.length === 1) { freeze(ctx, env.self, list[0]!); return; }
  // Several at once: all Frozen first, then each freeze event in order of play (the selector's order).
  for (let i = 0; i < list.length; i++) freeze(ctx, env.self, list[i]!, false);
  for (let i = 0; i < list.length; i++) resolveEvent(ctx, { type: "freeze", source: env.self, target: list[i]! });
}

export function armorEffect(ctx: Ctx, e: Extract<Effect, { type: "armor" }>, env: Env): void {
  for (let i = 0, list = select(ctx, e.to ?? "friendly-hero", env, "beneficial"); i < list.length; i++) {
    const t = list[i]!;
    const amount = countOf(ctx, e.amount, env, t);
    t.tags.ARMOR = (t.tags.ARMOR ?? 0) + amount;
    if (amount !== 0) countHeroArmorChange(ctx.game, t);
    if (amount > 0 && t.type === "HERO") countFor(ctx, t.controller, ARMOR_GAINED_THIS_GAME, amount);
    resolveEvent(ctx, { type: "armor", source: env.self, target: t, amount, player: t.controller });
  }
}
