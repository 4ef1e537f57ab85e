/**
 * `invoke`: 祈求迦拉克隆 "Invoke Galakrond" (Descent of Dragons, after the 2022 rulebook; the game's keyword EMPOWER, "Use
 * Galakrond's Power"; rules-notes 930). Each Invoke, in order:
 *   1. the player's Invoke count (player tag INVOKE_COUNTER, "If you've Invoked twice") goes up by 1;
 *   2. every Galakrond card (a card with `galakrond`) in the player's hand or deck counts it (tag INVOKE_PROGRESS): at its
 *      `invokes` (2, "Invoke twice to upgrade") it becomes its `upgradesTo` keeping its states, its progress back to 0 —
 *      a Galakrond already played (the hero) is upgraded no more;
 *   3. the power of the player's Galakrond resolves: the `power` of its `heroPower`, the Galakrond as its source. No Hero
 *      Power is used (no cost, no use counted, nothing that answers a Hero Power's use).
 * The player's Galakrond: their hero when its card is a Galakrond; else the first Galakrond of their hand, then of their
 * deck, one of their hero's class before any other. With none, step 3 does nothing.
 */
import type { Effect } from "../cards/format/index.js";
import type { Ctx } from "../context.js";
import { playerOf } from "../game.js";
import type { Env } from "../rules/selectors.js";
import type { Entity, PlayerId } from "../types.js";
import { countFor, INVOKE_COUNTER } from "../rules/played.js";
import { cardOf } from "./helpers.js";
import { transform } from "./transform.js";
import { runEffects } from "./index.js";

/** Card tag (ours): the Invokes a Galakrond in hand or deck has counted toward its next upgrade. */
export const INVOKE_PROGRESS = "INVOKE_PROGRESS";

const isGalakrond = (e: Entity): boolean => !!e.def.def?.galakrond;

/** The player's Galakrond now (see above), or undefined. */
export function galakrondOf(ctx: Ctx, player: PlayerId): Entity | undefined {
  const p = playerOf(ctx.game, player);
  if (isGalakrond(p.hero)) return p.hero;
  const held = [...p.hand, ...p.deck].filter(isGalakrond);
  const cls = p.hero.def.facts.cardClass;
  return held.find((e) => e.def.facts.cardClass === cls) ?? held[0];
}

export function invokeEffect(ctx: Ctx, e: Extract<Effect, { type: "invoke" }>, env: Env): void {
  for (let i = 0; i < (e.times ?? 1); i++) invokeOnce(ctx, env);
}

function invokeOnce(ctx: Ctx, env: Env): void {
  const player = env.controller;
  countFor(ctx, player, INVOKE_COUNTER);
  const p = playerOf(ctx.game, player);
  for (let i = 0, list = [...p.hand, ...p.deck].filter(isGalakrond); i < list.length; i++) {
    const card = list[i]!;
    const spec = card.def.def!.galakrond!;
    if (!spec.upgradesTo) continue;
    const n = (card.tags[INVOKE_PROGRESS] ?? 0) + 1;
    card.tags[INVOKE_PROGRESS] = n;
    if (n < (spec.invokes ?? 2)) continue;
    transform(ctx, env.self, card, cardOf(ctx, spec.upgradesTo), undefined, true);
    delete card.tags[INVOKE_PROGRESS];
  }
  const galakrond = galakrondOf(ctx, player);
  const powerId = galakrond?.def.def?.heroPower;
  if (!galakrond || !powerId) {
    ctx.trace.add({ kind: "skip", reason: "the player has no Galakrond: its power does not resolve", children: [] });
    return;
  }
  const power = cardOf(ctx, powerId).def?.power ?? [];
  runEffects(ctx, power, { self: galakrond, holder: galakrond, controller: player });
}
