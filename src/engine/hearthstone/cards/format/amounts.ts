/**
 * @module hearthstone/cards/format/amounts
 * Amounts of the card format: a number, or an expression read when the effect resolves.
 */
import { z } from "zod";
import { Selector } from "./selectors.js";

/** What an amount can read from an entity (summed when the selector names several). */
export const AMOUNT_STATS = ["attack", "health", "maxHealth", "missingHealth", "cost", "armor", "durability", "playedCost", "improvements", "number", "originalCost", "turnsInHand", "adjacentPlayed", "adjacentPlayedThisTurn", "originalAttack", "originalHealth", "infusedAttack", "honorablyKilled"] as const;

interface AmountMods { multiply?: number; add?: number | AmountExpr; mod?: number; min?: number | AmountExpr; max?: number | AmountExpr }
/**
 * An amount that is not a constant: evaluated when the effect resolves, from the state then (3.x: no memory
 * of earlier states). `count`: how many entities a selector names; `stat` … `of`: a stat of an entity (`of:
 * "each"`: of each entity the effect applies to, read as it reaches that one); `event`: the amount of the
 * event being answered. Then `multiply`, `add` (a number, or another amount read at the same moment: Divine Favor's
 * enemy hand size minus your own), `mod` (the remainder of a division: "every third"), and `min`/`max` bounds, in that order.
 */
export type AmountExpr =
  | ({ count: Selector; differentTypes?: boolean } & AmountMods)
  | ({ stat: (typeof AMOUNT_STATS)[number]; of: Selector | "each"; lastKnown?: boolean } & AmountMods)
  | ({ event: "amount" } & AmountMods)
  | ({ dealt: "damage" | "excess" | "overhealed" | "overhealing" | "discardedCost" | "repeatHits" } & AmountMods)
  | ({ costReduction: "excess" } & AmountMods)
  | ({ playedThisTurn: "card" | "minion" | "spell"; side?: "friendly" | "enemy" } & AmountMods)
  | ({ playedLastTurn: "card" | "minion" | "spell"; race?: string } & AmountMods)
  | ({ corpses: "have" | "spentThisGame" | "spentNow"; side?: "friendly" | "enemy" } & AmountMods)
  | ({ space: "friendly-board" | "enemy-board" } & AmountMods)
  | ({ random: [number, number] } & AmountMods)
  | ({ imbue: "level" | "count" } & AmountMods)
  | ({ died: "minions"; side?: "friendly" | "enemy" | "any"; thisTurn?: boolean; sinceYourLastTurn?: boolean; name?: string; race?: string; cards?: string[]; read?: "count" | "different" } & AmountMods)
  | ({ heroPowerUses: "game"; side?: "friendly" | "enemy" } & AmountMods)
  | ({ overload: "game" | "unlockedNow"; side?: "friendly" | "enemy" } & AmountMods)
  | ({ heroDamaged: "thisTurn" | "amountThisTurn" | "onOwnTurns" | "amountOnOwnTurns" | "amountOnOpponentsTurn" | "amountFromOpponentThisTurn"; side?: "friendly" | "enemy" } & AmountMods)
  | ({ spellDamage: "have"; side?: "friendly" | "enemy" } & AmountMods)
  | ({ died: "this-card"; side?: "friendly" | "enemy" } & AmountMods)
  | ({ manaSpent: "whileHeld" | "now" } & AmountMods)
  | ({ armorSpent: "now" } & AmountMods)
  | ({
    playedThisGame: "card" | "minion" | "spell" | "weapon" | "hero" | "location"; side?: "friendly" | "enemy"; race?: string; spellSchool?: string; cost?: number;
    mechanic?: string; cardClass?: string; otherClass?: boolean; whileHeld?: boolean; sameCardAs?: "self" | "event-target"; thisTurn?: boolean; lastTurn?: boolean; read?: "count" | "lastCost" | "different" | "spellSchools" | "minionTypes" | "manaSpent" | "turnsInARow"; created?: boolean; cards?: string[];
    last?: boolean; rune?: "blood" | "frost" | "unholy"; costAtLeast?: number; other?: boolean; attackOrHealth?: number; corrupted?: boolean;
    castOn?: "character" | "friendly-character" | "enemy-character" | "friendly-minion" | "enemy-minion";
  } & AmountMods)
  | ({ thisGame: "discarded" | "attacks" | "heroAttacks" | "shuffles" | "discovered" | "locationUses" | "invokes" | "secretsTriggered" | "heroHealthChangedOnOwnTurns" | "weaponsEquipped" | "healthRestored" | "armorGained"; side?: "friendly" | "enemy" } & AmountMods)
  | ({ dealtThisTurn: "withSpells"; side?: "friendly" | "enemy" } & AmountMods)
  | ({ counter: string; side?: "friendly" | "enemy" } & AmountMods)
  | ({ restoredThisTurn: true; side?: "friendly" | "enemy" } & AmountMods)
  | ({ drawn: "thisGame" | "thisTurn"; side?: "friendly" | "enemy" } & AmountMods)
  | ({ summoned: "minions"; side?: "friendly" | "enemy"; name?: string; race?: string; cards?: string[]; other?: boolean } & AmountMods)
  | ({ cthun: "attack" | "health"; side?: "friendly" | "enemy" } & AmountMods)
  | ({ mana: "available" | "crystals"; side?: "friendly" | "enemy" } & AmountMods);
/** A number, or an amount expression. */
export type Amount = number | AmountExpr;

const amountMods = {
  multiply: z.number().int().min(-100).max(100).optional().describe("multiply the value (−1: a reduction, Molten Giant's cost)"),
  add: z.union([z.number().int().min(-1000).max(1000), z.lazy(() => AmountExpr)]).optional()
    .describe("then add this: a number, or another amount read at the same moment (Divine Favor: `{ count: { all: \"hand\", side: \"friendly\" }, multiply: -1 }`)"),
  mod: z.number().int().min(2).max(100).optional()
    .describe("then the remainder of dividing by this, 0 to mod−1 (Kael'thas Sinstrider's \"Every third minion you play each turn\": `{ playedThisTurn: \"minion\", mod: 3 }` is 2 while the next minion played is a third one)"),
  min: z.union([z.number().int().min(-1000).max(1000), z.lazy(() => AmountExpr)]).optional()
    .describe("then raise to at least this: a number, or another amount read at the same moment (Divine Augur's \"the higher of the two stats\": `{ stat: \"attack\", of: \"each\", min: { stat: \"health\", of: \"each\" } }`)"),
  max: z.union([z.number().int().min(-1000).max(1000), z.lazy(() => AmountExpr)]).optional().describe("then lower to at most this: a number, or another amount read at the same moment"),
};
export const AmountExpr: z.ZodType<AmountExpr> = z.lazy(() =>
  z.union([
    z.object({ count: Selector, differentTypes: z.boolean().optional().describe("\"each minion of a different type\": how many of the entities named can each be given a different minion type of its own — typeless ones none, a two-type minion either type, an Amalgam any (rules-notes 231, 1482): Roaring Applause's \"for each minion of a different type you control\" is `{ count: \"friendly-minions\", differentTypes: true }`"), ...amountMods }).strict().describe("how many entities the selector names now (Frostwolf Warlord: other friendly minions)"),
    z.object({
      stat: z.enum(AMOUNT_STATS), of: z.union([z.literal("each"), Selector]), ...amountMods,
      lastKnown: z.boolean().optional().describe("in a deathrattle, read the dead minion (`self`) as it was when it left play, not as the graveyard reset it (4.8): Rattlegore's stats; in a trigger answering a death, the dead minion (`event-target`) likewise (Scavenging Flytrap); a minion this text's last `returnToHand` moved from play to a hand, as it was in play (Breakdance's \"Return a friendly minion to your hand. Summon a Dancer with its stats\")"),
    }).strict().describe("a stat of the entities named (summed), as it is now (Divine Spirit: the target's health); `each`: of each entity the effect reaches, in turn. `playedCost`: what a card played in this resolution cost when it was played (2.2, reductions included; its cost now for any other card): Arcane Artificer; `originalCost`: the Cost its card has in the card data (or a client's definition), before any Cost change — a snapshot's `cost` and enchantments alike left out: Wizened Truthseeker's \"back to their original Costs\"; `originalAttack` / `originalHealth`: likewise its card's printed Attack and Health (a weapon's Durability) — Glugg the Gulper's \"gain its original stats\""),
    z.object({ event: z.literal("amount"), ...amountMods }).strict().describe("the amount of the event being answered (damage, healing, armor)"),
    z.object({ dealt: z.enum(["damage", "excess", "overhealed", "overhealing", "discardedCost", "repeatHits"]), ...amountMods }).strict()
      .describe("damage: the damage this text's previous damage effect dealt, as 4.9 counts it before step 7 (0 when Immune or Divine Shield prevented it): Imp-losion; excess: what it dealt beyond the remaining Health and Armor of the characters it hit, read before each hit (Explosive Runes); overhealed: how many characters this text's previous heal effect Overhealed (each an overheal event: Dreamboat's \"Gain +1/+1 for each one Overhealed\"); overhealing: how much Health that heal effect restored beyond the maximum, the overheal events' amounts summed (Grace of the Highfather's \"the amount Overhealed\"); discardedCost: the Costs the cards this text's previous discard effect discarded had in hand as they left it, summed, 0 when it discarded none (Wing Welding's \"Deal damage equal to its Cost\"); repeatHits: how many hits of this text's previous damage effect with a random `count` landed on a character an earlier hit of that effect had already hit (0 for any other damage): Dart Throw's \"If both hit the same minion\""),
    z.object({ costReduction: z.literal("excess"), ...amountMods }).strict()
      .describe("excess: what this text's last `buff` with a Cost reduction could not take off — the reduction beyond the Cost each card had as it reached it (its Cost now, cost changes included; a Cost stops at 0), summed; 0 when none (Morchok's \"Repeat this with excess Cost reduction\")"),
    z.object({
      playedThisTurn: z.enum(["card", "minion", "spell"]), side: z.enum(["friendly", "enemy"]).optional().describe("whose plays: yours (default) or your opponent's"),
      ...amountMods,
    }).strict().describe("how many cards (minions, spells) the player played this turn, the card resolving now included (2.1: NUM_CARDS_PLAYED_THIS_TURN; Edwin VanCleef: each other card, add −1)"),
    z.object({
      playedLastTurn: z.enum(["card", "minion", "spell"]),
      race: z.string().regex(/^[A-Z]+$/).optional().describe("only minions of this type in the player's list of cards played on their previous turn (an Amalgam is every type)"),
      ...amountMods,
    }).strict().describe("how many cards (minions, spells) you played on your previous turn, countered ones left out (the counts and list kept as that player's turn starts, 2.1 MAIN_READY — the condition `playedLastTurn` reads the same): Grand Finale's \"Repeat for each Elemental you played last turn\" is `{ playedLastTurn: \"minion\", race: \"ELEMENTAL\" }`"),
    z.object({
      corpses: z.enum(["have", "spentThisGame", "spentNow"]), side: z.enum(["friendly", "enemy"]).optional().describe("whose Corpses: yours (default) or your opponent's (have, spentThisGame)"),
      ...amountMods,
    }).strict().describe("残骸: the Corpses the player has now (Player CORPSES − CORPSES_SPENT_THIS_GAME), has spent this game (CORPSES_SPENT_THIS_GAME), or (spentNow) how many this text's last `spendCorpses` spent"),
    z.object({ space: z.enum(["friendly-board", "enemy-board"]), ...amountMods }).strict()
      .describe("the free places on that board now: 7 less what it holds (minions, Dormant ones too, and Locations) — \"raise up to 5 Corpses\" raises only what fits (Army of the Dead: `{ space: \"friendly-board\", max: 5 }`)"),
    z.object({ imbue: z.enum(["level", "count"]), ...amountMods }).strict()
      .describe("灌注 (Imbue): `level`, your Hero Power's Imbue level (its TAG_SCRIPT_DATA_NUM_1: 1 after the Imbue that brought it, +1 for each Imbue since; 0 for a Hero Power that is not Imbued) — an Imbued Hero Power's \"@\"; `count`, how many times you have Imbued your Hero Power this game (Petal Picker's \"twice\")"),
    z.object({ died: z.literal("minions"), side: z.enum(["friendly", "enemy", "any"]).optional().describe("whose minions: yours (default), your opponent's, or `any`: both players'"),
      thisTurn: z.boolean().optional().describe("only the deaths of this turn (Remnant of Rage's \"for each minion that died this turn\": `side: any`)"),
      sinceYourLastTurn: z.boolean().optional().describe("only the deaths after the player's last turn: since their previous turn ended (the player's LAST_TURN_ENDED tag) — Necrotic Mortician's \"If a friendly Undead died after your last turn\""),
      name: z.string().min(1).max(100).optional().describe("only minions whose card's English name is this, whatever the card (Splintered Reality's \"each friendly Treant that died this game\": Treant)"),
      race: z.string().min(1).max(40).optional().describe("only minions whose card, as printed (the record keeps no states, 4.10), is of this minion type (an All minion is of every type): \"a friendly Undead\""),
      cards: z.array(z.string().min(1).max(100)).min(1).max(20).optional().describe("only minions of these cards (by id)"),
      read: z.enum(["count", "different"]).optional().describe("count (default): how many deaths match; different: how many different cards (card ids) died among them — Rivendare's Horsemen's \"If you had all four Horsemen die this game\" is `{ \"died\": \"minions\", \"cards\": [the four], \"read\": \"different\" }` at least 4"), ...amountMods }).strict()
      .describe("how many of the player's minions have died this game — the game's record of deaths (the snapshot's `deaths`), each counted for the player who controlled it as it died: Starsurge's \"Improved by each friendly minion that died this game\""),
    z.object({
      cthun: z.enum(["attack", "health"]), side: z.enum(["friendly", "enemy"]).optional().describe("whose C'Thun: yours (default) or your opponent's"),
      ...amountMods,
    }).strict().describe("克苏恩: the player's C'Thun's Attack (Health) \"wherever it is\" — C'Thun's printed 6 plus the player's C'Thun buffs (the player tags CTHUN_ATTACK_BUFF, CTHUN_HEALTH_BUFF), whether or not a C'Thun card is in hand, deck or play, and whatever else changed a C'Thun in play (rules-notes 1120): Klaxxi Amber-Weaver's \"If your C'Thun has at least 10 Attack\" is the condition `{ value: { cthun: \"attack\" }, atLeast: 10 }`"),
    z.object({
      heroPowerUses: z.literal("game"), side: z.enum(["friendly", "enemy"]).optional().describe("whose uses: yours (default) or your opponent's"),
      ...amountMods,
    }).strict().describe("how many times the player used their Hero Power this game (the player tag NUM_TIMES_HERO_POWER_USED_THIS_GAME): Glowroot Lure's \"Costs (1) less for each time you used your Hero Power this game\""),
    z.object({
      spellDamage: z.literal("have"), side: z.enum(["friendly", "enemy"]).optional().describe("whose: yours (default) or your opponent's"),
      ...amountMods,
    }).strict().describe("the player's Spell Damage now (the sum of their Spell Damage +N in play, rules/damage.ts spellDamageOf): Woodland Wonders' \"Costs (3) less if you have Spell Damage\" is the condition `{ value: { spellDamage: \"have\" }, atLeast: 1 }`"),
    z.object({
      heroDamaged: z.enum(["thisTurn", "amountThisTurn", "onOwnTurns", "amountOnOwnTurns", "amountOnOpponentsTurn", "amountFromOpponentThisTurn"]).describe("amountFromOpponentThisTurn: the damage taken this turn from sources its opponent controlled (armor and Health lost; our player tag HERO_DAMAGE_TAKEN_FROM_OPPONENT_THIS_TURN, restarted as each turn starts) — Crooked Cook's \"if you dealt 3 or more damage to the enemy hero\" with `side: enemy`; amountOnOpponentsTurn: the damage taken during the opponent's latest turn (armor and Health lost; our player tag HERO_DAMAGE_TAKEN_ON_OPPONENTS_TURN, restarted as the opponent's next turn starts) — Stormpike Marshal's \"If you took 5 or more damage on your opponent's turn\"; thisTurn: the times this turn; amountThisTurn: the damage taken this turn (armor and Health lost; our player tag HERO_DAMAGE_TAKEN_THIS_TURN, restarted as each turn starts) — Fearless Flamejuggler's \"Gain stats equal to the damage your hero has taken this turn\"; onOwnTurns: the times it took damage on its player's own turns this game (our player tag NUM_TIMES_HERO_DAMAGED_ON_OWN_TURNS) — Sauna Regular's \"Costs (1) less for each time your hero has taken damage on your turn\"; amountOnOwnTurns: the damage it took on its player's own turns this game, armor and Health lost, summed (our player tag HERO_DAMAGE_TAKEN_ON_OWN_TURNS) — Imprisoned Horror's \"Costs (1) less for each damage you've taken on your turns this game\""), side: z.enum(["friendly", "enemy"]).optional().describe("whose hero: yours (default) or your opponent's"),
      ...amountMods,
    }).strict().describe("how many times the player's hero took damage this turn — its damage events, armor or Health lost (the player tag HERO_DAMAGED_THIS_TURN, restarted as each turn starts): Devious Coyote's \"Costs (1) less for each time the enemy hero took damage this turn\"; `amountThisTurn`: the damage those events dealt, Armor and Health lost, summed (our player tag HERO_DAMAGE_TAKEN_THIS_TURN): Healthstone's \"Restore all damage your hero has taken this turn\""),
    z.object({
      overload: z.enum(["game", "unlockedNow"]).describe("game: the Overload gained this game; unlockedNow: the Overloaded Mana Crystals this text's last `unlockOverload` unlocked — those locked this turn and those owed for the next (rules-notes 890): Thorim, Stormlord's \"Unlock your Overloaded Mana Crystals. Draw that many cards\""), side: z.enum(["friendly", "enemy"]).optional().describe("whose: yours (default) or your opponent's"),
      ...amountMods,
    }).strict().describe("how many Mana Crystals the player has Overloaded this game — every Overload gained, counted as it is gained (the player tag OVERLOAD_THIS_GAME): Snowfury Giant's \"Costs (1) less for each Mana Crystal you've Overloaded this game\""),
    z.object({
      died: z.literal("this-card"), side: z.enum(["friendly", "enemy"]).optional().describe("whose minions: yours (default, as they were at their death) or your opponent's"),
      ...amountMods,
    }).strict().describe("how many times a minion of this card (`self`'s card id) died this game under the player's control — the death record of 4.10, this death included in its own deathrattle: Ysondre's \"for each time Ysondre has died this game\""),
    z.object({
      mana: z.enum(["available", "crystals"]), side: z.enum(["friendly", "enemy"]).optional().describe("whose: yours (default) or your opponent's"), ...amountMods,
    }).strict().describe("the player's Mana now (4.12): `available`, what they can still spend this turn (crystals plus temporary Mana, less what is used and locked) — Scrappy Scavenger's \"your remaining Mana Crystals\"; `crystals`, their Mana Crystals, empty or full (Crystal Tender's \"until both players have the same Mana\")"),
    z.object({ manaSpent: z.enum(["whileHeld", "now"]), ...amountMods }).strict()
      .describe("whileHeld: the Mana its owner spent while this card (`self`) was in their hand (its tag MANA_SPENT_WHILE_HELD, counted for a card with `countsManaSpent`): Felwood Treant's \"If you spent 4 Mana while holding this\"; now: what this text's last `spendMana` spent (Mossbinding's \"+1/+1 for each Mana spent\")"),
    z.object({ armorSpent: z.literal("now"), ...amountMods }).strict()
      .describe("what this text's last `spendArmor` spent (Reckless Flurry's \"Spend all your Armor. Deal that much damage to all minions\")"),
    z.object({
      playedThisGame: z.enum(["card", "minion", "spell", "weapon", "hero", "location"]).describe("which kind of card played counts (card: any)"),
      side: z.enum(["friendly", "enemy"]).optional().describe("whose plays: yours (default) or your opponent's"),
      race: z.string().regex(/^[A-Z]+$/).optional().describe("only minions of this type (an Amalgam is every type)"),
      spellSchool: z.string().regex(/^[A-Z]+$/).optional().describe("only spells of this school (Ravenous Felfisher's Fel spells: FEL)"),
      mechanic: z.string().regex(/^[A-Z][A-Z0-9_]*$/).optional().describe("only cards the card data gives this mechanic (Questing Assistant's \"a Quest\": QUEST)"),
      cardClass: z.string().regex(/^[A-Z]+$/).optional().describe("only cards of this class"),
      cost: z.number().int().min(0).max(100).optional().describe("only cards that cost exactly this when they were played (the record's cost paid, as the filter `playedCost` reads it): Thirsty Drifter's \"Costs (1) less for each 1-Cost card you've played this game\" is `{ playedThisGame: \"card\", cost: 1, multiply: -1 }`"),
      otherClass: z.boolean().optional().describe("only cards from another class: class cards of a class other than the player's (their hero's class), neutral ones left out — Snatch and Grab's \"for each card you've played from another class\""),
      whileHeld: z.boolean().optional().describe("only the plays made while this card (`self`) was in its owner's hand — since it last came into the hand (its tag HELD_SINCE_PLAY), its own play left out: Ebb and Flow's \"If you played a minion while holding this\""),
      sameCardAs: z.enum(["self", "event-target"]).optional().describe("only plays of the same card (card id) as this entity, its own play left out: Sylvanas's Triumph's \"another copy of this\" (self), Twisted Webweaver's \"another minion you've already played\" (event-target)"),
      other: z.boolean().optional().describe("leave out this entity's (`self`'s) own play: Ra-den's \"each other minion you've played this game\""),
      thisTurn: z.boolean().optional().describe("only the plays of this turn"),
      lastTurn: z.boolean().optional().describe("only the plays of the player's last turn that is over (your previous turn; your opponent's most recent one — the player tag LAST_TURN_ENDED, else turns alternating): Tram Heist's \"each card your opponent played last turn\""),
      created: z.boolean().optional().describe("only cards made during the game (true: they had a CREATOR, they did not start in a deck — Techysaurus's \"each card you played this game that didn't start in your deck\") or only cards that did (false)"),
      cards: z.array(z.string().regex(/^[A-Za-z0-9_]+$/)).min(1).max(20).optional().describe("only plays of these cards (card ids): Ranger General Sylvanas's \"If you've played Alleria or Vereesa\" names her two bundled cards"),
      last: z.boolean().optional().describe("only the last card the player played (the latest play of the record; when that is this card's (`self`) own play, the one before it), 0 or 1 before the other fields test it: Grotesque Runeblade's \"If the last card you played had an Unholy rune\""),
      rune: z.enum(["blood", "frost", "unholy"]).optional().describe("only cards whose rune cost (cards/rune-costs.ts: the game's data) has at least one rune of this kind"),
      costAtLeast: z.number().int().min(0).max(100).optional().describe("only plays that cost at least this when played (the record's `cost`, what was paid): Anubisath Defender's \"if you've cast a spell that costs (5) or more this turn\""),
      corrupted: z.boolean().optional().describe("only plays of Corrupted cards (or of the others): cards a Corrupt card becomes, as the filter `corrupted` reads them — Y'Shaarj's \"each Corrupted card you've played this game\""),
      castOn: z.enum(["character", "friendly-character", "enemy-character", "friendly-minion", "enemy-minion"]).optional().describe("only cards played at such a character: the target chosen as the card was played (the record's `target`; a card played without a target, or at a card in hand or a Location, never counts) — Sea Shanty's \"Costs (1) less for each spell you've cast on characters this game\" is `character`, Devout Pupil's \"on friendly characters\" `friendly-character`"),
      attackOrHealth: z.number().int().min(0).max(100).optional().describe("only minions (and weapons) whose printed Attack or printed Health (Durability) is this number: Joymancer Jepetto's \"every 1-Attack or 1-Health minion you've played\" is 1"),
      read: z.enum(["count", "lastCost", "different", "spellSchools", "minionTypes", "manaSpent", "turnsInARow"]).optional().describe("count (default): how many plays match; turnsInARow: how many of the player's own turns in a row, counting back from the turn in progress (when it is theirs and has a matching play; one without yet does not break the run) or else from their last turn that is over, each had at least one matching play (\"each turn in a row you've played an Elemental\": Azerite Giant's `{ playedThisGame: \"card\", race: \"ELEMENTAL\", read: \"turnsInARow\", multiply: -1 }`; the card being played is in the record by its Battlecry, rules-notes 1440); lastCost: what the last of them cost when it was played (the Mana or Health paid; 0 when none); manaSpent: the Mana paid for them, summed (a play paid with Health or Corpses adds none — the record's `paid`): Naga Giant's \"each Mana you've spent on spells this game\"; different: how many different cards (card ids) they are — \"repeat for each\" of the cards `cards` names that you have played, however often; spellSchools: how many different spell schools the matching spells have (a spell without a school adds none) — Wisdom of Norgannon's \"for each different spell school you've cast this game\"; minionTypes: how many of the matching minion cards can each be given a different minion type of its own (a typeless one none, an Amalgam any: rules-notes 231, 1482) — Power Slider's \"for each minion of a different type you've played this game\""),
      ...amountMods,
    }).strict().describe("the record of cards played this game (the player's `playedThisGame`: each card played from hand, countered ones left out, with the cost paid and the turn; the last 200 kept): Ravenous Felfisher's \"Costs (1) less for each Fel spell you've cast this game\" is `{ playedThisGame: \"spell\", spellSchool: \"FEL\", multiply: -1 }`"),
    z.object({
      thisGame: z.enum(["discarded", "attacks", "heroAttacks", "shuffles", "discovered", "locationUses", "invokes", "secretsTriggered", "heroHealthChangedOnOwnTurns", "weaponsEquipped", "healthRestored", "armorGained"]), side: z.enum(["friendly", "enemy"]).optional().describe("whose: yours (default) or your opponent's"),
      ...amountMods,
    }).strict().describe("a count the player keeps for the whole game (rules/played.ts): `discarded`, the cards they discarded (4.3; player tag NUM_CARDS_DISCARDED_THIS_GAME: Duke of Below's \"+2/+2 for each card you've discarded this game\"); `attacks`, the attacks their characters made, counted as each attack ends (2.6 f, a cancelled one too; player tag NUM_ATTACKS_THIS_GAME: Muradin's Last Stand's \"each time a friendly character attacked this game\"); `heroAttacks`, the attacks their hero made, counted the same way (player tag NUM_HERO_ATTACKS_THIS_GAME, ours: Shockspitter's \"Improved by your hero attacks this game\"); `shuffles`, the times the player shuffled cards into their own deck — one for each effect of a text they control that put at least one card there at a random place, a trade not (player tag NUM_TIMES_SHUFFLED_INTO_DECK: Underbrush Tracker's \"Costs (1) less for each time you've shuffled cards into your deck\"); `discovered`, the cards the player Discovered — each Discover that took a card (player tag NUM_CARDS_DISCOVERED_THIS_GAME: Alien Encounters' \"Costs (1) less for each card you Discovered this game\"); `secretsTriggered`, the player's Secrets that triggered — each revealed as it triggered, its effect resolved or not (player tag NUM_SECRETS_TRIGGERED_THIS_GAME, ours: Sayge's \"Draw 1 card. (Upgraded for each friendly Secret that has triggered this game!)\" is `{ type: \"draw\", count: { thisGame: \"secretsTriggered\", add: 1 } }`); `heroHealthChangedOnOwnTurns`, the times the player's hero's Health changed during that player's own turns (each change the condition `heroHealthChangedThisTurn` counts, on their turns; player tag NUM_TIMES_HERO_HEALTH_CHANGED_ON_OWN_TURNS, ours: Flesh Giant); `weaponsEquipped`, the weapons the player equipped — played or by an effect, each counted as it becomes their weapon (player tag NUM_WEAPONS_EQUIPPED_THIS_GAME, ours: Abyssal Bassist's \"Costs (2) less for each weapon you've equipped this game\"); `healthRestored`, the Health the player's effects restored this game — each heal whose source they control (Lifesteal's too), the Health it restored to any character, an overheal's excess not, as `restoredThisTurn` counts it (player tag HEALTH_RESTORED_THIS_GAME, ours: Crystal Stag's \"If you've restored 5 Health this game\")"),
    z.object({
      counter: z.string().regex(/^[A-Z][A-Z0-9_]{0,39}$/), side: z.enum(["friendly", "enemy"]).optional().describe("whose: yours (default) or your opponent's"),
      ...amountMods,
    }).strict().describe("a player's named counter for the game (the player tag COUNTER_<name>, 0 until an `addNumber` with that `counter` raises it; kept in a snapshot's player `tags`): Bolide Behemoth's \"Your Asteroids deal 1 more damage this game\" — the Asteroid's \"Deal $2 damage\" is `{ counter: \"ASTEROID_DAMAGE\", add: 2 }`"),
    z.object({
      summoned: z.literal("minions"), side: z.enum(["friendly", "enemy"]).optional().describe("whose summons: yours (default) or your opponent's"),
      name: z.string().min(1).max(60).optional().describe("only minions whose card has this English name (\"each Treant you've summoned\": Treant)"),
      race: z.string().regex(/^[A-Z]+$/).optional().describe("only minions whose card, as printed, is of this minion type (an Amalgam is every type)"),
      cards: z.array(z.string().regex(/^[A-Za-z0-9_]+$/)).min(1).max(20).optional().describe("only minions of these cards (card ids)"),
      other: z.boolean().optional().describe("leave out the summon of this entity (`self`) itself: \"each other Astral Automaton\""),
      ...amountMods,
    }).strict().describe("how many minions the player summoned this game — played ones too (2.2's summon step), summoned and put into play; the game's summon record, the snapshot's `summons` (the last 500): Cultivation's \"Costs (1) less for each Treant you've summoned this game\""),
    z.object({
      drawn: z.enum(["thisGame", "thisTurn"]), side: z.enum(["friendly", "enemy"]).optional().describe("whose: yours (default) or your opponent's"),
      ...amountMods,
    }).strict().describe("how many cards the player drew this game (this turn): each card a draw put into their hand — a card a full hand burned is not drawn, nor is a Fatigue (the player tags NUM_CARDS_DRAWN_THIS_GAME and NUM_CARDS_DRAWN_THIS_TURN, the latter restarted as each turn starts, before its draw; rules-notes 1025): Argunite Golem's \"+1 Attack for each card you've drawn this turn\"; Playhouse Giant's \"Costs (1) less for each card you've drawn this game\" is `{ drawn: \"thisGame\", multiply: -1 }`"),
    z.object({
      restoredThisTurn: z.literal(true), side: z.enum(["friendly", "enemy"]).optional().describe("whose: yours (default) or your opponent's"),
      ...amountMods,
    }).strict().describe("the Health the player's effects restored this turn: each heal whose source they control (Lifesteal's too), the Health it restored to any character — an overheal's excess not (our player tag HEALTH_RESTORED_THIS_TURN, restarted as each turn starts; rules-notes 1202): Xyrella's \"If you've restored Health this turn, deal that much damage to all enemy minions\""),
    z.object({
      dealtThisTurn: z.literal("withSpells"), side: z.enum(["friendly", "enemy"]).optional().describe("whose: yours (default) or your opponent's"),
      ...amountMods,
    }).strict().describe("the damage the player's spells (a spell card as the source: played, Secrets, lasting spells) dealt this turn, armor and Health lost (4.9 step 7; player tag SPELL_DAMAGE_DEALT_THIS_TURN, restarted as each turn starts): Spellweaver's Brilliance's \"Costs (1) less for each damage you dealt with spells this turn\""),
    z.object({
      random: z.tuple([z.number().int().min(0).max(100), z.number().int().min(0).max(100)])
        .refine(([lo, hi]) => lo <= hi, "the lower bound comes first"),
      ...amountMods,
    }).strict().describe("a whole number from the first to the second, inclusive, picked at random when the amount is read (a recorded random decision): I Am Murloc's three, four or five Murlocs, `[3, 5]`"),
  ]),
);
/** A constant (with the given bounds) or an amount expression, evaluated when the effect resolves. */
export const amountOr = (n: z.ZodNumber) => z.union([n, AmountExpr]);
