/**
 * `replaceHero`: your hero is replaced by a new hero entity of another card, not by playing a hero card (2.5). Rulebook 2.5
 * 每当你替换英雄时 / 如果你替换成的是加拉克苏斯大王或炎魔之王拉格纳罗斯时 (Lord Jaraxxus the minion, Majordomo Executus):
 * the new hero enters play as the card is — its own Health and maximum, no damage, no Armor, none of the old hero's states
 * (they stay on the old hero, set aside), not Frozen — keeping only "attacks this turn"; the Hero Power is replaced (the
 * uses this turn start again, 2.7) and your class becomes the new hero's. Unlike a hero card, nothing of the old hero's
 * Health or Armor carries over. `removeSource`: the minion whose text this is leaves play for the set-aside zone — not a
 * death — as Lord Jaraxxus the minion does when it becomes the hero (2.1's SETASIDE holds "the old Jaraxxus minion").
 */
import type { Effect } from "../cards/format/index.js";
import type { Ctx } from "../context.js";
import { moveTo, newEntity, playerOf } from "../game.js";
import { auraUpdate } from "../rules/auras.js";
import { noteEvent } from "../rules/events.js";
import type { Env } from "../rules/selectors.js";
import { cardOf } from "./helpers.js";

export function replaceHeroEffect(ctx: Ctx, e: Extract<Effect, { type: "replaceHero" }>, env: Env): void {
  const p = playerOf(ctx.game, env.controller);
  const source = env.self;
  if (e.removeSource && source.type === "MINION" && source.zone === "PLAY" && source.controller === env.controller) {
    moveTo(ctx.game, source, "SETASIDE");
    noteEvent(ctx, { type: "zone-change", target: source, detail: { to: "SETASIDE", reason: "becomes the hero" } });
  }
  const old = p.hero;
  if (old.zone !== "PLAY") return; // a dead hero is not replaced (1.11: the game is over)
  const card = cardOf(ctx, e.card);
  const hero = newEntity(ctx.game, card, env.controller, "PLAY");
  hero.tags.NUM_ATTACKS_THIS_TURN = old.tags.NUM_ATTACKS_THIS_TURN ?? 0;
  old.zone = "SETASIDE";
  p.setAside.push(old);
  p.hero = hero;
  noteEvent(ctx, { type: "zone-change", target: old, detail: { to: "SETASIDE" } });
  noteEvent(ctx, { type: "zone-change", source, target: hero, detail: { to: "PLAY" } });
  // The Hero Power: the effect's, else the new hero card's; a hero card without one leaves the current one (as 2.5 for a client's hero card).
  const powerId = e.heroPower ?? card.def?.heroPower;
  if (powerId) {
    if (p.heroPower) {
      const hp = p.heroPower;
      moveTo(ctx.game, hp, "SETASIDE");
      noteEvent(ctx, { type: "zone-change", target: hp, detail: { to: "SETASIDE" } });
    }
    const hp = newEntity(ctx.game, cardOf(ctx, powerId), env.controller, "PLAY");
    p.heroPower = hp;
    p.tags.HEROPOWER_ACTIVATIONS_THIS_TURN = 0;
    noteEvent(ctx, { type: "zone-change", source, target: hp, detail: { to: "PLAY" } });
  }
  auraUpdate(ctx);
}
