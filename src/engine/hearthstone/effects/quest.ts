/**
 * `questProgress` (rulebook 1.9; the quest-reward step is rules/quests.ts). A quest (a card with `quest`) sits in the
 * secret zone (1.4, 2.3 b) with QUEST_PROGRESS and QUEST_PROGRESS_TOTAL; its triggers (zone: secret, 1.4: field
 * triggers) add progress. Completing it does nothing at once: at the next inter-phase steps, before the death-creation
 * step, each completed quest goes to the graveyard (已完成的任务) and its reward resolves, in order of play.
 */
import type { Effect } from "../cards/format/index.js";
import type { Ctx } from "../context.js";
import { noteEvent } from "../rules/events.js";
import { distinctTypeLists, type Env } from "../rules/selectors.js";
import { everyType } from "../rules/pools.js";
import { amountOf } from "../rules/amounts.js";
import type { Entity } from "../types.js";

/** Quest tags (ours) holding, for each minion a "minions of unique types" quest counted, its minion types as bits. */
const TYPES_TAG = "QUEST_TYPES_";

/** A minion's types as bits of `everyType()` (an Amalgam's ALL: every bit; no type: 0). */
function typeBits(m: Entity): number {
  const all = everyType();
  const races = m.def.facts.races;
  if (races.includes("ALL")) return (1 << all.length) - 1;
  let bits = 0;
  for (let j = 0; j < races.length; j++) {
    const r = races[j]!; const i = all.indexOf(r); if (i >= 0) bits |= 1 << i; }
  return bits;
}

/** The minion types a kept bit set stands for (`typeBits` read back). */
function typesOf(bits: number): string[] {
  return everyType().filter((_, i) => (bits & (1 << i)) !== 0);
}

export function questProgressEffect(ctx: Ctx, e: Extract<Effect, { type: "questProgress" }>, env: Env): void {
  const q = env.holder;
  if (q.kind !== "entity" || !q.def.def?.quest || q.zone !== "SECRET") return;
  const total = q.def.def.quest.total;
  const before = q.tags.QUEST_PROGRESS ?? 0;
  if (before >= total) return;
  if (e.reset) {
    // "… N turns in a row": the count starts again (nothing to undo at 0).
    if (before === 0) return;
    q.tags.QUEST_PROGRESS = 0;
    noteEvent(ctx, { type: "quest-progress", target: q, amount: 0, player: q.controller, detail: { total } });
    return;
  }
  if (e.differentTypes) {
    // "Play N minions of unique types": the minion of the event counts when it has a type and, with the minions counted
    // before it (their types kept on the quest), each can still be given a different type of its own (rules-notes 231's
    // reading); one that cannot never will later (those sets form a matroid), so it is not kept.
    const m = env.event?.target;
    const bits = m && m.kind === "entity" ? typeBits(m) : 0;
    const kept: number[] = [];
    for (let k = 1; q.tags[`${TYPES_TAG}${k}`] !== undefined; k++) kept.push(q.tags[`${TYPES_TAG}${k}`]!);
    if (bits === 0 || !distinctTypeLists([...kept, bits].map(typesOf))) {
      ctx.trace.add({ kind: "skip", reason: "no minion type of its own left for it among the minions counted: no progress", children: [] });
      return;
    }
    q.tags[`${TYPES_TAG}${kept.length + 1}`] = bits;
  }
  const add = e.amount === undefined ? 1 : amountOf(ctx, e.amount, env);
  if (add <= 0) return;
  const after = Math.min(total, before + add);
  q.tags.QUEST_PROGRESS = after;
  q.tags.QUEST_PROGRESS_TOTAL = total;
  noteEvent(ctx, { type: "quest-progress", target: q, amount: after, player: q.controller, detail: { total } });
}
