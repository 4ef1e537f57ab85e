/**
 * `burn`: the top cards of a deck go to the graveyard (烧毁, rulebook 4.3), one after another (Fel Reaver). It is
 * neither a draw nor a discard: no trigger answers it. An empty deck just stops it (no fatigue).
 */
import type { Effect } from "../cards/format/index.js";
import type { Ctx } from "../context.js";
import { moveTo, playerOf } from "../game.js";
import { noteEvent } from "../rules/events.js";
import type { Env } from "../rules/selectors.js";
import { sideOf } from "./helpers.js";

export function burnEffect(ctx: Ctx, e: Extract<Effect, { type: "burn" }>, env: Env): void {
  const player = sideOf(env, e.player);
  const deck = playerOf(ctx.game, player).deck;
  for (let i = 0; i < e.count && deck.length > 0; i++) {
    const top = deck[0]!;
    moveTo(ctx.game, top, "GRAVEYARD");
    noteEvent(ctx, { type: "burn", source: env.self, target: top, player });
  }
}
