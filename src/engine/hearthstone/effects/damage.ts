/** `damage`: deal damage. Several targets at once are mass damage (1.5); a random selector with a count hits one at a time. */
import type { Effect } from "../cards/format.js";
import type { Ctx } from "../context.js";
import { damage, spellDamageOf } from "../rules/damage.js";
import { isRandom, pickOne, randomCount, select, type Env } from "../rules/selectors.js";

export function damageEffect(ctx: Ctx, e: Extract<Effect, { type: "damage" }>, env: Env): void {
  // 4.9 step 1: Spell Damage adds to damage from spells (not to hero powers, battlecries or triggers).
  const spell = e.spellDamage ?? env.self.type === "SPELL";
  const amount = e.amount + (spell ? spellDamageOf(ctx, env.controller) : 0);
  if (isRandom(e.to)) {
    // Missile-like: each hit is picked (ignoring mortally wounded characters) and resolved before the next.
    for (let i = randomCount(e.to); i > 0; i--) damage(ctx, env.self, pickOne(ctx, e.to, env, "harmful"), amount);
    return;
  }
  damage(ctx, env.self, select(ctx, e.to, env, "harmful"), amount);
}
