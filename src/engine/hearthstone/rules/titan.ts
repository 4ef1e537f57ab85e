/**
 * @module hearthstone/rules/titan
 * 泰坦 (Titan): which abilities a Titan minion has and whether one is left (actions/titan.ts uses them; an unused one
 * keeps the Titan from attacking, rules/targeting.ts). Rules-notes 811.
 */
import type { Entity } from "../types.js";

/** The game's tag for the Nth ability used (1-3). */
export const titanUsedTag = (n: number) => `TITAN_ABILITY_USED_${n}`;

/** A Titan's abilities (card ids, in order) — none once it is Silenced (an ordinary minion then). */
export function titanAbilities(e: Entity): readonly string[] {
  if (e.tags.SILENCED) return [];
  return e.def.def?.titan ?? [];
}

/** Whether a Titan still has an ability to use, so it can't attack yet. */
export function titanLocked(e: Entity): boolean {
  const abilities = titanAbilities(e);
  return abilities.some((_, i) => !e.tags[titanUsedTag(i + 1)]);
}

