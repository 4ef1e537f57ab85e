/**
 * `draw`: a player draws cards, one full draw at a time (4.4); with `where`, a random matching card of the deck each time;
 * with `untilFull`, until the hand is full. `enchantment`: attached to each card drawn once its draw event has resolved, if
 * it is still in hand (Far Sight's "That card costs (3) less"); a card burned by a full hand, or gone from the hand by its
 * own draw trigger, gets none. `copiesOfPlayed`: "Draw another copy of each card you've played this game" (Chromie, rules-notes
 * 370): for each card of the player's record of plays, oldest first (an entity played twice once), a random card of the deck
 * with that card id other than the entity played, a draw like any other; none left for it is nothing, no fatigue.
 */
import type { Effect } from "../cards/format/index.js";
import { pickRandom, type Ctx } from "../context.js";
import { playerOf } from "../game.js";
import { drawCard, drawCards } from "../rules/draw.js";
import { distinctTypes, matchesFilter, select, type Env } from "../rules/selectors.js";
import { countOf } from "../rules/amounts.js";
import { handFull, type Entity } from "../types.js";
import { costOf } from "../stats.js";
import { enchant, sideOf } from "./helpers.js";
import { runEffects } from "./index.js";

export function drawEffect(ctx: Ctx, e: Extract<Effect, { type: "draw" }>, env: Env): void {
  const player = sideOf(env, e.player);
  const p = playerOf(ctx.game, player);
  // `deckOf`: the deck drawn from, when not the drawer's own (Chronogor); its cards become the drawer's as they are drawn.
  const from = e.deckOf !== undefined ? playerOf(ctx.game, sideOf(env, e.deckOf)) : p;
  const mark = (card: Entity | null) => {
    // `cost`: "Reduce their Costs by (1)" (Tormented Dreadwing), on `enchantment` if given, else an anonymous one.
    if (card && card.zone === "HAND" && e.setCost !== undefined) enchant(ctx, card, card.controller, e.enchantment, { setCost: e.setCost });
    else if (card && card.zone === "HAND" && e.cost !== undefined) enchant(ctx, card, card.controller, e.enchantment, { cost: e.cost });
    else if (card && e.enchantment && card.zone === "HAND") enchant(ctx, card, card.controller, e.enchantment, {});
    // `leftmost`: "slide it to the left side of your hand" (Bartend-O-Bot) — once drawn, it moves to the hand's first place.
    if (e.leftmost && card && card.zone === "HAND") {
      const hand = playerOf(ctx.game, card.controller).hand;
      const at = hand.indexOf(card);
      if (at > 0) {
        hand.splice(at, 1);
        hand.unshift(card);
      }
    }
  };
  // The cards this draw takes, a card burned by a full hand included: `{ all: "drawn" }` for the text's next effects.
  const drawn: Entity[] = [];
  env.drawn = drawn;
  if (e.copiesOfPlayed) {
    // The plays are fixed first (the record as the effect starts), then one draw for each, resolved before the next (4.4).
    const seen = new Set<number>();
    const plays = (p.playedThisGame ?? []).filter((r) => r.id === undefined || (!seen.has(r.id) && !!seen.add(r.id)));
    for (let j = 0; j < plays.length; j++) {
      const r = plays[j]!;
      const pool = from.deck.filter((c) => c.card === r.card && c.id !== r.id && (!e.where || matchesFilter(ctx, c, e.where, env)));
      const card = pickRandom(ctx, pool, 1, "card to draw", env.holder)[0];
      if (!card) continue;
      drawn.push(card);
      mark(drawCard(ctx, player, card));
    }
    return;
  }
  if (e.of !== undefined) {
    // "… draw it" (King's Elekk): the named cards still in the deck drawn from, one draw each in order; none: nothing.
    for (let j = 0, list = select(ctx, e.of, env, "beneficial"); j < list.length; j++) {
      const card = list[j]!;
      if (card.zone !== "DECK" || from.deck.indexOf(card) < 0) continue;
      drawn.push(card);
      mark(drawCard(ctx, player, card));
    }
    return;
  }
  // "Draw N": the number is fixed first, then N single draws, each resolved (its draw triggers too) before the next (4.4).
  const n = e.untilFull ? Infinity : countOf(ctx, e.count ?? 1, env);
  for (let i = 0; i < n; i++) {
    // "Until your hand is full" (Malygos the Spellweaver): checked before each draw, after the previous draw's triggers.
    if (e.untilFull && handFull(p)) return;
    const chosen = !!(e.where || e.highest || e.lowest || e.differentTypes || e.differentNames);
    if (from !== p && !chosen) {
      // Another player's deck: its top (or bottom) card; none left is nothing — no fatigue, the drawer's deck is not drawn.
      const card = e.bottom ? from.deck[from.deck.length - 1] : from.deck[0];
      if (!card) return;
      drawn.push(card);
      mark(drawCard(ctx, player, card));
      continue;
    }
    if (e.bottom && !chosen) {
      // "Draw the bottom card" (Contingency): the last card of the deck, a draw like any other; none left is fatigue.
      if (e.untilFull && p.deck.length === 0) return;
      const bottom = p.deck[p.deck.length - 1];
      if (bottom) {
        drawn.push(bottom);
        mark(drawCard(ctx, player, bottom));
      } else for (let q = 0, cardsList = drawCards(ctx, player, 1); q < cardsList.length; q++) { const card = cardsList[q]!; mark(card); }
      continue;
    }
    if (!chosen) {
      if (e.untilFull && p.deck.length === 0) return;
      const top = p.deck[0];
      if (top) drawn.push(top);
      for (let q = 0, cardsList = drawCards(ctx, player, 1); q < cardsList.length; q++) { const card = cardsList[q]!; mark(card); }
      continue;
    }
    // "Draw a Pirate from your deck": each draw takes a random card of the deck that matches now, a draw like any other
    // (4.4: not necessarily the topmost; a full hand burns it); with none left that matches, nothing happens — no fatigue,
    // the deck is not empty of cards — or, with `instead`, those effects resolve for that draw (Sense Demons' Worthless Imp).
    let pool = e.where ? from.deck.filter((c) => matchesFilter(ctx, c, e.where!, env)) : from.deck.slice();
    // "Your highest Cost minion": among the matching cards, those of the highest cost now; a tie is a random pick.
    if (e.highest === "cost" && pool.length > 0) {
      const top = Math.max(...pool.map((c) => costOf(c)));
      pool = pool.filter((c) => costOf(c) === top);
    }
    // "Your 2 lowest Cost cards" (Chronogor): likewise, the lowest cost now.
    if (e.lowest === "cost" && pool.length > 0) {
      const low = Math.min(...pool.map((c) => costOf(c)));
      pool = pool.filter((c) => costOf(c) === low);
    }
    // "Minions of different minion types" (Flight of the Firehawk): only minion cards with a type that can join the cards this
    // effect drew so far, each with a different type of its own (rules-notes 231's reading, as the selector's `differentTypes`).
    if (e.differentTypes) pool = pool.filter((c) => c.type === "MINION" && c.def.facts.races.length > 0 && !drawn.includes(c) && distinctTypes([...drawn.filter((d) => d.type === "MINION"), c]));
    // "5 different Secrets" (Subject 9): only cards whose English name no card this effect drew so far has.
    if (e.differentNames) pool = pool.filter((c) => !drawn.some((d) => d.def.name.enUS === c.def.name.enUS));
    const card = pickRandom(ctx, pool, 1, "card to draw", env.holder)[0];
    if (card) {
      drawn.push(card);
      mark(drawCard(ctx, player, card));
    } else if (e.instead && !e.untilFull) runEffects(ctx, e.instead, env);
    else return;
  }
}
