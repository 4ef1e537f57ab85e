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
  // "Dormant for N turns" (the card field `dormant`, 4.6): a minion of such a card starts Dormant however it enters play
  // (the wiki's Dormant notes); a copy of one already awake gets the original's tags afterwards (4.8) and is not Dormant.
  const turns = e.def.def?.dormant;
  if (turns && e.type === "MINION") {
    e.tags.DORMANT = 1;
    // `dormant: true` ("Starts Dormant"): no countdown — it awakens only when an `awaken` effect wakes it.
    if (turns !== true) e.tags.DORMANT_TURNS = turns;
  }
}

/**
 * Summon a new minion of `card` for `controller` at board index `position` (default: rightmost).
 * `init` adjusts the new minion before auras see it (Redemption sets its health to 1 first, 3.1).
 * Returns null when the board is full.
 */
export function summonMinion(
  ctx: Ctx, card: CompiledCard, controller: PlayerId, position: number | undefined, source: Entity | null,
  init?: (e: Entity) => void, detail?: Record<string, unknown>,
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
  summonSteps(ctx, e, source, detail);
  return e;
}

/** How many summons the game's record keeps (the snapshot's `summons` takes at most as many). */
export const SUMMONS_KEPT = 500;

/**
 * The game's summon record ("each Treant you've summoned this game"): each minion summoned — played (2.2's summon step),
 * summoned, put into play — counted for its controller as it enters the board, before its summon triggers.
 */
export function recordSummon(ctx: Ctx, e: Entity): void {
  const list = ctx.game.summons;
  list.push({ card: e.card, controller: e.controller, turn: ctx.game.turn, id: e.id });
  if (list.length > SUMMONS_KEPT) list.splice(0, list.length - SUMMONS_KEPT);
}

/** What follows a minion's arrival on the board when it was not played: aura update, then the two summon steps. */
export function summonSteps(ctx: Ctx, e: Entity, source: Entity | null, detail?: Record<string, unknown>): void {
  recordSummon(ctx, e);
  noteEvent(ctx, { type: "zone-change", target: e, detail: { to: "PLAY" } });
  auraUpdate(ctx);
  // `detail`: how it came (a Reborn's `{ reborn: true }`: the condition `reborn`).
  runStep(ctx, "on-summon", () => resolveEvent(ctx, detail ? { type: "summon", source, target: e, player: e.controller, detail } : { type: "summon", source, target: e, player: e.controller }));
  runStep(ctx, "after-summon", () => {
    if (e.zone === "PLAY") resolveEvent(ctx, detail ? { type: "after-summon", source, target: e, player: e.controller, detail } : { type: "after-summon", source, target: e, player: e.controller });
  });
  summonAppendages(ctx, e);
}

/**
 * 巨型 (Colossal +N; newer than the 2022 rulebook, docs/rules-notes.md): a minion whose card has `colossal` brings its
 * appendages whenever it is summoned — played (after its on-summon step, before its Battlecry) or summoned by an effect
 * (after its summon steps). Each is summoned in turn as the minion's own summon (the minion is the source), beside it:
 * the first right of it, the next left, alternating, as a minion's summons are placed; with the board full the rest are
 * not summoned. Nothing comes when the minion is no longer in play, or was transformed meanwhile (no longer this card).
 */
export function summonAppendages(ctx: Ctx, main: Entity): void {
  const ids = main.def.def?.colossal;
  if (!ids?.length || main.zone !== "PLAY") return;
  runStep(ctx, "colossal", () => {
    const board = playerOf(ctx.game, main.controller).board;
    ids.forEach((id, i) => {
      if (main.zone !== "PLAY" || !board.includes(main) || main.def.def?.colossal !== ids) return;
      const at = board.indexOf(main);
      const card = ctx.cards.get(id);
      if (card) summonMinion(ctx, card, main.controller, i % 2 === 0 ? at + 1 : at, main);
    });
  });
}
