/**
 * @module hearthstone/cards/format/selectors
 * Targets and selectors of the card format: which entities an effect, condition or target names.
 */
import { z } from "zod";
import { Condition } from "./conditions.js";
import { AmountExpr } from "./amounts.js";
/** Words that name an entity relative to the effect (see selectors.ts). */
export const IDENTITIES = ["self", "target", "event-target", "event-source", "friendly-hero", "enemy-hero", "friendly-weapon", "summoned", "defender", "played-target", "friendly-hero-power", "enemy-weapon", "enemy-hero-power", "killer", "creator"] as const;
export const Identity = z.enum(IDENTITIES);

/**
 * Which entities match. A string is a shorthand joined by "-": `self`, `other` (not self), `friendly`/`enemy`,
 * and `minion`/`hero`/`character`/`weapon`, e.g. "other-friendly-minion", "enemy-character".
 */
export const EntityFilter = z.union([
  z.string().regex(/^(self|(other-)?(friendly-|enemy-)?(minion|hero|character|weapon)|other|friendly|enemy)$/, "an entity filter shorthand such as 'friendly-minion' or 'other-enemy-character'"),
  z.object({
    is: z.union([Identity, z.array(Identity)]).optional().describe("the entity is one of these"),
    not: z.union([Identity, z.array(Identity)]).optional().describe("the entity is none of these"),
    side: z.enum(["friendly", "enemy"]).optional(),
    type: z.enum(["minion", "hero", "character", "weapon", "spell", "location", "card"]).optional(),
    race: z.string().optional().describe("a race such as MECHANICAL or BEAST"),
    notRace: z.string().optional().describe("not of this race"),
    alive: z.boolean().optional().describe("in play and not mortally wounded"),
    mortallyWounded: z.boolean().optional().describe("濒死 wherever it is: destroyed, or its health (a weapon's durability) is 0 or less — a minion damaged in hand can be (2.3: Mortal Coil's \"if it dies\"); it does not die there, death creation looks only at play"),
    damaged: z.boolean().optional(),
    tag: z.string().optional().describe("has this tag (keyword) in effect, e.g. TAUNT"),
    notTag: z.string().optional().describe("does not have this tag"),
    minAttack: z.number().int().min(0).optional().describe("its Attack is at least this (Shadow Word: Death: 5)"),
    maxAttack: z.number().int().optional().describe("its Attack is at most this (Shadow Madness: 3 or less)"),
    minHealth: z.number().int().min(0).optional().describe("its Health (current, 4.1; a weapon's Durability) is at least this (Fight Promoter's \"a minion with 6 or more Health\")"),
    maxHealth: z.number().int().optional().describe("its Health is at most this (Salhet's Pride's \"1-Health minions\", a card in the deck read as it is there)"),
    secret: z.boolean().optional().describe("is (or is not) a Secret card"),
    has: z.enum(["battlecry", "deathrattle", "overload", "outcast", "combo", "spendsCorpses", "endOfTurn", "quest", "chooseOne", "galakrond"]).optional().describe("the card has this ability (`galakrond`: a Galakrond, a card with the field `galakrond`, any form — Kronx Dragonhoof's \"Draw Galakrond\"; a hero whose card is one: \"If you're already Galakrond\"; `chooseOne`: a Choose One card — a `chooseOne` definition or the data's CHOOSE_ONE, Pride Seeker's \"Your next Choose One card\"): a Battlecry, a Deathrattle (its own unless silenced, or one an enchantment gave it), Overload, Outcast (a card with Outcast: Kor'vas Bloodthorn), Combo (Foxy Fraud's \"your next Combo card\"), spendsCorpses: its text spends Corpses — its definition has a `spendCorpses` effect (Falric's \"a card that spends Corpses\"), endOfTurn: a minion in play with an end-of-turn effect — a trigger on the end of a turn that works on it now, its own unless silenced or one an enchantment gives, an enchantment's bare `expire` not counted (Inspiring Maul's \"a random friendly minion's end of turn effect\"); `quest`: a Quest — a card with `quest` that is not a Sidequest (a Questline part is one), or a card the data marks QUEST: \"If you control a Quest\" is `{ \"exists\": { \"all\": \"secrets\", \"side\": \"friendly\", \"where\": { \"has\": \"quest\" } } }`"),
    attackedThisTurn: z.boolean().optional().describe("it has (or has not) attacked this turn (NUM_ATTACKS_THIS_TURN; a cancelled attack counts, 2.6 f): Glaivebound Adept's \"if your hero attacked this turn\""),
    attacking: z.boolean().optional().describe("is (or is not) the attacker of the attack in progress (2.6: Gladiator's Longbow, \"while attacking\")"),
    name: z.string().min(1).max(100).optional().describe("its card's English name is this, whatever the printing (Ysera Awakens spares every \"Ysera\")"),
    nameInHand: z.enum(["friendly", "enemy"]).optional().describe("its card's English name is that of another card in that player's hand now (the effect's controller's, or their opponent's), whatever the printing: Shadowcloaked Assailant's \"one of the same cards as your opponent\""),
    newestExpansion: z.boolean().optional().describe("its card is (or is not) of the newest expansion — the card data's last expansion in release order, its mini-set included (Timelord Nozdormu's \"a card from the newest expansion\")"),
    nameIncludes: z.string().min(1).max(100).optional().describe("its card's English name has this word in it (whole words, any case): the Librams — \"your Librams\" is `{ \"nameIncludes\": \"Libram\" }` (Interstellar Researcher's \"Draw a Libram\")"),
    cardIn: z.union([z.array(z.string().min(1).max(100)).min(1).max(50), z.enum(["added", "drawn", "group"])]).optional().describe("its card is one of these (by id): a family of cards the data names no other way — Ghoulish Alchemist's \"Your next Concoction\" (the twenty RLK_570t… cards); or, as a word, \"all copies of it (wherever they are)\": its card is the card of one of the entities this text's last `addCard`/`discover` (`added`), `draw` (`drawn`) or `group` (`group`) named, that entity included — Warsong Wrangler's \"Give all copies of it +2/+1\""),
    notName: z.string().min(1).max(100).optional().describe("its card's English name is not this, whatever the printing: \"another card\" than copies of this one (Cursed Catacombs' \"Discover another card from your deck\")"),
    maxCost: z.union([z.number().int().min(0), z.lazy(() => AmountExpr)]).optional().describe("its cost is at most this (Grizzled Guardian's recruit: 4) — a number, or an amount read as the filter is checked (Dinner Performer's \"a minion … that you can afford to play\": `{ mana: \"available\" }`)"),
    minCost: z.number().int().min(0).optional().describe("its cost is at least this now (Fae Trickster's \"a spell that costs (5) or more\")"),
    cost: z.union([z.number().int().min(0), z.lazy(() => AmountExpr)]).optional().describe("its cost is exactly this now (Barak Kodobane's 1-, 2- and 3-Cost spells) — a number, or an amount read as the filter is checked (Sacrificial Summoner's \"a minion from your deck that costs (1) more\": `{ stat: \"cost\", of: \"target\", add: 1 }`)"),
    costParity: z.enum(["odd", "even"]).optional().describe("its Cost now is odd (even; a (0) Cost is even): The Witchwood's \"If your deck has only odd-Cost cards\" is `{ \"not\": { \"exists\": { \"all\": \"deck\", \"side\": \"friendly\", \"where\": { \"costParity\": \"even\" } } } }` (Black Cat)"),
    attackParity: z.enum(["odd", "even"]).optional().describe("its Attack now is odd (even; 0 is even): Against All Odds' \"Destroy ALL odd-Attack minions\" is `{ \"type\": \"destroy\", \"to\": { \"all\": \"minions\", \"where\": { \"attackParity\": \"odd\" } } }`"),
    playedCost: z.number().int().min(0).optional().describe("it was played (in this resolution) costing exactly this (2.2: The Marsh Queen's 1-Cost minions)"),
    playedAttack: z.number().int().min(0).optional().describe("it was played (in this resolution) with exactly this Attack — its Attack in hand then, as `playedCost` is its cost then (2.2: The Food Chain's \"1-Attack Beast\")"),
    playedRace: z.string().optional().describe("it was played (in this resolution) as a card of this race (2.2: Patches the Pirate)"),
    playedHas: z.enum(["battlecry", "deathrattle", "overload", "combo", "echo"]).optional().describe("it was played (in this resolution) as a card with this ability, whatever it became since (2.2: Rumbling Elemental is decided by the minion before a transform); `echo`: it had Echo as its play began, its own or granted (回响: Mistwraith's \"Whenever you play an Echo card\")"),
    transformed: z.boolean().optional().describe("it was (or was not) transformed since it was played (2.2: The Marsh Queen); false for a card not played"),
    adjacentTo: Identity.optional().describe("is a minion next to this one on its board (Snapjaw Shellfighter: `self`)"),
    leftOf: Identity.optional().describe("is a minion on that one's board at any place left of it (Argus's \"Minions to the left of this\": `self`)"),
    rightOf: Identity.optional().describe("is a minion on that one's board at any place right of it (Argus's \"ones to the right\": `self`)"),
    handNeighbourOf: Identity.optional().describe("a card in hand next to that card in its hand — now, while that card is in hand; else as it was played, in this resolution (2.2): Skittish Saucier's \"adjacent cards in your hand\" is `{ handNeighbourOf: \"self\" }`"),
    enemyOf: Identity.optional().describe("its controller is the opponent of that entity's controller (Mayor Noggenfogger, Ogre Brute: the attacker's enemies, `event-source`)"),
    zone: z.enum(["play", "hand", "deck", "graveyard", "secret"]).optional().describe("it is in this zone now (a Temporary card's enchantment works only while the card is in hand)"),
    corrupted: z.boolean().optional().describe("a Corrupted card (or not): one a Corrupt card becomes — the card some definition's `corrupt` names, the request's own or the library's; the card data marks none (Dark Inquisitor Xanesh's \"all Corrupt and Corrupted cards\": `{ anyOf: [{ mechanic: \"CORRUPT\" }, { corrupted: true }] }`)"),
    copiedFromOpponent: z.boolean().optional().describe("it is (or is not) a card copied from the opponent: a copy (an effect's `copyOf`, a Discover's copy) made of an entity the other player controlled, into your hand or deck — the game's tag COPIED_FROM_ENTITY_ID, naming the original (Mysterious Visitor's \"cards copied from your opponent\")"),
    darkGift: z.boolean().optional().describe("it has (or has not) a Dark Gift now: an enchantment of a gift (the game's tag IS_NIGHTMARE_BONUS on it) attached to it (Frostburn Matriarch's \"a minion with a Dark Gift\")"),
    enchanted: z.string().min(1).max(64).optional().describe("it carries an enchantment of this card now (a card played again after a Rewind carries TIME_110: Sands of Time)"),
    notEnchanted: z.string().min(1).max(64).optional().describe("it carries no enchantment of this card now (Nexus-Prince Shaffar's \"a minion in your hand … (unless it already has these effects)\": `GDB_143e`)"),
    handPlace: z.enum(["outcast", "leftmost", "rightmost"]).optional().describe("a card in hand at this place of its hand: `outcast`, the leftmost or the rightmost (流放位, 5.1; a card alone in hand is at both) — Eye Beam's \"Outcast: This costs (1)\"; `leftmost`, `rightmost`: that end only"),
    handLeftmost: z.number().int().min(1).max(10).optional().describe("a card in hand among the N left-most cards of its hand (Gear Shift's \"the two left-most cards in your hand\": 2)"),
    boardPlace: z.enum(["outer", "leftmost", "rightmost"]).optional().describe("a minion in play at this end of its board: `outer` either end (alone it is both), `leftmost` or `rightmost` that end only — Diabolus Rex's \"your opponent's left and right-most minions\" (Locations in the row are not counted)"),
    sharesType: Identity.optional().describe("a minion that shares a minion type with that one (All shares with every typed minion; a minion shares with itself): Ready the Fleet's \"your other minions that share a type with it\""),
    faction: z.enum(["ZERG", "PROTOSS", "TERRAN"]).optional().describe("a card of this StarCraft faction (the card field `faction`; built-in cards: cards/factions.ts): Infestor's \"Your Zerg minions\" is `{ \"all\": \"minions\", \"side\": \"friendly\", \"where\": { \"faction\": \"ZERG\" } }`"),
    typed: z.boolean().optional().describe("it has (or has not) a minion type, any one, All included (Bugsquasher's \"an enemy minion with a minion type\")"),
    spellSchool: z.string().regex(/^[A-Z]+$/).optional().describe("a spell of this school, the card data's spellSchool: ARCANE, FEL, FIRE, FROST, HOLY, NATURE, SHADOW (Overseer Frigidara's \"Frost spells\")"),
    quickdraw: z.boolean().optional().describe("快枪 of any card, as the condition `quickdraw` reads it of this one: in hand, it entered the hand this turn; once played, it was played the turn it entered the hand (its play record, this resolution) — Azerite Vein's \"When the enemy plays a card on the turn that it entered their hand\": an after-play trigger on `{ target: { side: \"enemy\", quickdraw: true } }`"),
    mechanic: z.string().regex(/^[A-Z_]+$/).optional().describe("a card whose card data lists this mechanic (QUICKDRAW, TRADEABLE, EXCAVATE …: what the card is printed with, not a keyword given since) — Bounty Board's \"Your Excavate, Quickdraw, Tradeable, and Legendary cards\" is `anyOf` of three and a `rarity`"),
    anyOf: z.array(z.lazy((): z.ZodTypeAny => EntityFilter)).min(1).max(8).optional().describe("it matches at least one of these filters (and the rest of this one): \"Your Excavate, Quickdraw, Tradeable, and Legendary cards\" is `{ anyOf: [{ mechanic: \"EXCAVATE\" }, { mechanic: \"QUICKDRAW\" }, { mechanic: \"TRADEABLE\" }, { rarity: \"LEGENDARY\" }] }`, each card counted once"),
    rarity: z.enum(["FREE", "COMMON", "RARE", "EPIC", "LEGENDARY"]).optional().describe("a card of this rarity, the card data's (Garona's Last Stand: \"a Legendary minion\")"),
    cardClass: z.string().regex(/^[A-Z_]+$/).optional().describe("a card of this class, the card data's cardClass: NEUTRAL, DRUID, MAGE … (Envoy of the Glade's \"Neutral cards\")"),
    notCardClass: z.string().regex(/^[A-Z_]+$/).optional().describe("a card not of this class (the card data's cardClass): a \"Class card\" is `NEUTRAL`'s opposite — Service Bell's `{ notCardClass: \"NEUTRAL\" }`"),
    otherClass: z.boolean().optional().describe("a card \"from another class\" (or not): its card's class is a class other than its controller's (their hero's class; a classless hero: the text's own card's class), a neutral card never — Concierge's \"Your cards from another class cost (1) less\""),
    playedCostAtMost: z.number().int().min(0).max(100).optional().describe("it was played (in this resolution) costing this or less (2.2: Sunsapper Lynessa's \"Your spells that cost (2) or less cast twice\")"),
    playedLastTurn: z.enum(["friendly", "enemy"]).optional().describe("that player played this entity from hand on their last turn that is over — the current player's previous turn, the other player's most recent one (the plays of the player's `playedThisGame` record that their per-turn list `playedLastTurn`, or the other player's `playedThisTurn`, counts; matched by entity id): Chrono-Lord Epoch's \"all minions that your opponent played last turn\": `enemy`"),
    playedFrom: z.enum(["center", "outcast", "leftmost", "rightmost"]).optional().describe("`leftmost`, `rightmost`: it was played from that end of its hand only (alone in hand it is both) — Stargazer Luna's \"After you play the right-most card in your hand\": `rightmost`; `center`: it was played (in this resolution) from EXACTLY the center of its hand — the hand, this card included, held an odd number of cards with as many left of it as right (a card alone in hand is at the center): Precise Shot; `outcast`: it was played from the leftmost or rightmost place of its hand (流放位, 5.1; alone in hand it is both), whether or not it has Outcast — Altruis the Outcast's \"After you play the left- or right-most card in your hand\": `{ \"target\": { \"side\": \"friendly\", \"playedFrom\": \"outcast\" } }`"),
    costNotIn: z.literal("drawn").optional().describe("its cost now differs from the cost now of every card this text's last `draw` has drawn so far — in a `draw`'s own `where`, the cards it drew before (RAFAAM LADDER!!'s \"Draw 3 cards of different Costs\")"),
    atMostOf: z.object({ stat: z.enum(["attack", "health", "cost", "playedCost"]), of: Identity }).strict().optional()
      .describe("its Attack (Health, Cost) now is at most that of the entity named, read now; false when there is none (Eternus: \"an enemy minion with this minion's Health or less\": `{ stat: \"health\", of: \"self\" }`). `playedCost`: as the amount stat of that name, each side's Cost when it was played in this resolution, else its Cost now (Corrupt's comparison)"),
    lessThanOf: z.object({ stat: z.enum(["attack", "health", "cost", "playedCost"]), of: Identity, lastKnown: z.boolean().optional() }).strict().optional()
      .describe("as `atMostOf`, strictly less (King Plush: \"all minions with less Attack than this\"): its Attack (Health, Cost) now is less than that of the entity named, read now; false when there is none (Blood Matriarch Liadrin's \"a minion with less Attack than this\": `{ stat: \"attack\", of: \"self\" }`). `lastKnown: true`: a deathrattle's own minion, or a death event's, out of play, is read as it was when it left play (Lead Dancer's \"Deathrattle: Summon a minion from your deck with less Attack than this minion\")"),
  }).strict(),
]);
export type EntityFilter = z.infer<typeof EntityFilter>;

export const SELECTOR_ALIASES = [
  "all-characters", "all-minions", "all-heroes", "enemy-characters", "enemy-minions", "friendly-characters",
  "friendly-minions", "other-friendly-minions", "all-other-characters", "all-other-minions", "other-characters",
  "group", "valid-targets",
] as const;

/** What `lowest`/`highest` in a random pick rank by. */
export const RANK_STATS = ["attack", "health", "cost"] as const;
export type RankStat = (typeof RANK_STATS)[number];

export type Selector =
  | (typeof IDENTITIES)[number]
  | (typeof SELECTOR_ALIASES)[number]
  | { all: "characters" | "minions" | "heroes" | "hand" | "deck" | "group" | "secrets" | "drawn" | "summoned" | "locations" | "added" | "shuffled" | "putOnTop" | "kept"; side?: "friendly" | "enemy"; where?: EntityFilter }
  | { random: Selector; count?: number; lowest?: RankStat; highest?: RankStat; differentTypes?: boolean }
  | { adjacent: Selector; self?: "first" | "last" }
  | { from: Selector; except: Selector }
  | { top: "deck" | "hand"; side?: "friendly" | "enemy"; count?: number; where?: EntityFilter; bottom?: boolean }
  | { linked: string; where?: EntityFilter };

/** Which entities an effect applies to. `random` picks among the candidates as the rulebook's 3.5 says for that effect. */
export const Selector: z.ZodType<Selector> = z.lazy(() =>
  z.union([
    Identity,
    z.enum(SELECTOR_ALIASES),
    z.object({
      all: z.enum(["characters", "minions", "heroes", "hand", "deck", "group", "secrets", "drawn", "summoned", "locations", "added", "shuffled", "putOnTop", "kept"]).describe("putOnTop: the card this text's last `putOnTop` effect (Dredge) put on top of a deck, wherever it is now — none when the deck was empty (Trench Surveyor's \"Dredge. If it's a Mech, draw it\": `{ all: \"putOnTop\", where: { race: \"MECHANICAL\" } }`); kept: the cards this entity keeps set aside (its `absorb` effects took them from a hand), in the order taken — nothing once given back, cast, or the link cut (this entity returned to a hand or deck); shuffled: the cards this text's last `shuffleIntoDeck` put into a deck, in order, wherever they are now (Azshara's Triumph's \"Double their stats\"); added: the cards this text's last `addCard` effect put in a hand, in order, wherever they are now — one a full hand burned too (Mend the Timeline's \"equal to their Costs\"); locations: the Locations on the board (地标), which no other selector names (Crumblecrusher: `{ random: { all: \"locations\", side: \"enemy\" } }`); hand: the cards in hand (cost auras, Emperor Thaurissan); deck: the cards in the deck, top first (Barnes: a random minion there); group: every entity a `group` effect selected, wherever it is now (Poison Seeds counts the destroyed minions of each side); secrets: the cards in the secret zone, Secrets and quests (Flare: `where: { secret: true }`); drawn: the cards this text's last `draw` effect drew, in draw order, wherever they are now — a card a full hand burned too (Overseer Frigidara's \"If they're both Frost spells\"); summoned: the minions this text's last summoning effect summoned, in order, wherever they are now (Tomb Guardians' \"give them Reborn\": add `where: { alive: true }` for those still in play)"),
      side: z.enum(["friendly", "enemy"]).optional(), where: EntityFilter.optional(),
    }).strict(),
    z.object({
      random: Selector, count: z.number().int().min(1).max(30).optional(),
      lowest: z.enum(RANK_STATS).optional().describe("only the candidates with the lowest value of this stat, a random one among ties (Fel Barrage: the lowest Health enemy)"),
      highest: z.enum(RANK_STATS).optional().describe("only the candidates with the highest value of this stat, a random one among ties"),
      differentTypes: z.boolean().optional().describe("\"of different minion types\": only minions with a minion type are candidates, and each pick is among those that can join the ones already picked with every picked minion given a different type of its own (an Amalgam's ALL is any type); Menagerie Mug"),
    }).strict(),
    z.object({
      adjacent: Selector,
      self: z.enum(["first", "last"]).optional().describe("include the minion itself: first (middle, left, right) or last (left, right, middle); default: neighbours only"),
    }).strict().describe("the neighbours of the minion(s) `adjacent` names"),
    z.object({ from: Selector, except: Selector }).strict().describe("the entities of `from` that `except` does not name (`except` is picked first, e.g. Brawl's survivor)"),
    z.object({
      top: z.enum(["deck", "hand"]).describe("deck: from its top (the next drawn); hand: from its left (Soul Infusion's \"the left-most minion in your hand\": `{ top: \"hand\", where: { type: \"minion\" } }`), `bottom` from its right"), side: z.enum(["friendly", "enemy"]).optional(), count: z.number().int().min(1).max(60).optional(),
      where: EntityFilter.optional().describe("only cards matching it: the first `count` of them from the top (Beanstalk Brute's \"the top 3 minions in your deck\": `{ type: \"minion\" }`)"),
      bottom: z.boolean().optional().describe("from the bottom of the deck instead: the last `count` (matching) cards, bottom first (Krona's \"the bottom 5 cards of your deck\")"),
    }).strict()
      .describe("the card(s) on top of the deck: the next to be drawn (Holy Wrath reads its cost before drawing it)"),
    z.object({
      linked: z.string().min(1).max(64).describe("an enchantment card: the entities carrying one this entity's text attached with `link: true`, wherever they are (a board — a Dormant minion too —, a hand, a deck), in order of play"),
      where: EntityFilter.optional(),
    }).strict().describe("a link (Platysaur's \"Discard it\", Timeway Warden's \"Awaken it\"): nothing once the enchantment is gone (silenced, transformed, the carrier left play or was discarded) or the link was cut"),
  ]),
);

export const TargetSpec = z.object({
  type: z.enum(["character", "minion", "hero", "location", "card"]).describe("location: a Location (地标) in play, which only a text that names Locations can target (Demolition Renovator); card: a card in a hand — your own, or with side: enemy your opponent's — \"Choose a card in your hand\" (Ocular Occultist), `where` narrowing it (a minion, a Fel spell)"),
  side: z.enum(["any", "friendly", "enemy"]).optional(),
  required: z.boolean().optional().describe("default true for spells and hero powers, false ('if available') for battlecries"),
  where: EntityFilter.optional(),
  orHand: z.boolean().optional()
    .describe("with type minion: a minion card of your hand may be chosen too (\"a minion in your hand or battlefield\": Gruesome Nightmare)"),
  if: z.lazy(() => Condition).optional()
    .describe("the card takes a target only while this holds as it is played; otherwise it is played without one (REQ_TARGET_IF_AVAILABLE_AND_HERO_ATTACKED_THIS_TURN: Glaivebound Adept)"),
  unlessCombo: z.literal(true).optional()
    .describe("`where` binds only while the card has no Combo (5.1: no other card of its player's played this turn); with Combo any target of `type`/`side` may be chosen (REQ_DAMAGED_TARGET_UNLESS_COMBO: Coerce)"),
}).strict();
export type TargetSpec = z.infer<typeof TargetSpec>;
