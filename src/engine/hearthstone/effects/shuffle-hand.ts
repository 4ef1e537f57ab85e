/**
 * `shuffleHand`: "Shuffle your hand" (Eldritch Being) — the cards of a hand are put in a random order: each place, left to
 * right, takes a random one of the cards not placed yet (a recorded random decision, "hand order"). Not a zone move, nor a
 * shuffle into a deck: nothing answers it; the cards keep their states. The trace has a `shuffle-hand` step.
 */
import type { Effect } from "../cards/format/index.js";
import { pickRandom, type Ctx } from "../context.js";
import { playerOf } from "../game.js";
import type { Env } from "../rules/selectors.js";
import { sideOf } from "./helpers.js";

export function shuffleHandEffect(ctx: Ctx, e: Extract<Effect, { type: "shuffleHand" }>, env: Env): void {
  const player = sideOf(env, e.player);
  const p = playerOf(ctx.game, player);
  const order = p.hand.length > 1 ? pickRandom(ctx, p.hand, p.hand.length, "hand order", env.holder) : p.hand.slice();
  p.hand.splice(0, p.hand.length, ...order);
  ctx.trace.add({ kind: "step", name: "shuffle-hand", player, children: [] });
}
