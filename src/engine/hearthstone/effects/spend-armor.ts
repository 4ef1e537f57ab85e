/**
 * `spendArmor`: "Spend up to 5 Armor. For each spent, deal $1 damage to all minions." (Shellnado). The hero of the card's
 * player loses as much Armor as it has, up to `upTo` — a spend, not damage (4.9 does not apply; nothing answers it: the
 * trace notes it as a negative armor event) — then `each` resolves once for each Armor spent, each run in full (its events
 * resolved) before the next, as `repeat` does. No Armor: nothing is spent and nothing resolves.
 */
import type { Effect } from "../cards/format/index.js";
import type { Ctx } from "../context.js";
import { playerOf } from "../game.js";
import { noteEvent } from "../rules/events.js";
import type { Env } from "../rules/selectors.js";
import { runEffects } from "./index.js";
import { countHeroArmorChange } from "../rules/hero-armor.js";

export function spendArmorEffect(ctx: Ctx, e: Extract<Effect, { type: "spendArmor" }>, env: Env): void {
  const hero = playerOf(ctx.game, env.controller).hero;
  const n = Math.min(hero.tags.ARMOR ?? 0, e.upTo);
  if (n <= 0) {
    ctx.trace.add({ kind: "skip", reason: "no Armor to spend: nothing happens", children: [] });
    return;
  }
  hero.tags.ARMOR = (hero.tags.ARMOR ?? 0) - n;
  countHeroArmorChange(ctx.game, hero);
  noteEvent(ctx, { type: "armor", source: env.self, target: hero, amount: -n, player: env.controller, detail: { spent: n } });
  for (let i = 0; i < n; i++) runEffects(ctx, e.each, env);
}
