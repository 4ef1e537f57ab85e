/**
 * @module hearthstone/actions/forge
 * Forging a card (锻造, TITANS; newer than the 2022 rulebook): on your turn, pay 2 Mana to turn a card of your hand that
 * has Forge into its Forged version (the card's `forge`). Like trading (5.1 可交易) it is neither playing a card nor a
 * transform by an effect: the card stays in its place and keeps its states (enchantments, CREATOR: as Corrupt, 4.5 with
 * 4.8's exception), then the `forge` event lets "After you Forge a card" answer. Sequence by analogy with trading:
 * one phase — the pay step, the forge step, the event — then the inter-phase steps (rules-notes 810).
 */
import type { Ctx } from "../context.js";
import { illegal } from "../../errors.js";
import { playerOf } from "../game.js";
import type { Entity, PlayerId } from "../types.js";
import type { Action } from "../schema.js";
import { enchant } from "../rules/enchant.js";
import { resolveEvent } from "../rules/events.js";
import { available } from "../rules/mana.js";
import { runPhase, runSequence, runStep } from "../rules/sequence.js";
import { cardOf } from "../effects/helpers.js";
import { transform } from "../effects/transform.js";
import { actingPlayer, find, path, payStep } from "./common.js";

/** What Forging costs. */
export const FORGE_COST = 2;
/** The player tag counting the cards they Forged this game ("If you've Forged a card this game"). */
export const FORGED_THIS_GAME = "NUM_CARDS_FORGED_THIS_GAME";

/** The card's Forge: the card it becomes and the enchantment it then gains, or null. */
export function forgeOf(card: Entity): { into: string; enchantment?: string } | null {
  const f = card.def.def?.forge;
  if (f === undefined) return null;
  return typeof f === "string" ? { into: f } : f;
}

/** Why `player` cannot Forge `card` now, or null. */
export function forgeProblem(ctx: Ctx, card: Entity, player: PlayerId): string | null {
  if (card.zone !== "HAND" || card.controller !== player) return "only a card in your hand can be Forged";
  if (ctx.game.currentPlayer !== player) return `it is player ${ctx.game.currentPlayer}'s turn`;
  const name = card.def.name.enUS;
  if (!forgeOf(card)) return `${name} has no Forge`;
  const mana = available(playerOf(ctx.game, player).mana);
  if (mana < FORGE_COST) return `not enough mana to Forge ${name}: it costs ${FORGE_COST}, you have ${mana}`;
  return null;
}

export function forge(ctx: Ctx, a: Extract<Action, { type: "forge" }>): void {
  const player = actingPlayer(ctx, a.player, true);
  const card = find(ctx, a.card, "card");
  const why = forgeProblem(ctx, card, player);
  if (why) throw illegal(path(ctx, "card"), why);
  const spec = forgeOf(card)!;
  runSequence(ctx, { action: { ...a, player, cardId: card.card } }, () => {
    runPhase(ctx, "forge", () => {
      payStep(ctx, player, FORGE_COST);
      runStep(ctx, "forge", () => {
        transform(ctx, card, card, cardOf(ctx, spec.into), undefined, true);
        if (spec.enchantment) enchant(ctx, card, player, spec.enchantment, {});
        const p = playerOf(ctx.game, player);
        p.tags[FORGED_THIS_GAME] = (p.tags[FORGED_THIS_GAME] ?? 0) + 1;
      });
      runStep(ctx, "after-forge", () => resolveEvent(ctx, { type: "forge", source: card, target: card, player }, ctx.seqPrecheck));
    });
  });
}
