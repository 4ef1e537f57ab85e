/**
 * `changeDamage`: what a pre-damage trigger (预伤害扳机, rulebook 4.9 step 4) does to the damage about to be dealt:
 * multiply it (Cursed Blade), or set it (0 prevents it: Ice Block). Outside a pre-damage event it does nothing.
 */
import type { Effect } from "../cards/format/index.js";
import type { Ctx } from "../context.js";
import { noteEvent } from "../rules/events.js";
import type { Env } from "../rules/selectors.js";

export function changeDamageEffect(ctx: Ctx, e: Extract<Effect, { type: "changeDamage" }>, env: Env): void {
  const ev = env.event;
  if (!ev || ev.type !== "pre-damage" || ev.amount === undefined) return;
  let n = ev.amount;
  if (e.multiply !== undefined) n *= e.multiply;
  if (e.add !== undefined) n = Math.max(0, n + e.add);
  if (e.set !== undefined) n = e.set;
  ev.amount = n;
  noteEvent(ctx, { type: "damage-change", source: env.self, ...(ev.target ? { target: ev.target } : {}), amount: n });
}
