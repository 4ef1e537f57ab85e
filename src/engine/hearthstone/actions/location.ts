/**
 * @module hearthstone/actions/location
 * Using a Location (地标, a card type newer than the 2022 rulebook). A Location is played to the board, where it takes a
 * minion's space; on its controller's turn it can be used, like a Hero Power (2.7) but for no mana: its `activate` text
 * resolves (against a target if the card has a `target`), it loses 1 Durability (the game's HEALTH and DAMAGE tags: the card data gives it as health) and goes on cooldown (the game's
 * LOCATION_ACTION_COOLDOWN) until its controller's next turn starts; at 0 it is destroyed in the next
 * death-creation step (1.11), after its text.
 *
 * The sequence follows 2.7 by analogy: one resolve phase — the activation step (the "cost": Durability and cooldown, as
 * the Hero Power's pay step), the targeting step (指向扳机, 2.7 a) when it has a target, then its text — and the
 * inter-phase steps after it (rules-notes).
 */
import { refOf, type Ctx } from "../context.js";
import { illegal } from "../../errors.js";
import type { Entity, PlayerId } from "../types.js";
import type { Action } from "../schema.js";
import { runEffects } from "../effects/index.js";
import { noteEvent, resolveEvent } from "../rules/events.js";
import { checkCondition } from "../rules/selectors.js";
import { countFor, NUM_LOCATION_USES_THIS_GAME } from "../rules/played.js";
import { runPhase, runSequence, runStep } from "../rules/sequence.js";
import { healthOf } from "../stats.js";
import { actingPlayer, checkTarget, find, path, targetingStep, type Plan } from "./common.js";

/** The tag the game sets on a used Location until its controller's next turn. */
export const LOCATION_COOLDOWN = "LOCATION_ACTION_COOLDOWN";


/** What using the Location resolves: its `activate` text and the card's target requirement. */
export function locationPlan(card: Entity): Plan {
  const effects = card.def.def?.activate ?? [];
  return { effects, target: effects.length > 0 ? card.def.def?.target : undefined, combo: false };
}

/** Why `player` cannot use `card` now (before targets are considered), or null. */
export function locationProblem(ctx: Ctx, card: Entity, player: PlayerId): string | null {
  const name = card.def.name.enUS;
  if (card.type !== "LOCATION") return `${name} is not a Location`;
  if (card.zone !== "PLAY" || card.controller !== player) return `${name} is not on player ${player}'s board`;
  if (ctx.game.currentPlayer !== player) return `it is player ${ctx.game.currentPlayer}'s turn`;
  if (card.tags[LOCATION_COOLDOWN]) return `${name} is on cooldown: it can be used again next turn`;
  if (healthOf(card) <= 0) return `${name} has no Durability left`;
  const req = card.def.def?.requires;
  if (req && !checkCondition(ctx, req, { self: card, holder: card, controller: player })) return `${name} can't be used now: its condition does not hold`;
  return null;
}

export function useLocation(ctx: Ctx, a: Extract<Action, { type: "useLocation" }>): void {
  const player = actingPlayer(ctx, a.player, true);
  const card = find(ctx, a.card, "card");
  const why = locationProblem(ctx, card, player);
  if (why) throw illegal(path(ctx, "card"), why);
  const plan = locationPlan(card);
  const target = checkTarget(ctx, plan, card, player, a.target, "location");
  runSequence(ctx, { action: { ...a, player, cardId: card.card } }, () => {
    let t: Entity | undefined;
    runPhase(ctx, "resolve", () => {
      // The price of a use, paid first like the Hero Power's mana (2.7): 1 Durability (not damage: nothing answers it) and
      // the cooldown.
      runStep(ctx, "activate", () => {
        card.tags.DAMAGE = (card.tags.DAMAGE ?? 0) + 1;
        card.tags[LOCATION_COOLDOWN] = 1;
        countFor(ctx, player, NUM_LOCATION_USES_THIS_GAME);
        noteEvent(ctx, { type: "durability", source: card, target: card, amount: -1, detail: { location: true } });
      });
      t = targetingStep(ctx, card, player, target, plan.target, "location") ?? undefined;
      runStep(ctx, "location", () => {
        const env = { self: card, holder: card, controller: player, target: t };
        // 3.3: a condition is checked again as the text resolves.
        const req = card.def.def?.requires;
        if (req && !checkCondition(ctx, req, env)) {
          ctx.trace.add({ kind: "skip", source: refOf(card), reason: "its condition no longer holds: the text does nothing", children: [] });
          return;
        }
        runEffects(ctx, plan.effects, env);
      });
    });
    // "After you use a location" (XB-931 Housekeeper; rules-notes 852): a phase of its own after the resolve phase and its
    // inter-phase steps, as the Hero Power's Inspire phase (2.7), its triggers pre-checked with the sequence.
    runPhase(ctx, "use-location", () => runStep(ctx, "use-location", () =>
      resolveEvent(ctx, { type: "use-location", source: card, player, ...(t ? { target: t } : {}) }, ctx.seqPrecheck)));
  });
}
