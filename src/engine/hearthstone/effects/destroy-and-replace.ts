/**
 * `destroyAndReplace`: "Destroy a minion. Summon a random minion of the same Cost to replace it." (Life Cycle). The
 * rulebook's 5.7 and A.1 name the kind: "先消灭再在原地召唤新随从" — destroy, then summon new minions in the same place, with
 * a forced death between so that the destroyed minions make room. So: each minion named is destroyed; a forced death
 * (5.7) runs; then, for each of them in the order named, random minions of the pool (its amounts read with `each` = that
 * minion, as it now is in the graveyard: its card's Cost) are summoned for the player who controlled it, in its place —
 * right of the nearest minion that stood left of it and is still on that board, or of that minion's replacement (none:
 * the left end). A minion named
 * that was not in play is not replaced. `same: true`: the replacement is a fresh copy of the minion's own card, no random
 * pick (Reincarnate, A.1). `card`: the replacement is that card, no random pick (Disciplinarian Gandling, A.1).
 */
import type { Effect } from "../cards/format/index.js";
import { pickRandomId, refOf, type Ctx } from "../context.js";
import { playerOf } from "../game.js";
import { interPhase } from "../rules/interphase.js";
import { poolOf } from "../rules/pools.js";
import { select, type Env } from "../rules/selectors.js";
import { summonMinion } from "../rules/summon.js";
import type { Entity, PlayerId } from "../types.js";
import { cardOf } from "./helpers.js";
import { destroyEntity } from "./status.js";

interface Place { minion: Entity; player: PlayerId; left: Entity[] }

export function destroyAndReplaceEffect(ctx: Ctx, e: Extract<Effect, { type: "destroyAndReplace" }>, env: Env): void {
  const places: Place[] = [];
  for (let q = 0, list = select(ctx, e.to, env, "harmful"); q < list.length; q++) {
    const m = list[q]!;
    if (m.type !== "MINION" || m.zone !== "PLAY") continue;
    const board = playerOf(ctx.game, m.controller).board;
    places.push({ minion: m, player: m.controller, left: board.slice(0, board.indexOf(m)).reverse() });
    destroyEntity(ctx, env.self, m);
  }
  if (places.length === 0) return;
  ctx.trace.within({ kind: "step", name: "forced-death", children: [] }, () => interPhase(ctx));
  const summoned: Entity[] = [];
  // A destroyed minion's replacement stands in its place, so a neighbour destroyed with it goes right of that replacement.
  const replacedBy = new Map<Entity, Entity>();
  for (let j = 0; j < places.length; j++) {
    const place = places[j]!;
    const { ids, leftOut } = e.pool ? poolOf(ctx, e.pool, env, place.minion) : { ids: [e.card ?? place.minion.card], leftOut: undefined };
    if (ids.length === 0) {
      ctx.trace.add({ kind: "skip", source: refOf(env.holder), reason: "the random pool is empty: nothing is summoned", children: [] });
      continue;
    }
    for (let i = 0; i < (e.count ?? 1); i++) {
      const board = playerOf(ctx.game, place.player).board;
      let anchor: Entity | undefined;
      for (let k = 0; k < place.left.length && !anchor; k++) {
        const l = place.left[k]!;
        const r = board.includes(l) ? l : replacedBy.get(l);
        if (r && board.includes(r)) anchor = r;
      }
      const at = anchor ? board.indexOf(anchor) + 1 : 0;
      const id = e.pool ? pickRandomId(ctx, ids, "random minion to summon", env.holder, Array.isArray(e.pool) ? undefined : leftOut) : ids[0]!;
      const m = summonMinion(ctx, cardOf(ctx, id), place.player, at, env.self);
      if (m) { summoned.push(m); env.summoned = m; place.left.unshift(m); replacedBy.set(place.minion, m); }
    }
  }
  env.summonedAll = summoned;
}
