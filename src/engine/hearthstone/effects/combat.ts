/** `equipWeapon`, `redirectAttack`: effects about weapons and the attack in progress. */
import type { Effect } from "../cards/format.js";
import { refOf, type Ctx } from "../context.js";
import { select, type Env } from "../rules/selectors.js";
import { equipWeapon } from "../rules/weapons.js";
import { cardOf } from "./helpers.js";

export function equipWeaponEffect(ctx: Ctx, e: Extract<Effect, { type: "equipWeapon" }>, env: Env): void {
  equipWeapon(ctx, cardOf(ctx, e.card), env.controller);
}

/** Change the defender of the attack in progress (Misdirection). Random picks skip mortally wounded and immune characters (3.5). */
export function redirectAttackEffect(ctx: Ctx, e: Extract<Effect, { type: "redirectAttack" }>, env: Env): void {
  const combat = ctx.combat;
  if (!combat) return;
  const [to] = select(ctx, e.to, env, "redirect", "new defender");
  if (!to) return;
  ctx.trace.add({ kind: "step", name: "defender-change", from: refOf(combat.defender), to: refOf(to), children: [] });
  combat.defender = to;
}
