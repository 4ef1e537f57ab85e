/**
 * @module hearthstone/effects/helpers
 * Small pieces shared by effect handlers: card lookup, sides, where summons go, attaching stat enchantments.
 */
import type { CompiledCard } from "../cards/compile.js";
import type { Ctx } from "../context.js";
import { EngineError } from "../../errors.js";
import { attachEnchantment, opponentOf, playerOf } from "../game.js";
import type { Enchantment, Entity, PlayerId } from "../types.js";
import type { Env } from "../rules/selectors.js";
import { summonMinion } from "../rules/summon.js";

export function cardOf(ctx: Ctx, id: string): CompiledCard {
  const c = ctx.cards.get(id);
  if (!c) throw new EngineError("unknown_card", `card ${id} named by a card definition does not exist`, [{ path: "cards", message: `unknown card ${id}` }]);
  return c;
}

export const sideOf = (env: Env, side?: "friendly" | "enemy"): PlayerId => (side === "enemy" ? opponentOf(env.controller) : env.controller);

/** Where a summon goes: where a dead minion stood, right of the source minion, or the right end. */
export function summonPosition(ctx: Ctx, env: Env, player: PlayerId): number | undefined {
  if (player !== env.controller) return undefined;
  if (env.position !== undefined && env.position >= 0) return env.position;
  const i = playerOf(ctx.game, player).board.indexOf(env.self);
  return i >= 0 ? i + 1 : undefined;
}

/** Summon `count` minions of `card` side by side, starting at `pos` (the last one becomes `summoned`). */
export function summonSideBySide(ctx: Ctx, card: CompiledCard, player: PlayerId, pos: number | undefined, count: number, env: Env): void {
  for (let i = 0; i < count; i++) {
    const m = summonMinion(ctx, card, player, pos, env.self);
    if (m) env.summoned = m;
    if (m && pos !== undefined) pos = playerOf(ctx.game, player).board.indexOf(m) + 1;
  }
}

export interface StatChange {
  attack?: number;
  health?: number;
  cost?: number;
  grants?: string[];
  oneTurn?: boolean;
  setAttack?: number;
  setHealth?: number;
  setCost?: number;
  minCost?: number;
}

/**
 * Attach an enchantment to `host`: stats from `change` when given, else from the enchantment card's `buff`.
 * Its controller is the player whose effect attached it (4.8). Setting health clears damage (4.1).
 */
export function enchant(ctx: Ctx, host: Entity, controller: PlayerId, enchantmentId: string | undefined, change: StatChange): Enchantment {
  const card = enchantmentId ? cardOf(ctx, enchantmentId) : null;
  const b = card?.def?.buff;
  const given = change.attack !== undefined || change.health !== undefined || change.cost !== undefined || change.grants !== undefined
    || change.setAttack !== undefined || change.setHealth !== undefined || change.setCost !== undefined || change.minCost !== undefined;
  const src: StatChange = given ? change : {
    attack: b?.attack, health: b?.health, cost: b?.cost, grants: b?.grants, setAttack: b?.setAttack, setHealth: b?.setHealth, setCost: b?.setCost, minCost: b?.minCost,
  };
  const grants = src.grants;
  const en = attachEnchantment(ctx.game, host, {
    card: card?.id ?? null, def: card, controller,
    atk: src.attack ?? 0, hp: src.health ?? 0, cost: src.cost ?? 0,
    ...(src.setAttack !== undefined ? { setAtk: src.setAttack } : {}),
    ...(src.setHealth !== undefined ? { setHp: src.setHealth } : {}),
    ...(src.setCost !== undefined ? { setCost: src.setCost } : {}),
    ...(src.minCost !== undefined ? { minCost: src.minCost } : {}),
    ...(grants ? { grants: [...grants] } : {}),
    ...((change.oneTurn ?? b?.oneTurn) ? { oneTurn: true } : {}),
  });
  if (src.setHealth !== undefined && host.tags.DAMAGE) host.tags.DAMAGE = 0;
  return en;
}
