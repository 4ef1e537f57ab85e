/**
 * @module myth-origin/timing
 * 时机 (17) and priority (13, 18.4): a timing opens with the item that caused it (or empty, for combat and the
 * phases' special timings); after an item is added the other player may respond; two passes in a row resolve the
 * whole stack (or skip an empty timing, 18.3). Then a declared combat goes on (21), and the triggers collected
 * meanwhile open the next timing (17.2).
 */
import { step } from "./budget.js";
import { checkDeaths, checkLoss } from "./damage.js";
import { continueCombat } from "./combat.js";
import { continueTurn } from "./turn.js";
import { resolveItem } from "./resolve.js";
import { entityRef } from "./refs.js";
import { circled, say, zh, en } from "./log.js";
import { accepts, orderPending, triggerLabel } from "./triggers.js";
import { allTargets } from "./targets.js";
import { find } from "./refs.js";
import { illegal } from "../errors.js";
import { pushItem } from "./stack.js";
import { other, type Card, type Ctx, type PlayerId, type StackItem } from "./types.js";

/** The log's names of what opened a timing (17.2-17.4). */
const CAUSES: Record<string, [string, string]> = {
  "use-card": ["使用卡牌", "a card is used"], activate: ["启动技能", "an ability is started"], trigger: ["触发式技能", "triggered abilities"],
  "declare-combat": ["宣言战斗", "combat declared"], "main-phase-end": ["主要阶段结束时", "end of the main phase"], discard: ["弃牌步骤", "discard step"],
  "end-of-turn": ["回合结束时", "end of turn"], "reset-step": ["重置步骤", "reset step"], "draw-step": ["抓牌步骤", "draw step"],
  "prepare-phase-end": ["准备阶段结束时", "end of the prepare phase"],
};

export function openTiming(ctx: Ctx, cause: string, priority: PlayerId): void {
  const g = ctx.game;
  g.timings++;
  const node = { kind: "step" as const, name: "timing", timing: g.timings, cause, children: [] };
  ctx.trace.add(node);
  const [zhCause, enCause] = CAUSES[cause] ?? [cause, cause];
  say(ctx, `时机${g.timings}:${zhCause}。`, `Timing ${g.timings}: ${enCause}.`);
  g.timing = { n: g.timings, cause, stack: [], priority, passes: 0, node };
}

/** The player with priority passes; the second pass in a row closes the timing. */
export function pass(ctx: Ctx, player: PlayerId, path: string): void {
  const t = ctx.game.timing;
  if (!t) throw illegal(path, "no timing is open: there is nothing to pass (the active player acts in the main phase)");
  if (t.priority !== player) throw illegal(path, `player ${t.priority} has priority, not player ${player}`);
  step(ctx);
  t.passes++;
  ctx.trace.add({ kind: "event", type: "pass", timing: t.n, player, children: [] });
  say(ctx, `玩家${player}不响应。`, `Player ${player} passes.`);
  if (t.passes >= 2) closeTiming(ctx);
  else t.priority = other(player);
}

/** After an item is added: the other player may respond (18.4). */
export function handOver(ctx: Ctx, player: PlayerId): void {
  const t = ctx.game.timing!;
  t.passes = 0;
  t.priority = other(player);
}

function closeTiming(ctx: Ctx): void {
  const g = ctx.game;
  const t = g.timing!;
  if (t.stack.length === 0) {
    ctx.trace.add({ kind: "event", type: "timing-skipped", timing: t.n, reason: "the stack is empty (18.3)", children: [] });
    say(ctx, `无人响应,时机${t.n}跳过。`, `Nobody responds: timing ${t.n} is skipped.`);
  }
  while (t.stack.length) {
    const n = t.stack.length;
    const item = t.stack.pop()!;
    ctx.trace.within({ kind: "step", name: "resolve", timing: t.n, item: n, source: entityRef(item.source), children: [] }, () => {
      say(ctx, `结算堆叠${circled(n)}:${zh(item.source)}。`, `Item ${n} resolves: ${en(item.source)}.`);
      resolveItem(ctx, item);
      checkDeaths(ctx);
    });
    if (checkLoss(ctx)) return;
  }
  g.timing = null;
  ctx.trace.add({ kind: "event", type: "timing-end", timing: t.n, children: [] });
  if (g.combat) {
    continueCombat(ctx);
    checkDeaths(ctx);
    if (checkLoss(ctx)) return;
  }
  flushTriggers(ctx);
  if (!g.timing && g.step !== "main") continueTurn(ctx);
}

/** The triggers collected so far open a new timing, each an item of its stack (13.2, 13.3, 14.3). */
export function flushTriggers(ctx: Ctx, cause = "trigger"): void {
  const g = ctx.game;
  if (g.timing || !g.pending.length || g.over) return;
  const ordered = orderPending(ctx).filter((p) => accepts(ctx, p));
  if (!ordered.length) return;
  openTiming(ctx, cause, g.active);
  let last: PlayerId = g.active;
  for (const p of ordered) {
    const def = p.card.def.triggers![p.index]!;
    let targets: Card[] = [];
    if (def.target) {
      const legal = allTargets(ctx, def.target, p.controller);
      const pick = pickTarget(ctx, legal);
      if (!pick) {
        ctx.trace.add({ kind: "skip", source: entityRef(p.card), reason: "no legal target", children: [] });
        continue;
      }
      targets = [pick];
    }
    const label = triggerLabel(p.card, p.index);
    const item: StackItem = { kind: "trigger", source: p.card, controller: p.controller, ability: p.index, targets, label: label.zh, labelEn: label.en };
    ctx.trace.add({ kind: "trigger", source: entityRef(p.card), card: p.card.def.id, on: p.on, children: [] });
    pushItem(ctx, item, undefined, "trigger");
    last = p.controller;
  }
  if (!g.timing!.stack.length) {
    g.timing = null;
    return;
  }
  handOver(ctx, last);
}

/** A trigger's target: the next locator among the choices, else one at random (recorded). */
function pickTarget(ctx: Ctx, legal: Card[]): Card | null {
  if (!legal.length) return null;
  const c = ctx.choices[ctx.choiceIndex];
  if (typeof c === "string") {
    const card = find(ctx, c);
    if (card && legal.includes(card)) {
      ctx.choiceIndex++;
      return card;
    }
  }
  const i = ctx.rng.below(legal.length);
  const chosen = legal[i]!;
  ctx.random.push({ purpose: "trigger target", candidates: legal.map(entityRef), chosen: entityRef(chosen) });
  ctx.trace.add({ kind: "random", purpose: "trigger target", candidates: legal.map(entityRef), chosen: entityRef(chosen), children: [] });
  return chosen;
}

/** Both players pass until no timing is open (also used by the phases' special timings). */
export function passAll(ctx: Ctx): void {
  const g = ctx.game;
  while (g.timing && !g.over) pass(ctx, g.timing.priority, `actions[${ctx.actionIndex}]`);
}
