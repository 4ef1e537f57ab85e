/**
 * `loseDurability`: a weapon or a Location loses Durability (its DAMAGE rises; at 0 it is mortally wounded, 1.10, and is
 * destroyed in the next death phase). Immune prevents it (5.1). Not damage: nothing answers it as damage (Consume, rules-notes 1421).
 */
import type { Effect } from "../cards/format/index.js";
import type { Ctx } from "../context.js";
import { has } from "../stats.js";
import { noteEvent } from "../rules/events.js";
import { select, type Env } from "../rules/selectors.js";

export function loseDurabilityEffect(ctx: Ctx, e: Extract<Effect, { type: "loseDurability" }>, env: Env): void {
  for (let i = 0, list = select(ctx, e.to, env, "harmful"); i < list.length; i++) {
    const w = list[i]!;
    if ((w.type !== "WEAPON" && w.type !== "LOCATION") || w.zone !== "PLAY" || has(w, "IMMUNE") || e.amount <= 0) continue;
    w.tags.DAMAGE = (w.tags.DAMAGE ?? 0) + e.amount;
    noteEvent(ctx, { type: "durability", source: env.self, target: w, amount: -e.amount });
  }
}
