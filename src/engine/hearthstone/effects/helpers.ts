/**
 * @module hearthstone/effects/helpers
 * Small pieces shared by effect handlers: card lookup, sides, where summons go, attaching stat enchantments.
 */
import type { CompiledCard } from "../cards/compile.js";
import type { Ctx } from "../context.js";
import { opponentOf, playerOf } from "../game.js";
import type { PlayerId } from "../types.js";
import type { Env } from "../rules/selectors.js";
export { cardOf, enchant, type StatChange } from "../rules/enchant.js";
import { summonMinion } from "../rules/summon.js";

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

