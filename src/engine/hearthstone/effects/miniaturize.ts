/**
 * @module hearthstone/effects/miniaturize
 * 微缩 (Miniaturize, "Get a 1-Cost 1/1 copy of this") and 扩大 (Gigantify, "Get an 8-Cost 8/8 copy of this"), Whizbang's
 * Workshop — newer than the 2022 rulebook (docs/rules-notes.md 830). Both give the card's "Mini" or "Gigantic" card (the
 * data's own token, the card fields `miniaturize` and `gigantify`) to its player's hand when the card is played from hand:
 * in the play phase's last step, beside its Overload and Twinspell (2.2-2.5 使用阶段), at the right end of the hand (a
 * full hand burns it). A countered card gives none; a card summoned, cast or put into play by an effect is not played and
 * gives none. The Mini first, then the Gigantic (The Replicator-inator's "Miniaturize, Gigantify").
 */
import type { Ctx } from "../context.js";
import type { Entity, PlayerId } from "../types.js";
import { createInHand } from "./zones.js";
import { runStep } from "../rules/sequence.js";

export function miniGiganticStep(ctx: Ctx, card: Entity, player: PlayerId): void {
  const def = card.def.def;
  const ids = [def?.miniaturize, def?.gigantify].filter((x): x is string => !!x);
  if (!ids.length) return;
  runStep(ctx, "miniaturize", () => {
    for (let i = 0; i < ids.length; i++) createInHand(ctx, ids[i]!, player, card);
  });
}
