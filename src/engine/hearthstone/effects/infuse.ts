/**
 * `infuse`: 注能 (Infuse (N), Murder at Castle Nathria; not in the 2022 rulebook — rules-notes 408). What a card's `infuse`
 * does in its own hand trigger on a friendly minion's death: its progress (tag INFUSE_PROGRESS) goes up by 1, and at N the
 * card becomes its Infused card, keeping its states (as Corrupt does: `transform` with `keepState`).
 */
import type { Effect } from "../cards/format/index.js";
import type { Ctx } from "../context.js";
import type { Env } from "../rules/selectors.js";
import { cardOf } from "./helpers.js";
import { transform } from "./transform.js";

export const INFUSE_PROGRESS = "INFUSE_PROGRESS";

export function infuseEffect(ctx: Ctx, _e: Extract<Effect, { type: "infuse" }>, env: Env): void {
  const card = env.self;
  const spec = card.def.def?.infuse;
  if (!spec || card.zone !== "HAND") return;
  const n = (card.tags[INFUSE_PROGRESS] ?? 0) + 1;
  card.tags[INFUSE_PROGRESS] = n;
  if (n >= spec.count) transform(ctx, card, card, cardOf(ctx, spec.into), undefined, true);
}
