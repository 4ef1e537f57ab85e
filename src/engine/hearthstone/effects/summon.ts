/** `summon`, `summonRandom`, `summonCopy`: put new minions into play (degenerate summon sequence, 2.2). */
import type { Effect } from "../cards/format.js";
import { pickRandomId, type Ctx } from "../context.js";
import { playerOf } from "../game.js";
import { maxHealthOf } from "../stats.js";
import { select, type Env } from "../rules/selectors.js";
import { summonMinion } from "../rules/summon.js";
import { cardOf, sideOf, summonPosition } from "./helpers.js";
import { copyAttributes } from "./transform.js";
import { countOf as amountCount } from "../rules/amounts.js";

export function summonEffect(ctx: Ctx, e: Extract<Effect, { type: "summon" }>, env: Env): void {
  const card = cardOf(ctx, e.card);
  const player = sideOf(env, e.side);
  let pos = summonPosition(ctx, env, player);
  // "For each enemy minion": counted once, when the effect starts.
  const count = e.countOf !== undefined ? select(ctx, e.countOf, env, "beneficial").length : amountCount(ctx, e.count ?? 1, env);
  for (let i = 0; i < count; i++) {
    const m = summonMinion(ctx, card, player, pos, env.self);
    if (m) env.summoned = m;
    if (m && pos !== undefined) pos = playerOf(ctx.game, player).board.indexOf(m) + 1;
  }
}

export function summonRandomEffect(ctx: Ctx, e: Extract<Effect, { type: "summonRandom" }>, env: Env): void {
  const board = playerOf(ctx.game, env.controller).board;
  const pool = e.unique ? e.pool.filter((id) => !board.some((m) => m.card === id)) : e.pool;
  if (pool.length === 0) return;
  const id = pickRandomId(ctx, pool, "random minion to summon", env.holder);
  summonMinion(ctx, cardOf(ctx, id), env.controller, summonPosition(ctx, env, env.controller), env.self);
}

/**
 * A fresh copy of the card (not of its enchantments), optionally with its current health set (Redemption); with
 * `copyState`, a copy per 4.8 of the entity as it is now (Mirror Entity: a transformed minion's new form, its buffs).
 */
export function summonCopyEffect(ctx: Ctx, e: Extract<Effect, { type: "summonCopy" }>, env: Env): void {
  for (const original of select(ctx, e.of, env, "beneficial")) {
    const m = summonMinion(ctx, original.def, env.controller, summonPosition(ctx, env, env.controller), env.self, (m) => {
      if (e.copyState) copyAttributes(ctx, m, original);
      // 3.1: this sets DAMAGE, before the new minion gets any aura.
      if (e.health !== undefined) m.tags.DAMAGE = Math.max(0, maxHealthOf(m) - e.health);
    });
    if (m) env.summoned = m;
  }
}
