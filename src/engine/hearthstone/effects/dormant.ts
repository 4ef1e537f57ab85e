/** `dormant`: the minions go Dormant for a number of their controller's turns (休眠, rulebook 4.6; Maiev Shadowsong). */
import type { Effect } from "../cards/format/index.js";
import type { Ctx } from "../context.js";
import { goDormant } from "../rules/dormant.js";
import { select, type Env } from "../rules/selectors.js";

export function dormantEffect(ctx: Ctx, e: Extract<Effect, { type: "dormant" }>, env: Env): void {
  for (let i = 0, list = select(ctx, e.to, env, "beneficial"); i < list.length; i++) { const t = list[i]!; goDormant(ctx, t, e.turns, env.self); }
}

