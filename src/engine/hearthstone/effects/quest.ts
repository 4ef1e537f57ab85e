/**
 * `questProgress` and the quest-reward step (任务奖励步骤, rulebook 1.9). A quest (a card with `quest`) sits in the
 * secret zone (1.4, 2.3 b) with QUEST_PROGRESS and QUEST_PROGRESS_TOTAL; its triggers (zone: secret, 1.4: field
 * triggers) add progress. Completing it does nothing at once: at the next inter-phase steps, before the death-creation
 * step, each completed quest goes to the graveyard (已完成的任务) and its reward resolves, in order of play.
 */
import type { Effect } from "../cards/format.js";
import { refOf, type Ctx } from "../context.js";
import { moveTo } from "../game.js";
import type { Entity } from "../types.js";
import { noteEvent } from "../rules/events.js";
import type { Env } from "../rules/selectors.js";
import { runEffects } from "./index.js";

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

function completed(ctx: Ctx): Entity[] {
  const out: Entity[] = [];
  for (const p of ctx.game.players) {
    for (const s of p.secrets) {
      const quest = s.def.def?.quest;
      if (quest && (s.tags.QUEST_PROGRESS ?? 0) >= quest.total) out.push(s);
    }
  }
  return out.sort((a, b) => a.order - b.order);
}

/** 任务奖励步骤 (1.9): the rewards of the quests completed in the phase before. A trace step only when there is one. */
export function questRewardStep(ctx: Ctx): void {
  const done = completed(ctx);
  if (done.length === 0) return;
  ctx.trace.within({ kind: "step", name: "quest-reward", children: [] }, () => {
    for (const q of done) {
      const reward = q.def.def!.quest!.reward;
      moveTo(ctx.game, q, "GRAVEYARD");
      noteEvent(ctx, { type: "zone-change", target: q, detail: { to: "GRAVEYARD", reason: "quest completed" } });
      ctx.trace.within({ kind: "trigger", source: refOf(q), card: q.card, on: "quest-reward", children: [] }, () =>
        runEffects(ctx, reward, { self: q, holder: q, controller: q.controller }));
    }
  });
}
