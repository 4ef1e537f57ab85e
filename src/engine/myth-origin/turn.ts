/**
 * @module myth-origin/turn
 * The end of a turn and the next one's start (17.4): 主要阶段结束时, the end phase (弃牌步骤 down to 7 cards,
 * 回合结束时; then "until end of turn" changes end), the next player's 准备阶段: 重置步骤 (3: every card they control
 * resets, but what 圣灵珠-like statics keep tapped), 抓牌步骤, 准备阶段结束时. Each special timing passes with no response.
 */
import { staticsOf, zhName } from "./cards.js";
import { checkLoss } from "./damage.js";
import { draw, resetCard } from "./effects.js";
import { entityRef } from "./refs.js";
import { say, zh, en } from "./log.js";
import { specialTiming } from "./timing.js";
import { moveCard } from "./zones.js";
import { other, type Card, type Ctx } from "./types.js";

const phase = (ctx: Ctx, name: string, body: () => void) => ctx.trace.within({ kind: "phase", name, children: [] }, body);

export function endTurn(ctx: Ctx): void {
  const g = ctx.game;
  const me = g.players[g.active - 1]!;
  phase(ctx, "main", () => specialTiming(ctx, "main-phase-end"));
  if (g.over) return;
  phase(ctx, "end", () => {
    ctx.trace.within({ kind: "step", name: "discard", children: [] }, () => {
      if (me.zones.hand.length > 7) {
        const extra = me.zones.hand.slice(7);
        for (const c of extra) {
          moveCard(ctx, c, "graveyard");
          ctx.trace.add({ kind: "event", type: "discard", target: entityRef(c), children: [] });
          say(ctx, `玩家${me.id}丢弃${zh(c)}。`, `Player ${me.id} discards ${en(c)}.`);
        }
        specialTiming(ctx, "discard");
      }
    });
    if (g.over) return;
    ctx.trace.within({ kind: "step", name: "end-of-turn", children: [] }, () => specialTiming(ctx, "end-of-turn"));
    for (const c of g.cards.values()) {
      c.attackMods = c.attackMods.filter((m) => !m.untilEndOfTurn);
      if (c.lost?.untilEndOfTurn) c.lost = null;
    }
    for (const p of g.players) p.playFromSpirit = false;
  });
  if (g.over) return;
  g.turn++;
  g.active = other(g.active);
  say(ctx, `第${g.turn}回合,玩家${g.active}的回合开始。`, `Turn ${g.turn}: player ${g.active}'s turn begins.`);
  const p = g.players[g.active - 1]!;
  phase(ctx, "prepare", () => {
    ctx.trace.within({ kind: "step", name: "reset", children: [] }, () => {
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
      specialTiming(ctx, "reset-step");
    });
    if (g.over) return;
    ctx.trace.within({ kind: "step", name: "draw", children: [] }, () => {
      draw(ctx, p.id, 1);
      if (checkLoss(ctx)) return;
      specialTiming(ctx, "draw-step");
    });
    if (g.over) return;
    ctx.trace.within({ kind: "step", name: "prepare-end", children: [] }, () => specialTiming(ctx, "prepare-phase-end"));
  });
}
