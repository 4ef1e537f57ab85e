/**
 * `setRemainingHealth`: a character's remaining Health becomes the amount (4.1). Not damage nor healing (4.1 注意: a
 * "Health set" that raises Health is not healing, one that lowers it is not damage), so nothing answers it. The maximum
 * is kept when it is at least the amount (4.1 注意: Alexstrasza does not lower a maximum above 15 — the damage changes);
 * below it, the maximum is set to the amount (an enchantment with that set Health, damage cleared). Armor is untouched.
 */
import type { Effect } from "../cards/format/index.js";
import type { Ctx } from "../context.js";
import { countOf } from "../rules/amounts.js";
import { noteEvent } from "../rules/events.js";
import { select, type Env } from "../rules/selectors.js";
import { isCharacter, maxHealthOf } from "../stats.js";
import { enchant } from "./helpers.js";
import { withHeroHealth } from "../rules/hero-health.js";

export function setRemainingHealthEffect(ctx: Ctx, e: Extract<Effect, { type: "setRemainingHealth" }>, env: Env): void {
  for (let i = 0, list = select(ctx, e.to, env, "beneficial"); i < list.length; i++) {
    const t = list[i]!;
    if (!isCharacter(t) || t.zone !== "PLAY") continue;
    const value = Math.max(1, countOf(ctx, e.amount, env, t));
    const max = maxHealthOf(t);
    withHeroHealth(ctx.game, t, () => {
      if (max >= value) t.tags.DAMAGE = max - value;
      else enchant(ctx, t, env.controller, e.enchantment, { setHealth: value });
    });
    noteEvent(ctx, { type: "health-set", source: env.self, target: t, amount: value });
  }
}
