/**
 * @module hearthstone/actions/titan
 * A Titan's ability (泰坦, TITANS; newer than the 2022 rulebook, settled by the game's own account of the keyword and
 * rules-notes 811-815). A Titan minion has three abilities (the card's `titan`, ability cards of type SPELL); on its
 * controller's turn it uses one instead of attacking — each once (the game's tags TITAN_ABILITY_USED_1-3), even the turn
 * it arrives (no summoning sickness for abilities), and a use counts as one of its attacks this turn, so Windfury allows
 * two and Frozen or Dormant none. Until all three are used it can't attack (rules/targeting.ts); a forced attack still
 * happens, and a Silenced Titan is an ordinary minion.
 *
 * The sequence follows the Hero Power's (2.7) by analogy: the resolve phase — the use step (the ability spent, the attack
 * counted), the targeting step when the ability has a target, the ability's text with the Titan as its source (no Spell
 * Damage: no spell is cast or played) — then a phase for the `titan-ability` event ("After this uses an ability", as
 * 2.7's inspire phase), each followed by the inter-phase steps.
 */
import { refOf, type Ctx } from "../context.js";
import { illegal } from "../../errors.js";
import type { Entity, PlayerId } from "../types.js";
import type { Action } from "../schema.js";
import { runEffects } from "../effects/index.js";
import { cardOf } from "../effects/helpers.js";
import { resolveEvent } from "../rules/events.js";
import { checkCondition, select } from "../rules/selectors.js";
import { attacksAllowed } from "../rules/targeting.js";
import { runPhase, runSequence, runStep } from "../rules/sequence.js";
import { has, isDormant } from "../stats.js";
import { actingPlayer, checkTarget, find, path, targetingStep, type Plan } from "./common.js";
import { titanAbilities, titanUsedTag } from "../rules/titan.js";
export { titanAbilities, titanLocked, titanUsedTag } from "../rules/titan.js";

/** What the Nth ability resolves: the ability card's text and target requirement. */
export function titanPlan(ctx: Ctx, titan: Entity, n: number): Plan {
  const id = titanAbilities(titan)[n - 1]!;
  const def = cardOf(ctx, id).def;
  const effects = def?.spell ?? [];
  return { effects, target: def?.target, combo: false };
}

/** Why `player` cannot use ability `n` of `titan` now (before targets are considered), or null. */
export function titanProblem(ctx: Ctx, titan: Entity, player: PlayerId, n: number): string | null {
  const name = titan.def.name.enUS;
  if (titan.zone !== "PLAY" || titan.type !== "MINION" || titan.controller !== player) return `${name} is not a minion on player ${player}'s board`;
  if (ctx.game.currentPlayer !== player) return `it is player ${ctx.game.currentPlayer}'s turn`;
  const abilities = titanAbilities(titan);
  if (abilities.length === 0) return titan.def.def?.titan ? `${name} is Silenced: it has no abilities` : `${name} is not a Titan`;
  if (n < 1 || n > abilities.length) return `${name} has no ability ${n}`;
  if (titan.tags[titanUsedTag(n)]) return `${name} has already used that ability`;
  if (isDormant(titan)) return `${name} is Dormant`;
  // Using an ability is its attack (the game: Frozen stops it, Windfury allows a second).
  if (has(titan, "FROZEN")) return `${name} is Frozen`;
  const attacks = titan.tags.NUM_ATTACKS_THIS_TURN ?? 0;
  if (attacks >= attacksAllowed(ctx, titan)) return `${name} has already used an ability or attacked this turn`;
  const req = cardOf(ctx, abilities[n - 1]!).def?.requires;
  if (req && !checkCondition(ctx, req, { self: titan, holder: titan, controller: player })) return `${name} can't use that ability now: its condition does not hold`;
  return null;
}

export function titan(ctx: Ctx, a: Extract<Action, { type: "titan" }>): void {
  const player = actingPlayer(ctx, a.player, true);
  const minion = find(ctx, a.minion, "minion");
  const why = titanProblem(ctx, minion, player, a.ability);
  if (why) throw illegal(path(ctx, "ability"), why);
  const abilityId = titanAbilities(minion)[a.ability - 1]!;
  const plan = titanPlan(ctx, minion, a.ability);
  const target = checkTarget(ctx, plan, minion, player, a.target, "titan");
  runSequence(ctx, { action: { ...a, player, cardId: minion.card, ability: abilityId } }, () => {
    runPhase(ctx, "resolve", () => {
      runStep(ctx, "titan", () => {
        minion.tags[titanUsedTag(a.ability)] = 1;
        minion.tags.NUM_ATTACKS_THIS_TURN = (minion.tags.NUM_ATTACKS_THIS_TURN ?? 0) + 1;
      }, { ability: abilityId });
      const t = targetingStep(ctx, minion, player, target, plan.target, "titan");
      runStep(ctx, "ability", () => {
        const env = { self: minion, holder: minion, controller: player, target: t };
        const req = cardOf(ctx, abilityId).def?.requires;
        if (req && !checkCondition(ctx, req, env)) {
          ctx.trace.add({ kind: "skip", source: refOf(minion), reason: "its condition no longer holds: the ability does nothing", children: [] });
          return;
        }
        runEffects(ctx, plan.effects, env);
        // `titanRepeat` (V-07-TR-0N Prime): the ability again for each entity it names, that entity as its `self` (rules-notes 815).
        const again = titanAbilities(minion).length > 0 ? minion.def.def?.titanRepeat : undefined;
        if (again) for (let i = 0, list = select(ctx, again, env, "beneficial"); i < list.length; i++) { const e = list[i]!; runEffects(ctx, plan.effects, { ...env, self: e, holder: e }); }
      });
    });
    runPhase(ctx, "after-ability", () =>
      runStep(ctx, "after-ability", () => resolveEvent(ctx, { type: "titan-ability", source: minion, player, detail: { ability: abilityId, index: a.ability } }, ctx.seqPrecheck)));
  });
}
