/**
 * `triggerEndOfTurn` ("Trigger a random friendly minion's end of turn effect": Inspiring Maul; rules-notes 385): each
 * minion's end-of-turn effects — the triggers on the end of a turn it has, the same ones Drakkari Enchanter and Sandfury
 * Aura double (1.3; 260): its own while not silenced, then those its enchantments give, in order of play, as the end of a
 * turn would queue them — resolve now, with the minion in play. A trigger counts only where it works on the minion now
 * (in play, not Dormant unless it is a `whileDormant` one, not an `armed` one); an enchantment's trigger whose whole text
 * is `expire` is that enchantment's duration, not an effect, and does not count. The trigger's whose-turn condition
 * (`turn`) is not read — the effect is triggered away from the end of a turn, as a triggered Deathrattle resolves without
 * a death —; its other conditions (an "if …" of its text) are read as it resolves. Before each resolution the minion must
 * still be in play and not mortally wounded (3.3). "Your end of turn effects trigger twice" (Drakkari Enchanter, Chrono-Lord
 * Deios; Sandfury Aura for minions) makes each resolve twice, as Baron Rivendare does a triggered Deathrattle (fixed before
 * the first).
 */
import type { Condition, Effect } from "../cards/format/index.js";
import { refOf, type Ctx } from "../context.js";
import { hasRule } from "../rules/auras.js";
import { endOfTurnEffects } from "../rules/end-of-turn.js";
import { checkCondition, select, type Env } from "../rules/selectors.js";
import { isMortallyWounded } from "../stats.js";
import { runEffects } from "./index.js";

/** A condition without its whose-turn parts (`turn`), at its top level and inside `all`; undefined when nothing is left. */
function withoutTurn(c: Condition | Condition[] | undefined): Condition[] | undefined {
  if (c === undefined) return undefined;
  const out: Condition[] = [];
  for (let i = 0, list = Array.isArray(c) ? c : [c]; i < list.length; i++) {
    const x = list[i]!;
    if ("turn" in x) continue;
    if ("all" in x && Array.isArray((x as { all: unknown }).all)) out.push(...(withoutTurn((x as { all: Condition[] }).all) ?? []));
    else out.push(x);
  }
  return out.length > 0 ? out : undefined;
}

export function triggerEndOfTurnEffect(ctx: Ctx, e: Extract<Effect, { type: "triggerEndOfTurn" }>, env: Env): void {
  for (let j = 0, list = select(ctx, e.to, env, "beneficial"); j < list.length; j++) {
    const m = list[j]!;
    const effects = endOfTurnEffects(ctx, m);
    const times = hasRule(ctx.game, "end-of-turn-twice", m.controller) || (m.type === "MINION" && hasRule(ctx.game, "minions-end-of-turn-twice", m.controller)) ? 2 : 1;
    for (let q = 0; q < effects.length; q++) {
      const { holder, trigger } = effects[q]!;
      const cond = withoutTurn(trigger.if);
      for (let i = 0; i < times; i++) {
        if (m.zone !== "PLAY" || isMortallyWounded(m)) {
          ctx.trace.add({ kind: "skip", source: refOf(m), reason: "the minion is no longer in play, or is mortally wounded: its end-of-turn effect is not triggered", children: [] });
          continue;
        }
        const envT: Env = { self: m, holder, controller: m.controller };
        if (cond && !checkCondition(ctx, cond, envT)) {
          ctx.trace.add({ kind: "skip", source: refOf(m), reason: "its end-of-turn effect's condition does not hold", children: [] });
          continue;
        }
        ctx.trace.within({ kind: "step", name: "end-of-turn effect", minion: refOf(m), ...(times > 1 ? { repeat: i + 1 } : {}), children: [] },
          () => runEffects(ctx, trigger.do, envT));
      }
    }
  }
}
