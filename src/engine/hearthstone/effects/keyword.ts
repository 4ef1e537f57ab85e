/** `loseKeyword`: an entity's own keyword tag ends ("Stealth for 1 turn": Spirit of the Dragonhawk); with `granted`, also
 * the keyword its enchantments grant (Flare: "All minions lose Stealth", as attacking loses it, 2.6 e). */
import type { Effect } from "../cards/format/index.js";
import type { Ctx } from "../context.js";
import { has } from "../stats.js";
import type { Entity } from "../types.js";
import { removeTag, resolveShieldsLost } from "../rules/damage.js";
import { noteEvent } from "../rules/events.js";
import { select, type Env } from "../rules/selectors.js";

export function loseKeywordEffect(ctx: Ctx, e: Extract<Effect, { type: "loseKeyword" }>, env: Env): void {
  // Characters that lost Divine Shield: their lose-divine-shield events once all have lost it (rules-notes 1261).
  let lost: Entity[] | undefined;
  for (let i = 0, list = select(ctx, e.to, env, "beneficial"); i < list.length; i++) {
    const t = list[i]!;
    if (e.granted) {
      if (!has(t, e.keyword)) continue;
      removeTag(t, e.keyword);
    } else {
      if (!t.tags[e.keyword]) continue;
      // Only the entity's own tag: a keyword an enchantment grants stays while that enchantment does.
      t.tags[e.keyword] = 0;
    }
    noteEvent(ctx, { type: "expire", source: env.self, target: t, detail: { keyword: e.keyword } });
    if (e.keyword === "DIVINE_SHIELD" && t.zone === "PLAY" && !has(t, "DIVINE_SHIELD")) (lost ??= []).push(t);
  }
  if (lost) resolveShieldsLost(ctx, env.self, lost);
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
