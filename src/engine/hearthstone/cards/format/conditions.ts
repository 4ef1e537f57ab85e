/**
 * @module hearthstone/cards/format/conditions
 * Conditions of the card format: on the event being answered, the turn, the board.
 */
import { z } from "zod";
import { EntityFilter, Identity, IDENTITIES, Selector } from "./selectors.js";
import { AmountExpr, type Amount } from "./amounts.js";

export type Condition =
  | { target: EntityFilter }
  | { source: EntityFilter }
  | { turn: "own" | "opponent" }
  | { player: "friendly" | "enemy" }
  | { space: "friendly-board" | "enemy-board" | "friendly-hand" }
  | { exists: Selector }
  | { count: Selector; atLeast: number }
  | { value: Amount; atLeast?: number; atMost?: number }
  | { mana: "full" }
  | { manathirst: number }
  | { playedThisTurn: "card" | "minion" | "spell"; atMost?: number; atLeast?: number; side?: "friendly" | "enemy"; race?: string; spellSchool?: string }
  | { playedLastTurn: "card" | "minion" | "spell"; atMost?: number; atLeast?: number; side?: "friendly" | "enemy"; race?: string }
  | { all: Condition[] }
  | { any: Condition[] }
  | { not: Condition }
  | { fatal: boolean }
  | { reborn: boolean }
  | { heroHealedThisTurn: boolean; side?: "friendly" | "enemy" }
  | { heroArmorChangedThisTurn: boolean; side?: "friendly" | "enemy" }
  | { heroDamagedThisTurn: boolean; side?: "friendly" | "enemy" }
  | { heroHealthChangedThisTurn: boolean; side?: "friendly" | "enemy" }
  | { heroPowerUsedThisTurn: boolean; side?: "friendly" | "enemy" }
  | { discoveredThisTurn: boolean }
  | { overloaded: boolean; side?: "friendly" | "enemy" }
  | { deckStartedNoDuplicates: boolean; side?: "friendly" | "enemy" }
  | { deckStartedWithRune: "blood" | "frost" | "unholy"; side?: "friendly" | "enemy" }
  | { rule: string; side?: "friendly" | "enemy" }
  | { usesLeft: number }
  | { remembers: boolean }
  | { differentCosts: Selector }
  | { noDuplicates: Selector }
  | { sharedType: Selector }
  | { kindred: true; side?: "friendly" | "enemy" }
  | { dormantMinion: true; side?: "friendly" | "enemy" }
  | { quickdraw: true }
  | { drawnThisTurn: true }
  | { finale: true }
  | { combo: true }
  | { titanAbility: 1 | 2 | 3 }
  | { entity: (typeof IDENTITIES)[number]; matches: EntityFilter };

/** A condition on the event being answered (its target and source), the turn, or the board. */
export const Condition: z.ZodType<Condition> = z.lazy(() =>
  z.union([
    z.object({ target: EntityFilter }).strict(),
    z.object({ source: EntityFilter }).strict(),
    z.object({ turn: z.enum(["own", "opponent"]) }).strict(),
    z.object({ player: z.enum(["friendly", "enemy"]) }).strict(),
    z.object({ space: z.enum(["friendly-board", "enemy-board", "friendly-hand"]) }).strict(),
    z.object({ exists: Selector }).strict(),
    z.object({ count: Selector, atLeast: z.number().int().min(0).max(100) }).strict().describe("the selector names at least this many entities (Mind Control Tech: 4 enemy minions)"),
    z.object({
      value: z.union([z.number().int(), AmountExpr]), atLeast: z.number().int().optional(), atMost: z.number().int().optional(),
    }).strict().describe("an amount is within these bounds now (Mortal Strike: your hero's health at most 12)"),
    z.object({ mana: z.literal("full") }).strict()
      .describe("your mana crystals plus temporary mana are at the cap (4.12: Wild Growth gives Excess Mana instead)"),
    z.object({ manathirst: z.number().int().min(0).max(20) }).strict()
      .describe("法力渴求 (Manathirst (N)): the player has at least N Mana Crystals — their maximum Mana, spent and empty ones counted, temporary Mana not (4.12; the amount `{ mana: \"crystals\" }`), read as the text resolves: Arcane Bolt's \"Manathirst (8): Deal $3 damage instead\" is an `if` with `{ \"manathirst\": 8 }`"),
    z.object({
      playedThisTurn: z.enum(["card", "minion", "spell"]), atMost: z.number().int().min(0).max(100).optional(), atLeast: z.number().int().min(0).max(100).optional(),
      side: z.enum(["friendly", "enemy"]).optional().describe("whose plays: yours (default) or your opponent's (Rat Trap)"),
      race: z.string().optional().describe("count only the cards of this race played this turn (the player's list of cards played, countered ones left out): Naralex's \"Your first Dragon each turn\""),
      spellSchool: z.string().optional().describe("count only the spells of this school played this turn (the same list): Gladesong Siren's \"if you've played a Holy and Shadow spell this turn\""),
    }).strict().describe("how many cards (or minion cards) you played this turn (Pint-Sized Summoner's aura: none yet, atMost 0)"),
    z.object({
      playedLastTurn: z.enum(["card", "minion", "spell"]), atMost: z.number().int().min(0).max(100).optional(), atLeast: z.number().int().min(0).max(100).optional(),
      side: z.enum(["friendly", "enemy"]).optional().describe("whose plays: yours (default) or your opponent's"),
      race: z.string().optional().describe("count only the cards of this race the player played on their previous turn (their list of cards played then, countered ones left out): Un'Goro's \"If you played an Elemental last turn\" is `{ playedLastTurn: \"minion\", race: \"ELEMENTAL\", atLeast: 1 }`"),
    }).strict().describe("how many cards (minions, spells) the player played on their previous turn (the player's NUM_…_PLAYED_LAST_TURN tags, kept as their turn starts): Marshspawn's \"if you cast a spell last turn\""),
    z.object({ all: z.array(Condition) }).strict(),
    z.object({ any: z.array(Condition) }).strict(),
    z.object({ not: Condition }).strict(),
    z.object({ reborn: z.boolean() }).strict()
      .describe("in a summon or after-summon trigger: the minion summoned was (or was not) brought back by its own Reborn (复生; Auchenai Death-Speaker's \"After another friendly minion is Reborn\")"),
    z.object({ fatal: z.boolean() }).strict()
      .describe("in a pre-damage trigger: the damage about to be dealt is (or is not) at least the target's health plus armor (Ice Block, 4.9 step 4)"),
    z.object({
      heroDamagedThisTurn: z.boolean(), side: z.enum(["friendly", "enemy"]).optional().describe("whose hero: yours (default) or your opponent's"),
    }).strict().describe("the player's hero took (or did not take) damage this turn — armor or Health lost, a damage event; the player tag HERO_DAMAGED_THIS_TURN counts them and restarts as each turn starts (Endtime Survivor: \"if your hero took damage this turn\")"),
    z.object({
      heroHealthChangedThisTurn: z.boolean(), side: z.enum(["friendly", "enemy"]).optional().describe("whose hero: yours (default) or your opponent's"),
    }).strict().describe("the player's hero's Health (its current Health, 4.1) changed (or did not) this turn — damage that reached Health (Armor alone does not), healing that restored some, a Health set to another value, a Health enchantment or aura that moved it; the player tag HERO_HEALTH_CHANGED_THIS_TURN counts the changes and restarts as each turn starts (Liferender: \"If your hero's Health changed this turn\")"),
    z.object({
      heroArmorChangedThisTurn: z.boolean(), side: z.enum(["friendly", "enemy"]).optional().describe("whose hero: yours (default) or your opponent's"),
    }).strict().describe("the player's hero's Armor changed (or did not) this turn — Armor gained, lost to damage, spent, or brought by a hero card; our player tag HERO_ARMOR_CHANGED_THIS_TURN counts the changes and restarts as each turn starts (Stoneskin Armorer: \"If your Armor changed this turn\")"),
    z.object({
      heroHealedThisTurn: z.boolean(), side: z.enum(["friendly", "enemy"]).optional().describe("whose hero: yours (default) or your opponent's"),
    }).strict().describe("the player's hero was (or was not) healed this turn — Health restored, a heal event; the player tag HERO_HEALED_THIS_TURN counts them and restarts as each turn starts (Death Metal Knight: \"if your hero was healed this turn\")"),
    z.object({
      heroPowerUsedThisTurn: z.boolean(), side: z.enum(["friendly", "enemy"]).optional().describe("whose: yours (default) or your opponent's"),
    }).strict().describe("the player used a Hero Power this turn (or did not) — any Hero Power, one replaced since too; the player tag NUM_HERO_POWER_USES_THIS_TURN counts the uses and restarts as each turn starts (Charred Chameleon)"),
    z.object({ usesLeft: z.number().int().min(0).max(100) }).strict()
      .describe("in a trigger of an enchantment with `uses`: it has exactly that many uses left now (all of them until the first is spent; an enchantment without `uses`, or no enchantment: false) — \"In N turns, …\" is `uses: N`, a turn-start trigger `[{ \"type\": \"if\", \"if\": { \"usesLeft\": 1 }, \"then\": […] }, { \"type\": \"expire\" }]` (Fractured Power's EDR_483e)"),
    z.object({ remembers: z.boolean() }).strict()
      .describe("in a trigger or aura of an enchantment: it remembers (or does not) a card — a `buff` with `remember` attached it so. One enchantment card attached with or without a memory then does two things: Hot Spring Glider's TLC_428e, attached remembering the Glider only with Kindred, gives Divine Shield only then (`{ \"remembers\": true }`)"),
    z.object({ overloaded: z.boolean(), side: z.enum(["friendly", "enemy"]).optional() }).strict()
      .describe("the player — yours, or with `side: enemy` your opponent — is (or is not) Overloaded: Mana Crystals locked by Overload this turn or owed for the next (4.12; Likkim's \"while you have Overloaded Mana Crystals\" counts both) — Altered Chord's \"Costs (3) less if you're Overloaded\""),
    z.object({ discoveredThisTurn: z.boolean() }).strict()
      .describe("the player Discovered (or did not) this turn — a Discover that offered options, whatever was taken; the player tag DISCOVERED_THIS_TURN counts them and restarts as each turn starts (Storage Scuffle: \"Costs (0) if you've Discovered this turn\")"),
    z.object({ rule: z.string().regex(/^[a-z][a-z-]*$/).max(40).describe("a rule aura's name (the aura field `rule`: infuse-in-deck, battlecries-twice …)"), side: z.enum(["friendly", "enemy"]).optional() }).strict()
      .describe("a rule aura of that name is in effect for the player (the text's controller, or with `side: enemy` their opponent) now — Afterlife Attendant's `infuse-in-deck`, which the Infuse cards' deck trigger asks for"),
    z.object({ deckStartedNoDuplicates: z.boolean(), side: z.enum(["friendly", "enemy"]).optional() }).strict()
      .describe("the player's deck started the game (or did not) with no duplicates — no two cards of the same English name among the cards it held as the game began (the deck and the kept hand at `startGame`, The Coin and cards an effect made left out): the player tag DECK_STARTED_NO_DUPLICATES (1 or 0) that `startGame` sets, which a later snapshot carries in the player's `tags`; without the tag, false (rules-notes 910). Elise, Badlands Savior's \"If your deck started with no duplicates\": `{ deckStartedNoDuplicates: true }`"),
    z.object({ deckStartedWithRune: z.enum(["blood", "frost", "unholy"]), side: z.enum(["friendly", "enemy"]).optional() }).strict()
      .describe("the player's deck started the game with a card of that rune — a card whose cost has a Blood, Frost or Unholy rune (the Death Knight's), among the cards it held as the game began (the deck and the kept hand at `startGame`, cards an effect made left out): the player tag DECK_STARTED_WITH_BLOOD / _FROST / _UNHOLY (1 or 0, ours) that `startGame` sets, which a later snapshot carries in the player's `tags`; without the tag, false (rules-notes 1688). Rainbow Seamstress's \"If your deck started with a Blood … card\": `{ deckStartedWithRune: \"blood\" }`"),
    z.object({ differentCosts: Selector }).strict()
      .describe("no two of the entities it names cost the same now (true when it names one or none): Zaqali Flamemancer's \"If every card in your hand is of a different Cost\""),
    z.object({ noDuplicates: Selector }).strict()
      .describe("no two of the entities it names are the same card — the same English name, so the printings of one card (a Core reprint and its original) count as duplicates, as at deck building; a hidden card (`card: null`) is compared with nothing (true when it names one or none): Reno Jackson's \"If your deck has no duplicates\" is `{ noDuplicates: { all: \"deck\", side: \"friendly\" } }`"),
    z.object({ sharedType: Selector }).strict()
      .describe("one minion type is common to every entity it names (an Amalgam's ALL is every type; a typeless minion or a non-minion has none, so it fails; true when it names none, as `differentCosts`): City Chief Esho's \"If every minion in your deck shares a minion type\""),
    z.object({
      kindred: z.literal(true), side: z.enum(["friendly", "enemy"]).optional().describe("whose previous turn: this card's controller's (default) or their opponent's"),
    }).strict().describe("Kindred (延系): on their previous turn the player played a card that shares a minion type or a spell school with this card (self) — an Amalgam (type ALL) shares with any minion that has a type, a minion shares nothing with a spell, a card with no type or school shares nothing; cards played from hand only (the player's playedLastTurn list, countered ones left out). Pterrorwing Ravager's \"Kindred: Costs (2) less\" is an aura with this `if`"),
    z.object({ finale: z.literal(true) }).strict()
      .describe("压轴 (Finale): this card (self), as it was played, used up its player's Mana — none was left after its pay step (a 0-Cost card played with none left counts; its play record): Mic Drop's \"Finale: Give your weapon +2 Attack\" is an `if` on it"),
    z.object({ quickdraw: z.literal(true) }).strict()
      .describe("快枪 (Quickdraw): this card (self) entered its owner's hand this turn — drawn, bounced, created there (its tag ENTERED_HAND_THIS_TURN, cleared for every card in a hand as the turn passes); once played, whether it had entered the hand the turn it was played (its play record): Sunspot Dragon's \"Quickdraw: Deal 6 damage\" is a battlecry `if` on it, Dehydrate's \"Quickdraw: Costs (1)\" a hand aura's `if`"),
    z.object({ drawnThisTurn: z.literal(true) }).strict()
      .describe("this card (self) was drawn this turn — a draw put it into its owner's hand this turn (its tag DRAWN_THIS_TURN, cleared for every card in a hand as the turn passes and whenever the card enters a hand otherwise); once played, whether it had been drawn the turn it was played (its play record): Need for Greed's \"If drawn this turn, this costs (3)\" is a hand aura's `if`, Keli'dan the Breaker's \"If drawn this turn, instead …\" a battlecry `if`"),
    z.object({ combo: z.literal(true) }).strict()
      .describe("连击 (Combo): this card (self), as it was played, had Combo active — its player had already played another card this turn (its play record; a card in hand not yet played: whether playing it now would). For a text that names Combo beside another condition: Bounty Wrangler's \"Quickdraw or Combo: Get a Coin\" is its `combo` text and a `whenPlayed` `if` with `{ all: [{ quickdraw: true }, { not: { combo: true } }] }` (one Coin either way); a card whose Combo replaces its Battlecry keeps the card field `combo`"),
    z.object({
      dormantMinion: z.literal(true), side: z.enum(["friendly", "enemy"]).optional().describe("only that side's board (default: either)"),
    }).strict().describe("休眠: a minion in play is Dormant (4.6; no selector reaches a Dormant minion, so `exists` cannot ask) — Perennial Serpent's \"Costs (4) less if a minion is Dormant\""),
    z.object({ titanAbility: z.union([z.literal(1), z.literal(2), z.literal(3)]) }).strict()
      .describe("泰坦: in a `titan-ability` trigger, the ability just used is the Titan's first, second or third (its card field `titan`, in order) — The Primus's \"After this uses an ability, Discover a card with that Rune\": one trigger for each, `{ all: [{ source: \"self\" }, { titanAbility: 1 }] }`; any other event: false"),
    z.object({ entity: Identity, matches: EntityFilter }).strict()
      .describe("the named entity, wherever it is now, matches the filter; false when there is none (2.3: the chosen target in hand — Mortal Coil: { entity: target, matches: { mortallyWounded: true } })"),
  ]),
);
