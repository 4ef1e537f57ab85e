/**
 * `shuffleHand`: "Shuffle your hand" (Eldritch Being) — the cards of a hand are put in a random order: each place, left to
 * right, takes a random one of the cards not placed yet (a recorded random decision, "hand order"). Not a zone move, nor a
 * shuffle into a deck: nothing answers it; the cards keep their states. The trace has a `shuffle-hand` step.
 */
import type { Effect } from "../cards/format/index.js";
import { pickRandom, type Ctx } from "../context.js";
import { playerOf } from "../game.js";
import type { Env } from "../rules/selectors.js";
import type { PlayerId } from "../types.js";
import { sideOf } from "./helpers.js";

export function shuffleHandEffect(ctx: Ctx, e: Extract<Effect, { type: "shuffleHand" }>, env: Env): void {
  putInRandomOrder(ctx, env, sideOf(env, e.player), "hand");
}

/** A hand or deck put in a random order (`shuffleHand`, `shuffleDeck`): recorded as "hand order" / "deck order", a step in the trace. */
export function putInRandomOrder(ctx: Ctx, env: Env, player: PlayerId, zone: "hand" | "deck"): void {
  const list = playerOf(ctx.game, player)[zone];
  const order = list.length > 1 ? pickRandom(ctx, list, list.length, zone === "hand" ? "hand order" : "deck order", env.holder) : list.slice();
  list.splice(0, list.length, ...order);
  ctx.trace.add({ kind: "step", name: zone === "hand" ? "shuffle-hand" : "shuffle-deck", player, children: [] });
}
