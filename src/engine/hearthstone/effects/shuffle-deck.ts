/**
 * `shuffleDeck`: "… then shuffle your deck" (Radar Detector) — the cards of a deck are put in a random order: each place,
 * top to bottom, takes a random one of the cards not placed yet (a recorded random decision, "deck order"), as
 * `shuffleHand` orders a hand. No card moves into or out of the deck: nothing answers it, the count of shuffles into the
 * deck is not raised (no card is shuffled in), and the cards keep their states. The trace has a `shuffle-deck` step.
 */
import type { Effect } from "../cards/format/index.js";
import type { Ctx } from "../context.js";
import type { Env } from "../rules/selectors.js";
import { sideOf } from "./helpers.js";
import { putInRandomOrder } from "./shuffle-hand.js";

export function shuffleDeckEffect(ctx: Ctx, e: Extract<Effect, { type: "shuffleDeck" }>, env: Env): void {
  putInRandomOrder(ctx, env, sideOf(env, e.player), "deck");
}
