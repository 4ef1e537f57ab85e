/**
 * `redirectDamage`: a pre-damage trigger that changes who takes the damage (改变受伤目标的扳机, rulebook 4.9 预伤害扳机 1:
 * Snapjaw Shellfighter). The damage about to be dealt goes to the new character; the pipeline goes on with it (later
 * pre-damage steps, Divine Shield, armor and health are the new target's). Each redirecting trigger works once per
 * damage: the holders that redirected it are remembered on the event (rules/damage.ts re-runs the step until the
 * target no longer changes, without them).
 */
import type { Effect } from "../cards/format/index.js";
import { refOf, type Ctx } from "../context.js";
import { redirectedBy } from "../rules/damage.js";
import { select, type Env } from "../rules/selectors.js";


export function redirectDamageEffect(ctx: Ctx, e: Extract<Effect, { type: "redirectDamage" }>, env: Env): void {
  const ev = env.event;
  if (!ev || ev.type !== "pre-damage") return;
  const to = select(ctx, e.to, env, "beneficial", "new damaged character")[0];
  if (!to || to === ev.target) return;
  ctx.trace.add({ kind: "step", name: "damage-redirect", ...(ev.target ? { from: refOf(ev.target) } : {}), to: refOf(to), children: [] });
  ev.target = to;
  let set = redirectedBy.get(ev);
  if (!set) redirectedBy.set(ev, (set = new Set()));
  set.add(env.holder);
}
