/**
 * `resurrect` (the death record, rulebook 4.10) and `forcedDeath` (强制死亡, 5.7).
 */
import type { Effect } from "../cards/format/index.js";
import { pickRandomId, type Ctx } from "../context.js";
import { interPhase } from "../rules/interphase.js";
import type { Env } from "../rules/selectors.js";
import { summonMinion } from "../rules/summon.js";
import { cardOf, summonEach, summonPosition } from "./helpers.js";
import { isOfRace } from "../cards/facts.js";
import { opponentOf } from "../game.js";
import { createInHand } from "./zones.js";

/**
 * Summon random friendly minions that died this game (Resurrect). 4.10: a resurrection reads the death record, not
 * the graveyard — every death of a minion of yours counts, wherever the minion is now — and summons a fresh copy of
 * the card (its original state). Candidates are the different cards in the record; several picks are different cards.
 */
export function resurrectEffect(ctx: Ctx, e: Extract<Effect, { type: "resurrect" }>, env: Env): void {
  const w = e.where;
  const fits = (id: string): boolean => {
    if (!w) return true;
    const c = cardOf(ctx, id);
    if (w.deathrattle !== undefined && (!!c.def?.deathrattle || (c.facts.mechanics ?? []).includes("DEATHRATTLE")) !== w.deathrattle) return false;
    if (w.race !== undefined && !isOfRace(c.facts.races, w.race)) return false;
    // "a different …" (Ferocious Felbat): not a card of the one whose text this is.
    if (w.different && id === env.self.card) return false;
    const cost = c.facts.cost ?? 0;
    return (w.costAtMost === undefined || cost <= w.costAtMost) && (w.costAtLeast === undefined || cost >= w.costAtLeast);
  };
  // `player: enemy`: your opponent's dead minions, summoned for them ("Each player summons …": Rest in Peace).
  const who = e.player === "enemy" ? opponentOf(env.controller) : env.controller;
  const record = ctx.game.deaths.filter((d) => d.controller === who && (!e.thisTurn || d.turn === ctx.game.turn) && fits(d.card));
  if (e.all) {
    // Every death, in the order they died (each death once, duplicates included), placed as several summons of one
    // effect are (right of the minion, then left, …); a full board stops the rest.
    summonEach(ctx, record.map((d) => cardOf(ctx, d.card)), who, summonPosition(ctx, env, who), env);
    return;
  }
  let pool: string[] = [];
  for (const d of record) if (!pool.includes(d.card)) pool.push(d.card);
  // `last`: "your last … that died" (Endgame) — only the card of the latest matching death of the record.
  if (e.last) pool = record.length ? [record[record.length - 1]!.card] : [];
  // `highest: cost`: only the cards of the highest printed cost (a random one among ties).
  if (e.highest === "cost" && pool.length) {
    const top = Math.max(...pool.map((id) => cardOf(ctx, id).facts.cost ?? 0));
    pool = pool.filter((id) => (cardOf(ctx, id).facts.cost ?? 0) === top);
  }
  // `into: "hand"` ("Return two friendly minions that died this game to your hand": Raise Dead): each pick a new card in hand.
  if (e.into === "hand") {
    env.added = [];
    for (let i = 0; i < (e.count ?? 1) && pool.length > 0; i++) {
      const id = pickRandomId(ctx, pool, "random minion that died", env.holder);
      pool.splice(pool.indexOf(id), 1);
      const c = createInHand(ctx, id, who, env.self);
      if (c) env.added.push(c);
    }
    return;
  }
  env.summonedAll = [];
  for (let i = 0; i < (e.count ?? 1) && pool.length > 0; i++) {
    const id = pickRandomId(ctx, pool, "random minion that died", env.holder);
    pool.splice(pool.indexOf(id), 1);
    const m = summonMinion(ctx, cardOf(ctx, id), who, summonPosition(ctx, env, who), env.self);
    // It becomes `summoned` (Ravenous Felhunter's "Summon a copy of it").
    if (m) { env.summoned = m; env.summonedAll.push(m); }
  }
}

/**
 * 强制死亡 (5.7): inside an effect, the usual inter-phase steps run now (death creation, aura update) and, if anything
 * died, a death phase, repeated until nothing more dies — exactly what happens between phases.
 */
export function forcedDeathEffect(ctx: Ctx, _e: Extract<Effect, { type: "forcedDeath" }>, _env: Env): void {
  ctx.trace.within({ kind: "step", name: "forced-death", children: [] }, () => interPhase(ctx));
}
