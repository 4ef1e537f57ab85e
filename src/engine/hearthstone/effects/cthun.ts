/**
 * `buffCthun`: 克苏恩 "Give your C'Thun +N/+N (wherever it is)" (rules-notes 1120; rules/cthun.ts). The amounts are read
 * as the effect resolves; the player's C'Thun buffs (player tags) go up, which their C'Thun cards in hand or deck show at
 * the next aura update; each C'Thun they control in play gets the same as an enchantment (a `buff` event each).
 */
import type { Effect } from "../cards/format/index.js";
import type { Ctx } from "../context.js";
import { playerOf } from "../game.js";
import { amountOf } from "../rules/amounts.js";
import { CTHUN_ATTACK_BUFF, CTHUN_HEALTH_BUFF, CTHUN_TAUNT_BUFF, isCthun } from "../rules/cthun.js";
import { enchant } from "../rules/enchant.js";
import { noteEvent } from "../rules/events.js";
import type { Env } from "../rules/selectors.js";

export function buffCthunEffect(ctx: Ctx, e: Extract<Effect, { type: "buffCthun" }>, env: Env): void {
  const attack = Math.max(0, amountOf(ctx, e.attack ?? 0, env));
  const health = Math.max(0, amountOf(ctx, e.health ?? 0, env));
  const p = playerOf(ctx.game, env.controller);
  if (attack) p.tags[CTHUN_ATTACK_BUFF] = (p.tags[CTHUN_ATTACK_BUFF] ?? 0) + attack;
  if (health) p.tags[CTHUN_HEALTH_BUFF] = (p.tags[CTHUN_HEALTH_BUFF] ?? 0) + health;
  if (e.taunt) p.tags[CTHUN_TAUNT_BUFF] = 1;
  // The trace's step: the player's buffs after this one (what a C'Thun in hand or deck now has).
  ctx.trace.add({ kind: "step", name: "cthun-buff", player: env.controller, attack: p.tags[CTHUN_ATTACK_BUFF] ?? 0, health: p.tags[CTHUN_HEALTH_BUFF] ?? 0, taunt: !!p.tags[CTHUN_TAUNT_BUFF], children: [] });
  for (let k = 0, list = p.board.filter(isCthun); k < list.length; k++) {
    const t = list[k]!;
    const en = enchant(ctx, t, env.controller, e.enchantment, { attack, health, grants: e.taunt ? ["TAUNT"] : undefined });
    const detail: Record<string, unknown> = { enchantment: en.card, attack: en.atk, health: en.hp };
    if (en.grants) detail.grants = en.grants;
    noteEvent(ctx, { type: "buff", source: env.self, target: t, detail });
  }
}
