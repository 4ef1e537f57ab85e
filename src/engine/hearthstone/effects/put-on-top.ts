/**
 * `putOnTop`: look at cards of your deck and put the one chosen on top (Sightless Watcher: "Look at 3 cards in your deck.
 * Choose one to put on top."). The cards looked at are different random cards of the deck (each pick recorded) — cards,
 * not card ids: two copies of one card may both be there, unlike a Discover (5.1 发现 offers different cards) — or, with
 * `bottom`, the bottom ones as they lie (探底 Dredge, 5.1: "检视你牌库底的三张牌，选择其中一张牌置于牌库顶").
 * The pick is the next answer of the request's `choices` (an index into the cards in the order looked at), else a
 * seeded pick (recorded); a single card is put on top without a prompt. Not a draw: nothing answers it. The card put on
 * top is the text's `{ all: "putOnTop" }` ("Dredge. If it's a Mech, draw it"; none when the deck was empty).
 */
import type { Effect } from "../cards/format/index.js";
import { choose, pickRandom, refOf, type Ctx } from "../context.js";
import { moveTo, opponentOf, playerOf } from "../game.js";
import type { Entity } from "../types.js";
import { noteEvent } from "../rules/events.js";
import type { Env } from "../rules/selectors.js";

const LOOK = 3;

export function putOnTopEffect(ctx: Ctx, e: Extract<Effect, { type: "putOnTop" }>, env: Env): void {
  // `player: enemy`: the opponent's deck (Eyes in the Sky); the pick is still this text's player's.
  const owner = e.player === "enemy" ? opponentOf(env.controller) : env.controller;
  const deck = playerOf(ctx.game, owner).deck;
  const n = e.count ?? LOOK;
  const options: Entity[] = e.bottom ? deck.slice(Math.max(0, deck.length - n)) : pickRandom(ctx, deck, n, "card looked at", env.holder);
  env.putOnTop = [];
  if (options.length === 0) return;
  const i = options.length > 1 ? choose(ctx, options.length, "put on top", env.self) : 0;
  const chosen = options[i]!;
  moveTo(ctx.game, chosen, "DECK", 0);
  env.putOnTop.push(chosen);
  noteEvent(ctx, { type: "zone-change", source: env.self, target: chosen, player: owner, detail: { to: "DECK", top: true, options: options.map(refOf) } });
}
