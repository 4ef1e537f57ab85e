/**
 * @module hearthstone/rules/sequence
 * Sequences, phases and steps (rulebook 1.6-1.8). A sequence runs its phases in order; after each phase
 * come the inter-phase steps; the win/loss check ends the sequence (1.7). The pre-check for the steps of
 * the intrinsic phases is taken when the sequence starts (3.4).
 */
import type { Ctx } from "../context.js";
import type { TraceNode } from "../../trace.js";
import { PLAYSTATE } from "../types.js";
import { precheckSnapshot } from "./events.js";
import { interPhase } from "./interphase.js";

export function runSequence(ctx: Ctx, fields: { action?: Record<string, unknown>; name?: string }, body: () => void): void {
  // Opened and closed here, not by trace.within and a closure (code not yet optimized allocates the closure each time).
  ctx.trace.open({ kind: "sequence", ...fields, children: [] });
  try {
    const outer = ctx.seqPrecheck;
    ctx.seqPrecheck = precheckSnapshot(ctx);
    try {
      body();
    } finally {
      ctx.seqPrecheck = outer;
    }
    winLossCheck(ctx);
  } finally {
    ctx.trace.close();
  }
}

/** One phase, then the inter-phase steps (deaths, auras) and any death phases they cause. */
export function runPhase(ctx: Ctx, name: string, body: () => void): void {
  ctx.trace.within({ kind: "phase", name, children: [] }, body);
  interPhase(ctx);
}

/** A named step inside the current phase, with optional extra fields for the trace. */
export function runStep(ctx: Ctx, name: string, body: () => void, fields?: Record<string, unknown>): void {
  // Without fields (most steps) the node is made whole, children included (the same keys in the same order).
  if (fields === undefined) {
    ctx.trace.within({ kind: "step", name, children: [] }, body);
    return;
  }
  const node = { kind: "step", name } as Extract<TraceNode, { kind: "step" }>;
  Object.assign(node, fields);
  node.children = [];
  ctx.trace.within(node, body);
}

/** 2.1 MAIN_NEXT: when the turn counter reaches 90 the game ends in a draw, so turn 89 is the last. */
export const LAST_TURN = 89;

/** 胜负裁定 (1.7): a player whose PLAYSTATE is LOSING loses; both losing is a draw. */
export function winLossCheck(ctx: Ctx): void {
  if (ctx.outcome.over) return;
  const p1 = ctx.game.players[0], p2 = ctx.game.players[1];
  const l1 = p1.tags.PLAYSTATE === PLAYSTATE.LOSING;
  const l2 = p2.tags.PLAYSTATE === PLAYSTATE.LOSING;
  if (!l1 && !l2) return;
  endGame(ctx, l1 && l2 ? null : l1 ? 2 : 1);
}

/** End the game with a winner, or a draw when `winner` is null. */
export function endGame(ctx: Ctx, winner: 1 | 2 | null): void {
  const p1 = ctx.game.players[0], p2 = ctx.game.players[1];
  ctx.outcome = { over: true, winner, draw: winner === null };
  p1.tags.PLAYSTATE = winner === null ? PLAYSTATE.TIED : winner === 1 ? PLAYSTATE.WON : PLAYSTATE.LOST;
  p2.tags.PLAYSTATE = winner === null ? PLAYSTATE.TIED : winner === 2 ? PLAYSTATE.WON : PLAYSTATE.LOST;
  ctx.trace.add({ kind: "gameOver", winner, draw: winner === null, children: [] });
}
