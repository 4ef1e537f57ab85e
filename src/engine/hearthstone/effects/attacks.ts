/**
 * `extraAttack` (额外可攻击次数, rulebook 2.6 攻击次数): a character can attack while its attacks this turn are fewer than
 * the attacks it is allowed, its base (1; Windfury 2, Mega-Windfury 4) plus its extra attacks. Triggers such as Giant Sand
 * Worm's, Gonk's or Warsong Grunt's "it may attack again" add 1 to the extra attacks; they are cleared at the turn's
 * clean-up step (MAIN_CLEANUP) with the attacks made, and when the minion enters play anew.
 */
import type { Effect } from "../cards/format/index.js";
import type { Ctx } from "../context.js";
import { noteEvent } from "../rules/events.js";
import { select, type Env } from "../rules/selectors.js";

export function extraAttackEffect(ctx: Ctx, e: Extract<Effect, { type: "extraAttack" }>, env: Env): void {
  const n = e.amount ?? 1;
  for (let i = 0, list = select(ctx, e.to, env, "beneficial"); i < list.length; i++) {
    const t = list[i]!;
    if (t.zone !== "PLAY" || (t.type !== "MINION" && t.type !== "HERO")) continue;
    t.tags.EXTRA_ATTACKS_THIS_TURN = (t.tags.EXTRA_ATTACKS_THIS_TURN ?? 0) + n;
    noteEvent(ctx, { type: "extra-attack", source: env.self, target: t, amount: n });
  }
}
