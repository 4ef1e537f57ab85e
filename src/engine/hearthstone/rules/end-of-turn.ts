/**
 * A minion's end-of-turn effects (rules-notes 385): the triggers on the end of a turn it has that work on it now — its own
 * while not silenced, then those its enchantments give, in order of play; an enchantment's trigger whose whole text is
 * `expire` is that enchantment's duration, not an effect. Read by the filter `has: "endOfTurn"` and the effect
 * `triggerEndOfTurn` (Inspiring Maul).
 */
import type { Trigger } from "../cards/format/index.js";
import type { Ctx } from "../context.js";
import type { Enchantment, Entity } from "../types.js";
import { inTriggerZone } from "./events.js";

/** Whether a trigger is an end-of-turn effect of the minion it works on now (see above). */
function isEndOfTurnEffect(ctx: Ctx, holder: Entity | Enchantment, t: Trigger): boolean {
  if (t.armed || !inTriggerZone(ctx, holder, t)) return false;
  if (holder.kind === "entity" && (t.zone ?? "play") !== "play") return false;
  if (holder.kind === "enchantment" && t.zone !== undefined && t.zone !== "play") return false;
  return !(holder.kind === "enchantment" && t.do.length > 0 && t.do.every((e) => e.type === "expire"));
}

/** A minion's end-of-turn effects: its own triggers, then its enchantments', in order of play. */
export function endOfTurnEffects(ctx: Ctx, m: Entity): { holder: Entity | Enchantment; trigger: Trigger }[] {
  const out: { holder: Entity | Enchantment; trigger: Trigger; order: number }[] = [];
  for (let j = 0, list = m.def.triggersOn["turn-end"] ?? []; j < list.length; j++) { const { trigger } = list[j]!; if (isEndOfTurnEffect(ctx, m, trigger)) out.push({ holder: m, trigger, order: m.order }); }
  for (let i = 0, enchantments = m.enchantments; i < enchantments.length; i++) {
    const en = enchantments[i]!;
    if (en.removed) continue;
    for (let j = 0, list = en.def?.triggersOn["turn-end"] ?? []; j < list.length; j++) { const { trigger } = list[j]!; if (isEndOfTurnEffect(ctx, en, trigger)) out.push({ holder: en, trigger, order: en.order }); }
  }
  return out.sort((a, b) => a.order - b.order);
}

