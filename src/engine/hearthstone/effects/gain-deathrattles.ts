/**
 * Copying Deathrattles ("Gain the Deathrattles of your minions that died this turn": Archdruid of Thorns).
 * `gainDeathrattles`: for each death in the record (4.10) of a minion its player controlled — only this turn's with
 * `thisTurn` — whose card, as printed (the record keeps no states), has a Deathrattle, each entity `to` names gets
 * `enchantment`, remembering that card: one per death, in the order they died. `rememberedDeathrattle`, in that
 * enchantment's own `deathrattle`, resolves the Deathrattle of the card it remembers as this minion's (its `self` is the
 * minion that has the enchantment, as any Deathrattle an enchantment gives, 附录 A.2).
 */
import type { Effect } from "../cards/format/index.js";
import type { Ctx } from "../context.js";
import { select, type Env } from "../rules/selectors.js";
import { cardOf, enchant } from "./helpers.js";
import { runEffects } from "./index.js";

export function gainDeathrattlesEffect(ctx: Ctx, e: Extract<Effect, { type: "gainDeathrattles" }>, env: Env): void {
  const ids = ctx.game.deaths
    .filter((d) => d.controller === env.controller && (!e.thisTurn || d.turn === ctx.game.turn))
    .map((d) => d.card)
    .filter((id) => !!ctx.cards.get(id)?.def?.deathrattle?.length);
  if (ids.length === 0) {
    ctx.trace.add({ kind: "skip", reason: "no minion of yours with a Deathrattle died: no Deathrattle is gained", children: [] });
    return;
  }
  for (let j = 0, list = select(ctx, e.to, env, "beneficial"); j < list.length; j++) {
    const m = list[j]!;
    for (let i = 0; i < ids.length; i++) { const id = ids[i]!; enchant(ctx, m, env.controller, e.enchantment, {}).remembers = id; }
  }
}

export function rememberedDeathrattleEffect(ctx: Ctx, _e: Extract<Effect, { type: "rememberedDeathrattle" }>, env: Env): void {
  const en = env.holder.kind === "enchantment" ? env.holder : undefined;
  const id = en?.remembers;
  const rattle = id !== undefined ? cardOf(ctx, id).def?.deathrattle : undefined;
  if (!rattle) {
    ctx.trace.add({ kind: "skip", reason: "this enchantment remembers no card with a Deathrattle", children: [] });
    return;
  }
  runEffects(ctx, rattle, env);
}
