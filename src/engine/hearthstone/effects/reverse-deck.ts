/**
 * `reverseDeck`: the order of a deck is turned around — the bottom card comes on top (Timeless Causality, "Reverse the
 * order of your deck"). Not a shuffle, nor a draw: no random decision and no trigger; the trace has a `reverse-deck` step.
 */
import type { Effect } from "../cards/format/index.js";
import type { Ctx } from "../context.js";
import { playerOf } from "../game.js";
import type { Env } from "../rules/selectors.js";
import { sideOf } from "./helpers.js";

export function reverseDeckEffect(ctx: Ctx, e: Extract<Effect, { type: "reverseDeck" }>, env: Env): void {
  const player = sideOf(env, e.player);
  playerOf(ctx.game, player).deck.reverse();
  ctx.trace.add({ kind: "step", name: "reverse-deck", player, children: [] });
}
