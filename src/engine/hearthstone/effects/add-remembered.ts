/**
 * `addRemembered`: a fresh card of each card this minion's memories remember goes to a hand (Felsoul Jailer's
 * "Deathrattle: Return it": the minion its Battlecry made the opponent discard). A memory is an enchantment of this
 * minion that remembers a card (`buff` with `remember`); `enchantment` names which (omitted: anonymous ones, a memory
 * the card data has no enchantment for). In a deathrattle the minion's enchantments are those it had when it left play.
 * The card comes back as the card alone: a card leaving the graveyard keeps no states (4.8 移动/复制状态规则), and the
 * game creates a new card for it (deck trackers see it created by the minion). Into a full hand it is burned (4.4).
 * `into: "deck"` (Educated Elekk): each is shuffled into that player's deck instead, at a random place, in the order
 * remembered — one shuffle (rules-notes 1670).
 */
import type { Effect } from "../cards/format/index.js";
import type { Ctx } from "../context.js";
import type { Env } from "../rules/selectors.js";
import { createInHand } from "./zones.js";
import { enchant } from "./helpers.js";
import { countShuffle, shuffleIntoDeckEffect } from "./shuffle.js";
import type { Entity } from "../types.js";

export function addRememberedEffect(ctx: Ctx, e: Extract<Effect, { type: "addRemembered" }>, env: Env): void {
  const lk = env.lastKnown;
  const ens = lk && lk.entity === env.self && env.self.zone !== "PLAY" ? lk.enchantments : env.self.enchantments;
  const memories = ens.filter((x) => x.remembers !== undefined && (e.enchantment === undefined ? x.card === null : x.card === e.enchantment));
  if (memories.length === 0) {
    ctx.trace.add({ kind: "skip", reason: "this minion remembers no card: nothing is returned", children: [] });
    return;
  }
  if (e.into === "deck") {
    const shuffled: Entity[] = [];
    for (let i = 0; i < memories.length; i++) {
      const side = e.for === "owner" ? memories[i]!.remembersOwner ?? env.controller : env.controller;
      const sub: Env = { ...env, controller: side };
      shuffleIntoDeckEffect(ctx, { type: "shuffleIntoDeck", card: memories[i]!.remembers! }, sub, false);
      if (sub.shuffled) for (let k = 0; k < sub.shuffled.length; k++) shuffled.push(sub.shuffled[k]!);
    }
    countShuffle(ctx, env, shuffled);
    env.shuffled = shuffled;
    return;
  }
  for (let i = 0; i < memories.length; i++) {
    const m = memories[i]!;
    // `for: owner`: the player who controlled the card when it was remembered (the one who discarded it).
    const side = e.for === "owner" ? m.remembersOwner ?? env.controller : env.controller;
    const card = createInHand(ctx, m.remembers!, side, env.self);
    // `cost`: "It costs (1) less" (Gemstone Hoarder), an anonymous cost enchantment on the card back in hand.
    if (card && card.zone === "HAND" && e.cost !== undefined) enchant(ctx, card, card.controller, undefined, { cost: e.cost });
  }
}
