/** `takeControl`: a minion in play changes sides (rulebook 4.7 移动). */
import type { Effect } from "../cards/format/index.js";
import type { Ctx } from "../context.js";
import { playerOf, removeFromZone } from "../game.js";
import { MAX_BOARD, type Entity, type PlayerId } from "../types.js";
import { noteEvent } from "../rules/events.js";
import { select, type Env } from "../rules/selectors.js";
import { enchant, sideOf } from "./helpers.js";

/**
 * 4.7: the minion moves to the right end of its new controller's board and usually gets summoning sickness
 * (Shadow Madness: `sickness: false`); attacks made this turn still count (2.6 攻击次数). Into a full board it
 * is destroyed instead. A control change is not an aura update (4.2): auras follow at the next one.
 * Random picks skip mortally wounded minions (3.5).
 */
export function takeControlEffect(ctx: Ctx, e: Extract<Effect, { type: "takeControl" }>, env: Env): void {
  const to = sideOf(env, e.side);
  for (const t of select(ctx, e.to, env, "harmful", "random minion to take control of")) {
    if (t.zone !== "PLAY" || t.type !== "MINION" || t.controller === to) continue;
    if (changeControl(ctx, env.self, t, to, e.sickness ?? true) && e.enchantment) enchant(ctx, t, env.controller, e.enchantment, {});
  }
}

/** Move `t` to `to`'s board; a full board destroys it instead. Returns whether it moved. */
export function changeControl(ctx: Ctx, source: Entity | null, t: Entity, to: PlayerId, sickness: boolean): boolean {
  const board = playerOf(ctx.game, to).board;
  if (board.length >= MAX_BOARD) {
    t.tags.TO_BE_DESTROYED = 1;
    noteEvent(ctx, { type: "destroy", source, target: t, detail: { reason: "control change into a full board" } });
    return false;
  }
  const from = t.controller;
  removeFromZone(ctx.game, t);
  t.controller = to;
  board.push(t);
  if (sickness) {
    t.tags.EXHAUSTED = 1;
    t.tags.NUM_TURNS_IN_PLAY = 0;
  }
  noteEvent(ctx, { type: "control", source, target: t, player: to, detail: { from } });
  return true;
}
