/**
 * `improve`: "(Improves …!)" texts (newer than the rulebook) — the entities named (default: the card itself) count one
 * more improvement (tag IMPROVEMENTS), which their own text reads with the amount `{ stat: "improvements" }`. The count is
 * a state of the entity (1.2): it is gone once the entity leaves play (4.8), and a deathrattle reads it with `lastKnown`.
 */
import type { Effect } from "../cards/format/index.js";
import type { Ctx } from "../context.js";
import { noteEvent } from "../rules/events.js";
import { select, type Env } from "../rules/selectors.js";

export function improveEffect(ctx: Ctx, e: Extract<Effect, { type: "improve" }>, env: Env): void {
  for (let i = 0, list = select(ctx, e.to ?? "self", env, "beneficial"); i < list.length; i++) {
    const t = list[i]!;
    t.tags.IMPROVEMENTS = (t.tags.IMPROVEMENTS ?? 0) + (e.amount ?? 1);
    noteEvent(ctx, { type: "improve", source: env.self, target: t, amount: t.tags.IMPROVEMENTS });
  }
}
