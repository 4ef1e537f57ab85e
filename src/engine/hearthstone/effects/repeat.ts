/**
 * `repeat`: "Repeat for each …" — the effects resolve `times` times in a row, each run in full (its random picks made
 * again, its events resolved) before the next. The number is read once, as the effect starts (3.3: the game reads an
 * amount when the text that uses it resolves; Disciple of Demise counts the Dragons in hand, then destroys).
 * `while`: "… If X, repeat this" — one run, then another each time the condition holds after a run (checked as each run
 * ends, before the next; no death phase between runs, so "still alive" is "not mortally wounded": Corpse Explosion).
 * With `while`, `times` (when given) caps the runs: "cast this again" at most N casts in all (Defile's 14).
 */
import type { Effect } from "../cards/format/index.js";
import type { Ctx } from "../context.js";
import { countOf } from "../rules/amounts.js";
import { checkCondition } from "../rules/selectors.js";
import type { Env } from "../rules/selectors.js";
import { runEffects } from "./index.js";

/** A bound on `while` runs: the condition should change as the runs go (a resource spent, minions hit); this ends it otherwise. */
const MAX_RUNS = 100;

export function repeatEffect(ctx: Ctx, e: Extract<Effect, { type: "repeat" }>, env: Env): void {
  if (e.while !== undefined) {
    const max = e.times !== undefined ? Math.min(MAX_RUNS, countOf(ctx, e.times, env)) : MAX_RUNS;
    for (let i = 0; i < max; i++) {
      runEffects(ctx, e.do, env);
      if (!checkCondition(ctx, e.while, env)) return;
    }
    return;
  }
  const n = countOf(ctx, e.times ?? 1, env);
  for (let i = 0; i < n; i++) runEffects(ctx, e.do, env);
}
