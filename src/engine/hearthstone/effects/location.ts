/**
 * `refreshLocation` ("Reopen a location": Welcome Home!): the Locations named end their cooldown (地标, the game's
 * LOCATION_ACTION_COOLDOWN, set when one is used) and can be used again this turn by their controller. A Location not on
 * cooldown is left as it is; nothing else changes (its Durability stays). Not in the rulebook (rules-notes).
 */
import type { Effect } from "../cards/format/index.js";
import type { Ctx } from "../context.js";
import { noteEvent } from "../rules/events.js";
import { select, type Env } from "../rules/selectors.js";

/** The game's tag of a used Location until its controller's next turn (actions/location.ts). */
const LOCATION_COOLDOWN = "LOCATION_ACTION_COOLDOWN";

export function refreshLocationEffect(ctx: Ctx, e: Extract<Effect, { type: "refreshLocation" }>, env: Env): void {
  for (const t of select(ctx, e.to, env, "beneficial")) {
    if (t.zone !== "PLAY" || t.type !== "LOCATION" || !t.tags[LOCATION_COOLDOWN]) continue;
    t.tags[LOCATION_COOLDOWN] = 0;
    noteEvent(ctx, { type: "refresh", source: env.self, target: t });
  }
}
