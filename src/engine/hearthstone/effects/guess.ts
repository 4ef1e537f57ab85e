/**
 * `guess`: "Look at 3 cards. Guess which one is in your opponent's hand" (Futuristic Forefather). The cards looked at are
 * one random card of that player's hand and two random cards of their deck — three different cards (by card id, as a
 * Discover's options are, 5.1) — and, when the deck has too few other cards, random collectible cards instead (the
 * game's own words: "If there aren't enough cards to provide these choices, it will use other random cards instead";
 * rules-notes). Each pick is a recorded random decision; so is the place of the card in hand among the three. The player
 * guesses: the request's next `choices` answer (an index into the cards in the order shown), else a seeded pick,
 * recorded. A right guess resolves `do`, with `{ all: "group" }` naming the card in hand; a wrong one does nothing. With
 * no card in that hand there is nothing to guess and nothing happens. Nothing moves: the cards stay where they are.
 */
import type { Effect } from "../cards/format/index.js";
import { choose, pickRandom, pickRandomId, refOf, type Ctx } from "../context.js";
import { opponentOf, playerOf } from "../game.js";
import { poolOf } from "../rules/pools.js";
import type { Env } from "../rules/selectors.js";
import { runEffects } from "./index.js";

const LOOKED_AT = 3;

export function guessEffect(ctx: Ctx, e: Extract<Effect, { type: "guess" }>, env: Env): void {
  const side = e.side === "friendly" ? env.controller : opponentOf(env.controller);
  const owner = playerOf(ctx.game, side);
  if (owner.hand.length === 0) {
    ctx.trace.add({ kind: "skip", reason: "no card in that hand to guess", children: [] });
    return;
  }
  const real = pickRandom(ctx, owner.hand, 1, "guess option", env.holder)[0];
  const shown: string[] = [real!.card];
  let deck = owner.deck.filter((c) => !shown.includes(c.card));
  while (shown.length < LOOKED_AT && deck.length > 0) {
    const pick = pickRandom(ctx, deck, 1, "guess option", env.holder)[0];
    shown.push(pick!.card);
    deck = deck.filter((c) => c.card !== pick!.card);
  }
  if (shown.length < LOOKED_AT) {
    const pool = poolOf(ctx, { type: "CARD" }, env);
    let ids = pool.ids.filter((id) => !shown.includes(id));
    while (shown.length < LOOKED_AT && ids.length > 0) {
      const pick = pickRandomId(ctx, ids, "guess option", env.holder, pool.leftOut);
      shown.push(pick);
      ids = ids.filter((id) => id !== pick);
    }
  }
  // The card in hand takes a random place among the cards shown (the others keep the order they were picked in).
  const places = shown.map((_, k) => String(k));
  const at = Number(pickRandomId(ctx, places, "guess order", env.holder));
  const decoys = shown.slice(1);
  const options = [...decoys.slice(0, at), real!.card, ...decoys.slice(at)];
  const i = choose(ctx, options.length, "guess", env.self);
  const right = i === at;
  ctx.trace.add({ kind: "step", name: "guess", options, chosen: i, inHand: refOf(real!), right, children: [] });
  if (right) runEffects(ctx, e.do, { ...env, group: [real!] });
}
