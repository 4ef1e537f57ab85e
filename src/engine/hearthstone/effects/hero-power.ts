/**
 * `replaceHeroPower`: your Hero Power becomes another (Shadowform). Rulebook 2.7: replacing the Hero Power clears
 * "Hero Power uses this turn", even when the new one is the same card, so the new one can be used this turn.
 */
import type { Effect } from "../cards/format/index.js";
import type { Ctx } from "../context.js";
import { moveTo, newEntity, playerOf } from "../game.js";
import { noteEvent } from "../rules/events.js";
import type { Env } from "../rules/selectors.js";
import { cardOf } from "./helpers.js";

export function replaceHeroPowerEffect(ctx: Ctx, e: Extract<Effect, { type: "replaceHeroPower" }>, env: Env): void {
  const p = playerOf(ctx.game, env.controller);
  const card = cardOf(ctx, e.heroPower);
  const old = p.heroPower;
  if (old) {
    moveTo(ctx.game, old, "SETASIDE");
    noteEvent(ctx, { type: "zone-change", target: old, detail: { to: "SETASIDE" } });
  }
  const hp = newEntity(ctx.game, card, env.controller, "PLAY");
  p.heroPower = hp;
  p.tags.HEROPOWER_ACTIVATIONS_THIS_TURN = 0;
  noteEvent(ctx, { type: "zone-change", source: env.self, target: hp, detail: { to: "PLAY" } });
}
