/**
 * `shuffleIntoDeck`: new cards go into a deck, each at a random place (0 = the top), a recorded random decision; with
 * `bottom`, on the bottom instead (no decision). `setCost`: each card costs that much (an anonymous enchantment). `copyOf`:
 * `count` copies of the card of each entity named (4.8: states kept only from the deck); `keepEnchantments`: each copy gets
 * the enchantments of the entity copied — for one out of play, those it had as it left play (rules-notes 1747).
 */
import type { Effect } from "../cards/format/index.js";
import { pickRandomId, type Ctx } from "../context.js";
import { attachEnchantment, moveTo, newEntity, opponentOf, playerOf, removeFromZone } from "../game.js";
import { noteEvent } from "../rules/events.js";
import { select, type Env } from "../rules/selectors.js";
import { pickFromPool } from "../rules/pools.js";
import { cardOf, enchant, sideOf } from "./helpers.js";
import { countFor, NUM_TIMES_SHUFFLED_INTO_DECK } from "../rules/played.js";
import type { Entity } from "../types.js";
import { markCopy } from "./zones.js";

/**
 * "Each time you've shuffled cards into your deck": one effect that put at least one of `cards` into the deck of the text's
 * controller at a random place counts one time for that player (rules/played.ts).
 */
export function countShuffle(ctx: Ctx, env: Env, cards: readonly Entity[]): void {
  if (cards.some((c) => c.zone === "DECK" && c.controller === env.controller)) countFor(ctx, env.controller, NUM_TIMES_SHUFFLED_INTO_DECK);
}

export function shuffleIntoDeckEffect(ctx: Ctx, e: Extract<Effect, { type: "shuffleIntoDeck" }>, env: Env, count = true): void {
  const player = sideOf(env, e.player);
  // `copyOf`: the entities whose cards are copied, read once as the effect starts (before `shuffled` is renamed).
  const originals = e.copyOf !== undefined ? select(ctx, e.copyOf, { ...env }, "beneficial") : undefined;
  env.shuffled = [];
  const total = originals ? originals.length * (e.count ?? 1) : (e.count ?? 1);
  for (let i = 0; i < total; i++) {
    const original = originals ? originals[Math.floor(i / (e.count ?? 1))] : undefined;
    // `pool`: a random card of it for each card shuffled (3.5, recorded), picked before its place.
    const id = original ? original.card : e.card ?? (e.pool ? pickFromPool(ctx, e.pool, env, "random card") : undefined);
    if (!id) break;
    const card = cardOf(ctx, id);
    const deck = playerOf(ctx.game, player).deck;
    const places = Array.from({ length: deck.length + 1 }, (_, k) => String(k));
    // Index 0 is the top of the deck (the next card drawn).
    const at = e.bottom ? deck.length : e.top ? 0 : Number(pickRandomId(ctx, places, "place in the deck (0 = top)", env.holder));
    const c = newEntity(ctx.game, card, player, "SETASIDE");
    // A card that did not start in the deck: the game's CREATOR tag names the entity whose text made it (Steamcleaner).
    c.tags.CREATOR = env.self.id;
    moveTo(ctx.game, c, "DECK", at);
    // 4.8: a copy keeps the original's states only where a move between the zones would (deck to deck); else a new card.
    // Copying replaces the card's tags, so its CREATOR is set again.
    if (original) { markCopy(ctx, c, original, player); c.tags.CREATOR = env.self.id; }
    // "It keeps any enchantments" (Adaptive Amalgam): those the entity has, or had as it left play (its last known state).
    if (original && e.keepEnchantments) keepEnchantmentsOf(ctx, c, original, env);
    if (e.setCost !== undefined) enchant(ctx, c, player, undefined, { setCost: e.setCost });
    noteEvent(ctx, { type: "zone-change", target: c, detail: { to: "DECK", position: at } });
    env.shuffled.push(c);
  }
  // `bottom` / `top`: put at the bottom (on top), not shuffled in (no random place) — not counted.
  if (count && !e.bottom && !e.top) countShuffle(ctx, env, env.shuffled);
}

/** The enchantments `original` has (out of play: those it had as it left play), aura ones left out, attached to `c`. */
function keepEnchantmentsOf(ctx: Ctx, c: Entity, original: Entity, env: Env): void {
  const lk = env.lastKnown?.entity === original ? env.lastKnown : env.event?.lastKnown?.entity === original ? env.event.lastKnown : undefined;
  // The last known list's enchantments were marked removed as the entity left play: read them all.
  const fromLastKnown = original.zone !== "PLAY" && !!lk;
  const list = fromLastKnown ? lk.enchantments : original.enchantments;
  for (let i = 0; i < list.length; i++) {
    const en = list[i]!;
    if (en.aura || (en.removed && !fromLastKnown)) continue;
    const { kind: _k, id: _i, order: _o, host: _h, removed: _r, ref: _ref, ...rest } = en;
    attachEnchantment(ctx.game, c, { ...rest, ...(en.grants ? { grants: [...en.grants] } : {}) });
  }
}

/**
 * `shuffleFromHand`: cards in a hand go into their owner's deck, one at a time in the selector's order, each at a random
 * place (0 = the top; a recorded random decision). A real zone move, not a discard: nothing answers it, and the card keeps
 * its states (4.8, hand to deck). A card named that is not in a hand is left where it is.
 */
export function shuffleFromHandEffect(ctx: Ctx, e: Extract<Effect, { type: "shuffleFromHand" }>, env: Env): void {
  const moved: Entity[] = [];
  for (let i = 0, list = select(ctx, e.to, env, "beneficial"); i < list.length; i++) {
    const c = list[i]!;
    if (c.zone !== "HAND") continue;
    // `player: enemy`: your opponent's deck — the card leaves its hand and becomes theirs (its states kept, 4.8).
    if (e.player === "enemy" && c.controller === env.controller) {
      removeFromZone(ctx.game, c);
      c.controller = opponentOf(env.controller);
    }
    const deck = playerOf(ctx.game, c.controller).deck;
    // `top`: put on top (no random place).
    const places = Array.from({ length: deck.length + 1 }, (_, k) => String(k));
    const at = e.top ? 0 : Number(pickRandomId(ctx, places, "place in the deck (0 = top)", env.holder));
    moveTo(ctx.game, c, "DECK", at);
    noteEvent(ctx, { type: "zone-change", source: env.self, target: c, detail: { from: "HAND", to: "DECK", position: at } });
    moved.push(c);
  }
  // `top`: put on top (Q'onzu), not shuffled in — not counted.
  if (!e.top) countShuffle(ctx, env, moved);
}
