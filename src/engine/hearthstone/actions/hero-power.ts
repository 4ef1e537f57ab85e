/**
 * @module hearthstone/actions/hero-power
 * Using a hero power (rulebook 2.7): the resolve phase (pay, resolve, count the use), then the inspire phase.
 */
import type { Ctx } from "../context.js";
import { illegal } from "../../errors.js";
import { playerOf } from "../game.js";
import { costOf } from "../stats.js";
import { MAX_BOARD } from "../types.js";
import type { Action } from "../schema.js";
import { runEffects } from "../effects/index.js";
import { resolveEvent } from "../rules/events.js";
import { runPhase, runSequence, runStep } from "../rules/sequence.js";
import { actingPlayer, checkMana, checkTarget, path, payStep, planFor } from "./common.js";

export function heroPower(ctx: Ctx, a: Extract<Action, { type: "heroPower" }>): void {
  const player = actingPlayer(ctx, a.player, true);
  const p = playerOf(ctx.game, player);
  const hp = p.heroPower;
  if (!hp) throw illegal(path(ctx), "you have no hero power");
  const name = hp.def.name.enUS;
  if ((p.tags.HEROPOWER_ACTIVATIONS_THIS_TURN ?? 0) >= 1 + (p.tags.EXTRA_HEROPOWER_ACTIVATIONS ?? 0)) throw illegal(path(ctx), `${name} was already used this turn`);
  const price = costOf(hp);
  checkMana(ctx, player, price, name);
  const plan = planFor(ctx, hp, undefined, false);
  const summons = plan.effects.filter((e) => e.type === "summon" || e.type === "summonRandom");
  if (summons.length > 0 && p.board.length >= MAX_BOARD) throw illegal(path(ctx), `${name} can't be used: your board is full`);
  for (const e of summons) {
    if (e.type === "summonRandom" && e.unique && e.pool.every((id) => p.board.some((m) => m.card === id))) throw illegal(path(ctx), `${name} can't be used: you have every option already`);
  }
  const target = checkTarget(ctx, plan, hp, player, a.target, "heroPower");
  runSequence(ctx, { action: { ...a, player, cardId: hp.card } }, () => {
    runPhase(ctx, "resolve", () => {
      payStep(ctx, player, price);
      runStep(ctx, "hero-power", () => runEffects(ctx, plan.effects, { self: hp, holder: hp, controller: player, target }));
      p.tags.HEROPOWER_ACTIVATIONS_THIS_TURN = (p.tags.HEROPOWER_ACTIVATIONS_THIS_TURN ?? 0) + 1;
      p.tags.NUM_TIMES_HERO_POWER_USED_THIS_GAME = (p.tags.NUM_TIMES_HERO_POWER_USED_THIS_GAME ?? 0) + 1;
    });
    runPhase(ctx, "inspire", () => runStep(ctx, "inspire", () => resolveEvent(ctx, { type: "inspire", source: hp, player }, ctx.seqPrecheck)));
  });
}
