/**
 * `swapStats`: this minion and another swap Attack, Health or both (Vol'jin's "Swap Health with another minion", the
 * Origamis). Both values are read first, then each minion gets an enchantment that sets the other's value (a set Health
 * clears damage, 4.1: the Health swapped is the current Health). A minion no longer in play is read as it is there — a
 * minion in the graveyard is reset (the rulebook's 2.2 example: Vol'jin's target removed before the Battlecry, Vol'jin
 * gets its printed Health) — and is not changed itself.
 */
import type { Effect } from "../cards/format/index.js";
import type { Ctx } from "../context.js";
import { noteEvent } from "../rules/events.js";
import { select, type Env } from "../rules/selectors.js";
import { attackOf, healthOf } from "../stats.js";
import type { Entity } from "../types.js";
import { enchant } from "./helpers.js";

export function swapStatsEffect(ctx: Ctx, e: Extract<Effect, { type: "swapStats" }>, env: Env): void {
  const other = select(ctx, e.with, env, "beneficial")[0];
  // `of`: two entities the text names, not this one — minion cards in hand are changed there too (Mismatched Fossils).
  const self = e.of !== undefined ? select(ctx, e.of, env, "beneficial")[0] : env.self;
  if (!self || !other || other === self) return;
  const inHand = e.of !== undefined;
  const attack = e.stat !== "health", health = e.stat !== "attack";
  const a = { attack: attackOf(self), health: healthOf(self) }, b = { attack: attackOf(other), health: healthOf(other) };
  const set = (t: Entity, v: { attack: number; health: number }) => {
    if (t.zone !== "PLAY" && !(inHand && t.zone === "HAND")) return;
    const stats = { ...(attack ? { setAttack: v.attack } : {}), ...(health ? { setHealth: Math.max(1, v.health) } : {}) };
    const en = enchant(ctx, t, env.controller, e.enchantment, stats);
    noteEvent(ctx, { type: "buff", source: env.self, target: t, detail: { enchantment: en.card, ...stats } });
  };
  set(self, b);
  set(other, a);
}
