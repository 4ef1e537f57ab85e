/**
 * `swapCosts`: two cards swap their Costs (Vast Wisdom's "Discover two spells … Swap their Costs", Portalmancer Skyla's
 * "Swap the Costs of the lowest and highest Cost spells in your hand"). Both Costs are read first — the Costs the cards
 * have now (1.3: cost changes included) — then each card gets an enchantment setting the other's (the game's "This card's
 * cost is swapped", RLK_546e). A card named by both selectors, or one missing, changes nothing (rules-notes 1324).
 */
import type { Effect } from "../cards/format/index.js";
import type { Ctx } from "../context.js";
import { noteEvent } from "../rules/events.js";
import { select, type Env } from "../rules/selectors.js";
import { costOf } from "../stats.js";
import { enchant } from "./helpers.js";

export function swapCostsEffect(ctx: Ctx, e: Extract<Effect, { type: "swapCosts" }>, env: Env): void {
  const a = select(ctx, e.of, env, "beneficial")[0];
  const b = select(ctx, e.with, env, "beneficial")[0];
  if (!a || !b || a === b) {
    ctx.trace.add({ kind: "skip", reason: "not two cards: no Costs are swapped", children: [] });
    return;
  }
  const costA = costOf(a), costB = costOf(b);
  const en1 = enchant(ctx, a, env.controller, e.enchantment, { setCost: costB });
  noteEvent(ctx, { type: "buff", source: env.self, target: a, detail: { enchantment: en1.card, setCost: costB } });
  const en2 = enchant(ctx, b, env.controller, e.enchantment, { setCost: costA });
  noteEvent(ctx, { type: "buff", source: env.self, target: b, detail: { enchantment: en2.card, setCost: costA } });
}
