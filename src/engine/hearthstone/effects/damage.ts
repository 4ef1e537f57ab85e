/** `damage`: deal damage. Several targets at once are mass damage (1.5); a random selector with a count hits one at a time. */
import type { Effect } from "../cards/format.js";
import { pickRandomId, type Ctx } from "../context.js";
import { damage, spellDamageOf } from "../rules/damage.js";
import { attackOf } from "../stats.js";
import { isRandom, pickOne, randomCount, select, type Env } from "../rules/selectors.js";

export function damageEffect(ctx: Ctx, e: Extract<Effect, { type: "damage" }>, env: Env): void {
  // 4.9 step 1: Spell Damage adds to damage from spells (not to hero powers, battlecries or triggers);
  // for missiles it adds hits instead (5.1 法术伤害).
  const mode = e.spellDamage ?? (env.self.type === "SPELL" && !env.self.def.facts.mechanics.includes("ImmuneToSpellpower"));
  const bonus = mode ? spellDamageOf(ctx, env.controller) : 0;
  const amount = e.amount + (mode === true ? bonus : 0);
  // A random amount (Boom Bot's 1-4), picked for each hit after its target.
  const hitAmount = () => (e.upTo !== undefined && e.upTo > e.amount
    ? amount - e.amount + Number(pickRandomId(ctx, range(e.amount, e.upTo), "random damage amount", env.holder)) : amount);
  if (isRandom(e.to)) {
    // Each hit is picked (ignoring mortally wounded characters) and resolved before the next.
    for (let i = randomCount(e.to) + (mode === "hits" ? bonus : 0); i > 0; i--) {
      const targets = pickOne(ctx, e.to, env, "harmful");
      if (targets.length > 0) damage(ctx, env.self, targets, hitAmount());
    }
    return;
  }
  if (e.oneByOne) {
    // 3.1 AoE 的结算顺序: some AoEs hit one target after another in a set order (Cone of Cold: left, right,
    // middle), each hit's event resolved before the next, instead of mass damage.
    for (const t of select(ctx, e.to, env, "harmful")) damage(ctx, env.self, [t], hitAmount());
    return;
  }
  if (e.equalTo === "attack") {
    // 1.5: an AoE whose amount differs by target is not mass damage: each target, in order, is hit with its
    // Attack at that moment and its event resolved before the next (Lightbomb: a Frothing Berserker hit later hits harder).
    for (const t of select(ctx, e.to, env, "harmful")) if (t.zone === "PLAY") damage(ctx, env.self, [t], amount + attackOf(t));
    return;
  }
  damage(ctx, env.self, select(ctx, e.to, env, "harmful"), amount);
}

const range = (lo: number, hi: number): string[] => Array.from({ length: hi - lo + 1 }, (_, i) => String(lo + i));
