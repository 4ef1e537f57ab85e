/**
 * @module hearthstone/rules/summon
 * Summoning without playing (rulebook 2.2, the degenerate sequence): the minion is created and enters
 * play (an aura update), then the on-summon and after-summon steps. No deaths are checked inside.
 */
import type { CompiledCard } from "../cards/compile.js";
import type { Ctx } from "../context.js";
import { moveTo, newEntity, playerOf } from "../game.js";
import { MAX_BOARD, type Entity, type PlayerId } from "../types.js";
import { auraUpdate } from "./auras.js";
import { noteEvent, resolveEvent } from "./events.js";
import { runStep } from "./sequence.js";

/** Mark a minion that just entered the board: summoning sickness, no turns in play yet (2.2 b). */
export function enterBoard(e: Entity): void {
  e.tags.EXHAUSTED = 1;
  e.tags.JUST_PLAYED = 1;
  e.tags.NUM_TURNS_IN_PLAY = 0;
  e.tags.NUM_ATTACKS_THIS_TURN = 0;
  if (e.tags.EXTRA_ATTACKS_THIS_TURN) e.tags.EXTRA_ATTACKS_THIS_TURN = 0;
}

/**
 * Summon a new minion of `card` for `controller` at board index `position` (default: rightmost).
 * `init` adjusts the new minion before auras see it (Redemption sets its health to 1 first, 3.1).
 * Returns null when the board is full.
 */
export function summonMinion(
  ctx: Ctx, card: CompiledCard, controller: PlayerId, position: number | undefined, source: Entity | null,
  init?: (e: Entity) => void,
): Entity | null {
  const p = playerOf(ctx.game, controller);
  if (p.board.length >= MAX_BOARD) {
    ctx.trace.add({ kind: "skip", reason: `board full: ${card.name.enUS} is not summoned`, children: [] });
    return null;
  }
  const e = newEntity(ctx.game, card, controller, "SETASIDE");
  moveTo(ctx.game, e, "PLAY", position);
  enterBoard(e);
  init?.(e);
  summonSteps(ctx, e, source);
  return e;
}

/** What follows a minion's arrival on the board when it was not played: aura update, then the two summon steps. */
export function summonSteps(ctx: Ctx, e: Entity, source: Entity | null): void {
  noteEvent(ctx, { type: "zone-change", target: e, detail: { to: "PLAY" } });
  auraUpdate(ctx);
  runStep(ctx, "on-summon", () => resolveEvent(ctx, { type: "summon", source, target: e, player: e.controller }));
  runStep(ctx, "after-summon", () => {
    if (e.zone === "PLAY") resolveEvent(ctx, { type: "after-summon", source, target: e, player: e.controller });
  });
}
