/** `summon`, `summonRandom`, `summonCopy`: put new minions into play (degenerate summon sequence, 2.2). */
import type { Effect } from "../cards/format/index.js";
import { pickRandomId, refOf, type Ctx } from "../context.js";
import { poolOf } from "../rules/pools.js";
import { playerOf } from "../game.js";
import { maxHealthOf } from "../stats.js";
import { select, type Env } from "../rules/selectors.js";
import { summonMinion } from "../rules/summon.js";
import { cardOf, enchant, sideOf, summonEach, summonPosition, summonSideBySide } from "./helpers.js";
import { copyAttributes } from "./transform.js";
import { amountOf, countOf as amountCount } from "../rules/amounts.js";
import type { Entity } from "../types.js";
import { playsMatching, type PlayedAmount } from "../rules/played.js";

export function summonEffect(ctx: Ctx, e: Extract<Effect, { type: "summon" }>, env: Env): void {
  const card = cardOf(ctx, e.card);
  const player = sideOf(env, e.side);
  // "For each enemy minion" (`countOf`) is the amount { count: selector }: counted once, when the effect starts.
  const count = amountCount(ctx, e.countOf !== undefined ? { count: e.countOf } : e.count ?? 1, env);
  // Stats set as they are summoned (3.1 召唤随从并附加状态: before the summon event), read once as the effect starts
  // (Dark Alley Pact's Fiend: your hand size); an enchantment keeps them (anonymous without `enchantment`).
  const setAttack = e.setAttack === undefined ? undefined : Math.max(0, amountOf(ctx, e.setAttack, env));
  const setHealth = e.setHealth === undefined ? undefined : Math.max(1, amountOf(ctx, e.setHealth, env));
  const init = setAttack === undefined && setHealth === undefined && !e.enchantment ? undefined : (m: Entity) => {
    enchant(ctx, m, env.controller, e.enchantment, { ...(setAttack !== undefined ? { setAttack } : {}), ...(setHealth !== undefined ? { setHealth } : {}) });
  };
  // `and` ("Summon a X and a Y"): the further cards after `card`'s, one each, placed like one summon's minions.
  if (e.and) summonEach(ctx, [...Array.from({ length: count }, () => card), ...e.and.map((id) => cardOf(ctx, id))], player, summonPosition(ctx, env, player), env, init);
  else summonSideBySide(ctx, card, player, summonPosition(ctx, env, player), count, env, init);
}

/**
 * 青玉魔像 (Jade Golem): the player's next Jade Golem, CFM_712_t01 … t30 — one more than the Jade Golems they summoned
 * this game, the player tag JADE_GOLEM (the game's), capped at 30/30. The count goes up as the effect resolves, also when
 * a full board summons nothing (rules-notes 570); `{ all: "summoned" }` names the Golem.
 */
export function jadeGolemEffect(ctx: Ctx, _e: Extract<Effect, { type: "jadeGolem" }>, env: Env): void {
  const p = playerOf(ctx.game, env.controller);
  const count = (p.tags.JADE_GOLEM ?? 0) + 1;
  p.tags.JADE_GOLEM = count;
  const m = summonMinion(ctx, cardOf(ctx, `CFM_712_t${String(Math.min(30, count)).padStart(2, "0")}`), env.controller, summonPosition(ctx, env, env.controller), env.self);
  env.summonedAll = m ? [m] : [];
  if (m) env.summoned = m;
}

/**
 * "Summon every Demon you played this game that didn't start in your deck" (Archimonde): a fresh copy of the card of each
 * play of the record the `playedThisGame` amount counts (4.8: the cards played are gone or elsewhere), oldest first,
 * placed like one summon's minions until the board is full.
 */
export function summonPlayedEffect(ctx: Ctx, e: Extract<Effect, { type: "summonPlayed" }>, env: Env): void {
  const plays = playsMatching(ctx, e.fromPlayed as PlayedAmount, env);
  const ids = (e.latest ? plays.slice(-1) : plays).map((r) => r.card).filter((id) => ctx.cards.get(id)?.type === "MINION");
  if (ids.length === 0) {
    ctx.trace.add({ kind: "skip", source: refOf(env.holder), reason: "no such minion was played this game: nothing is summoned", children: [] });
    env.summonedAll = [];
    return;
  }
  summonEach(ctx, ids.map((id) => cardOf(ctx, id)), env.controller, summonPosition(ctx, env, env.controller), env);
}

/** A random minion of a pool (a list of ids or a description of the card data, rules/pools.ts); it becomes `summoned`. */
export function summonRandomEffect(ctx: Ctx, e: Extract<Effect, { type: "summonRandom" }>, env: Env): void {
  const player = sideOf(env, e.side);
  const board = playerOf(ctx.game, player).board;
  const { ids: all, leftOut } = poolOf(ctx, e.pool, env);
  const pool = e.unique ? all.filter((id) => !board.some((m) => m.card === id)) : all;
  if (pool.length === 0) {
    ctx.trace.add({ kind: "skip", source: refOf(env.holder), reason: "the random pool is empty: nothing is summoned", children: [] });
    return;
  }
  if (e.count !== undefined) {
    // "Summon two random 3-Cost Beasts" (Ankylodon): each picked at random (recorded; the same card may come twice), then
    // summoned one after another, placed like one `summon`'s minions; `{ all: "summoned" }` names them all. An amount
    // ("Fill your board": the free places) is read once, here.
    const count = Math.min(7, amountCount(ctx, e.count, env));
    const ids = Array.from({ length: count }, () => pickRandomId(ctx, pool, "random minion to summon", env.holder, Array.isArray(e.pool) ? undefined : leftOut));
    summonEach(ctx, ids.map((id) => cardOf(ctx, id)), player, summonPosition(ctx, env, player), env);
    return;
  }
  const id = pickRandomId(ctx, pool, "random minion to summon", env.holder, Array.isArray(e.pool) ? undefined : leftOut);
  const m = summonMinion(ctx, cardOf(ctx, id), player, summonPosition(ctx, env, player), env.self);
  env.summonedAll = m ? [m] : [];
  if (m) env.summoned = m;
}

/**
 * A fresh copy of the card (not of its enchantments), optionally with its current health set (Redemption); with
 * `copyState`, a copy per 4.8 of the entity as it is now (Mirror Entity: a transformed minion's new form, its buffs).
 */
export function summonCopyEffect(ctx: Ctx, e: Extract<Effect, { type: "summonCopy" }>, env: Env): void {
  const originals = select(ctx, e.of, env, "beneficial");
  if (e.count !== undefined && !e.beside) {
    // `count` (Nerubian Swarmguard's "two copies of this minion"): placed like several minions of one summon — beside the
    // source minion right, then left —, each a copy of the original as it is now (4.8 with `copyState`).
    const n = amountCount(ctx, e.count, env);
    env.summonedAll = [];
    for (let i = 0; i < originals.length; i++) {
      const original = originals[i]!;
      summonEach(ctx, Array.from({ length: n }, () => original.def), env.controller, summonPosition(ctx, env, env.controller), env, (m) => {
        if (e.copyState) copyAttributes(ctx, m, original);
        if (e.health !== undefined) m.tags.DAMAGE = Math.max(0, maxHealthOf(m) - e.health);
        if (e.enchantment) enchant(ctx, m, env.controller, e.enchantment, {});
      }, true);
    }
    return;
  }
  env.summonedAll = [];
  for (let i = 0; i < originals.length; i++) {
    const original = originals[i]!;
    // `beside` (Khadgar): for the original's controller, right of the original (or at the right end if it left play).
    const player = e.beside ? original.controller : env.controller;
    const at = playerOf(ctx.game, player).board.indexOf(original);
    const position = e.beside ? (at >= 0 ? at + 1 : undefined) : summonPosition(ctx, env, env.controller);
    const m = summonMinion(ctx, original.def, player, position, env.self, (m) => {
      if (e.copyState) copyAttributes(ctx, m, original);
      // 3.1: this sets DAMAGE, before the new minion gets any aura.
      if (e.health !== undefined) m.tags.DAMAGE = Math.max(0, maxHealthOf(m) - e.health);
      // Attached before the summon event (3.1 召唤随从并附加状态): Dollmaster Dorian's 1/1.
      if (e.enchantment) enchant(ctx, m, env.controller, e.enchantment, {});
    });
    if (m) { env.summoned = m; env.summonedAll.push(m); }
  }
}
