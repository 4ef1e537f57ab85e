/**
 * 黑暗之赐 (Dark Gift, The Emerald Dream): "a bonus attached to a minion" (the game's keyword text). The gifts are the
 * cards with the field `darkGift` — the game's ten, EDR_100t… (inferred: rules-notes 480) — and "a Dark Gift" is one
 * of them at random (a recorded random decision; no gift is kept from a card that has its keyword already: rules-notes
 * 481; Rude Awakening only to a card with a Battlecry: 476). Giving one attaches its enchantment (the game's EDR_100t…e, tag IS_NIGHTMARE_BONUS, which the filter `darkGift`
 * reads); Sweet Dreams (`top`) first puts the card on top of its owner's deck, as the game's logs show.
 *
 * - `discover` with `darkGift: true`: each option offered carries a different gift (pickGifts); the card taken gets its
 *   option's gift once it is in hand (from the deck: once drawn), and with `rest: shuffle` each card shuffled in its own.
 * - the effect `darkGift` (`to`): each card named gets one random gift ("Give it a Dark Gift": Nightmare Lord Xavius).
 */
import type { Effect } from "../cards/format/index.js";
import { pickRandomId, type Ctx } from "../context.js";
import { moveTo, playerOf } from "../game.js";
import { auraUpdate } from "../rules/auras.js";
import { noteEvent } from "../rules/events.js";
import { select, type Env } from "../rules/selectors.js";
import type { Entity } from "../types.js";
import { cardOf, enchant } from "./helpers.js";

/** The Dark Gift pool: every card with `darkGift` (the built-in ten, and a request's own), in id order. */
export function giftPool(ctx: Ctx): string[] {
  return ctx.cards.darkGifts();
}

/** Whether a gift may be dealt to this card: a gift with `onlyWith: "BATTLECRY"` only to a card with a Battlecry (476). */
function fits(ctx: Ctx, giftId: string, cardId: string): boolean {
  const only = cardOf(ctx, giftId).def?.darkGift?.onlyWith;
  if (!only) return true;
  const c = cardOf(ctx, cardId);
  return !!c.def?.battlecry || c.facts.mechanics.includes(only);
}

/**
 * One random gift per card, in order, each different from the gifts already picked and one that may be dealt to that
 * card (`onlyWith`); each pick recorded. A Discover's options (each shows a different gift) or one card. `undefined`
 * where no gift is left that fits.
 */
export function pickGifts(ctx: Ctx, cards: readonly string[], env: Env): (string | undefined)[] {
  let pool = giftPool(ctx);
  return cards.map((card) => {
    const fitting = pool.filter((g) => fits(ctx, g, card));
    if (fitting.length === 0) return undefined;
    const g = pickRandomId(ctx, fitting, "dark gift", env.holder);
    pool = pool.filter((id) => id !== g);
    return g;
  });
}

/**
 * Give `card` the gift `giftId`: Sweet Dreams' card first goes on top of its owner's deck (from hand or deck), then the
 * gift's enchantment is attached — its controller the player whose effect gave it. Noted as a buff with `darkGift`.
 */
export function giveGift(ctx: Ctx, card: Entity, giftId: string, env: Env, copy = false): void {
  const gift = cardOf(ctx, giftId).def?.darkGift;
  if (!gift) return;
  if (card.zone !== "HAND" && card.zone !== "DECK" && card.zone !== "PLAY") return;
  // Wallow, the Wretched (`copiesDarkGifts`): each such card in the minion's owner's hand or deck gets the gift too,
  // first — the game's gift acts on it, then on the minion (wheel.log, rules-notes 483). Not a trigger: part of the giving.
  if (!copy && card.type === "MINION") {
    const p = playerOf(ctx.game, card.controller);
    for (let i = 0, list = [...p.hand, ...p.deck]; i < list.length; i++) { const w = list[i]!; if (w.def.def?.copiesDarkGifts) giveGift(ctx, w, giftId, env, true); }
  }
  if (gift.top && (card.zone === "HAND" || card.zone === "DECK")) {
    moveTo(ctx.game, card, "DECK", 0);
    noteEvent(ctx, { type: "zone-change", source: env.self, target: card, detail: { to: "DECK", top: true, reason: "dark gift" } });
  }
  const en = enchant(ctx, card, env.controller, gift.enchantment, {});
  noteEvent(ctx, { type: "buff", source: env.self, target: card, detail: { enchantment: en.card, darkGift: giftId } });
  auraUpdate(ctx);
}

/** The effect `darkGift`: each card named gets one random gift. */
export function darkGiftEffect(ctx: Ctx, e: Extract<Effect, { type: "darkGift" }>, env: Env): void {
  for (let i = 0, list = select(ctx, e.to, env, "beneficial"); i < list.length; i++) {
    const t = list[i]!;
    const g = pickGifts(ctx, [t.card], env)[0];
    if (g) giveGift(ctx, t, g, env);
  }
}

/** The gift ids a Discover's options carry, for its trace (`gifts`, in the order offered). */
export function giftDetail(gifts: (string | undefined)[] | undefined): { gifts?: (string | null)[] } {
  return gifts && gifts.length > 0 ? { gifts: gifts.map((g) => g ?? null) } : {};
}

