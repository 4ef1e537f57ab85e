/**
 * `spendArmor`: "Spend up to 5 Armor. For each spent, deal $1 damage to all minions." (Shellnado). The hero of the card's
 * player loses as much Armor as it has, up to `upTo` (none: all of it — "Spend all your Armor", Reckless Flurry) — a spend,
 * not damage (4.9 does not apply; nothing answers it: the trace notes it as a negative armor event) — then `each` resolves
 * once for each Armor spent, each run in full (its events resolved) before the next, as `repeat` does, and `then` once,
 * where the amount `{ armorSpent: "now" }` reads how much was spent. No Armor: nothing is spent and nothing resolves.
 * `player: "enemy"`: the opponent's hero loses it ("Destroy your opponent's Armor", Platebreaker; rules-notes 1562).
 */
import type { Effect } from "../cards/format/index.js";
import type { Ctx } from "../context.js";
import { opponentOf, playerOf } from "../game.js";
import { noteEvent } from "../rules/events.js";
import type { Env } from "../rules/selectors.js";
import { runEffects } from "./index.js";
import { countHeroArmorChange } from "../rules/hero-armor.js";
import type { PlayerId } from "../types.js";

export function spendArmorEffect(ctx: Ctx, e: Extract<Effect, { type: "spendArmor" }>, env: Env): void {
  const who: PlayerId = e.player === "enemy" ? opponentOf(env.controller) : env.controller;
  const hero = playerOf(ctx.game, who).hero;
  const have = hero.tags.ARMOR ?? 0;
  const n = e.upTo === undefined ? have : Math.min(have, e.upTo);
  env.spentArmor = n > 0 ? n : 0;
  if (n <= 0) {
    ctx.trace.add({ kind: "skip", reason: "no Armor to spend: nothing happens", children: [] });
    return;
  }
  hero.tags.ARMOR = have - n;
  countHeroArmorChange(ctx.game, hero);
  noteEvent(ctx, { type: "armor", source: env.self, target: hero, amount: -n, player: who, detail: { spent: n } });
  if (e.each) for (let i = 0; i < n; i++) runEffects(ctx, e.each, env);
  if (e.then) runEffects(ctx, e.then, env);
}
