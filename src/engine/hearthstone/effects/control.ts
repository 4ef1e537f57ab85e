/** `takeControl`: a minion in play changes sides (rulebook 4.7 移动). */
import type { Effect } from "../cards/format/index.js";
import type { Ctx } from "../context.js";
import { changeControl } from "../rules/control.js";
import { select, type Env } from "../rules/selectors.js";
import { enchant, sideOf } from "./helpers.js";

/**
 * 4.7: the minion moves to the right end of its new controller's board and usually gets summoning sickness
 * (Shadow Madness: `sickness: false`); attacks made this turn still count (2.6 攻击次数). Into a full board it
 * is destroyed instead. A control change is not an aura update (4.2): auras follow at the next one.
 * Random picks skip mortally wounded minions (3.5). An `enchantment` whose card has `borrowedControl` lends the
 * minion only while it is attached (rules/control.ts).
 */
export function takeControlEffect(ctx: Ctx, e: Extract<Effect, { type: "takeControl" }>, env: Env): void {
  const to = sideOf(env, e.side);
  for (let i = 0, list = select(ctx, e.to, env, "harmful", "random minion to take control of"); i < list.length; i++) {
    const t = list[i]!;
    if (t.zone !== "PLAY" || t.type !== "MINION" || t.controller === to) continue;
    if (changeControl(ctx, env.self, t, to, e.sickness ?? true) && e.enchantment) enchant(ctx, t, env.controller, e.enchantment, {});
  }
}
