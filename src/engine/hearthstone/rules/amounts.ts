/**
 * @module hearthstone/rules/amounts
 * Amounts that are not constants (the card format's `Amount`): a count of entities, a stat of entities, or
 * the amount of the event being answered, then multiplied, added to and bounded. They are evaluated when the
 * effect resolves, from the state at that moment — the game has no memory of earlier states (3.3, 3.4).
 */
import { available, OVERLOADED_THIS_GAME } from "./mana.js";
import type { Amount } from "../cards/format/index.js";
import { pickRandomId, type Ctx } from "../context.js";
import { attackOf, characterAttack, costOf, durabilityOf, healthOf, maxDurabilityOf, maxHealthOf } from "../stats.js";
import { MAX_BOARD, type Entity } from "../types.js";
import { opponentOf, playerOf } from "../game.js";
import { isOfRace } from "../cards/facts.js";
import { lastTurnEnded } from "./turns.js";
import { cthunStatOf } from "./cthun.js";
import { differentTypeCount, playedCount, select, type Env } from "./selectors.js";
import { spellDamageOf } from "./damage.js";
import { IMBUE_COUNT, imbueLevelOf } from "./imbue.js";
import { MANA_SPENT_WHILE_HELD } from "./mana.js";
import { ADJACENT_PLAYED, INVOKE_COUNTER, ADJACENT_PLAYED_TURN, HERO_DAMAGE_TAKEN_THIS_TURN, HERO_DAMAGED_ON_OWN_TURNS, HERO_DAMAGE_TAKEN_ON_OPPONENTS_TURN, NUM_ATTACKS_THIS_GAME, NUM_CARDS_DISCARDED_THIS_GAME, NUM_CARDS_DISCOVERED_THIS_GAME, NUM_LOCATION_USES_THIS_GAME, NUM_TIMES_SHUFFLED_INTO_DECK, NUM_CARDS_DRAWN_THIS_TURN, NUM_CARDS_DRAWN_THIS_GAME, playedAmount, SPELL_DAMAGE_THIS_TURN, HEALTH_RESTORED_THIS_TURN, HEALTH_RESTORED_THIS_GAME, HERO_DAMAGE_TAKEN_ON_OWN_TURNS, NUM_HERO_ATTACKS_THIS_GAME, ARMOR_GAINED_THIS_GAME, HERO_DAMAGE_FROM_OPPONENT_THIS_TURN } from "./played.js";
import { HERO_HEALTH_CHANGED_ON_OWN_TURNS, NUM_SECRETS_TRIGGERED_THIS_GAME } from "./played.js";
import { NUM_WEAPONS_EQUIPPED_THIS_GAME } from "./weapons.js";

type Stat = Extract<Exclude<Amount, number>, { stat: unknown }>["stat"];

/**
 * The card format's AMOUNT_STATS, in its order, without importing its module at run time: the engine must not build
 * the format's zod schemas at import (cold start, issue 13). A stat added to the format and missing here fails tsc.
 */
const STATS_PRESENT: Record<Stat, true> = {
  attack: true, health: true, maxHealth: true, missingHealth: true, cost: true, armor: true, durability: true, playedCost: true, improvements: true, number: true, originalCost: true, turnsInHand: true,
  adjacentPlayed: true, adjacentPlayedThisTurn: true, originalAttack: true, originalHealth: true, infusedAttack: true, honorablyKilled: true,
};
/** test/engine/hearthstone/amount-stats.test.ts checks it is the format's AMOUNT_STATS, in order. */
export const AMOUNT_STATS = Object.keys(STATS_PRESENT) as Stat[];
/** The tag holding a card's own number (the stat `number`; `returnToHand` `number` sets it). */
export const CARD_NUMBER = "TAG_SCRIPT_DATA_NUM_1";

/** The player tag of a named counter (`addNumber` `counter`, the amount `{ counter }`): "Your Asteroids deal 1 more damage this game". */
export const playerCounterTag = (name: string): string => `COUNTER_${name}`;

/** Every stat of an entity as it is now: what a deathrattle reads as its minion's last known stats. */
export function statsOf(ctx: Ctx, e: Entity): Record<Stat, number> {
  const out = {} as Record<Stat, number>;
  for (let i = 0; i < AMOUNT_STATS.length; i++) { const s = AMOUNT_STATS[i]!; out[s] = statOf(ctx, e, s); }
  return out;
}

/** A stat of one entity as the player sees it now (a weapon's health is its durability). */
export function statOf(ctx: Ctx, e: Entity, stat: Stat): number {
  const weapon = e.type === "WEAPON";
  switch (stat) {
    case "attack": return e.type === "HERO" ? characterAttack(ctx.game, e) : attackOf(e);
    case "health": return weapon ? durabilityOf(e) : healthOf(e);
    case "maxHealth": return weapon ? maxDurabilityOf(e) : maxHealthOf(e);
    case "missingHealth": return Math.max(0, (weapon ? maxDurabilityOf(e) - durabilityOf(e) : maxHealthOf(e) - healthOf(e)));
    case "cost": return costOf(e);
    // 2.2: the cost the card was played for in this resolution (paid, reductions included); any other card's cost now.
    case "playedCost": return ctx.played?.get(e.id)?.cost ?? costOf(e);
    case "armor": return e.tags.ARMOR ?? 0;
    // "(Improves …!)": how many times the `improve` effect improved this entity (tag IMPROVEMENTS, gone when it leaves play).
    case "improvements": return e.tags.IMPROVEMENTS ?? 0;
    // A card's own number (TAG_SCRIPT_DATA_NUM_1, as Imbue's level): Torch's damage, set anew as it returns to hand.
    case "number": return e.tags[CARD_NUMBER] ?? 0;
    case "durability": return weapon ? durabilityOf(e) : 0;
    // "Original Cost": its card's Cost in the card data (or a client's definition), before any change — not the entity's
    // COST tag, which a snapshot's seen cost may have moved (snapshot/load.ts absorbCost).
    case "originalCost": return ctx.cards.get(e.card)?.tags.COST ?? e.tags.COST ?? 0;
    // "Hold this for N turns" (Reforestation): the game's NUM_TURNS_IN_HAND, raised for each card in its owner's hand as each
    // of the owner's turns ends (2.1 MAIN_NEXT); 0 once it leaves the hand.
    case "turnsInHand": return e.zone === "HAND" ? e.tags.NUM_TURNS_IN_HAND ?? 0 : 0;
    // "An adjacent card" (rules/played.ts recordPlay): the cards its owner played from beside it in hand while it was held
    // (Red Giant), and 1 when one was played this turn (Orbital Halo) — its own tags, kept when it is played.
    case "adjacentPlayed": return e.tags[ADJACENT_PLAYED] ?? 0;
    case "adjacentPlayedThisTurn": return e.tags[ADJACENT_PLAYED_TURN] === ctx.game.turn ? 1 : 0;
    // "Its original stats" (Glugg the Gulper): its card's printed Attack and Health (a weapon's Durability), as
    // originalCost reads its card — enchantments, damage and a snapshot's stats left out.
    case "originalAttack": return ctx.cards.get(e.card)?.tags.ATK ?? 0;
    case "originalHealth": { const t = ctx.cards.get(e.card)?.tags; return (weapon ? t?.DURABILITY : t?.HEALTH) ?? 0; }
    // "the Attack of the minions that Infused this" (Sinfueled Golem): our tag INFUSE_ATTACK, summed by effects/infuse.ts.
    case "infusedAttack": return e.tags.INFUSE_ATTACK ?? 0;
    // "Honorably Killed" (5.1, the victim's side: rules/damage.ts): 1 once a hit left it at exactly 0 Health on its source's
    // controller's turn — read in its Deathrattle with `lastKnown` (Korrak).
    case "honorablyKilled": return e.tags.HONORABLY_KILLED ?? 0;
  }
}

/**
 * The value of an amount now. `each` is the entity the effect is reaching (for `of: "each"`); without it
 * such an amount reads nothing (0).
 */
export function amountOf(ctx: Ctx, a: Amount, env: Env, each?: Entity): number {
  if (typeof a === "number") return a;
  let v: number;
  if ("count" in a) {
    const named = select(ctx, a.count, env, "beneficial", "random entity counted");
    // `differentTypes`: "each minion of a different type" — how many of them can each have a type of its own (rules-notes 1482).
    v = a.differentTypes ? differentTypeCount(named) : named.length;
  }
  else if ("stat" in a) {
    const of = a.of === "each" ? (each ? [each] : []) : select(ctx, a.of, env, "beneficial", "random entity read");
    v = 0;
    // `lastKnown`: a deathrattle's own minion, out of play, as it was when it left (the graveyard reset it, 4.8).
    // A death event's minion likewise, for a trigger answering its death (Scavenging Flytrap's "gain its Attack").
    // A minion this text's last `returnToHand` moved to a hand likewise, as it was in play (Breakdance, rules-notes 1485).
    const lks = a.lastKnown ? [env.lastKnown, env.event?.lastKnown, ...(env.returned ?? [])] : [];
    for (let j = 0; j < of.length; j++) {
      const e = of[j]!;
      const lk = e.zone !== "PLAY" ? lks.find((k) => k?.entity === e) : undefined;
      v += lk ? (lk.stats[a.stat] ?? 0) : statOf(ctx, e, a.stat);
    }
  } else if ("dealt" in a) v = (a.dealt === "excess" ? env.excess : a.dealt === "overhealed" ? env.overhealed : a.dealt === "overhealing" ? env.overhealing : a.dealt === "discardedCost" ? env.discardedCost
    : a.dealt === "repeatHits" ? env.repeatHits : env.dealt) ?? 0;
  else if ("costReduction" in a) v = env.costExcess ?? 0;
  else if ("playedThisTurn" in a) {
    // 2.1: the player's "cards played this turn" counters (the card being played counts from its play phase on).
    const t = playerOf(ctx.game, a.side === "enemy" ? opponentOf(env.controller) : env.controller).tags;
    v = (a.playedThisTurn === "minion" ? t.NUM_MINIONS_PLAYED_THIS_TURN : a.playedThisTurn === "spell" ? t.NUM_SPELLS_PLAYED_THIS_TURN : t.NUM_CARDS_PLAYED_THIS_TURN) ?? 0;
  }
  else if ("playedLastTurn" in a) {
    // The player's previous turn's plays (2.1 MAIN_READY): Grand Finale's "for each Elemental you played last turn".
    v = playedCount(ctx, env.controller, a.playedLastTurn, true, a.race);
  }
  else if ("corpses" in a) {
    // 残骸 (rules/corpses.ts): the player's count now, their spent total (CORPSES_SPENT_THIS_GAME), or this text's last spend.
    const p = playerOf(ctx.game, a.side === "enemy" ? opponentOf(env.controller) : env.controller);
    v = a.corpses === "have" ? p.corpses : a.corpses === "spentThisGame" ? p.corpsesSpent : env.spentCorpses ?? 0;
  }
  else if ("space" in a) {
    // The free places on a board (7 less every minion and Location there), as the condition `space` reads them.
    const p = playerOf(ctx.game, a.space === "enemy-board" ? opponentOf(env.controller) : env.controller);
    v = Math.max(0, MAX_BOARD - p.board.length);
  }
  else if ("mana" in a) {
    // 4.12: the player's Mana now — what they can still spend (rules/mana.ts available), or their crystals.
    const m = playerOf(ctx.game, a.side === "enemy" ? opponentOf(env.controller) : env.controller).mana;
    v = a.mana === "available" ? Math.max(0, available(m)) : m.crystals;
  }
  else if ("imbue" in a) {
    // 灌注 (rules/imbue.ts): the Hero Power's level, or the player's count of Imbues this game.
    const p = playerOf(ctx.game, env.controller);
    v = a.imbue === "count" ? (p.tags[IMBUE_COUNT] ?? 0) : imbueLevelOf(p.heroPower, `actions[${ctx.actionIndex}]`);
  }
  else if ("cthun" in a) {
    // 克苏恩 (rules/cthun.ts): the player's C'Thun's stat wherever it is — printed plus the player's C'Thun buffs.
    v = cthunStatOf(ctx, a.side === "enemy" ? opponentOf(env.controller) : env.controller, a.cthun);
  }
  else if ("heroPowerUses" in a) {
    // 2.7: the player's Hero Power uses this game, counted as each use resolves.
    const t = playerOf(ctx.game, a.side === "enemy" ? opponentOf(env.controller) : env.controller).tags;
    v = t.NUM_TIMES_HERO_POWER_USED_THIS_GAME ?? 0;
  }
  else if ("spellDamage" in a) {
    // The player's Spell Damage now (4.9 step 1a's +N), as rules/damage.ts counts it.
    v = spellDamageOf(ctx, a.side === "enemy" ? opponentOf(env.controller) : env.controller);
  }
  else if ("heroDamaged" in a) {
    // The damage events of the player's hero this turn (rules/damage.ts applyDamage counts them).
    const t = playerOf(ctx.game, a.side === "enemy" ? opponentOf(env.controller) : env.controller).tags;
    v = t[a.heroDamaged === "amountThisTurn" ? HERO_DAMAGE_TAKEN_THIS_TURN : a.heroDamaged === "onOwnTurns" ? HERO_DAMAGED_ON_OWN_TURNS
      : a.heroDamaged === "amountOnOpponentsTurn" ? HERO_DAMAGE_TAKEN_ON_OPPONENTS_TURN
      : a.heroDamaged === "amountFromOpponentThisTurn" ? HERO_DAMAGE_FROM_OPPONENT_THIS_TURN
      : a.heroDamaged === "amountOnOwnTurns" ? HERO_DAMAGE_TAKEN_ON_OWN_TURNS : "HERO_DAMAGED_THIS_TURN"] ?? 0;
  }
  else if ("overload" in a) {
    // 4.12: the Overload the player has gained this game (rules/mana.ts gainOverload), counted as it is gained.
    v = a.overload === "unlockedNow" ? env.unlocked ?? 0 : playerOf(ctx.game, a.side === "enemy" ? opponentOf(env.controller) : env.controller).tags[OVERLOADED_THIS_GAME] ?? 0;
  }
  else if ("died" in a) {
    // 4.10's death record (rules/interphase.ts), each death counted for the player who controlled the minion as it died,
    // recorded in the death-creation step — before its deathrattle resolves, so a deathrattle counts its own death.
    // `minions`: every minion of that player; `this-card`: the minions of this card (Ysondre).
    // `side: any`: both players' minions; `thisTurn`: only the deaths of this turn (each record keeps its turn).
    // `sinceYourLastTurn`: deaths of turns after the player's last one ended (a death keeps its turn, not its moment).
    const who = a.side === "enemy" ? opponentOf(env.controller) : env.controller;
    const after = a.died === "minions" && a.sinceYourLastTurn ? lastTurnEnded(ctx.game, env.controller) : 0;
    const mine = ctx.game.deaths.filter((d) => (a.side === "any" || d.controller === who)
      && (a.died !== "minions" || ((!a.thisTurn || d.turn === ctx.game.turn) && d.turn > after
        && (!a.name || ctx.cards.get(d.card)?.name.enUS === a.name)
        && (!a.race || isOfRace(ctx.cards.get(d.card)?.facts.races ?? [], a.race))
        && (!a.cards || a.cards.includes(d.card)))));
    // `read: different`: how many different cards died among them ("all four Horsemen").
    v = a.died === "minions" ? (a.read === "different" ? new Set(mine.map((d) => d.card)).size : mine.length)
      : env.self ? mine.filter((d) => d.card === env.self!.card).length : 0;
  }
  else if ("manaSpent" in a) {
    // "If you spent N Mana while holding this" (rules/mana.ts, countManaSpent): the count on the card itself.
    v = a.manaSpent === "now" ? env.spentMana ?? 0 : env.self?.tags[MANA_SPENT_WHILE_HELD] ?? 0;
  }
  else if ("armorSpent" in a) v = env.spentArmor ?? 0;
  else if ("thisGame" in a) {
    // The player's counts for the game (rules/played.ts): cards discarded, attacks made, times shuffled into their deck,
    // Locations used.
    const t = playerOf(ctx.game, a.side === "enemy" ? opponentOf(env.controller) : env.controller).tags;
    const tag = { discarded: NUM_CARDS_DISCARDED_THIS_GAME, shuffles: NUM_TIMES_SHUFFLED_INTO_DECK, attacks: NUM_ATTACKS_THIS_GAME, heroAttacks: NUM_HERO_ATTACKS_THIS_GAME, locationUses: NUM_LOCATION_USES_THIS_GAME, discovered: NUM_CARDS_DISCOVERED_THIS_GAME, invokes: INVOKE_COUNTER,
      secretsTriggered: NUM_SECRETS_TRIGGERED_THIS_GAME, heroHealthChangedOnOwnTurns: HERO_HEALTH_CHANGED_ON_OWN_TURNS, weaponsEquipped: NUM_WEAPONS_EQUIPPED_THIS_GAME, healthRestored: HEALTH_RESTORED_THIS_GAME, armorGained: ARMOR_GAINED_THIS_GAME }[a.thisGame];
    v = t[tag] ?? 0;
  }
  else if ("summoned" in a) {
    // The game's summon record (rules/summon.ts recordSummon), each counted for the player who controlled the minion then.
    const who = a.side === "enemy" ? opponentOf(env.controller) : env.controller;
    const own = a.other ? env.self?.id : undefined;
    v = 0;
    for (let i = 0, list = ctx.game.summons; i < list.length; i++) {
      const r = list[i]!;
      if (r.controller !== who || (own !== undefined && r.id === own)) continue;
      if (a.cards && !a.cards.includes(r.card)) continue;
      const c = a.name || a.race ? ctx.cards.get(r.card) : undefined;
      if (a.name && c?.name.enUS !== a.name) continue;
      if (a.race && !isOfRace(c?.facts.races ?? [], a.race)) continue;
      v++;
    }
  }
  else if ("drawn" in a) {
    // The cards the player drew this game (this turn): rules/draw.ts counts them.
    v = playerOf(ctx.game, a.side === "enemy" ? opponentOf(env.controller) : env.controller).tags[a.drawn === "thisTurn" ? NUM_CARDS_DRAWN_THIS_TURN : NUM_CARDS_DRAWN_THIS_GAME] ?? 0;
  }
  else if ("restoredThisTurn" in a) {
    // The Health the player's effects restored this turn (rules/damage.ts heal counts it).
    v = playerOf(ctx.game, a.side === "enemy" ? opponentOf(env.controller) : env.controller).tags[HEALTH_RESTORED_THIS_TURN] ?? 0;
  }
  else if ("counter" in a) {
    // A player's named counter for the game (effects/add-number.ts raises it).
    v = playerOf(ctx.game, a.side === "enemy" ? opponentOf(env.controller) : env.controller).tags[playerCounterTag(a.counter)] ?? 0;
  }
  else if ("dealtThisTurn" in a) {
    // The damage the player's spells dealt this turn (rules/damage.ts counts it).
    v = playerOf(ctx.game, a.side === "enemy" ? opponentOf(env.controller) : env.controller).tags[SPELL_DAMAGE_THIS_TURN] ?? 0;
  }
  else if ("playedThisGame" in a) {
    // The record of cards played this game (rules/played.ts).
    v = playedAmount(ctx, a, env);
  }
  else if ("random" in a) {
    // A random whole number in the range, picked as the amount is read (3.5: every random choice is recorded).
    const lo = a.random[0], hi = a.random[1];
    const options = Array.from({ length: hi - lo + 1 }, (_, i) => String(lo + i));
    v = Number(pickRandomId(ctx, options, "random amount", env.holder));
  }
  else v = env.event?.amount ?? 0;
  if (a.multiply !== undefined) v *= a.multiply;
  if (a.add !== undefined) v += typeof a.add === "number" ? a.add : amountOf(ctx, a.add, env, each);
  // "Every third …" (Kael'thas Sinstrider): the remainder, never negative.
  if (a.mod !== undefined) v = ((v % a.mod) + a.mod) % a.mod;
  if (a.min !== undefined) v = Math.max(v, typeof a.min === "number" ? a.min : amountOf(ctx, a.min, env, each));
  if (a.max !== undefined) v = Math.min(v, typeof a.max === "number" ? a.max : amountOf(ctx, a.max, env, each));
  return v;
}

/** An amount that is never negative (damage, healing, draws, armor). */
export const countOf = (ctx: Ctx, a: Amount, env: Env, each?: Entity): number => Math.max(0, amountOf(ctx, a, env, each));

/** Whether the amount differs by the entity it reaches (`of: "each"`): such effects reach one entity at a time (1.5). */
export function perEntity(a: Amount | undefined): boolean {
  return typeof a === "object" && "stat" in a && a.of === "each";
}
