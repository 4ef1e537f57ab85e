/** `draw`: a player draws cards, one full draw at a time (4.4). */
import type { Effect } from "../cards/format/index.js";
import { pickRandom, type Ctx } from "../context.js";
import { playerOf } from "../game.js";
import { drawCard, drawCards } from "../rules/draw.js";
import { matchesFilter, type Env } from "../rules/selectors.js";
import { countOf } from "../rules/amounts.js";
import { MAX_HAND } from "../types.js";
import { sideOf } from "./helpers.js";

export function drawEffect(ctx: Ctx, e: Extract<Effect, { type: "draw" }>, env: Env): void {
  const player = sideOf(env, e.player);
  if (e.where === undefined && !e.untilFull) {
    drawCards(ctx, player, countOf(ctx, e.count ?? 1, env));
    return;
  }
  const p = playerOf(ctx.game, player);
  // "Draw N": the number is fixed first, then N single draws, each resolved (its draw triggers too) before the next (4.4).
  const n = e.untilFull ? Infinity : countOf(ctx, e.count ?? 1, env);
  for (let i = 0; i < n; i++) {
    // "Until your hand is full": checked before each draw, after the previous draw's triggers.
    if (e.untilFull && p.hand.length >= MAX_HAND) return;
    if (e.where === undefined) {
      if (p.deck.length === 0) return;
      drawCards(ctx, player, 1);
      continue;
    }
    // 4.4: "draw a card with …" takes a random matching card of the deck, not the topmost one; with none, nothing happens.
    const candidates = p.deck.filter((c) => matchesFilter(ctx, c, e.where!, env));
    if (candidates.length === 0) return;
    const [card] = pickRandom(ctx, candidates, 1, "random card to draw", env.holder);
    drawCard(ctx, player, card!);
  }
}
