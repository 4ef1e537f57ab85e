/**
 * `summonRemembered`: summon the card an enchantment of this minion remembers (Carnivorous Cube's LOOT_161e: the minion
 * it destroyed). In a deathrattle the minion's enchantments are those it had when it left play (the graveyard clears them,
 * 4.8). Each copy is fresh: the remembered card, not the minion's state (4.10: only the card is kept).
 */
import type { Effect } from "../cards/format/index.js";
import type { Ctx } from "../context.js";
import { select, type Env } from "../rules/selectors.js";
import { cardOf, summonEach, summonPosition, summonSideBySide } from "./helpers.js";

export function summonRememberedEffect(ctx: Ctx, e: Extract<Effect, { type: "summonRemembered" }>, env: Env): void {
  const lk = env.lastKnown;
  // `of`: another entity's memories, as it is now (the hero's player-state memories: Replicating Spore, rules-notes 1625).
  const holder = e.of === undefined ? env.self : select(ctx, e.of, env, "beneficial")[0];
  if (!holder) return;
  const ens = e.of === undefined && lk && lk.entity === env.self && env.self.zone !== "PLAY" ? lk.enchantments : holder.enchantments;
  // `enchantment` omitted: the anonymous memories (a `buff` with `remember` and no `enchantment`).
  // Only a remembered minion can be summoned (a memory may be any card: addRemembered's discarded card).
  const memories = ens.filter((x) => x.remembers !== undefined && (e.enchantment === undefined ? x.card === null : x.card === e.enchantment) && cardOf(ctx, x.remembers).type === "MINION");
  if (memories.length === 0) return;
  if (e.all) {
    // Every memory (Frostmourne: every minion it killed), in the order remembered, side by side like one summon's minions.
    const cards = memories.flatMap((en) => Array.from({ length: e.count ?? 1 }, () => cardOf(ctx, en.remembers!)));
    summonEach(ctx, cards, env.controller, summonPosition(ctx, env, env.controller), env);
    return;
  }
  const en = memories[0]!;
  const card = cardOf(ctx, en.remembers!);
  // Moat Lurker (`for: owner`): for the player who controlled the minion when it was remembered, at the right of their board.
  const side = e.for === "owner" ? en.remembersOwner ?? env.controller : env.controller;
  summonSideBySide(ctx, card, side, summonPosition(ctx, env, side), e.count ?? 1, env);
}
