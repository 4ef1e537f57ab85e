/**
 * @module myth-origin/triggers
 * 触发式技能 (14.3): events collect the triggers they start; after the stack of the timing resolves, they open a
 * new timing together (17.2), the active player's first (13.2), each player's in the order that player chooses (13.3).
 * A trigger whose text says 可以 may be declined (15.1); the others must start (15.2).
 */
import { hasPrintedAbilities } from "./cards.js";
import { step } from "./budget.js";
import { entityRef } from "./refs.js";
import { say, zh, en } from "./log.js";
import { inPlay } from "./zones.js";
import type { Card, Ctx, PendingTrigger, PlayerId } from "./types.js";

export type EventType = "enter" | "death" | "equip" | "draw" | "flip" | "dealDamage" | "reset" | "use" | "discard";

const KEYWORD: Partial<Record<EventType, string>> = { enter: "叫阵", death: "阵亡", equip: "战吼" };

/** Record an event in the trace and collect the triggers it starts. `lostAll`: the card's state as it left the field (8.2). */
export function emit(ctx: Ctx, type: EventType, card: Card, player: PlayerId, extra: Record<string, unknown> = {}, lostAll = false): void {
  step(ctx);
  ctx.trace.add({ kind: "event", type, target: entityRef(card), player, ...extra, children: [] });
  const g = ctx.game;
  const own = (c: Card) => (c.def.triggers ?? []).map((t, index) => ({ t, index }));
  const add = (c: Card, index: number, controller: PlayerId) => g.pending.push({ card: c, index, controller, on: type, seq: g.seq++ });
  if (type === "enter" || type === "equip" || type === "dealDamage" || type === "reset" || type === "death") {
    if (type === "death" ? lostAll || !hasPrintedAbilities(card) : card.lost?.all) {
      if (type === "death" && (card.def.triggers ?? []).some((t) => t.on === "death")) {
        ctx.trace.add({ kind: "skip", source: entityRef(card), reason: "no printed abilities: its 【阵亡】 does not start (8.2)", children: [] });
      }
      return;
    }
    for (const { t, index } of own(card)) if (t.on === type) add(card, index, type === "death" ? card.owner : card.controller);
    return;
  }
  // draw, flip, use, discard: every card in play its controller controls
  for (const p of g.players) {
    for (const zone of ["general", "treasure", "equipment", "field"] as const) {
      for (const c of p.zones[zone]) {
        if (c.controller !== player || c.lost?.all || !inPlay(c)) continue;
        if (type === "use" && c === card) continue; // it was a card being used, not yet in play (17.2, 3)
        for (const { t, index } of own(c)) if (t.on === type && (!t.cardType || t.cardType === card.def.type)) add(c, index, player);
      }
    }
  }
}

export function triggerLabel(card: Card, index: number): { zh: string; en: string } {
  const t = card.def.triggers![index]!;
  const k = KEYWORD[t.on as EventType];
  const EN: Record<string, string> = { enter: "Challenge (叫阵)", death: "Last Stand (阵亡)", equip: "Battle Cry (战吼)" };
  return { zh: k ? `【${k}】` : "触发式技能", en: EN[t.on] ?? `trigger (on ${t.on})` };
}

/** The pending triggers in the order they go on the stack: active player's first, each player's in the chosen order. */
export function orderPending(ctx: Ctx): PendingTrigger[] {
  const g = ctx.game;
  const out: PendingTrigger[] = [];
  for (const p of [g.active, (g.active === 1 ? 2 : 1) as PlayerId]) {
    const mine = g.pending.filter((x) => x.controller === p).sort((a, b) => a.seq - b.seq);
    // 13.3: the controller decides; each numeric choice picks the next one among those left.
    while (mine.length > 1) {
      const c = ctx.choices[ctx.choiceIndex];
      if (typeof c === "number" && c < mine.length) {
        ctx.choiceIndex++;
        out.push(mine.splice(c, 1)[0]!);
      } else out.push(mine.shift()!);
    }
    out.push(...mine);
  }
  g.pending = [];
  return out;
}

/** 可以: the controller's answer (the next boolean choice; yes when none is given). */
export function accepts(ctx: Ctx, t: PendingTrigger): boolean {
  const def = t.card.def.triggers![t.index]!;
  if (!def.optional) return true;
  const c = ctx.choices[ctx.choiceIndex];
  if (typeof c === "boolean") {
    ctx.choiceIndex++;
    if (!c) {
      ctx.trace.add({ kind: "skip", source: entityRef(t.card), reason: "optional trigger declined (15.1)", children: [] });
      say(ctx, `${zh(t.card)}的技能选择不启动。`, `${en(t.card)}'s optional trigger is declined.`);
    }
    return c;
  }
  return true;
}
