/**
 * `repeatBattlecry` ("Battlecry: Repeat the last Battlecry you played": Brilliant Macaw; rules-notes 1734): the latest card
 * of the player's record of plays (rules/played.ts; countered cards are not in it) whose definition has a Battlecry,
 * this entity's own play left out. That card's Battlecry resolves now as this entity's — `self` is this entity, so "Gain
 * +1/+1" is its own — against a random valid target when it takes one (its own requirement as the player would choose:
 * 3.5, no mortally wounded character, never this entity itself); a Battlecry that needs a target and has none valid does
 * not happen (as a played one would not, 2.2 结算阶段). Not a play: no Combo, no Choose One, no play counted.
 */
import type { Effect } from "../cards/format/index.js";
import { pickRandom, refOf, type Ctx } from "../context.js";
import { playerOf } from "../game.js";
import { checkCondition, type Env } from "../rules/selectors.js";
import { validTargets } from "../rules/targeting.js";
import { isMortallyWounded } from "../stats.js";
import type { Entity } from "../types.js";
import { runEffects } from "./index.js";

export function repeatBattlecryEffect(ctx: Ctx, _e: Extract<Effect, { type: "repeatBattlecry" }>, env: Env): void {
  const record = playerOf(ctx.game, env.controller).playedThisGame ?? [];
  let id: string | undefined;
  for (let i = record.length - 1; i >= 0; i--) {
    const r = record[i]!;
    if (r.id !== undefined && r.id === env.self.id) continue;
    if (ctx.cards.get(r.card)?.def?.battlecry) { id = r.card; break; }
  }
  const def = id !== undefined ? ctx.cards.get(id)?.def : undefined;
  if (!def?.battlecry) {
    ctx.trace.add({ kind: "skip", source: refOf(env.self), reason: "no Battlecry was played: nothing is repeated", children: [] });
    return;
  }
  const self = { self: env.self, holder: env.self, controller: env.controller };
  let target: Entity | undefined;
  const spec = def.target;
  if (spec && (!spec.if || checkCondition(ctx, spec.if, self))) {
    const options = validTargets(ctx, spec, env.controller, env.self, "battlecry").filter((t) => t !== env.self && !isMortallyWounded(t));
    if (options.length) target = pickRandom(ctx, options, 1, "random target", env.self)[0];
    else if (spec.required !== false) {
      ctx.trace.add({ kind: "skip", source: refOf(env.self), reason: "no valid target: the Battlecry is not repeated", children: [] });
      return;
    }
  }
  ctx.trace.within({ kind: "step", name: "repeat-battlecry", children: [] },
    () => runEffects(ctx, def.battlecry!, target ? { ...self, target } : self));
}
