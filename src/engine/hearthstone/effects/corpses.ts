/**
 * `gainCorpses` and `spendCorpses`: the Death Knight's Corpses (残骸, rules/corpses.ts). "Spend N Corpses to X" happens
 * only if you have N — you spend them, then X; "spend up to N" spends what you have, at most N; `all` spends every one.
 * The amount `{ corpses: "spentNow" }` reads what was spent.
 */
import type { Effect } from "../cards/format/index.js";
import type { Ctx } from "../context.js";
import { playerOf } from "../game.js";
import { countOf } from "../rules/amounts.js";
import { gainCorpses, spendCorpses } from "../rules/corpses.js";
import type { Env } from "../rules/selectors.js";
import { sideOf } from "./helpers.js";
import { runEffects } from "./index.js";

export function gainCorpsesEffect(ctx: Ctx, e: Extract<Effect, { type: "gainCorpses" }>, env: Env): void {
  gainCorpses(ctx, sideOf(env, e.player), countOf(ctx, e.amount, env), env.self);
}

export function spendCorpsesEffect(ctx: Ctx, e: Extract<Effect, { type: "spendCorpses" }>, env: Env): void {
  const have = playerOf(ctx.game, env.controller).corpses;
  // `all` and `upTo` spend what there is; a fixed `amount` (default 1) needs that many, or nothing is spent.
  const exact = !e.all && e.upTo === undefined;
  const wanted = e.all ? have : countOf(ctx, (e.upTo ?? e.amount) ?? 1, env);
  const n = exact ? (have >= wanted ? wanted : 0) : Math.min(have, wanted);
  env.spentCorpses = n;
  if (n <= 0) {
    ctx.trace.add({ kind: "skip", reason: exact ? `${have} Corpses, ${wanted} needed: none spent` : "no Corpses to spend", children: [] });
    runEffects(ctx, e.else ?? [], env);
    return;
  }
  spendCorpses(ctx, env.controller, n, env.self);
  runEffects(ctx, e.do ?? [], env);
}
