/**
 * `group`: select once, then run the effects with the selector "group" naming those same entities (those
 * still in play). Cone of Cold damages its minions one by one, then freezes the same ones — without
 * looking again at who is adjacent now (3.1 AoE 的结算顺序). With `each`, `do` runs once per entity (rules-notes 527).
 */
import type { Effect } from "../cards/format/index.js";
import type { Ctx } from "../context.js";
import { select, type Env } from "../rules/selectors.js";
import { runEffects } from "./index.js";

export function groupEffect(ctx: Ctx, e: Extract<Effect, { type: "group" }>, env: Env): void {
  const group = select(ctx, e.of, env);
  // `each`: "… them each …" — `do` once per entity, in the order selected, "group" naming that one (its random picks its own).
  if (e.each) for (let i = 0; i < group.length; i++) { const one = group[i]!; runEffects(ctx, e.do, { ...env, group: [one] }); }
  else runEffects(ctx, e.do, { ...env, group });
}
