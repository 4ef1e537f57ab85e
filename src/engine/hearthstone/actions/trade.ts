/**
 * @module hearthstone/actions/trade
 * Trading a Tradeable card (可交易, rulebook 5.1): on your turn, pay 1 mana, put the card into your deck at a random
 * place that is not the top (version ≥ 22.6), then draw a card. It is neither a shuffle nor playing a card, and the card
 * keeps all its states (4.8 例外: 交易一张牌会保留所有状态).
 */
import type { Ctx } from "../context.js";
import { pickRandomId } from "../context.js";
import { illegal } from "../../errors.js";
import { moveTo, playerOf } from "../game.js";
import type { Entity, PlayerId } from "../types.js";
import type { Action } from "../schema.js";
import { drawCards } from "../rules/draw.js";
import { noteEvent, resolveEvent } from "../rules/events.js";
import { available } from "../rules/mana.js";
import { runPhase, runSequence, runStep } from "../rules/sequence.js";
import { actingPlayer, find, path, payStep } from "./common.js";

/** What trading costs (5.1 可交易: 1). */
export const TRADE_COST = 1;

/** Whether a card is Tradeable: the card data's TRADEABLE mechanic, or a definition's TRADEABLE tag (a client card). */
export const isTradeable = (card: Entity): boolean => card.def.facts.mechanics.includes("TRADEABLE") || (card.def.tags.TRADEABLE ?? 0) > 0;

/** Why `player` cannot trade `card` now, or null. */
export function tradeProblem(ctx: Ctx, card: Entity, player: PlayerId): string | null {
  if (card.zone !== "HAND" || card.controller !== player) return "only a card in your hand can be traded";
  if (ctx.game.currentPlayer !== player) return `it is player ${ctx.game.currentPlayer}'s turn`;
  const name = card.def.name.enUS;
  if (!isTradeable(card)) return `${name} is not Tradeable`;
  const p = playerOf(ctx.game, player);
  // "A random place that is not the top" needs a card in the deck (rules-notes: an empty deck cannot take a trade).
  if (p.deck.length === 0) return `${name} can't be traded: your deck is empty`;
  if (available(p.mana) < TRADE_COST) return `not enough mana to trade ${name}: it costs ${TRADE_COST}, you have ${available(p.mana)}`;
  return null;
}

export function trade(ctx: Ctx, a: Extract<Action, { type: "trade" }>): void {
  const player = actingPlayer(ctx, a.player, true);
  const card = find(ctx, a.card, "card");
  const why = tradeProblem(ctx, card, player);
  if (why) throw illegal(path(ctx, "card"), why);
  runSequence(ctx, { action: { ...a, player, cardId: card.card } }, () => {
    runPhase(ctx, "trade", () => {
      payStep(ctx, player, TRADE_COST);
      runStep(ctx, "trade", () => {
        // Places 1 … deck size (0 is the top): never drawn straight back. A real move from the hand that keeps the card's
        // states, as trading does (4.8 例外).
        const deck = playerOf(ctx.game, player).deck;
        const places = Array.from({ length: deck.length }, (_, k) => String(k + 1));
        const at = Number(pickRandomId(ctx, places, "place in the deck for the traded card (0 = top)", card));
        moveTo(ctx.game, card, "DECK", at);
        noteEvent(ctx, { type: "zone-change", source: card, target: card, detail: { to: "DECK", position: at, reason: "traded" } });
      });
      // The trade event (newer than the rulebook; rules-notes 832): answered once the card is in the deck, before the
      // draw — "(Trade to upgrade!)" is the traded card's own deck trigger (`on: "trade"`, `zone: "deck"`).
      runStep(ctx, "on-trade", () => resolveEvent(ctx, { type: "trade", target: card, player }));
      runStep(ctx, "draw", () => void drawCards(ctx, player, 1));
    });
  });
}
