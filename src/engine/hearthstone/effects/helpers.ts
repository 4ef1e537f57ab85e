/**
 * @module hearthstone/effects/helpers
 * Small pieces shared by effect handlers: card lookup, sides, where summons go, attaching stat enchantments.
 */
import type { CompiledCard } from "../cards/compile.js";
import type { Ctx } from "../context.js";
import { opponentOf, playerOf } from "../game.js";
import type { Entity, PlayerId } from "../types.js";
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

/**
 * Summon `count` minions of `card`, starting at `pos` (the last one becomes `summoned`). Beside the source minion in
 * play (its battlecry or trigger, not a deathrattle's place) they go right of it, then left, then right … each next
 * to it (the game's Dr. Boom: the right Boom Bot first); elsewhere side by side from `pos` (a spell: the right end).
 */
export function summonSideBySide(ctx: Ctx, card: CompiledCard, player: PlayerId, pos: number | undefined, count: number, env: Env, init?: (e: Entity) => void): void {
  summonEach(ctx, Array.from({ length: count }, () => card), player, pos, env, init);
}

/** The same placement for several different cards, summoned in the order given (High Inquisitor Whitemane). `init` runs on each before its summon event. */
export function summonEach(ctx: Ctx, cards: readonly CompiledCard[], player: PlayerId, pos: number | undefined, env: Env, init?: (e: Entity) => void, append = false): void {
  const board = playerOf(ctx.game, player).board;
  const beside = pos !== undefined && !(env.position !== undefined && env.position >= 0) && board.includes(env.self);
  // `{ all: "summoned" }`: the minions this effect summons (`append`: an effect summoning for several originals, one list).
  const all = append && env.summonedAll ? env.summonedAll : (env.summonedAll = []);
  cards.forEach((card, i) => {
    const source = beside ? board.indexOf(env.self) : -1;
    const m = summonMinion(ctx, card, player, source >= 0 ? source + (i % 2 === 0 ? 1 : 0) : pos, env.self, init);
    if (m) { env.summoned = m; all.push(m); }
    if (m && pos !== undefined) pos = board.indexOf(m) + 1;
  });
}

