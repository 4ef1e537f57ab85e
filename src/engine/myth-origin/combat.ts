/**
 * @module myth-origin/combat
 * 发起战斗 (21) in three steps: 宣言战斗 (declare: attacker, defender and, for a general, the equipment swung;
 * a timing opens), 执行战斗 (the attacker, and the equipment, are tapped), 战斗伤害结算 (attack and counter damage,
 * the equipment loses 1 耐久). It fails (21.4) if the attacker, or the equipment, is tapped or gone when the declare
 * step's timing closes; a defender that is gone (21.5) takes and deals nothing but the attack still succeeds.
 */
import { illegal } from "../errors.js";
import { attackOf, hasStatic, summoningSick } from "./cards.js";
import { dealDamage } from "./damage.js";
import { entityRef } from "./refs.js";
import { say, zh, en } from "./log.js";
import { need } from "./refs.js";
import { openTiming } from "./timing.js";
import type { Card, Ctx, PlayerId } from "./types.js";

export function declareCombat(ctx: Ctx, player: PlayerId, a: { attacker: string; defender: string; equipment?: string }, path: string): void {
  const g = ctx.game;
  const attacker = need(ctx, a.attacker, `${path}.attacker`);
  const defender = need(ctx, a.defender, `${path}.defender`);
  if (attacker.controller !== player || (attacker.zone !== "field" && attacker.zone !== "general")) {
    throw illegal(`${path}.attacker`, "the attacker must be a general or creature you control");
  }
  if (defender.controller === player || (defender.zone !== "field" && defender.zone !== "general")) {
    throw illegal(`${path}.defender`, "the defender must be a general or creature your opponent controls");
  }
  if (attacker.tapped) throw illegal(`${path}.attacker`, "the attacker is tapped (横置) and cannot start a combat (21)");
  if (summoningSick(g, attacker)) throw illegal(`${path}.attacker`, "summoning sickness (召唤失调): it entered this turn and has no 【先锋】 (6)");
  if (defender.zone === "field" && hasStatic(attacker, "cannotAttackCreatures")) throw illegal(`${path}.defender`, "this creature cannot start a combat against creatures (14.1)");
  let equipment: Card | null = null;
  if (attacker.zone === "general") {
    const worn = g.players[player - 1]!.zones.equipment;
    if (!worn.length) throw illegal(`${path}.attacker`, "a general with no equipment cannot start a combat (22.3)");
    equipment = a.equipment !== undefined ? need(ctx, a.equipment, `${path}.equipment`) : (worn.find((e) => !e.tapped) ?? worn[0]!);
    if (!worn.includes(equipment)) throw illegal(`${path}.equipment`, "the general can only swing an equipment it wears");
    if (equipment.tapped) throw illegal(`${path}.equipment`, "the equipment is tapped (横置): it cannot be swung (21.4)");
  } else if (a.equipment !== undefined) throw illegal(`${path}.equipment`, "only a general swings equipment");
  g.combat = { attacker, defender, equipment, defenderZoneOwner: defender.controller };
  ctx.trace.add({ kind: "step", name: "declare-combat", attacker: entityRef(attacker), defender: entityRef(defender), ...(equipment ? { equipment: entityRef(equipment) } : {}), children: [] });
  say(ctx, `${zh(attacker)}${equipment ? `挥舞${zh(equipment)}` : ""}向${zh(defender)}发起战斗(宣言战斗)。`, `${en(attacker)}${equipment ? ` swinging ${en(equipment)}` : ""} attacks ${en(defender)} (declare).`);
  openTiming(ctx, "declare-combat", g.active);
}

/** 执行战斗 and 战斗伤害结算, once the declare step's timing has closed. */
export function continueCombat(ctx: Ctx): void {
  const g = ctx.game;
  const { attacker, defender, equipment, defenderZoneOwner } = g.combat!;
  g.combat = null;
  const here = attacker.zone === "field" || attacker.zone === "general";
  const fail = !here || attacker.tapped ? "the attacker is tapped or no longer on its controller's field" : equipment && (equipment.zone !== "equipment" || equipment.tapped) ? "the swung equipment is tapped or gone" : null;
  if (fail) {
    ctx.trace.add({ kind: "step", name: "combat-failed", attacker: entityRef(attacker), reason: `${fail} (21.4)`, children: [] });
    say(ctx, `${zh(attacker)}发起战斗失败。`, `${en(attacker)}'s attack fails.`);
    return;
  }
  ctx.trace.within({ kind: "step", name: "execute-combat", children: [] }, () => {
    attacker.tapped = true;
    ctx.trace.add({ kind: "event", type: "tap", target: entityRef(attacker), children: [] });
    if (equipment) {
      equipment.tapped = true;
      ctx.trace.add({ kind: "event", type: "tap", target: entityRef(equipment), children: [] });
    }
    say(ctx, `执行战斗:横置${zh(attacker)}${equipment ? `与${zh(equipment)}` : ""}。`, `Execute: ${en(attacker)}${equipment ? ` and ${en(equipment)}` : ""} tap.`);
  });
  ctx.trace.within({ kind: "step", name: "combat-damage", children: [] }, () => {
    const present = (defender.zone === "field" || defender.zone === "general") && defender.controller === defenderZoneOwner;
    if (!present) {
      ctx.trace.add({ kind: "skip", source: entityRef(defender), reason: "the defender is gone: no attack or counter damage, the attack still succeeds (21.5)", children: [] });
      say(ctx, `被攻击者已消失,本次攻击打空。`, `The defender is gone: the attack hits nothing.`);
    } else {
      const dealt = attackOf(g, attacker) + (equipment ? attackOf(g, equipment) : 0);
      const counter = attackOf(g, defender);
      dealDamage(ctx, equipment ?? attacker, defender, dealt, true, "attack");
      dealDamage(ctx, defender, attacker, counter, true, "counter");
    }
    if (equipment) {
      equipment.durability -= 1;
      ctx.trace.add({ kind: "event", type: "durability", target: entityRef(equipment), amount: -1, children: [] });
      say(ctx, `${zh(equipment)}减少1点耐久。`, `${en(equipment)} loses 1 durability.`);
    }
  });
}
