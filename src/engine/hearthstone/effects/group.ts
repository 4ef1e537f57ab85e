/**
 * `group`: select once, then run the effects with the selector "group" naming those same entities (those
 * still in play). Cone of Cold damages its minions one by one, then freezes the same ones — without
 * looking again at who is adjacent now (3.1 AoE 的结算顺序).
 */
import type { Effect } from "../cards/format/index.js";
import type { Ctx } from "../context.js";
import { select, type Env } from "../rules/selectors.js";
import { runEffects } from "./index.js";

export function groupEffect(ctx: Ctx, e: Extract<Effect, { type: "group" }>, env: Env): void {
  const group = select(ctx, e.of, env);
  runEffects(ctx, e.do, { ...env, group });
}
