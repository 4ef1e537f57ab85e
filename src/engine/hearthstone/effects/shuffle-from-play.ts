/**
 * `shuffleFromPlay`: minions in play go into a deck, one at a time in the selector's order, each at a random place
 * (0 = the top; a recorded random decision) — their controller's deck, or with `player: "random"` a random player's (a
 * recorded pick for each: Typhoon), with `player: "friendly"` the text's controller's (Entomb), or with `player: "enemy"` their opponent's (Psychic Scream). They leave play without dying (no death, no Deathrattle) and, as any card leaving play
 * for the deck, lose their states (4.8); one that goes into the other player's deck becomes that player's card.
 * `bottom: true`: "Put an enemy minion on the bottom of your deck" (Drown) — the bottom place, no random decision, and not
 * shuffled in, so the count of shuffles is not raised (as `shuffleIntoDeck`'s `bottom`).
 */
import type { Effect } from "../cards/format/index.js";
import { pickRandomId, type Ctx } from "../context.js";
import { moveTo, opponentOf, playerOf, removeFromZone } from "../game.js";
import type { Entity, PlayerId } from "../types.js";
import { noteEvent } from "../rules/events.js";
import { select, type Env } from "../rules/selectors.js";
import { countShuffle } from "./shuffle.js";

export function shuffleFromPlayEffect(ctx: Ctx, e: Extract<Effect, { type: "shuffleFromPlay" }>, env: Env): void {
  const moved: Entity[] = [];
  for (let i = 0, list = select(ctx, e.to, env, "harmful"); i < list.length; i++) {
    const m = list[i]!;
    if (m.zone !== "PLAY" || m.type !== "MINION") continue;
    const from = m.controller;
    const to: PlayerId = e.player === "random" ? (Number(pickRandomId(ctx, ["1", "2"], "player whose deck it goes into", env.holder)) as PlayerId)
      : e.player === "friendly" ? env.controller
      : e.player === "enemy" ? opponentOf(env.controller) : from;
    const deck = playerOf(ctx.game, to).deck;
    const at = e.bottom ? deck.length : Number(pickRandomId(ctx, Array.from({ length: deck.length + 1 }, (_, k) => String(k)), "place in the deck (0 = top)", env.holder));
    removeFromZone(ctx.game, m);
    m.controller = to;
    moveTo(ctx.game, m, "DECK", at);
    noteEvent(ctx, { type: "zone-change", source: env.self, target: m, detail: { from: "PLAY", to: "DECK", player: to, position: at } });
    moved.push(m);
  }
  if (!e.bottom) countShuffle(ctx, env, moved);
}
