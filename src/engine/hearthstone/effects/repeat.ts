/**
 * `repeat`: "Repeat for each …" — the effects resolve `times` times in a row, each run in full (its random picks made
 * again, its events resolved) before the next. The number is read once, as the effect starts (3.3: the game reads an
 * amount when the text that uses it resolves; Disciple of Demise counts the Dragons in hand, then destroys).
 */
import type { Effect } from "../cards/format/index.js";
import type { Ctx } from "../context.js";
import { countOf } from "../rules/amounts.js";
import type { Env } from "../rules/selectors.js";
import { runEffects } from "./index.js";

export function repeatEffect(ctx: Ctx, e: Extract<Effect, { type: "repeat" }>, env: Env): void {
  const n = countOf(ctx, e.times, env);
  for (let i = 0; i < n; i++) runEffects(ctx, e.do, env);
}
