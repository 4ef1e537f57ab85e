/**
 * @module hearthstone/rules/hero-health
 * "If your hero's Health changed this turn" (Liferender): each change of a hero's Health (its current Health, 4.1) while in
 * play counts for its player in the player tag HERO_HEALTH_CHANGED_THIS_TURN, restarted as each turn starts — damage that
 * reached Health (not Armor alone), healing that restored some, a Health set to another value, and an enchantment or aura
 * whose Health change moved it (a maximum raised raises it; one removed lowers it only below the damage left).
 */
import type { Game, Entity } from "../types.js";
import { playerOf } from "../game.js";
import { healthOf } from "../stats.js";
import { HERO_HEALTH_CHANGED_ON_OWN_TURNS } from "./played.js";

export const HERO_HEALTH_CHANGED_THIS_TURN = "HERO_HEALTH_CHANGED_THIS_TURN";

/** Count one change of a hero's Health for its player (the caller knows it changed). */
export function countHeroHealthChange(game: Game, e: Entity): void {
  if (e.type !== "HERO" || e.zone !== "PLAY") return;
  const tags = playerOf(game, e.controller).tags;
  tags[HERO_HEALTH_CHANGED_THIS_TURN] = (tags[HERO_HEALTH_CHANGED_THIS_TURN] ?? 0) + 1;
  // "each time your hero's Health changed during your turns" (Flesh Giant): the game-long count of the changes on its turns.
  if (game.currentPlayer === e.controller) tags[HERO_HEALTH_CHANGED_ON_OWN_TURNS] = (tags[HERO_HEALTH_CHANGED_ON_OWN_TURNS] ?? 0) + 1;
}

/** The heroes' Health now, to compare after a change whose effect on Health is not known in advance. */
export function heroHealths(game: Game): number[] {
  return game.players.map((p) => (p.hero ? healthOf(p.hero) : 0));
}

/** Count a change for each hero whose Health differs from `before` (heroHealths taken earlier). */
export function noteHeroHealths(game: Game, before: readonly number[]): void {
  game.players.forEach((p, i) => { if (p.hero && healthOf(p.hero) !== before[i]) countHeroHealthChange(game, p.hero); });
}

/** Run `change` on `e`, counting a change of its Health when it is a hero in play whose Health moved. */
export function withHeroHealth<T>(game: Game, e: Entity, change: () => T): T {
  if (e.type !== "HERO" || e.zone !== "PLAY") return change();
  const before = healthOf(e);
  const out = change();
  if (healthOf(e) !== before) countHeroHealthChange(game, e);
  return out;
}
