/**
 * `pick`: "Pick one to …" (Fast Forward: "Draw 2 cards. Pick one to have its Cost reduced by (2)") — the player picks one
 * of the entities `from` names, in their order: the request's next `choices` answer (an index into them), else a seeded
 * pick, recorded, as every prompt here; one entity is taken without a prompt, none does nothing. Then `do` resolves with
 * the selector `{ all: "group" }` naming the one picked. Not a Discover: nothing new is made, no Discover event.
 */
import type { Effect } from "../cards/format/index.js";
import { choose, refOf, type Ctx } from "../context.js";
import { select, type Env } from "../rules/selectors.js";
import { runEffects } from "./index.js";

export function pickEffect(ctx: Ctx, e: Extract<Effect, { type: "pick" }>, env: Env): void {
  const among = select(ctx, e.from, env, "beneficial");
  if (among.length === 0) {
    ctx.trace.add({ kind: "skip", reason: "nothing to pick", children: [] });
    return;
  }
  const i = among.length > 1 ? choose(ctx, among.length, "pick", env.self) : 0;
  const picked = among[i]!;
  ctx.trace.add({ kind: "step", name: "pick", options: among.map(refOf), chosen: refOf(picked), children: [] });
  runEffects(ctx, e.do, { ...env, group: [picked] });
}
