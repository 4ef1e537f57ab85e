/** `dormant`: the minions go Dormant for a number of their controller's turns (休眠, rulebook 4.6; Maiev Shadowsong). */
import type { Effect } from "../cards/format/index.js";
import type { Ctx } from "../context.js";
import { awaken, goDormant } from "../rules/dormant.js";
import { isDormant } from "../stats.js";
import { select, type Env } from "../rules/selectors.js";

export function dormantEffect(ctx: Ctx, e: Extract<Effect, { type: "dormant" }>, env: Env): void {
  for (const t of select(ctx, e.to, env, "beneficial")) goDormant(ctx, t, e.turns, env.self);
}

/** `awaken`: this minion, if Dormant, awakens now (4.6; Petrified Ogre's "50% chance to awaken"). */
export function awakenEffect(ctx: Ctx, _e: Extract<Effect, { type: "awaken" }>, env: Env): void {
  if (isDormant(env.self)) awaken(ctx, env.self);
  else ctx.trace.add({ kind: "skip", reason: "this minion is not Dormant: nothing awakens", children: [] });
}
