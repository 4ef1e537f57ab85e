/**
 * `putOnBottom`: the cards named that are in a deck go to the bottom of that deck, one after another in the order named
 * (Algalon's Vision: "Look at the top card of your opponent's deck. You may put it on the bottom of their deck."). A move
 * inside the deck keeping the card's states — not a shuffle (no random place: the count of shuffles is not raised), not a
 * draw: nothing answers it. A card not in a deck stays where it is.
 */
import type { Effect } from "../cards/format/index.js";
import type { Ctx } from "../context.js";
import { moveTo, playerOf } from "../game.js";
import { noteEvent } from "../rules/events.js";
import { select, type Env } from "../rules/selectors.js";

export function putOnBottomEffect(ctx: Ctx, e: Extract<Effect, { type: "putOnBottom" }>, env: Env): void {
  const list = select(ctx, e.to, env, "beneficial");
  for (let i = 0; i < list.length; i++) {
    const c = list[i]!;
    if (c.zone !== "DECK") continue;
    moveTo(ctx.game, c, "DECK", playerOf(ctx.game, c.controller).deck.length);
    noteEvent(ctx, { type: "zone-change", source: env.self, target: c, detail: { to: "DECK", bottom: true } });
  }
}
