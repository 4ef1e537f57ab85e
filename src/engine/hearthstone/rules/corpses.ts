/**
 * @module hearthstone/rules/corpses
 * Corpses (残骸), the Death Knight's resource (March of the Lich King, after the 2022 rulebook). A player's count is the
 * game's Player tags CORPSES (gained this game) minus CORPSES_SPENT_THIS_GAME; the engine keeps the count itself
 * (`Player.corpses`) and the spent total (`Player.corpsesSpent`), both in the snapshot. Every player gains them, whatever
 * the class: the game shows the counter only to Death Knights (docs/rules-notes.md).
 *
 * - Gaining: each minion that dies gives its controller at its death one Corpse, as the death-creation step moves it to the
 *   graveyard (1.11's third step), so every death of that step counts before any of their death events resolves (1.12) —
 *   a Deathrattle that spends Corpses can spend its own. A minion whose card "doesn't leave a Corpse" (`leavesNoCorpse`,
 *   the Risen minions raised from Corpses) gives none. Cards that "gain N Corpses" add to the count.
 * - Spending: "Spend N Corpses to X" does X only if the player has N, spending them first; "spend up to N" spends what
 *   there is, at most N.
 */
import type { Ctx } from "../context.js";
import { playerOf } from "../game.js";
import type { Entity, PlayerId } from "../types.js";
import { hasRule } from "./auras.js";
import { noteEvent } from "./events.js";

/** The player gains `n` Corpses (a trace event `corpses` with the amount gained). */
export function gainCorpses(ctx: Ctx, player: PlayerId, n: number, source?: Entity | null): void {
  if (n <= 0) return;
  // Falric's "You gain twice as many Corpses as normal" (the rule aura corpses-twice; several do not stack, as Brann's).
  if (hasRule(ctx.game, "corpses-twice", player)) n *= 2;
  const p = playerOf(ctx.game, player);
  p.corpses += n;
  noteEvent(ctx, { type: "corpses", player, amount: n, ...(source ? { source } : {}), detail: { corpses: p.corpses } });
}

/** The player spends `n` Corpses, which they have (a trace event `corpses` with the amount as a negative number). */
export function spendCorpses(ctx: Ctx, player: PlayerId, n: number, source?: Entity | null): void {
  if (n <= 0) return;
  const p = playerOf(ctx.game, player);
  p.corpses -= n;
  p.corpsesSpent += n;
  noteEvent(ctx, { type: "corpses", player, amount: -n, ...(source ? { source } : {}), detail: { corpses: p.corpses, spent: p.corpsesSpent } });
}

/** Whether a minion leaving play by dying leaves a Corpse: the Risen minions do not (their cards say so). */
export function leavesCorpse(e: Entity): boolean {
  return e.type === "MINION" && !e.def.def?.leavesNoCorpse;
}
