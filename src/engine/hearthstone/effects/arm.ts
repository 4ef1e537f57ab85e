/** `arm`: arms one of the card's own `armed` triggers (its tag TRIGGER_ARMED_<index>), which then works once (Headcrack). */
import type { Effect } from "../cards/format/index.js";
import type { Ctx } from "../context.js";
import { armTag, armTurnTag } from "../rules/events.js";
import type { Env } from "../rules/selectors.js";

export function armEffect(ctx: Ctx, e: Extract<Effect, { type: "arm" }>, env: Env): void {
  const self = env.self;
  const index = e.trigger ?? 0;
  const t = self.def.def?.triggers?.[index];
  if (!t?.armed) {
    ctx.trace.add({ kind: "skip", reason: `${self.def.name.enUS} has no armed trigger ${index}: nothing is armed`, children: [] });
    return;
  }
  // Armed again before it resolves (a text resolving twice: Electra Stormsurge's state), it resolves as many times.
  self.tags[armTag(index)] = (self.tags[armTag(index)] ?? 0) + 1;
  // "At the end of your next turn": not in this turn — the turn it is armed in is kept, and the trigger skips it.
  if (e.notThisTurn) self.tags[armTurnTag(index)] = ctx.game.turn;
  else delete self.tags[armTurnTag(index)];
}
