/** `loseKeyword`: an entity's own keyword tag ends ("Stealth for 1 turn": Spirit of the Dragonhawk); with `granted`, also
 * the keyword its enchantments grant (Flare: "All minions lose Stealth", as attacking loses it, 2.6 e). */
import type { Effect } from "../cards/format/index.js";
import type { Ctx } from "../context.js";
import { has } from "../stats.js";
import { removeTag, shieldLost } from "../rules/damage.js";
import { byOrder, sortInPlace } from "../game.js";
import type { Entity } from "../types.js";
import { noteEvent } from "../rules/events.js";
import { select, type Env } from "../rules/selectors.js";

export function loseKeywordEffect(ctx: Ctx, e: Extract<Effect, { type: "loseKeyword" }>, env: Env): void {
  // "All minions lose Divine Shield" (Blood Knight): each shield lost is a `divine-shield` event, resolved once every shield
  // is gone, in the minions' order of play (as a mass damage's events, 1.5; rules-notes 1300).
  let lost: Entity[] | undefined;
  for (let i = 0, list = select(ctx, e.to, env, "beneficial"); i < list.length; i++) {
    const t = list[i]!;
    if (e.keyword === "DIVINE_SHIELD") {
      if (!(e.granted ? has(t, e.keyword) : t.tags[e.keyword])) continue;
      if (e.granted) removeTag(t, e.keyword);
      else t.tags[e.keyword] = 0;
      (lost ??= []).push(t);
      continue;
    }
    if (e.granted) {
      if (!has(t, e.keyword)) continue;
      removeTag(t, e.keyword);
    } else {
      if (!t.tags[e.keyword]) continue;
      // Only the entity's own tag: a keyword an enchantment grants stays while that enchantment does.
      t.tags[e.keyword] = 0;
    }
    noteEvent(ctx, { type: "expire", source: env.self, target: t, detail: { keyword: e.keyword } });
  }
  if (lost) {
    sortInPlace(lost, byOrder);
    for (let i = 0; i < lost.length; i++) shieldLost(ctx, env.self, lost[i]!);
  }
}

/** `gainKeyword`: the entities get the keyword as a tag of their own, in any zone — not an enchantment, so `loseKeyword`
 * takes it away again (Twisted Monstrosity's Bonus Effects, which change each turn in hand). One it has already: nothing. */
export function gainKeywordEffect(ctx: Ctx, e: Extract<Effect, { type: "gainKeyword" }>, env: Env): void {
  for (let i = 0, list = select(ctx, e.to, env, "beneficial"); i < list.length; i++) {
    const t = list[i]!;
    if (t.tags[e.keyword]) continue;
    t.tags[e.keyword] = 1;
    noteEvent(ctx, { type: "buff", source: env.self, target: t, detail: { keyword: e.keyword } });
  }
}
