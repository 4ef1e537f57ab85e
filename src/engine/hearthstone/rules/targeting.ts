/**
 * @module hearthstone/rules/targeting
 * Who can be chosen as a target (spells, hero powers, battlecries) and who can attack whom
 * (rulebook 2.6 攻击次数, 5.1 Taunt, Stealth, Immune, Rush, Charge, Freeze).
 */
import type { TargetSpec } from "../cards/format/index.js";
import type { Ctx } from "../context.js";
import { charactersInPlay, locationsInPlay, opponentOf, playerOf } from "../game.js";
import { characterAttack, has, isDormant } from "../stats.js";
import type { Entity, PlayerId, TargetingKind } from "../types.js";
import { titanLocked } from "./titan.js";
import { hasRule } from "./auras.js";
export type { TargetingKind };
import { checkCondition, matchesFilter } from "./selectors.js";



/** Characters a player may choose for `spec`: enemies with Stealth or Immune, and Elusive ones for spells and hero powers, cannot be chosen. */
export function validTargets(ctx: Ctx, spec: TargetSpec, controller: PlayerId, source: Entity, kind: TargetingKind): Entity[] {
  // A Location (地标) is no character: only a target requirement that names Locations reaches it.
  // "Choose a card in your hand" (Cataclysm): the cards of a hand (yours unless `side: enemy`), the card played itself left out.
  if (spec.type === "card") {
    const hand = playerOf(ctx.game, spec.side === "enemy" ? opponentOf(controller) : controller).hand;
    return hand.filter((t) => t !== source && (!spec.where || matchesFilter(ctx, t, spec.where, { self: source, holder: source, controller })));
  }
  const pool = spec.type === "location" ? locationsInPlay(ctx.game) : charactersInPlay(ctx.game);
  // `unlessCombo` (REQ_DAMAGED_TARGET_UNLESS_COMBO, Coerce): with Combo (5.1) the `where` no longer binds.
  const where = spec.where && spec.unlessCombo && checkCondition(ctx, { combo: true }, { self: source, holder: source, controller }) ? undefined : spec.where;
  // "A minion in your hand or battlefield" (Gruesome Nightmare): the minion cards of your hand too, the card played left out.
  const inHand = spec.type === "minion" && spec.orHand
    ? playerOf(ctx.game, controller).hand.filter((t) => t !== source && t.type === "MINION"
      && (!spec.where || matchesFilter(ctx, t, spec.where, { self: source, holder: source, controller })))
    : [];
  return [...pool.filter((t) => {
    if (t === source || isDormant(t)) return false;
    if (spec.type === "minion" && t.type !== "MINION") return false;
    if (spec.type === "hero" && t.type !== "HERO") return false;
    const side = spec.side ?? "any";
    if (side === "friendly" && t.controller !== controller) return false;
    if (side === "enemy" && t.controller === controller) return false;
    if (t.controller !== controller && (has(t, "STEALTH") || has(t, "IMMUNE"))) return false;
    if (kind === "spell" && has(t, "CANT_BE_TARGETED_BY_SPELLS")) return false;
    // "Your spells can't target heroes this turn" (Silvermoon Arcanist's player state, rules-notes 1744).
    if (kind === "spell" && t.type === "HERO" && hasRule(ctx.game, "spells-cant-target-heroes", controller)) return false;
    if (kind === "heroPower" && has(t, "CANT_BE_TARGETED_BY_HERO_POWERS")) return false;
    if (where && !matchesFilter(ctx, t, where, { self: source, holder: source, controller })) return false;
    return true;
  }), ...inHand];
}

/** Why `attacker` cannot attack at all this turn, or null if it can attack something. */
export function attackerProblem(ctx: Ctx, attacker: Entity, player: PlayerId): string | null {
  if (attacker.controller !== player) return "it is not yours";
  if (attacker.zone !== "PLAY" || (attacker.type !== "MINION" && attacker.type !== "HERO")) return "only characters in play can attack";
  if (ctx.game.currentPlayer !== player) return "it is not your turn";
  if (isDormant(attacker)) return "it is Dormant";
  if (has(attacker, "FROZEN")) return "it is frozen";
  if (has(attacker, "CANT_ATTACK")) return "it can't attack";
  // 泰坦 (Titan): it uses its abilities instead of attacking until all three are used (rules-notes 811).
  if (titanLocked(attacker)) return "it is a Titan with an ability left to use (it attacks once all three are used)";
  if (characterAttack(ctx.game, attacker) <= 0) return "it has no attack";
  const attacks = attacker.tags.NUM_ATTACKS_THIS_TURN ?? 0;
  const max = attacksAllowed(ctx, attacker);
  if (attacks >= max) return max > 1 ? `it has already attacked ${attacks} times this turn` : "it has already attacked this turn";
  if (attacker.type === "MINION" && attacker.tags.EXHAUSTED && !has(attacker, "CHARGE") && !has(attacker, "RUSH")) return "it is exhausted (summoning sickness)";
  return null;
}

export function attacksAllowed(ctx: Ctx, e: Entity): number {
  // UNLIMITED_ATTACKS (ours; own or granted): no number of attacks a turn stops it (Fool's Bane's aura on its hero).
  if (has(e, "UNLIMITED_ATTACKS")) return Infinity;
  let n = has(e, "MEGA_WINDFURY") ? 4 : has(e, "WINDFURY") ? 2 : 1;
  if (e.type === "HERO") {
    const w = playerOf(ctx.game, e.controller).weapon;
    if (w && has(w, "WINDFURY")) n = Math.max(n, 2);
  }
  return n + (e.tags.EXTRA_ATTACKS_THIS_TURN ?? 0);
}

/** Whether a character can still attack (for the thaw rule, 5.1): not summoning sick and attacks left. */
export function hasAttacksLeft(ctx: Ctx, e: Entity): boolean {
  // A Titan with an ability left acts the turn it arrives (rules-notes 811).
  if (e.type === "MINION" && e.tags.EXHAUSTED && !has(e, "CHARGE") && !has(e, "RUSH") && !titanLocked(e)) return false;
  return (e.tags.NUM_ATTACKS_THIS_TURN ?? 0) < attacksAllowed(ctx, e);
}

/** Why `attacker` cannot attack `defender`, or null. */
export function defenderProblem(ctx: Ctx, attacker: Entity, defender: Entity): string | null {
  if (defender.zone !== "PLAY" || (defender.type !== "MINION" && defender.type !== "HERO")) return "the defender must be a character in play";
  if (defender.controller === attacker.controller) return "you can't attack your own characters";
  if (isDormant(defender)) return "the defender is Dormant";
  // "Can't attack heroes" (the game's tag CANNOT_ATTACK_HEROES, its own or granted: Air Support).
  if (defender.type === "HERO" && has(attacker, "CANNOT_ATTACK_HEROES")) return "it can't attack heroes";
  if (has(defender, "STEALTH")) return "the defender has Stealth";
  if (has(defender, "IMMUNE")) return "the defender is Immune";
  if (attacker.type === "MINION" && attacker.tags.EXHAUSTED && !has(attacker, "CHARGE") && defender.type === "HERO") {
    return "a minion with Rush can't attack heroes the turn it arrives";
  }
  // IGNORE_TAUNT (a state an aura gives, 1.3: Kayn Sunfury's "All friendly attacks ignore Taunt"): Taunt does not bind it.
  if (has(attacker, "IGNORE_TAUNT")) return null;
  const taunts = playerOf(ctx.game, opponentOf(attacker.controller)).board.filter((m) => m.type === "MINION" && has(m, "TAUNT") && !has(m, "STEALTH") && !has(m, "IMMUNE") && !isDormant(m));
  if (taunts.length > 0 && !taunts.includes(defender)) return "a minion with Taunt is in the way";
  return null;
}
