/** `equipWeapon`, `redirectAttack`, `counter`, `forceAttack`: effects about weapons, card plays and attacks. */
import type { Effect } from "../cards/format/index.js";
import { pickRandom, pickRandomId, refOf, type Ctx } from "../context.js";
import { opponentOf } from "../game.js";
import { poolOf } from "../rules/pools.js";
import { noteEvent } from "../rules/events.js";
import { select, type Env } from "../rules/selectors.js";
import { destroyEquippedWeapon, equipWeapon, setEquipped } from "../rules/weapons.js";
import { auraUpdate } from "../rules/auras.js";
import { moveTo } from "../game.js";
import { release } from "./absorb.js";
import { combat } from "../rules/combat.js";
import { cardOf } from "./helpers.js";

export function equipWeaponEffect(ctx: Ctx, e: Extract<Effect, { type: "equipWeapon" }>, env: Env): void {
  if (e.kept) { equipKept(ctx, env); return; }
  const player = e.player === "enemy" ? opponentOf(env.controller) : env.controller;
  let id = e.card;
  // "Equip a random weapon" (Stadium Announcer): a random weapon of the pool, a recorded random decision (3.5).
  if (id === undefined && e.pool !== undefined) {
    const { ids, leftOut } = poolOf(ctx, e.pool, env);
    if (ids.length === 0) return;
    id = pickRandomId(ctx, ids, "random weapon to equip", env.holder, Array.isArray(e.pool) ? undefined : leftOut);
  }
  if (id === undefined) return;
  equipWeapon(ctx, cardOf(ctx, id), player);
}

/**
 * "Give it back" (Shadestone Skulker): each weapon this entity keeps set aside (`absorb`) is equipped again by its owner —
 * the same card with its states, as a kept card goes back to a hand — the old weapon destroyed (2.4; rules-notes 1647).
 */
function equipKept(ctx: Ctx, env: Env): void {
  for (let i = 0, list = select(ctx, { all: "kept" }, env, "beneficial"); i < list.length; i++) {
    const w = list[i]!;
    if (w.type !== "WEAPON" || w.zone !== "SETASIDE" || w.tags.KEPT_BY !== env.self.id) continue;
    release(w);
    destroyEquippedWeapon(ctx, w.controller);
    moveTo(ctx.game, w, "PLAY");
    auraUpdate(ctx);
    setEquipped(ctx, w);
  }
}

/** Change the defender of the attack in progress (Misdirection). Random picks skip mortally wounded and immune characters (3.5). */
export function redirectAttackEffect(ctx: Ctx, e: Extract<Effect, { type: "redirectAttack" }>, env: Env): void {
  const combat = ctx.combat;
  if (!combat) return;
  const to = select(ctx, e.to, env, "redirect", "new defender")[0];
  if (!to) return;
  ctx.trace.add({ kind: "step", name: "defender-change", from: refOf(combat.defender), to: refOf(to), children: [] });
  combat.defender = to;
}

/**
 * "… instead of attacking" (Ogre-Gang Rider): the attack in progress is replaced — the combat ends after the pre-attack step
 * this resolves in (rules/combat.ts), the attack still counting (2.6 f). Outside an attack, nothing.
 */
export function cancelAttackEffect(ctx: Ctx): void {
  const combat = ctx.combat;
  if (!combat || combat.cancelled) return;
  combat.cancelled = true;
  ctx.trace.add({ kind: "step", name: "attack-replaced", attacker: refOf(combat.attacker), children: [] });
}

/** 反制 (5.1): the card being played is countered (CANT_PLAY); the rest of its sequence does not happen. */
export function counterEffect(ctx: Ctx, e: Extract<Effect, { type: "counter" }>, env: Env): void {
  for (let i = 0, list = select(ctx, e.to, env, "beneficial"); i < list.length; i++) {
    const t = list[i]!;
    t.tags.CANT_PLAY = 1;
    // Ice Trap: the counter step returns it to its owner's hand instead of the graveyard (actions/common.ts counterStep).
    if (e.returnToHand) (ctx.counteredToHand ??= new Map()).set(t.id, { ...(e.enchantment ? { enchantment: e.enchantment } : {}), controller: env.controller });
    noteEvent(ctx, { type: "countered", source: env.self, target: t });
  }
}

/**
 * A forced attack (2.6, the degenerate combat sequence): the combat steps without inter-phase steps.
 * It needs both characters in play and on opposite sides (with `anySide`, any two different characters).
 */
export function forceAttackEffect(ctx: Ctx, e: Extract<Effect, { type: "forceAttack" }>, env: Env): void {
  // Several attackers (`{ all: "summoned" }`: TREEEES!!!'s four Treants, Ankylodon's two Beasts) attack one after another,
  // in the order selected, each defender chosen as its own attack begins (a random one picked then; no death phase between:
  // one effect), each attack needing both still in play.
  // `each`: one attacker attacks every defender named, selected once as the effect starts (Verdant Dreamsaber's two random
  // enemy minions), one after another with no death phase between; an attack whose attacker or defender has left play
  // is skipped, and one whose attacker or defender is mortally wounded by then is cancelled (2.6 d, in combat).
  // The text's next effect reads what the attacks dealt beyond their minion defenders' remaining Health as `{ dealt:
  // "excess" }` (Briarspawn Drake's "excess damage hits the enemy hero"), summed over the attacks.
  let excess = 0;
  for (let i = 0, attackersList = select(ctx, e.attacker, env, "harmful", "forced attacker"); i < attackersList.length; i++) {
    const attacker = attackersList[i]!;
    let defenders = select(ctx, e.defender, { ...env, self: attacker }, "redirect", "forced defender");
    // "Attack ALL other minions" (Ursoc, Deathwing, Mad Aspect): every minion there as it starts, in a random order
    // (`randomOrder`, one recorded pick after another), friendly ones too (`anySide`); rules-notes 325.
    if (e.each && e.randomOrder && defenders.length > 1) defenders = pickRandom(ctx, defenders, defenders.length, "attack order", env.holder);
    for (let j = 0, defendersList = e.each ? defenders : defenders.slice(0, 1); j < defendersList.length; j++) {
      const defender = defendersList[j]!;
      if ((!e.anySide && defender.controller === attacker.controller) || defender === attacker || attacker.zone !== "PLAY" || defender.zone !== "PLAY") continue;
      ctx.trace.within({ kind: "step", name: "forced-attack", children: [] }, () => { excess += combat(ctx, attacker, defender, e.counts ?? true); });
    }
  }
  env.excess = excess;
}
