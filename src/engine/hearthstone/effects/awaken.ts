/**
 * `awaken` ("this awakens": Slumbering Sprite): each Dormant minion `to` names awakens now (4.6, as at the end of a
 * countdown: not a summon, summoning sickness, an aura update); a minion that is not Dormant is left as it is.
 */
import type { Effect } from "../cards/format/index.js";
import type { Ctx } from "../context.js";
import { awaken } from "../rules/dormant.js";
import { select, type Env } from "../rules/selectors.js";
import { isDormant } from "../stats.js";

export function awakenEffect(ctx: Ctx, e: Extract<Effect, { type: "awaken" }>, env: Env): void {
  const targets = e.to === "self" ? [env.self] : select(ctx, e.to, env, "beneficial");
  for (const m of targets) if (isDormant(m)) awaken(ctx, m);
}
