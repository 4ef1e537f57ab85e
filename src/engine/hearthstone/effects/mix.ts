/**
 * @module hearthstone/effects/mix
 * 混合 (Concoctions, March of the Lich King, newer than the 2022 rulebook): "Add another Concoction to your hand to mix
 * together!" A card whose definition has `mix` waits in its owner's hand for one of the cards it names; when such a card is
 * created in that hand (added, Discovered: effects/zones.ts createInHand), the held card becomes the mixed card (a transform,
 * 4.5) and the new card never enters the hand — so a full hand still mixes. The leftmost held card that mixes with it is the
 * one (rules-notes 1544).
 */
import { refOf, type Ctx } from "../context.js";
import { playerOf } from "../game.js";
import type { CompiledCard } from "../cards/compile.js";
import type { Entity, PlayerId } from "../types.js";
import { transform } from "./transform.js";
import { cardOf } from "../rules/enchant.js";

/** The card held in `player`'s hand that `card` mixes with, transformed into the mixed card; none: null. */
export function mixInHand(ctx: Ctx, card: CompiledCard, player: PlayerId, by: Entity): Entity | null {
  if (!card.def?.mix) return null;
  const hand = playerOf(ctx.game, player).hand;
  for (let i = 0; i < hand.length; i++) {
    const held = hand[i]!;
    const mixes = held.def.def?.mix;
    if (!mixes) continue;
    for (let j = 0; j < mixes.length; j++) {
      if (mixes[j]!.with !== card.id) continue;
      ctx.trace.add({ kind: "step", name: "mix", card: refOf(held), with: card.id, into: mixes[j]!.into, children: [] });
      transform(ctx, by, held, cardOf(ctx, mixes[j]!.into));
      return held;
    }
  }
  return null;
}
