/** Forged in the Barrens (THE_BARRENS): the Frenzy cards (暴怒, rules-notes 400). */
import type { CardDefinition } from "../format/index.js";
import { DREAM_CARDS } from "./emerald-dream/neutral.js";

/** The Adventurers: "a 2/2 Adventurer with a random bonus effect" is one of the eight at random (WC_034t…t8: Poisonous, Taunt,
 * Divine Shield, Windfury, Spell Damage +1, Stealth, Lifesteal, Rush). */
const ADVENTURERS = ["WC_034t", "WC_034t2", "WC_034t3", "WC_034t4", "WC_034t5", "WC_034t6", "WC_034t7", "WC_034t8"];
const NEXT_SPELL = [{ on: "after-play" as const, if: { target: { side: "friendly" as const, type: "spell" as const } }, do: [{ type: "expire" as const }] }];
const afterYouCast = (spellSchool: string) => ({ on: "after-play" as const, if: { target: { side: "friendly" as const, type: "spell" as const, spellSchool } } });

/** 等级 (Rank): a Rank 1 spell, its Rank 2 (the data's `…t`, at 5 Mana Crystals) and Rank 3 (`…t2`, at 10), each rank's text
 * given by `text(rank)` (rules-notes 1100). */
const ranked = (id: string, text: (rank: 1 | 2 | 3) => Omit<CardDefinition, "id">): CardDefinition[] => [
  { id, rank: { at: 5, into: `${id}t` }, ...text(1) },
  { id: `${id}t`, rank: { at: 10, into: `${id}t2` }, ...text(2) },
  { id: `${id}t2`, ...text(3) },
];

export const THE_BARRENS = (): CardDefinition[] => [
  // Barrens Blacksmith: "Frenzy: Give your other minions +2/+2."
  { id: "BAR_073", frenzy: [{ type: "buff", to: "other-friendly-minions", enchantment: "BAR_073e" }] },
  { id: "BAR_073e", buff: { attack: 2, health: 2 } },
  // Blademaster Samuro: "Rush. Frenzy: Deal damage equal to this minion's Attack to all enemy minions." (its Attack as the
  // Frenzy resolves: one mass damage.)
  { id: "BAR_078", frenzy: [{ type: "damage", amount: { stat: "attack", of: "self" }, to: "enemy-minions" }] },
  // Druid of the Plains: "Rush. Frenzy: Transform into a 6/7 Kodo with Taunt."
  { id: "BAR_538", frenzy: [{ type: "transform", to: "self", card: "BAR_538t" }] },
  // Efficient Octo-bot: "Frenzy: Reduce the Cost of cards in your hand by (1)."
  { id: "BAR_320", frenzy: [{ type: "buff", to: { all: "hand", side: "friendly" }, enchantment: "BAR_320e" }] },
  { id: "BAR_320e", buff: { cost: -1 } },
  // Gold Road Grunt: "Taunt. Frenzy: Gain Armor equal to the damage taken." (the damage of the hit that triggered it)
  { id: "BAR_021", frenzy: [{ type: "armor", amount: { event: "amount" } }] },
  // Gruntled Patron: "Frenzy: Summon another Gruntled Patron."
  { id: "BAR_070", frenzy: [{ type: "summon", card: "BAR_070" }] },
  // Kresh, Lord of Turtling: "Frenzy: Gain 8 Armor. Deathrattle: Equip a 2/5 Turtle Spike."
  { id: "WC_026", frenzy: [{ type: "armor", amount: 8 }], deathrattle: [{ type: "equipWeapon", card: "WC_026t" }] },
  // Oasis Thrasher: "Frenzy: Deal 3 damage to the enemy hero."
  { id: "BAR_024", frenzy: [{ type: "damage", amount: 3, to: "enemy-hero" }] },
  // Peon: "Frenzy: Add a random spell from your class to your hand."
  { id: "BAR_022", frenzy: [{ type: "addCard", pool: { type: "SPELL", classOnly: true } }] },
  // Razormane Raider: "Frenzy: Attack a random enemy."
  { id: "BAR_020", frenzy: [{ type: "forceAttack", attacker: "self", defender: { random: "enemy-characters" } }] },
  // Stonemaul Anchorman: "Rush. Frenzy: Draw a card."
  { id: "BAR_896", frenzy: [{ type: "draw" }] },
  // Sunwell Initiate: "Frenzy: Gain Divine Shield."
  { id: "BAR_025", frenzy: [{ type: "buff", to: "self", grants: ["DIVINE_SHIELD"] }] },
  // Taurajo Brave: "Frenzy: Destroy a random enemy minion."
  { id: "BAR_071", frenzy: [{ type: "destroy", to: { random: "enemy-minions" } }] },
  // Warsong Envoy: "Frenzy: Gain +1 Attack for each damaged character." (every damaged character in play, either side, itself
  // included, counted as the Frenzy resolves)
  { id: "BAR_843", frenzy: [{ type: "buff", to: "self", attack: { count: { all: "characters", where: { damaged: true } } } }] },
  // Whirling Combatant: "Battlecry and Frenzy: Deal 1 damage to all other minions."
  { id: "BAR_840", battlecry: [{ type: "damage", amount: 1, to: "all-other-minions" }], frenzy: [{ type: "damage", amount: 1, to: "all-other-minions" }] },

  // --- w9/wild-d: the set's cards whose text the format already says ---
  // Taintheart Tormenter: "Taunt. Your opponent's spells cost (2) more."
  { id: "WC_040", auras: [{ to: { all: "hand", side: "enemy", where: { type: "spell" } }, buff: { cost: 2 }, enchantment: "WC_040e" }] },
  { id: "WC_040e", buff: { cost: 2 } },
  // Vengeful Spirit: "Outcast: Draw 2 Deathrattle minions."
  { id: "BAR_328", outcast: [{ type: "draw", count: 2, where: { type: "minion", has: "deathrattle" } }] },
  // Vile Call: "Summon two 2/2 Demons with Lifesteal."
  { id: "BAR_327", spell: [{ type: "summon", card: "BAR_327t", count: 2 }] },
  { id: "BAR_327t" },
  // Razorboar: "Deathrattle: Summon a Deathrattle minion that costs (3) or less from your hand."
  { id: "BAR_325", deathrattle: [{ type: "putIntoPlay", from: "hand", where: { type: "minion", has: "deathrattle", maxCost: 3 } }] },
  // Razorfen Beastmaster: "Deathrattle: Summon a Deathrattle minion that costs (4) or less from your hand."
  { id: "BAR_326", deathrattle: [{ type: "putIntoPlay", from: "hand", where: { type: "minion", has: "deathrattle", maxCost: 4 } }] },
  // Death Speaker Blackthorn: "Battlecry: Summon 3 Deathrattle minions that cost (5) or less from your deck." (one after
  // another, as Recruit; fewer when the deck has fewer)
  { id: "BAR_329", battlecry: [{ type: "repeat", times: 3, do: [{ type: "putIntoPlay", from: "deck", where: { type: "minion", has: "deathrattle", maxCost: 5 } }] }] },
  // Sigil of Silence: "At the start of your next turn, Silence all enemy minions." (a state on your hero, BAR_705e)
  { id: "BAR_705", spell: [{ type: "buff", to: "friendly-hero", enchantment: "BAR_705e" }] },
  { id: "BAR_705e", triggers: [{ on: "turn-start", if: { turn: "own" }, do: [{ type: "silence", to: "enemy-minions" }, { type: "expire" }] }] },
  // Deviate Dreadfang: "After you cast a Nature spell, summon a 4/2 Viper with Rush."
  { id: "WC_036", triggers: [{ ...afterYouCast("NATURE"), do: [{ type: "summon", card: "WC_036t1" }] }] },
  { id: "WC_036t1" },
  // Fangbound Druid: "Taunt. Deathrattle: Reduce the Cost of a Beast in your hand by (2)." (a random one)
  { id: "WC_004", deathrattle: [{ type: "buff", to: { random: { all: "hand", side: "friendly", where: { type: "minion", race: "BEAST" } } }, enchantment: "WC_004t" }] },
  { id: "WC_004t", buff: { cost: -2 } },
  // Guff Runetotem: "After you cast a Nature spell, give another friendly minion +2/+2." (a random one)
  { id: "BAR_720", triggers: [{ ...afterYouCast("NATURE"), do: [{ type: "buff", to: { random: "other-friendly-minions" }, enchantment: "BAR_720e" }] }] },
  { id: "BAR_720e", buff: { attack: 2, health: 2 } },
  // Lady Anacondra: "Your Nature spells cost (2) less."
  { id: "WC_006", auras: [{ to: { all: "hand", side: "friendly", where: { type: "spell", spellSchool: "NATURE" } }, buff: { cost: -2 }, enchantment: "WC_006e" }] },
  { id: "WC_006e", buff: { cost: -2 } },
  // Pride's Fury: "Give your minions +1/+3."
  { id: "BAR_534", spell: [{ type: "buff", to: "friendly-minions", enchantment: "BAR_534e" }] },
  { id: "BAR_534e", buff: { attack: 1, health: 3 } },
  // Thorngrowth Sentries: "Summon two 1/2 Turtles with Taunt."
  { id: "BAR_533", spell: [{ type: "summon", card: "BAR_533t", count: 2 }] },
  { id: "BAR_533t" },
  // Kolkar Pack Runner: "After you cast a spell, summon a 1/1 Hyena with Rush."
  { id: "BAR_035", triggers: [{ on: "after-play", if: { target: { side: "friendly", type: "spell" } }, do: [{ type: "summon", card: "BAR_035t" }] }] },
  // Piercing Shot: "Deal $6 damage to a minion. Excess damage hits the enemy hero." (as Explosive Runes; ImmuneToSpellpower)
  { id: "BAR_032", target: { type: "minion" }, spell: [{ type: "damage", amount: 6, to: "target" }, { type: "damage", amount: { dealt: "excess" }, to: "enemy-hero", spellDamage: false }] },
  // Prospector's Caravan: "At the start of your turn, give all minions in your hand +1/+1."
  { id: "BAR_033", triggers: [{ on: "turn-start", if: { turn: "own" }, do: [{ type: "buff", to: { all: "hand", side: "friendly", where: { type: "minion" } }, enchantment: "BAR_033e" }] }] },
  { id: "BAR_033e", buff: { attack: 1, health: 1 } },
  // Serpentbloom: "Give a friendly Beast Poisonous."
  { id: "WC_007", target: { type: "minion", side: "friendly", where: { race: "BEAST" } }, spell: [{ type: "buff", to: "target", enchantment: "WC_007e" }] },
  { id: "WC_007e", buff: { grants: ["POISONOUS"] } },
  // Sin'dorei Scentfinder: "Frenzy: Summon four 1/1 Hyenas with Rush." (the Hyena of Kolkar Pack Runner, BAR_035t)
  { id: "WC_008", frenzy: [{ type: "summon", card: "BAR_035t", count: 4 }] },
  // Arcane Luminary: "Cards that didn't start in your deck cost (2) less (but not less than 1)." (the cards in your hand an
  // effect made: the CREATOR tag)
  { id: "BAR_545", auras: [{ to: { all: "hand", side: "friendly", where: { tag: "CREATOR" } }, buff: { cost: -2, minCost: 1 }, enchantment: "BAR_545e" }] },
  { id: "BAR_545e", buff: { cost: -2, minCost: 1 } },
  // Floecaster: "Costs (2) less for each Frozen enemy."
  { id: "WC_806", auras: [{ to: "self", zone: "hand", buff: { cost: { count: { all: "characters", side: "enemy", where: { tag: "FROZEN" } }, multiply: -2 } } }] },
  // Refreshing Spring Water: "Draw 2 cards. Refresh 2 Mana Crystals for each spell drawn." (the spells drawn into your hand)
  { id: "BAR_542", spell: [{ type: "draw", count: 2 }, { type: "if", if: { count: { all: "drawn", where: { type: "spell", zone: "hand" } }, atLeast: 1 },
    then: [{ type: "refreshMana", amount: { count: { all: "drawn", where: { type: "spell", zone: "hand" } }, multiply: 2 } }] }] },
  // Rimetongue: "After you cast a Frost spell, summon a 1/1 Elemental that Freezes."
  { id: "BAR_888", triggers: [{ ...afterYouCast("FROST"), do: [{ type: "summon", card: "BAR_888t" }] }] },
  { id: "BAR_888t", tags: { FREEZE: 1 } },
  // Runed Orb: "Deal $2 damage. Discover a spell."
  { id: "BAR_541", target: { type: "character" }, spell: [{ type: "damage", amount: 2, to: "target" }, { type: "discover", from: { type: "SPELL", yourClass: true } }] },
  // Shattering Blast: "Destroy all Frozen minions."
  { id: "WC_041", spell: [{ type: "destroy", to: { all: "minions", where: { tag: "FROZEN" } } }] },
  // Archdruid Naralex: "Dormant for 2 turns. While Dormant, add a Dream card to your hand at the end of your turn."
  { id: "WC_035", dormant: 2, triggers: [{ on: "turn-end", if: { turn: "own" }, whileDormant: true, do: [{ type: "addCard", pool: DREAM_CARDS }] }] },
  // Barrens Trapper: "Your Deathrattle cards cost (1) less."
  { id: "BAR_082", auras: [{ to: { all: "hand", side: "friendly", where: { has: "deathrattle" } }, buff: { cost: -1 }, enchantment: "BAR_082e" }] },
  { id: "BAR_082e", buff: { cost: -1 } },
  // Burning Blade Acolyte: "Deathrattle: Summon a 5/8 Demonspawn with Taunt."
  { id: "BAR_072", deathrattle: [{ type: "summon", card: "BAR_072t" }] },
  { id: "BAR_072t" },
  // Crossroads Gossiper: "After a friendly Secret is revealed, gain +2/+2." (as Eaglehorn Bow's)
  { id: "BAR_890", triggers: [{ on: "reveal", if: { target: { side: "friendly", secret: true } }, do: [{ type: "buff", to: "self", enchantment: "BAR_890e" }] }] },
  { id: "BAR_890e", buff: { attack: 2, health: 2 } },
  // Crossroads Watch Post: "Can't attack. Whenever your opponent casts a spell, give your minions +1/+1."
  { id: "BAR_075", triggers: [{ on: "play", if: { target: { side: "enemy", type: "spell" } }, do: [{ type: "buff", to: "friendly-minions", enchantment: "BAR_075e" }] }] },
  { id: "BAR_075e", buff: { attack: 1, health: 1 } },
  // Darkspear Berserker: "Deathrattle: Deal 5 damage to your hero."
  { id: "BAR_027", deathrattle: [{ type: "damage", amount: 5, to: "friendly-hero" }] },
  // Death's Head Cultist: "Taunt. Deathrattle: Restore #4 Health to your hero."
  { id: "BAR_026", deathrattle: [{ type: "heal", amount: 4, to: "friendly-hero" }] },
  // Far Watch Post: "Can't attack. After your opponent draws a card, it costs (1) more (up to 10)." (a card already at 10 or
  // more is left as it is)
  { id: "BAR_074", triggers: [{ on: "draw", if: [{ target: { side: "enemy" } }, { entity: "event-target", matches: { zone: "hand" } }, { not: { value: { stat: "cost", of: "event-target" }, atLeast: 10 } }],
    do: [{ type: "buff", to: "event-target", enchantment: "BAR_074e" }] }] },
  { id: "BAR_074e", buff: { cost: 1 } },
  // Hecklefang Hyena: "Battlecry: Deal 3 damage to your hero."
  { id: "BAR_745", battlecry: [{ type: "damage", amount: 3, to: "friendly-hero" }] },
  // Hog Rancher: "Battlecry: Summon a 2/1 Hog with Rush."
  { id: "BAR_060", battlecry: [{ type: "summon", card: "BAR_060t" }] },
  { id: "BAR_060t" },
  // Injured Marauder: "Taunt. Battlecry: Deal 6 damage to this minion."
  { id: "BAR_069", battlecry: [{ type: "damage", amount: 6, to: "self" }] },
  // Lushwater Scout: "After you summon a Murloc, give it +1 Attack and Rush."
  { id: "BAR_063", triggers: [{ on: "after-summon", if: { target: { side: "friendly", type: "minion", race: "MURLOC", not: "self" } }, do: [{ type: "buff", to: "event-target", enchantment: "BAR_063e" }] }] },
  { id: "BAR_063e", buff: { attack: 1, grants: ["RUSH"] } },
  // Mor'shan Watch Post: "Can't attack. After your opponent plays a minion, summon a 2/2 Grunt."
  { id: "BAR_076", triggers: [{ on: "after-play", if: { target: { side: "enemy", type: "minion" } }, do: [{ type: "summon", card: "BAR_076t" }] }] },
  { id: "BAR_076t" },
  // Primordial Protector: "Battlecry: Draw your highest Cost spell. Summon a random minion with the same Cost." (no spell: nothing)
  { id: "BAR_042", battlecry: [{ type: "draw", where: { type: "spell" }, highest: "cost" }, { type: "if", if: { exists: { all: "drawn" } },
    then: [{ type: "summonRandom", pool: { type: "MINION", cost: { stat: "cost", of: { all: "drawn" } } } }] }] },
  // Ratchet Privateer: "Battlecry: Give your weapon +1 Attack."
  { id: "BAR_061", battlecry: [{ type: "buff", to: "friendly-weapon", enchantment: "BAR_061e" }] },
  { id: "BAR_061e", buff: { attack: 1 } },
  // Spirit Healer: "After you cast a Holy spell, give a random friendly minion +2 Health."
  { id: "BAR_744", triggers: [{ ...afterYouCast("HOLY"), do: [{ type: "buff", to: { random: "friendly-minions" }, enchantment: "BAR_744e" }] }] },
  { id: "BAR_744e", buff: { health: 2 } },
  // Talented Arcanist: "Battlecry: Your next spell this turn has Spell Damage +2." (as Celestial Emissary's state)
  { id: "BAR_064", battlecry: [{ type: "buff", to: "friendly-hero", enchantment: "BAR_064e" }] },
  { id: "BAR_064e", spellDamage: 2, buff: { oneTurn: true }, triggers: NEXT_SPELL },
  { id: "BAR_064e2", spellDamage: 2, buff: { oneTurn: true }, triggers: NEXT_SPELL },
  // Toad of the Wilds: "Taunt. Battlecry: If you're holding a Nature spell, gain +2 Health."
  { id: "BAR_743", battlecry: [{ type: "if", if: { exists: { all: "hand", side: "friendly", where: { type: "spell", spellSchool: "NATURE" } } }, then: [{ type: "buff", to: "self", enchantment: "BAR_743e" }] }] },
  { id: "BAR_743e", buff: { health: 2 } },
  // Venomous Scorpid: "Poisonous. Battlecry: Discover a spell."
  { id: "BAR_065", battlecry: [{ type: "discover", from: { type: "SPELL", yourClass: true } }] },
  // Cariel Roame: "Rush, Divine Shield. Whenever this attacks, reduce the Cost of Holy spells in your hand by (1)."
  { id: "BAR_902", triggers: [{ on: "attack", if: { source: "self" }, do: [{ type: "buff", to: { all: "hand", side: "friendly", where: { type: "spell", spellSchool: "HOLY" } }, enchantment: "BAR_902e" }] }] },
  { id: "BAR_902e", buff: { cost: -1 } },
  // Galloping Savior: "Secret: After your opponent plays three cards in a turn, summon a 3/4 Steed with Taunt." (the third
  // card's after-play step; a full board: it waits)
  { id: "BAR_550", triggers: [{ on: "after-play", if: [{ target: { side: "enemy" } }, { playedThisTurn: "card", side: "enemy", atLeast: 3 }, { space: "friendly-board" }],
    do: [{ type: "summon", card: "BAR_550t" }] }] },
  { id: "BAR_550t" },
  // Invigorating Sermon: "Give +1/+1 to all minions in your hand, deck, and battlefield."
  { id: "BAR_881", spell: [
    { type: "buff", to: { all: "hand", side: "friendly", where: { type: "minion" } }, enchantment: "BAR_881e" },
    { type: "buff", to: { all: "deck", side: "friendly", where: { type: "minion" } }, enchantment: "BAR_881e" },
    { type: "buff", to: "friendly-minions", enchantment: "BAR_881e" }] },
  { id: "BAR_881e", buff: { attack: 1, health: 1 } },
  // Judgment of Justice: "Secret: When an enemy minion attacks, set its Attack and Health to 1." (as Vaporize: the attacker in
  // play and not mortally wounded)
  { id: "WC_033", triggers: [{ on: "pre-attack", if: { source: { side: "enemy", type: "minion", alive: true } }, do: [{ type: "buff", to: "event-source", enchantment: "WC_033e" }] }] },
  { id: "WC_033e", buff: { setAttack: 1, setHealth: 1 } },
  // Knight of Anointment: "Battlecry: Draw a Holy spell."
  { id: "BAR_873", battlecry: [{ type: "draw", where: { type: "spell", spellSchool: "HOLY" } }] },
  // Northwatch Commander: "Battlecry: If you control a Secret, draw a minion."
  { id: "BAR_876", battlecry: [{ type: "if", if: { exists: { all: "secrets", side: "friendly", where: { secret: true } } }, then: [{ type: "draw", where: { type: "minion" } }] }] },
  // Seedcloud Buckler (weapon): "Deathrattle: Give your minions Divine Shield."
  { id: "WC_032", deathrattle: [{ type: "buff", to: "friendly-minions", grants: ["DIVINE_SHIELD"] }] },
  // Soldier's Caravan: "At the start of your turn, summon two 1/1 Silver Hand Recruits."
  { id: "BAR_871", triggers: [{ on: "turn-start", if: { turn: "own" }, do: [{ type: "summon", card: "CS2_101t", count: 2 }] }] },
  // Sword of the Fallen (weapon): "After your hero attacks, cast a Secret from your deck."
  { id: "BAR_875", triggers: [{ on: "after-attack", if: { source: "friendly-hero" }, do: [{ type: "castSpell", from: "deck", where: { secret: true } }] }] },
  // Veteran Warmedic: "After you cast a Holy spell, summon a 2/2 Medic with Lifesteal."
  { id: "BAR_878", triggers: [{ ...afterYouCast("HOLY"), do: [{ type: "summon", card: "BAR_878t" }] }] },
  { id: "BAR_878t" },
  // Desperate Prayer: "Restore #5 Health to each hero."
  { id: "BAR_309", spell: [{ type: "heal", amount: 5, to: "all-heroes" }] },
  // Devouring Plague: "Lifesteal. Deal $4 damage randomly split among all enemy minions." (four 1-damage hits; ImmuneToSpellpower)
  { id: "BAR_311", spell: [{ type: "damage", amount: 1, to: { random: "enemy-minions", count: 4 } }] },
  // Devout Dungeoneer: "Battlecry: Draw a spell. If it's a Holy spell, reduce its Cost by (2)."
  { id: "WC_013", battlecry: [{ type: "draw", where: { type: "spell" } },
    { type: "buff", to: { all: "drawn", where: { zone: "hand", spellSchool: "HOLY" } }, enchantment: "WC_013e" }] },
  { id: "WC_013e", buff: { cost: -2 } },
  // Void Flayer: "Battlecry: For each spell in your hand, deal 1 damage to a random enemy minion." (each hit picks anew)
  { id: "BAR_307", battlecry: [{ type: "repeat", times: { count: { all: "hand", side: "friendly", where: { type: "spell" } } }, do: [{ type: "damage", amount: 1, to: { random: "enemy-minions" } }] }] },
  // Field Contact: "After you play a Battlecry or Combo card, draw a card."
  { id: "BAR_317", triggers: [{ on: "after-play", if: { any: [{ target: { side: "friendly", playedHas: "battlecry" } }, { target: { side: "friendly", playedHas: "combo" } }] }, do: [{ type: "draw" }] }] },
  // Oil Rig Ambusher: "Battlecry: Deal 2 damage. If this entered your hand this turn, deal 4 instead." (Quickdraw's condition)
  { id: "BAR_316", target: { type: "character" }, battlecry: [{ type: "if", if: { quickdraw: true }, then: [{ type: "damage", amount: 4, to: "target" }], else: [{ type: "damage", amount: 2, to: "target" }] }] },
  // Silverleaf Poison: "Give your weapon 'After your hero attacks, draw a card.'" (a weapon needed, as Deadly Poison)
  { id: "BAR_318", requires: { exists: "friendly-weapon" }, spell: [{ type: "buff", to: "friendly-weapon", enchantment: "BAR_318e" }] },
  { id: "BAR_318e", triggers: [{ on: "after-attack", if: { source: "friendly-hero" }, do: [{ type: "draw" }] }] },
  // Water Moccasin: "Stealth. Has Poisonous while you have no other minions."
  { id: "WC_015", auras: [{ to: "self", buff: { grants: ["POISONOUS"] }, if: { not: { exists: "other-friendly-minions" } } }] },
  // Arid Stormer: "Battlecry: If you played an Elemental last turn, gain Rush and Windfury."
  { id: "BAR_045", battlecry: [{ type: "if", if: { playedLastTurn: "minion", race: "ELEMENTAL", atLeast: 1 }, then: [{ type: "buff", to: "self", enchantment: "BAR_045e" }] }] },
  { id: "BAR_045e", buff: { grants: ["RUSH", "WINDFURY"] } },
  // Earth Revenant: "Taunt. Battlecry: Deal 1 damage to all enemy minions."
  { id: "BAR_750", battlecry: [{ type: "damage", amount: 1, to: "enemy-minions" }] },
  // Firemancer Flurgl: "After you play a Murloc, deal 1 damage to all enemies."
  { id: "BAR_860", triggers: [{ on: "after-play", if: { target: { side: "friendly", type: "minion", playedRace: "MURLOC" } }, do: [{ type: "damage", amount: 1, to: "enemy-characters" }] }] },
  // Nofin Can Stop Us: "Give your minions +1/+1. Give your Murlocs an extra +1/+1." (Murlocs +2/+2 in all: BAR_041e2)
  { id: "BAR_041", spell: [
    { type: "buff", to: { all: "minions", side: "friendly", where: { notRace: "MURLOC" } }, enchantment: "BAR_041e" },
    { type: "buff", to: { all: "minions", side: "friendly", where: { race: "MURLOC" } }, enchantment: "BAR_041e2" }] },
  { id: "BAR_041e", buff: { attack: 1, health: 1 } },
  { id: "BAR_041e2", buff: { attack: 2, health: 2 } },
  // Primal Dungeoneer: "Battlecry: Draw a spell. If it's a Nature spell, also draw an Elemental."
  { id: "WC_005", battlecry: [{ type: "draw", where: { type: "spell" } }, { type: "if", if: { exists: { all: "drawn", where: { spellSchool: "NATURE" } } },
    then: [{ type: "draw", where: { type: "minion", race: "ELEMENTAL" } }] }] },
  // South Coast Chieftain: "Battlecry: If you control another Murloc, deal 2 damage." (a target only then)
  { id: "BAR_040", target: { type: "character", if: { exists: { all: "minions", side: "friendly", where: { race: "MURLOC", not: "self" } } } },
    battlecry: [{ type: "damage", amount: 2, to: "target" }] },
  // Spawnpool Forager: "Deathrattle: Summon a 1/1 Tinyfin."
  { id: "BAR_751", deathrattle: [{ type: "summon", card: "BAR_751t" }] },
  { id: "BAR_751t" },
  // Tinyfin's Caravan: "At the start of your turn, draw a Murloc."
  { id: "BAR_043", triggers: [{ on: "turn-start", if: { turn: "own" }, do: [{ type: "draw", where: { type: "minion", race: "MURLOC" } }] }] },
  // Altar of Fire: "Destroy the top 3 cards of each deck." (yours first; destroyed in the deck: burnt, 4.3)
  { id: "BAR_913", spell: [{ type: "burn", count: 3 }, { type: "burn", count: 3, player: "enemy" }] },
  // Apothecary's Caravan: "At the start of your turn, summon a 1-Cost minion from your deck."
  { id: "BAR_912", triggers: [{ on: "turn-start", if: { turn: "own" }, do: [{ type: "putIntoPlay", from: "deck", where: { type: "minion", cost: 1 } }] }] },
  // Barrens Scavenger: "Taunt. Costs (1) while your deck has 10 or fewer cards."
  { id: "BAR_917", auras: [{ to: "self", zone: "hand", buff: { setCost: 1 }, if: { value: { count: { all: "deck", side: "friendly" } }, atMost: 10 } }] },
  // Blood Shard Bristleback: "Lifesteal. Battlecry: If your deck contains 10 or fewer cards, deal 6 damage to a minion."
  { id: "BAR_916", target: { type: "minion", if: { value: { count: { all: "deck", side: "friendly" } }, atMost: 10 } }, battlecry: [{ type: "damage", amount: 6, to: "target" }] },
  // Grimoire of Sacrifice: "Destroy a friendly minion. Deal $2 damage to all enemy minions."
  { id: "BAR_910", target: { type: "minion", side: "friendly" }, spell: [{ type: "destroy", to: "target" }, { type: "damage", amount: 2, to: "enemy-minions" }] },
  // Kabal Outfitter: "Battlecry and Deathrattle: Give another random friendly minion +1/+1."
  { id: "BAR_915", battlecry: [{ type: "buff", to: { random: "other-friendly-minions" }, enchantment: "BAR_915e" }],
    deathrattle: [{ type: "buff", to: { random: "other-friendly-minions" }, enchantment: "BAR_915e" }] },
  { id: "BAR_915e", buff: { attack: 1, health: 1 } },
  // Unstable Shadow Blast: "Deal $6 damage to a minion. Excess damage hits your hero." (ImmuneToSpellpower)
  { id: "WC_021", target: { type: "minion" }, spell: [{ type: "damage", amount: 6, to: "target" }, { type: "damage", amount: { dealt: "excess" }, to: "friendly-hero", spellDamage: false }] },
  // Man-at-Arms: "Battlecry: If you have a weapon equipped, gain +1/+1."
  { id: "WC_024", battlecry: [{ type: "if", if: { exists: "friendly-weapon" }, then: [{ type: "buff", to: "self", enchantment: "WC_024e" }] }] },
  { id: "WC_024e", buff: { attack: 1, health: 1 } },
  // Mor'shan Elite: "Taunt. Battlecry: If your hero attacked this turn, summon a copy of this."
  { id: "BAR_846", battlecry: [{ type: "if", if: { entity: "friendly-hero", matches: { attackedThisTurn: true } }, then: [{ type: "summonCopy", of: "self" }] }] },
  // Outrider's Axe (weapon): "After your hero attacks and kills a minion, draw a card." (as Warsong Grunt: the killed defender
  // mortally wounded in the after-attack step)
  { id: "BAR_844", triggers: [{ on: "after-attack", if: [{ source: "friendly-hero" }, { target: { type: "minion", mortallyWounded: true } }], do: [{ type: "draw" }] }] },
  // Rokara: "Rush. After a friendly minion attacks and survives, give it +1/+1."
  { id: "BAR_847", triggers: [{ on: "after-attack", if: { source: { side: "friendly", type: "minion", alive: true } }, do: [{ type: "buff", to: "event-source", enchantment: "BAR_847e" }] }] },
  { id: "BAR_847e", buff: { attack: 1, health: 1 } },
  // Whetstone Hatchet (weapon): "After your hero attacks, give a minion in your hand +1 Attack." (a random one)
  { id: "WC_025", triggers: [{ on: "after-attack", if: { source: "friendly-hero" }, do: [{ type: "buff", to: { random: { all: "hand", side: "friendly", where: { type: "minion" } } }, enchantment: "WC_025e" }] }] },
  { id: "WC_025e", buff: { attack: 1 } },
  // Razormane Battleguard: "The first Taunt minion you play each turn costs (2) less." (while you have played no Taunt minion
  // this turn)
  { id: "BAR_537", auras: [{ to: { all: "hand", side: "friendly", where: { type: "minion", tag: "TAUNT" } }, buff: { cost: -2 },
    if: { not: { value: { playedThisGame: "minion", thisTurn: true, mechanic: "TAUNT" }, atLeast: 1 } } }] },
  // Shroud of Concealment: "Draw 2 minions. Any played this turn gain Stealth for 1 turn." (each drawn card carries WC_016e this
  // turn; played, it gains WC_016e2, Stealth until your next turn)
  { id: "WC_016", spell: [{ type: "draw", count: 2, where: { type: "minion" }, enchantment: "WC_016e" }] },
  { id: "WC_016e", triggers: [{ on: "play", if: { target: "self" }, do: [{ type: "buff", to: "self", enchantment: "WC_016e2" }] }, { on: "turn-end", do: [{ type: "expire" }] }] },
  { id: "WC_016e2", buff: { grants: ["STEALTH"] }, triggers: [{ on: "turn-start", if: { turn: "own" }, do: [{ type: "expire" }] }] },
  // Scabbs Cutterbutter: "Combo: The next two cards you play this turn cost (2) less." (a cost state on your hero with 2 uses,
  // one spent by each card played)
  { id: "BAR_552", combo: [{ type: "buff", to: "friendly-hero", enchantment: "BAR_552o" }] },
  { id: "BAR_552o", uses: 2, consumedBy: {}, buff: { oneTurn: true }, auras: [{ to: { all: "hand", side: "friendly" }, buff: { cost: -2 }, enchantment: "BAR_552e" }] },
  { id: "BAR_552e", buff: { cost: -2 } },
  // The Adventurers (Wailing Caverns): keywords from the card data.
  ...ADVENTURERS.map((id) => ({ id })),
  // Party Up!: "Summon five 2/2 Adventurers with random bonus effects." (each picked anew)
  { id: "WC_034", spell: [{ type: "repeat", times: 5, do: [{ type: "summonRandom", pool: ADVENTURERS }] }] },
  // Devouring Ectoplasm: "Deathrattle: Summon a 2/2 Adventurer with a random bonus effect."
  { id: "WC_027", deathrattle: [{ type: "summonRandom", pool: ADVENTURERS }] },
  // Meeting Stone: "At the end of your turn, add a 2/2 Adventurer with a random bonus effect to your hand."
  { id: "WC_028", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "addCard", pool: ADVENTURERS }] }] },
  // Final Gasp: "Deal $1 damage to a minion. If it dies, summon a 2/2 Adventurer with a random bonus effect."
  { id: "WC_022", target: { type: "minion" }, spell: [{ type: "damage", amount: 1, to: "target" },
    { type: "if", if: { entity: "target", matches: { mortallyWounded: true } }, then: [{ type: "summonRandom", pool: ADVENTURERS }] }] },
  // Soothsayer's Caravan: "At the start of your turn, copy a spell from your opponent's deck to your hand." (a random one)
  { id: "BAR_312", triggers: [{ on: "turn-start", if: { turn: "own" }, do: [{ type: "addCard", copyOf: { random: { all: "deck", side: "enemy", where: { type: "spell" } } } }] }] },
  // Varden Dawngrasp: "Battlecry: Freeze all enemy minions. If any are already Frozen, deal 4 damage to them instead." (those
  // Frozen as it resolves take 4 damage; the others are Frozen)
  { id: "BAR_748", battlecry: [{ type: "group", of: { all: "minions", side: "enemy", where: { tag: "FROZEN" } }, do: [
    { type: "freeze", to: { all: "minions", side: "enemy", where: { notTag: "FROZEN" } } }, { type: "damage", amount: 4, to: "group" }] }] },
  // Mankrik: "Battlecry: Help Mankrik find his wife! She was last seen somewhere in your deck." (Olgra, BAR_721t, shuffled in:
  // "Casts When Drawn: Summon a 3/7 Mankrik, who immediately attacks the enemy hero.")
  { id: "BAR_721", battlecry: [{ type: "shuffleIntoDeck", card: "BAR_721t" }] },
  { id: "BAR_721t", castsWhenDrawn: true, spell: [{ type: "summon", card: "BAR_721t2" }, { type: "forceAttack", attacker: "summoned", defender: "enemy-hero" }] },
  { id: "BAR_721t2" },
  // --- w10/late-a (definitions only) ---
  // Sigil of Flame: "At the start of your next turn, deal $3 damage to all minions." A Sigil (rules-notes 242, as Sigil of
  // Cinder): it waits in the secret zone, its damage a spell's (Spell Damage read as it resolves), then it is destroyed.
  { id: "BAR_306", lasts: { turns: 2 }, triggers: [{ on: "turn-start", zone: "secret", if: { turn: "own" },
    do: [{ type: "damage", amount: 3, to: "all-minions" }, { type: "destroy", to: "self" }] }] },
  // Sigil of Summoning: "At the start of your next turn, summon two 2/2 Demons with Taunt." A Sigil, as above.
  { id: "WC_003", lasts: { turns: 2 }, triggers: [{ on: "turn-start", zone: "secret", if: { turn: "own" },
    do: [{ type: "summon", card: "WC_003t", count: 2 }, { type: "destroy", to: "self" }] }] },
  // Wailing Demon (WC_003t, 2/2 Taunt): the data gives it no minion type; "two 2/2 Demons" — a Demon (WC_003's text, and the
  // game client's card headers: "WC_003t … RACE=DEMON")
  { id: "WC_003t", races: ["DEMON"] },
  // Rancor: "Deal $2 damage to all minions. Gain 2 Armor for each destroyed." ("destroyed": the minions the damage left
  // mortally wounded, read right after it, before the death phase — no death phase inside a text)
  { id: "BAR_845", spell: [{ type: "damage", amount: 2, to: "all-minions" },
    { type: "armor", amount: { count: { all: "minions", where: { mortallyWounded: true } }, multiply: 2 } }] },
  // Bulk Up: "Give a random Taunt minion in your hand +1/+1 and copy it." (a copy in the same zone keeps its states, rulebook
  // 4.8: the copy has the +1/+1 too)
  { id: "BAR_841", spell: [{ type: "group", of: { random: { all: "hand", side: "friendly", where: { type: "minion", tag: "TAUNT" } } },
    do: [{ type: "buff", to: { all: "group" }, enchantment: "BAR_841e" }, { type: "addCard", copyOf: { all: "group" } }] }] },
  { id: "BAR_841e", buff: { attack: 1, health: 1 } },
  // Mark of the Spikeshell: "Give a minion +2/+2. If it has Taunt, add a copy of it to your hand." (a copy from play to hand
  // keeps no state, rulebook 4.8: the copy is the card as printed, without the +2/+2)
  { id: "BAR_549", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "BAR_549e" },
    { type: "if", if: { entity: "target", matches: { tag: "TAUNT" } }, then: [{ type: "addCard", copyOf: "target" }] }] },
  { id: "BAR_549e", buff: { attack: 2, health: 2 } },
  // Paralytic Poison: "Give your weapon +1 Attack and "Your hero is Immune while attacking."" (a weapon needed, as Silverleaf
  // Poison; the weapon's enchantment BAR_321e, "+1 Attack and Immune while attacking.", carries Gladiator's Longbow's two
  // triggers: Immune for the attack, removed in 2.6 h, and no damage to the attacking hero before that)
  { id: "BAR_321", requires: { exists: "friendly-weapon" }, spell: [{ type: "buff", to: "friendly-weapon", enchantment: "BAR_321e" }] },
  { id: "BAR_321e", buff: { attack: 1 }, triggers: [
    { on: "pre-attack", if: { source: "friendly-hero" }, do: [{ type: "buff", to: "friendly-hero", grants: ["IMMUNE"], whileAttacking: true }] },
    { on: "pre-damage", if: { target: { is: "friendly-hero", attacking: true } }, do: [{ type: "changeDamage", set: 0 }] },
  ] },
  // The Ranked spells (等级, rules-notes 1100): "(Upgrades when you have 5 Mana.)" / "(… 10 Mana.)".
  // Chain Lightning: "Deal $2/$3/$4 damage to a minion and a random adjacent one." (one mass damage to the two, 3.1; the
  // random neighbour picked first, then the minion and it are named: the minion with its neighbours but the one not picked)
  ...ranked("BAR_044", (r) => ({ target: { type: "minion" }, spell: [{ type: "group", of: { random: { adjacent: "target" } }, do: [
    { type: "damage", amount: r + 1, to: { from: { adjacent: "target", self: "first" }, except: { from: { adjacent: "target" }, except: "group" } } }] }] })),
  // Condemn: "Deal $1/$2/$3 damage to all enemy minions."
  ...ranked("BAR_314", (r) => ({ spell: [{ type: "damage", amount: r, to: "enemy-minions" }] })),
  // Conditioning: "Give minions in your hand +1/+1 (+2/+2, +3/+3)."
  ...ranked("BAR_842", (r) => ({ spell: [{ type: "buff", to: { all: "hand", side: "friendly", where: { type: "minion" } }, enchantment: ["BAR_842e", "BAR_842e2", "BAR_842e3"][r - 1]! }] })),
  { id: "BAR_842e", buff: { attack: 1, health: 1 } },
  { id: "BAR_842e2", buff: { attack: 2, health: 2 } },
  { id: "BAR_842e3", buff: { attack: 3, health: 3 } },
  // Conviction: "Give a random (two, three random) friendly minion(s) +3 Attack."
  ...ranked("BAR_880", (r) => ({ spell: [{ type: "buff", to: { random: "friendly-minions", count: r }, enchantment: "BAR_880e" }] })),
  { id: "BAR_880e", buff: { attack: 3 } },
  // Flurry: "Freeze a random (two, three random) enemy minion(s)."
  ...ranked("BAR_305", (r) => ({ spell: [{ type: "freeze", to: { random: "enemy-minions", count: r } }] })),
  // Fury: "Give your hero +2 (+3, +4) Attack this turn."
  ...ranked("BAR_891", (r) => ({ spell: [{ type: "buff", to: "friendly-hero", enchantment: ["BAR_891e", "BAR_891e2", "BAR_891e3"][r - 1]! }] })),
  { id: "BAR_891e", buff: { attack: 2, oneTurn: true } },
  { id: "BAR_891e2", buff: { attack: 3, oneTurn: true } },
  { id: "BAR_891e3", buff: { attack: 4, oneTurn: true } },
  // Imp Swarm: "Summon a (two, three) 3/2 Imp(s)." (BAR_914t3, the data's 3/2)
  ...ranked("BAR_914", (r) => ({ requires: { space: "friendly-board" }, spell: [{ type: "summon", card: "BAR_914t3", count: r }] })),
  { id: "BAR_914t3" },
  // Living Seed: "Draw a Beast. Reduce its Cost by (1) ((2), (3))."
  ...ranked("BAR_536", (r) => ({ spell: [{ type: "draw", where: { type: "minion", race: "BEAST" } },
    { type: "buff", to: { all: "drawn", where: { zone: "hand" } }, enchantment: ["BAR_536e", "BAR_536te", "BAR_536t2e"][r - 1]! }] })),
  { id: "BAR_536e", buff: { cost: -1 } },
  { id: "BAR_536te", buff: { cost: -2 } },
  { id: "BAR_536t2e", buff: { cost: -3 } },
  // Tame Beast: "Summon a 2/2 (4/4, 6/6) Beast with Rush." (the data's BAR_034t3, t4, t5)
  ...ranked("BAR_034", (r) => ({ requires: { space: "friendly-board" }, spell: [{ type: "summon", card: ["BAR_034t3", "BAR_034t4", "BAR_034t5"][r - 1]! }] })),
  // The Beasts: the data gives their stats and the text "Rush" but neither the minion type nor the keyword — inferred from
  // Tame Beast's text ("a 2/2 Beast with Rush").
  { id: "BAR_034t3", races: ["BEAST"], tags: { RUSH: 1 } }, { id: "BAR_034t4", races: ["BEAST"], tags: { RUSH: 1 } },
  { id: "BAR_034t5", races: ["BEAST"], tags: { RUSH: 1 } },
  // Wicked Stab: "Deal $2 ($4, $6) damage."
  ...ranked("BAR_319", (r) => ({ target: { type: "character" }, spell: [{ type: "damage", amount: r * 2, to: "target" }] })),
  // Against All Odds: "Destroy ALL odd-Attack minions." (their Attack as it resolves; the filter attackParity, rules-notes 1101)
  { id: "WC_014", spell: [{ type: "destroy", to: { all: "minions", where: { attackParity: "odd" } } }] },
  // Lushwater Murcenary: "Battlecry: If you control a Murloc, gain +1/+1." (another Murloc: the minion, a Murloc itself, is
  // on the board as its Battlecry resolves, and counting it would make the condition always hold — rules-notes 1101)
  { id: "BAR_062", battlecry: [{ type: "if", if: { exists: { all: "minions", side: "friendly", where: { race: "MURLOC", not: "self" } } },
    then: [{ type: "buff", to: "self", enchantment: "BAR_062e" }] }] },
  { id: "BAR_062e", buff: { attack: 1, health: 1 } },
  // --- Session 12 (w12/space): "If you've restored Health this turn" — the amount `restoredThisTurn` (rules-notes 1202) ---
  // Priest of An'she: "Taunt. Battlecry: If you've restored Health this turn, gain +3/+3."
  { id: "BAR_313", battlecry: [{ type: "if", if: { value: { restoredThisTurn: true }, atLeast: 1 }, then: [{ type: "buff", to: "self", enchantment: "BAR_313e" }] }] },
  { id: "BAR_313e", buff: { attack: 3, health: 3 } },
  // Cleric of An'she: "Battlecry: If you've restored Health this turn, Discover a spell from your deck."
  { id: "WC_803", battlecry: [{ type: "if", if: { value: { restoredThisTurn: true }, atLeast: 1 }, then: [{ type: "discover", from: "deck", where: { type: "spell" } }] }] },
  // Xyrella: "Battlecry: If you've restored Health this turn, deal that much damage to all enemy minions." (the Health
  // restored this turn, read as the Battlecry resolves)
  { id: "BAR_735", battlecry: [{ type: "if", if: { value: { restoredThisTurn: true }, atLeast: 1 },
    then: [{ type: "damage", amount: { restoredThisTurn: true }, to: "enemy-minions" }] }] },
  // Bru'kan (Shaman): "Nature Spell Damage +3" (a spell school's Spell Damage: the tag SPELLPOWER_NATURE, added to the damage
  // of its controller's Nature spells only — rules-notes 1203)
  { id: "BAR_048", tags: { SPELLPOWER_NATURE: 3 } },
  // Overlord Saurfang: "Battlecry: Resurrect 2 friendly Frenzy minions. Deal 1 damage to all other minions." (two different
  // Frenzy cards of the death record, 4.10; the damage reaches them too: they are minions other than Saurfang)
  { id: "BAR_334", battlecry: [{ type: "resurrect", count: 2, where: { mechanic: "FRENZY" } },
    { type: "damage", amount: 1, to: { from: "all-minions", except: "self" } }] },
  // Plaguemaw the Rotting: "After a friendly minion with Taunt dies, summon a new copy of it without Taunt." (a fresh copy of
  // the dead minion's card, 4.8, that loses Taunt; "with Taunt" as it died)
  { id: "BAR_540", triggers: [{ on: "death", if: { target: { side: "friendly", type: "minion", tag: "TAUNT" } },
    do: [{ type: "summonCopy", of: "event-target" }, { type: "loseKeyword", to: { all: "summoned" }, keyword: "TAUNT" }] }] },
  // Tavish Stormpike: "After a friendly Beast attacks, summon a Beast from your deck that costs (1) less." (than the
  // attacking Beast, its Cost read as the trigger resolves; the filter `cost` as an amount; none that Cost: nothing)
  { id: "BAR_038", triggers: [{ on: "after-attack", if: { source: { side: "friendly", type: "minion", race: "BEAST" } },
    do: [{ type: "putIntoPlay", from: "deck", where: { type: "minion", race: "BEAST", cost: { stat: "cost", of: "event-source", add: -1 } } }] }] },
  // Selfless Sidekick: "Battlecry: Equip a random weapon from your deck." (the weapon card leaves the deck and is equipped,
  // keeping its states, 4.8 — no play, no Battlecry; the old weapon is destroyed, 2.4; rules-notes 1207)
  { id: "WC_029", battlecry: [{ type: "putIntoPlay", from: "deck", where: { type: "weapon" } }] },
  // Kargal Battlescar: "Battlecry: Summon a 5/5 Lookout for each Watch Post you've summoned this game." (the summon record:
  // Far, Crossroads and Mor'shan Watch Post, played or summoned, counted as the Battlecry begins)
  { id: "BAR_077", battlecry: [{ type: "summon", card: "BAR_077t", count: { summoned: "minions", cards: ["BAR_074", "BAR_075", "BAR_076"] } }] },
  // the data's 5/5 token has no English name: "Lookout", from Kargal's text
  { id: "BAR_077t", name: "Lookout" },
  // Celestial Alignment: "Set your Mana Crystals to 0. Set the Cost of cards in your hand and deck to (1)." (every Mana
  // Crystal destroyed, full or empty, 4.12; each card of the hand and the deck gets BAR_539e, a Cost set to (1) — later
  // changes apply on top, 4.11)
  { id: "BAR_539", spell: [{ type: "manaCrystals", amount: { mana: "crystals", multiply: -1 } },
    { type: "buff", to: { all: "hand", side: "friendly" }, enchantment: "BAR_539e" },
    { type: "buff", to: { all: "deck", side: "friendly" }, enchantment: "BAR_539e" }] },
  { id: "BAR_539e", buff: { setCost: 1 } },
  // --- w13/storm (rules-notes 1520-1539) ---
  // Wildfire: "Your Hero Power deals 1 more damage this game." (BAR_546e on your hero, HEROPOWER_DAMAGE 1: it stays when the
  // Hero Power is replaced; each Wildfire adds one: rules-notes 1526)
  { id: "BAR_546", spell: [{ type: "buff", to: "friendly-hero", enchantment: "BAR_546e" }] },
  { id: "BAR_546e", tags: { HEROPOWER_DAMAGE: 1 } },
  // Lilypad Lurker: "Battlecry: If you played an Elemental last turn, transform an enemy minion into a 0/1 Frog with Taunt."
  // (Hex's Frog, hexfrog: the one 0/1 Taunt Frog of the data)
  { id: "BAR_848", target: { type: "minion", side: "enemy", if: { playedLastTurn: "minion", race: "ELEMENTAL", atLeast: 1 } },
    battlecry: [{ type: "if", if: { playedLastTurn: "minion", race: "ELEMENTAL", atLeast: 1 }, then: [{ type: "transform", to: "target", card: "hexfrog" }] }] },
  // Perpetual Flame: "Deal $3 damage to a random enemy minion. If it dies, recast this. Overload: (1)" (the recast is a new
  // copy cast, its Overload gained too; a minion already dying is not picked again: rules-notes 1529)
  { id: "WC_020", spell: [{ type: "group", of: { random: { all: "minions", side: "enemy", where: { mortallyWounded: false } } }, do: [
    { type: "damage", amount: 3, to: { all: "group" } },
    { type: "if", if: { exists: { all: "group", where: { mortallyWounded: true } } }, then: [{ type: "castSpell", card: "WC_020" }] }] }] },
  // Kindling Elemental: "Battlecry: The next Elemental you play costs (1) less." (a cost state on your hero, used up by the
  // next Elemental you play; the card's text gives (1) — the data's BAR_854e still says (2), an older printing: rules-notes 1534)
  { id: "BAR_854", battlecry: [{ type: "buff", to: "friendly-hero", enchantment: "BAR_854e" }] },
  { id: "BAR_854e", auras: [{ to: { all: "hand", side: "friendly", where: { type: "minion", race: "ELEMENTAL" } }, buff: { cost: -1 } }], consumedBy: { type: "minion", race: "ELEMENTAL" } },
  // Warsong Wrangler: "Battlecry: Discover a Beast from your deck. Give all copies of it +2/+1 (wherever they are)." (the
  // card taken is drawn; then every card of that card id of yours — in hand, in the deck, in play — gets BAR_037e, the drawn
  // one included: rules-notes 1539)
  { id: "BAR_037", battlecry: [{ type: "discover", from: "deck", where: { type: "minion", race: "BEAST" } },
    { type: "buff", to: { all: "hand", side: "friendly", where: { cardIn: "added" } }, enchantment: "BAR_037e" },
    { type: "buff", to: { all: "deck", side: "friendly", where: { cardIn: "added" } }, enchantment: "BAR_037e" },
    { type: "buff", to: { all: "minions", side: "friendly", where: { cardIn: "added" } }, enchantment: "BAR_037e" }] },
  { id: "BAR_037e", buff: { attack: 2, health: 1 } },
  // --- Session 14 (w14/nathria; rules-notes 1660-1679) ---
  // Shadow Hunter Vol'jin: the chosen minion swaps with a random minion of its controller's hand (swapWithHand `of`, rules-notes 1662).
  { id: "BAR_080", target: { type: "minion" }, battlecry: [{ type: "swapWithHand", of: "target" }] },
  // Power Word: Fortitude: "Costs (1) less for each spell in your hand." — itself included (no "other", rules-notes 1665).
  { id: "BAR_308", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "BAR_308e" }],
    auras: [{ to: "self", zone: "hand", buff: { cost: { count: { all: "hand", side: "friendly", where: { type: "spell" } }, multiply: -1 } } }] },
  { id: "BAR_308e", buff: { attack: 3, health: 5 } },
  // Stealer of Souls: a trigger (not an aura) marking the first card you draw each turn; the mark stays (rules-notes 1666).
  { id: "WC_023", triggers: [{ on: "draw", if: [{ player: "friendly" }, { value: { drawn: "thisTurn" }, atMost: 1 }],
    do: [{ type: "buff", to: "event-target", enchantment: "WC_023e" }] }] },
  { id: "WC_023e", buff: { grants: ["CARD_COSTS_HEALTH"] } },
  // Tamsin Roame: as you play a Shadow spell that cost (1) or more, a copy costing (0) comes to your hand (rules-notes 1667).
  { id: "BAR_918", triggers: [{ on: "play", if: [{ target: { side: "friendly", type: "spell", spellSchool: "SHADOW" } }, { not: { target: { playedCostAtMost: 0 } } }],
    do: [{ type: "addCard", copyOf: "event-target", setCost: 0 }] }] },
  // Savory Deviate Delight: one random minion card of each hand (yours first) becomes a random Pirate or Stealth minion (4.5).
  { id: "WC_017", spell: [
    { type: "transform", to: { random: { all: "hand", side: "friendly", where: { type: "minion" } } }, pool: { type: "MINION", anyOf: [{ race: "PIRATE" }, { mechanic: "STEALTH" }] } },
    { type: "transform", to: { random: { all: "hand", side: "enemy", where: { type: "minion" } } }, pool: { type: "MINION", anyOf: [{ race: "PIRATE" }, { mechanic: "STEALTH" }] } }] },
  // Kurtrus Ashfallen: attacks the enemy board's two end minions, left one first (a lone one once); played at an Outcast
  // place it is Immune first, then attacks (rules-notes 1669).
  { id: "BAR_333", battlecry: [{ type: "forceAttack", attacker: "self", defender: { all: "minions", side: "enemy", where: { boardPlace: "outer" } }, each: true }],
    outcast: [{ type: "buff", to: "self", enchantment: "BAR_333e" },
      { type: "forceAttack", attacker: "self", defender: { all: "minions", side: "enemy", where: { boardPlace: "outer" } }, each: true }] },
  { id: "BAR_333e", buff: { grants: ["IMMUNE"], oneTurn: true } },
  // Mutanus the Devourer: "eat" a random minion card of the opponent's hand (absorb, rules-notes 310) and gain its stats as
  // it was there, as Hungering Ancient's (rules-notes 1675).
  { id: "WC_030", battlecry: [{ type: "group", of: { random: { all: "hand", side: "enemy", where: { type: "minion" } } }, do: [{ type: "if", if: { exists: { all: "group" } },
    then: [{ type: "absorb", to: { all: "group" } }, { type: "buff", to: "self", attack: { stat: "attack", of: { all: "group" } }, health: { stat: "health", of: { all: "group" } }, enchantment: "WC_030e" }] }] }] },
  { id: "WC_030e" },
  // The Poisons (rules-notes 1675): Deadly, Leeching, Paralytic, Silverleaf and Nitroboost Poison — the deck tracker
  // Firestone's list for these two cards. Apothecary Helbrim adds one of the five at random, as its Battlecry and its Deathrattle.
  { id: "BAR_324", battlecry: [{ type: "addCard", pool: ["CORE_CS2_074", "CORE_ICC_221", "BAR_321", "BAR_318", "YOP_015"] }],
    deathrattle: [{ type: "addCard", pool: ["CORE_CS2_074", "CORE_ICC_221", "BAR_321", "BAR_318", "YOP_015"] }] },
  // Swinetusk Shank: after you play a Poison (any printing: the English names), +1 Durability (BAR_322e).
  { id: "BAR_322", triggers: [{ on: "after-play", if: { target: { side: "friendly", type: "spell", anyOf: [{ name: "Deadly Poison" }, { name: "Leeching Poison" },
    { name: "Paralytic Poison" }, { name: "Silverleaf Poison" }, { name: "Nitroboost Poison" }] } }, do: [{ type: "buff", to: "self", enchantment: "BAR_322e" }] }] },
  { id: "BAR_322e", buff: { health: 1 } },
];
