/**
 * `swapWithHand` (Alarm-o-Bot): this minion and a random card of your hand matching `where` (default: a minion)
 * change places. This minion goes back to your hand (a real move: it leaves play and resets, 4.8) where that card
 * was; the card enters play where this minion stood — a real zone move from the hand, so it is summoned (the
 * rulebook's 3.2 example: Alarm-o-Bot summons Shifter Zerus from hand) and keeps its enchantments except cost
 * changes (4.8). Nothing happens when no card qualifies or this minion is no longer in play — but in its own Deathrattle
 * the dead minion comes back from the graveyard to the hand (a new card, 4.8) and the card takes its former place.
 * `from: deck` / `side: enemy` (Soul Seeker): a card of that deck or of the opponent's hand instead; across sides each
 * changes controller as it moves — the minion goes there as the opponent's (a fresh card), the card is summoned for you.
 */
import type { Effect } from "../cards/format/index.js";
import { pickRandom, type Ctx } from "../context.js";
import { moveTo, opponentOf, playerOf, removeFromZone } from "../game.js";
import { noteEvent, resolveEvent } from "../rules/events.js";
import { matchesFilter, select, type Env } from "../rules/selectors.js";
import { enterBoard, summonSteps } from "../rules/summon.js";

export function swapWithHandEffect(ctx: Ctx, e: Extract<Effect, { type: "swapWithHand" }>, env: Env): void {
  // `of` (Shadow Hunter Vol'jin): another minion in play swaps with a card of its own controller's hand (rules-notes 1662).
  const self = e.of ? select(ctx, e.of, env)[0] : env.self;
  if (!self) return;
  // In its own Deathrattle (Kangor's "Swap this with a minion from your hand"): this minion, dead, comes back from the
  // graveyard to the hand as a new card (4.8) where that card was, and the card is summoned at its former place (rules-notes 1487).
  const dead = !e.of && self.zone === "GRAVEYARD" && self.type === "MINION" && env.position !== undefined && env.position >= 0;
  if ((self.zone !== "PLAY" && !dead) || self.type !== "MINION") return;
  const p = playerOf(ctx.game, self.controller);
  // `side: enemy`, `from: deck` (Soul Seeker): a card of the opponent's hand or deck; the minion becomes theirs there.
  const other = playerOf(ctx.game, e.side === "enemy" ? opponentOf(self.controller) : self.controller);
  const zone = e.from === "deck" ? "DECK" : "HAND";
  const list = zone === "DECK" ? other.deck : other.hand;
  const pool = list.filter((c) => (e.where ? matchesFilter(ctx, c, e.where, env) : c.type === "MINION"));
  const card = pickRandom(ctx, pool, 1, "card to swap with", env.holder)[0];
  if (!card) return;
  const index = list.indexOf(card);
  const boardIndex = dead ? Math.min(env.position!, p.board.length) : p.board.indexOf(self);
  const mine = self.controller;
  if (other !== p) {
    // Each changes sides as it moves (as shuffleFromHand's `player: enemy`): out of its zone, then the new controller.
    removeFromZone(ctx.game, card);
    card.controller = mine;
    removeFromZone(ctx.game, self);
    self.controller = other.id;
  }
  moveTo(ctx.game, self, zone, index);
  noteEvent(ctx, { type: "zone-change", source: self, target: self, detail: { to: zone } });
  moveTo(ctx.game, card, "PLAY", boardIndex);
  enterBoard(card);
  env.summoned = card;
  summonSteps(ctx, card, self);
  if ((self.zone as string) === "HAND" && self.controller === mine) resolveEvent(ctx, { type: "return-to-hand", source: self, target: self, player: self.controller });
}
