/** Showdown in the Badlands (WILD_WEST). */
import type { CardDefinition, Effect } from "../format/index.js";
import { bonusEffects } from "./bonus-effects.js";

/** "Each turn in a row you've played an Elemental" (rules-notes 1440). */
const ELEMENTAL_STREAK = { playedThisGame: "card", race: "ELEMENTAL", read: "turnsInARow" } as const;

/** A Discover of a card of Cost `cost` from your class's cards and neutral ones (Snake Eyes). */
const discoverCost = (cost: number): Effect => ({ type: "discover", from: { type: "CARD", cost, yourClass: true } });

/** Snake Eyes' two dice (rules-notes 1641): each a recorded random pick of six faces, 1 to 6; the second die's six options
 * then Discover a card of each Cost, and a third of that Cost on doubles. */
const SNAKE_EYES_DICE: Effect = {
  type: "choose", random: true,
  options: [1, 2, 3, 4, 5, 6].map((a) => ({ effects: [{ type: "choose", random: true,
    options: [1, 2, 3, 4, 5, 6].map((b) => ({ effects: a === b ? [discoverCost(a), discoverCost(b), discoverCost(a)] : [discoverCost(a), discoverCost(b)] })) }] })),
};

export const WILD_WEST = (): CardDefinition[] => [
  // Quickdraw (快枪): "if you play this the turn it enters your hand" — the condition `{ quickdraw: true }` (in hand: the
  // card's ENTERED_HAND_THIS_TURN; played: its play record). Spells and texts that change a Battlecry only (rules-notes 417).
  // Dehydrate: "Lifesteal. Deal $4 damage to a minion. Quickdraw: Costs (1)." (a cost aura on itself in hand)
  { id: "WW_325", target: { type: "minion" }, spell: [{ type: "damage", amount: 4, to: "target" }],
    auras: [{ to: "self", zone: "hand", buff: { setCost: 1 }, if: { quickdraw: true } }] },
  // Lay Down the Law: "Tradeable. Set a minion's Attack and Health to 1. Quickdraw: Then deal $1 damage to it."
  { id: "WW_365", target: { type: "minion" }, spell: [
    { type: "buff", to: "target", enchantment: "WW_365e" },
    { type: "if", if: { quickdraw: true }, then: [{ type: "damage", amount: 1, to: "target" }] },
  ] },
  { id: "WW_365e", type: "ENCHANTMENT", name: "Justice Dispensed", cardClass: "PALADIN", inferred: true, buff: { setAttack: 1, setHealth: 1 } },
  // Rehydrate: "Restore #7 Health. Quickdraw: Refresh 2 Mana Crystals." (any character, then the refresh)
  { id: "WW_823", target: { type: "character" }, spell: [
    { type: "heal", amount: 7, to: "target" },
    { type: "if", if: { quickdraw: true }, then: [{ type: "refreshMana", amount: 2 }] },
  ] },
  // Farm Hand: "Battlecry: Discover an Undead. Quickdraw: It costs (2) less." (the Quickdraw changes what the Battlecry
  // gives: part of it — Brann repeats both)
  { id: "WW_358", battlecry: [{ type: "if", if: { quickdraw: true },
    then: [{ type: "discover", from: { type: "MINION", race: "UNDEAD", yourClass: true }, enchantment: "WW_358e" }],
    else: [{ type: "discover", from: { type: "MINION", race: "UNDEAD", yourClass: true } }] }] },
  { id: "WW_358e", type: "ENCHANTMENT", name: "Handy", cardClass: "DEATHKNIGHT", inferred: true, buff: { cost: -2 } },
  // Stick Up: "Discover a Quickdraw card from another class." (the card data's QUICKDRAW mechanic; any class but yours)
  { id: "WW_411", spell: [{ type: "discover", from: { type: "CARD", mechanic: "QUICKDRAW", otherClass: true } }] },
  // --- late-d: definitions whose steps the format already has ---
  // Stone Drake: "Divine Shield, Taunt, Lifesteal, Elusive" (keywords from the data)
  { id: "DEEP_006" },
  // Needlerock Totem: "At the end of your turn, gain 2 Armor and draw a card."
  { id: "DEEP_008", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "armor", amount: 2 }, { type: "draw" }] }] },
  // Quick Pick (weapon): "After your hero attacks, draw a card."
  { id: "DEEP_014", triggers: [{ on: "after-attack", if: { source: "friendly-hero" }, do: [{ type: "draw" }] }] },
  // Hidden Gem: "Stealth At the end of your turn, restore #2 Health to all friendly characters."
  { id: "DEEP_023", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "heal", amount: 2, to: "friendly-characters" }] }] },
  // Elementium Geode: "Battlecry and Deathrattle: Draw a card. Deal 2 damage to your hero."
  { id: "DEEP_030", battlecry: [{ type: "draw" }, { type: "damage", amount: 2, to: "friendly-hero" }],
    deathrattle: [{ type: "draw" }, { type: "damage", amount: 2, to: "friendly-hero" }] },
  // Shale Spider: "Battlecry: If you played an Elemental last turn, draw a card."
  { id: "DEEP_034", battlecry: [{ type: "if", if: { playedLastTurn: "minion", race: "ELEMENTAL", atLeast: 1 }, then: [{ type: "draw" }] }] },
  // Gold Panner: "At the end of your turn, draw a card."
  { id: "WW_391", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "draw" }] }] },
  // Triple Sevens: "Deal $7 damage to a minion. Draw 7 cards."
  { id: "WW_410", target: { type: "minion" }, spell: [{ type: "damage", amount: 7, to: "target" }, { type: "draw", count: 7 }] },
  // Bunny Stomper: "Your Beasts have Rush." (itself a Beast: it has Rush too)
  { id: "WW_435", auras: [{ to: { all: "minions", side: "friendly", where: { race: "BEAST" } }, buff: { grants: ["RUSH"] } }] },
  // Detonation Juggernaut: "Taunt. Battlecry: Give Taunt minions in your hand +2/+2."
  { id: "WW_329", battlecry: [{ type: "buff", to: { all: "hand", side: "friendly", where: { type: "minion", tag: "TAUNT" } }, enchantment: "WW_329e" }] },
  { id: "WW_329e", type: "ENCHANTMENT", name: "Tauntier Taunt", cardClass: "WARRIOR", inferred: true, buff: { attack: 2, health: 2 } },
  // Unlucky Powderman: "Taunt Deathrattle: Give Taunt minions in your hand and deck +1/+1."
  { id: "WW_367", deathrattle: [
    { type: "buff", to: { all: "hand", side: "friendly", where: { type: "minion", tag: "TAUNT" } }, enchantment: "WW_367e" },
    { type: "buff", to: { all: "deck", side: "friendly", where: { type: "minion", tag: "TAUNT" } }, enchantment: "WW_367e" }] },
  { id: "WW_367e", type: "ENCHANTMENT", name: "Coal Dust", cardClass: "WARRIOR", inferred: true, buff: { attack: 1, health: 1 } },
  // Cattle Rustler: "Battlecry: Draw a Beast. It costs (3) less."
  { id: "WW_351", battlecry: [{ type: "draw", where: { type: "minion", race: "BEAST" }, enchantment: "WW_351e" }] },
  { id: "WW_351e", type: "ENCHANTMENT", name: "Rustled", cardClass: "NEUTRAL", inferred: true, buff: { cost: -3 } },
  // Take to the Skies: "Draw two Dragons. Give them +1/+1."
  { id: "WW_816", spell: [{ type: "draw", count: 2, where: { type: "minion", race: "DRAGON" }, enchantment: "WW_816e" }] },
  { id: "WW_816e", type: "ENCHANTMENT", name: "Soaaaring Flyyyying", cardClass: "DRUID", inferred: true, buff: { attack: 1, health: 1 } },
  // Splish-Splash Whelp: "Battlecry: If you're holding a Dragon, gain an empty Mana Crystal." (itself a Dragon: another one)
  { id: "WW_819", battlecry: [{ type: "if", if: { exists: { all: "hand", side: "friendly", where: { race: "DRAGON", not: "self" } } },
    then: [{ type: "manaCrystals", amount: 1, state: "empty" }] }] },
  // Spinetail Drake: "Battlecry: If you're holding a Dragon, deal 5 damage to an enemy minion."
  { id: "WW_820", target: { type: "minion", side: "enemy", if: { exists: { all: "hand", side: "friendly", where: { race: "DRAGON", not: "self" } } } },
    battlecry: [{ type: "if", if: { exists: { all: "hand", side: "friendly", where: { race: "DRAGON", not: "self" } } }, then: [{ type: "damage", amount: 5, to: "target" }] }] },
  // Desert Nestmatron: "Taunt. Battlecry: If you're holding a Dragon, refresh 4 Mana Crystals."
  { id: "WW_826", battlecry: [{ type: "if", if: { exists: { all: "hand", side: "friendly", where: { race: "DRAGON", not: "self" } } },
    then: [{ type: "refreshMana", amount: 4 }] }] },
  // Blast Tortoise: "Taunt Battlecry: Deal damage to all enemy minions equal to this minion's Attack."
  { id: "WW_346", battlecry: [{ type: "damage", amount: { stat: "attack", of: "self" }, to: "enemy-minions" }] },
  // Lawful Longarm: "Rush, Lifesteal Battlecry: Gain +1 Attack for each card in your hand." (the hand as the Battlecry resolves)
  { id: "WW_342", battlecry: [{ type: "buff", to: "self", attack: { count: { all: "hand", side: "friendly" } }, enchantment: "WW_342e" }] },
  { id: "WW_342e", type: "ENCHANTMENT", name: "Law Abiding", cardClass: "PALADIN", inferred: true },
  // Hi Ho Silverwing: "Divine Shield Deathrattle: Draw a Holy spell."
  { id: "WW_344", deathrattle: [{ type: "draw", where: { type: "spell", spellSchool: "HOLY" } }] },
  // Holy Cowboy: "Battlecry: Your next Holy spell costs (2) less." (a cost state on your hero, not limited to this turn,
  // used up by the next Holy spell played — as Spelunker's)
  { id: "WW_335", battlecry: [{ type: "buff", to: "friendly-hero", enchantment: "WW_335e" }] },
  { id: "WW_335e", type: "ENCHANTMENT", name: "Holy Cowboy", cardClass: "PALADIN", inferred: true,
    auras: [{ to: { all: "hand", side: "friendly", where: { type: "spell", spellSchool: "HOLY" } }, buff: { cost: -2 } }],
    consumedBy: { type: "spell", spellSchool: "HOLY" } },
  // Amphibious Elixir: "Restore #5 Health. Discover a spell." (any character; a spell of your class, as Discover does)
  { id: "WW_080", target: { type: "character" }, spell: [{ type: "heal", amount: 5, to: "target" }, { type: "discover", from: { type: "SPELL", yourClass: true } }] },
  // Greedy Partner: "Battlecry: If you're holding another 2-Cost card, get a Coin." (its Cost now)
  { id: "WW_901", battlecry: [{ type: "if", if: { exists: { all: "hand", side: "friendly", where: { cost: 2, not: "self" } } },
    then: [{ type: "addCard", card: "GAME_005" }] }] },
  // Linedance Partner: "Battlecry: If you're holding another 3-Cost card, summon a random 3-Cost minion."
  { id: "WW_433", battlecry: [{ type: "if", if: { exists: { all: "hand", side: "friendly", where: { cost: 3, not: "self" } } },
    then: [{ type: "summonRandom", pool: { type: "MINION", cost: 3 } }] }] },
  // Rowdy Partner: "Battlecry: If you're holding another 4-Cost card, deal 4 damage." (any character; no target without one)
  { id: "WW_906", target: { type: "character", if: { exists: { all: "hand", side: "friendly", where: { cost: 4, not: "self" } } } },
    battlecry: [{ type: "if", if: { exists: { all: "hand", side: "friendly", where: { cost: 4, not: "self" } } }, then: [{ type: "damage", amount: 4, to: "target" }] }] },
  // Living Horizon: "Taunt, Divine Shield Costs (1) less for each other card in your hand."
  { id: "WW_366", auras: [{ to: "self", zone: "hand", buff: { cost: { count: { all: "hand", side: "friendly", where: { not: "self" } }, multiply: -1 } } }] },
  // Prismatic Beam: "Deal $3 damage to all enemies. Costs (1) less for each enemy minion."
  { id: "WW_336", spell: [{ type: "damage", amount: 3, to: "enemy-characters" }],
    auras: [{ to: "self", zone: "hand", buff: { cost: { count: "enemy-minions", multiply: -1 } } }] },
  // Burning Heart: "Deal $2 damage to a minion. If it survives, give your hero +3 Attack this turn." (survives: not mortally
  // wounded once the damage is dealt)
  { id: "DEEP_011", target: { type: "minion" }, spell: [{ type: "damage", amount: 2, to: "target" },
    { type: "if", if: { entity: "target", matches: { mortallyWounded: false } }, then: [{ type: "buff", to: "friendly-hero", enchantment: "DEEP_011e" }] }] },
  { id: "DEEP_011e", type: "ENCHANTMENT", name: "Heart of Fire", cardClass: "WARRIOR", inferred: true, buff: { attack: 3, oneTurn: true } },
  // Aftershocks: "Deal $1 damage to all minions, three times. Costs (2) less if you cast a spell last turn."
  { id: "DEEP_010", spell: [{ type: "repeat", times: 3, do: [{ type: "damage", amount: 1, to: "all-minions" }] }],
    auras: [{ to: "self", zone: "hand", buff: { cost: -2 }, if: { playedLastTurn: "spell", atLeast: 1 } }] },
  // Fistful of Corpses: "Deal damage to a minion equal to your Corpses." (the Corpses you have; none spent)
  { id: "WW_354", target: { type: "minion" }, spell: [{ type: "damage", amount: { corpses: "have" }, to: "target" }] },
  // Pip the Potent: "Battlecry: Copy each 1-Cost card in your hand." (their Cost now)
  { id: "WW_394", battlecry: [{ type: "addCard", copyOf: { all: "hand", side: "friendly", where: { cost: 1 } } }] },
  // Battlepickaxe (weapon): "After you play a Taunt minion, gain +1 Durability." (as Glory Chaser's trigger)
  { id: "WW_347", triggers: [{ on: "after-play", if: { target: { side: "friendly", type: "minion", tag: "TAUNT" } }, do: [{ type: "buff", to: "self", enchantment: "WW_347e" }] }] },
  { id: "WW_347e", type: "ENCHANTMENT", name: "Back in the Mine", cardClass: "WARRIOR", inferred: true, buff: { health: 1 } },
  // Saloon Brewmaster: "Battlecry: Return a friendly minion to your hand. Give it +2/+2." (the card in hand gets it)
  { id: "WW_423", target: { type: "minion", side: "friendly" }, battlecry: [{ type: "returnToHand", to: "target", enchantment: "WW_423e" }] },
  { id: "WW_423e", type: "ENCHANTMENT", name: "Order Up", cardClass: "NEUTRAL", inferred: true, buff: { attack: 2, health: 2 } },
  // --- w10/badlands: definitions whose steps the format already has ---
  // Bovine Skeleton: "Deathrattle: If this has 4 or more Attack, summon a Bovine Skeleton." (its Attack as it left play)
  { id: "WW_809", deathrattle: [{ type: "if", if: { value: { stat: "attack", of: "self", lastKnown: true }, atLeast: 4 },
    then: [{ type: "summon", card: "WW_809" }] }] },
  // Dang-Blasted Elemental: "Taunt Deathrattle: Deal 2 damage to all minions except friendly Elementals."
  { id: "WW_397", deathrattle: [{ type: "damage", amount: 2,
    to: { from: "all-minions", except: { all: "minions", side: "friendly", where: { race: "ELEMENTAL" } } } }] },
  // Dragon Golem: "Taunt Battlecry: Summon a copy of this for each Dragon in your hand." (copies per 4.8, its states too)
  { id: "WW_822", battlecry: [{ type: "summonCopy", of: "self", copyState: true,
    count: { count: { all: "hand", side: "friendly", where: { race: "DRAGON" } } } }] },
  // Messenger Buzzard: "Deathrattle: Draw a Beast. Give minions in your hand +1/+1." (the Beast drawn too)
  { id: "WW_807", deathrattle: [{ type: "draw", where: { type: "minion", race: "BEAST" } },
    { type: "buff", to: { all: "hand", side: "friendly", where: { type: "minion" } }, enchantment: "WW_807e" }] },
  // inferred from Messenger Buzzard's text
  { id: "WW_807e", type: "ENCHANTMENT", name: "A Message", cardClass: "HUNTER", inferred: true, buff: { attack: 1, health: 1 } },
  // Midnight Wolf: "Rush Outcast: Summon a copy of this." (a copy per 4.8)
  { id: "WW_406", outcast: [{ type: "summonCopy", of: "self", copyState: true }] },
  // Obsidian Revenant: "Taunt Deathrattle: Summon two random Deathrattle minions that cost (3) or less."
  { id: "DEEP_005", deathrattle: [{ type: "summonRandom", pool: { type: "MINION", mechanic: "DEATHRATTLE", costAtMost: 3 }, count: 2 }] },
  // Shell Game: "Get a random Epic, Rare, and Common card from other classes."
  { id: "WW_416", spell: [
    { type: "addCard", pool: { type: "CARD", rarity: "EPIC", otherClass: true } },
    { type: "addCard", pool: { type: "CARD", rarity: "RARE", otherClass: true } },
    { type: "addCard", pool: { type: "CARD", rarity: "COMMON", otherClass: true } },
  ] },
  // Spurfang: "Battlecry and Deathrattle: Summon a random Beast with Cost equal to this minion's Attack." (in the
  // Deathrattle, its Attack as it left play)
  { id: "WW_814", battlecry: [{ type: "summonRandom", pool: { type: "MINION", race: "BEAST", cost: { stat: "attack", of: "self" } } }],
    deathrattle: [{ type: "summonRandom", pool: { type: "MINION", race: "BEAST", cost: { stat: "attack", of: "self", lastKnown: true } } }] },
  // Starshooter (weapon): "After your hero attacks, get an Arcane Shot."
  { id: "WW_813", triggers: [{ on: "after-attack", if: { source: "friendly-hero" }, do: [{ type: "addCard", card: "DS1_185" }] }] },
  // Ten Gallon Hat: "Draw a minion. Give it +1/+1 and "Deathrattle: Get a Ten Gallon Hat.""
  { id: "WW_811", spell: [{ type: "draw", where: { type: "minion" }, enchantment: "WW_811e" }] },
  // inferred from Ten Gallon Hat's text
  { id: "WW_811e", type: "ENCHANTMENT", name: "Ten Gallon Hat", cardClass: "HUNTER", inferred: true, buff: { attack: 1, health: 1 },
    deathrattle: [{ type: "addCard", card: "WW_811" }] },
  // Saddle Up!: "Give your minions "Deathrattle: Summon a random Beast that costs (3) or less.""
  { id: "WW_812", spell: [{ type: "buff", to: "friendly-minions", enchantment: "WW_812e" }] },
  // inferred from Saddle Up!'s text
  { id: "WW_812e", type: "ENCHANTMENT", name: "Saddled Up", cardClass: "HUNTER", inferred: true,
    deathrattle: [{ type: "summonRandom", pool: { type: "MINION", race: "BEAST", costAtMost: 3 } }] },
  // Therazane: "Taunt Deathrattle: Double the stats of all Elementals in your hand and deck." (doubling adds the current
  // values, 4.1)
  { id: "DEEP_036", deathrattle: [
    { type: "buff", to: { all: "hand", side: "friendly", where: { type: "minion", race: "ELEMENTAL" } },
      attack: { stat: "attack", of: "each" }, health: { stat: "health", of: "each" }, enchantment: "DEEP_036e" },
    { type: "buff", to: { all: "deck", side: "friendly", where: { type: "minion", race: "ELEMENTAL" } },
      attack: { stat: "attack", of: "each" }, health: { stat: "health", of: "each" }, enchantment: "DEEP_036e" },
  ] },
  // inferred from Therazane's text
  { id: "DEEP_036e", type: "ENCHANTMENT", name: "Earthmother's Boon", cardClass: "NEUTRAL", inferred: true },
  // Trapdoor Spider: "Stealth, Poisonous After your opponent plays a minion, attack it."
  { id: "WW_300", triggers: [{ on: "after-play", if: { target: { side: "enemy", type: "minion" } },
    do: [{ type: "forceAttack", attacker: "self", defender: "event-target" }] }] },
  // Waste Remover: "At the end of your turn, destroy the bottom 3 cards of your deck."
  { id: "WW_042", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "destroy", to: { top: "deck", bottom: true, count: 3 } }] }] },
  // Tae'thelan Bloodwatcher: "Cards that didn't start in your deck cost (4) less (but not less than 1)." (in your hand: the
  // cards an effect made, the game's CREATOR)
  { id: "WW_430", auras: [{ to: { all: "hand", side: "friendly", where: { tag: "CREATOR" } }, buff: { cost: -4, minCost: 1 }, enchantment: "WW_430e" }] },
  // inferred from Tae'thelan Bloodwatcher's text
  { id: "WW_430e", type: "ENCHANTMENT", name: "Reliquary Findings", cardClass: "MAGE", inferred: true },
  // Posse Possession: "Summon a 4/4 copy of a random minion in your opponent's hand."
  { id: "WW_600", spell: [{ type: "summonCopy", of: { random: { all: "hand", side: "enemy", where: { type: "minion" } } }, enchantment: "WW_600e" }] },
  // inferred from Posse Possession's text
  { id: "WW_600e", type: "ENCHANTMENT", name: "Possessed Y'all", cardClass: "PRIEST", inferred: true, buff: { setAttack: 4, setHealth: 4 } },
  // Chaos Creation: "Deal $6 damage. Summon a random 6-Cost minion. Destroy the bottom 6 cards of your deck."
  { id: "DEEP_031", target: { type: "character" }, spell: [
    { type: "damage", amount: 6, to: "target" },
    { type: "summonRandom", pool: { type: "MINION", cost: 6 } },
    { type: "destroy", to: { top: "deck", bottom: true, count: 6 } },
  ] },
  // Maw and Paw: "At the end of your turn, gain 5 Corpses. At the start of your turn, spend 5 Corpses to give your hero
  // +5 Health." (fewer than 5: nothing spent, nothing given)
  { id: "WW_357", triggers: [
    { on: "turn-end", if: { turn: "own" }, do: [{ type: "gainCorpses", amount: 5 }] },
    { on: "turn-start", if: { turn: "own" }, do: [{ type: "spendCorpses", amount: 5, do: [{ type: "buff", to: "friendly-hero", enchantment: "WW_357e" }] }] },
  ] },
  // inferred from Maw and Paw's text
  { id: "WW_357e", type: "ENCHANTMENT", name: "Family Values", cardClass: "DEATHKNIGHT", inferred: true, buff: { health: 5 } },
  // Iridescent Gyreworm: "Deathrattle: Give each of your minions a random Bonus Effect." (each its own pick of the eight)
  { id: "DEEP_035", deathrattle: [{ type: "group", of: "friendly-minions", each: true, do: [bonusEffects("group")] }] },
  // Sunset Volley: "Deal $10 damage randomly split among all enemies. Summon a random 10-Cost minion." (the data's
  // ImmuneToSpellpower: Spell Damage adds hits, as Arcane Missiles')
  { id: "WW_427", spell: [{ type: "damage", amount: 1, to: { random: "enemy-characters", count: 10 }, spellDamage: "hits" },
    { type: "summonRandom", pool: { type: "MINION", cost: 10 } }] },
  // Gaslight Gatekeeper: "Battlecry: Shuffle your hand into your deck, then draw that many cards."
  { id: "WW_398", battlecry: [{ type: "group", of: { all: "hand", side: "friendly" }, do: [
    { type: "shuffleFromHand", to: { all: "group" } },
    { type: "draw", count: { count: { all: "group" } } },
  ] }] },
  // Eroded Sediment: "Battlecry: If you played an Elemental last turn, Discover any Elemental from the past." (any class)
  { id: "WW_428", battlecry: [{ type: "if", if: { playedLastTurn: "minion", race: "ELEMENTAL", atLeast: 1 },
    then: [{ type: "discover", from: { type: "MINION", race: "ELEMENTAL", fromThePast: true } }] }] },
  // Soulfreeze: "Freeze a minion and its neighbors. Deal damage to your hero equal to the number Frozen." (no $: no Spell
  // Damage)
  { id: "DEEP_032", target: { type: "minion" }, spell: [{ type: "group", of: { adjacent: "target", self: "first" }, do: [
    { type: "freeze", to: "group" },
    { type: "damage", amount: { count: { all: "group" } }, to: "friendly-hero", spellDamage: false },
  ] }] },
  // Wishing Well: "After you play a Coin, get a random Legendary minion from another class and set its Cost to (1)."
  { id: "WW_415", triggers: [{ on: "after-play", if: { target: { side: "friendly", type: "spell", name: "The Coin" } },
    do: [{ type: "addCard", pool: { type: "MINION", rarity: "LEGENDARY", otherClass: true }, setCost: 1 }] }] },
  // Reska, the Pit Boss: "Rush. Costs (1) less for each minion that died this game. Deathrattle: Take control of a random
  // enemy minion." (both players' minions)
  { id: "WW_373", auras: [{ to: "self", zone: "hand", buff: { cost: { died: "minions", side: "any", multiply: -1 } } }],
    deathrattle: [{ type: "takeControl", to: { random: "enemy-minions" } }] },
  // Dragon Tales: "Choose One - Get two random Dragons that cost (5) or less; or Get two that cost more than (5)."
  { id: "WW_821", chooseOne: [
    { effects: [{ type: "addCard", pool: { type: "MINION", race: "DRAGON", costAtMost: 5 }, count: 2 }] },
    { effects: [{ type: "addCard", pool: { type: "MINION", race: "DRAGON", costAtLeast: 6 }, count: 2 }] },
  ] },
  // Crop Rotation: "Summon four 1/1 Undead with Rush that die at the end of turn."
  { id: "WW_368", spell: [{ type: "summon", card: "WW_368t", count: 4 }] },
  // inferred from Crop Rotation's text: a 1/1 Undead with Rush that dies at the end of the turn
  { id: "WW_368t", type: "MINION", inferred: true, set: "WILD_WEST", cardClass: "DEATHKNIGHT", name: "Gnome on the Range", attack: 1, health: 1,
    races: ["UNDEAD"], tags: { RUSH: 1 }, triggers: [{ on: "turn-end", do: [{ type: "destroy", to: "self" }] }] },
  // Showdown!: "Both players summon three 3/3 Outlaws. Give yours Rush."
  { id: "WW_051", spell: [
    { type: "summon", card: "WW_051t", count: 3 },
    { type: "buff", to: { all: "summoned" }, grants: ["RUSH"] },
    { type: "summon", card: "WW_051t", count: 3, side: "enemy" },
  ] },
  // inferred from Showdown!'s text
  { id: "WW_051t", type: "MINION", inferred: true, set: "WILD_WEST", cardClass: "PALADIN", name: "Outlaw", attack: 3, health: 3 },
  // Sneaky Snakes: "Summon two 1/1 Snakes with Stealth."
  { id: "WW_806", spell: [{ type: "summon", card: "WW_806t", count: 2 }] },
  // inferred from Sneaky Snakes' text
  { id: "WW_806t", type: "MINION", inferred: true, set: "WILD_WEST", cardClass: "HUNTER", name: "Sidewinder", attack: 1, health: 1, tags: { STEALTH: 1 } },
  // Living Prairie: "Battlecry: If you played an Elemental last turn, summon two 3/3 Cows with Rush."
  { id: "WW_024", battlecry: [{ type: "if", if: { playedLastTurn: "minion", race: "ELEMENTAL", atLeast: 1 },
    then: [{ type: "summon", card: "WW_024t", count: 2 }] }] },
  // inferred from Living Prairie's text
  { id: "WW_024t", type: "MINION", inferred: true, set: "WILD_WEST", cardClass: "SHAMAN", name: "Startled Cow", attack: 3, health: 3, tags: { RUSH: 1 } },
  // Giant Tumbleweed!!!: "Deal $6 damage to all minions. Summon a 6/6 Tumbleweed."
  { id: "WW_090", spell: [{ type: "damage", amount: 6, to: "all-minions" }, { type: "summon", card: "WW_090t" }] },
  // inferred from Giant Tumbleweed!!!'s text
  { id: "WW_090t", type: "MINION", inferred: true, set: "WILD_WEST", cardClass: "SHAMAN", name: "Tumbleweed", attack: 6, health: 6 },
  // "If your deck started with no duplicates" (zhCN 如果你的套牌里没有相同的牌: the deck the game began with): the condition
  // `deckStartedNoDuplicates`, the player tag startGame records (rules-notes 910).
  // Elise, Badlands Savior: "Battlecry: If your deck started with no duplicates, summon 5/5 copies of 4 random minions in
  // your deck." (four different minion cards of the deck, which keeps them; fresh copies set to 5/5)
  { id: "WW_392", battlecry: [{ type: "if", if: { deckStartedNoDuplicates: true }, then: [{ type: "summonCopy",
    of: { random: { all: "deck", side: "friendly", where: { type: "minion" } }, count: 4 }, enchantment: "WW_392e" }] }] },
  // inferred from Elise, Badlands Savior's text
  { id: "WW_392e", type: "ENCHANTMENT", name: "Honorary Outlaw", cardClass: "PRIEST", inferred: true, buff: { setAttack: 5, setHealth: 5 } },
  // Deepminer Brann: "Battlecry: If your deck started with no duplicates, your Battlecries trigger twice for the rest of
  // the game." (a state on your hero with Brann Bronzebeard's rule — Heart of Vir'naal's ULD_291pe, without its one turn)
  { id: "DEEP_020", battlecry: [{ type: "if", if: { deckStartedNoDuplicates: true }, then: [{ type: "buff", to: "friendly-hero", enchantment: "DEEP_020e" }] }] },
  // inferred from Deepminer Brann's text
  { id: "DEEP_020e", type: "ENCHANTMENT", name: "Deepmining", cardClass: "WARRIOR", inferred: true, auras: [{ rule: "battlecries-twice" }] },
  // Theldurin the Lost: "Battlecry: If your deck started with no duplicates, gain Immune this turn and attack all
  // enemies." (each enemy character once, in a random order, as Deathwing, Mad Aspect's "attack all other minions")
  { id: "WW_815", battlecry: [{ type: "if", if: { deckStartedNoDuplicates: true }, then: [
    { type: "buff", to: "self", enchantment: "WW_815e" },
    { type: "forceAttack", attacker: "self", defender: "enemy-characters", each: true, randomOrder: true },
  ] }] },
  // inferred from Theldurin the Lost's text
  { id: "WW_815e", type: "ENCHANTMENT", name: "Theldurin's Rage", cardClass: "HUNTER", inferred: true, buff: { grants: ["IMMUNE"], oneTurn: true } },
  // Fan the Hammer: "Deal $6 damage split among the lowest Health enemies." (six 1-damage hits, each at a lowest-Health
  // enemy as it is then; the data's ImmuneToSpellpower: Spell Damage adds hits)
  { id: "WW_405", spell: [{ type: "damage", amount: 1, to: { random: "enemy-characters", lowest: "health", count: 6 }, spellDamage: "hits" }] },
  // "While holding this" (the card tag HELD_SINCE_PLAY: the amount `playedThisGame` with `whileHeld`).
  // Oasis Outlaws: "Discover a Naga. If you've played a Naga while holding this, reduce its Cost by (1)."
  { id: "WW_404", spell: [{ type: "if", if: { value: { playedThisGame: "minion", race: "NAGA", whileHeld: true }, atLeast: 1 },
    then: [{ type: "discover", from: { type: "MINION", race: "NAGA", yourClass: true }, cost: -1 }],
    else: [{ type: "discover", from: { type: "MINION", race: "NAGA", yourClass: true } }] }] },
  // Parched Desperado: "Battlecry: If you've cast a spell while holding this, give your hero +3 Attack this turn."
  { id: "WW_407", battlecry: [{ type: "if", if: { value: { playedThisGame: "spell", whileHeld: true }, atLeast: 1 },
    then: [{ type: "buff", to: "friendly-hero", enchantment: "WW_407e" }] }] },
  // inferred from Parched Desperado's text
  { id: "WW_407e", type: "ENCHANTMENT", name: "Gulp", cardClass: "DEMONHUNTER", inferred: true, buff: { attack: 3, oneTurn: true } },
  // Mantle Shaper: "Costs (1) less for each spell you've cast while holding this."
  { id: "DEEP_004", auras: [{ to: "self", zone: "hand", buff: { cost: { playedThisGame: "spell", whileHeld: true, multiply: -1 } } }] },
  // Load the Chamber: "Deal $2 damage. Your next Naga, Fel spell, and weapon cost (1) less." (three states on your hero,
  // each used up by the next card of its kind — as Holy Cowboy's; the data names them Loaded Naga, Loaded Fel Spell and
  // Loaded Weapon)
  { id: "WW_409", target: { type: "character" }, spell: [
    { type: "damage", amount: 2, to: "target" },
    { type: "buff", to: "friendly-hero", enchantment: "WW_409e" },
    { type: "buff", to: "friendly-hero", enchantment: "WW_409e2" },
    { type: "buff", to: "friendly-hero", enchantment: "WW_409e3" },
  ] },
  // inferred from Load the Chamber's text
  { id: "WW_409e", type: "ENCHANTMENT", name: "Loaded Naga", cardClass: "DEMONHUNTER", inferred: true,
    auras: [{ to: { all: "hand", side: "friendly", where: { type: "minion", race: "NAGA" } }, buff: { cost: -1 } }],
    consumedBy: { type: "minion", race: "NAGA" } },
  { id: "WW_409e2", type: "ENCHANTMENT", name: "Loaded Fel Spell", cardClass: "DEMONHUNTER", inferred: true,
    auras: [{ to: { all: "hand", side: "friendly", where: { type: "spell", spellSchool: "FEL" } }, buff: { cost: -1 } }],
    consumedBy: { type: "spell", spellSchool: "FEL" } },
  { id: "WW_409e3", type: "ENCHANTMENT", name: "Loaded Weapon", cardClass: "DEMONHUNTER", inferred: true,
    auras: [{ to: { all: "hand", side: "friendly", where: { type: "weapon" } }, buff: { cost: -1 } }],
    consumedBy: { type: "weapon" } },
  // Gattlesnake: "At the end of your turn, load two bullets that deal 1 damage each. Deathrattle: Fire at random enemies!"
  // (the bullets counted on the minion — its improvements, as it left play in the Deathrattle; each a 1-damage hit at a
  // random enemy, one after another)
  { id: "WW_431", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "improve", amount: 2 }] }],
    deathrattle: [{ type: "repeat", times: { stat: "improvements", of: "self", lastKnown: true },
      do: [{ type: "damage", amount: 1, to: { random: "enemy-characters" } }] }] },
  // Pocket Sand: "Deal $3 damage. Quickdraw: Your opponent's next card costs (1) more." (a state on the opponent's hero,
  // as Loatheb's: their cards in hand cost (1) more until they play one — it goes as that card is played, having paid
  // the (1) more; rules-notes 912. The state is this text's, so "enemy" is the opponent)
  { id: "WW_403", target: { type: "character" }, spell: [{ type: "damage", amount: 3, to: "target" },
    { type: "if", if: { quickdraw: true }, then: [{ type: "buff", to: "enemy-hero", enchantment: "WW_403e" }] }] },
  // inferred from Pocket Sand's text
  { id: "WW_403e", type: "ENCHANTMENT", name: "Sand in Your Eyes", cardClass: "DEMONHUNTER", inferred: true,
    auras: [{ to: { all: "hand", side: "enemy" }, buff: { cost: 1 } }],
    triggers: [{ on: "play", if: { target: { side: "enemy" } }, do: [{ type: "expire" }] }] },
  // Maruut Stonebinder: "Battlecry: If your deck started with no duplicates, Discover an Elemental to summon. Add the others
  // to your hand." (the discover's `rest: hand`)
  { id: "DEEP_037", battlecry: [{ type: "if", if: { deckStartedNoDuplicates: true },
    then: [{ type: "discover", from: { type: "MINION", race: "ELEMENTAL", yourClass: true }, into: "play", rest: "hand" }] }] },
  // --- Session 11 (w11/titans) ---
  // Pendant of Earth: "Discover a minion from your deck. Restore Health to your hero equal to its Cost." (its Cost in hand
  // as the heal resolves)
  { id: "DEEP_026", spell: [
    { type: "discover", from: "deck", where: { type: "minion" } },
    { type: "heal", amount: { stat: "cost", of: { all: "added" } }, to: "friendly-hero" },
  ] },
  // Tram Heist: "Get a copy of each card your opponent played last turn." (fresh copies, in the order played: the record's
  // plays of their last turn that is over, the amount's `lastTurn`; rules-notes 1005)
  { id: "WW_053", spell: [{ type: "addCard", fromPlayed: { playedThisGame: "card", side: "enemy", lastTurn: true } }] },
  // Thunderbringer: "Taunt. Deathrattle: Summon an Elemental and Beast from your deck." (a random Elemental, then a random
  // Beast, each put into play from the deck as Recruit does)
  { id: "WW_440", deathrattle: [
    { type: "putIntoPlay", from: "deck", where: { type: "minion", race: "ELEMENTAL" } },
    { type: "putIntoPlay", from: "deck", where: { type: "minion", race: "BEAST" } },
  ] },
  // Crimson Expanse: "Choose a damaged minion. Summon a copy of it that goes Dormant for one turn." (a copy per 4.8, as
  // rules-notes 912 reads "a copy" of a minion in play — its damage and enchantments too — for the Location's controller,
  // Dormant until that player's next turn starts)
  { id: "DEEP_019", target: { type: "minion", where: { damaged: true } }, activate: [
    { type: "summonCopy", of: "target", copyState: true },
    { type: "dormant", to: { all: "summoned" }, turns: 1 },
  ] },
  // Fye, the Setting Sun: "Rush, Lifesteal, Taunt. Costs (1) less for each Dragon you've summoned this game." (the game's
  // summon record, played Dragons too: rules-notes 1006)
  { id: "WW_825", auras: [{ to: "self", zone: "hand", buff: { cost: { summoned: "minions", race: "DRAGON", multiply: -1 } } }] },
  // --- Session 12 (w12/badlands) ---
  // A Quickdraw on a minion beside or without a Battlecry is the card field `whenPlayed` (its own step after the
  // Battlecry, once: no Battlecry, Brann does not double it; rules-notes 1220). A Quickdraw that changes what the
  // Battlecry does stays part of it (Farm Hand, Horseshoe Slinger).
  // Silver Serpent: "Rush, Poisonous Quickdraw: Gain Immune this turn."
  { id: "WW_808", whenPlayed: [{ type: "if", if: { quickdraw: true }, then: [{ type: "buff", to: "self", enchantment: "WW_808e" }] }] },
  // inferred from Silver Serpent's text
  { id: "WW_808e", type: "ENCHANTMENT", name: "Silver Fangs", cardClass: "HUNTER", inferred: true, buff: { grants: ["IMMUNE"], oneTurn: true } },
  // Sunspot Dragon: "Tradeable, Lifesteal Quickdraw: Deal 6 damage." (a target only with Quickdraw, as Concert Promo-Drake's
  // with Finale; the damage is the Dragon's: its Lifesteal heals)
  { id: "WW_434", target: { type: "character", if: { quickdraw: true } },
    whenPlayed: [{ type: "if", if: { quickdraw: true }, then: [{ type: "damage", amount: 6, to: "target" }] }] },
  // Azerite Chain Gang: "Taunt Battlecry and Quickdraw: Summon a copy of this." (the Battlecry's copy, then the
  // Quickdraw's: copies per 4.8, as rules-notes 226)
  { id: "WW_360", battlecry: [{ type: "summonCopy", of: "self", copyState: true }],
    whenPlayed: [{ type: "if", if: { quickdraw: true }, then: [{ type: "summonCopy", of: "self", copyState: true }] }] },
  // Bounty Wrangler: "Quickdraw or Combo: Get a Coin." (one Coin when either holds: the Combo text, else the Quickdraw's
  // when it was played without Combo — the condition `combo`)
  { id: "WW_363", combo: [{ type: "addCard", card: "GAME_005" }],
    whenPlayed: [{ type: "if", if: { all: [{ quickdraw: true }, { not: { combo: true } }] }, then: [{ type: "addCard", card: "GAME_005" }] }] },
  // Horseshoe Slinger: "Battlecry: Deal 2 damage to a random enemy minion. Quickdraw: And one of its neighbors." (the
  // Quickdraw changes what the Battlecry hits: one damage effect on the minion and a random one of its neighbours,
  // rules-notes 1221)
  { id: "WW_900", battlecry: [{ type: "if", if: { quickdraw: true },
    then: [{ type: "group", of: { random: "enemy-minions" }, do: [{ type: "damage", amount: 2,
      to: { from: { adjacent: "group", self: "first" }, except: { from: { adjacent: "group" }, except: { random: { adjacent: "group" } } } } }] }],
    else: [{ type: "damage", amount: 2, to: { random: "enemy-minions" } }] }] },
  // Glowstone Gyreworm: "Lifesteal Quickdraw: Deal 5 damage. Forge: Change Quickdraw to Battlecry."
  { id: "DEEP_024", forge: "DEEP_024t", target: { type: "character", if: { quickdraw: true } },
    whenPlayed: [{ type: "if", if: { quickdraw: true }, then: [{ type: "damage", amount: 5, to: "target" }] }] },
  // inferred from Glowstone Gyreworm's text: the same minion with "Battlecry: Deal 5 damage." for its Quickdraw
  { id: "DEEP_024t", type: "MINION", inferred: true, set: "WILD_WEST", cardClass: "PRIEST", name: "Glowstone Gyreworm", cost: 4,
    attack: 4, health: 4, races: ["ELEMENTAL"], tags: { LIFESTEAL: 1 }, target: { type: "character" },
    battlecry: [{ type: "damage", amount: 5, to: "target" }] },
  // Gloomstone Guardian: "Taunt. Choose One - Discard 2 cards; or Destroy one of your Mana Crystals. Forge: Do NEITHER."
  // (2 random cards of your hand, as Doomguard's discard)
  { id: "DEEP_027", forge: "DEEP_027t", chooseOne: [
    { effects: [{ type: "discard", to: { random: { all: "hand", side: "friendly" }, count: 2 } }] },
    { effects: [{ type: "manaCrystals", amount: -1 }] },
  ] },
  // inferred from Gloomstone Guardian's text: the same 6/8 Elemental with Taunt and no Choose One
  { id: "DEEP_027t", type: "MINION", inferred: true, set: "WILD_WEST", cardClass: "DRUID", name: "Gloomstone Guardian", cost: 4,
    attack: 6, health: 8, races: ["ELEMENTAL"], tags: { TAUNT: 1 } },
  // Trogg Gemtosser: "Finale: Deal 1 damage to a random enemy for each of your Mana Crystals." (one hit at a time, as
  // missiles; the crystals as the Finale resolves)
  { id: "DEEP_029", whenPlayed: [{ type: "if", if: { finale: true }, then: [{ type: "repeat", times: { mana: "crystals" },
    do: [{ type: "damage", amount: 1, to: { random: "enemy-characters" } }] }] }] },
  // Quartzite Crusher: "Lifesteal. Freeze any character damaged by your hero." (the card data's FREEZE on the weapon:
  // its hero's damage Freezes, rulebook 4.9's damage triggers of the source)
  { id: "DEEP_016" },
  // Bounty Board: "Your Excavate, Quickdraw, Tradeable, and Legendary cards cost (1) less." (the card data's mechanics and
  // rarity; a card that is two of these costs (1) less once)
  { id: "WW_003", auras: [{ to: { all: "hand", side: "friendly", where: { anyOf: [{ mechanic: "EXCAVATE" }, { mechanic: "QUICKDRAW" },
    { mechanic: "TRADEABLE" }, { rarity: "LEGENDARY" }] } }, buff: { cost: -1 }, enchantment: "WW_003e" }] },
  // inferred from Bounty Board's text
  { id: "WW_003e", type: "ENCHANTMENT", name: "Bull Market", cardClass: "NEUTRAL", inferred: true },
  // Dryscale Deputy: "Battlecry: The next time you draw a spell, get a copy of it." (a state on your hero, used up by the
  // first spell you draw; the copy keeps its states, 4.8)
  { id: "WW_383", battlecry: [{ type: "buff", to: "friendly-hero", enchantment: "WW_383e" }] },
  // inferred from Dryscale Deputy's text
  { id: "WW_383e", type: "ENCHANTMENT", name: "Dryscale Deputy", cardClass: "NEUTRAL", inferred: true,
    triggers: [{ on: "draw", if: [{ player: "friendly" }, { target: { type: "spell" } }], do: [{ type: "addCard", copyOf: "event-target" }, { type: "expire" }] }] },
  // Azerite Vein: "Secret: When the enemy plays a card on the turn that it entered their hand, get a copy that costs (0)."
  // (the after-play step, as Mirror Entity's "When your opponent plays a minion", 2.2 完成阶段 c; the filter `quickdraw`)
  { id: "WW_422", triggers: [{ on: "after-play", if: { target: { side: "enemy", quickdraw: true } },
    do: [{ type: "addCard", copyOf: "event-target", setCost: 0 }] }] },
  // Fracking: "Look at the bottom 3 cards of your deck. Draw one and destroy the others." (as the Classic Tracking, from
  // the bottom: the one taken is drawn, the others burned, 4.3)
  { id: "WW_092", spell: [{ type: "discover", from: "deck", bottom: 3, rest: "burn" }] },
  // Mismatched Fossils: "Discover a Beast and an Undead. Swap their stats." (both Attack and Health, the cards in hand)
  { id: "DEEP_001", spell: [
    { type: "discover", from: { type: "MINION", race: "BEAST", yourClass: true } },
    { type: "group", of: { all: "added" }, do: [
      { type: "discover", from: { type: "MINION", race: "UNDEAD", yourClass: true } },
      { type: "swapStats", of: { all: "group" }, with: { all: "added" }, stat: "both", enchantment: "DEEP_001e" },
    ] },
  ] },
  // inferred from Mismatched Fossils' text
  { id: "DEEP_001e", type: "ENCHANTMENT", name: "A New Species", cardClass: "HUNTER", inferred: true },
  // Shattered Reflections: "Choose a minion. Add a copy to your hand, deck, and battlefield." (in that order; the copies in
  // hand and deck new cards, the one summoned with its states, 4.8 as rules-notes 226)
  { id: "DEEP_025", target: { type: "minion" }, spell: [
    { type: "addCard", copyOf: "target" },
    { type: "shuffleIntoDeck", copyOf: "target" },
    { type: "summonCopy", of: "target", copyState: true },
  ] },
  // Shadow Word: Steal: "Return an enemy minion to YOUR hand." (yours from then on; your hand full: it is destroyed)
  { id: "DEEP_021", target: { type: "minion", side: "enemy" }, spell: [{ type: "returnToHand", to: "target", player: "friendly" }] },
  // Shimmer Shot: "Deal $1 damage. Summon a random minion of that Cost." (that Cost: the damage the text names, 1 plus
  // your Spell Damage)
  { id: "DEEP_003", target: { type: "character" }, spell: [
    { type: "damage", amount: 1, to: "target" },
    { type: "summonRandom", pool: { type: "MINION", cost: { spellDamage: "have", add: 1 } } },
  ] },
  // Flint Firearm: "Battlecry: Get a random Quickdraw card. If you play it this turn, repeat this." (a random card of any
  // class the card data marks QUICKDRAW; a one-turn state on it gives the next, and so on, as the Maps' "If you play it
  // this turn")
  { id: "WW_379", battlecry: [{ type: "addCard", pool: { type: "CARD", mechanic: "QUICKDRAW" }, enchantment: "WW_379e" }] },
  // inferred from Flint Firearm's text
  { id: "WW_379e", type: "ENCHANTMENT", name: "Flint Firearm", cardClass: "NEUTRAL", inferred: true, buff: { oneTurn: true },
    triggers: [{ on: "play", if: { target: "self" }, do: [{ type: "addCard", pool: { type: "CARD", mechanic: "QUICKDRAW" }, enchantment: "WW_379e" }] }] },
  // Cactus Cutter: "Battlecry: Draw a spell. If you cast it this turn, gain +1/+2 and Taunt." (the spell drawn carries a
  // one-turn state linked to the Cutter; casting it gives the Cutter, if still in play, its enchantment)
  { id: "WW_327", battlecry: [{ type: "draw", where: { type: "spell" } },
    { type: "buff", to: { all: "drawn", where: { zone: "hand" } }, enchantment: "WW_327e", link: true }],
    triggers: [{ on: "play", if: { exists: { linked: "WW_327e", where: { is: "event-target" } } },
      do: [{ type: "buff", to: "self", enchantment: "WW_327e2" }] }] },
  // inferred from Cactus Cutter's text
  { id: "WW_327e", type: "ENCHANTMENT", name: "Cactus Cutter", cardClass: "SHAMAN", inferred: true, buff: { oneTurn: true } },
  { id: "WW_327e2", type: "ENCHANTMENT", name: "Cactus Cutter", cardClass: "SHAMAN", inferred: true, buff: { attack: 1, health: 2, grants: ["TAUNT"] } },
  // Deputization Aura: "Your left-most minion has +2 Attack and Lifesteal. Lasts 3 turns." (a lasting spell, 光环: an Aura,
  // PALADIN_AURA as the other "… Aura" spells; the left-most minion as it is at each aura update)
  { id: "WW_341", lasts: { turns: 3 }, tags: { PALADIN_AURA: 1 }, auras: [{ zone: "secret",
    to: { all: "minions", side: "friendly", where: { boardPlace: "leftmost" } }, buff: { attack: 2, grants: ["LIFESTEAL"] }, enchantment: "WW_341e" }] },
  // inferred from Deputization Aura's text
  { id: "WW_341e", type: "ENCHANTMENT", name: "My Favorite Deputy", cardClass: "PALADIN", inferred: true },
  // Bartend-O-Bot: "Battlecry: Draw an Outcast card and slide it to the left side of your hand." (a card with Outcast,
  // the filter `has: outcast`; the `draw` option `leftmost`)
  { id: "WW_408", battlecry: [{ type: "draw", where: { has: "outcast" }, leftmost: true }] },
  // Crystal Cluster: "Gain three empty Mana Crystals. Any that can't fit summon a 3/7 Elemental with Taunt." (one crystal
  // at a time: a crystal that fits under the 10 is gained, one that does not summons the Elemental instead)
  { id: "DEEP_028", spell: [{ type: "repeat", times: 3, do: [{ type: "if", if: { value: { mana: "crystals" }, atMost: 9 },
    then: [{ type: "manaCrystals", amount: 1, state: "empty" }], else: [{ type: "summon", card: "DEEP_028t" }] }] }] },
  // inferred from Crystal Cluster's text: a 3/7 Elemental with Taunt
  { id: "DEEP_028t", type: "MINION", inferred: true, set: "WILD_WEST", cardClass: "DRUID", name: "Crystal Crusher", attack: 3, health: 7,
    races: ["ELEMENTAL"], tags: { TAUNT: 1 } },
  // Thirsty Drifter: "Taunt Costs (1) less for each 1-Cost card you've played this game." (a card that cost (1) when it was
  // played: the record's cost paid, as The Marsh Queen's 1-Cost minions)
  { id: "WW_387", auras: [{ to: "self", zone: "hand", buff: { cost: { playedThisGame: "card", cost: 1, multiply: -1 } } }] },
  // Ogre-Gang Outlaw: "Rush 50% chance to attack the wrong enemy." 健忘 (Forgetful, 5.2), as Ogre Brute's: a pre-attack
  // trigger on its 50% roll, with two or more enemy characters, redirecting to another enemy (rules-notes 680 a)
  { id: "WW_418", triggers: [{ on: "pre-attack", chance: 50, if: [{ source: "self" }, { count: { all: "characters", where: { enemyOf: "event-source" } }, atLeast: 2 }],
    do: [{ type: "redirectAttack", to: { random: { all: "characters", where: { enemyOf: "event-source", not: "defender" } } } }] }] },
  // Summoning Ward: "Secret: When your turn starts, summon a copy of your highest Cost minion." (a Secret on its own turn
  // start, as Competitive Spirit, 2.1 MAIN_START_TRIGGERS: it triggers with a minion to copy and room for the copy, as Mirror
  // Entity needs room; a tie for the highest Cost: a random one; the copy keeps its states, 4.8)
  { id: "DEEP_000", triggers: [{ on: "turn-start", zone: "secret", if: [{ turn: "own" }, { exists: "friendly-minions" }, { space: "friendly-board" }],
    do: [{ type: "summonCopy", of: { random: "friendly-minions", highest: "cost" }, copyState: true }] }] },
  // Trusty Companion: "Give a minion +2/+3. If it has a minion type, draw one of that type." (a minion card sharing a
  // type with it — a two-type minion either type, an Amalgam any typed minion: the filter `sharesType`)
  { id: "WW_027", target: { type: "minion" }, spell: [
    { type: "buff", to: "target", enchantment: "WW_027e" },
    { type: "if", if: { entity: "target", matches: { typed: true } }, then: [{ type: "draw", where: { type: "minion", sharesType: "target" } }] },
  ] },
  // inferred from Trusty Companion's text
  { id: "WW_027e", type: "ENCHANTMENT", name: "Sidekick's Sidearm", cardClass: "SHAMAN", inferred: true, buff: { attack: 2, health: 3 } },
  // --- w13/badlands ---
  // "Each turn in a row you've played an Elemental": the play record read as turns in a row (the amount `playedThisGame`
  // with `read: "turnsInARow"`): the turn in progress counts once an Elemental is played in it (the card being played is
  // in the record by its Battlecry), a turn not over yet without one does not end the run (rules-notes 1440).
  // Azerite Giant: "Costs (1) less for each turn in a row you've played an Elemental."
  { id: "WW_025", auras: [{ to: "self", zone: "hand", buff: { cost: { ...ELEMENTAL_STREAK, multiply: -1 } } }] },
  // Skarr, the Catastrophe: "Battlecry: Deal 1 damage to all enemies (improved by each turn in a row you've played an
  // Elemental)." (1, and 1 more for each turn of the run; Skarr's own play counts its turn)
  { id: "WW_026", battlecry: [{ type: "damage", amount: { ...ELEMENTAL_STREAK, add: 1 }, to: "enemy-characters" }] },
  // Overflow Surger: "Battlecry: Summon a copy of this for each turn in a row you've played an Elemental." (copies per 4.8,
  // its states too, as Dragon Golem's; its own play counts its turn)
  { id: "WW_424", battlecry: [{ type: "summonCopy", of: "self", copyState: true, count: ELEMENTAL_STREAK }] },
  // Ogre-Gang Ace: "Rush Whenever this attacks, gain Divine Shield. (50% chance to gain Lifesteal instead.)" (one recorded
  // roll as it attacks, the effect `chance`: a hit gives Lifesteal, a miss Divine Shield — both before the attack's damage)
  { id: "WW_420", triggers: [{ on: "attack", if: { source: "self" }, do: [{ type: "chance", percent: 50,
    then: [{ type: "buff", to: "self", grants: ["LIFESTEAL"] }], else: [{ type: "buff", to: "self", grants: ["DIVINE_SHIELD"] }] }] }] },
  // Cactus Construct: "Discover a 2-Cost minion. Summon a 1/2 copy of it." (Discover puts the card in your hand, 5.1; the
  // copy summoned is a fresh one set to 1/2, WW_818e)
  { id: "WW_818", spell: [{ type: "discover", from: { type: "MINION", cost: 2, yourClass: true } },
    { type: "summonCopy", of: { all: "added" }, enchantment: "WW_818e" }] },
  // inferred from Cactus Construct's text
  { id: "WW_818e", type: "ENCHANTMENT", name: "Wittle", cardClass: "DRUID", inferred: true, buff: { setAttack: 1, setHealth: 2 } },
  // Fool's Gold: "Get a random Golden Pirate and Elemental from other classes." (Golden is the card's premium look, no rule
  // of play: the cards got are the Pirate's and the Elemental's own; "from other classes": a class not yours, as Shell Game)
  { id: "DEEP_022", spell: [
    { type: "addCard", pool: { type: "MINION", race: "PIRATE", otherClass: true } },
    { type: "addCard", pool: { type: "MINION", race: "ELEMENTAL", otherClass: true } },
  ] },
  // Corpse Farm: "Spend up to 8 Corpses to summon a random minion of that Cost." (what there is, at most 8, then a random
  // minion costing what was spent; with no Corpse nothing is spent and nothing summoned, as every "Spend up to")
  { id: "WW_374", spell: [{ type: "spendCorpses", upTo: 8,
    do: [{ type: "summonRandom", pool: { type: "MINION", cost: { corpses: "spentNow" } } }] }] },
  // Prosthetic Hand: "Magnetic, Reborn Can Magnetize to Mechs or Undead." (the card field `magnetizesTo`; its Attack,
  // Health and keywords — Reborn too — passed on as every Magnetic minion's, 5.1)
  { id: "DEEP_015", magnetic: "DEEP_015e", magnetizesTo: ["UNDEAD"] },
  // inferred from Prosthetic Hand's text: the enchantment Magnetic attaches (its stats and keywords come from the minion)
  { id: "DEEP_015e", type: "ENCHANTMENT", name: "Prosthetic Hand", cardClass: "DEATHKNIGHT", inferred: true },
  // Minecart Cruiser: "Rush, Overload: (2) Battlecry: If you played an Elemental last turn, don't Overload." (the card field
  // `noOverloadIf`, read as its Overload would be gained; last turn's plays are settled by then, rules-notes 1442)
  { id: "WW_326", noOverloadIf: { playedLastTurn: "minion", race: "ELEMENTAL", atLeast: 1 } },
  // Heat Wave: "Deal $2 damage to an enemy minion and its neighbors. Quickdraw: To all enemies instead." (as Hardcore
  // Cultist's "Finale: To all enemies", rules-notes 1085: the Quickdraw form takes no target; the other is one mass damage to
  // the target and its neighbours, as Deep Breath's — rules-notes 1443)
  { id: "WW_377", target: { type: "minion", side: "enemy", if: { not: { quickdraw: true } } }, spell: [{ type: "if", if: { quickdraw: true },
    then: [{ type: "damage", amount: 2, to: "enemy-characters" }],
    else: [{ type: "damage", amount: 2, to: { adjacent: "target", self: "first" } }] }] },
  // Trolley Problem: "Discard your lowest Cost spell. Summon two 3/3 Tram Cars with Rush. Quickdraw: Don't discard." (a tie
  // for the lowest Cost: a random one; the Tram Car is Tram Conductor Gerry's token, the same "3/3 Tram Car with Rush" —
  // no WW_436 token exists in the game's ids; rules-notes 1444)
  { id: "WW_436", spell: [
    { type: "if", if: { not: { quickdraw: true } }, then: [{ type: "discard", to: { random: { all: "hand", side: "friendly", where: { type: "spell" } }, lowest: "cost" } }] },
    { type: "summon", card: "WW_437t", count: 2 },
  ] },
  // inferred from Trolley Problem's and Tram Conductor Gerry's texts: a 3/3 Tram Car with Rush (no minion type named)
  { id: "WW_437t", type: "MINION", inferred: true, set: "WILD_WEST", cardClass: "WARLOCK", name: "Tram Car", attack: 3, health: 3, tags: { RUSH: 1 } },
  // Stargazing: "Draw a different Arcane spell. If you play it this turn, it casts twice." ("different": not a Stargazing,
  // as Under the Sea's "Draw a different spell"; the spell drawn carries a one-turn state granting CASTS_TWICE, WW_425e)
  { id: "WW_425", spell: [{ type: "draw", where: { type: "spell", spellSchool: "ARCANE", notName: "Stargazing" } },
    { type: "buff", to: { all: "drawn", where: { zone: "hand" } }, enchantment: "WW_425e" }] },
  // inferred from Stargazing's text
  { id: "WW_425e", type: "ENCHANTMENT", name: "Gazing", cardClass: "MAGE", inferred: true, buff: { oneTurn: true, grants: ["CASTS_TWICE"] } },
  // --- w14/badlands ---
  // Dart Throw: "Throw two $2 damage darts at random enemy minions. (If both hit the same minion, get a Coin!)" Two random
  // hits, each picked as it is thrown (a mortally wounded minion is no pick, 3.5), Spell Damage on each; the second landing
  // on the first's minion is the amount `{ dealt: "repeatHits" }`; the Coin is The Coin (rules-notes 1640).
  { id: "WW_006", spell: [{ type: "damage", amount: 2, to: { random: "enemy-minions", count: 2 } },
    { type: "if", if: { value: { dealt: "repeatHits" }, atLeast: 1 }, then: [{ type: "addCard", card: "GAME_005" }] }] },
  // Snake Eyes: "Battlecry: Roll two dice, then Discover two cards of those Costs. (Doubles get an extra Discover!)"
  // (rules-notes 1641: two recorded rolls of 1-6, then the Discovers, a third of that Cost on doubles)
  { id: "WW_400", battlecry: [SNAKE_EYES_DICE] },
  // Blindeye Sharpshooter: "After you play a Naga, deal 2 damage to a random enemy and draw a spell. (Then switch!)" — its
  // other side (the zhCN text has both): "After you cast a spell, deal 2 damage to a random enemy and draw a Naga. (Then
  // switch!)". Which side is up is the card's own number (0: the Naga side, 1: the spell side; rules-notes 1642).
  { id: "WW_402", triggers: [
    { on: "after-play", if: [{ target: { side: "friendly", type: "minion", playedRace: "NAGA" } }, { value: { stat: "number", of: "self" }, atMost: 0 }],
      do: [{ type: "damage", amount: 2, to: { random: "enemy-characters" } }, { type: "draw", where: { type: "spell" } }, { type: "addNumber", amount: 1 }] },
    { on: "after-play", if: [{ target: { side: "friendly", type: "spell" } }, { value: { stat: "number", of: "self" }, atLeast: 1 }],
      do: [{ type: "damage", amount: 2, to: { random: "enemy-characters" } }, { type: "draw", where: { race: "NAGA" } }, { type: "addNumber", amount: -1 }] },
  ] },
  // High Noon Duelist: "Deathrattle: Both players DRAW! Destroy the card that costs less." (rules-notes 1643: you draw, then
  // your opponent; the two cards still in hand compared by their Costs now; equal Costs, or a card missing, destroy none)
  { id: "WW_399", deathrattle: [{ type: "group", of: { top: "deck", side: "friendly" }, do: [
    { type: "draw" }, { type: "draw", player: "enemy" },
    { type: "if", if: { all: [{ exists: { all: "group", where: { zone: "hand" } } }, { exists: { all: "drawn", where: { zone: "hand" } } }] }, then: [
      { type: "if", if: { value: { stat: "cost", of: { all: "group" }, add: { stat: "cost", of: { all: "drawn" }, multiply: -1 } }, atMost: -1 },
        then: [{ type: "destroy", to: { all: "group" } }] },
      { type: "if", if: { value: { stat: "cost", of: { all: "group" }, add: { stat: "cost", of: { all: "drawn" }, multiply: -1 } }, atLeast: 1 },
        then: [{ type: "destroy", to: { all: "drawn" } }] },
    ] },
  ] }] },
  // Kingpin Pud: "Battlecry: Resurrect your Ogre-Gang. Give them Windfury." (as Kel'Thuzad, the Inevitable's "Resurrect your
  // Volatile Skeletons", rules-notes 1044: every friendly death of an Ogre-Gang card — Outlaw, Rider, Ace — in the order they
  // died, until the board is full; "them" the minions it resurrected; rules-notes 1644)
  { id: "WW_421", battlecry: [{ type: "resurrect", all: true, where: { cards: ["WW_418", "WW_419", "WW_420"] } },
    { type: "buff", to: { all: "summoned" }, grants: ["WINDFURY"] }] },
  // Ogre-Gang Rider: "Rush 50% chance to give your hero +3 Attack this turn instead of attacking." 健忘 (Forgetful, 5.2): a
  // pre-attack trigger on its 50% roll; a hit gives the hero WW_419e and replaces the attack (`cancelAttack`: no on-attack
  // step, no damage; the attack is used up, 2.6 f; rules-notes 1645)
  { id: "WW_419", triggers: [{ on: "pre-attack", chance: 50, if: { source: "self" },
    do: [{ type: "buff", to: "friendly-hero", enchantment: "WW_419e" }, { type: "cancelAttack" }] }] },
  // inferred from Ogre-Gang Rider's text: +3 Attack this turn
  { id: "WW_419e", type: "ENCHANTMENT", name: "It's All Ogre", cardClass: "NEUTRAL", inferred: true, buff: { attack: 3, oneTurn: true } },
  // Shadestone Skulker: "Rush. Battlecry: Take your weapon and gain its stats. Deathrattle: Give it back." (rules-notes 1647:
  // the weapon leaves play unequipped — not destroyed — and is kept aside with its states (`absorb`); the Skulker gains its
  // Attack and Durability as read once taken (DEEP_012e); its Deathrattle equips that same weapon again, `equipWeapon kept`)
  { id: "DEEP_012", battlecry: [{ type: "group", of: "friendly-weapon", do: [{ type: "if", if: { exists: { all: "group" } }, then: [
    { type: "absorb", to: { all: "group" } },
    { type: "buff", to: "self", attack: { stat: "attack", of: { all: "group" } }, health: { stat: "durability", of: { all: "group" } }, enchantment: "DEEP_012e" },
  ] }] }], deathrattle: [{ type: "equipWeapon", kept: true }] },
  // inferred from Shadestone Skulker's text: the stats it gained (set by the buff's amounts)
  { id: "DEEP_012e", type: "ENCHANTMENT", name: "Borrowed", cardClass: "DEMONHUNTER", inferred: true },
  // Benevolent Banker: "Battlecry: Discover a spell from your deck. Quickdraw: Enemy deck instead." (rules-notes 1648: from
  // your deck the spell chosen is drawn; the Quickdraw changes only the deck — the spell chosen is taken from your
  // opponent's deck into your hand, yours from then on: `side: "enemy"` with `copy: false`)
  { id: "WW_384", battlecry: [{ type: "if", if: { quickdraw: true },
    then: [{ type: "discover", from: "deck", side: "enemy", copy: false, where: { type: "spell" } }],
    else: [{ type: "discover", from: "deck", where: { type: "spell" } }] }] },
];
