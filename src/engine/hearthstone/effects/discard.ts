/**
 * `discard`: 弃牌 (rulebook 4.3). Discarding several cards discards them all first (hand → graveyard),
 * then resolves each card's discard event in turn.
 */
import type { Effect } from "../cards/format/index.js";
import { pickRandom, type Ctx } from "../context.js";
import { moveTo, playerOf } from "../game.js";
import type { Entity } from "../types.js";
import { noteEvent, resolveEvent } from "../rules/events.js";
import { select, type Env } from "../rules/selectors.js";
import { sideOf } from "./helpers.js";
import { costOf } from "../stats.js";
import { countOf } from "../rules/amounts.js";
import { countFor, NUM_CARDS_DISCARDED_THIS_GAME } from "../rules/played.js";

export function discardEffect(ctx: Ctx, e: Extract<Effect, { type: "discard" }>, env: Env): void {
  // Named cards (a link: Platysaur's "Discard it"): those in a hand now are discarded; none, nothing happens.
  if (e.to !== undefined) { discardNoting(ctx, env, select(ctx, e.to, env, "beneficial")); return; }
  const player = sideOf(env, e.player);
  const hand = playerOf(ctx.game, player).hand;
  const count = e.count ?? 1;
  const cards = count === "all" ? hand.slice() : pickRandom(ctx, hand.slice(), countOf(ctx, count, env), "random card to discard", env.holder);
  discardNoting(ctx, env, cards);
}

/** Discards the cards, first noting their Costs in hand for `{ dealt: "discardedCost" }` (Wing Welding; rules-notes 1705). */
function discardNoting(ctx: Ctx, env: Env, cards: Entity[]): void {
  let cost = 0;
  for (let i = 0; i < cards.length; i++) if (cards[i]!.zone === "HAND") cost += costOf(cards[i]!);
  env.discardedCost = cost;
  discardCards(ctx, env.self, cards);
}

export function discardCards(ctx: Ctx, source: Entity | null, cards: Entity[]): void {
  const gone = cards.filter((c) => c.zone === "HAND");
  for (let i = 0; i < gone.length; i++) {
    const c = gone[i]!;
    // 4.3: each card discarded counts for its owner's game ("each card you've discarded this game").
    countFor(ctx, c.controller, NUM_CARDS_DISCARDED_THIS_GAME);
    moveTo(ctx.game, c, "GRAVEYARD");
    noteEvent(ctx, { type: "zone-change", source, target: c, detail: { to: "GRAVEYARD", reason: "discarded" } });
  }
  for (let i = 0; i < gone.length; i++) { const c = gone[i]!; resolveEvent(ctx, { type: "discard", source, target: c, player: c.controller }); }
}
