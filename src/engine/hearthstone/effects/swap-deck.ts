/**
 * `swapWithDeck` ("Swap it with a random one in their deck": Translocation Instructor): a minion in play and a random
 * qualifying card of a deck (`where`, default: a minion) change places. The minion goes into that deck where the card
 * was — a real move out of play, so it resets (4.8) and becomes the deck owner's card; the card enters play where the
 * minion stood, on the minion's controller's side (theirs now), a real zone move from the deck, so it is summoned (as
 * `swapWithHand`'s card from the hand, 3.2). `of` (default: this minion) names the minion; `deck: "enemy"` is the
 * opponent's deck of the text's controller, else (`own`, default) the deck of the minion's controller. Nothing happens
 * when no card qualifies or the minion is not in play (rules-notes 1748).
 */
import type { Effect } from "../cards/format/index.js";
import { pickRandom, type Ctx } from "../context.js";
import { moveTo, opponentOf, playerOf, removeFromZone } from "../game.js";
import { noteEvent } from "../rules/events.js";
import { matchesFilter, select, type Env } from "../rules/selectors.js";
import { enterBoard, summonSteps } from "../rules/summon.js";
import type { PlayerId } from "../types.js";

export function swapWithDeckEffect(ctx: Ctx, e: Extract<Effect, { type: "swapWithDeck" }>, env: Env): void {
  const m = e.of !== undefined ? select(ctx, e.of, env, "harmful")[0] : env.self;
  if (!m || m.zone !== "PLAY" || m.type !== "MINION") return;
  const deckOwner: PlayerId = e.deck === "enemy" ? opponentOf(env.controller) : m.controller;
  const deck = playerOf(ctx.game, deckOwner).deck;
  const pool = deck.filter((c) => (e.where ? matchesFilter(ctx, c, e.where, env) : c.type === "MINION"));
  const card = pickRandom(ctx, pool, 1, "card to swap with", env.holder)[0];
  if (!card) return;
  const side = m.controller;
  const deckIndex = deck.indexOf(card);
  const boardIndex = playerOf(ctx.game, side).board.indexOf(m);
  // The deck card leaves the deck first, so the minion takes its very place there.
  removeFromZone(ctx.game, card);
  if (m.controller !== deckOwner) { removeFromZone(ctx.game, m); m.controller = deckOwner; }
  moveTo(ctx.game, m, "DECK", deckIndex);
  noteEvent(ctx, { type: "zone-change", source: env.self, target: m, detail: { to: "DECK", position: deckIndex } });
  card.controller = side;
  moveTo(ctx.game, card, "PLAY", boardIndex);
  enterBoard(card);
  env.summoned = card;
  summonSteps(ctx, card, env.self);
}
