/**
 * @module hearthstone/rules/quests
 * The quest-reward step (任务奖励步骤, rulebook 1.9): a completed quest does nothing at once; at the next inter-phase
 * steps, before the death-creation step, each completed quest goes to the graveyard and its reward resolves, in order
 * of play. (Progress is the `questProgress` effect.)
 */
import { refOf, type Ctx } from "../context.js";
import { byOrder, moveTo, sortInPlace } from "../game.js";
import type { Entity } from "../types.js";
import { noteEvent } from "./events.js";

function completed(ctx: Ctx): Entity[] {
  const out: Entity[] = [];
  for (let i = 0, players = ctx.game.players; i < players.length; i++) {
    const p = players[i]!;
    for (let j = 0, secrets = p.secrets; j < secrets.length; j++) {
      const s = secrets[j]!;
      const quest = s.def.def?.quest;
      if (quest && (s.tags.QUEST_PROGRESS ?? 0) >= quest.total) out.push(s);
    }
  }
  return sortInPlace(out, byOrder);
}

/** 任务奖励步骤 (1.9): the rewards of the quests completed in the phase before. A trace step only when there is one. */
export function questRewardStep(ctx: Ctx): void {
  const done = completed(ctx);
  if (done.length === 0) return;
  ctx.trace.within({ kind: "step", name: "quest-reward", children: [] }, () => {
    for (let i = 0; i < done.length; i++) {
      const q = done[i]!;
      const { reward, next } = q.def.def!.quest!;
      // 任务线 (Questline, rules-notes 931): a part's reward resolves with the part still there (its own Lifesteal: The
      // Demon Seed), then the part becomes the next one where it is, anew.
      if (!next) {
        moveTo(ctx.game, q, "GRAVEYARD");
        noteEvent(ctx, { type: "zone-change", target: q, detail: { to: "GRAVEYARD", reason: "quest completed" } });
      }
      ctx.trace.within({ kind: "trigger", source: refOf(q), card: q.card, on: "quest-reward", children: [] }, () =>
        ctx.runEffects(ctx, reward, { self: q, holder: q, controller: q.controller }));
      if (next && q.zone === "SECRET") ctx.runEffects(ctx, [{ type: "transform", to: "self", card: next }], { self: q, holder: q, controller: q.controller });
    }
  });
}
