/** `damage`: deal damage. Several targets at once are mass damage (1.5); a random selector with a count hits one at a time. */
import type { Effect } from "../cards/format.js";
import type { Ctx } from "../context.js";
import { damage, spellDamageOf } from "../rules/damage.js";
import { isRandom, pickOne, randomCount, select, type Env } from "../rules/selectors.js";

export function damageEffect(ctx: Ctx, e: Extract<Effect, { type: "damage" }>, env: Env): void {
  // 4.9 step 1: Spell Damage adds to damage from spells (not to hero powers, battlecries or triggers);
  // for missiles it adds hits instead (5.1 法术伤害).
  const mode = e.spellDamage ?? (env.self.type === "SPELL" && !env.self.def.facts.mechanics.includes("ImmuneToSpellpower"));
  const bonus = mode ? spellDamageOf(ctx, env.controller) : 0;
  const amount = e.amount + (mode === true ? bonus : 0);
  if (isRandom(e.to)) {
    // Each hit is picked (ignoring mortally wounded characters) and resolved before the next.
    for (let i = randomCount(e.to) + (mode === "hits" ? bonus : 0); i > 0; i--) damage(ctx, env.self, pickOne(ctx, e.to, env, "harmful"), amount);
    return;
  }
  damage(ctx, env.self, select(ctx, e.to, env, "harmful"), amount);
}
