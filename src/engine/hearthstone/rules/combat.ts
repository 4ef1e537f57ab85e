/**
 * @module hearthstone/rules/combat
 * Combat (rulebook 2.6): pre-attack steps repeated while the defender changes, the on-attack step, the
 * cancellation check, the damage step (both hits dealt, then the attacker's event, then the defender's),
 * the attack count, and the after-attack step with the weapon's durability loss and the damage to the defender's
 * neighbours of an attacker that "also damages the minions next to whomever this attacks". The attack action
 * (actions/combat.ts) and forced attacks (effects/combat.ts) both run it.
 */
import { countFor, NUM_ATTACKS_THIS_GAME, NUM_HERO_ATTACKS_THIS_GAME } from "./played.js";
import type { Ctx } from "../context.js";
import { detachEnchantment, opponentOf, playerOf } from "../game.js";
import { characterAttack, has, healthOf, isDormant, isMortallyWounded } from "../stats.js";
import type { Enchantment, Entity } from "../types.js";
import { damage, dealDamage, removeTag, resolveHits } from "./damage.js";
import { noteEvent, resolveEvent, type QueueItem } from "./events.js";
import { runStep } from "./sequence.js";
import { endBorrowedControl } from "./control.js";
import { adjacentMinions } from "./selectors.js";

/** Whether the attack is cancelled (2.6 d): attacker, defender or either hero gone or mortally wounded. */
function cancelled(ctx: Ctx, attacker: Entity, defender: Entity): string | null {
  // The four in turn without a list of pairs (code not yet optimized allocates the list and an iterator step each).
  return gone(attacker, "attacker") ?? gone(defender, "defender") ?? gone(ctx.game.players[0].hero, "hero") ?? gone(ctx.game.players[1].hero, "hero");
}

function gone(e: Entity, who: string): string | null {
  if (e.zone !== "PLAY") return `the ${who} left play`;
  if (isMortallyWounded(e)) return `the ${who} is mortally wounded`;
  if (isDormant(e)) return `the ${who} is Dormant`;
  return null;
}

/**
 * The combat phase's steps; also what a forced attack runs (without the inter-phase steps).
 * `counts`: whether the attack uses up one of the attacker's attacks (some forced attacks do not, 2.6).
 */
export function combat(ctx: Ctx, attacker: Entity, firstDefender: Entity, counts = true): number {
  const outer = ctx.combat;
  // What the attacker's hit dealt beyond a minion defender's remaining Health (Briarspawn Drake's "excess damage"), read
  // just before the hit; 0 when the hit was prevented, the attack cancelled, or the final defender is not a minion.
  let excess = 0;
  ctx.combat = { attacker, defender: firstDefender };
  try {
    // a-b) pre-attack steps: again while the defender changes; each trigger at most once per combat.
    const fired = new Set<string>();
    let defender = firstDefender;
    for (;;) {
      runStep(ctx, "pre-attack", () => resolveEvent(ctx, { type: "pre-attack", source: attacker, target: defender }, ctx.seqPrecheck, undefined, fired));
      // Later triggers in the same step still saw the old defender; a changed defender gets a new step. A replaced attack
      // ("instead of attacking", `cancelAttack`) ends here.
      if (ctx.combat.defender === defender || ctx.combat.cancelled) break;
      defender = ctx.combat.defender;
    }
    // c) on-attack step — none for an attack an effect replaced in its pre-attack step (rules-notes 1645).
    const replaced = ctx.combat.cancelled === true;
    if (!replaced) runStep(ctx, "on-attack", () => resolveEvent(ctx, { type: "attack", source: attacker, target: defender }, ctx.seqPrecheck));
    // d) cancellation.
    const why = replaced ? "replaced by an effect" : cancelled(ctx, attacker, defender);
    if (why) ctx.trace.add({ kind: "skip", reason: `attack cancelled: ${why}`, children: [] });
    else {
      // e) damage step: stealth lost, both hits dealt, then the attacker's event, then the defender's.
      runStep(ctx, "damage", () => {
        removeTag(attacker, "STEALTH");
        const room = Math.max(0, healthOf(defender));
        const toDefender = dealDamage(ctx, attacker, defender, characterAttack(ctx.game, attacker));
        if (toDefender && defender.type === "MINION") excess = Math.max(0, toDefender.amount - room);
        const toAttacker = dealDamage(ctx, defender, attacker, characterAttack(ctx.game, defender));
        if (toDefender) resolveHits(ctx, [toDefender]);
        if (toAttacker) resolveHits(ctx, [toAttacker]);
      });
    }
    // f) the attack counts even when cancelled.
    if (counts) attacker.tags.NUM_ATTACKS_THIS_TURN = (attacker.tags.NUM_ATTACKS_THIS_TURN ?? 0) + 1;
    // Every attack made, forced ones too, for its controller's count of the game ("each time a friendly character attacked").
    countFor(ctx, attacker.controller, NUM_ATTACKS_THIS_GAME);
    // The hero's own ("Improved by your hero attacks this game": Shockspitter).
    if (attacker.type === "HERO") countFor(ctx, attacker.controller, NUM_HERO_ATTACKS_THIS_GAME);
    // g) after-attack step, with the hero's weapon losing durability in the same queue.
    if (!why) runStep(ctx, "after-attack", () => resolveEvent(ctx, { type: "after-attack", source: attacker, target: defender }, ctx.seqPrecheck, [...weaponWear(ctx, attacker), ...hitsNeighbours(ctx, attacker, defender)]));
    // h) the Immune that lasts while attacking (Gladiator's Longbow) is removed, cancelled attack or not.
    endWhileAttacking(ctx, attacker);
  } finally {
    ctx.combat = outer;
  }
  return excess;
}

/**
 * 2.6 h: detach the enchantments that last for the attack (`buff.whileAttacking`): the attacker's, and those of an attacking
 * hero's weapon (Gorehowl's Bloodrage, the Immune that spares its Durability).
 */
function endWhileAttacking(ctx: Ctx, attacker: Entity): void {
  const weapon = attacker.type === "HERO" ? playerOf(ctx.game, attacker.controller).weapon : null;
  for (let i = 0, hosts = weapon ? [attacker, weapon] : [attacker]; i < hosts.length; i++) {
    const host = hosts[i]!;
    for (let j = 0, list = host.enchantments.slice(); j < list.length; j++) {
      const en = list[j]!;
      if (!en.whileAttacking && !en.def?.def?.buff?.whileAttacking) continue;
      detachEnchantment(host, en);
      noteEvent(ctx, { type: "expire", target: host, detail: { enchantment: en.card } });
      endBorrowedControl(ctx, host, [en]);
    }
  }
}

/**
 * What gives the attacker "Also damages the minions next to whomever this attacks" (the card field `attackHitsAdjacent`): its
 * own card while not silenced, an enchantment it carries (Sweeping Strikes), or — for a hero — its weapon's card
 * ("whomever your hero attacks"), weapon not silenced. Null when nothing does.
 */
function adjacentHitter(ctx: Ctx, attacker: Entity): Entity | Enchantment | null {
  if (attacker.zone !== "PLAY") return null;
  if (attacker.def.def?.attackHitsAdjacent && !attacker.tags.SILENCED) return attacker;
  const en = attacker.enchantments.find((x) => !x.removed && x.def?.def?.attackHitsAdjacent);
  if (en) return en;
  const weapon = attacker.type === "HERO" ? playerOf(ctx.game, attacker.controller).weapon : null;
  return weapon && weapon.def.def?.attackHitsAdjacent && !weapon.tags.SILENCED ? weapon : null;
}

/**
 * "Also damages the minions next to whomever this attacks" (`attackHitsAdjacent`: Foe Reaper 4000, Magnataur Alpha,
 * Enslaved Fel Lord, Gnomelia). Not in the rulebook; in the game (rules-notes) the neighbours are hit after the combat
 * damage step and every trigger of its damage events (an Imp that Imp Gang Boss summons is hit in place of the old
 * neighbour), with the timing of an after-attack trigger (2.6 g): so it queues in the after-attack step, by the order
 * of play of what gives it, when the defender — the final one, after any redirect — is a minion in play with a
 * neighbour. As it resolves it reads the neighbours and the attacker's Attack anew and deals that damage to them as one
 * mass damage (1.5: all dealt, then the events in order of play); the attacker is the source, so its Poisonous,
 * Lifesteal and Freeze count (a hero's: its weapon's). A mortally wounded attacker still hits (most triggers fire while
 * 濒死, 3.4); one that left play, or lost the ability (silenced, transformed, its weapon gone), does not.
 */
function hitsNeighbours(ctx: Ctx, attacker: Entity, defender: Entity): QueueItem[] {
  const holder = adjacentHitter(ctx, attacker);
  if (!holder || neighbourHits(ctx, attacker, defender).length === 0) return [];
  return [{
    holder, self: attacker, controller: attacker.controller, card: holder.card ?? attacker.card, on: "after-attack", zone: "play", priority: "normal",
    order: holder.order, keyword: "ATTACK_HITS_ADJACENT",
    valid: (c) => adjacentHitter(c, attacker) !== null && neighbourHits(c, attacker, defender).length > 0,
    run: (c) => { damage(c, attacker, neighbourHits(c, attacker, defender), characterAttack(c.game, attacker)); },
  }];
}

/**
 * Whom "also damages" hits now: the defender's neighbours; with `attackHitsAdjacent: "or-enemy-hero"` (Mutalisk's "(and the
 * enemy hero if a neighbor is missing)", rules-notes 1427) also the attacker's enemy hero, once, when the defender is a minion
 * in play with a side that has no neighbour — one mass damage with the neighbours (1.5).
 */
function neighbourHits(ctx: Ctx, attacker: Entity, defender: Entity): Entity[] {
  const list = adjacentMinions(ctx, defender);
  const holder = adjacentHitter(ctx, attacker);
  const def = holder ? ("def" in holder ? holder.def?.def : undefined) : undefined;
  if (def?.attackHitsAdjacent !== "or-enemy-hero" || defender.type !== "MINION" || defender.zone !== "PLAY" || list.length >= 2) return list;
  const hero = playerOf(ctx.game, opponentOf(attacker.controller)).hero;
  return hero && hero.zone === "PLAY" ? [...list, hero] : list;
}

function weaponWear(ctx: Ctx, attacker: Entity): QueueItem[] {
  if (attacker.type !== "HERO" || attacker.zone !== "PLAY") return [];
  const w = playerOf(ctx.game, attacker.controller).weapon;
  if (!w) return [];
  return [{
    holder: w, self: w, controller: w.controller, card: w.card, on: "after-attack", zone: "play", priority: "normal", order: w.order, keyword: "DURABILITY",
    run: (c) => {
      if (has(w, "IMMUNE")) return;
      w.tags.DAMAGE = (w.tags.DAMAGE ?? 0) + 1;
      noteEvent(c, { type: "durability", target: w, amount: -1 });
    },
  }];
}
