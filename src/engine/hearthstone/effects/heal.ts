/** `heal`: restore health; several targets at once are mass healing. Random picks skip undamaged characters (3.5). */
import type { Effect } from "../cards/format.js";
import type { Ctx } from "../context.js";
import { heal } from "../rules/damage.js";
import { select, type Env } from "../rules/selectors.js";

export function healEffect(ctx: Ctx, e: Extract<Effect, { type: "heal" }>, env: Env): void {
  heal(ctx, env.self, select(ctx, e.to, env, "heal"), e.amount);
}
