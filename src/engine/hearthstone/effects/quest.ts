/**
 * `questProgress` (rulebook 1.9; the quest-reward step is rules/quests.ts). A quest (a card with `quest`) sits in the
 * secret zone (1.4, 2.3 b) with QUEST_PROGRESS and QUEST_PROGRESS_TOTAL; its triggers (zone: secret, 1.4: field
 * triggers) add progress. Completing it does nothing at once: at the next inter-phase steps, before the death-creation
 * step, each completed quest goes to the graveyard (已完成的任务) and its reward resolves, in order of play.
 */
import type { Effect } from "../cards/format/index.js";
import type { Ctx } from "../context.js";
import { noteEvent } from "../rules/events.js";
import type { Env } from "../rules/selectors.js";

export function questProgressEffect(ctx: Ctx, e: Extract<Effect, { type: "questProgress" }>, env: Env): void {
  const q = env.holder;
  if (q.kind !== "entity" || !q.def.def?.quest || q.zone !== "SECRET") return;
  const total = q.def.def.quest.total;
  const before = q.tags.QUEST_PROGRESS ?? 0;
  if (before >= total) return;
  const after = Math.min(total, before + (e.amount ?? 1));
  q.tags.QUEST_PROGRESS = after;
  q.tags.QUEST_PROGRESS_TOTAL = total;
  noteEvent(ctx, { type: "quest-progress", target: q, amount: after, player: q.controller, detail: { total } });
}
