/**
 * `imbue`: "Imbue your Hero Power" (rules/imbue.ts). The first Imbue replaces your Hero Power with your class's Imbued
 * Hero Power at level 1 (2.7: its uses this turn start again); later ones raise its level by 1. Each counts (also for
 * a class with no Imbued Hero Power, whose Hero Power stays as it is: rules-notes 495).
 */
import type { Effect } from "../cards/format/index.js";
import type { Ctx } from "../context.js";
import { moveTo, newEntity, playerOf } from "../game.js";
import { noteEvent } from "../rules/events.js";
import { IMBUE_COUNT, IMBUE_LEVEL, imbueLevel, imbuedHeroPowerFor } from "../rules/imbue.js";
import type { Env } from "../rules/selectors.js";
import { cardOf } from "./helpers.js";

export function imbueEffect(ctx: Ctx, _e: Extract<Effect, { type: "imbue" }>, env: Env): void {
  const p = playerOf(ctx.game, env.controller);
  const cardClass = p.hero.def.facts.cardClass;
  const id = imbuedHeroPowerFor(ctx, cardClass, `actions[${ctx.actionIndex}]`);
  p.tags[IMBUE_COUNT] = (p.tags[IMBUE_COUNT] ?? 0) + 1;
  // A class the game gives no Imbued Hero Power: "won't be upgraded by Imbue" (GLUE) — the Imbue counts, nothing else.
  if (id === null) return;
  const old = p.heroPower;
  if (old && old.card === id) {
    old.tags[IMBUE_LEVEL] = imbueLevel(old) + 1;
    noteEvent(ctx, { type: "imbue", source: env.self, target: old, amount: old.tags[IMBUE_LEVEL], detail: { level: old.tags[IMBUE_LEVEL] } });
    return;
  }
  if (old) {
    moveTo(ctx.game, old, "SETASIDE");
    noteEvent(ctx, { type: "zone-change", target: old, detail: { to: "SETASIDE" } });
  }
  const hp = newEntity(ctx.game, cardOf(ctx, id), env.controller, "PLAY");
  hp.tags[IMBUE_LEVEL] = 1;
  p.heroPower = hp;
  p.tags.HEROPOWER_ACTIVATIONS_THIS_TURN = 0;
  noteEvent(ctx, { type: "zone-change", source: env.self, target: hp, detail: { to: "PLAY" } });
  noteEvent(ctx, { type: "imbue", source: env.self, target: hp, amount: 1, detail: { level: 1 } });
}
