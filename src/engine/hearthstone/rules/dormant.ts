/**
 * @module hearthstone/rules/dormant
 * 休眠 (rulebook 4.6). A minion that goes Dormant stays on its board (taking a space) and keeps every tag and
 * enchantment it has; while Dormant nothing reaches it and its text does not work (`isDormant`). It counts its
 * controller's turns: at the start of each (2.1 MAIN_START_TRIGGERS), queued with the other turn-start triggers
 * in its order of play, the count goes down, and at 0 it awakens. Going Dormant is not a death, awakening is not a
 * summon: it keeps its order of play (a Dormant Knife Juggler still triggers before a later one), gets summoning
 * sickness, and its tags are as they were — attacks made the turn it went Dormant still count on the turn it
 * awakens (4.6 例如: Stormwind Knight). Awakening is an aura-update moment (4.2).
 *
 * Tags: DORMANT (1 while Dormant) and DORMANT_TURNS (the controller's turn starts left), kept in snapshots.
 */
import type { Ctx } from "../context.js";
import { playerOf } from "../game.js";
import { isDormant } from "../stats.js";
import type { Entity, PlayerId } from "../types.js";
import { auraUpdate } from "./auras.js";
import { noteEvent, resolveEvent, type QueueItem } from "./events.js";

export function goDormant(ctx: Ctx, e: Entity, turns: number, by: Entity | null): void {
  if (e.zone !== "PLAY" || e.type !== "MINION" || isDormant(e)) return;
  e.tags.DORMANT = 1;
  e.tags.DORMANT_TURNS = turns;
  noteEvent(ctx, { type: "dormant", source: by, target: e, amount: turns });
}

export function awaken(ctx: Ctx, e: Entity): void {
  delete e.tags.DORMANT;
  delete e.tags.DORMANT_TURNS;
  e.tags.EXHAUSTED = 1;
  e.tags.JUST_PLAYED = 1;
  auraUpdate(ctx);
  // "When this awakens, …" (the Imprisoned minions): triggers on the awaken event, resolved now, depth first, inside what
  // woke it (its turn-start countdown, an `awaken` effect) — rules-notes 660.
  resolveEvent(ctx, { type: "awaken", target: e });
}

/** The countdown of each Dormant minion of `player`, as turn-start triggers (queued with the card triggers). */
export function dormantCountdowns(ctx: Ctx, player: PlayerId): QueueItem[] {
  const out: QueueItem[] = [];
  for (let i = 0, list = playerOf(ctx.game, player).board; i < list.length; i++) {
    const m = list[i]!;
    if (!isDormant(m) || !m.tags.DORMANT_TURNS) continue;
    out.push({
      holder: m, self: m, controller: m.controller, card: m.card, on: "turn-start", zone: "play", priority: "normal", order: m.order,
      keyword: "dormant",
      valid: () => isDormant(m),
      run: (c) => {
        m.tags.DORMANT_TURNS = (m.tags.DORMANT_TURNS ?? 1) - 1;
        if (m.tags.DORMANT_TURNS <= 0) awaken(c, m);
      },
    });
  }
  return out;
}
