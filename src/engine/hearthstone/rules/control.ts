/**
 * @module hearthstone/rules/control
 * Control changes (rulebook 4.7 移动) and borrowed control (1.2 状态失效): a minion taken with an enchantment whose
 * card has `borrowedControl` (Shadow Madness) is the taker's only while that enchantment is attached; when the
 * enchantment goes — it expires, is silenced away, a transform clears it — the minion returns at once.
 */
import type { Ctx } from "../context.js";
import { opponentOf, playerOf, removeFromZone } from "../game.js";
import { MAX_BOARD, type Enchantment, type Entity, type PlayerId } from "../types.js";
import { noteEvent } from "./events.js";
import { markDestroyed } from "./damage.js";

/**
 * 4.7: move `t` to the right end of `to`'s board, with summoning sickness unless `sickness` is false (attacks made
 * this turn still count, 2.6 攻击次数). Into a full board it is destroyed instead. Not an aura update (4.2).
 * Returns whether it moved.
 */
export function changeControl(ctx: Ctx, source: Entity | null, t: Entity, to: PlayerId, sickness: boolean, detail?: Record<string, unknown>): boolean {
  const board = playerOf(ctx.game, to).board;
  if (board.length >= MAX_BOARD) {
    markDestroyed(t, source);
    noteEvent(ctx, { type: "destroy", source, target: t, detail: { reason: "control change into a full board", ...detail } });
    return false;
  }
  const from = t.controller;
  removeFromZone(ctx.game, t);
  t.controller = to;
  board.push(t);
  if (sickness) {
    t.tags.EXHAUSTED = 1;
    t.tags.NUM_TURNS_IN_PLAY = 0;
  }
  noteEvent(ctx, { type: "control", source, target: t, player: to, detail: { from, ...detail } });
  return true;
}

/** Whether this enchantment lends control of its host (an effect's enchantment, never an aura's). */
const lends = (en: Enchantment) => !en.aura && !!en.def?.def?.borrowedControl;

/**
 * 1.2 状态失效, 4.7: the enchantments `gone` were just removed from `host`. For each that lent control, the host goes
 * back to the player it was taken from (the other player than the enchantment's controller) — at the right end of
 * their board, with no summoning sickness, destroyed instead if that board is full — unless it has left play (it
 * stays where it went, with whoever holds it), control already changed by something else (it is no longer the
 * borrower's), or another such enchantment of the borrower still holds it.
 */
export function endBorrowedControl(ctx: Ctx, host: Entity, gone: readonly Enchantment[]): void {
  for (let i = 0; i < gone.length; i++) {
    const en = gone[i]!;
    if (!lends(en)) continue;
    if (host.zone !== "PLAY" || host.type !== "MINION" || host.controller !== en.controller || host.tags.TO_BE_DESTROYED) continue;
    if (host.enchantments.some((o) => o !== en && lends(o) && o.controller === en.controller)) continue;
    changeControl(ctx, null, host, opponentOf(en.controller), false, { reason: "borrowed control ends", enchantment: en.card });
  }
}
