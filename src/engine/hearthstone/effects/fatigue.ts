/**
 * `fatigue`: "Take Fatigue damage" (Festival of Legends; newer than the rulebook, docs/rules-notes.md 896). The player's
 * Fatigue counter (the tag FATIGUE that an empty deck's draw raises, 4.4) goes up by 1 and their hero takes that much
 * damage, sourceless as a draw's Fatigue is — no draw, so no draw event and no burn. What it dealt (4.9 step 6: 0 when
 * Immune stopped it) is kept for the text's next effect, as a `damage` effect's is: `{ dealt: "damage" }`.
 */
import type { Effect } from "../cards/format/index.js";
import type { Ctx } from "../context.js";
import { opponentOf } from "../game.js";
import { takeFatigue } from "../rules/draw.js";
import type { Env } from "../rules/selectors.js";

export function fatigueEffect(ctx: Ctx, e: Extract<Effect, { type: "fatigue" }>, env: Env): void {
  env.excess = 0;
  env.dealt = takeFatigue(ctx, e.player === "enemy" ? opponentOf(env.controller) : env.controller);
}
