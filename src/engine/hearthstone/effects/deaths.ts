/**
 * `resurrect` (the death record, rulebook 4.10) and `forcedDeath` (强制死亡, 5.7).
 */
import type { Effect } from "../cards/format/index.js";
import { pickRandomId, refOf, type Ctx } from "../context.js";
import { interPhase } from "../rules/interphase.js";
import type { Env } from "../rules/selectors.js";
import { summonMinion } from "../rules/summon.js";
import { cardOf, enchant, summonEach, summonPosition } from "./helpers.js";
import type { Entity } from "../types.js";
import { isOfRace } from "../cards/facts.js";
import { newEntity, opponentOf, playerOf } from "../game.js";
import { MAX_BOARD } from "../types.js";
import { distinctTypeLists } from "../rules/selectors.js";
import { lastTurnEnded } from "../rules/turns.js";
import { amountOf } from "../rules/amounts.js";
import { createInHand } from "./zones.js";
import { ownClass } from "../rules/pools.js";

/**
 * Summon random friendly minions that died this game (Resurrect). 4.10: a resurrection reads the death record, not
 * the graveyard — every death of a minion of yours counts, wherever the minion is now — and summons a fresh copy of
 * the card (its original state). Candidates are the different cards in the record; several picks are different cards.
 */
export function resurrectEffect(ctx: Ctx, e: Extract<Effect, { type: "resurrect" }>, env: Env): void {
  const w = e.where;
  const mine = w?.classOnly ? ownClass(ctx, env) : undefined;
  const fits = (id: string): boolean => {
    if (!w) return true;
    const c = cardOf(ctx, id);
    if (w.deathrattle !== undefined && (!!c.def?.deathrattle || (c.facts.mechanics ?? []).includes("DEATHRATTLE")) !== w.deathrattle) return false;
    if (w.race !== undefined && !isOfRace(c.facts.races, w.race)) return false;
    if (w.name !== undefined && c.name.enUS !== w.name) return false;
    if (w.cards !== undefined && w.cards.indexOf(id) < 0) return false;
    if (w.mechanic !== undefined && !(c.facts.mechanics ?? []).includes(w.mechanic)) return false;
    if (w.attack !== undefined && (c.facts.attack ?? 0) !== w.attack) return false;
    // "from your class": the player's class as "another class" reads it (rules/pools.ts ownClass), neutral cards left out.
    if (w.classOnly && (c.facts.cardClass !== mine || mine === "NEUTRAL")) return false;
    // "a different …" (Ferocious Felbat): not a card of the one whose text this is.
    if (w.different && id === env.self.card) return false;
    const cost = c.facts.cost ?? 0;
    return (w.costAtMost === undefined || cost <= w.costAtMost) && (w.costAtLeast === undefined || cost >= w.costAtLeast);
  };
  // `player: enemy`: your opponent's dead minions, summoned for them ("Each player summons …": Rest in Peace).
  const who = e.player === "enemy" ? opponentOf(env.controller) : env.controller; // "both": summoned for the controller
  // `sinceYourLastTurn`: deaths of turns after the player's last one ended (a death keeps its turn, as the amount `died`).
  const after = e.sinceYourLastTurn ? lastTurnEnded(ctx.game, env.controller) : 0;
  // `player: "both"`: either player's dead minions, summoned for the effect's controller (Anyfin Can Happen).
  const both = e.player === "both";
  // `enchantment`: attached to each minion resurrected before its summon event (3.1, as summonCopy's): "1/1 copies".
  const init = e.enchantment ? (m: Entity): void => { enchant(ctx, m, env.controller, e.enchantment, {}); } : undefined;
  const record = ctx.game.deaths.filter((d) => (both || d.controller === who) && (!e.thisTurn || d.turn === ctx.game.turn) && d.turn > after && fits(d.card));
  if (e.all) {
    // Every death, in the order they died (each death once, duplicates included), placed as several summons of one
    // effect are (right of the minion, then left, …); a full board stops the rest.
    summonEach(ctx, record.map((d) => cardOf(ctx, d.card)), who, summonPosition(ctx, env, who), env, init);
    return;
  }
  let pool: string[] = [];
  // `instances`: each death is a candidate (a card comes back at most as many times as it died, a card that died more often
  // more likely), not each different card.
  for (let i = 0; i < record.length; i++) { const d = record[i]!; if (e.instances || !pool.includes(d.card)) pool.push(d.card); }
  // `last`: "your last … that died" (Endgame) — only the card of the latest matching death of the record.
  if (e.last) pool = record.length ? [record[record.length - 1]!.card] : [];
  // `highest: cost`: each pick among the cards of the highest printed cost left (a random one among ties) — "your three
  // different highest Cost …" takes the next Cost down once a Cost's cards are used up.
  const costOfCard = (id: string): number => cardOf(ctx, id).facts.cost ?? 0;
  env.summonedAll = [];
  // `into: "hand"` ("Return two friendly minions that died this game to your hand": Raise Dead): each pick a new card in hand.
  if (e.into === "hand" || e.into === "aside") env.added = [];
  // `differentTypes` ("a friendly minion of each minion type", N'Zoth): picks of typed cards only, each among those that can
  // join the ones picked with a different type of its own (rules-notes 231, 1493), until none can or the board is full.
  const types: (readonly string[])[] = [];
  if (e.differentTypes) pool = pool.filter((id) => cardOf(ctx, id).facts.races.length > 0);
  const count = e.differentTypes ? pool.length : amountOf(ctx, e.count ?? 1, env);
  for (let i = 0; i < count && pool.length > 0; i++) {
    let among = pool;
    if (e.differentTypes) {
      among = pool.filter((id) => distinctTypeLists([...types, cardOf(ctx, id).facts.races]));
      if (among.length === 0 || (e.into === undefined && playerOf(ctx.game, who).board.length >= MAX_BOARD)) break;
    }
    if (e.highest === "cost") {
      const top = Math.max(...pool.map(costOfCard));
      among = pool.filter((id) => costOfCard(id) === top);
    }
    const id = pickRandomId(ctx, among, "random minion that died", env.holder);
    pool.splice(pool.indexOf(id), 1);
    if (e.differentTypes) types.push(cardOf(ctx, id).facts.races);
    if (e.into === "aside") {
      // `into: "aside"`: a new card of it set aside, for the text's next effects (Boneshredder remembers it; rules-notes 1691).
      const c = newEntity(ctx.game, cardOf(ctx, id), who, "SETASIDE");
      c.tags.CREATOR = env.self.id;
      env.added!.push(c);
      ctx.trace.add({ kind: "step", name: "set-aside", card: refOf(c), children: [] });
      continue;
    }
    if (e.into === "hand") {
      const c = createInHand(ctx, id, who, env.self);
      if (c) env.added!.push(c);
      continue;
    }
    const m = summonMinion(ctx, cardOf(ctx, id), who, summonPosition(ctx, env, who), env.self, init);
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
