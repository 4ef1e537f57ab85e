/**
 * Dark Gift (黑暗之赐) in tests: the ten gifts and their enchantments (rules-notes 480), and the discover event of a
 * "Discover … with a Dark Gift" (its `options`, and `gifts`, the gift each option carried, in the order offered).
 */
import { expect } from "vitest";
import type { ResolveResult } from "../../src/engine/index.js";
import { events } from "./engine.js";

export const GIFT_ENCHANTMENT: Record<string, string> = {
  EDR_100t: "EDR_100te", EDR_100t1: "EDR_100t1e", EDR_100t2: "EDR_100t2e", EDR_100t3: "EDR_100t3e", EDR_100t5: "EDR_100t5e",
  EDR_100t6: "EDR_100t6e", EDR_100t7: "EDR_100t7e", EDR_100t8: "EDR_100t8e1", EDR_100t9: "EDR_100t9e", EDR_100t13: "EDR_100t13e",
};
export const GIFTS = Object.keys(GIFT_ENCHANTMENT).sort();
export const SWEET_DREAMS = "EDR_100t8";

export interface GiftDiscover { options: string[]; gifts: string[]; chosen?: string }

/** The `n`th discover event of the run (a Discover with a Dark Gift: three different gifts of the ten, one per option). */
export function giftDiscover(r: ResolveResult, n = 0): GiftDiscover {
  const d = events(r, "discover")[n] as unknown as GiftDiscover | undefined;
  expect(d).toBeDefined();
  expect(d!.gifts).toHaveLength(d!.options.length);
  expect(new Set(d!.gifts).size).toBe(d!.gifts.length);
  for (const g of d!.gifts) expect(GIFTS).toContain(g);
  return d!;
}

/** The card ids of a zone list's enchantments (for `expect`). */
export const enchantmentsOf = (c: { enchantments?: readonly { card?: string | null }[] } | undefined): (string | null | undefined)[] => (c?.enchantments ?? []).map((e) => e.card);

/** A Chillwind Yeti in hand that has a Dark Gift (Bundled Up), for the "holding a minion with a Dark Gift" cards. */
export const giftedYeti = (ref = "G") => ({ card: "CS2_182", ref, enchantments: [{ card: "EDR_100t3e" }] });

/**
 * The card taken by a Discover with a Dark Gift, where its gift puts it: in its player's hand with the gift's enchantment
 * (last card of the hand), or — Sweet Dreams — on top of their deck with +4/+5. Returns it.
 */
export function expectTaken(r: ResolveResult, card: string, gift: string, player = 0): { card: string; cost?: number; attack?: number; enchantments?: { card: string | null }[] } {
  const p = r.state.players[player]!;
  const c = gift === SWEET_DREAMS ? p.deck[0] : p.hand[p.hand.length - 1];
  expect(c?.card).toBe(card);
  expect(enchantmentsOf(c)).toContain(GIFT_ENCHANTMENT[gift]);
  return c as never;
}
