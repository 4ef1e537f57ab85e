/**
 * @module hearthstone/actions/start-game
 * The `startGame` action: "the game starts here". The snapshot is the game as the mulligan leaves it — turn 1, the first
 * player active, their turn not begun (no mana crystal yet for it, no card drawn for it). The action records whether each
 * deck started with no duplicates (rules/starting-deck.ts), resolves the Start of
 * Game texts (rulebook 5.5, rules/start-of-game.ts), then the first player's turn begins as any turn does (2.1: the ready
 * step, start-of-turn triggers, the draw). Only as a request's first action, on turn 1.
 */
import type { Ctx } from "../context.js";
import { illegal } from "../../errors.js";
import type { Action } from "../schema.js";
import { startOfGame } from "../rules/start-of-game.js";
import { recordStartingDeck } from "../rules/starting-deck.js";
import { startTurn } from "./turn.js";

export function startGame(ctx: Ctx, a: Extract<Action, { type: "startGame" }>): void {
  if (ctx.actionIndex !== 0) throw illegal(`actions[${ctx.actionIndex}]`, "startGame can only be the request's first action (the game starts once)");
  if (ctx.game.turn !== 1) throw illegal(`actions[${ctx.actionIndex}]`, `startGame needs a snapshot at the start of the game (turn 1), not turn ${ctx.game.turn}`);
  ctx.trace.within({ kind: "turn", action: { ...a }, children: [] }, () => {
    // What the decks started with, before any Start of Game text changes them (rules-notes 910).
    recordStartingDeck(ctx);
    startOfGame(ctx);
    if (ctx.outcome.over) return;
    startTurn(ctx, ctx.game.currentPlayer);
  });
}
