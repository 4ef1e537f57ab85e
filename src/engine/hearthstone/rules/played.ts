/**
 * @module hearthstone/rules/played
 * The record of the cards a player played this game (newer texts than the 2022 rulebook: "each Fel spell you've cast this
 * game", "If you've played another copy of this", "If you played a minion while holding this"). It extends the per-turn
 * lists (Player.playedThisTurn / playedLastTurn, kept at the same moments): each card played from hand is recorded in its
 * play phase (2.2-2.5, the enter-play step, so the card's own text already sees it) with the Mana (or Health) paid for it
 * and the game's turn, and a countered card is taken out again (反制和失效: no counter counts it). Plain data on the player
 * (the snapshot's `playedThisGame`), bounded: the last PLAYED_KEPT plays are kept; the player tag NUM_CARDS_PLAYED_THIS_GAME
 * counts all of them.
 *
 * "While holding this": a card in its owner's hand carries HELD_SINCE_PLAY, the number (1 = the game's first) of the
 * first play its owner made while it was in their hand; it is set on every card of the hand that lacks it as each play is
 * recorded, and cleared when a card comes into the hand, so it always names the first play since the card was last taken
 * into hand. A card played keeps it (its Battlecry reads it).
 */
import type { AmountExpr } from "../cards/format/index.js";
import { CARD_TABLES } from "../cards/data.gen.js";
import { isOfRace } from "../cards/facts.js";
import { runeCount } from "../cards/rune-costs.js";
import type { Ctx } from "../context.js";
import { opponentOf, playerOf } from "../game.js";
import type { Entity, Player, PlayerId, PlayRecord, PlayTarget } from "../types.js";
import { distinctTypeLists, isQuestCard, type Env } from "./selectors.js";
import { CLASSES, ownClass } from "./pools.js";
import { lastTurnEnded } from "./turns.js";

/** How many plays the record keeps (the oldest go first); the snapshot's limit too. */
export const PLAYED_KEPT = 200;
/** The player tag counting every card played this game (countered ones taken out again). */
export const NUM_CARDS_PLAYED_THIS_GAME = "NUM_CARDS_PLAYED_THIS_GAME";
/** Player tags counting, for the whole game, the cards the player discarded (4.3) and the attacks their characters made (2.6). */
export const NUM_CARDS_DISCARDED_THIS_GAME = "NUM_CARDS_DISCARDED_THIS_GAME";
export const NUM_ATTACKS_THIS_GAME = "NUM_ATTACKS_THIS_GAME";
/** Player tag (ours): the attacks the player's hero made this game (2.6 f, counted as NUM_ATTACKS_THIS_GAME is). */
export const NUM_HERO_ATTACKS_THIS_GAME = "NUM_HERO_ATTACKS_THIS_GAME";
/** Player tag (ours): the Armor the player gained this game — each `armor` effect's positive amount, a hero card's Armor (Captain Galvangar). */
export const ARMOR_GAINED_THIS_GAME = "ARMOR_GAINED_THIS_GAME";
/** Player tag (ours): the cards the player Discovered this game — each Discover that took a card (effects/discover.ts). */
export const NUM_CARDS_DISCOVERED_THIS_GAME = "NUM_CARDS_DISCOVERED_THIS_GAME";
/**
 * Player tag (ours): how many times the player shuffled cards into their own deck this game — one for each effect of a text
 * they control that put at least one card into that deck at a random place (effects/shuffle.ts; rules-notes). A trade is no
 * shuffle (the rulebook's 可交易: "这并不是洗牌"), nor a card put on top or at the bottom by a choice.
 */
export const NUM_TIMES_SHUFFLED_INTO_DECK = "NUM_TIMES_SHUFFLED_INTO_DECK";
/** Player tag (ours): how many times the player used a Location this game, counted in each use's activation step (actions/location.ts). */
export const NUM_LOCATION_USES_THIS_GAME = "NUM_LOCATION_USES_THIS_GAME";

/** Player tags (ours): the damage their hero took this turn (restarted as each turn starts, actions/turn.ts), and the times
 * it took damage on their own turns this game (rules/damage.ts counts both). */
export const HERO_DAMAGE_TAKEN_THIS_TURN = "HERO_DAMAGE_TAKEN_THIS_TURN";
/** Player tag (ours): the part of it dealt by sources the hero's opponent controlled (Crooked Cook's "you dealt … to the enemy hero"). */
export const HERO_DAMAGE_FROM_OPPONENT_THIS_TURN = "HERO_DAMAGE_TAKEN_FROM_OPPONENT_THIS_TURN";
export const HERO_DAMAGED_ON_OWN_TURNS = "NUM_TIMES_HERO_DAMAGED_ON_OWN_TURNS";
/** Player tag (ours): the damage their hero took during their opponent's latest turn (rules/damage.ts counts it; it starts
 * anew as the opponent's next turn starts, actions/turn.ts): Stormpike Marshal's "If you took 5 or more damage on your
 * opponent's turn". */
export const HERO_DAMAGE_TAKEN_ON_OPPONENTS_TURN = "HERO_DAMAGE_TAKEN_ON_OPPONENTS_TURN";
/** Player tag (ours): the damage their hero took on their own turns this game, armor and Health lost (rules/damage.ts). */
export const HERO_DAMAGE_TAKEN_ON_OWN_TURNS = "HERO_DAMAGE_TAKEN_ON_OWN_TURNS";

/** Player tags (the game's): the cards the player drew this game and this turn (rules/draw.ts `drawCard`; the turn's count restarts as each turn starts, actions/turn.ts). */
export const NUM_CARDS_DRAWN_THIS_GAME = "NUM_CARDS_DRAWN_THIS_GAME";
export const NUM_CARDS_DRAWN_THIS_TURN = "NUM_CARDS_DRAWN_THIS_TURN";
/** Player tag (ours): how many of the player's Secrets triggered this game — each revealed as it triggered (rules/events.ts). */
export const NUM_SECRETS_TRIGGERED_THIS_GAME = "NUM_SECRETS_TRIGGERED_THIS_GAME";
/** Player tag (ours): how many times their hero's Health changed during their own turns this game (rules/hero-health.ts). */
export const HERO_HEALTH_CHANGED_ON_OWN_TURNS = "NUM_TIMES_HERO_HEALTH_CHANGED_ON_OWN_TURNS";

/** Player tag (the game's): how many times the player Invoked Galakrond this game (effects/invoke.ts; rules-notes 930). */
export const INVOKE_COUNTER = "INVOKE_COUNTER";

/**
 * Player tag (ours): the Health the player's effects restored this turn — each heal whose source they control, the Health it
 * restored (an overheal's excess not), any character healed — restarted as each turn starts (rules-notes 1202).
 */
export const HEALTH_RESTORED_THIS_TURN = "HEALTH_RESTORED_THIS_TURN";
/** Player tag (ours): the same Health restored, summed over the whole game (Crystal Stag's "If you've restored 5 Health this game"). */
export const HEALTH_RESTORED_THIS_GAME = "HEALTH_RESTORED_THIS_GAME";

/** Player tag: the damage the player's spells dealt this turn (4.9 step 7: armor and Health lost), restarted as each turn starts. */
export const SPELL_DAMAGE_THIS_TURN = "SPELL_DAMAGE_DEALT_THIS_TURN";

/** Add `n` to one of a player's counts (for the game, or for the turn: those restart as each turn starts, actions/turn.ts). */
export function countFor(ctx: Ctx, player: PlayerId, tag: string, n = 1): void {
  if (n <= 0) return;
  const t = playerOf(ctx.game, player).tags;
  t[tag] = (t[tag] ?? 0) + n;
}

/** The card tag: the number of the first play its owner made while it was in their hand (see above). */
export const HELD_SINCE_PLAY = "HELD_SINCE_PLAY";
/**
 * "An adjacent card" (The Great Dark Beyond): a card its owner played from the place next to this one in their hand (its
 * neighbours as the play began, 2.2). Card tags (ours) on the cards of the hand it was played from: ADJACENT_PLAYED_TURN, the
 * game's turn of the latest such play ("If you played an adjacent card this turn": Orbital Halo), and ADJACENT_PLAYED, how
 * many there were while the card was held ("for each adjacent card played while in hand": Red Giant) — cleared, as
 * HELD_SINCE_PLAY is, when the card comes into a hand (game.ts moveTo). Rules-notes 878.
 */
export const ADJACENT_PLAYED_TURN = "ADJACENT_PLAYED_TURN";
export const ADJACENT_PLAYED = "ADJACENT_PLAYED";

/** The number of plays this game (at least the plays the record keeps: a snapshot may give the list without the tag). */
function playsOf(p: Player): number {
  return Math.max(p.tags[NUM_CARDS_PLAYED_THIS_GAME] ?? 0, p.playedThisGame?.length ?? 0);
}

/** Record a card played from hand (the enter-play step), and mark the cards held then. */
export function recordPlay(ctx: Ctx, player: PlayerId, card: Entity, cost: number): void {
  const p = playerOf(ctx.game, player);
  const n = playsOf(p) + 1;
  p.tags[NUM_CARDS_PLAYED_THIS_GAME] = n;
  const list = (p.playedThisGame ??= []);
  const paid = ctx.played?.get(card.id)?.paid;
  const rec: PlayRecord = { card: card.card, cost, turn: ctx.game.turn, id: card.id };
  if (card.tags.CREATOR) rec.created = true;
  if (paid) rec.paid = paid;
  const at = playTarget(ctx.played?.get(card.id)?.playedAt, player);
  if (at) rec.target = at;
  list.push(rec);
  if (list.length > PLAYED_KEPT) list.splice(0, list.length - PLAYED_KEPT);
  for (let i = 0, hand = p.hand; i < hand.length; i++) { const c = hand[i]!; if (c !== card && c.tags[HELD_SINCE_PLAY] === undefined) c.tags[HELD_SINCE_PLAY] = n; }
  const beside = ctx.played?.get(card.id)?.beside;
  if (beside) for (let i = 0; i < beside.length; i++) {
    const c = handById(p.hand, beside[i]!);
    if (!c) continue;
    c.tags[ADJACENT_PLAYED_TURN] = ctx.game.turn;
    c.tags[ADJACENT_PLAYED] = (c.tags[ADJACENT_PLAYED] ?? 0) + 1;
  }
}

/** Where a card was played at: a character in play (its target chosen as it was played), from the player's side. */
function playTarget(t: Entity | undefined, player: PlayerId): PlayTarget | undefined {
  if (!t || t.zone !== "PLAY" || (t.type !== "MINION" && t.type !== "HERO")) return undefined;
  return t.controller === player ? (t.type === "MINION" ? "friendly-minion" : "friendly-hero") : (t.type === "MINION" ? "enemy-minion" : "enemy-hero");
}

/** Whether a play's target suits the amount's `castOn` (also castSpell's and replay's `played.castOn`). */
export function castOnMatches(at: PlayTarget | undefined, want: NonNullable<PlayedAmount["castOn"]>): boolean {
  if (!at) return false;
  switch (want) {
    case "character": return true;
    case "friendly-character": return at === "friendly-minion" || at === "friendly-hero";
    case "enemy-character": return at === "enemy-minion" || at === "enemy-hero";
    default: return at === want;
  }
}

/** The card in `hand` with this id (the first), found without a closure. */
function handById(hand: readonly Entity[], id: number): Entity | undefined {
  for (let i = 0; i < hand.length; i++) if (hand[i]!.id === id) return hand[i];
  return undefined;
}

/** A countered card (反制和失效) is taken out of the record again. */
export function unrecordPlay(ctx: Ctx, player: PlayerId, card: Entity): void {
  const p = playerOf(ctx.game, player);
  const list = p.playedThisGame;
  let at = list ? list.length - 1 : -1;
  while (at >= 0 && list![at]!.id !== card.id) at--;
  if (at < 0) return;
  list!.splice(at, 1);
  const n = playsOf(p) - 1;
  if (n > 0) p.tags[NUM_CARDS_PLAYED_THIS_GAME] = n;
  else delete p.tags[NUM_CARDS_PLAYED_THIS_GAME];
  // Cards first marked by this play were held at the next play too: they keep the number, which the next play takes.
}

export type PlayedAmount = Extract<AmountExpr, { playedThisGame: unknown }>;

const TYPE_OF = { minion: "MINION", spell: "SPELL", weapon: "WEAPON", hero: "HERO", location: "LOCATION" } as const;

/** The plays of the record an amount `playedThisGame` names. */
export function playsMatching(ctx: Ctx, a: PlayedAmount, env: Env): PlayRecord[] {
  const p = playerOf(ctx.game, a.side === "enemy" ? opponentOf(env.controller) : env.controller);
  const list = p.playedThisGame ?? [];
  const mine = a.otherClass !== undefined ? ownClass(ctx, { ...env, controller: p.id }) : undefined;
  // The number of the record's first play (older ones are gone).
  const first = playsOf(p) - list.length + 1;
  let from = 0;
  if (a.whileHeld) {
    const since = env.self?.tags[HELD_SINCE_PLAY];
    if (since === undefined) return [];
    from = Math.max(0, since - first);
  }
  const same = a.sameCardAs === "self" ? env.self : a.sameCardAs === "event-target" ? env.event?.target : undefined;
  if (a.sameCardAs && !same) return [];
  // Plays made while holding `self`, or of another copy of a card, never count that card's own play.
  // `other` (Ra-den's "each other minion you've played"): this entity's own play left out.
  const own = a.whileHeld || a.other ? env.self?.id : same?.id;
  const out: PlayRecord[] = [];
  const lastTurn = a.lastTurn ? lastTurnEnded(ctx.game, p.id) : 0;
  let to = list.length;
  if (a.last) {
    // "The last card you played": the latest play, or the one before it when the latest is this card's own play.
    let at = list.length - 1;
    if (at >= 0 && env.self !== undefined && list[at]!.id === env.self.id) at--;
    from = Math.max(from, at);
    to = at + 1;
  }
  for (let i = Math.max(from, 0); i < to; i++) {
    const r = list[i]!;
    if (own !== undefined && r.id === own) continue;
    if (a.thisTurn && r.turn !== ctx.game.turn) continue;
    // "Last turn": the player's last turn that is over (rules/turns.ts, as the filter playedLastTurn reads it).
    if (a.lastTurn && r.turn !== lastTurn) continue;
    if (same && r.card !== same.card) continue;
    if (a.cards && !a.cards.includes(r.card)) continue;
    const c = ctx.cards.get(r.card);
    if (!c) continue;
    const f = c.facts;
    if (a.playedThisGame !== "card" && f.type !== TYPE_OF[a.playedThisGame]) continue;
    if (a.race !== undefined && !isOfRace(f.races, a.race)) continue;
    if (a.spellSchool !== undefined && f.spellSchool !== a.spellSchool) continue;
    // QUEST: also a Questline part, which the card data does not mark (rules-notes 935, 1180).
    if (a.mechanic !== undefined && !(a.mechanic === "QUEST" ? isQuestCard(c) : f.mechanics.includes(a.mechanic))) continue;
    if (a.cardClass !== undefined && f.cardClass !== a.cardClass) continue;
    if (a.otherClass !== undefined && (CLASSES.includes(f.cardClass) && f.cardClass !== mine) !== a.otherClass) continue;
    if (a.created !== undefined && !!r.created !== a.created) continue;
    // `cost`: what it cost when it was played (the record's cost paid: Thirsty Drifter's "1-Cost card", as The Marsh Queen's playedCost).
    if (a.cost !== undefined && r.cost !== a.cost) continue;
    if (a.rune !== undefined && runeCount(r.card, a.rune, f.sameAs) === 0) continue;
    if (a.costAtLeast !== undefined && r.cost < a.costAtLeast) continue;
    // `attackOrHealth`: the card's printed Attack or Health (a weapon's Durability) is that number.
    // `corrupted`: the card played is a Corrupted card (rules-notes 1490).
    if (a.corrupted !== undefined && ctx.cards.isCorrupted(r.card) !== a.corrupted) continue;
    if (a.castOn !== undefined && !castOnMatches(r.target, a.castOn)) continue;
    if (a.attackOrHealth !== undefined && f.attack !== a.attackOrHealth && (f.type === "WEAPON" ? f.durability : f.health) !== a.attackOrHealth) continue;
    out.push(r);
  }
  return out;
}

/** The amount `playedThisGame`: how many plays match, or what the last of them cost (0 when none). */
export function playedAmount(ctx: Ctx, a: PlayedAmount, env: Env): number {
  const plays = playsMatching(ctx, a, env);
  if (a.read === "lastCost") return plays.at(-1)?.cost ?? 0;
  // "Each Mana you've spent on spells this game" (Naga Giant): what the matching plays cost, those paid with Mana.
  if (a.read === "manaSpent") { let n = 0; for (let i = 0; i < plays.length; i++) { const r = plays[i]!; if (!r.paid) n += r.cost; } return n; }
  if (a.read === "different") return new Set(plays.map((r) => r.card)).size;
  if (a.read === "spellSchools") return spellSchoolsOf(ctx, plays.map((r) => r.card)).size;
  if (a.read === "minionTypes") return minionTypesOf(ctx, plays);
  if (a.read === "turnsInARow") return turnsInARow(ctx, plays, a.side === "enemy" ? opponentOf(env.controller) : env.controller);
  return plays.length;
}

/**
 * "Each turn in a row you've played an Elemental" (rules-notes 1440): the player's own turns in a row with a matching play,
 * counted back from the turn in progress when it is theirs (one without a matching play yet does not end the run: the turn
 * is not over) or else from their last turn that is over. The turn before their last one is read as two game turns back
 * (turns alternate; 4.13's extra turns are not told apart further back than LAST_TURN_ENDED).
 */
function turnsInARow(ctx: Ctx, plays: readonly PlayRecord[], player: PlayerId): number {
  if (plays.length === 0) return 0;
  const turns = new Set<number>();
  for (let i = 0; i < plays.length; i++) turns.add(plays[i]!.turn);
  let n = 0;
  let t = lastTurnEnded(ctx.game, player);
  if (ctx.game.currentPlayer === player && turns.has(ctx.game.turn)) n++;
  while (t > 0 && turns.has(t)) { n++; t -= 2; }
  return n;
}

/**
 * "Each minion of a different type you've played this game" (Power Slider, rules-notes 1680): how many of the minion cards
 * played can each be given a different minion type of its own, as printed — a typeless card none, an Amalgam any (231,
 * 1482). The typed lists form a matroid, so adding each that still fits, in order, reaches the largest; the Amalgams then
 * take the types left, as many as there are (the game's minion types, ALL aside).
 */
function minionTypesOf(ctx: Ctx, plays: readonly PlayRecord[]): number {
  const chosen: (readonly string[])[] = [];
  const tried = new Map<string, number>();
  let amalgams = 0;
  for (let i = 0; i < plays.length; i++) {
    const f = ctx.cards.get(plays[i]!.card)?.facts;
    if (!f || f.type !== "MINION" || f.races.length === 0) continue;
    if (f.races.includes("ALL")) { amalgams++; continue; }
    // A list of N types fits at most N times; once it does not fit, it never will (the chosen only grow).
    const key = f.races.join(",");
    const times = tried.get(key) ?? 0;
    if (times >= f.races.length) continue;
    tried.set(key, times + 1);
    chosen.push(f.races);
    if (!distinctTypeLists(chosen)) { chosen.pop(); tried.set(key, f.races.length); }
  }
  return Math.min(chosen.length + amalgams, CARD_TABLES.race!.length - 1);
}

/** The spell schools of these cards (spells only; a spell without a school adds none): "each spell school you've cast this game". */
export function spellSchoolsOf(ctx: Ctx, cards: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i < cards.length; i++) {
    const f = ctx.cards.get(cards[i]!)?.facts;
    if (f && f.type === "SPELL" && f.spellSchool) out.add(f.spellSchool);
  }
  return out;
}
