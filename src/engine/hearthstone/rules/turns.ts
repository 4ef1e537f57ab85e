/**
 * Whose turns were whose: "after your last turn" (Necrotic Mortician). The player tag LAST_TURN_ENDED is the game turn
 * (2.1's counter) of the player's most recent turn that has ended, set as it ends (actions/turn.ts MAIN_NEXT). A snapshot
 * without it is read as turns alternating from the first (4.13's extra turns are what the tag is for).
 */
import { playerOf } from "../game.js";
import type { Game, PlayerId } from "../types.js";

export const LAST_TURN_ENDED = "LAST_TURN_ENDED";

export function lastTurnEnded(game: Game, player: PlayerId): number {
  const t = playerOf(game, player).tags[LAST_TURN_ENDED];
  if (t) return t;
  return Math.max(0, game.currentPlayer === player ? game.turn - 2 : game.turn - 1);
}
