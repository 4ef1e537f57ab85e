/**
 * @module myth-origin/turn
 * The end of a turn and the next one's start (17.4), step by step: 主要阶段结束时, the end phase (弃牌步骤 down to 7
 * cards, 回合结束时; then "until end of turn" changes end), the next player's 准备阶段: 重置步骤 (3: every tapped card
 * they control resets, but what 圣灵珠-like statics keep tapped), 抓牌步骤, 准备阶段结束时; then the main phase.
 * Each step's special timing passes with no response, unless `endTurn` named it in `respondAt`: then it stays open
 * like any timing, and the turn goes on when it closes.
 */
import { staticsOf, zhName } from "./cards.js";
import { checkLoss } from "./damage.js";
import { draw, resetCard } from "./effects.js";
import { entityRef } from "./refs.js";
import { say, zh, en } from "./log.js";
import { flushTriggers, openTiming, passAll } from "./timing.js";
import { emit } from "./triggers.js";
import { moveCard } from "./zones.js";
import { other, type Card, type Ctx, type TurnStep } from "./types.js";

export const TURN_STEPS = ["main-phase-end", "discard", "end-of-turn", "reset-step", "draw-step", "prepare-phase-end"] as const;

/** Start the end of the turn (the active player's `endTurn`). */
export function endTurn(ctx: Ctx, respondAt: readonly TurnStep[]): void {
  ctx.game.step = "main";
  ctx.game.respondAt = [...respondAt];
  continueTurn(ctx);
}

/** Run the steps after the current one until a step's timing waits for responses, or the main phase is reached. */
export function continueTurn(ctx: Ctx): void {
  const g = ctx.game;
  if (g.advancing) return;
  g.advancing = true;
  try {
    while (!g.over && !g.timing && !g.pending.length && g.step !== "main-open") {
      const next = g.step === "main" ? TURN_STEPS[0] : TURN_STEPS[TURN_STEPS.indexOf(g.step as (typeof TURN_STEPS)[number]) + 1];
      if (!next) {
        g.step = "main-open";
        break;
      }
      g.step = next;
      if (!runStep(ctx, next)) continue; // nothing happened: no timing (a discard step with 7 cards or fewer)
      if (g.over) break;
      if (g.respondAt.includes(next)) {
        if (!g.timing) openTiming(ctx, next, g.active);
        if (g.timing) break; // it waits for the players
      }
      settle(ctx);
    }
  } finally {
    g.advancing = false;
  }
  if (g.step === "main-open" && !g.timing) {
    g.step = "main";
    g.respondAt = [];
  }
}

/** Both players pass at the step's timing and every timing its triggers open. */
function settle(ctx: Ctx): void {
  const g = ctx.game;
  passAll(ctx);
  while (!g.timing && g.pending.length && !g.over) {
    flushTriggers(ctx);
    passAll(ctx);
  }
}

/** The step's own action; then its special timing opens (with the triggers it started). False: no timing. */
function runStep(ctx: Ctx, step: TurnStep): boolean {
  const g = ctx.game;
  ctx.trace.add({ kind: "step", name: step, turn: g.turn, player: g.active, children: [] });
  const p = g.players[g.active - 1]!;
  switch (step) {
    case "discard": {
      if (p.zones.hand.length <= 7) return false;
      for (const c of p.zones.hand.slice(7)) {
        moveCard(ctx, c, "graveyard");
        emit(ctx, "discard", c, p.id);
        say(ctx, `玩家${p.id}丢弃${zh(c)}。`, `Player ${p.id} discards ${en(c)}.`);
      }
      break;
    }
    case "reset-step": {
      // the turn changes hands before its reset step
      for (const c of g.cards.values()) {
        c.attackMods = c.attackMods.filter((m) => !m.untilEndOfTurn);
        if (c.lost?.untilEndOfTurn) c.lost = null;
      }
      for (const pl of g.players) pl.playFromSpirit = false;
      g.turn++;
      g.active = other(g.active);
      say(ctx, `第${g.turn}回合,玩家${g.active}的回合开始。`, `Turn ${g.turn}: player ${g.active}'s turn begins.`);
      resetStep(ctx);
      break;
    }
    case "draw-step":
      draw(ctx, g.active, 1);
      if (checkLoss(ctx)) return true;
      break;
  }
  if (g.pending.length) flushTriggers(ctx, step);
  if (!g.timing) openTiming(ctx, step, g.active);
  return true;
}

function resetStep(ctx: Ctx): void {
  const g = ctx.game;
  const p = g.players[g.active - 1]!;
  const kept = new Set<Card>();
  for (const { card: holder, s } of staticsOf(g, "noReset")) {
    if (s.type !== "noReset" || holder.controller !== p.id) continue;
    for (const zone of ["general", "equipment", "field", "spirit", "treasure"] as const) {
      for (const c of p.zones[zone]) if (zhName(c.def) === s.name || c.def.id === s.name) kept.add(c);
    }
  }
  for (const zone of ["general", "treasure", "equipment", "field", "spirit"] as const) {
    for (const c of [...p.zones[zone]]) {
      if (!c.tapped) continue;
      if (kept.has(c)) {
        ctx.trace.add({ kind: "skip", source: entityRef(c), reason: "stays tapped in the reset step (a static ability, 3)", children: [] });
        say(ctx, `${zh(c)}在重置步骤中不重置。`, `${en(c)} does not reset in the reset step.`);
        continue;
      }
      resetCard(ctx, c);
    }
  }
}
