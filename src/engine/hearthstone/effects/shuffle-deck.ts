/**
 * `shuffleDeck`: "… then shuffle your deck" (Radar Detector) — the cards of a deck are put in a random order: each place,
 * top to bottom, takes a random one of the cards not placed yet (a recorded random decision, "deck order"), as
 * `shuffleHand` orders a hand. No card moves into or out of the deck: nothing answers it, the count of shuffles into the
 * deck is not raised (no card is shuffled in), and the cards keep their states. The trace has a `shuffle-deck` step.
 */
import type { Effect } from "../cards/format/index.js";
import { pickRandom, type Ctx } from "../context.js";
import { playerOf } from "../game.js";
import type { Env } from "../rules/selectors.js";
import { sideOf } from "./helpers.js";

export function shuffleDeckEffect(ctx: Ctx, e: Extract<Effect, { type: "shuffleDeck" }>, env: Env): void {
  const player = sideOf(env, e.player);
  const p = playerOf(ctx.game, player);
  const order = p.deck.length > 1 ? pickRandom(ctx, p.deck, p.deck.length, "deck order", env.holder) : p.deck.slice();
  p.deck.splice(0, p.deck.length, ...order);
  ctx.trace.add({ kind: "step", name: "shuffle-deck", player, children: [] });
}
