/** `takeControl`: a minion in play changes sides (rulebook 4.7 移动); a card in hand goes to the other hand. */
import type { Effect } from "../cards/format/index.js";
import type { Ctx } from "../context.js";
import { changeControl } from "../rules/control.js";
import { select, type Env } from "../rules/selectors.js";
import { enchant, sideOf } from "./helpers.js";
import { moveTo, playerOf, removeFromZone } from "../game.js";
import { auraUpdate } from "../rules/auras.js";
import { noteEvent } from "../rules/events.js";
import { handFull, type Entity, type PlayerId } from "../types.js";

/**
 * 4.7: the minion moves to the right end of its new controller's board and usually gets summoning sickness
 * (Shadow Madness: `sickness: false`); attacks made this turn still count (2.6 攻击次数). Into a full board it
 * is destroyed instead. A control change is not an aura update (4.2): auras follow at the next one.
 * Random picks skip mortally wounded minions (3.5). An `enchantment` whose card has `borrowedControl` lends the
 * minion only while it is attached (rules/control.ts).
 */
export function takeControlEffect(ctx: Ctx, e: Extract<Effect, { type: "takeControl" }>, env: Env): void {
  const to = sideOf(env, e.side);
  let handMoved = false;
  for (let i = 0, list = select(ctx, e.to, env, "harmful", "random minion to take control of"); i < list.length; i++) {
    const t = list[i]!;
    if (t.zone === "HAND" && t.controller !== to) {
      if (giveCard(ctx, env, t, to) && e.enchantment) enchant(ctx, t, env.controller, e.enchantment, {});
      handMoved = true;
      continue;
    }
    if (t.zone !== "PLAY" || t.type !== "MINION" || t.controller === to) continue;
    if (changeControl(ctx, env.self, t, to, e.sickness ?? true) && e.enchantment) enchant(ctx, t, env.controller, e.enchantment, {});
  }
  if (handMoved) auraUpdate(ctx);
}

/**
 * A card in a hand given to the other player ("Give any spells drawn to your opponent", Magatha; rules-notes 1682): it
 * leaves its owner's hand and comes to the right end of the other's, theirs from then on, keeping its states (no zone
 * leaves play, 4.8) — a card new to that hand (held from their next play on, entered their hand this turn). Into a full
 * hand it is burned, as a card drawn into one (4.3).
 */
function giveCard(ctx: Ctx, env: Env, t: Entity, to: PlayerId): boolean {
  removeFromZone(ctx.game, t);
  t.controller = to;
  t.zone = "SETASIDE";
  if (handFull(playerOf(ctx.game, to))) {
    moveTo(ctx.game, t, "GRAVEYARD");
    noteEvent(ctx, { type: "burn", source: env.self, target: t, player: to });
    return false;
  }
  moveTo(ctx.game, t, "HAND");
  noteEvent(ctx, { type: "control", source: env.self, target: t, player: to, detail: { to: "HAND" } });
  return true;
}
