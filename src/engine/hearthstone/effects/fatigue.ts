/**
 * `fatigue`: "Take Fatigue damage" (Festival of Legends; newer than the rulebook, docs/rules-notes.md 896). The player's
 * Fatigue counter (the tag FATIGUE that an empty deck's draw raises, 4.4) goes up by 1 and their hero takes that much
 * damage, sourceless as a draw's Fatigue is — no draw, so no draw event and no burn. What it dealt (4.9 step 6: 0 when
 * Immune stopped it) is kept for the text's next effect, as a `damage` effect's is: `{ dealt: "damage" }`.
 */
import type { Effect } from "../cards/format/index.js";
import type { Ctx } from "../context.js";
import { opponentOf, playerOf } from "../game.js";
import { damage } from "../rules/damage.js";
import { noteEvent } from "../rules/events.js";
import type { Env } from "../rules/selectors.js";

export function fatigueEffect(ctx: Ctx, e: Extract<Effect, { type: "fatigue" }>, env: Env): void {
  const player = e.player === "enemy" ? opponentOf(env.controller) : env.controller;
  const p = playerOf(ctx.game, player);
  const n = (p.tags.FATIGUE ?? 0) + 1;
  p.tags.FATIGUE = n;
  noteEvent(ctx, { type: "fatigue", target: p.hero, amount: n, player });
  env.excess = 0;
  env.dealt = damage(ctx, null, [p.hero], n);
}
