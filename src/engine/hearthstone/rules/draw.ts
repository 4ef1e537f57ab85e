/**
 * @module hearthstone/rules/draw
 * Drawing (rulebook 4.4). "Draw N" is N single draws, each fully resolved (its draw triggers included)
 * before the next. An empty deck deals fatigue instead; a full hand burns the card (neither is a draw).
 */
import type { Ctx } from "../context.js";
import { DRAWN_THIS_TURN, moveTo, playerOf, removeFromZone } from "../game.js";
import { handFull, type Entity, type PlayerId } from "../types.js";
import { damage } from "./damage.js";
import { noteEvent, resolveEvent } from "./events.js";
import { countFor, NUM_CARDS_DRAWN_THIS_GAME, NUM_CARDS_DRAWN_THIS_TURN } from "./played.js";

export function drawCards(ctx: Ctx, player: PlayerId, count: number, precheck: Parameters<typeof resolveEvent>[2] = null): Entity[] {
  const drawn: Entity[] = [];
  for (let i = 0; i < count; i++) {
    const e = drawOne(ctx, player, precheck);
    if (e) drawn.push(e);
  }
  return drawn;
}

function drawOne(ctx: Ctx, player: PlayerId, precheck: Parameters<typeof resolveEvent>[2]): Entity | null {
  const p = playerOf(ctx.game, player);
  const top = p.deck[0];
  if (!top) {
    takeFatigue(ctx, player);
    return null;
  }
  return drawCard(ctx, player, top, precheck);
}

/** 4.4 Fatigue: the player's counter (tag FATIGUE) goes up by 1 and their hero takes that much sourceless damage; returns what it dealt. */
export function takeFatigue(ctx: Ctx, player: PlayerId): number {
  const p = playerOf(ctx.game, player);
  const n = (p.tags.FATIGUE ?? 0) + 1;
  p.tags.FATIGUE = n;
  noteEvent(ctx, { type: "fatigue", target: p.hero, amount: n, player });
  return damage(ctx, null, [p.hero], n);
}

/**
 * Draw this card of the deck (it need not be the top one: 4.4 "draw a card with ...", Discover from the deck). A card of
 * the other player's deck (Chronogor: "Your opponent draws your 2 lowest Cost cards") goes into the drawer's hand and
 * becomes theirs; a full hand burns it where it is, its owner's.
 */
export function drawCard(ctx: Ctx, player: PlayerId, card: Entity, precheck: Parameters<typeof resolveEvent>[2] = null): Entity | null {
  const p = playerOf(ctx.game, player);
  if (handFull(p)) {
    moveTo(ctx.game, card, "GRAVEYARD");
    noteEvent(ctx, { type: "burn", target: card, player });
    return null;
  }
  if (card.controller !== player) {
    removeFromZone(ctx.game, card);
    card.controller = player;
  }
  moveTo(ctx.game, card, "HAND");
  card.tags[DRAWN_THIS_TURN] = 1;
  // The game's NUM_CARDS_DRAWN_THIS_GAME / _THIS_TURN (rules/played.ts): counted as the card comes into the hand (a burned
  // one is not drawn), before its draw triggers, so "After you draw your second card in a turn" reads 2 there (Careless Mechanist).
  countFor(ctx, player, NUM_CARDS_DRAWN_THIS_GAME);
  countFor(ctx, player, NUM_CARDS_DRAWN_THIS_TURN);
  resolveEvent(ctx, { type: "draw", target: card, player }, precheck);
  return card;
}
