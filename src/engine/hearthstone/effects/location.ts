/**
 * `refreshLocation` ("Reopen a location": Welcome Home!): the Locations named end their cooldown (地标, the game's
 * LOCATION_ACTION_COOLDOWN, set when one is used) and can be used again this turn by their controller. A Location not on
 * cooldown is left as it is; nothing else changes (its Durability stays). Not in the rulebook (rules-notes).
 */
import type { Effect } from "../cards/format/index.js";
import type { Ctx } from "../context.js";
import { noteEvent } from "../rules/events.js";
import { select, type Env } from "../rules/selectors.js";
import { playerOf } from "../game.js";

/** The game's tag of a used Location until its controller's next turn (actions/location.ts). */
const LOCATION_COOLDOWN = "LOCATION_ACTION_COOLDOWN";

export function refreshLocationEffect(ctx: Ctx, e: Extract<Effect, { type: "refreshLocation" }>, env: Env): void {
  for (let i = 0, list = select(ctx, e.to, env, "beneficial"); i < list.length; i++) {
    const t = list[i]!;
    if (t.zone !== "PLAY" || t.type !== "LOCATION" || !t.tags[LOCATION_COOLDOWN]) continue;
    t.tags[LOCATION_COOLDOWN] = 0;
    noteEvent(ctx, { type: "refresh", source: env.self, target: t });
  }
}

/**
 * `refreshHeroPower` ("Refresh your Hero Power": Blackwald Pixie): the player's Hero Power, used this turn, can be used
 * again — its uses this turn (the player tag HEROPOWER_ACTIVATIONS_THIS_TURN, which allows one) go back to 0. Not used
 * yet: nothing changes. The game-long and per-turn counts of uses (NUM_TIMES_HERO_POWER_USED_THIS_GAME,
 * NUM_HERO_POWER_USES_THIS_TURN) are kept: the uses happened.
 */
export function refreshHeroPowerEffect(ctx: Ctx, _e: Extract<Effect, { type: "refreshHeroPower" }>, env: Env): void {
  const p = playerOf(ctx.game, env.controller);
  if (!p.heroPower || !(p.tags.HEROPOWER_ACTIVATIONS_THIS_TURN ?? 0)) return;
  p.tags.HEROPOWER_ACTIVATIONS_THIS_TURN = 0;
  noteEvent(ctx, { type: "refresh", source: env.self, target: p.heroPower });
}
