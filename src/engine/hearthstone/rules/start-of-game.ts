/**
 * @module hearthstone/rules/start-of-game
 * 对战开始时 (Start of Game, rulebook 5.5): the `startOfGame` text of the cards in each player's hand and deck, resolved
 * when the game starts — after the mulligan, before the first turn's start (the `startGame` action). Every such card has
 * two identical triggers, one working in hand and one in the deck; they resolve in this order:
 *   1. all of the first player's, then all of the second player's (the first player's entities entered first);
 *   2. a player's hand triggers before their deck triggers (hand ones in the hand's order, left to right — 5.5 leaves
 *      several in hand unordered, docs/rules-notes.md);
 *   3. deck triggers by cost, lowest first; equal costs in a random order (a recorded random decision).
 * 5.5 also puts last a card the mulligan returned to the deck; the engine does not model the mulligan (a snapshot is
 * the state after it), so that rule is not applied (docs/rules-notes.md).
 * A card resolves only if it is still in its owner's hand or deck as its turn comes (an earlier text may have moved it).
 */
import type { Ctx } from "../context.js";
import { pickRandom, refOf } from "../context.js";
import { playerOf } from "../game.js";
import { costOf } from "../stats.js";
import type { Entity, PlayerId } from "../types.js";
import { runPhase, runSequence, runStep } from "./sequence.js";

/** The Start of Game cards of a player, in 5.5's order (hand, then deck by cost; ties at random, recorded). */
function ordered(ctx: Ctx, player: PlayerId): Entity[] {
  const p = playerOf(ctx.game, player);
  const has = (e: Entity) => (e.def.def?.startOfGame?.length ?? 0) > 0;
  const out = p.hand.filter(has);
  const deck = p.deck.filter(has);
  const costs = [...new Set(deck.map(costOf))].sort((a, b) => a - b);
  for (let i = 0; i < costs.length; i++) {
    const c = costs[i]!;
    const tied = deck.filter((e) => costOf(e) === c);
    out.push(...(tied.length > 1 ? pickRandom(ctx, tied, tied.length, "start of game order") : tied));
  }
  return out;
}

export function startOfGame(ctx: Ctx): void {
  const first = ctx.game.currentPlayer;
  const order: PlayerId[] = [first, first === 1 ? 2 : 1];
  runSequence(ctx, { name: "start-of-game" }, () => {
    for (let i = 0; i < order.length; i++) {
      const player = order[i]!;
      runPhase(ctx, "start-of-game", () => {
        for (let j = 0, cards = ordered(ctx, player); j < cards.length; j++) {
          const card = cards[j]!;
          const where = card.zone;
          if (card.controller !== player || (where !== "HAND" && where !== "DECK")) {
            ctx.trace.add({ kind: "skip", source: refOf(card), reason: "no longer in its owner's hand or deck: its Start of Game does not resolve", children: [] });
            continue;
          }
          runStep(ctx, "start-of-game", () => {
            ctx.trace.within({ kind: "trigger", source: refOf(card), card: card.card, on: "start-of-game", keyword: "START_OF_GAME", children: [] }, () =>
              ctx.runEffects(ctx, card.def.def!.startOfGame!, { self: card, holder: card, controller: player }));
          }, { player, zone: where });
          if (ctx.outcome.over) return;
        }
      });
      if (ctx.outcome.over) return;
    }
  });
}
