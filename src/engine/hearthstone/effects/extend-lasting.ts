/**
 * `extendLasting`: "It lasts an additional turn" (Gelbin's Triumph, Cataclysm; rules-notes 313). A lasting spell's
 * remaining turns are its tag TURNS_LEFT, all N (its `lasts.turns`) until its first count (rules/lasting.ts); this adds
 * to it, wherever the card is — a hand or deck (a tag, kept as the card is played: hand → secret zone keeps states, 4.8)
 * or the secret zone. A card that does not last is left as it is.
 */
import type { Effect } from "../cards/format/index.js";
import { refOf, type Ctx } from "../context.js";
import { noteEvent } from "../rules/events.js";
import { select, type Env } from "../rules/selectors.js";

export function extendLastingEffect(ctx: Ctx, e: Extract<Effect, { type: "extendLasting" }>, env: Env): void {
  for (let i = 0, list = select(ctx, e.to, env, "beneficial"); i < list.length; i++) {
    const t = list[i]!;
    const lasts = t.def.def?.lasts;
    if (!lasts || (t.zone !== "HAND" && t.zone !== "DECK" && t.zone !== "SECRET")) {
      ctx.trace.add({ kind: "skip", source: refOf(t), reason: "not a lasting spell: nothing to extend", children: [] });
      continue;
    }
    const left = (t.tags.TURNS_LEFT ?? lasts.turns) + (e.turns ?? 1);
    t.tags.TURNS_LEFT = left;
    noteEvent(ctx, { type: "countdown", source: env.self, target: t, amount: left });
  }
}
