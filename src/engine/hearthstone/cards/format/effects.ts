/**
 * @module hearthstone/cards/format/effects
 * Effects of the card format: one thing a card does. Each `type` is implemented once, in effects/<type>.ts.
 */
import { z } from "zod";
import { EntityFilter, Identity, Selector } from "./selectors.js";
import { AmountExpr, amountOr, type Amount } from "./amounts.js";
import { Condition } from "./conditions.js";

/** A `playedThisGame` amount, naming plays of the record of cards played this game (`fromPlayed`; its count modifiers unused). */
const PlayedRecord = AmountExpr.refine((a) => typeof a === "object" && a !== null && "playedThisGame" in a, { message: "a `playedThisGame` amount" });

const cardId = z.string().min(1).max(64);
const amount = z.number().int().min(0).max(1000);

/**
 * A random pool described by card facts (rules/pools.ts): the implemented cards of the card data that match, one
 * printing each. `cost` is exact (an amount: Big Bad Voodoo's "costs (1) more"); `costDown`: when no card has
 * exactly `cost`, the highest cost below it down to this one (5.2 异变, version ≥ 16.0).
 */
export interface PoolSpec {
  type?: "MINION" | "SPELL" | "WEAPON" | "HERO" | "LOCATION" | "CARD";
  cost?: Amount;
  costDown?: Amount;
  costAtMost?: number;
  costAtLeast?: number;
  race?: string;
  cardClass?: string;
  yourClass?: boolean;
  otherClass?: boolean;
  opponentClass?: boolean;
  rarity?: string;
  mechanic?: string;
  mechanicAny?: string[];
  anyOf?: { race?: string; mechanic?: string }[];
  spellSchool?: string;
  spellSchoolAny?: string[];
  multipleTypes?: boolean;
  attackParity?: "odd" | "even";
  attack?: number;
  attackAtLeast?: number;
  sharesTypeWith?: z.infer<typeof Identity>;
  collectible?: boolean;
  other?: boolean;
  classOnly?: boolean;
  rewind?: boolean;
  lasting?: boolean;
  unplayedType?: boolean;
  unplayedSpellSchool?: boolean;
  notInDeck?: "friendly" | "enemy";
  rune?: "blood" | "frost" | "unholy";
  fromThePast?: boolean;
  newestExpansion?: boolean;
  faction?: "ZERG" | "PROTOSS" | "TERRAN";
}
export const PoolSpec: z.ZodType<PoolSpec> = z.lazy(() => z.object({
  type: z.enum(["MINION", "SPELL", "WEAPON", "HERO", "LOCATION", "CARD"]).optional().describe("default MINION; CARD: any card a hand can hold (minion, spell, weapon, hero, location); HERO: hero cards (hero skins are not cards of the game), LOCATION: Locations — Travel Agent's \"Discover a location from any class\""),
  cost: amountOr(z.number().int().min(0).max(100)).optional().describe("exactly this cost (an amount: { stat: \"cost\", of: \"self\", add: 1 })"),
  costDown: amountOr(z.number().int().min(0).max(100)).optional()
    .describe("when no card has exactly `cost`: the highest cost below it, down to this, that has cards (5.2 异变)"),
  costAtMost: z.number().int().min(0).max(100).optional(),
  costAtLeast: z.number().int().min(0).max(100).optional(),
  race: z.string().optional().describe("e.g. BEAST (an ALL-race card matches every race)"),
  cardClass: z.string().optional().describe("e.g. NEUTRAL, MAGE"),
  yourClass: z.boolean().optional().describe("5.1 发现 (an unrestricted Discover): cards of your hero's class and neutral ones; a classless hero uses the card's own class, and a neutral card then a random class (recorded)"),
  otherClass: z.boolean().optional().describe("cards of a class other than yours (your hero's class; a classless hero: the card's own), neutral ones left out (Pilfer: \"a random card from another class\")"),
  opponentClass: z.boolean().optional().describe("cards of your opponent's class (their hero's; a classless hero: none), neutral ones left out (Undercity Huckster: \"a random card (from your opponent's class)\")"),
  rarity: z.string().optional().describe("e.g. LEGENDARY"),
  mechanic: z.string().regex(/^[A-Z][A-Z0-9_]*$/).optional().describe("a mechanic the card data gives the card, e.g. TAUNT (Stonehill Defender: \"Discover a Taunt minion\")"),
  mechanicAny: z.array(z.string().regex(/^[A-Z][A-Z0-9_]*$/)).min(1).max(10).optional().describe("at least one of these mechanics the card data gives the card (Smoke Bomb's \"a Combo, Battlecry, or Stealth minion\": COMBO, BATTLECRY, STEALTH)"),
  anyOf: z.array(z.object({ race: z.string().regex(/^[A-Z][A-Z0-9_]*$/).optional(), mechanic: z.string().regex(/^[A-Z][A-Z0-9_]*$/).optional() }).strict()
    .refine((a) => a.race !== undefined || a.mechanic !== undefined, { message: "give race or mechanic" })).min(2).max(10).optional()
    .describe("at least one of these holds — a minion type (as `race`: an Amalgam is every type) or a mechanic the card data gives the card: Savory Deviate Delight's \"a Pirate or Stealth minion\": [{ race: PIRATE }, { mechanic: STEALTH }]"),
  spellSchool: z.string().regex(/^[A-Z]+$/).optional().describe("spells of this school, the card data's spellSchool (Daydreaming Pixie's \"a random Nature spell\": NATURE)"),
  spellSchoolAny: z.array(z.string().regex(/^[A-Z]+$/)).min(1).max(7).optional().describe("spells of any of these schools (Sorcerer's Gambit's \"Discover a Fire, Frost, or Arcane spell\": `[\"FIRE\", \"FROST\", \"ARCANE\"]`)"),
  multipleTypes: z.boolean().optional().describe("minions with more than one minion type (an Amalgam's ALL counts): Tortotem's \"a random minion with multiple minion types\""),
  attackParity: z.enum(["odd", "even"]).optional().describe("cards whose printed Attack is odd (even): Odd Map's \"Discover an odd-Attack Beast\""),
  attack: z.number().int().min(0).max(100).optional().describe("cards whose printed Attack is exactly this: Shokk's \"Discover any 8-Attack Beast\""),
  attackAtLeast: z.number().int().min(0).max(100).optional().describe("minions and weapons whose printed Attack is at least this: Tortollan Forager's \"a random minion with 5 or more Attack\""),
  sharesTypeWith: Identity.optional().describe("minions sharing a minion type with that entity as the pool is read (an Amalgam's All shares with every typed minion; none, or a typeless one: an empty pool): Amalgam of the Deep's \"Discover a minion of the same minion type\" is `target`"),
  collectible: z.boolean().optional().describe("default true"),
  other: z.boolean().optional().describe("\"other random …\": cards whose English name is not that of the card whose text this is, any printing (Dragonqueen Alexstrasza's \"add 2 other random Dragons\": `{ type: \"MINION\", race: \"DRAGON\", other: true }`)"),
  classOnly: z.boolean().optional().describe("cards of your class only (your hero's; a classless hero: the card's own, for a neutral card a random class, recorded), neutral ones left out — Aeon Wizard's \"random spells from your class\""),
  rewind: z.boolean().optional().describe("only Rewind cards: those whose definition has `rewind: true` (Time Machine's \"a random Rewind card\")"),
  lasting: z.boolean().optional().describe("only lasting spells (光环, \"Lasts N turns\"): those whose definition has `lasts` — Gelbin's Triumph's \"a random Paladin Aura\": `{ type: SPELL, cardClass: PALADIN, lasting: true }`"),
  unplayedType: z.boolean().optional().describe("only minions with a minion type you haven't played this game: a type no minion card you played from hand this game (the record `playedThisGame`, countered ones left out) has — a typeless minion has none, an Amalgam's ALL is every type (one played means every type played; as a candidate it matches while some type is unplayed) — Mountain Map's \"Discover a minion with a type you haven't played\""),
  unplayedSpellSchool: z.boolean().optional().describe("only spells of a spell school you haven't cast this game: a school no spell card you played from hand this game (the record `playedThisGame`, countered ones left out) has — a spell without a school never matches (Discovery of Magic's \"Discover a spell from a spell school you haven't cast this game\")"),
  notInDeck: z.enum(["friendly", "enemy"]).optional().describe("only cards of which no copy is in that player's deck now (yours, or your opponent's) — a reprint and its original are the same card: Hipster's \"Discover a spell from your opponent's class that isn't in their deck\" is `{ type: \"SPELL\", opponentClass: true, notInDeck: \"enemy\" }`"),
  rune: z.enum(["blood", "frost", "unholy"]).optional().describe("only cards whose rune cost (Death Knight deck-building runes, cards/rune-costs.ts: the game's data) has at least one rune of this kind — Frost Strike's \"a Frost Rune card\": `frost`; a card costing Blood and Frost runes is both a Blood Rune and a Frost Rune card"),
  faction: z.enum(["ZERG", "PROTOSS", "TERRAN"]).optional().describe("only cards of this StarCraft faction (the card field `faction`; built-in cards: cards/factions.ts): Resonance Coil's \"a random Protoss spell\" is `{ \"type\": \"SPELL\", \"faction\": \"PROTOSS\" }`"),
  newestExpansion: z.boolean().optional().describe("only cards of the newest expansion — the card data's last expansion in release order, its mini-set included, as the filter of that name (Resort Valet's \"Discover a card from the newest expansion\")"),
  fromThePast: z.boolean().optional().describe("only cards \"from the past\" (Across the Timeways): Wild cards — the game's keyword text, \"cards from Hearthstone's past no longer allowed in Standard\" — a card none of whose printings is of a Standard set of the data's year (cards/set-names.ts STANDARD_SETS), and not of the Classic format only — Time-Lost Glaive's \"a random Demon from the past\": `{ race: DEMON, fromThePast: true }`"),
}).strict().describe("a random pool from the card data: only cards the engine implements, one printing each"));
/** A pool: card ids, or a description of cards from the card data. */
const Pool = z.union([z.array(cardId).min(1), PoolSpec]);

export type Effect =
  | { type: "damage"; amount: Amount; to: Selector; spellDamage?: boolean | "hits"; upTo?: number; oneByOne?: boolean; equalTo?: "attack"; from?: Selector; hits?: Amount }
  | { type: "heal"; amount: Amount; to: Selector }
  | { type: "draw"; leftmost?: boolean; count?: Amount; player?: "friendly" | "enemy"; where?: EntityFilter; enchantment?: string; untilFull?: boolean; instead?: Effect[]; highest?: "cost"; lowest?: "cost"; deckOf?: "friendly" | "enemy"; cost?: number; setCost?: number; bottom?: boolean; differentTypes?: boolean; differentNames?: boolean; copiesOfPlayed?: boolean; of?: Selector }
  | { type: "summon"; card: string; and?: string[]; count?: Amount; countOf?: Selector; side?: "friendly" | "enemy"; setAttack?: Amount; setHealth?: Amount; enchantment?: string }
  | { type: "summonRandom"; pool: string[] | PoolSpec; unique?: boolean; side?: "friendly" | "enemy"; count?: Amount }
  | { type: "destroyAndReplace"; to: Selector; pool?: string[] | PoolSpec; same?: true; card?: string; count?: number }
  | { type: "summonCopy"; of: Selector; health?: number; copyState?: boolean; beside?: boolean; enchantment?: string; count?: Amount }
  | { type: "resurrect"; count?: number | AmountExpr; enchantment?: string; differentTypes?: boolean; player?: "enemy" | "both"; instances?: boolean; thisTurn?: boolean; sinceYourLastTurn?: boolean; last?: boolean; all?: boolean; highest?: "cost"; into?: "hand" | "aside"; where?: { deathrattle?: boolean; costAtMost?: number; costAtLeast?: number; race?: string; different?: boolean; name?: string; cards?: string[]; mechanic?: string; attack?: number; classOnly?: boolean } }
  | { type: "burn"; count: number; player?: "friendly" | "enemy" }
  | { type: "forcedDeath" }
  | { type: "castSpell"; pool?: string[] | PoolSpec; card?: string; from?: "deck" | "hand"; highest?: "cost"; where?: EntityFilter; played?: { turn?: "this" | "last"; spellSchool?: string; last?: true; side?: "friendly" | "enemy"; castOn?: "character" | "friendly-character" | "enemy-character" | "friendly-minion" | "enemy-minion" }; of?: Selector; remembered?: boolean; notCardOf?: Selector | Selector[]; copyOf?: Selector; count?: number; preferSelf?: boolean; prefer?: Selector; targetAmong?: Selector; preferEnemies?: boolean; player?: "friendly" | "enemy" }
  | { type: "repeatBattlecry" }
  | { type: "replay"; played: { cost?: number; costAtLeast?: number; otherClass?: boolean; lastTurn?: boolean; type?: "minion" | "spell" | "weapon" | "hero" | "location"; created?: boolean; spellSchool?: string; side?: "enemy"; castOn?: "character" | "friendly-character" | "enemy-character" | "friendly-minion" | "enemy-minion" }; max?: number; last?: true; preferEnemies?: boolean; at?: "self" }
  | { type: "absorb"; to: Selector }
  | { type: "extendLasting"; to: Selector; turns?: number }
  | { type: "retarget"; to: Selector }
  | { type: "returnCopyToHand"; of: Selector; cost?: number; setCost?: number; enchantment?: string }
  | { type: "returnToHand"; to: Selector; cost?: number; enchantment?: string; grants?: string[]; from?: "graveyard" | "kept"; number?: Amount; player?: "friendly" }
  | { type: "buff"; to: Selector; attack?: Amount; health?: Amount; cost?: Amount; setAttack?: Amount; setHealth?: Amount; grants?: string[]; enchantment?: string; oneTurn?: boolean; untilNextTurn?: boolean; remember?: Selector; rememberPlayed?: { type?: "card" | "minion" | "spell" | "weapon" | "hero" | "location"; spellSchool?: string }; setCost?: Amount; whileAttacking?: boolean; link?: boolean }
  | { type: "swapAttackHealth"; to: Selector; enchantment?: string }
  | { type: "swapStats"; with: Selector; of?: Selector; stat: "attack" | "health" | "both"; enchantment?: string }
  | { type: "swapCosts"; of: Selector; with: Selector; enchantment?: string }
  | { type: "expire" }
  | { type: "destroy"; to: Selector }
  | { type: "vanish"; to: Selector }
  | { type: "darkGift"; to: Selector }
  | { type: "discard"; count?: number | "all" | AmountExpr; player?: "friendly" | "enemy"; to?: Selector }
  | { type: "transform"; to: Selector; card?: string; copyOf?: Selector; cardOf?: Selector; pool?: string[] | PoolSpec; enchantment?: string; rememberOriginal?: boolean; keepState?: boolean; keep?: { stats?: string; cost?: string } }
  | { type: "loseDurability"; amount: number; to: Selector }
  | { type: "silence"; to: Selector }
  | { type: "loseKeyword"; to: Selector; keyword: string; granted?: boolean }
  | { type: "gainKeyword"; to: Selector; keyword: string }
  | { type: "freeze"; to: Selector }
  | { type: "armor"; amount: Amount; to?: Selector }
  | { type: "manaCrystals"; amount: number | AmountExpr; state?: "full" | "empty"; player?: "friendly" | "enemy" }
  | { type: "tempMana"; amount: number; nextTurn?: boolean }
  | { type: "overload"; amount: number }
  | { type: "unlockOverload" }
  | { type: "addCard"; card?: string; pool?: string[] | PoolSpec; copyOf?: Selector; lastPlayedBy?: "friendly" | "enemy"; played?: { turn: "this" | "last"; type?: "MINION" | "SPELL" | "WEAPON" | "HERO" | "LOCATION"; side?: "friendly" | "enemy" }; fromPlayed?: AmountExpr; latest?: boolean; count?: number; player?: "friendly" | "enemy"; enchantment?: string; untilFull?: boolean; cost?: number; setCost?: number; number?: Amount; into?: "aside"; different?: boolean; leftmost?: boolean }
  | { type: "putIntoPlay"; from: "deck" | "hand"; where?: EntityFilter; player?: "friendly" | "enemy"; eachDifferent?: boolean; highest?: "cost"; of?: Selector; all?: boolean }
  | { type: "group"; of: Selector; each?: boolean; do: Effect[] }
  | { type: "equipWeapon"; card?: string; pool?: string[] | PoolSpec; player?: "friendly" | "enemy"; kept?: boolean }
  | { type: "takeControl"; to: Selector; side?: "friendly" | "enemy"; sickness?: boolean; enchantment?: string }
  | { type: "redirectAttack"; to: Selector }
  | { type: "cancelAttack" }
  | { type: "counter"; to: Selector; returnToHand?: boolean; enchantment?: string }
  | { type: "forceAttack"; attacker: Selector; defender: Selector; counts?: boolean; each?: boolean; anySide?: boolean; randomOrder?: boolean }
  | { type: "if"; if: Condition; then: Effect[]; else?: Effect[] }
  | { type: "chance"; percent: number; then: Effect[]; else?: Effect[] }
  | { type: "changeDamage"; set?: number; multiply?: number; add?: number }
  | { type: "questProgress"; amount?: Amount; differentTypes?: boolean; reset?: boolean }
  | { type: "shuffleIntoDeck"; card?: string; pool?: string[] | PoolSpec; copyOf?: Selector; keepEnchantments?: boolean; count?: number; player?: "friendly" | "enemy"; bottom?: boolean; top?: boolean; setCost?: number }
  | { type: "shuffleFromHand"; to: Selector; top?: boolean; player?: "enemy" }
  | { type: "shuffleFromPlay"; to: Selector; player?: "controller" | "random" | "friendly" | "enemy"; bottom?: true }
  | { type: "redirectDamage"; to: Selector }
  | { type: "extraTurns"; turns: ("own" | "opponent")[] }
  | { type: "dormant"; to: Selector; turns: number }
  | { type: "swapWithHand"; where?: EntityFilter; of?: Selector; from?: "hand" | "deck"; side?: "friendly" | "enemy" }
  | { type: "discover"; from: "deck" | "hand" | "died" | "played" | string[] | PoolSpec; fromPlayed?: AmountExpr; of?: Selector; drawCopies?: boolean; side?: "friendly" | "enemy"; where?: EntityFilter; enchantment?: string; copy?: boolean; top?: number; bottom?: number; rest?: "burn" | "bottom" | "shuffle" | "hand"; drawAllIf?: EntityFilter; cost?: number; setCost?: number; orPick?: { card: string; effects: Effect[] }; others?: string; into?: "deck-bottom" | "play" | "aside" | "cast"; keepAll?: boolean; untilSeenTwice?: boolean; darkGift?: boolean }
  | { type: "pickRemembered"; enchantment: string; from?: "deck" }
  | { type: "adapt"; to: Selector; record?: string; remembered?: boolean; together?: boolean }
  | { type: "spendArmor"; upTo?: number; each?: Effect[]; then?: Effect[]; player?: "enemy" }
  | { type: "replaceHeroPower"; heroPower?: string; copyOf?: Selector; remember?: boolean }
  | { type: "restoreHeroPower" }
  | { type: "replaceHero"; card: string; heroPower?: string; removeSource?: boolean }
  | { type: "spellCopy"; of: Selector; to: Selector }
  | { type: "summonRemembered"; enchantment?: string; count?: number; for?: "friendly" | "owner"; all?: boolean; of?: Selector }
  | { type: "addRemembered"; enchantment?: string; for?: "friendly" | "owner"; cost?: number; into?: "deck" }
  | { type: "gainDeathrattles"; to: Selector; enchantment: string; thisTurn?: boolean }
  | { type: "rememberedDeathrattle" }
  | { type: "awaken"; to: Selector; sooner?: number }
  | { type: "arm"; trigger?: number; notThisTurn?: boolean }
  | { type: "setRemainingHealth"; to: Selector; amount: Amount; enchantment?: string }
  | { type: "extraAttack"; to: Selector; amount?: number }
  | { type: "jadeGolem" }
  | { type: "buffCthun"; attack?: Amount; health?: Amount; taunt?: boolean; enchantment?: string }
  | { type: "summonPlayed"; fromPlayed: AmountExpr; latest?: boolean }
  | { type: "refreshLocation"; to: Selector }
  | { type: "refreshHeroPower" }
  | { type: "repeat"; times?: Amount; while?: Condition; do: Effect[] }
  | { type: "putOnTop"; count?: number; bottom?: boolean; player?: "friendly" | "enemy" }
  | { type: "putOnBottom"; to: Selector }
  | { type: "gainCorpses"; amount: Amount; player?: "friendly" | "enemy" }
  | { type: "spendCorpses"; amount?: Amount; upTo?: Amount; all?: boolean; do?: Effect[]; else?: Effect[] }
  | { type: "castWhenDrawn" }
  | { type: "infuse" }
  | { type: "invoke"; times?: number }
  | { type: "summonWhenDrawn" }
  | { type: "spendMana"; all?: true; amount?: number; do?: Effect[] }
  | { type: "fatigue"; player?: "friendly" | "enemy" }
  | { type: "imbue" }
  | { type: "improve"; to?: Selector; amount?: number }
  | { type: "addNumber"; to?: Selector; amount?: Amount; counter?: string }
  | { type: "maxMana"; amount: number; player?: "friendly" | "enemy"; set?: boolean }
  | { type: "maxHandSize"; amount: number; player?: "friendly" | "enemy" }
  | { type: "choose"; options: { card?: string; effects: Effect[] }[]; count?: number; random?: boolean }
  | { type: "pick"; from: Selector; do: Effect[] }
  | { type: "guess"; side?: "friendly" | "enemy"; do: Effect[] }
  | { type: "joust"; then: Effect[]; else?: Effect[]; cardType?: "minion" | "spell" | "card" }
  | { type: "triggerDeathrattle"; to: Selector; enchantment?: string; inHand?: boolean }
  | { type: "triggerEndOfTurn"; to: Selector }
  | { type: "refreshMana"; amount: Amount }
  | { type: "reverseDeck"; player?: "friendly" | "enemy" }
  | { type: "sortDeck"; player?: "friendly" | "enemy"; order?: "highest-first" | "lowest-first" }
  | { type: "shuffleHand"; player?: "friendly" | "enemy" }
  | { type: "shuffleDeck"; player?: "friendly" | "enemy" };

/** One thing a card does. Each `type` is implemented once, in effects/<type>.ts. */
export const Effect: z.ZodType<Effect> = z.lazy(() =>
  z.discriminatedUnion("type", [
    z.object({
      type: z.literal("damage"), amount: amountOr(amount), to: Selector,
      spellDamage: z.union([z.boolean(), z.literal("hits")]).optional().describe("default: true for spells (unless the card is ImmuneToSpellpower); \"hits\": Spell Damage adds random hits instead (missiles, rulebook 5.1) — on a Hero Power, its Hero Power damage bonus adds hits (\"Deal $3 damage randomly split\")"),
      hits: amountOr(z.number().int().min(0).max(60)).optional().describe("with a random selector: how many hits (each a new random pick), an amount read once as the effect starts, instead of the selector's `count` — Ravage's \"Deal $3 damage randomly split among all enemies (Improved by Zerg minions you control!)\": `{ amount: 1, to: { random: \"enemy-characters\" }, hits: { count: { all: \"minions\", side: \"friendly\", where: { faction: \"ZERG\" } }, add: 3 }, spellDamage: \"hits\" }`"),
      upTo: z.number().int().min(1).max(1000).optional().describe("a random amount from `amount` to `upTo` (Boom Bot: 1-4), picked once per hit"),
      equalTo: z.literal("attack").optional().describe("add each target's own Attack to `amount`, read when that target is hit; the targets are hit one by one (1.5: AoE of varying amounts is not mass damage)"),
      oneByOne: z.boolean().optional().describe("hit the targets one at a time in the selector's order, each hit's event resolved before the next (3.1 AoE 的结算顺序: Cone of Cold), instead of mass damage"),
      from: Selector.optional().describe("the damage source, when it is not this card: the first entity named (Betrayal: `target`, its Poisonous and Lifesteal count); nothing when it names none. Such damage is not the spell's: no Spell Damage by default (附录 A.2)"),
    }).strict(),
    z.object({ type: z.literal("heal"), amount: amountOr(amount), to: Selector }).strict(),
    z.object({
      type: z.literal("draw"), count: amountOr(z.number().int().min(1).max(30)).optional().describe("default 1; an amount such as { count: … } (Battle Rage)"), player: z.enum(["friendly", "enemy"]).optional(),
      where: EntityFilter.optional().describe("draw a random card of the deck matching this (Captain's Parrot: a Pirate); none matching: nothing, no fatigue"),
      leftmost: z.boolean().optional().describe("each card drawn, once in hand (after its draw event and `enchantment`), moves to the first (left-most) place of the hand — Bartend-O-Bot's \"Draw an Outcast card and slide it to the left side of your hand\""),
      enchantment: cardId.optional().describe("attached to each card drawn that is still in hand after its draw event (Far Sight: CS2_053e, \"that card costs (3) less\"); a card burned by a full hand gets none"),
      untilFull: z.boolean().optional().describe("instead of `count`: draw one at a time until the hand is full, stopping when the deck has no (matching) card left (Malygos the Spellweaver)"),
      instead: z.array(Effect).optional().describe("with `where` and a `count`: resolved once for each draw that finds no matching card (Sense Demons: a Worthless Imp for each Demon it cannot draw)"),
      highest: z.literal("cost").optional().describe("each draw takes a random one of the (matching) cards of the deck with the highest cost, as it is then (Taelan Fordring: \"Draw your highest Cost minion\")"),
      lowest: z.literal("cost").optional().describe("as `highest`, the lowest cost (Chronogor: \"Your opponent draws your 2 lowest Cost cards\")"),
      deckOf: z.enum(["friendly", "enemy"]).optional().describe("whose deck the cards are drawn from, when not the drawing player's own: each card drawn goes into the drawer's hand and becomes theirs (a full hand burns it where it is); none left there: nothing, no fatigue — Chronogor's `{ player: \"enemy\", deckOf: \"friendly\", lowest: \"cost\", count: 2 }`"),
      bottom: z.boolean().optional().describe("each draw takes the bottom card of the deck instead of the top one (Contingency: \"Draw the bottom two cards from your deck\"); an empty deck is fatigue, as any draw"),
      differentNames: z.boolean().optional().describe("\"N different …\": each draw takes a random (matching) card whose English name no card this effect drew before has (two printings of one card are the same); none left: the draws stop, no fatigue (Subject 9's \"Draw 5 different Secrets from your deck\": `{ count: 5, where: { secret: true }, differentNames: true }`)"),
      differentTypes: z.boolean().optional().describe("\"minions of different minion types\": each draw takes a random (matching) minion card with a minion type that can join the cards this effect drew before it so that each is given a different type of its own (an Amalgam's ALL is any type; a typeless minion is never drawn) — as the selector's `differentTypes`; none left that can: nothing, no fatigue (Flight of the Firehawk: `{ count: 2, where: { type: \"minion\" }, differentTypes: true }`)"),
      cost: z.number().int().min(-50).max(50).optional().describe("each card drawn that is still in hand after its draw event costs this much more (less, when negative): an enchantment on it, `enchantment` if given, else anonymous (Tormented Dreadwing: −1)"),
      setCost: z.number().int().min(0).max(50).optional().describe("each card drawn that is still in hand after its draw event costs this much: an enchantment on it, `enchantment` if given, else anonymous (Dread Raptor's \"It costs (0)\")"),
      of: Selector.optional().describe("instead of `count`: \"… draw it\" — the cards this selector names that are in the deck drawn from now, one draw each in that order (King's Elekk's revealed minion: `{ all: \"group\" }` — the opponent's revealed card is not in your deck, so not drawn); none there: nothing, no fatigue"),
      copiesOfPlayed: z.boolean().optional().describe("instead of `count`: \"draw another copy of each card you've played this game\" — for each play of the drawer's record `playedThisGame`, oldest first (an entity played twice counts once), a random card of the deck with that card id other than the entity played (and matching `where` if given), one draw each; none left for a play: nothing for it, no fatigue (Chromie: `{ copiesOfPlayed: true }`)"),
    }).strict(),
    z.object({
      type: z.literal("summon"), card: cardId, count: amountOr(z.number().int().min(1).max(7)).optional().describe("default 1; an amount such as { dealt: \"damage\" } (Imp-losion)"),
      and: z.array(cardId).min(1).max(6).optional().describe("\"Summon a X and a Y\": after `card`'s minions, one of each of these cards, in order, placed like one summon's minions; `summoned` names them all (Hounds of Fury's two Felhounds)"),
      countOf: Selector.optional().describe("summon one for each entity the selector names when the effect starts (Unleash the Hounds)"),
      side: z.enum(["friendly", "enemy"]).optional(),
      setAttack: amountOr(z.number().int().min(0).max(1000)).optional().describe("the minions are summoned with this Attack (an amount read once as the effect starts; set before the summon event, 3.1): Dark Alley Pact's Fiend"),
      setHealth: amountOr(z.number().int().min(1).max(1000)).optional().describe("the minions are summoned with this Health (as setAttack)"),
      enchantment: cardId.optional().describe("the enchantment that carries the stats (or, alone, an enchantment attached to each before its summon event); without it an anonymous one"),
    }).strict(),
    z.object({
      type: z.literal("summonRandom"), pool: Pool, unique: z.boolean().optional().describe("skip cards already on your board"),
      count: amountOr(z.number().int().min(2).max(7)).optional().describe("that many random minions, each picked at random (the same card may come twice), summoned one after another and placed like one `summon`'s minions; `{ all: \"summoned\" }` names them (Ankylodon: 2); an amount is read once as the effect starts — Dwarf Planet's \"Fill your board\" is `{ space: \"friendly-board\" }`, 0 summons nothing"),
      side: z.enum(["friendly", "enemy"]).optional(),
    }).strict().describe("summon a random minion of the pool (each pick a recorded random decision, 3.5); nothing when the pool is empty"),
    z.object({
      type: z.literal("destroyAndReplace"), to: Selector, pool: Pool.optional().describe("the pool of each replacement, its amounts read with `each` = the destroyed minion (`cost: { stat: cost, of: each }`)"),
      same: z.literal(true).optional().describe("instead of a pool: a fresh copy of the destroyed minion's own card (Reincarnate's \"return it to life with full Health\")"),
      card: cardId.optional().describe("instead of a pool: this minion card (Disciplinarian Gandling's \"destroy it and summon a 4/4 Failed Student\", A.1)"),
      count: z.number().int().min(1).max(7).optional().describe("replacements for each minion destroyed (default 1)"),
    }).strict().refine((e) => [e.pool, e.same, e.card].filter((x) => x !== undefined).length === 1, { message: "give one of `pool`, `same` and `card`" }).describe("\"Destroy a minion. Summon a random minion … to replace it\" (5.7, A.1: 先消灭再在原地召唤新随从): the minions named are destroyed, a forced death runs, then each is replaced — random minions of the pool summoned for the player who controlled it, in its place (right of the nearest minion left of it still there). Life Cycle: `{ to: target, pool: { type: MINION, cost: { stat: cost, of: each } } }`"),
    z.object({
      type: z.literal("summonCopy"), of: Selector, health: z.number().int().min(1).optional().describe("set the copy's current health"),
      copyState: z.boolean().optional().describe("a copy per 4.8: the source's tags (damage too) and non-aura enchantments, not a fresh card (Mirror Entity)"),
      beside: z.boolean().optional().describe("the copy is summoned for the original's controller, right of the original (Khadgar)"),
      enchantment: cardId.optional().describe("an enchantment attached to the copy before its summon event (Dollmaster Dorian's 1/1)"),
      count: amountOr(z.number().int().min(1).max(7)).optional().describe("copies of each original (default 1), placed like several minions of one `summon`: beside the source minion right, then left … (Nerubian Swarmguard: 2)"),
    }).strict(),
    z.object({
      type: z.literal("resurrect"), count: amountOr(z.number().int().min(1).max(7)).optional().describe("default 1; an amount, read once as the effect starts (Amulet of Undying's \"Resurrect 1 … (Upgrades when Traded!)\": `{ stat: \"improvements\", of: \"self\", add: 1 }`)"),
      differentTypes: z.boolean().optional().describe("\"a friendly minion of each minion type\" (N'Zoth, God of the Deep): instead of `count`, as many as can each be given a different minion type of its own — each pick random among the dead minions' cards that can join those picked (typeless ones never), as the selector's `differentTypes` (rules-notes 231, 1493); a full board stops it"),
      player: z.enum(["enemy", "both"]).optional().describe("`enemy`: your opponent's minions that died, summoned for them (Rest in Peace's \"Each player summons their highest Cost minion that died this game\"); `both`: either player's, summoned for you (Anyfin Can Happen)"),
      instances: z.boolean().optional().describe("each death is a candidate, not each different card: a card comes back at most as many times as it died (Anyfin Can Happen's \"Summon 7 Murlocs that died this game\")"),
      thisTurn: z.boolean().optional().describe("only deaths of this turn (High Inquisitor Whitemane)"),
      sinceYourLastTurn: z.boolean().optional().describe("only deaths after your last turn: of turns after your previous turn ended (the player's LAST_TURN_ENDED tag, as the amount `died`'s) — High Cultist Basaleph's \"Resurrect all friendly Undead that died after your last turn\""),
      last: z.boolean().optional().describe("\"your last … that died\": only the latest death of the record that matches (`where`), whatever its card (Endgame: `{ last: true, where: { race: \"DEMON\" } }`)"),
      all: z.boolean().optional().describe("every death in the record, in the order they died, instead of random different cards (Whitemane: \"all friendly minions that died this turn\")"),
      highest: z.literal("cost").optional().describe("only the dead minions whose card costs the most (as printed), a random one among ties (Memoriam Manifest: \"the highest Cost friendly Undead that died this game\"); with a `count`, each pick the highest Cost left among cards not yet picked (Hydration Station's \"three of your different highest Cost Taunt minions\")"),
      enchantment: cardId.optional().describe("attached to each minion resurrected before its summon event, as `summonCopy`'s (Twilight's Call's \"Summon 1/1 copies of 2 friendly Deathrattle minions that died this game\": LOOT_187e, 1/1); not with `into`"),
      into: z.enum(["hand", "aside"]).optional().describe("\"Return … minions that died this game to your hand\" (Raise Dead): the same picks, each a new card of the dead minion's card (as printed, 4.10) added to the player's hand instead of summoned — a full hand burns it; they become `{ all: \"added\" }`. `aside`: each a new card set aside (in no zone a text reaches), named `{ all: \"added\" }` for the text's next effects — Boneshredder's \"gain the Deathrattle of a random friendly minion that died\" remembers it (rules-notes 1691)"),
      where: z.object({
        deathrattle: z.boolean().optional().describe("a card with a Deathrattle (the card data's DEATHRATTLE, or a definition's `deathrattle`)"),
        costAtMost: z.number().int().min(0).max(100).optional(), costAtLeast: z.number().int().min(0).max(100).optional(),
        race: z.string().regex(/^[A-Z_]+$/).optional().describe("a minion of this race (UNDEAD …; an Amalgam's ALL is every race)"),
        different: z.boolean().optional().describe("\"a different …\": not a minion of this card (`self`'s card id): Ferocious Felbat never resurrects a Ferocious Felbat"),
        name: z.string().min(1).max(100).optional().describe("only minions whose card has this English name, whatever the printing (Kel'Thuzad, the Inevitable's \"Resurrect your Volatile Skeletons\")"),
        cards: z.array(z.string().min(1).max(100)).min(1).max(20).optional().describe("only deaths of these cards (ids): Kingpin Pud's \"Resurrect your Ogre-Gang\" is `{ all: true, where: { cards: [\"WW_418\", \"WW_419\", \"WW_420\"] } }`"),
        mechanic: z.string().regex(/^[A-Z_]+$/).optional().describe("only minions whose card, as printed, has this mechanic of the card data (Hydration Station's \"Taunt minions\": TAUNT)"),
        attack: z.number().int().min(0).max(100).optional().describe("only minions whose card's printed Attack is exactly this (Tyr's \"a 2, 3, and 4-Attack minion\")"),
        classOnly: z.boolean().optional().describe("\"from your class\": only minions whose card's class is the player's class (their hero's; a classless hero: the card's own), neutral ones left out (Tyr's Tears)"),
      }).strict().optional().describe("only dead minions whose card — as it is printed, the record keeps no states (4.10) — matches (Ravenous Felhunter: a Deathrattle minion that costs (4) or less)"),
    }).strict()
      .describe("summon fresh copies of random different friendly minions from the death record (4.10: Resurrect)"),
    z.object({ type: z.literal("burn"), count: z.number().int().min(1).max(60), player: z.enum(["friendly", "enemy"]).optional() }).strict()
      .describe("the top cards of the deck go to the graveyard (烧毁, 4.3; Fel Reaver); not a draw"),
    z.object({ type: z.literal("forcedDeath") }).strict()
      .describe("强制死亡 (5.7): run the inter-phase steps and death phases now, until nothing more dies (Poison Seeds, before it summons)"),
    z.object({
      type: z.literal("castSpell"), pool: Pool.optional().describe("a random spell of this pool for each cast (a recorded random decision)"),
      card: cardId.optional().describe("this spell instead of a pool"),
      from: z.enum(["deck", "hand"]).optional().describe("a random spell card of your deck (matching `where`) is itself cast, out of the deck (Violet Treasuregill); one that cannot be cast (no valid target) stays there. `hand`: one of your hand the same way — cast, not played (Clumsy Courier; Sparkjoy Cheat's \"If you're holding a Secret, cast it\")"),
      highest: z.literal("cost").optional().describe("with `from`: only the spells whose Cost now is the highest among those matching, a random one among ties (Clumsy Courier's \"Cast the highest Cost spell from your hand\")"),
      where: EntityFilter.optional().describe("with `from`: the spells it picks among (`{ maxCost: 2 }`)"),
      played: z.object({
        turn: z.enum(["this", "last"]).optional(), spellSchool: z.string().regex(/^[A-Z]+$/).optional(),
        last: z.literal(true).optional().describe("instead of `turn`: the latest spell of the record of plays this game (countered cards left out), whatever turn — Asvedon's \"Cast a copy of the last spell your opponent played\": `{ last: true, side: \"enemy\" }`"),
        side: z.enum(["friendly", "enemy"]).optional().describe("whose plays: yours (default) or your opponent's"),
        castOn: z.enum(["character", "friendly-character", "enemy-character", "friendly-minion", "enemy-minion"]).optional().describe("with `last`: only spells played at such a character — the record's `target`, as the amount `playedThisGame`'s `castOn` (Sunwing Squawker's \"the last spell you've cast on a friendly minion\": `friendly-minion`)"),
      }).strict().refine((x) => (x.turn !== undefined) !== (x.last !== undefined), { message: "give one of `turn`, `last`" }).optional().describe("a new copy of a random spell you played from hand this (or last) turn, each play one chance (Creature of the Sacred Cave's \"recast a random Holy spell you cast this turn\": `{ turn: this, spellSchool: HOLY }`); with `last`, the latest spell played"),
      copyOf: Selector.optional().describe("a new copy of the card of the first entity this names (read as each cast starts; the entity stays where it is): Wrathspine Enchanter's \"Cast a copy of a Fire … spell in your hand\" is `{ random: { all: hand, side: friendly, where: { type: spell, spellSchool: FIRE } } }`"),
      of: Selector.optional().describe("instead of a new spell: the spell cards this names that are set aside now — the cards this entity keeps (`{ all: \"kept\" }`, an `absorb`) — each cast itself, keeping its states (Crackling Cloudstrider's \"Deathrattle: Cast it\")"),
      notCardOf: z.union([Selector, z.array(Selector).min(1).max(4)]).optional().describe("with `pool`: \"a different …\" — the pool's cards of the entities these name are left out, read as each spell is picked (Orion's \"cast a different Mage Secret\": the revealed Secret and your Secrets in play)"),
      remembered: z.literal(true).optional().describe("instead of a new spell of a pool: a new copy of the card the enchantment whose text this is remembers (a `buff` with `remember` or `rememberPlayed`) — Lady Darkvein's Shades' REV_373e, \"Deathrattle: cast your last Shadow spell\"; none remembered: nothing"),
      count: z.number().int().min(1).max(10).optional().describe("how many spells, each picked and cast in full — with its forced death — before the next (default 1)"),
      preferSelf: z.boolean().optional().describe("\"(targets this if possible)\": the entity whose text casts it is the target when it is a valid one, else a random valid target"),
      prefer: Selector.optional().describe("\"(targeting it if possible)\": the first entity this names, read as each spell is cast, is the target when it is a valid one, else a random valid target (Prison of Yogg-Saron: `\"target\"`, the character chosen)"),
      targetAmong: Selector.optional().describe("the spell's random target is one of the valid targets this names, read as the cast starts — `self`: \"… on this\" (Sunwing Squawker), `other-friendly-minions`: \"cast it again on another friendly minion\" (Kotori Lightblade); none of them valid: the spell is not cast (rules-notes 1730)"),
      preferEnemies: z.boolean().optional().describe("\"(targets enemies if possible)\": the random target is an enemy character when one is valid, as `replay`'s (Solarian Prime's \"Cast 5 random Mage spells\")"),
      player: z.enum(["friendly", "enemy"]).optional().describe("who casts it: `enemy`, your opponent — \"casts for your opponent\" (Faceless Enigma): their spell, into their secret zone, their Overload and after-cast triggers; with `from: deck`, a spell of their deck"),
    }).strict().refine((x) => [x.pool, x.card, x.from, x.played, x.of, x.copyOf, x.remembered].filter((v) => v !== undefined).length === 1, { message: "give one of `pool`, `card`, `from`, `played`, `of`, `copyOf`, `remembered`" })
      .refine((x) => x.where === undefined || x.from !== undefined, { message: "`where` goes with `from: deck`" })
      .describe("施放 (2.3): spells made for you and cast, not played — random targets among its valid ones, a random Choose One option; with no valid target one is not cast; each ends with a forced death (5.7). Druid of Regrowth: `{ pool: { type: SPELL, spellSchool: NATURE }, count: 2 }`"),
    z.object({ type: z.literal("repeatBattlecry") }).strict()
      .describe("\"Repeat the last Battlecry you played\" (Brilliant Macaw): the latest card of your record of plays whose definition has a Battlecry (this card's own play left out) — its Battlecry resolves now as this entity's (`self` this entity), at a random valid target when it takes one (never this entity; none valid: it does not happen); not a play (rules-notes 1734)"),
    z.object({
      type: z.literal("replay"),
      played: z.object({
        cost: z.number().int().min(0).max(100).optional().describe("only the plays made for this Cost (the Mana, or Health, the record says was paid: \"each 1-Cost card you've played\")"),
        otherClass: z.boolean().optional().describe("only cards of a class other than yours (your hero's class; neutral ones left out): \"every card from another class\""),
        lastTurn: z.boolean().optional().describe("only the plays of your last turn that is over (the plays the filter `playedLastTurn` names): Sasquawk's \"Repeat each card you played last turn\""),
        type: z.enum(["minion", "spell", "weapon", "hero", "location"]).optional().describe("only cards of this type: Grand Magister Rommath's \"each spell you've cast\" is `spell`"),
        created: z.boolean().optional().describe("only cards made during the game (true: the play record's `created`, a CREATOR — they did not start in a deck: \"that didn't start in your deck\") or only cards that did (false)"),
        costAtLeast: z.number().int().min(0).max(100).optional().describe("only the plays made for this Cost or more (what the record says was paid): Grey Sage Parrot's \"the last spell you've cast that costs (6) or more\""),
        spellSchool: z.string().regex(/^[A-Z_]+$/).optional().describe("only spells of this spell school (the card data's `spellSchool`): Jace Darkweaver's \"all Fel spells you've played\" is `FEL`"),
        side: z.literal("enemy").optional().describe("your opponent's plays instead (their record; with `lastTurn`, their most recent turn that is over), the copies made yours: Murozond the Infinite's \"Play all cards your opponent played last turn\""),
        castOn: z.enum(["character", "friendly-character", "enemy-character", "friendly-minion", "enemy-minion"]).optional().describe("only cards played at such a character (the record's `target`, as the amount `playedThisGame`'s castOn reads it): Lynessa Sunsorrow's \"each spell you cast on your minions\" is `friendly-minion`"),
      }).strict().describe("which of your plays this game (the record `playedThisGame`: cards played from hand, countered ones left out, this card's own play left out) are replayed, in the order played"),
      max: z.number().int().min(1).max(200).optional().describe("at most this many, the first ones (Tess Greymane: 30)"),
      last: z.literal(true).optional().describe("only the last of the plays named (the latest that matches): Pet Parrot's \"Repeat the last 1-Cost card you played\""),
      preferEnemies: z.boolean().optional().describe("\"targeting enemies if possible\": a replayed spell's random target is an enemy character when one is valid"),
      at: z.literal("self").optional().describe("each spell is cast at this entity (\"on this one\": Lynessa Sunsorrow) — one that cannot target it is not cast; one with no target resolves as usual"),
    }).strict()
      .describe("replay cards played this game, outside the play sequence (rules-notes): each a new copy of the card as printed — a spell is cast (as `castSpell`: random target, random Choose One, no Combo, forced death after it), a minion summoned, a weapon equipped, a hero card replaces your hero (Armor and Hero Power, 2.5), a Location put on the board — no Battlecry, Combo or other play text, no play counted. Confront the Tol'vir: `{ played: { cost: 1 }, preferEnemies: true }`"),
    z.object({
      type: z.literal("absorb"), to: Selector.describe("the cards taken: only those in a hand or a deck now (either player's) are moved, and an equipped weapon (\"Take your weapon\": it leaves play unequipped, not destroyed)"),
    }).strict()
      .describe("\"absorb\", \"devour\" a card in hand: it leaves its hand for its owner's set-aside zone, keeping its states, kept by the entity whose text this is (tag KEPT_BY, written in snapshots); `{ all: \"kept\" }` names it later — `returnToHand` gives it back, `castSpell` `of` casts it (Iso'rath, Crackling Cloudstrider)"),
    z.object({
      type: z.literal("extendLasting"), to: Selector, turns: z.number().int().min(1).max(10).optional().describe("default 1"),
    }).strict().describe("\"It lasts an additional turn\": each lasting spell named (a card with `lasts`, in a hand, deck or the secret zone) gets that many more turns — its TURNS_LEFT (all N until its first count) goes up; another card is left as it is (Gelbin's Triumph)"),
    z.object({ type: z.literal("retarget"), to: Selector }).strict()
      .describe("指向扳机 (2.2/2.3 结算阶段 b): the card being played now resolves against this target (Spellbender: `summoned`)"),
    z.object({
      type: z.literal("returnCopyToHand"), of: Selector, cost: z.number().int().min(-50).max(50).optional(),
      setCost: z.number().int().min(0).max(50).optional().describe("the copy costs this much (Mana Bind: 0)"), enchantment: cardId.optional(),
    }).strict(),
    z.object({
      type: z.literal("returnToHand"), to: Selector, cost: z.number().int().min(-50).max(50).optional(), enchantment: cardId.optional(),
      grants: z.array(z.string()).optional().describe("tags the card back in hand gets, on an enchantment attached after the move (Deathbringer Saurfang's CARD_COSTS_HEALTH: \"It costs Health instead of Mana\")"),
      number: amountOr(z.number().int().min(0).max(1000)).optional().describe("the card back in hand carries this number (tag TAG_SCRIPT_DATA_NUM_1), which its text reads as the amount `{ stat: \"number\", of: \"self\" }`: Torch's \"Return this to hand with any excess damage\" (`{ dealt: \"excess\" }`, read before the move)"),
      player: z.literal("friendly").optional().describe("a minion in play goes to this text's controller's hand instead of its own controller's, and is theirs from then on (Shadow Word: Steal's \"Return an enemy minion to YOUR hand\"); into a full hand — theirs — it is destroyed"),
      from: z.enum(["graveyard", "kept"]).optional().describe("graveyard: cards in their controller's graveyard instead of minions in play (Headcrack: `self`); into a full hand the card stays there. kept: the cards `to` names that this entity keeps set aside (an `absorb`: `to: { all: \"kept\" }`), back to their owner's hand with their states; a full hand burns the card (to the graveyard)"),
    }).strict(),
    z.object({
      type: z.literal("buff"), to: Selector, attack: amountOr(z.number().int().min(-1000).max(1000)).optional(), health: amountOr(z.number().int().min(-1000).max(1000)).optional(),
      cost: amountOr(z.number().int().min(-1000).max(1000)).optional().describe("change the Cost by this (a card in hand: Nightmare Dragonkin's -2 to your right-most card), an anonymous enchantment unless `enchantment` names one"),
      setAttack: amountOr(z.number().int().min(0).max(1000)).optional().describe("set Attack to this (4.1: a set, later changes apply on top; Inner Fire: the target's health)"),
      setHealth: amountOr(z.number().int().min(1).max(1000)).optional().describe("set Health (maximum health) to this; damage is cleared (4.1)"),
      setCost: amountOr(z.number().int().min(0).max(100)).optional().describe("set the Cost to this (1.3: later cost changes apply on top; Krona's \"Set the Costs of the bottom 5 cards of your deck to (1)\"); an amount is read as the buff reaches each card (Wizened Truthseeker: `{ stat: \"originalCost\", of: \"each\" }`), at least 0"),
      remember: Selector.optional().describe("the enchantment remembers the card of the first minion this names (Carnivorous Cube: `target`, before destroying it); `summonRemembered` summons it"),
      rememberPlayed: z.object({ type: z.enum(["card", "minion", "spell", "weapon", "hero", "location"]).optional(), spellSchool: z.string().regex(/^[A-Z]+$/).optional() }).strict().optional()
        .describe("the enchantment remembers the card of the latest play of your record of plays this game that is of this type (and spell school): Lady Darkvein's \"your last Shadow spell\" — `{ type: \"spell\", spellSchool: \"SHADOW\" }`; none: no memory"),
      grants: z.array(z.string()).optional(), enchantment: cardId.optional(), oneTurn: z.boolean().optional(),
      untilNextTurn: z.boolean().optional().describe("\"until your next turn\": the enchantment expires as the next turn of the player whose text attached it starts (its own turn-start trigger, queued as an enchantment card's would be) — for an enchantment the card data does not give (Doomsday Prepper's hero Immune); snapshots keep it"),
      whileAttacking: z.boolean().optional().describe("the enchantment lasts for the attack in progress only, removed at its end (2.6 h), as an enchantment card's `buff.whileAttacking`: Horn of Feasting's \"Immune while attacking\""),
      link: z.boolean().optional().describe("with `enchantment`: the enchantment records the entity whose text attached it (a link, kept in snapshots as `creator`); the selector `{ linked: <that enchantment> }` finds what carries it later (Platysaur's \"Deathrattle: Discard it\")"),
    }).strict(),
    z.object({ type: z.literal("swapStats"), with: Selector.describe("the other minion (the first named)"),
      of: Selector.optional().describe("instead of this minion, the first entity this names swaps with `with`'s — minion cards in hand too, which are changed there (Mismatched Fossils' \"Discover a Beast and an Undead. Swap their stats.\": the Beast, `{ all: \"group\" }`, with the Undead, `{ all: \"added\" }`)"),
      stat: z.enum(["attack", "health", "both"]),
      enchantment: cardId.optional().describe("the enchantment each of the two gets, setting the value taken from the other") }).strict()
      .describe("this minion and another swap Attack, Health or both: both read first, then each set to the other's (a set Health clears damage, 4.1); a minion no longer in play is read there and not changed (Vol'jin's \"Swap Health with another minion\": `{ \"type\": \"swapStats\", \"with\": \"target\", \"stat\": \"health\" }`)"),
    z.object({ type: z.literal("swapCosts"), of: Selector.describe("the first card (the first named)"), with: Selector.describe("the second card (the first named)"),
      enchantment: cardId.optional().describe("the enchantment each of the two gets, setting the Cost taken from the other (Vast Wisdom's RLK_546e)") }).strict()
      .describe("two cards swap their Costs: both read first (the Costs they have now), then each set to the other's by an enchantment; the same card twice, or one missing, changes nothing (Portalmancer Skyla's \"Swap the Costs of the lowest and highest Cost spells in your hand\")"),
    z.object({ type: z.literal("swapAttackHealth"), to: Selector, enchantment: cardId.optional() }).strict()
      .describe("set Attack and Health to each other's current values (4.1: a swap sets both; damage is cleared)"),
    z.object({ type: z.literal("expire") }).strict()
      .describe("detach the enchantment whose trigger this is (e.g. \"until your next turn\": on turn-start, own turn)"),
    z.object({ type: z.literal("destroy"), to: Selector }).strict(),
    z.object({ type: z.literal("darkGift"), to: Selector.describe("the cards given a gift, each its own random one") }).strict()
      .describe("\"Give it a Dark Gift\" (黑暗之赐): each card named, wherever it is, gets one random gift of the Dark Gift pool (every card with `darkGift`; a recorded random decision) — its enchantment attached, Sweet Dreams' card first put on top of its owner's deck"),
    z.object({ type: z.literal("vanish"), to: Selector }).strict()
      .describe("the cards this names that are in a hand, and the minions in play, are removed from the game (an Echo copy at the end of the turn; Life Sentence's \"Remove a minion from the game\"): not a discard nor a death — no Deathrattle, no Corpse, nothing reacts to it"),
    z.object({ type: z.literal("discard"), count: z.union([z.number().int().min(1).max(10), z.literal("all"), AmountExpr]).optional().describe("random cards (default 1; an amount read when it resolves: Deathwing the Destroyer's { count: \"group\" }), or the whole hand"), player: z.enum(["friendly", "enemy"]).optional(),
      to: Selector.optional().describe("instead of random cards: the cards this names that are in a hand now (Platysaur's \"Discard it\": `{ linked: \"TLC_603e2\" }`); none there, nothing is discarded") }).strict()
      .describe("4.3: the cards go to the graveyard together, then each discard event resolves"),
    z.object({
      type: z.literal("transform"), to: Selector, card: cardId.optional(), copyOf: Selector.optional().describe("become a copy of this entity (4.8) instead of a fresh `card`"),
      cardOf: Selector.optional().describe("become a fresh card of the card of this entity (the first named; a random one with `random`), not a copy (4.5: none of its states): Shapeshifter's \"transform into a random minion in your opponent's hand\"; none named: it is left as it is"),
      pool: Pool.optional().describe("a random card of this pool, picked for each entity transformed (amounts read with `of: \"each\"` as that entity); an empty pool leaves it as it is"),
      enchantment: cardId.optional().describe("attached to each entity after its transform"),
      rememberOriginal: z.boolean().optional().describe("with `enchantment`: it remembers the card the entity was before the transform (summonRemembered, addRemembered: Ascendance's \"They summon the originals when they die\")"),
      keepState: z.boolean().optional().describe("with `card` or `pool`: the entity keeps its states — its enchantments and the tags the game gave it (damage, who created it …) — and only its card changes (腐蚀 5.1: \"a corrupted card inherits its stats and states\"; what the card field `corrupt` does)"),
      keep: z.object({
        stats: cardId.optional().describe("this enchantment, attached after the transform, sets the Attack and Health the entity had just before it (a minion that becomes a minion)"),
        cost: cardId.optional().describe("this enchantment, attached after the transform, sets the Cost the entity had just before it"),
      }).strict().optional().describe("\"(They keep their original stats and Cost.)\" (Lady Prestor: `{ stats: \"SW_078e\", cost: \"SW_078e2\" }`): what the entity had as the effect reaches it — its Attack, Health and Cost now, every change counted — set again after the transform (rules-notes 1733)"),
    }).strict()
      .describe("4.5: same entity, new card; not a death or a summon"),
    z.object({ type: z.literal("loseDurability"), amount, to: Selector }).strict(),
    z.object({ type: z.literal("silence"), to: Selector }).strict(),
    z.object({
      type: z.literal("loseKeyword"), to: Selector, keyword: z.string().regex(/^[A-Z][A-Z0-9_]*$/),
      granted: z.boolean().optional().describe("also the keyword their enchantments grant, as attacking loses Stealth (2.6 e) and a hit takes a Divine Shield (4.9 step 5): Flare's \"All minions lose Stealth\", Blood Knight"),
    }).strict()
      .describe("the entities lose this keyword tag of their own (not one an enchantment grants, unless `granted`): \"Stealth for 1 turn\" (Spirit of the Dragonhawk)"),
    z.object({ type: z.literal("gainKeyword"), to: Selector, keyword: z.string().regex(/^[A-Z][A-Z0-9_]*$/) }).strict()
      .describe("the entities get this keyword as a tag of their own, in any zone (not an enchantment: `loseKeyword` takes it away again): Twisted Monstrosity's Bonus Effects in hand"),
    z.object({ type: z.literal("freeze"), to: Selector }).strict(),
    z.object({ type: z.literal("armor"), amount: amountOr(amount), to: Selector.optional() }).strict(),
    z.object({
      type: z.literal("manaCrystals"), amount: amountOr(z.number().int().min(-10).max(10)).describe("a number, or an amount read as the effect resolves (Crystal Tender: the opponent's crystals less yours, at least 0)"), state: z.enum(["full", "empty"]).optional(),
      player: z.enum(["friendly", "enemy"]).optional().describe("whose crystals: yours (default) or your opponent's (Arcane Golem)"),
    }).strict(),
    z.object({ type: z.literal("unlockOverload") }).strict()
      .describe("\"Unlock your Overloaded Mana Crystals\": the crystals Overload locks this turn become usable, and the Overload owed for next turn is cleared (Lava Shock, Stormbinder)"),
    z.object({ type: z.literal("tempMana"), amount: z.number().int().min(1).max(10),
      nextTurn: z.literal(true).optional().describe("\"Gain N Mana Crystals next turn only\": the temporary crystals come as the player's next turn's ready step ends (after its crystal and Overload, 4.12), gone at that turn's end; owed meanwhile as the player tag TEMP_MANA_NEXT_TURN (Emberscarred Whelp)") }).strict(),
    z.object({ type: z.literal("overload"), amount: z.number().int().min(1).max(10) }).strict()
      .describe("过载 as an effect (\"Overload for (2) to …\": Winged Aberration): its player owes that much Overload, locked next turn (4.12), as a card's own Overload"),
    z.object({
      type: z.literal("addCard"), card: cardId.optional(), pool: Pool.optional(),
      copyOf: Selector.optional().describe("a new copy of each selected entity's card (Duplicate: the dead minion)"),
      lastPlayedBy: z.enum(["friendly", "enemy"]).optional().describe("a copy of the last card that player played, this turn or earlier (Vanessa VanCleef: enemy); nothing when they have played none"),
      played: z.object({ turn: z.enum(["this", "last"]), type: z.enum(["MINION", "SPELL", "WEAPON", "HERO", "LOCATION"]).optional(),
        side: z.enum(["friendly", "enemy"]).optional().describe("whose plays: yours (default) or your opponent's — Plagiarize's \"add copies of the cards they played\" at the end of their turn: `{ turn: \"this\", side: \"enemy\" }`") }).strict().optional()
        .describe("a new copy of each card (of this type) you played from hand this turn, or on your previous turn, in the order played — a countered card not (反制和失效); Krag'wa: { turn: last, type: SPELL }"),
      fromPlayed: PlayedRecord.optional().describe("a new copy of the card of each play of the record of cards played this game that this `playedThisGame` amount counts (its filters: `race`, `created` …), oldest first; with `latest`, only the latest of them — Astral Vigilant's \"Get a copy of the last Draenei you played\": `{ playedThisGame: \"minion\", race: \"DRAENEI\" }`, `latest: true`"),
      latest: z.boolean().optional().describe("with `fromPlayed`: only the latest matching play"),
      count: z.number().int().min(1).max(10).optional(), player: z.enum(["friendly", "enemy"]).optional(),
      enchantment: cardId.optional().describe("attached to each card added, as it reaches the hand (a Temporary card: GBL_999e)"),
      untilFull: z.boolean().optional().describe("with `card`, `pool` or `copyOf`, instead of `count`: one card at a time until the hand is full (\"Fill your hand with random Dragons\": Merithra of the Dream); with `copyOf` the selector is read anew for each card, a random one picking again (Ashamane's copies of random cards of the opponent's deck)"),
      cost: z.number().int().min(-50).max(50).optional().describe("each card added costs that much more (less, when negative): an anonymous enchantment, attached as it reaches the hand (Spearheart Sentry's \"Reduce its Cost by (3)\": −3)"),
      setCost: z.number().int().min(0).max(50).optional().describe("each card added costs that much (an anonymous enchantment): \"they cost (1)\""),
      into: z.literal("aside").optional().describe("with `card` or `pool`: the new cards go to no hand — set aside, named by `{ all: \"added\" }` for the text's next effects (Faceless Enigma's \"Look at 2 random Secrets\": a `pick` among them, a `castSpell` `of` them); not a card added to a hand"),
      different: z.boolean().optional().describe("with `pool` and `count`: each card a different one (none picked twice); the pool running out ends the adding"),
      leftmost: z.boolean().optional().describe("with `card` or `pool`: each card goes to the left end of the hand instead of the right (Felerin's \"to the left and right sides of your hand\")"),
      number: amountOr(z.number().int().min(0).max(1000)).optional().describe("with `card` or `pool`: each card added carries this number (tag TAG_SCRIPT_DATA_NUM_1, the amount `{ stat: \"number\", of: \"self\" }` in its own text), read once before the first is added — Blackwing Experiment's \"Get a 2-Cost spell that deals this minion's Attack damage\": `{ stat: \"attack\", of: \"self\", lastKnown: true }`"),
    }).strict(),
    z.object({
      type: z.literal("putIntoPlay"), from: z.enum(["deck", "hand"]),
      where: EntityFilter.optional().describe("which of your cards there qualify; one is picked at random"),
      player: z.enum(["friendly", "enemy"]).optional().describe("whose cards, into whose battlefield: `enemy`, your opponent's (Dirty Rat: \"Your opponent summons a random minion from their hand\")"),
      highest: z.literal("cost").optional().describe("\"the highest Cost …\": only the qualifying cards whose Cost now (cost changes included) is the highest, a random one among ties — Big Dreams' \"Summon the highest Cost Beast from your hand\": `{ from: \"hand\", where: { type: \"minion\", race: \"BEAST\" }, highest: \"cost\" }`"),
      eachDifferent: z.boolean().optional().describe("\"one of each\": put cards in one at a time, each a random qualifying card of a card id not yet put in by this effect, until none is left or one cannot enter (a full zone) — Gelbin of Tomorrow's \"Put one of each Aura from your deck into the battlefield\": `{ from: \"deck\", where: { tag: \"PALADIN_AURA\" }, eachDifferent: true }`"),
      all: z.boolean().optional().describe("every qualifying minion instead of one random card, in order from the left of the hand (the top of the deck), each summoned in turn — placed as one summon's several minions, right of the source minion then left — until the board is full; the rest stay (Krul the Unshackled's \"summon all Demons from your hand\": `{ from: \"hand\", where: { type: \"minion\", race: \"DEMON\" }, all: true }`)"),
      of: Selector.optional().describe("that card, not a random one: the first entity selected that is still in that zone and qualifies (K9-0tron's \"Dredge. If it's a 1-Cost minion, summon it\": `{ from: \"deck\", of: { all: \"putOnTop\" }, where: { type: \"minion\", cost: 1 } }`); none there, nothing happens"),
    }).strict().describe("put a random card of yours from the deck or hand into the battlefield: a minion is summoned (a real zone move), a Secret or a lasting spell goes to the secret zone, not cast (Mad Scientist, Voidcaller)"),
    z.object({ type: z.literal("group"), of: Selector, do: z.array(Effect),
      each: z.boolean().optional().describe("run `do` once for each entity selected, in the order selected, with \"group\" naming that one entity (\"Give them each a random Bonus Effect\": each its own random pick)") }).strict()
      .describe("select once, then run `do` with the selector \"group\" naming those same entities (Cone of Cold damages, then freezes the same minions)"),
    z.object({
      type: z.literal("equipWeapon"), card: cardId.optional(),
      pool: Pool.optional().describe("instead of `card`: a random weapon of this pool (Stadium Announcer: `{ type: \"WEAPON\" }`), a recorded random decision; an empty pool equips nothing"),
      player: z.enum(["friendly", "enemy"]).optional().describe("who equips it: you (default) or your opponent (\"Both players equip a random weapon\")"),
      kept: z.literal(true).optional().describe("instead of `card`: \"Give it back\" — each weapon this entity keeps set aside (`absorb` took it from play) is equipped again by its owner, the very card with its states (its Durability lost, its enchantments), the old weapon destroyed (2.4): Shadestone Skulker's Deathrattle"),
    }).strict(),
    z.object({
      type: z.literal("takeControl"), to: Selector,
      side: z.enum(["friendly", "enemy"]).optional().describe("who gains control; default friendly (you)"),
      sickness: z.boolean().optional().describe("whether the minion gets summoning sickness (default true; Shadow Madness: false)"),
      enchantment: cardId.optional().describe("an enchantment attached to the minion, e.g. one that gives it back at end of turn"),
    }).strict().describe("4.7: move a minion in play to the other side's board (rightmost); a full board destroys it instead; no aura update. A card in a hand it names goes to the right end of the other player's hand, theirs from then on, its states kept; into a full hand it is burned (Magatha's \"Give any spells drawn to your opponent\": `{ type: \"takeControl\", to: { all: \"drawn\", where: { zone: \"hand\", type: \"spell\" } }, side: \"enemy\" }`; rules-notes 1682)"),
    z.object({ type: z.literal("redirectAttack"), to: Selector }).strict(),
    z.object({ type: z.literal("cancelAttack") }).strict()
      .describe("in a pre-attack trigger: the attack in progress does not happen (\"… instead of attacking\": Ogre-Gang Rider) — no on-attack step, no damage, no after-attack step; it still counts as an attack made (2.6 f)"),
    z.object({
      type: z.literal("counter"), to: Selector.describe("the card being played (event-target in a counter trigger)"),
      returnToHand: z.boolean().optional().describe("the countered card goes back to its owner's hand instead of the graveyard (Ice Trap); into a full hand it goes to the graveyard"),
      enchantment: cardId.optional().describe("with `returnToHand`: attached to the card back in hand (Ice Trap's AV_226e: costs (1) more)"),
    }).strict(),
    z.object({
      type: z.literal("forceAttack"), attacker: Selector, defender: Selector,
      counts: z.boolean().optional().describe("whether it uses up one of the attacker's attacks this turn (default true)"),
      each: z.boolean().optional().describe("the attacker attacks every entity `defender` names, selected once as the effect starts, one after another in that order, each attack needing both still in play (Verdant Dreamsaber's \"attack two random enemy minions\": `{ random: \"enemy-minions\", count: 2 }`); default: only the first"),
      anySide: z.literal(true).optional().describe("a defender on the attacker's own side is attacked too (\"Attack ALL other minions\": Ursoc); default: only the other side's"),
      randomOrder: z.literal(true).optional().describe("with `each`: the defenders, selected once, are attacked in a random order (a recorded random decision, \"attack order\") — \"Attack ALL other minions\" (the wiki on Deathwing, Mad Aspect: a random order, the minions there as it starts)"),
    }).strict(),
    z.object({ type: z.literal("if"), if: Condition, then: z.array(Effect), else: z.array(Effect).optional() }).strict(),
    z.object({ type: z.literal("chance"), percent: z.number().int().min(1).max(99).describe("the chance of `then`, in percent"), then: z.array(Effect), else: z.array(Effect).optional() }).strict()
      .describe("\"N% chance to …\": one roll, made (and recorded) as the effect resolves — `then` on a hit, else `else` (Petrified Ogre: \"gain +2/+2 (50% chance to awaken instead)\")"),
    z.object({
      type: z.literal("changeDamage"),
      multiply: z.number().int().min(0).max(100).optional().describe("multiply the damage (Cursed Blade: 2)"),
      add: z.number().int().min(-100).max(100).optional().describe("then add this (not below 0): Selfless Protector's \"Takes one extra damage from all sources\": 1"),
      set: z.number().int().min(0).max(1000).optional().describe("then set it (0 prevents it: Ice Block)"),
    }).strict().describe("in a pre-damage trigger (预伤害扳机, 4.9 step 4): change the damage about to be dealt to the event's target"),
    z.object({ type: z.literal("questProgress"), amount: amountOr(z.number().int().min(1).max(100)).optional().describe("default 1; an amount read as it resolves: The Demon Seed's \"Take 12 damage\" adds the damage taken, `{ event: \"amount\" }`"),
      differentTypes: z.boolean().optional().describe("\"Play N minions of unique types\": the event's minion counts only when it has a minion type and, with the minions this quest counted before, each can be given a different type of its own (an Amalgam's ALL: any type; a typeless minion never counts); the counted minions' types are kept on the quest (tags QUEST_TYPES_1, 2 …, ours) — Spirit of the Mountain"),
      reset: z.boolean().optional().describe("the progress goes back to 0 instead (\"2 turns in a row\": a turn of yours that ends without one starts the count again — Elemental Allies); a quest already complete is left as it is") }).strict()
      .describe("add progress (default 1) to the quest whose trigger this is; at its total the reward comes in the next quest-reward step (1.9)"),
    z.object({
      type: z.literal("shuffleIntoDeck"), card: cardId.optional(), count: z.number().int().min(1).max(60).optional(), player: z.enum(["friendly", "enemy"]).optional(),
      pool: Pool.optional().describe("instead of `card`: a random card of the pool for each card shuffled (a recorded random decision; an empty pool shuffles nothing) — Azshara's Triumph's \"5 random minions that cost (8) or more\""),
      copyOf: Selector.optional().describe("instead of `card`: `count` new copies of the card of each entity named, read as the effect starts (4.8: a copy keeps the states only where a move between the zones would — from the deck; from a hand or play it is a new card) — Baleful Banker's \"Shuffle a copy into your deck\""),
      keepEnchantments: z.literal(true).optional().describe("with `copyOf`: each copy gets the enchantments the entity copied has — one out of play, those it had as it left play (4.8 would drop them): \"Deathrattle: Shuffle this into your deck. It keeps any enchantments\" (Adaptive Amalgam; rules-notes 1747)"),
      bottom: z.boolean().optional().describe("put on the bottom of the deck instead of at a random place, no random decision (Meadowstrider)"),
      top: z.boolean().optional().describe("put on top of the deck instead of at a random place, no random decision, not counted as a shuffle (Demonic Deal's \"Put a random Demon that costs (5) or more on top of your deck\")"),
      setCost: z.number().int().min(0).max(50).optional().describe("the card costs this much, an anonymous enchantment on it (Meadowstrider: \"It costs (1)\")"),
    }).strict().refine((e) => [e.card, e.pool, e.copyOf].filter((x) => x !== undefined).length === 1, "give exactly one of card and pool (or copyOf)")
      .refine((e) => !e.keepEnchantments || e.copyOf !== undefined, "keepEnchantments goes with copyOf")
      .describe("new cards go into the deck, each at a random place (a recorded random decision): Queen Carnassa's Raptors; the selector { all: \"shuffled\" } names them afterwards"),
    z.object({ type: z.literal("shuffleFromPlay"), to: Selector, player: z.enum(["controller", "random", "friendly", "enemy"]).optional().describe("whose deck: the minion's controller's (default), for each minion a random player's (Typhoon), the text's controller's (`friendly`: Entomb), or their opponent's (`enemy`: Psychic Scream's \"Shuffle all minions into your opponent's deck\"), whoever controls the minion"),
      bottom: z.literal(true).optional().describe("on the bottom of that deck instead of a random place — not shuffled in, so not counted as a shuffle: Drown's \"Put an enemy minion on the bottom of your deck\"") }).strict()
      .describe("minions in play go into a deck, one at a time, each at a random place: they leave play without dying (no Deathrattle) and lose their states (4.8); one put into the other player's deck becomes theirs (Typhoon: \"Each minion gets shuffled into a random player's deck\")"),
    z.object({ type: z.literal("shuffleFromHand"), to: Selector,
      top: z.boolean().optional().describe("put on top of the deck instead of at a random place (Q'onzu's \"put it on top of your opponent's deck\")"),
      player: z.literal("enemy").optional().describe("into your opponent's deck: a card of your hand becomes theirs (Q'onzu)"),
    }).strict()
      .describe("the cards named that are in a hand go into their owner's deck, each at a random place (a recorded random decision), keeping their states (4.8): Crystal Tusk's left-most card"),
    z.object({ type: z.literal("redirectDamage"), to: Selector }).strict()
      .describe("in a pre-damage trigger (4.9 预伤害扳机 1): the damage about to be dealt goes to this character instead (Snapjaw Shellfighter: `self`)"),
    z.object({
      type: z.literal("extraTurns"),
      turns: z.array(z.enum(["own", "opponent"])).min(1).max(10).describe("in the order they are taken (Temporus: opponent, opponent, own, own)"),
    }).strict().describe("4.13: insert these extra turns before the next turn, ahead of any already pending (Time Warp: [own])"),
    z.object({
      type: z.literal("dormant"), to: Selector, turns: z.number().int().min(1).max(10000).describe("how many of the minion's controller's turn starts until it awakens (Timeway Warden: 10,000)"),
    }).strict().describe("休眠 (4.6): the minions go Dormant, keeping every tag and enchantment; not a death. They awaken at the start of their controller's turn (not a summon), with summoning sickness (Maiev Shadowsong: 2)"),
    z.object({ type: z.literal("swapWithHand"), where: EntityFilter.optional().describe("which cards of your hand qualify (default: minions)"),
      of: Selector.optional().describe("instead of this minion: the first minion in play this names swaps with a random qualifying card of its controller's hand (Shadow Hunter Vol'jin's \"Choose a minion. Swap it with a random one in its owner's hand\": `target`)"),
      from: z.enum(["hand", "deck"]).optional().describe("deck: a random qualifying card of a deck instead of a hand; the minion goes into the deck where it was (Soul Seeker)"),
      side: z.enum(["friendly", "enemy"]).optional().describe("enemy: your opponent's hand or deck (Soul Seeker's \"Swap this with a random minion from your opponent's deck\"): the minion becomes theirs there and the card yours in play") }).strict()
      .describe("this minion goes to your hand and a random qualifying card of your hand takes its place in play, summoned (Alarm-o-Bot); in its own Deathrattle, the dead minion from the graveyard, the card summoned at its former place (Kangor)"),
    z.object({
      type: z.literal("discover"), from: z.union([z.literal("deck"), z.literal("hand"), z.literal("died"), z.literal("played"), Pool]).describe("\"deck\": cards of your deck (taking one is a draw); \"hand\": cards in a hand (a copy of the one picked is added to yours); \"died\": the cards of minions that died this game under your control (with `side: enemy` your opponent's), as printed, a new card of the one picked taken; or a pool"),
      fromPlayed: PlayedRecord.optional().describe("with `from: played`: a `playedThisGame` amount whose filters name the plays of the record of cards played this game; the options are different cards among them (Tidepool Pupil's \"If you've cast 3 spells while holding this, Discover one of them\": `{ playedThisGame: \"spell\", whileHeld: true }`); without it, every play of the `side` player (default yours) whose card matches `where` (Mixtape's \"a card your opponent played this game\": `side: \"enemy\"`). The discovering card's own card is never an option"),
      drawCopies: z.boolean().optional().describe("with `from: deck`: \"Discover a card in your deck and draw all copies of it\" (Grand Empress Shek'zara) — after the card taken is drawn, every other card of the deck that is the same card (a reprint as its original) is drawn, from the top, each a draw"),
      of: Selector.optional().describe("with `from: hand`: only the cards of that hand this selector names are options — Volume Up's \"Draw 3 spells. Finale: Discover a copy of one\" is `{ from: \"hand\", of: { all: \"drawn\" } }`"),
      side: z.enum(["friendly", "enemy"]).optional().describe("with `from: hand`: whose hand (default yours; Madame Lazul: enemy); with `from: died`: whose dead minions; with `from: deck`: whose deck — from your opponent's only a copy is taken, as with `copy` (Intertwined Fate)"),
      where: EntityFilter.optional().describe("with `from: deck`, `hand` or `died`: which cards there qualify (`died`: matched against the card as printed)"),
      enchantment: cardId.optional().describe("attached to the card taken, as it reaches the hand (\"Discover a Temporary …\": GBL_999e)"),
      copy: z.boolean().optional().describe("with `from: deck`: a copy of the chosen card is added to your hand (4.8: it keeps the card's states); the card stays in the deck (Selective Breeder). With `side: \"enemy\"` a copy is the default; `copy: false` takes the card itself from your opponent's deck — drawn into your hand, yours from then on (Benevolent Banker's Quickdraw)"),
      top: z.number().int().min(1).max(10).optional().describe("with `from: deck`: the options are the top cards of your deck as they lie, this many (the same card may be offered twice), not random picks (the Classic Tracking: 3)"),
      bottom: z.number().int().min(1).max(10).optional().describe("with `from: deck`: the options are the bottom cards of your deck as they lie (in deck order, as Dredge looks at them), this many, not random picks — Fracking's \"Look at the bottom 3 cards of your deck. Draw one and destroy the others\": `{ from: \"deck\", bottom: 3, rest: \"burn\" }`"),
      rest: z.enum(["burn", "bottom", "shuffle", "hand"]).optional().describe("with `into: play`, `hand`: the options not taken are added to your hand after the summon, in the order offered (Maruut Stonebinder's \"Discover an Elemental to summon. Add the others to your hand\"); with a pool, `shuffle`: the options not taken are shuffled into your deck, each at a random place, in the order offered (Merchant of Legend's \"Shuffle the other two into your deck\"); with `from: deck`: the options not taken go to the graveyard (烧毁, 4.3) after the chosen one is drawn (the Classic Tracking's \"discard the others\"); `bottom`: they go to the bottom of the deck instead, in the order offered (Waveshaping's \"The others get put on the bottom\")"),
      drawAllIf: EntityFilter.optional().describe("with `from: deck`: when three options are offered and all three match this, there is no choice — they are all drawn instead, in the order offered (Master's Call: Beasts)"),
      cost: z.number().int().min(-50).max(50).optional().describe("the card taken costs this much more (less, when negative): an enchantment on it, `enchantment` if given, else anonymous (Blazing Invocation: −1)"),
      setCost: z.number().int().min(0).max(50).optional().describe("the card taken costs this much: an enchantment on it, `enchantment` if given, else anonymous (Relic of Kings' \"It costs (1)\")"),
      orPick: z.object({ card: cardId.describe("the option's card, shown after the discovered ones (Vulpera Scoundrel's Mystery Choice!, ULD_209t)"), effects: z.array(Effect) }).strict().optional()
        .describe("with a pool: \"or pick …\" — one more option after the discovered cards (its index is the number of cards offered); picked, its effects resolve instead and no card is taken"),
      others: cardId.optional().describe("the Maps' \"If you play it this turn, also pick one of the others\": this enchantment (one-turn) is attached to the card taken once for each option not taken, remembering it; its trigger (`on: play`, `if: { target: self }`) does `pickRemembered` (Cultist Map: TLC_515e)"),
      darkGift: z.boolean().optional().describe("\"Discover … with a Dark Gift\": each option offered carries a different random gift of the Dark Gift pool (recorded); the card taken gets its option's gift once it is in hand (from the deck: once drawn) — and with `rest: shuffle` each option shuffled in gets its own (Jumpscare!)"),
      untilSeenTwice: z.boolean().optional().describe("with a pool: \"Repeat until you see one for the second time\" (Pocket Dimension) — the Discover resolves again and again, each one whole (its card taken), until one of them offers a card an earlier one of this effect offered; that one is the last (rules-notes 1430)"),
      keepAll: z.boolean().optional().describe("with a pool: \"keep all 3 instead\" — no choice is made, every option offered is added to your hand in the order offered (a full hand burns the rest); no card is Discovered: no discover event, as Master's Call drawing all three (Paleomancy, in a `spendCorpses` `do`)"),
      into: z.enum(["deck-bottom", "play", "aside", "cast"]).optional().describe("with `from: deck`, `play`: the minion taken goes from the deck into play (summoned; a full board: it stays), `cast`: the spell taken is cast out of the deck at a random valid target (none: it stays) — Nightshade Bud's \"Discover a minion from your deck to summon; or a spell to cast\"; `aside`, with a pool: the card taken goes to no zone of play — a new card set aside, named by `{ all: \"added\" }` for the text's next effects to read and remember (Beast Speaker Taka's \"Discover a Legendary Beast … to gain its stats\"); `play`, with a pool of minions: the chosen minion is summoned for you instead (placed as the card's own summons; a full board: nothing), and becomes `summoned` (Hero's Welcome's \"Discover a Legendary minion to summon\"); `deck-bottom`: with a pool: the card taken is put on the bottom of your deck instead of your hand (a new card, not a draw; `enchantment` attached there): Kaldorei Cultivator's \"Put them on the bottom of your deck with +5/+5\""),
    }).strict().describe("发现 (5.1): three different random options; the player picks one with the request's `choices` (index 0-2), else at random from the seed"),
    z.object({ type: z.literal("spellCopy"), of: Selector.describe("the spell played in this resolution (event-target in an after-play trigger)"), to: Selector.describe("the new target") }).strict()
      .describe("2.3 西风灯神: the played spell's text, as played (its Choose One option or Combo), resolves again against `to` — not a cast: you gain its Overload, then the text resolves, with Spell Damage (Djinni of Zephyrs)"),
    z.object({ type: z.literal("replaceHeroPower"), heroPower: cardId.optional().describe("the new Hero Power card"),
      copyOf: Selector.optional().describe("instead of `heroPower`: a new Hero Power of the card of the first Hero Power this selector names (Sideshow Spelleater's \"Copy your opponent's Hero Power\": `enemy-hero-power`); none: nothing"),
      remember: z.boolean().optional().describe("the new Hero Power remembers the one it replaces, for `restoreHeroPower` (\"swap back\"); when the one replaced itself remembers one, that memory passes on instead (Story of Sulfuras)") }).strict()
      .refine((e) => (e.heroPower === undefined) !== (e.copyOf === undefined), { message: "give `heroPower` or `copyOf`, one of them" })
      .describe("2.7: your Hero Power is replaced by a new one, whose uses this turn start again (Shadowform: Mind Spike)"),
    z.object({ type: z.literal("restoreHeroPower") }).strict()
      .describe("\"Swap back\": your Hero Power, if it remembers the one it replaced (`replaceHeroPower` with `remember`), is replaced by a new Hero Power of that card (2.7: its uses this turn start again); otherwise nothing (Story of Sulfuras)"),
    z.object({
      type: z.literal("replaceHero"), card: cardId.describe("the new hero (a HERO card)"),
      heroPower: cardId.optional().describe("the Hero Power it brings (default: the hero card's own; none: the current one stays)"),
      removeSource: z.boolean().optional().describe("the minion whose text this is leaves play for the set-aside zone, not a death: it becomes the hero (Lord Jaraxxus the minion)"),
    }).strict().describe("2.5 替换英雄 (not by playing a hero card): your hero is replaced by a new one with its own Health and maximum, no damage, no Armor and none of the old hero's states; attacks this turn kept; the Hero Power replaced (Lord Jaraxxus the minion, Majordomo Executus)"),
    z.object({
      type: z.literal("summonRemembered"), enchantment: cardId.optional().describe("the enchantment (on this minion) that remembers the card; omitted: an anonymous one (a `buff` with `remember` and no `enchantment`)"),
      all: z.boolean().optional().describe("every memory of that kind, in the order remembered, each summoned (`count` times), side by side (Frostmourne: every minion it killed); default: the first one"),
      for: z.enum(["friendly", "owner"]).optional().describe("whose board: yours (default), or the player who controlled the remembered minion when it was remembered (Moat Lurker: owner)"),
      count: z.number().int().min(1).max(7).optional(),
      of: Selector.optional().describe("whose memories: the first entity this names, as it is now (default: this card) — a player state's memories on the hero, Replicating Spore's \"Your future Replicating Spores summon it as well\": `{ type: \"summonRemembered\", of: \"friendly-hero\", all: true }`"),
    }).strict().describe("summon fresh copies of the card this minion's enchantment remembers; in a deathrattle, the enchantments it had when it left play (Carnivorous Cube: 2)"),
    z.object({
      type: z.literal("spendArmor"), upTo: z.number().int().min(1).max(100).optional().describe("the most Armor spent; none: all of it (\"Spend all your Armor\")"),
      each: z.array(Effect).optional().describe("resolved once for each Armor spent, in a row"),
      then: z.array(Effect).optional().describe("resolved once after the spend, when some was spent; the amount `{ armorSpent: \"now\" }` reads how much (Reckless Flurry)"),
      player: z.literal("enemy").optional().describe("your opponent's hero loses it instead (Platebreaker's \"Destroy your opponent's Armor\")"),
    }).strict().describe("\"Spend up to N Armor. For each spent, …\" (Shellnado): your hero loses as much Armor as it has, up to `upTo` (not damage; no trigger answers it), then `each` resolves that many times, each run in full before the next; with no Armor nothing happens"),
    z.object({
      type: z.literal("adapt"), to: Selector.describe("the minions that adapt, each in turn"),
      record: cardId.optional().describe("an enchantment put on your hero for each adaptation taken, remembering its enchantment (Ashalon's TLC_229t14e: \"For the rest of the game, give minions you play those Adaptations\")"),
      remembered: z.boolean().optional().describe("no choice: the adaptation the enchantment whose text this is remembers (a `record` enchantment's own trigger)"),
      together: z.boolean().optional().describe("\"Adapt your minions\" (Evolving Spores, Gentle Megasaur): one adaptation for the whole group — three offered, one chosen, once — and every minion named that is in play and not mortally wounded gets it; none such: nothing is offered (rules-notes 1121)"),
    }).strict().describe("进化 Adapt (the rulebook's): three of the ten adaptations (the data's UNG_999t2 … t14) at random, the player chooses one (the request's next `choices` answer, an index into the three, else a seeded pick), the minion gets its enchantment; nothing when the minion is not in play or is mortally wounded. Un'Goro's \"Battlecry: Adapt\": `{ type: \"adapt\", to: \"self\" }`"),
    z.object({
      type: z.literal("pickRemembered"), enchantment: cardId.describe("the memories to pick from: this card's enchantments of this id that remember a card"),
      from: z.literal("deck").optional().describe("the remembered cards were options from your deck (they stayed there): the one picked is drawn (Cultist Map)"),
    }).strict().describe("\"Also pick one of the others\" (the Maps): the player picks one of the cards this card's memories (`enchantment`) remember (the request's `choices`, else a seeded pick; one alone is taken without a prompt); it is added to their hand — a card of the deck (what was offered from the deck) is drawn, if a card of that id is still there. The memories are used up. Use in a trigger of that enchantment"),
    z.object({
      type: z.literal("addRemembered"),
      enchantment: cardId.optional().describe("the enchantment (on this minion) that remembers the card; omitted: an anonymous one (a `buff` with `remember` and no `enchantment`: Felsoul Jailer's memory, for which the card data has no enchantment)"),
      for: z.enum(["friendly", "owner"]).optional().describe("whose hand: yours (default), or the player who controlled the remembered card when it was remembered (Felsoul Jailer: owner, the player who discarded it)"),
      cost: z.number().int().min(-50).max(50).optional().describe("each card returned costs that much more (less, when negative): an anonymous enchantment (Gemstone Hoarder's \"It costs (1) less\": −1)"),
      into: z.literal("deck").optional().describe("shuffled into that player's deck instead, each at a random place, in the order remembered (Educated Elekk's \"Deathrattle: Shuffle the spells into your deck\")"),
    }).strict().describe("a fresh card of each card this minion's memories (enchantments) remember goes to that hand, without states (4.8: out of the graveyard); in a deathrattle, the enchantments it had when it left play (Felsoul Jailer's \"Return it\")"),
    z.object({
      type: z.literal("gainDeathrattles"), to: Selector.describe("who gains them (Archdruid of Thorns: self)"),
      enchantment: cardId.describe("attached once per death, remembering the dead minion's card; its own `deathrattle` is `[{ type: rememberedDeathrattle }]` (EDR_491e)"),
      thisTurn: z.boolean().optional().describe("only the deaths of this turn"),
    }).strict().describe("\"Gain the Deathrattles of your minions that died (this turn)\": for each death in the record (4.10) of a minion you controlled whose card has a Deathrattle as printed, `to` gets `enchantment` remembering that card, in the order they died"),
    z.object({ type: z.literal("awaken"), to: Selector.describe("the Dormant minions to wake (Slumbering Sprite: self)"),
      sooner: z.number().int().min(1).max(10).optional().describe("\"awaken N turns sooner\": the countdown (DORMANT_TURNS) goes down by N, and at 0 the minion awakens now; one Dormant without a countdown is left as it is (Timelord Nozdormu: 1)") }).strict()
      .describe("4.6: each Dormant minion named awakens now — not a summon: summoning sickness, an aura update; one not Dormant is left as it is"),
    z.object({ type: z.literal("rememberedDeathrattle") }).strict()
      .describe("in an enchantment's `deathrattle`: the Deathrattle of the card the enchantment remembers resolves, as this minion's (see `gainDeathrattles`)"),
    z.object({ type: z.literal("arm"), trigger: z.number().int().min(0).max(20).optional().describe("the index of the trigger in this card's `triggers` (default 0)"),
      notThisTurn: z.boolean().optional().describe("the armed trigger does not work in the turn it is armed in, only in a later one (tag TRIGGER_ARMED_TURN_<index>): \"At the end of your next turn, …\" (Hatching Ceremony)") }).strict()
      .describe("arms one of this card's own `armed` triggers: it works once, wherever the card goes, until it resolves (Headcrack's Combo: \"Return this to your hand next turn\")"),
    z.object({
      type: z.literal("setRemainingHealth"), to: Selector, amount: amountOr(z.number().int().min(1).max(1000)),
      enchantment: cardId.optional().describe("attached with the amount as set Health when the maximum is below it"),
    }).strict().describe("4.1: the characters' remaining Health becomes the amount, neither damage nor healing; a maximum at least that high is kept (the damage changes), a lower one is set to it (Alexstrasza: 15)"),
    z.object({
      type: z.literal("choose"),
      options: z.array(z.object({ card: cardId.optional().describe("the option's card, a label for the trace (Siamat's Wind: ULD_178a)"), effects: z.array(Effect) }).strict()).min(2).max(10),
      count: z.number().int().min(1).max(10).optional().describe("how many different options are picked, one after another (default 1; Siamat: 2)"),
      random: z.boolean().optional().describe("the options are picked at random, not by the player: each a recorded random decision among the options not yet picked, no prompt (Twisted Monstrosity's \"two random Bonus Effects\")"),
    }).strict().describe("\"(your choice)\": the player picks one of the options (the request's `choices`: an index into the options still offered, in their order; else a seeded pick, recorded) and its effects resolve; with `count`, again among the options not yet picked (Siamat: 2 of 4)"),
    z.object({
      type: z.literal("pick"), from: Selector.describe("the entities to pick among, in their order (Fast Forward: `{ all: \"drawn\", where: { zone: \"hand\" } }`)"),
      do: z.array(Effect).describe("resolves with the selector `{ all: \"group\" }` naming the one picked"),
    }).strict().describe("\"Pick one to …\": the player picks one of the entities `from` names (the request's next `choices` answer, an index into them; else a seeded pick, recorded; one is taken without a prompt, none: nothing), then `do` resolves for it — not a Discover (Fast Forward)"),
    z.object({
      type: z.literal("guess"), side: z.enum(["friendly", "enemy"]).optional().describe("whose hand the card guessed is in (default enemy: your opponent's)"),
      do: z.array(Effect).describe("resolves on a right guess, with the selector `{ all: \"group\" }` naming the card in hand"),
    }).strict().describe("\"Look at 3 cards. Guess which one is in your opponent's hand\": one random card of that hand and two random cards of that player's deck — three different cards; random collectible cards when the deck has too few — each a recorded random pick, the card in hand at a recorded random place among them; the guess is the request's next `choices` answer (an index into the cards shown, in order; else a seeded pick, recorded); right: `do` resolves. No card in that hand: nothing (Futuristic Forefather)"),
    z.object({
      type: z.literal("joust"), then: z.array(Effect).describe("resolves when the joust is won, with `{ all: \"group\" }` naming the revealed cards (yours first)"),
      else: z.array(Effect).optional().describe("resolves when it is lost"),
      cardType: z.enum(["minion", "spell", "card"]).optional().describe("the kind of card revealed: minion (default), spell (Raven Familiar's \"Reveal a spell in each deck\") or any card (Conqueror's Banner's \"Reveal a card from each player's deck\")"),
    }).strict().describe("Joust, \"Reveal a minion in each deck. If yours costs more, …\": a random minion card of each player's deck is revealed (recorded); won when yours has the higher Cost in the card data (cost changes left out) or the opponent's deck has none; a tie is lost; none in yours: lost, nothing revealed. Each revealed card goes back to a random place of its deck (recorded). The TGT Joust cards"),
    z.object({
      type: z.literal("summonPlayed"), fromPlayed: PlayedRecord.describe("a `playedThisGame` amount: the plays it counts (its filters), oldest first"),
      latest: z.boolean().optional().describe("only the latest matching play"),
    }).strict().describe("\"Summon every Demon you played this game that didn't start in your deck\" (Archimonde: `{ playedThisGame: \"minion\", race: \"DEMON\", created: true }`): a fresh copy of the card of each play of the record of cards played this game that the amount counts — each play once, oldest first — summoned like one `summon`'s minions until the board is full; `{ all: \"summoned\" }` names them"),
    z.object({
      type: z.literal("buffCthun"), attack: amountOr(z.number().int().min(0).max(1000)).optional().describe("the Attack it gains"),
      health: amountOr(z.number().int().min(0).max(1000)).optional().describe("the Health it gains"),
      taunt: z.boolean().optional().describe("\"and Taunt\" (Twilight Geomancer)"),
      enchantment: cardId.optional().describe("the enchantment a C'Thun in play gets (the card's own: Beckoner of Evil's OG_281e)"),
    }).strict().describe("克苏恩 \"Give your C'Thun +2/+2 (wherever it is)\" (rules-notes 1120): the player's C'Thun buffs — the player tags CTHUN_ATTACK_BUFF, CTHUN_HEALTH_BUFF and CTHUN_TAUNT_BUFF — go up (amounts read now), which every C'Thun card (`cthun`) of theirs in hand or deck has as an aura; each C'Thun they control in play gets the same as an enchantment. The amount `{ cthun: \"attack\" }` reads the player's C'Thun's Attack. Beckoner of Evil: `{ \"battlecry\": [{ \"type\": \"buffCthun\", \"attack\": 2, \"health\": 2, \"enchantment\": \"OG_281e\" }] }`"),
    z.object({ type: z.literal("jadeGolem") }).strict()
      .describe("青玉魔像 \"Summon a Jade Golem\": the player's next Jade Golem — CFM_712_tNN, an N/N with N one more than the Jade Golems the player summoned this game (the player tag JADE_GOLEM), at most 30 — is summoned, and the count goes up by one even when a full board summons nothing (rules-notes 570); `{ all: \"summoned\" }` names it (Jade Chieftain's \"Give it Taunt\")"),
    z.object({ type: z.literal("extraAttack"), to: Selector, amount: z.number().int().min(1).max(10).optional().describe("default 1") }).strict()
      .describe("额外可攻击次数 (2.6): the characters in play may attack this many more times this turn (Warsong Grunt's \"it may attack again\"); cleared at the turn's clean-up step"),
    z.object({ type: z.literal("refreshHeroPower") }).strict()
      .describe("\"Refresh your Hero Power\" (Blackwald Pixie): your Hero Power, used this turn, can be used again this turn (its uses this turn, HEROPOWER_ACTIVATIONS_THIS_TURN, back to 0; a refresh event); not used yet: nothing"),
    z.object({ type: z.literal("refreshLocation"), to: Selector }).strict()
      .describe("地标: the Locations named end their cooldown (LOCATION_ACTION_COOLDOWN) and can be used again this turn; one not on cooldown is left as it is (Welcome Home!'s \"Reopen a location\")"),
    z.object({ type: z.literal("triggerDeathrattle"), to: Selector,
      enchantment: z.string().min(1).max(64).optional().describe("only the Deathrattle the minion's newest enchantment of this card gives (\"Gain its Deathrattle and then trigger it\": Defense Attorney Nathanos' MAW_011e)"),
      inHand: z.boolean().optional().describe("the cards named are in a hand, not in play (\"Draw a Deathrattle card … Trigger its Deathrattle\": Sketchy Information): each card's Deathrattles resolve with the card where it is, `self` the card in hand — each only while it is still in that hand; never twice (Baron Rivendare's are minions in play); a card named that is not in a hand, none (rules-notes 1728)") }).strict()
      .describe("the minions' Deathrattles (their own unless silenced, then their enchantments', in order of play) resolve now, while they are in play — each only while the minion is in play and not mortally wounded (3.3); twice under Baron Rivendare (Terrorscale Stalker)"),
    z.object({ type: z.literal("triggerEndOfTurn"), to: Selector }).strict()
      .describe("the minions' end-of-turn effects — their triggers on the end of a turn (their own unless silenced, then their enchantments', in order of play; an enchantment's bare `expire` is its duration and does not count) — resolve now, with the minion in play: the whose-turn condition (`turn`) is not read, the trigger's other conditions are; each only while the minion is in play and not mortally wounded (3.3); twice under Drakkari Enchanter or Sandfury Aura (Inspiring Maul: `{ \"type\": \"triggerEndOfTurn\", \"to\": { \"random\": { \"all\": \"minions\", \"side\": \"friendly\", \"where\": { \"has\": \"endOfTurn\" } } } }`)"),
    z.object({
      type: z.literal("repeat"), times: amountOr(z.number().int().min(0).max(30)).optional().describe("how many times, read once as the effect starts (an amount: Disciple of Demise's 1 + the Dragons you hold); default 1"),
      while: Condition.optional().describe("instead of `times`: `do` resolves once, then again each time this holds after a run (\"If any are still alive, repeat this\": Corpse Explosion), at most 100 runs — or at most `times` runs when both are given (Defile's \"cast this again\", 14 casts in all)"),
      do: z.array(Effect),
    }).strict().describe("resolve `do` this many times in a row, each time in full before the next (\"Repeat for each …\"); a random pick inside is made again each time"),
    z.object({
      type: z.literal("putOnTop"), count: z.number().int().min(1).max(10).optional().describe("how many cards are looked at (default 3)"),
      bottom: z.boolean().optional().describe("the bottom cards of the deck as they lie (探底 Dredge, 5.1) instead of random different cards"),
      player: z.enum(["friendly", "enemy"]).optional().describe("whose deck: yours (default) or your opponent's (Eyes in the Sky); you pick either way"),
    }).strict().describe("look at cards of your deck — random different cards (the same card may be there twice), or the bottom ones — and put the one chosen on top; not a Discover, not a draw (Sightless Watcher)"),
    z.object({
      type: z.literal("putOnBottom"), to: Selector.describe("the cards to move: each one in a deck goes to the bottom of that deck (Algalon's Vision: `{ top: \"deck\", side: \"enemy\" }`)"),
    }).strict().describe("the cards named that are in a deck go to its bottom, in the order named; a move inside the deck keeping their states — not a shuffle, not a draw (Algalon's Vision's \"You may put it on the bottom of their deck\")"),
    z.object({
      type: z.literal("gainCorpses"), amount: amountOr(amount),
      player: z.enum(["friendly", "enemy"]).optional().describe("whose Corpses: yours (default) or your opponent's"),
    }).strict().describe("残骸: the player gains this many Corpses (Plagued Grain: 4; Heart Strike's \"If it dies, gain a Corpse\")"),
    z.object({
      type: z.literal("spendCorpses"),
      amount: amountOr(z.number().int().min(1).max(1000)).optional().describe("\"Spend N Corpses to …\": only if you have at least N, you spend N and `do` resolves; otherwise nothing is spent and `else` resolves"),
      upTo: amountOr(z.number().int().min(1).max(1000)).optional().describe("\"Spend up to N Corpses\": spend what you have, at most N; `do` resolves if at least one was spent"),
      all: z.boolean().optional().describe("spend every Corpse you have (Lord Marrowgar's \"Raise ALL of your Corpses\"); `do` resolves if at least one was spent"),
      do: z.array(Effect).optional().describe("what the Corpses pay for; the amount { corpses: \"spentNow\" } reads how many were spent"),
      else: z.array(Effect).optional(),
    }).strict().describe("残骸: spend your Corpses (give exactly one of `amount`, `upTo`, `all`): Bonedigger Geist's \"Spend a Corpse to gain +1/+2\""),
    z.object({ type: z.literal("reverseDeck"), player: z.enum(["friendly", "enemy"]).optional().describe("whose deck: yours (default) or your opponent's") }).strict()
      .describe("the deck's order is turned around, its bottom card on top (Timeless Causality); not a shuffle: no random decision"),
    z.object({ type: z.literal("shuffleDeck"), player: z.enum(["friendly", "enemy"]).optional().describe("whose deck: yours (default) or your opponent's") }).strict()
      .describe("\"Shuffle your deck\" (Radar Detector): the cards of the deck are put in a random order, each place top to bottom taking a random card not placed yet (recorded, \"deck order\"); no card moves in or out, so it is no shuffle into the deck and nothing answers it"),
    z.object({ type: z.literal("sortDeck"), player: z.enum(["friendly", "enemy"]).optional().describe("whose deck: yours (default) or your opponent's"),
      order: z.enum(["highest-first", "lowest-first"]).optional().describe("by Cost now: the highest on top (default) or the lowest") }).strict()
      .describe("\"Reorder your deck from highest Cost to lowest Cost\" (Order in the Court): the deck's cards by their Cost now, the first on top; equal Costs keep their order; not a shuffle: no random decision"),
    z.object({ type: z.literal("shuffleHand"), player: z.enum(["friendly", "enemy"]).optional().describe("whose hand: yours (default) or your opponent's") }).strict()
      .describe("\"Shuffle your hand\" (Eldritch Being): the cards of the hand are put in a random order, each place left to right taking a random card not placed yet (recorded, \"hand order\"); no zone move, nothing answers it"),
    z.object({ type: z.literal("refreshMana"), amount: amountOr(z.number().int().min(1).max(10)) }).strict()
      .describe("刷新法力水晶: refill this many of your spent Mana Crystals, never an Overloaded one; each refilled one is a temporary crystal while you have fewer than 10 crystals (Horn of Winter: 2)"),
    z.object({ type: z.literal("maxMana"), amount: z.number().int().min(1).max(50), player: z.enum(["friendly", "enemy"]).optional(),
      set: z.boolean().optional().describe("\"Set your maximum Mana to N\" (Audio Amplifier): the maximum becomes `amount`, lower or higher; crystals above it are lost (rules-notes 1681)") }).strict()
      .describe("raises the player's maximum Mana (the cap on mana crystals, 4.12: 10 unless changed; the snapshot's mana.maxCrystals) by this much: Ysera, Emerald Aspect's \"Increase both players' maximum Mana by 5\" (one for each player). No crystal is gained"),
    z.object({ type: z.literal("maxHandSize"), amount: z.number().int().min(1).max(20), player: z.enum(["friendly", "enemy"]).optional() }).strict()
      .describe("\"Set your maximum hand size to N\" (Audio Amplifier): the player's maximum hand size (4.3, 10 unless set; the player tag MAXHANDSIZE, kept in a snapshot's player `tags`) becomes N — every check of a full hand reads it (draws and cards added burn beyond it, \"until your hand is full\" stops at it). Cards already held beyond a lower maximum stay (rules-notes 1681)"),
    z.object({ type: z.literal("improve"), to: Selector.optional().describe("default: self"), amount: z.number().int().min(1).max(10).optional().describe("default 1") }).strict()
      .describe("\"(Improves …!)\": adds to the entities' count of improvements (tag IMPROVEMENTS), which their text reads with the amount { stat: \"improvements\", of: \"self\" } (in a deathrattle with lastKnown: true); the count is a state: it goes when the entity leaves play (Omen's \"Improves after this attacks\", Amirdrassil's \"Improves each use\")"),
    z.object({ type: z.literal("addNumber"), to: Selector.optional().describe("default: self"), amount: amountOr(z.number().int().min(-100).max(100)).optional().describe("default 1; an amount, read once as the effect starts"),
      counter: z.string().regex(/^[A-Z][A-Z0-9_]{0,39}$/).optional().describe("instead of a card's number: the controller's named counter for the game (player tag COUNTER_<counter>), which the amount `{ counter }` reads — Bolide Behemoth's \"Your Asteroids deal 1 more damage this game\" is `{ type: \"addNumber\", counter: \"ASTEROID_DAMAGE\" }`; `to` is then not used") }).strict()
      .describe("a card's own counter: the entities' number (the game's TAG_SCRIPT_DATA_NUM_1, the amount stat `number`) goes up by `amount` — \"After three friendly Beasts die, …\" counts each death and acts when `{ stat: number, of: self, mod: 3 }` is 0 (Leatherworking Kit)"),
    z.object({ type: z.literal("imbue") }).strict()
      .describe("灌注 (Imbue your Hero Power): the first time, your Hero Power is replaced by your class's Imbued Hero Power (a hero power card with `imbue` naming your class) at level 1; after that, each Imbue raises its level by 1 (TAG_SCRIPT_DATA_NUM_1 on the Hero Power, the amount { imbue: \"level\" }). Every Imbue counts (the player's NUM_TIMES_IMBUED_THIS_GAME, the amount { imbue: \"count\" })"),
    z.object({ type: z.literal("fatigue"), player: z.enum(["friendly", "enemy"]).optional().describe("whose Fatigue: yours (default) or your opponent's") }).strict()
      .describe("\"Take Fatigue damage\": the player's Fatigue counter (the player tag FATIGUE, 4.4) goes up by 1 and their hero takes that much damage, as a draw from an empty deck would deal — no draw; `{ dealt: \"damage\" }` reads what it dealt (Baritone Imp's \"Gain that much Attack and Health\")"),
    z.object({
      type: z.literal("spendMana"), all: z.literal(true).optional().describe("all of it: every Mana the player has available now"),
      amount: z.number().int().min(1).max(10).optional().describe("instead of `all`: \"Spend N Mana to …\" — this much, with `do`"),
      do: z.array(Effect).optional().describe("with `amount`: resolves only when that much was spent"),
    }).strict().describe("\"Spend all your Mana\" (Mossbinding, `all`): the player's available Mana (temporary first, as a payment) is spent by the effect — not a pay step, so no \"while holding this\" count; the amount { manaSpent: \"now\" } reads how much. \"Spend N Mana to …\" (Immortal, `amount` with `do`): with at least N Mana available, N is spent the same way and `do` resolves; with less, nothing is spent and nothing happens"),
    z.object({ type: z.literal("invoke"), times: z.number().int().min(1).max(10).optional().describe("\"Invoke Galakrond twice\": 2 (default 1)") }).strict()
      .describe("祈求 \"Invoke Galakrond\" (the game's EMPOWER, \"Use Galakrond's Power\"; rules-notes 930): each Invoke, in order: the player's Invoke count (player tag INVOKE_COUNTER, the amount `{ thisGame: \"invokes\" }`) goes up by 1; every Galakrond card (`galakrond`) in the player's hand or deck counts it toward its upgrade; then the power of the player's Galakrond resolves — the `power` of its `heroPower`, with the Galakrond as its source (no Hero Power is used: no cost, no use counted, nothing that answers a Hero Power). The player's Galakrond: their hero when its card is a Galakrond, else the first Galakrond in their hand, then deck, of their hero's class first; none: nothing resolves (the count still goes up). Devoted Maniac: `{ \"battlecry\": [{ \"type\": \"invoke\" }] }`"),
    z.object({ type: z.literal("infuse") }).strict()
      .describe("注能 (what a card's `infuse` does, in its own hand trigger on a friendly minion's death): the card's Infuse progress (tag INFUSE_PROGRESS) goes up by 1; at its `count` the card becomes its Infused card, keeping its states (as `transform` with `keepState`)"),
    z.object({ type: z.literal("castWhenDrawn") }).strict()
      .describe("抽到时施放 (what a card's `castsWhenDrawn` does, in its own draw trigger): the card leaves the hand, its `spell` text resolves as its owner's — cast, not played — then its owner draws a card, unless a hero is then mortally wounded or gone"),
    z.object({ type: z.literal("summonWhenDrawn") }).strict()
      .describe("Summoned When Drawn (what a minion card's `summonedWhenDrawn` does, in its own draw trigger): the card leaves the hand (set aside), a copy of it (4.8) is summoned for its owner at the right end of their board (a full board: none), then its owner draws a card, unless a hero is then mortally wounded or gone"),
  ]),
);
