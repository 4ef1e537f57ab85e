/**
 * `extraTurns`: 额外回合 (rulebook 4.13). The turns are inserted before the next turn, ahead of any extra
 * turns already pending: Temporus then Time Warp gives O-E-E-O-O, Time Warp then Temporus E-E-O-O-O. At the
 * end of a turn (2.1 MAIN_NEXT) the first pending turn is taken instead of switching to the opponent.
 */
import type { Effect } from "../cards/format/index.js";
import type { Ctx } from "../context.js";
import { opponentOf } from "../game.js";
import { noteEvent } from "../rules/events.js";
import type { Env } from "../rules/selectors.js";

export function extraTurnsEffect(ctx: Ctx, e: Extract<Effect, { type: "extraTurns" }>, env: Env): void {
  const turns = e.turns.map((t) => (t === "own" ? env.controller : opponentOf(env.controller)));
  ctx.game.extraTurns.unshift(...turns);
  noteEvent(ctx, { type: "extra-turns", source: env.self, player: env.controller, detail: { turns, pending: [...ctx.game.extraTurns] } });
}
