/**
 * `sortDeck`: "Reorder your deck from highest Cost to lowest Cost" (Order in the Court). The cards of the deck are put in
 * order of their Cost now (cost changes included, 4.11), the highest on top (the first card drawn); cards of equal Cost
 * keep their order among themselves (rules-notes 1460). Not a shuffle nor a draw: no random decision, nothing answers it;
 * the trace has a `sort-deck` step.
 */
import type { Effect } from "../cards/format/index.js";
import type { Ctx } from "../context.js";
import { playerOf } from "../game.js";
import type { Env } from "../rules/selectors.js";
import { costOf } from "../stats.js";
import { sideOf } from "./helpers.js";

export function sortDeckEffect(ctx: Ctx, e: Extract<Effect, { type: "sortDeck" }>, env: Env): void {
  const player = sideOf(env, e.player);
  const deck = playerOf(ctx.game, player).deck;
  const keyed = deck.map((c, i) => ({ c, i, cost: costOf(c) }));
  const sign = e.order === "lowest-first" ? 1 : -1;
  // Array.prototype.sort is stable; the index settles equal Costs all the same.
  keyed.sort((a, b) => sign * (a.cost - b.cost) || a.i - b.i);
  for (let i = 0; i < keyed.length; i++) deck[i] = keyed[i]!.c;
  ctx.trace.add({ kind: "step", name: "sort-deck", player, order: e.order ?? "highest-first", children: [] });
}
