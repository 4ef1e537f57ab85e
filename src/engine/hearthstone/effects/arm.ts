/** `arm`: arms one of the card's own `armed` triggers (its tag TRIGGER_ARMED_<index>), which then works once (Headcrack). */
import type { Effect } from "../cards/format/index.js";
import type { Ctx } from "../context.js";
import { armTag } from "../rules/events.js";
import type { Env } from "../rules/selectors.js";

export function armEffect(ctx: Ctx, e: Extract<Effect, { type: "arm" }>, env: Env): void {
  const self = env.self;
  const index = e.trigger ?? 0;
  const t = self.def.def?.triggers?.[index];
  if (!t?.armed) {
    ctx.trace.add({ kind: "skip", reason: `${self.def.name.enUS} has no armed trigger ${index}: nothing is armed`, children: [] });
    return;
  }
  self.tags[armTag(index)] = 1;
}
