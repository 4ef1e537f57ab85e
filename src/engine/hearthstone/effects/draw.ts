/** `draw`: a player draws cards, one full draw at a time (4.4). */
import type { Effect } from "../cards/format.js";
import type { Ctx } from "../context.js";
import { drawCards } from "../rules/draw.js";
import type { Env } from "../rules/selectors.js";
import { sideOf } from "./helpers.js";

export function drawEffect(ctx: Ctx, e: Extract<Effect, { type: "draw" }>, env: Env): void {
  drawCards(ctx, sideOf(env, e.player), e.count ?? 1);
}
