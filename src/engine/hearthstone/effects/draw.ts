/** `draw`: a player draws cards, one full draw at a time (4.4). */
import type { Effect } from "../cards/format/index.js";
import type { Ctx } from "../context.js";
import { drawCards } from "../rules/draw.js";
import type { Env } from "../rules/selectors.js";
import { countOf } from "../rules/amounts.js";
import { sideOf } from "./helpers.js";

export function drawEffect(ctx: Ctx, e: Extract<Effect, { type: "draw" }>, env: Env): void {
  drawCards(ctx, sideOf(env, e.player), countOf(ctx, e.count ?? 1, env));
}
