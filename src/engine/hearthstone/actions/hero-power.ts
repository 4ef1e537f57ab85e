/**
 * @module hearthstone/actions/hero-power
 * Using a hero power (rulebook 2.7): the resolve phase (pay, resolve, count the use), then the inspire phase.
 */
import type { Ctx } from "../context.js";
import { illegal } from "../../errors.js";
import { playerOf } from "../game.js";
import { costOf } from "../stats.js";
import { MAX_BOARD, type PlayerId } from "../types.js";
import type { Action } from "../schema.js";
import { runEffects } from "../effects/index.js";
import { resolveEvent } from "../rules/events.js";
import { runPhase, runSequence, runStep } from "../rules/sequence.js";
import { available } from "../rules/mana.js";
import { actingPlayer, checkTarget, path, payStep, planFor, targetingStep } from "./common.js";
import { hasRule, heroPowerUsesPerTurn } from "../rules/auras.js";
import { neighbours } from "./spell-text.js";

/** Why `player` cannot use their hero power now (before targets are considered), or null. */
export function heroPowerProblem(ctx: Ctx, player: PlayerId): string | null {
  const p = playerOf(ctx.game, player);
  const hp = p.heroPower;
  if (!hp) return "you have no hero power";
  if (ctx.game.currentPlayer !== player) return `it is player ${ctx.game.currentPlayer}'s turn`;
  const name = hp.def.name.enUS;
  if (hp.def.def?.passive) return `${name} is a Passive Hero Power: it can't be used`;
  // Garrison Commander, Coldarra Drake: the rule aura hero-power-uses allows more uses each turn.
  const uses = heroPowerUsesPerTurn(ctx.game, player);
  if ((p.tags.HEROPOWER_ACTIVATIONS_THIS_TURN ?? 0) >= uses) return uses === 1 ? `${name} was already used this turn` : `${name} was already used ${uses} times this turn`;
  const price = costOf(hp);
  if (available(p.mana) < price) return `not enough mana for ${name}: it costs ${price}, you have ${available(p.mana)}`;
  for (let i = 0, list = hp.def.def?.power ?? []; i < list.length; i++) {
    const e = list[i]!;
    if ((e.type === "summon" || e.type === "summonRandom") && p.board.length >= MAX_BOARD) return `${name} can't be used: your board is full`;
    if (e.type === "summonRandom" && e.unique && Array.isArray(e.pool) && e.pool.every((id) => p.board.some((m) => m.card === id))) return `${name} can't be used: you have every option already`;
  }
  return null;
}

export function heroPower(ctx: Ctx, a: Extract<Action, { type: "heroPower" }>): void {
  const player = actingPlayer(ctx, a.player, true);
  const why = heroPowerProblem(ctx, player);
  if (why) throw illegal(path(ctx), why);
  const p = playerOf(ctx.game, player);
  const hp = p.heroPower!;
  const price = costOf(hp);
  const plan = planFor(ctx, hp, undefined, false);
  if (plan.closed) throw illegal(path(ctx), plan.closed);
  const target = checkTarget(ctx, plan, hp, player, a.target, "heroPower");
  let t = target;
  runSequence(ctx, { action: { ...a, player, cardId: hp.card } }, () => {
    runPhase(ctx, "resolve", () => {
      payStep(ctx, player, price);
      // 2.7 特殊的英雄技能互动: Spirit of the Dragonhawk's aura, fixed before the Hero Power resolves (transforming the
      // Spirit meanwhile changes nothing): after the usual resolution, once more on each neighbour of a minion target, left then right.
      const alsoAdjacent = hasRule(ctx.game, "hero-power-also-adjacent", player);
      // 2.7 a: targeting triggers (Mayor Noggenfogger) when the Hero Power has a target.
      t = targetingStep(ctx, hp, player, target, plan.target, "heroPower");
      const around = alsoAdjacent && t?.type === "MINION" ? neighbours(ctx, t) : [];
      // The rule aura hero-power-twice (Chrono-Lord Deios): the whole resolution once more, against the same target, fixed
      // before it resolves as Brann's second Battlecry is (one use, one pay, one Inspire).
      const times = hasRule(ctx.game, "hero-power-twice", player) ? 2 : 1;
      for (let i = 0; i < times; i++) {
        runStep(ctx, "hero-power", () => runEffects(ctx, plan.effects, { self: hp, holder: hp, controller: player, target: t }), i ? { repeat: i } : undefined);
        for (let j = 0; j < around.length; j++) { const n = around[j]!; runStep(ctx, "hero-power", () => runEffects(ctx, plan.effects, { self: hp, holder: hp, controller: player, target: n }), { neighbour: n.id }); }
      }
      p.tags.HEROPOWER_ACTIVATIONS_THIS_TURN = (p.tags.HEROPOWER_ACTIVATIONS_THIS_TURN ?? 0) + 1;
      p.tags.NUM_TIMES_HERO_POWER_USED_THIS_GAME = (p.tags.NUM_TIMES_HERO_POWER_USED_THIS_GAME ?? 0) + 1;
      p.tags.NUM_HERO_POWER_USES_THIS_TURN = (p.tags.NUM_HERO_POWER_USES_THIS_TURN ?? 0) + 1;
    });
    runPhase(ctx, "inspire", () => runStep(ctx, "inspire", () => resolveEvent(ctx, { type: "inspire", source: hp, player, ...(t ? { target: t } : {}) }, ctx.seqPrecheck)));
  });
}
