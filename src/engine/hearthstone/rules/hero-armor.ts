/**
 * @module hearthstone/rules/hero-armor
 * "If your Armor changed this turn" (Stoneskin Armorer): each change of a hero's Armor while in play — Armor gained, Armor
 * that damage took (4.9 step 6), Armor spent, Armor a hero card brings — counts for its player in our player tag
 * HERO_ARMOR_CHANGED_THIS_TURN, restarted as each turn starts (actions/turn.ts).
 */
import type { Game, Entity } from "../types.js";
import { playerOf } from "../game.js";

export const HERO_ARMOR_CHANGED_THIS_TURN = "HERO_ARMOR_CHANGED_THIS_TURN";

/** Count one change of a hero's Armor for its player (the caller knows it changed). */
export function countHeroArmorChange(game: Game, e: Entity): void {
  if (e.type !== "HERO" || e.zone !== "PLAY") return;
  const tags = playerOf(game, e.controller).tags;
  tags[HERO_ARMOR_CHANGED_THIS_TURN] = (tags[HERO_ARMOR_CHANGED_THIS_TURN] ?? 0) + 1;
}
