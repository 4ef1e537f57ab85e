/**
 * @module myth-origin/damage
 * 伤害结算 (22): damage markers, reductions per instance (22.4), 0 damage is no damage (22.3); creatures whose damage
 * reaches their health die (阵亡) to the discard pile; equipment at 0 耐久 goes too; the loss conditions (1).
 */
import { healthOf, maxHealth } from "./cards.js";
import { emit } from "./triggers.js";
import { entityRef } from "./refs.js";
import { say, zh, en } from "./log.js";
import { moveCard } from "./zones.js";
import type { Card, Ctx, PlayerId } from "./types.js";

export function dealDamage(ctx: Ctx, source: Card | null, target: Card, amount: number, combat: boolean, kind?: "attack" | "counter"): void {
  let n = amount;
  for (const s of target.lost?.all ? [] : target.def.statics ?? []) {
    if (combat && s.type === "combatDamageReduction") n -= s.amount;
    if (!combat && s.type === "nonCombatDamageZero") n = 0;
  }
  n = Math.max(0, n);
  const fields = { combat, ...(kind ? { damageKind: kind } : {}), ...(n !== amount ? { before: amount } : {}) };
  if (n === 0) {
    ctx.trace.add({ kind: "event", type: "damage", ...(source ? { source: entityRef(source) } : {}), target: entityRef(target), amount: 0, ...fields, noDamage: true, children: [] });
    say(ctx, `${zh(target)}未受到伤害(伤害为0)。`, `${en(target)} takes no damage (0).`);
    return;
  }
  target.damage += n;
  ctx.trace.add({ kind: "event", type: "damage", ...(source ? { source: entityRef(source) } : {}), target: entityRef(target), amount: n, ...fields, children: [] });
  say(ctx, `${source ? zh(source) : ""}对${zh(target)}造成${n}点${combat ? "战斗" : ""}伤害。`, `${source ? en(source) + " deals" : ""} ${n} ${combat ? "combat " : ""}damage to ${en(target)}.`.trim());
  if (source) emit(ctx, "dealDamage", source, source.controller, { amount: n });
}

export function heal(ctx: Ctx, target: Card, amount: number): void {
  const n = Math.min(amount, target.damage); // never above the printed 生命 (19)
  target.damage -= n;
  ctx.trace.add({ kind: "event", type: "heal", target: entityRef(target), amount: n, children: [] });
  say(ctx, `${zh(target)}回复${n}点生命。`, `${en(target)} restores ${n} health.`);
}

/** To the owner's discard pile (or out of the game for a token), with its 【阵亡】 unless it had no printed abilities then. */
export function destroy(ctx: Ctx, c: Card, why: string): void {
  const lostAll = !!c.lost?.all;
  const owner = c.owner;
  ctx.trace.add({ kind: "event", type: "destroy", target: entityRef(c), reason: why, children: [] });
  say(ctx, `${zh(c)}被置于弃牌堆。`, `${en(c)} goes to the discard pile.`);
  moveCard(ctx, c, "graveyard");
  if (c.zone === "graveyard") emit(ctx, "death", c, owner, {}, lostAll);
}

/** Creatures with damage at least their 生命, equipment at 0 耐久 (state checked after each resolution). */
export function checkDeaths(ctx: Ctx): void {
  const dead: Card[] = [];
  for (const p of ctx.game.players) {
    for (const c of p.zones.field) if (c.damage >= maxHealth(c)) dead.push(c);
    for (const c of p.zones.equipment) if (c.durability <= 0) dead.push(c);
  }
  // the active player's first (13.2)
  dead.sort((a, b) => (a.controller === ctx.game.active ? 0 : 1) - (b.controller === ctx.game.active ? 0 : 1));
  for (const c of dead) destroy(ctx, c, c.def.type === "equipment" ? "no durability left" : "damage at least its health (22)");
}

/** 1.1, 1.2: a general at 0 生命 or less; a player who had to draw from an empty deck. Both at once: both lose. */
export function checkLoss(ctx: Ctx): boolean {
  const g = ctx.game;
  if (g.over) return true;
  const losers: PlayerId[] = [];
  for (const p of g.players) {
    const general = p.zones.general[0];
    if ((general && healthOf(general) <= 0) || p.drewFromEmpty) losers.push(p.id);
  }
  if (!losers.length) return false;
  const winner = losers.length === 1 ? (losers[0] === 1 ? 2 : 1) : null;
  g.over = { winner, losers };
  g.timing = null;
  g.combat = null;
  g.pending = [];
  ctx.trace.add({ kind: "gameOver", winner, draw: false, losers, children: [] });
  say(ctx, losers.length === 2 ? "双方玩家同时落败。" : `玩家${losers[0]}落败,玩家${winner}获胜。`, losers.length === 2 ? "Both players lose at once." : `Player ${losers[0]} loses; player ${winner} wins.`);
  return true;
}
