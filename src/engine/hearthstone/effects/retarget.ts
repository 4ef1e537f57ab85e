/**
 * `retarget`: a targeting trigger (指向扳机, rulebook 2.2 / 2.3 结算阶段 b) changes the target of the card being played;
 * its battlecry or spell text then resolves against the new target. The new target is not checked against the card's
 * target requirement (3.3: requirements are checked when the card is played). Spellbender: the minion it summoned.
 */
import type { Effect } from "../cards/format/index.js";
import { refOf, type Ctx } from "../context.js";
import { select, type Env } from "../rules/selectors.js";

export function retargetEffect(ctx: Ctx, e: Extract<Effect, { type: "retarget" }>, env: Env): void {
  const playing = ctx.playing;
  if (!playing) return;
  // A random new target (Mayor Noggenfogger) skips mortally wounded characters (3.5: most random effects do).
  const to = select(ctx, e.to, env, "harmful", "new target")[0];
  if (!to) return;
  ctx.trace.add({ kind: "step", name: "target-change", ...(playing.target ? { from: refOf(playing.target) } : {}), to: refOf(to), children: [] });
  playing.target = to;
}
