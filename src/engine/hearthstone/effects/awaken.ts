/**
 * `awaken` ("this awakens": Slumbering Sprite): each Dormant minion `to` names awakens now (4.6, as at the end of a
 * countdown: not a summon, summoning sickness, an aura update); a minion that is not Dormant is left as it is. `sooner`
 * ("awaken N turns sooner": Timelord Nozdormu): its countdown goes down by N instead (a trace step with the turns
 * left), and it awakens only when that reaches 0.
 */
import type { Effect } from "../cards/format/index.js";
import { refOf, type Ctx } from "../context.js";
import { awaken } from "../rules/dormant.js";
import { select, type Env } from "../rules/selectors.js";
import { isDormant } from "../stats.js";

export function awakenEffect(ctx: Ctx, e: Extract<Effect, { type: "awaken" }>, env: Env): void {
  const targets = e.to === "self" ? [env.self] : select(ctx, e.to, env, "beneficial");
  for (let i = 0; i < targets.length; i++) {
    const m = targets[i]!;
    if (!isDormant(m)) continue;
    if (e.sooner === undefined) {
      awaken(ctx, m);
      continue;
    }
    // "Awaken N turns sooner": the count of turn starts left goes down by N (at 0, as at the end of a countdown, it
    // awakens now); "Starts Dormant" with no countdown has nothing to shorten.
    if (!m.tags.DORMANT_TURNS) continue;
    m.tags.DORMANT_TURNS -= e.sooner;
    ctx.trace.add({ kind: "step", name: "awaken-sooner", minion: refOf(m), by: e.sooner, turnsLeft: Math.max(0, m.tags.DORMANT_TURNS), children: [] });
    if (m.tags.DORMANT_TURNS <= 0) awaken(ctx, m);
  }
}
