/**
 * `spendMana`: "Spend all your Mana" (Cataclysm's Mossbinding; newer than the rulebook, docs/rules-notes.md). The player's
 * available Mana (4.12: crystals and temporary mana, less what is spent or Overloaded) is spent as a payment spends it,
 * temporary mana first — but by the effect, not in a pay step, so it is no "Mana spent while holding this" (rules-notes 255).
 * The amount `{ manaSpent: "now" }` reads how much it spent; a `mana` event in the trace says it.
 */
import type { Effect } from "../cards/format/index.js";
import type { Ctx } from "../context.js";
import { playerOf } from "../game.js";
import { noteEvent, resolveEvent } from "../rules/events.js";
import { available, pay } from "../rules/mana.js";
import type { Env } from "../rules/selectors.js";
import { runEffects } from "./index.js";

export function spendManaEffect(ctx: Ctx, e: Extract<Effect, { type: "spendMana" }>, env: Env): void {
  const p = playerOf(ctx.game, env.controller);
  if (e.amount !== undefined) {
    // "Spend N Mana to …" (Immortal): only with N available; then N is spent and the rest of the text resolves.
    if (available(p.mana) < e.amount) {
      env.spentMana = 0;
      ctx.trace.add({ kind: "skip", reason: `fewer than ${e.amount} Mana to spend: nothing happens`, children: [] });
      return;
    }
    pay(p.mana, e.amount);
    env.spentMana = e.amount;
    noteEvent(ctx, { type: "mana", player: env.controller, detail: { spent: e.amount } });
    if (available(p.mana) <= 0) resolveEvent(ctx, { type: "last-mana", player: env.controller, source: env.self });
    runEffects(ctx, e.do ?? [], env);
    return;
  }
  const n = Math.max(0, available(p.mana));
  env.spentMana = n;
  if (n <= 0) {
    ctx.trace.add({ kind: "skip", reason: "no Mana to spend", children: [] });
    return;
  }
  pay(p.mana, n);
  noteEvent(ctx, { type: "mana", player: env.controller, detail: { spent: n } });
  // All of it is spent: the player spent their last Mana ("last-mana", Crystalspine Cub; rules-notes 298).
  resolveEvent(ctx, { type: "last-mana", player: env.controller, source: env.self });
}
