/**
 * @module hearthstone/actions/combat
 * The attack action (rulebook 2.6): checks that the attack is legal, then one sequence with a combat phase
 * (rules/combat.ts).
 */
import type { Ctx } from "../context.js";
import { illegal } from "../../errors.js";
import type { Action } from "../schema.js";
import { combat } from "../rules/combat.js";
import { runPhase, runSequence } from "../rules/sequence.js";
import { attackerProblem, defenderProblem } from "../rules/targeting.js";
import { actingPlayer, find, path } from "./common.js";

export function attack(ctx: Ctx, a: Extract<Action, { type: "attack" }>): void {
  const player = actingPlayer(ctx, a.player, true);
  const attacker = find(ctx, a.attacker, "attacker");
  const defender = find(ctx, a.defender, "defender");
  const why = attackerProblem(ctx, attacker, player);
  if (why) throw illegal(path(ctx, "attacker"), `${attacker.def.name.enUS} cannot attack: ${why}`);
  const no = defenderProblem(ctx, attacker, defender);
  if (no) throw illegal(path(ctx, "defender"), `${attacker.def.name.enUS} cannot attack ${defender.def.name.enUS}: ${no}`);
  runSequence(ctx, { action: { ...a } }, () => runPhase(ctx, "combat", () => combat(ctx, attacker, defender)));
}
