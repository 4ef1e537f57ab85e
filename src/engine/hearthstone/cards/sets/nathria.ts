/**
 * Murder at Castle Nathria (REVENDRETH): the Infuse cards (注能, the card field `infuse`, rules-notes 408) and their Infused
 * cards (the data's `…t`, "Infused …").
 */
import type { CardDefinition } from "../format/index.js";

/** The four basic Totems of Totemic Call: Healing, Searing, Stoneclaw, Wrath of Air. */
const TOTEMS = ["NEW1_009", "CS2_050", "CS2_051", "CS2_052"];
/** The three Dormant Wildseeds: Fox (1 turn, Rush), Bear (2 turns, Taunt), Stag (3 turns, a Greatbow when it awakens). */
const WILDSEEDS = ["REV_360t", "REV_360t1", "REV_360t2"];
/** Huntsman Altimor's three Gargon Companions: Hecutis (4/4 Taunt), Barghast (2/4, your other minions +1 Attack), Margore (4/2 Charge). */
const GARGONS = ["REV_353t3", "REV_353t4", "REV_353t5"];

export const REVENDRETH = (): CardDefinition[] => [
  // Buffet Biggun: "Battlecry: Summon two Silver Hand Recruits. Infuse (3): Give them +2 Attack and Divine Shield."
  { id: "REV_958", battlecry: [{ type: "summon", card: "CS2_101t", count: 2 }], infuse: { count: 3, into: "REV_958t" } },
  { id: "REV_958t", battlecry: [{ type: "summon", card: "CS2_101t", count: 2 }, { type: "buff", to: { all: "summoned" }, enchantment: "REV_958e" }] },
  { id: "REV_958e", buff: { attack: 2, grants: ["DIVINE_SHIELD"] } },
  // Clean the Scene: "Destroy all minions with 3 or less Attack. Infuse (3): 6 or less."
  { id: "REV_252", spell: [{ type: "destroy", to: { all: "minions", where: { maxAttack: 3 } } }], infuse: { count: 3, into: "REV_252t" } },
  { id: "REV_252t", spell: [{ type: "destroy", to: { all: "minions", where: { maxAttack: 6 } } }] },
  // Famished Fool: "Battlecry: Draw a card. Infuse (4): Draw 3 instead."
  { id: "REV_019", battlecry: [{ type: "draw" }], infuse: { count: 4, into: "REV_019t" } },
  { id: "REV_019t", battlecry: [{ type: "draw", count: 3 }] },
  // Frenzied Fangs: "Summon two 2/1 Bats. Infuse (3): Give them +1/+2."
  { id: "REV_350", spell: [{ type: "summon", card: "REV_350t", count: 2 }], infuse: { count: 3, into: "REV_350t2" } },
  { id: "REV_350t2", spell: [{ type: "summon", card: "REV_350t", count: 2 }, { type: "buff", to: { all: "summoned" }, enchantment: "REV_350e" }] },
  { id: "REV_350e", buff: { attack: 1, health: 2 } },
  // Frozen Touch: "Deal $3 damage. Infuse (3): Add a Frozen Touch to your hand." (the card added is Frozen Touch itself,
  // uninfused)
  { id: "REV_601", target: { type: "character" }, spell: [{ type: "damage", amount: 3, to: "target" }], infuse: { count: 3, into: "REV_601t" } },
  { id: "REV_601t", target: { type: "character" }, spell: [{ type: "damage", amount: 3, to: "target" }, { type: "addCard", card: "REV_601" }] },
  // Murlocula: "Lifesteal. Infuse (4): This costs (0)."
  { id: "REV_957", infuse: { count: 4, into: "REV_957t" } },
  { id: "REV_957t" }, // "Infused Lifesteal": the data's 0-Cost Lifesteal card; "Infused" is a label
  // Plot of Sin: "Summon two 2/2 Treants. Infuse (5): Two 5/5 Ancients instead."
  { id: "REV_336", spell: [{ type: "summon", card: "REV_336t2", count: 2 }], infuse: { count: 5, into: "REV_336t4" } },
  { id: "REV_336t4", spell: [{ type: "summon", card: "REV_336t3", count: 2 }] },
  // Priest of the Deceased: "Taunt. Infuse (3): Gain +2/+2."
  { id: "REV_956", infuse: { count: 3, into: "REV_956t" } },
  { id: "REV_956t" }, // "Infused Taunt": the data's 4/5 Taunt card; "Infused" is a label
  // Stoneborn Accuser: "Infuse (5): Gain \"Battlecry: Deal 5 damage.\""
  { id: "REV_013", infuse: { count: 5, into: "REV_013t" } },
  { id: "REV_013t", target: { type: "character" }, battlecry: [{ type: "damage", amount: 5, to: "target" }] },
  // Convincing Disguise: "Transform a friendly minion into one that costs (2) more. Infuse (4): Transform all friendly minions
  // instead." (a random minion of its Cost + 2, else the highest Cost below that has minions — 5.2 异变, as Ascendance)
  { id: "REV_920", target: { type: "minion", side: "friendly" }, spell: [{ type: "transform", to: "target",
    pool: { type: "MINION", cost: { stat: "cost", of: "each", add: 2 }, costDown: { stat: "cost", of: "each" } } }], infuse: { count: 4, into: "REV_920t" } },
  { id: "REV_920t", spell: [{ type: "transform", to: "friendly-minions",
    pool: { type: "MINION", cost: { stat: "cost", of: "each", add: 2 }, costDown: { stat: "cost", of: "each" } } }] },
  // Door of Shadows: "Draw a spell. Infuse (2): Add a Temporary copy of it to your hand." (Temporary: the game's REV_938te,
  // discarded at the end of your turn while in hand)
  { id: "REV_938", spell: [{ type: "draw", where: { type: "spell" } }], infuse: { count: 2, into: "REV_938t" } },
  { id: "REV_938t", spell: [{ type: "draw", where: { type: "spell" } }, { type: "addCard", copyOf: { all: "drawn", where: { zone: "hand" } }, enchantment: "REV_938te" }] },
  { id: "REV_938te", triggers: [{ on: "turn-end", zone: "hand", if: { turn: "own" }, do: [{ type: "destroy", to: "self" }] }] },
  // Imbued Axe (weapon): "After your hero attacks, give your damaged minions +1/+2. Infuse (2): +2/+2 instead."
  { id: "REV_933", triggers: [{ on: "after-attack", if: { source: "friendly-hero" }, do: [{ type: "buff", to: { all: "minions", side: "friendly", where: { damaged: true } }, enchantment: "REV_933e" }] }],
    infuse: { count: 2, into: "REV_933t" } },
  { id: "REV_933t", triggers: [{ on: "after-attack", if: { source: "friendly-hero" }, do: [{ type: "buff", to: { all: "minions", side: "friendly", where: { damaged: true } }, enchantment: "REV_933e2" }] }] },
  { id: "REV_933e", buff: { attack: 1, health: 2 } },
  { id: "REV_933e2", buff: { attack: 2, health: 2 } },
  // Party Favor Totem: "At the end of your turn, summon a random basic Totem. Infuse (2): Summon two instead." (the four basic
  // Totems of Totemic Call, each pick its own)
  { id: "REV_935", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "summonRandom", pool: ["NEW1_009", "CS2_050", "CS2_051", "CS2_052"] }] }],
    infuse: { count: 2, into: "REV_935t" } },
  { id: "REV_935t", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "summonRandom", pool: ["NEW1_009", "CS2_050", "CS2_051", "CS2_052"] },
    { type: "summonRandom", pool: ["NEW1_009", "CS2_050", "CS2_051", "CS2_052"] }] }] },
  // Stonebound Gargon: "Rush. Infuse (3): Also damages the minions next to whomever this attacks."
  { id: "REV_352", infuse: { count: 3, into: "REV_352t" } },
  { id: "REV_352t", attackHitsAdjacent: true },
  // Sylvanas, the Accused: "Battlecry: Destroy an enemy minion. Infuse (7): Take control of it instead."
  { id: "MAW_033", target: { type: "minion", side: "enemy" }, battlecry: [{ type: "destroy", to: "target" }], infuse: { count: 7, into: "MAW_033t" } },
  { id: "MAW_033t", target: { type: "minion", side: "enemy" }, battlecry: [{ type: "takeControl", to: "target" }] },
  // ---- w9/wild-g: the set's cards whose text the format already has ----
  // Bog Beast: "Taunt Deathrattle: Summon a 2/4 Muckmare with Taunt." (the data's REV_012t)
  { id: "REV_012", deathrattle: [{ type: "summon", card: "REV_012t" }] },
  // Stoneborn General: "Rush Deathrattle: Summon an 8/8 Gravewing with Rush." (REV_375t)
  { id: "REV_375", deathrattle: [{ type: "summon", card: "REV_375t" }] },
  // Volatile Skeleton: "Deathrattle: Deal 2 damage to a random enemy."
  { id: "REV_845", deathrattle: [{ type: "damage", amount: 2, to: { random: "enemy-characters" } }] },
  // Sinrunner: "Deathrattle: Destroy a random enemy minion."
  { id: "REV_251", deathrattle: [{ type: "destroy", to: { random: "enemy-minions" } }] },
  // Sinstone Totem: "At the end of your turn, gain +1 Health."
  { id: "REV_839", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "buff", to: "self", enchantment: "REV_839e" }] }] },
  { id: "REV_839e", buff: { health: 1 } },
  // Cold Case: "Summon two 2/2 Volatile Skeletons. Gain 4 Armor." (the Skeleton is the collectible REV_845)
  { id: "REV_505", spell: [{ type: "summon", card: "REV_845", count: 2 }, { type: "armor", amount: 4 }] },
  // Nightcloak Sanctum (Location): "Freeze a minion. Summon a 2/2 Volatile Skeleton."
  { id: "REV_602", target: { type: "minion" }, activate: [{ type: "freeze", to: "target" }, { type: "summon", card: "REV_845" }] },
  // Crud Caretaker: "Battlecry: Summon a 3/5 Elemental with Taunt." (REV_936t)
  { id: "REV_936", battlecry: [{ type: "summon", card: "REV_936t" }] },
  // Dredger Staff: "Battlecry: Give minions in your hand +1 Health."
  { id: "REV_338", battlecry: [{ type: "buff", to: { all: "hand", side: "friendly", where: { type: "minion" } }, enchantment: "REV_338e" }] },
  { id: "REV_338e", buff: { health: 1 } },
  // Roosting Gargoyle: "Battlecry: Give a friendly Beast +2 Attack."
  { id: "REV_351", target: { type: "minion", side: "friendly", where: { race: "BEAST" } }, battlecry: [{ type: "buff", to: "target", enchantment: "REV_351e" }] },
  { id: "REV_351e", buff: { attack: 2 } },
  // Kryxis the Voracious: "Battlecry: Discard your hand. Deathrattle: Draw 3 cards."
  { id: "REV_510", battlecry: [{ type: "discard", count: "all" }], deathrattle: [{ type: "draw", count: 3 }] },
  // Magnifying Glaive (weapon): "After your hero attacks, draw until you have 3 cards." (one draw at a time while the hand
  // holds fewer than 3, as Arrow Retriever's; an empty deck stops it)
  { id: "REV_509", triggers: [{ on: "after-attack", if: { source: "friendly-hero" }, do: [{ type: "repeat",
    while: { all: [{ not: { count: { all: "hand", side: "friendly" }, atLeast: 3 } }, { exists: { all: "deck", side: "friendly" } }] },
    do: [{ type: "if", if: { all: [{ not: { count: { all: "hand", side: "friendly" }, atLeast: 3 } }, { exists: { all: "deck", side: "friendly" } }] }, then: [{ type: "draw" }] }] }] }] },
  // Sightless Magistrate: "Battlecry: Both players draw until they have 5 cards." (you first, then your opponent; one draw at
  // a time while that hand holds fewer than 5 and that deck has a card)
  { id: "MAW_008", battlecry: [
    { type: "repeat", while: { all: [{ not: { count: { all: "hand", side: "friendly" }, atLeast: 5 } }, { exists: { all: "deck", side: "friendly" } }] },
      do: [{ type: "if", if: { all: [{ not: { count: { all: "hand", side: "friendly" }, atLeast: 5 } }, { exists: { all: "deck", side: "friendly" } }] }, then: [{ type: "draw" }] }] },
    { type: "repeat", while: { all: [{ not: { count: { all: "hand", side: "enemy" }, atLeast: 5 } }, { exists: { all: "deck", side: "enemy" } }] },
      do: [{ type: "if", if: { all: [{ not: { count: { all: "hand", side: "enemy" }, atLeast: 5 } }, { exists: { all: "deck", side: "enemy" } }] }, then: [{ type: "draw", player: "enemy" }] }] }] },
  // Sinful Sous Chef: "Deathrattle: Add 2 Silver Hand Recruits to your hand."
  { id: "REV_952", deathrattle: [{ type: "addCard", card: "CS2_101t", count: 2 }] },
  // Jury Duty: "Summon two Silver Hand Recruits. Give your Silver Hand Recruits +1/+1." (every friendly minion named Silver Hand
  // Recruit, the two new ones included)
  { id: "MAW_015", spell: [{ type: "summon", card: "CS2_101t", count: 2 },
    { type: "buff", to: { all: "minions", side: "friendly", where: { name: "Silver Hand Recruit" } }, enchantment: "MAW_015e" }] },
  { id: "MAW_015e", buff: { attack: 1, health: 1 } },
  // Promotion: "Give a Silver Hand Recruit +3/+3 and Taunt."
  { id: "REV_842", target: { type: "minion", where: { name: "Silver Hand Recruit" } }, spell: [{ type: "buff", to: "target", enchantment: "REV_842e" }] },
  { id: "REV_842e", buff: { attack: 3, health: 3, grants: ["TAUNT"] } },
  // Cathedral of Atonement (Location): "Give a minion +2/+1 and draw a card."
  { id: "REV_290", target: { type: "minion" }, activate: [{ type: "buff", to: "target", enchantment: "REV_290e" }, { type: "draw" }] },
  { id: "REV_290e", buff: { attack: 2, health: 1 } },
  // Castle Kennels (Location): "Give a friendly minion +2 Attack. If it's a Beast, give it Rush."
  { id: "REV_362", target: { type: "minion", side: "friendly" }, activate: [{ type: "buff", to: "target", enchantment: "REV_362e" },
    { type: "if", if: { exists: { all: "minions", where: { is: "target", race: "BEAST" } } }, then: [{ type: "buff", to: "target", grants: ["RUSH"] }] }] },
  { id: "REV_362e", buff: { attack: 2 } },
  // Great Hall (Location): "Set a minion's Attack and Health to 3."
  { id: "REV_983", target: { type: "minion" }, activate: [{ type: "buff", to: "target", enchantment: "REV_983e" }] },
  { id: "REV_983e", buff: { setAttack: 3, setHealth: 3 } },
  // The Light! It Burns!: "Deal damage to a minion equal to its Attack." (its Attack as it is hit; Spell Damage adds, the data's
  // AFFECTED_BY_SPELL_POWER — as Lightbomb's)
  { id: "REV_249", target: { type: "minion" }, spell: [{ type: "damage", amount: 0, equalTo: "attack", to: "target" }] },
  // Shadow Waltz: "Summon a 3/5 Shadow with Taunt. If a minion died this turn, summon another." (either side's minion)
  { id: "REV_372", spell: [{ type: "summon", card: "REV_372t" },
    { type: "if", if: { value: { died: "minions", side: "any", thisTurn: true }, atLeast: 1 }, then: [{ type: "summon", card: "REV_372t" }] }] },
  // Burden of Pride: "Summon three 1/3 Jailers with Taunt. If you have 20 or less Health, give them +1/+1."
  { id: "REV_334", spell: [{ type: "summon", card: "REV_334t", count: 3 },
    { type: "if", if: { value: { stat: "health", of: "friendly-hero" }, atMost: 20 }, then: [{ type: "buff", to: { all: "summoned" }, enchantment: "REV_334e" }] }] },
  { id: "REV_334e", buff: { attack: 1, health: 1 } },
  // Crazed Wretch: "Has +2 Attack and Charge while damaged." (an aura on itself, as Raging Worgen's)
  { id: "REV_930", auras: [{ to: { all: "minions", where: { is: "self", damaged: true } }, buff: { attack: 2, grants: ["CHARGE"] }, enchantment: "REV_930e" }] },
  { id: "REV_930e" },
  // Mawsworn Bailiff: "Taunt. Battlecry: If you have 4 or more Armor, gain +4/+4."
  { id: "MAW_028", battlecry: [{ type: "if", if: { value: { stat: "armor", of: "friendly-hero" }, atLeast: 4 }, then: [{ type: "buff", to: "self", enchantment: "MAW_028e2" }] }] },
  { id: "MAW_028e2", buff: { attack: 4, health: 4 } },
  // Weapons Expert: "Battlecry: If you have a weapon equipped, give it +1/+1. Otherwise, draw a weapon." (+1 Attack, +1 Durability)
  { id: "MAW_029", battlecry: [{ type: "if", if: { exists: "friendly-weapon" }, then: [{ type: "buff", to: "friendly-weapon", enchantment: "MAW_029e2" }],
    else: [{ type: "draw", where: { type: "weapon" } }] }] },
  { id: "MAW_029e2", buff: { attack: 1, health: 1 } },
  // Mischievous Imp: "Battlecry: Summon a copy of this. Infuse (3): Summon two copies instead." (a copy keeps its states, 4.8,
  // as Epoch Stalker's)
  { id: "REV_244", battlecry: [{ type: "summonCopy", of: "self", copyState: true }], infuse: { count: 3, into: "REV_244t" } },
  { id: "REV_244t", battlecry: [{ type: "summonCopy", of: "self", copyState: true, count: 2 }] },
  // Carving Chisel (weapon): "After your hero attacks, summon a random basic Totem." (the four of Totemic Call, as Party Favor Totem)
  { id: "REV_917", triggers: [{ on: "after-attack", if: { source: "friendly-hero" }, do: [{ type: "summonRandom", pool: ["NEW1_009", "CS2_050", "CS2_051", "CS2_052"] }] }] },
  // Chatty Bartender: "At the end of your turn, if you control a Secret, deal 2 damage to all enemies."
  { id: "REV_513", triggers: [{ on: "turn-end", if: [{ turn: "own" }, { exists: { all: "secrets", side: "friendly", where: { secret: true } } }],
    do: [{ type: "damage", amount: 2, to: "enemy-characters" }] }] },
  // Contract Conjurer: "Costs (3) less for each Secret you control." (an aura of the card in hand on itself, 4.11)
  { id: "MAW_101", auras: [{ to: "self", zone: "hand", buff: { cost: { count: { all: "secrets", side: "friendly", where: { secret: true } }, multiply: -3 } } }] },
  // Scuttlebutt Ghoul: "Taunt Battlecry: If you control a Secret, summon a copy of this."
  { id: "REV_900", battlecry: [{ type: "if", if: { exists: { all: "secrets", side: "friendly", where: { secret: true } } }, then: [{ type: "summonCopy", of: "self", copyState: true }] }] },
  // Scribbling Stenographer: "Rush. Costs (1) less for each card you've played this turn." (as Everburning Phoenix's)
  { id: "MAW_020", auras: [{ to: "self", zone: "hand", buff: { cost: { playedThisTurn: "card", multiply: -1 } } }] },
  // Shadowborn: "Deathrattle: Reduce the Cost of the highest Cost Shadow spell in your hand by (3)." (a random one among ties)
  { id: "REV_374", deathrattle: [{ type: "buff", to: { random: { all: "hand", side: "friendly", where: { type: "spell", spellSchool: "SHADOW" } }, highest: "cost" }, enchantment: "REV_374e" }] },
  { id: "REV_374e", buff: { cost: -3 } },
  // Widowbloom Seedsman: "Battlecry: Draw a Nature spell. Gain an empty Mana Crystal."
  { id: "REV_318", battlecry: [{ type: "draw", where: { type: "spell", spellSchool: "NATURE" } }, { type: "manaCrystals", amount: 1, state: "empty" }] },
  // Sesselie of the Fae Court: "Taunt Deathrattle: Draw a minion. Reduce its Cost by (8)."
  { id: "REV_319", deathrattle: [{ type: "draw", where: { type: "minion" }, enchantment: "REV_319e" }] },
  { id: "REV_319e", buff: { cost: -8 } },
  // Planted Evidence: "Discover a spell. It costs (2) less this turn." (a one-turn cost state, REV_313e)
  { id: "REV_313", spell: [{ type: "discover", from: { type: "SPELL", yourClass: true }, enchantment: "REV_313e" }] },
  { id: "REV_313e", buff: { cost: -2, oneTurn: true } },
  // Attorney-at-Maw: "Choose One - Silence a minion; or Give a minion Immune this turn."
  { id: "MAW_025", target: { type: "minion" }, chooseOne: [{ card: "MAW_025a", effects: [{ type: "silence", to: "target" }] },
    { card: "MAW_025b", effects: [{ type: "buff", to: "target", enchantment: "MAW_025e" }] }] },
  { id: "MAW_025e", buff: { grants: ["IMMUNE"], oneTurn: true } },
  // Incarceration: "Choose a minion. It goes Dormant for 3 turns." (休眠, 4.6, as Maiev Shadowsong's)
  { id: "MAW_026", target: { type: "minion" }, spell: [{ type: "dormant", to: "target", turns: 3 }] },
  // Hedge Maze (Location): "Trigger a friendly minion's Deathrattle." (a minion with one, as Play Dead)
  { id: "REV_333", target: { type: "minion", side: "friendly", where: { has: "deathrattle" } }, activate: [{ type: "triggerDeathrattle", to: "target" }] },
  // Criminal Lineup: "Choose a friendly minion. Summon 3 copies of it. Overload: (2)" (copies keep its states, 4.8, as Mirror
  // Entity's; Overload from the card data)
  { id: "REV_517", target: { type: "minion", side: "friendly" }, spell: [{ type: "summonCopy", of: "target", copyState: true, count: 3 }] },
  // Muck Pools (Location): "Transform a friendly minion into one that costs (1) more." (a random minion of its Cost + 1, else
  // the highest Cost below that has minions — 5.2 异变, as Convincing Disguise)
  { id: "REV_923", target: { type: "minion", side: "friendly" }, activate: [{ type: "transform", to: "target",
    pool: { type: "MINION", cost: { stat: "cost", of: "each", add: 1 }, costDown: { stat: "cost", of: "each" } } }] },
  // Private Eye: "Battlecry: Cast a Secret from your deck. Combo: Cast 2 instead."
  { id: "REV_826", battlecry: [{ type: "castSpell", from: "deck", where: { secret: true } }],
    combo: [{ type: "castSpell", from: "deck", where: { secret: true } }, { type: "castSpell", from: "deck", where: { secret: true } }] },
  // Sticky Situation: "Secret: After your opponent casts a spell, summon a 3/4 Spider with Stealth." (as Cat Trick)
  { id: "REV_827", triggers: [{ on: "after-play", if: [{ target: { side: "enemy", type: "spell" } }, { space: "friendly-board" }], do: [{ type: "summon", card: "REV_827t" }] }] },
  // Muckborn Servant: "Taunt Battlecry: Discover a Paladin card."
  { id: "REV_947", battlecry: [{ type: "discover", from: { type: "CARD", cardClass: "PALADIN" } }] },
  // Sketchy Stranger: "Battlecry: Discover a Secret from another class."
  { id: "REV_945", battlecry: [{ type: "discover", from: { type: "SPELL", mechanic: "SECRET", otherClass: true } }] },
  // Anima Extractor: "Whenever a friendly minion takes damage, give a random minion in your hand +1/+1."
  { id: "REV_332", triggers: [{ on: "damage", if: { target: "friendly-minion" },
    do: [{ type: "buff", to: { random: { all: "hand", side: "friendly", where: { type: "minion" } } }, enchantment: "REV_332e" }] }] },
  { id: "REV_332e", buff: { attack: 1, health: 1 } },
  // Call to the Stand: "Your opponent summons a random minion from their hand." (Dirty Rat's move)
  { id: "MAW_027", spell: [{ type: "if", if: { space: "enemy-board" }, then: [{ type: "putIntoPlay", from: "hand", player: "enemy", where: { type: "minion" } }] }] },
  // Anonymous Informant: "Battlecry: The next Secret you play costs (0)." (a cost state on the player as Kirin Tor Mage's, not
  // limited to this turn)
  { id: "REV_841", battlecry: [{ type: "buff", to: "friendly-hero", enchantment: "REV_841e" }] },
  { id: "REV_841e", auras: [{ to: { all: "hand", side: "friendly", where: { secret: true } }, buff: { setCost: 0 } }], consumedBy: { secret: true } },
  // Serrated Bone Spike: "Deal $3 damage to a minion. If it dies, your next card this turn costs (2) less." (it dies: mortally
  // wounded once the damage is dealt; the one-turn player state REV_939e2, used up by the next card played)
  { id: "REV_939", target: { type: "minion" }, spell: [{ type: "damage", amount: 3, to: "target" },
    { type: "if", if: { exists: { all: "minions", where: { is: "target", mortallyWounded: true } } }, then: [{ type: "buff", to: "friendly-hero", enchantment: "REV_939e2" }] }] },
  { id: "REV_939e2", buff: { oneTurn: true }, auras: [{ to: { all: "hand", side: "friendly" }, buff: { cost: -2 } }], consumedBy: {} },
  // Death Blossom Whomper: "Battlecry: Draw a Deathrattle minion and gain its Deathrattle." (the drawn card's Deathrattle as
  // printed, remembered by REV_310e as Beast Speaker Taka's; none drawn, nothing gained)
  { id: "REV_310", battlecry: [{ type: "draw", where: { type: "minion", has: "deathrattle" } },
    { type: "if", if: { exists: { all: "drawn" } }, then: [{ type: "buff", to: "self", enchantment: "REV_310e", remember: { all: "drawn" } }] }] },
  { id: "REV_310e", deathrattle: [{ type: "rememberedDeathrattle" }] },
  // Bibliomite: "Battlecry: Choose a card in your hand to shuffle into your deck." (a card of your hand, chosen as it is played;
  // an empty hand: no target, nothing shuffled)
  { id: "REV_511", target: { type: "card" }, battlecry: [{ type: "shuffleFromHand", to: "target" }] },
  // Ghastly Gravedigger: "Battlecry: If you control a Secret, choose a card in your opponent's hand to shuffle into their deck."
  // (a target only while you control a Secret, as the card is played)
  { id: "REV_959", target: { type: "card", side: "enemy", if: { exists: { all: "secrets", side: "friendly", where: { secret: true } } } },
    battlecry: [{ type: "shuffleFromHand", to: "target" }] },
  // Muck Plumber: "ALL minions cost (2) more." (the minion cards of both hands)
  { id: "REV_837", auras: [{ to: { all: "hand", where: { type: "minion" } }, buff: { cost: 2 }, enchantment: "REV_837e" }] },
  { id: "REV_837e", buff: { cost: 2 } },
  // Class Action Lawyer: "Battlecry: If your deck has no Neutral cards, set a minion's stats to 1/1." (a target only while the
  // deck has none, as the card is played)
  { id: "MAW_017", target: { type: "minion", if: { not: { exists: { all: "deck", side: "friendly", where: { cardClass: "NEUTRAL" } } } } },
    battlecry: [{ type: "buff", to: "target", enchantment: "MAW_017e" }] },
  { id: "MAW_017e", buff: { setAttack: 1, setHealth: 1 } },
  // The Countess: "Battlecry: If your deck has no Neutral cards, add 3 Legendary Invitations to your hand."
  { id: "REV_951", battlecry: [{ type: "if", if: { not: { exists: { all: "deck", side: "friendly", where: { cardClass: "NEUTRAL" } } } },
    then: [{ type: "addCard", card: "REV_951t", count: 3 }] }] },
  // Legendary Invitation: "Discover a Legendary minion from another class. It costs (0)."
  { id: "REV_951t", spell: [{ type: "discover", from: { type: "MINION", rarity: "LEGENDARY", otherClass: true }, enchantment: "REV_951e" }] },
  { id: "REV_951e", buff: { setCost: 0 } },
  // Clear Conscience: "Give a friendly minion +2/+3 and \"Elusive on your opponent's turn.\"" (MAW_021e: the +2/+3 and an aura on
  // its host, Elusive's two tags — MAW_021e2 — while it is its controller's opponent's turn)
  { id: "MAW_021", target: { type: "minion", side: "friendly" }, spell: [{ type: "buff", to: "target", enchantment: "MAW_021e" }] },
  { id: "MAW_021e", buff: { attack: 2, health: 3 },
    auras: [{ to: "self", buff: { grants: ["CANT_BE_TARGETED_BY_SPELLS", "CANT_BE_TARGETED_BY_HERO_POWERS"] }, enchantment: "MAW_021e2", if: { turn: "opponent" } }] },
  { id: "MAW_021e2" },
  // Incriminating Psychic: "Taunt Deathrattle: Copy two random cards from your opponent's hand." (two different cards of it)
  { id: "MAW_022", deathrattle: [{ type: "addCard", copyOf: { random: { all: "hand", side: "enemy" }, count: 2 } }] },
  // Motion Denied: "Secret: After your opponent plays three cards in a turn, deal $6 damage to the enemy hero." (after the play
  // of the opponent's third card this turn)
  { id: "MAW_010", triggers: [{ on: "after-play", if: [{ target: { side: "enemy" } }, { playedThisTurn: "card", side: "enemy", atLeast: 3 }],
    do: [{ type: "damage", amount: 6, to: "enemy-hero" }] }] },
  // Objection!: "Secret: When your opponent plays a minion, Counter it." (a counter trigger, as Counterspell's)
  { id: "MAW_006", triggers: [{ on: "counter", if: { target: { side: "enemy", type: "minion" } }, do: [{ type: "counter", to: "event-target" }] }] },
  // Double Cross: "Secret: When your opponent spends all their Mana, draw two cards." (the event last-mana, as Crystalspine Cub's)
  { id: "REV_825", triggers: [{ on: "last-mana", if: { player: "enemy" }, do: [{ type: "draw", count: 2 }] }] },
  // Framester: "Battlecry: Shuffle 3 'Framed' cards into the opponent's deck. When drawn, they Overload for (2)."
  { id: "MAW_005", battlecry: [{ type: "shuffleIntoDeck", card: "MAW_005t", count: 3, player: "enemy" }] },
  // Framed: "Casts When Drawn Overload: (2)" (its drawer, its owner, owes 2 Overload)
  { id: "MAW_005t", castsWhenDrawn: true, spell: [{ type: "overload", amount: 2 }] },
  // Topior the Shrubbagazzor: "Battlecry: For the rest of the game, after you cast a Nature spell, summon a 3/3 Whelp with Rush."
  // (a state on your hero, REV_314e)
  { id: "REV_314", battlecry: [{ type: "buff", to: "friendly-hero", enchantment: "REV_314e" }] },
  { id: "REV_314e", triggers: [{ on: "after-play", if: { target: { side: "friendly", type: "spell", spellSchool: "NATURE" } }, do: [{ type: "summon", card: "REV_314t" }] }] },
  // The Stonewright: "Battlecry: For the rest of the game, your Totems have +2 Attack." (a state on your hero, REV_921e, whose
  // aura gives your Totems REV_921t)
  { id: "REV_921", battlecry: [{ type: "buff", to: "friendly-hero", enchantment: "REV_921e" }] },
  { id: "REV_921e", auras: [{ to: { all: "minions", side: "friendly", where: { race: "TOTEM" } }, buff: { attack: 2 }, enchantment: "REV_921t" }] },
  { id: "REV_921t", buff: { attack: 2 } },
  // Dispossessed Soul: "Battlecry: If you control a location, Discover a copy of a card in your deck."
  { id: "REV_901", battlecry: [{ type: "if", if: { exists: { all: "locations", side: "friendly" } }, then: [{ type: "discover", from: "deck", copy: true }] }] },
  // Suffocating Shadows: "When you play or discard this, destroy a random enemy minion." (its text, and its own discard trigger)
  { id: "REV_239", spell: [{ type: "destroy", to: { random: "enemy-minions" } }],
    triggers: [{ on: "discard", zone: "hand", if: { target: "self" }, do: [{ type: "destroy", to: { random: "enemy-minions" } }] }] },
  // Ashen Elemental: "Battlecry: Whenever your opponent draws a card next turn, they take 2 damage." (a state on the enemy hero for
  // the opponent's next turn, as Loatheb's)
  { id: "REV_960", battlecry: [{ type: "buff", to: "enemy-hero", enchantment: "REV_960e" }] },
  { id: "REV_960e", triggers: [{ on: "draw", if: [{ player: "enemy" }, { turn: "opponent" }], do: [{ type: "damage", amount: 2, to: "enemy-hero" }] },
    { on: "turn-end", if: { turn: "opponent" }, do: [{ type: "expire" }] }] },
  // Boon of the Ascended: "Give a minion +2 Health. Summon a Kyrian with its stats and Taunt." (the Kyrian, REV_248t, a 1/1 Taunt
  // set to the minion's Attack and Health after the +2)
  { id: "REV_248", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "REV_248e" }, { type: "summon", card: "REV_248t" },
    { type: "buff", to: { all: "summoned" }, setAttack: { stat: "attack", of: "target" }, setHealth: { stat: "health", of: "target" } }] },
  { id: "REV_248e", buff: { health: 2 } },
  // Sinful Brand: "Brand an enemy minion. Whenever it takes damage, deal 1 damage to the enemy hero." (the brand REV_506e, its
  // trigger the caster's: "the enemy hero" is the branded minion's controller's)
  { id: "REV_506", target: { type: "minion", side: "enemy" }, spell: [{ type: "buff", to: "target", enchantment: "REV_506e" }] },
  { id: "REV_506e", triggers: [{ on: "damage", if: { target: "self" }, do: [{ type: "damage", amount: 1, to: "enemy-hero" }] }] },
  // --- Session 11 (w11/nathria): Infuse counting some minions only (`infuse.where`), player states for the rest of the game ---
  // Shadehound: "Whenever this attacks, give your other Beasts +2/+2. Infuse (3 Beasts): Gain Rush." (MAW_009t: the same with Rush)
  { id: "MAW_009", triggers: [{ on: "attack", if: { source: "self" }, do: [{ type: "buff", to: { all: "minions", side: "friendly", where: { not: "self", race: "BEAST" } }, enchantment: "MAW_009e" }] }],
    infuse: { count: 3, into: "MAW_009t", where: { race: "BEAST" } } },
  { id: "MAW_009t", triggers: [{ on: "attack", if: { source: "self" }, do: [{ type: "buff", to: { all: "minions", side: "friendly", where: { not: "self", race: "BEAST" } }, enchantment: "MAW_009e" }] }] },
  { id: "MAW_009e", buff: { attack: 2, health: 2 } },
  // All Fel Breaks Loose: "Summon a friendly Demon that died this game. Infuse (3 Demons): Summon three instead." (resurrected:
  // random different friendly Demons of the death record, 4.10)
  { id: "MAW_012", spell: [{ type: "resurrect", where: { race: "DEMON" } }], infuse: { count: 3, into: "MAW_012t", where: { race: "DEMON" } } },
  { id: "MAW_012t", spell: [{ type: "resurrect", count: 3, where: { race: "DEMON" } }] },
  // Totemic Evidence: "Choose a basic Totem and summon it. Infuse (3 Totems): Summon all 4 instead." (the four basic Totems of
  // Totemic Call, as Party Favor Totem's; all four in that order — rules-notes 1040)
  { id: "MAW_003", spell: [{ type: "choose", options: TOTEMS.map((card) => ({ card, effects: [{ type: "summon", card }] })) }],
    infuse: { count: 3, into: "MAW_003t", where: { race: "TOTEM" } } },
  { id: "MAW_003t", spell: TOTEMS.map((card) => ({ type: "summon", card })) },
  // The Jailer: "Battlecry: Destroy your deck. This minion gains Immune." (MAW_034e, "The Jailer is Immune")
  { id: "MAW_034", battlecry: [{ type: "destroy", to: { all: "deck", side: "friendly" } }, { type: "buff", to: "self", enchantment: "MAW_034e" }] },
  { id: "MAW_034e", buff: { grants: ["IMMUNE"] } },
  // Forensic Duster: "Battlecry: Your opponent's minions cost (1) more next turn." (a state on the enemy hero for the opponent's
  // next turn, REV_378e "Your minions cost (1) more this turn", its aura's enchantment REV_378e2 — as Loatheb's)
  { id: "REV_378", battlecry: [{ type: "buff", to: "enemy-hero", enchantment: "REV_378e" }] },
  { id: "REV_378e", auras: [{ to: { all: "hand", side: "enemy", where: { type: "minion" } }, buff: { cost: 1 }, enchantment: "REV_378e2", if: { turn: "opponent" } }],
    triggers: [{ on: "turn-end", if: { turn: "opponent" }, do: [{ type: "expire" }] }] },
  { id: "REV_378e2", buff: { cost: 1 } },
  // Dew Process: "For the rest of the game, players draw an extra card at the start of their turn." (a state on each hero,
  // MAW_024e2, drawing for its host's player in the start-of-turn phase — rules-notes 1041)
  { id: "MAW_024", spell: [{ type: "buff", to: "friendly-hero", enchantment: "MAW_024e2" }, { type: "buff", to: "enemy-hero", enchantment: "MAW_024e2" }] },
  { id: "MAW_024e2", actsForHost: true, triggers: [{ on: "turn-start", if: { turn: "own" }, do: [{ type: "draw" }] }] },
  // Dinner Performer: "Battlecry: Summon a random minion from your deck that you can afford to play." (its Cost now at most the
  // Mana its player has left, read as the Battlecry resolves — after paying for the Performer)
  { id: "REV_020", battlecry: [{ type: "putIntoPlay", from: "deck", where: { type: "minion", maxCost: { mana: "available" } } }] },
  // Primordial Wave: "Transform enemy minions into ones that cost (1) less and friendly minions into ones that cost (1) more."
  // (as Devolve and Evolve, 5.2: a 0-Cost minion becomes a random 0-Cost one; a Cost no minion has falls to the highest below)
  { id: "REV_924", spell: [
    { type: "transform", to: "enemy-minions", pool: { type: "MINION", cost: { stat: "cost", of: "each", add: -1, min: 0 }, costDown: 0 } },
    { type: "transform", to: "friendly-minions", pool: { type: "MINION", cost: { stat: "cost", of: "each", add: 1 }, costDown: { stat: "cost", of: "each" } } }] },
  // Divine Toll: "Shoot 5 rays at random minions. They give friendly minions +2/+2, and deal $2 damage to enemy minions." (each
  // ray a random minion of either side, picked as it is shot — 3.5: not one a ray has already mortally wounded; rules-notes 1043)
  { id: "REV_950", spell: [{ type: "repeat", times: 5, do: [{ type: "group", of: { random: "all-minions" }, do: [
    { type: "buff", to: { all: "group", where: { side: "friendly" } }, enchantment: "REV_950e" },
    { type: "damage", amount: 2, to: { all: "group", where: { side: "enemy" } } }] }] }] },
  { id: "REV_950e", buff: { attack: 2, health: 2 } },
  // Collateral Damage: "Deal $6 damage to three random enemy minions. Excess damage hits the enemy hero." (the data's
  // ImmuneToSpellpower: the $6 is not raised; three different minions hit at once, the excess of the three hits, summed, one damage
  // to the enemy hero — rules-notes 1043)
  { id: "REV_369", spell: [{ type: "group", of: { random: "enemy-minions", count: 3 }, do: [{ type: "damage", amount: 6, to: "group" },
    { type: "damage", amount: { dealt: "excess" }, to: "enemy-hero", spellDamage: false }] }] },
  // Habeas Corpses: "Discover a friendly minion to resurrect and give it Rush. It dies at the end of turn." (Discover among the
  // friendly minions that died this game, summoned fresh with MAW_002e: Rush, destroyed at the end of the turn)
  { id: "MAW_002", spell: [{ type: "discover", from: "died", into: "play", enchantment: "MAW_002e" }] },
  { id: "MAW_002e", buff: { grants: ["RUSH"] }, triggers: [{ on: "turn-end", do: [{ type: "destroy", to: "self" }] }] },
  // Stewart the Steward: "Deathrattle: Give the next Silver Hand Recruit you summon +3/+3 and this Deathrattle." (a state on your
  // hero, REV_955e, used up by that summon; the Recruit's REV_955e2 carries the Deathrattle on)
  { id: "REV_955", deathrattle: [{ type: "buff", to: "friendly-hero", enchantment: "REV_955e" }] },
  { id: "REV_955e", triggers: [{ on: "summon", if: { target: { side: "friendly", type: "minion", name: "Silver Hand Recruit" } },
    do: [{ type: "buff", to: "event-target", enchantment: "REV_955e2" }, { type: "expire" }] }] },
  { id: "REV_955e2", buff: { attack: 3, health: 3 }, deathrattle: [{ type: "buff", to: "friendly-hero", enchantment: "REV_955e" }] },
  // The Dormant Wildseeds (the data's tokens, named in zhCN only: 狐灵之种, 熊灵之种, 鹿灵之种): the Fox, "Dormant for 1 turn.
  // Rush", the Bear, "Dormant for 2 turns. Taunt", the Stag, "Dormant for 3 turns. When this awakens, equip a 4/2 Greatbow."
  { id: "REV_360t", dormant: 1 },
  { id: "REV_360t1", dormant: 2 },
  { id: "REV_360t2", dormant: 3, triggers: [{ on: "awaken", if: { target: "self" }, do: [{ type: "equipWeapon", card: "REV_360t4" }] }] },
  // Spirit Poacher: "Battlecry: Summon a random Dormant Wildseed."
  { id: "REV_360", battlecry: [{ type: "summonRandom", pool: WILDSEEDS }] },
  // Stag Charge: "Deal $3 damage. Summon a random Dormant Wildseed."
  { id: "REV_364", target: { type: "character" }, spell: [{ type: "damage", amount: 3, to: "target" }, { type: "summonRandom", pool: WILDSEEDS }] },
  // Ara'lon: "Battlecry: Summon one of each Dormant Wildseed." (in the order Fox, Bear, Stag — rules-notes 1044)
  { id: "REV_363", battlecry: WILDSEEDS.map((card) => ({ type: "summon", card })) },
  // Kel'Thuzad, the Inevitable: "Battlecry: Resurrect your Volatile Skeletons. Any that can't fit on the battlefield instantly
  // explode!" (every friendly Volatile Skeleton death of the record, in the order they died, until the board is full; each one
  // left over deals 2 damage to a random enemy, as the Skeleton's own text — not a Deathrattle; rules-notes 1044)
  { id: "REV_514", battlecry: [{ type: "resurrect", all: true, where: { name: "Volatile Skeleton" } },
    { type: "repeat", times: { died: "minions", name: "Volatile Skeleton", add: { count: { all: "summoned" }, multiply: -1 }, min: 0 },
      do: [{ type: "damage", amount: 2, to: { random: "enemy-characters" } }] }] },
  // --- Session 12 (w12/nathria): Accusations, Gigantotem, Kael'thas, hand limits, Deathborne (rules-notes 1280-1285) ---
  // Arson Accusation: "Choose a minion. Destroy it after your hero takes damage." (the accused carries MAW_001e2, "When the
  // accuser takes damage, this minion dies": its trigger the caster's — "your hero" is the accuser's; Silence removes it)
  { id: "MAW_001", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "MAW_001e2" }] },
  { id: "MAW_001e2", triggers: [{ on: "damage", if: { target: "friendly-hero" }, do: [{ type: "destroy", to: "self" }] }] },
  // Murder Accusation: "Choose a minion. Destroy it after another enemy minion dies." (MAW_019e2, "When an enemy minion of the
  // accuser dies, this minion dies": enemy of the caster, the accused itself left out)
  { id: "MAW_019", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "MAW_019e2" }] },
  { id: "MAW_019e2", triggers: [{ on: "death", if: { target: { type: "minion", side: "enemy", not: "self" } }, do: [{ type: "destroy", to: "self" }] }] },
  // Gigantotem: "Costs (1) less for each Totem you've summoned this game." (the summon record, played Totems included)
  { id: "REV_838", auras: [{ to: "self", zone: "hand", buff: { cost: { summoned: "minions", race: "TOTEM", multiply: -1 } } }] },
  // Kael'thas Sinstrider: "Every third minion you play each turn costs (0)." (the minions played this turn, Kael'thas and those
  // played before him included: while that count is 2, 5, 8 …, the minion cards of your hand cost (0) — REV_021e)
  { id: "REV_021", auras: [{ to: { all: "hand", side: "friendly", where: { type: "minion" } }, buff: { setCost: 0 }, enchantment: "REV_021e",
    if: { value: { playedThisTurn: "minion", mod: 3 }, atLeast: 2, atMost: 2 } }] },
  { id: "REV_021e", buff: { setCost: 0 } },
  // Prosecutor Mel'tranix: "Battlecry: Your opponent can only play their left- and right-most cards on their next turn." (a
  // state on the enemy hero, MAW_014e2, as Forensic Duster's: during their turn every other card of their hand — read at each
  // aura update, so the ends move as they play — can't be played; it expires at the end of that turn)
  { id: "MAW_014", battlecry: [{ type: "buff", to: "enemy-hero", enchantment: "MAW_014e2" }] },
  { id: "MAW_014e2", auras: [{ to: { from: { all: "hand", side: "enemy" }, except: { all: "hand", side: "enemy", where: { handPlace: "outcast" } } },
    buff: { grants: ["CANT_PLAY"] }, if: { turn: "opponent" } }],
    triggers: [{ on: "turn-end", if: { turn: "opponent" }, do: [{ type: "expire" }] }] },
  // Deathborne: "Deal $2 damage to all minions. Summon a 2/2 Volatile Skeleton for each killed." (as Cycle of Hatred: the
  // minions the damage left mortally wounded, counted and summoned before the death phase; the collectible REV_845)
  { id: "REV_840", spell: [{ type: "damage", amount: 2, to: "all-minions" },
    { type: "summon", card: "REV_845", count: { count: { all: "minions", where: { mortallyWounded: true } } } }] },
  // Dispose of Evidence: "Give your hero +3 Attack this turn. Choose a card in your hand to shuffle into your deck." (the
  // choice is made as the text resolves — Castle Nathria's game had no targeting in hand — so it is played with any hand)
  { id: "REV_507", spell: [{ type: "buff", to: "friendly-hero", enchantment: "REV_507e" },
    { type: "pick", from: { all: "hand", side: "friendly" }, do: [{ type: "shuffleFromHand", to: { all: "group" } }] }] },
  { id: "REV_507e", buff: { attack: 3, oneTurn: true } },
  // Tome Tampering: "Shuffle 1-Cost copies of cards in your hand into your deck, then discard your hand." (new copies, 4.8,
  // each costing (1): REV_240e)
  { id: "REV_240", spell: [{ type: "shuffleIntoDeck", copyOf: { all: "hand", side: "friendly" } },
    { type: "buff", to: { all: "shuffled" }, enchantment: "REV_240e" }, { type: "discard", count: "all" }] },
  { id: "REV_240e", buff: { setCost: 1 } },
  // Life Sentence: "Remove a minion from the game." (it leaves play without dying: no Deathrattle, no Corpse — `vanish`)
  { id: "MAW_013", target: { type: "minion" }, spell: [{ type: "vanish", to: "target" }] },
  // Pelagos: "After you cast a spell on a friendly minion, set its Attack and Health to the higher of the two." (the after-play
  // step, 2.3: a spell played with a friendly minion as its target — Pelagos too — as Stormwind Avenger reads it; the two
  // stats read as the buff reaches it, as Divine Augur's)
  { id: "REV_250", triggers: [{ on: "after-play", if: [{ target: { side: "friendly", type: "spell" } }, { exists: { all: "minions", side: "friendly", where: { is: "played-target" } } }],
    do: [{ type: "buff", to: { all: "minions", side: "friendly", where: { is: "played-target" } },
      setAttack: { stat: "attack", of: "each", min: { stat: "health", of: "each" } }, setHealth: { stat: "health", of: "each", min: { stat: "attack", of: "each" } } }] }] },
  // Defense Attorney Nathanos: "Battlecry: Discover a friendly Deathrattle minion that died this game. Gain its Deathrattle and
  // then trigger it." (the death record's cards as printed; MAW_011e remembers the one taken, and only that Deathrattle is
  // triggered — under Brann each Battlecry triggers the one it gave)
  { id: "MAW_011", battlecry: [{ type: "discover", from: "died", where: { has: "deathrattle" }, into: "aside" },
    { type: "if", if: { exists: { all: "added" } }, then: [{ type: "buff", to: "self", enchantment: "MAW_011e", remember: { all: "added" } },
      { type: "triggerDeathrattle", to: "self", enchantment: "MAW_011e" }] }] },
  { id: "MAW_011e", deathrattle: [{ type: "rememberedDeathrattle" }] },
  // Creepy Painting: "After another minion dies, become a copy of it." (a death trigger; it becomes a fresh card of the dead
  // minion's, 4.8: a minion in the graveyard has no states left. 4.5: the copy is a new minion — the Painting's triggers still
  // queued for minions that died with the first are gone, so only the first death in order of play is copied)
  { id: "REV_916", triggers: [{ on: "death", if: [{ target: { type: "minion", not: "self" } }, { entity: "self", matches: { name: "Creepy Painting" } }],
    do: [{ type: "transform", to: "self", cardOf: "event-target" }] }] },
  // Solid Alibi: "Until your next turn, your hero can only take 1 damage at a time." (REV_504e on your hero: Animated Armor's
  // pre-damage cap, 4.9, until your next turn starts)
  { id: "REV_504", spell: [{ type: "buff", to: "friendly-hero", enchantment: "REV_504e" }] },
  { id: "REV_504e", triggers: [{ on: "pre-damage", if: { target: "friendly-hero" }, do: [{ type: "changeDamage", set: 1 }] },
    { on: "turn-start", if: { turn: "own" }, do: [{ type: "expire" }] }] },
  // --- Session 13 (w13/nathria): Discover from the deck to summon or cast, any-card reveals, a sorted deck (rules-notes 1460-) ---
  // Identity Theft: "Discover a copy of a card from your opponent's hand and deck." (zhCN 各一张: one from each — their hand
  // first, then their deck; each a copy, the originals stay)
  { id: "REV_253", spell: [{ type: "discover", from: "hand", side: "enemy" }, { type: "discover", from: "deck", side: "enemy", copy: true }] },
  // Nightshade Bud: "Choose One - Discover a minion from your deck to summon; or a spell to cast." (REV_311t2 the minion option,
  // REV_311t the spell option: the card taken goes from the deck into play, or is cast out of it at a random target)
  { id: "REV_311", chooseOne: [
    { card: "REV_311t2", effects: [{ type: "discover", from: "deck", where: { type: "minion" }, into: "play" }] },
    { card: "REV_311t", effects: [{ type: "discover", from: "deck", where: { type: "spell" }, into: "cast" }] }] },
  // Conqueror's Banner: "Reveal a card from each player's deck, three times. Draw any of yours that cost more." (three reveals
  // as a Joust's, of any card: yours drawn when it costs more — rules-notes 1461)
  { id: "REV_931", spell: [{ type: "repeat", times: 3, do: [{ type: "joust", cardType: "card", then: [{ type: "draw", of: { all: "group" } }] }] }] },
  // Order in the Court: "Reorder your deck from highest Cost to lowest Cost. Draw a card." (equal Costs keep their order —
  // rules-notes 1460)
  { id: "MAW_016", spell: [{ type: "sortDeck" }, { type: "draw" }] },
  // Partner in Crime: "Battlecry: Summon a copy of this minion at the end of your turn." (REV_247e on itself, "At the end of your
  // turn, summon a copy of this": used up as it triggers, so the copy — a copy of the minion as it is then, 4.8 — does not
  // carry it; the minion gone or silenced by then, nothing — rules-notes 1462)
  { id: "REV_247", battlecry: [{ type: "buff", to: "self", enchantment: "REV_247e" }] },
  { id: "REV_247e", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "expire" }, { type: "summonCopy", of: "self", copyState: true }] }] },
  // Vengeful Visage: "Secret: After an enemy minion attacks your hero, summon a copy of it to attack the enemy hero." (a copy
  // with its states, 4.8, that attacks at once — a forced attack; a full board: the Secret does not trigger)
  { id: "REV_516", triggers: [{ on: "after-attack", if: [{ source: "enemy-minion" }, { target: "friendly-hero" }, { space: "friendly-board" }],
    do: [{ type: "summonCopy", of: "event-source", copyState: true }, { type: "forceAttack", attacker: { all: "summoned" }, defender: "enemy-hero" }] }] },
  // Huntsman Altimor: "Battlecry: Summon a Gargon Companion. Infuse (4): Summon another. Infuse (4): And another!" (the data's
  // REV_353 → REV_353t "Summon 2 Gargon Companions. Infuse (4): Summon all 3!" → REV_353t2; each stage counts its own 4 — staged
  // Infuse. The Companions: Hecutis REV_353t3, Barghast REV_353t4, Margore REV_353t5; two are two different random ones, all
  // three come in that order — rules-notes 1463)
  { id: "REV_353", battlecry: [{ type: "summonRandom", pool: GARGONS }], infuse: { count: 4, into: "REV_353t" } },
  { id: "REV_353t", battlecry: [{ type: "choose", random: true, count: 2, options: GARGONS.map((card) => ({ card, effects: [{ type: "summon", card }] })) }],
    infuse: { count: 4, into: "REV_353t2" } },
  { id: "REV_353t2", battlecry: GARGONS.map((card) => ({ type: "summon", card })) },
  // Barghast: "Your other minions have +1 Attack." (REV_353t4e)
  { id: "REV_353t4", auras: [{ to: "other-friendly-minions", buff: { attack: 1 }, enchantment: "REV_353t4e" }] },
  { id: "REV_353t4e", buff: { attack: 1 } },
  // Sire Denathrius: "Lifesteal. Battlecry: Deal 5 damage amongst enemies. Endlessly Infuse (2): Deal 1 more." (zhCN 总计: 5 hits
  // of 1, each at a random enemy character not mortally wounded, as Mad Bomber's; Infused, REV_906t deals 6 and 1 more for each
  // further 2 friendly deaths in hand — `endless`, counted as improvements)
  { id: "REV_906", battlecry: [{ type: "damage", amount: 1, to: { random: "enemy-characters", count: 5 } }], infuse: { count: 2, into: "REV_906t" } },
  { id: "REV_906t", battlecry: [{ type: "repeat", times: { stat: "improvements", of: "self", add: 6 }, do: [{ type: "damage", amount: 1, to: { random: "enemy-characters" } }] }],
    infuse: { count: 2, endless: true } },
  // Sinfueled Golem: "Infuse (3): Gain stats equal to the Attack of the minions that Infused this." (the Attack of the three as
  // they died, summed: +X/+X on the Infused REV_843t, REV_843e)
  { id: "REV_843", infuse: { count: 3, into: "REV_843t",
    then: [{ type: "buff", to: "self", attack: { stat: "infusedAttack", of: "self" }, health: { stat: "infusedAttack", of: "self" }, enchantment: "REV_843e" }] } },
  { id: "REV_843t" },
  { id: "REV_843e" },
  // Afterlife Attendant: "Your Infuse cards also Infuse while in your deck." (the rule `infuse-in-deck`)
  { id: "MAW_031", auras: [{ rule: "infuse-in-deck" }] },
  // Riot!: "Your minions can't be reduced below 1 Health this turn. They each attack a random enemy minion." (REV_337e2 on your hero,
  // as Commanding Shout's NEW1_036e2: its aura gives your minions REV_337e, HEALTH_MINIMUM, from the next aura update — so the
  // minions in play get REV_337e for this turn at once, before their attacks, which come inside the spell; then each minion in
  // play as the spell resolves attacks in order of play, its defender picked as its attack begins — rules-notes 1464)
  { id: "REV_337", spell: [{ type: "buff", to: "friendly-hero", enchantment: "REV_337e2" }, { type: "buff", to: "friendly-minions", enchantment: "REV_337e", oneTurn: true },
    { type: "forceAttack", attacker: "friendly-minions", defender: { random: "enemy-minions" } }] },
  { id: "REV_337e2", buff: { oneTurn: true }, auras: [{ to: "friendly-minions", buff: { grants: ["HEALTH_MINIMUM"] }, enchantment: "REV_337e" }] },
  { id: "REV_337e", buff: { grants: ["HEALTH_MINIMUM"] } },
  // Masked Reveler: "Rush Deathrattle: Summon a 2/2 copy of another minion in your deck." ("another": not a Masked Reveler, as
  // Cursed Catacombs' "another card" — the filter notName; the copy keeps the deck card's states, 4.8, then REV_015t sets 2/2)
  { id: "REV_015", deathrattle: [{ type: "summonCopy", of: { random: { all: "deck", side: "friendly", where: { type: "minion", notName: "Masked Reveler" } } },
    copyState: true, enchantment: "REV_015t" }] },
  { id: "REV_015t", buff: { setAttack: 2, setHealth: 2 } },
  // Kidnap: "Secret: After your opponent plays a minion, stuff it in a 0/4 Sack." (the minion leaves the game — `vanish`, no death —
  // remembered by the Sack's REV_828e; the Sack REV_828t, "Deathrattle: Return your opponent's kidnapped minion to their hand": a
  // new card of it to its owner's hand, as Felsoul Jailer's. A full board: no Sack, the Secret does not trigger — rules-notes 1465)
  { id: "REV_828", triggers: [{ on: "after-play", if: [{ target: { side: "enemy", type: "minion" } }, { space: "friendly-board" }],
    do: [{ type: "summon", card: "REV_828t" }, { type: "buff", to: { all: "summoned" }, enchantment: "REV_828e", remember: "event-target" },
      { type: "vanish", to: "event-target" }] }] },
  { id: "REV_828e" },
  { id: "REV_828t", deathrattle: [{ type: "addRemembered", enchantment: "REV_828e", for: "owner" }] },
  // Service Bell: "Discover a Class card from your deck and draw all copies of it." (a Class card: not Neutral; the card taken is
  // drawn, then every other card of the deck with its name)
  { id: "REV_948", spell: [{ type: "discover", from: "deck", where: { notCardClass: "NEUTRAL" }, drawCopies: true }] },
  // Sinstone Graveyard (Location): "Summon a 1/1 Ghost. (Has +1/+1 for each other card you played this turn!)" (the Ghost
  // REV_750t2; "other": the Location's own play, if this turn, left out — rules-notes 1467)
  { id: "REV_750", activate: [{ type: "summon", card: "REV_750t2" },
    { type: "if", if: { value: { playedThisGame: "card", thisTurn: true, other: true }, atLeast: 1 },
      then: [{ type: "buff", to: { all: "summoned" }, attack: { playedThisGame: "card", thisTurn: true, other: true }, health: { playedThisGame: "card", thisTurn: true, other: true } }] }] },
  // Lady Darkvein: "Battlecry: Summon two 2/1 Shades. Each gains a Deathrattle to cast your last Shadow spell." (the Shades
  // REV_373t; the spell is the one last played as the Battlecry resolves — the data's REV_373e, "Spell: {0} is inside!",
  // remembers it; none played yet: no Deathrattle. Cast at a random target — rules-notes 1467)
  { id: "REV_373", battlecry: [{ type: "summon", card: "REV_373t", count: 2 },
    { type: "if", if: { value: { playedThisGame: "spell", spellSchool: "SHADOW" }, atLeast: 1 },
      then: [{ type: "buff", to: { all: "summoned" }, enchantment: "REV_373e", rememberPlayed: { type: "spell", spellSchool: "SHADOW" } }] }] },
  { id: "REV_373e", deathrattle: [{ type: "castSpell", remembered: true }] },
  // Perjury: "Secret: When your turn starts, Discover and cast a Secret from another class." (a Secret that works on its own
  // player's turn, as Competitive Spirit: revealed as its turn starts; the Secret taken is cast — rules-notes 1468)
  { id: "MAW_018", triggers: [{ on: "turn-start", zone: "secret", if: { turn: "own" },
    do: [{ type: "discover", from: { type: "SPELL", mechanic: "SECRET", otherClass: true }, into: "aside" }, { type: "castSpell", of: { all: "added" } }] }] },
  // Tight-Lipped Witness: "Secrets can't be revealed." (both players' Secrets: the rule `secrets-cant-be-revealed` — while it
  // holds no Secret triggers — rules-notes 1468)
  { id: "MAW_032", auras: [{ rule: "secrets-cant-be-revealed" }] },
  // Orion, Mansion Manager: "After a friendly Secret is revealed, cast a different Mage Secret and gain +2/+2." (a reveal of
  // yours, as Eaglehorn Bow answers it; "different": not the revealed Secret nor one of yours already in play, which could
  // not be cast — rules-notes 1468; REV_515e +2/+2)
  { id: "REV_515", triggers: [{ on: "reveal", if: { target: { side: "friendly", secret: true } },
    do: [{ type: "castSpell", pool: { type: "SPELL", mechanic: "SECRET", cardClass: "MAGE" }, notCardOf: ["event-target", { all: "secrets", side: "friendly" }] },
      { type: "buff", to: "self", enchantment: "REV_515e" }] }] },
  { id: "REV_515e", buff: { attack: 2, health: 2 } },
  // Decimator Olgra: "Battlecry: Gain +1/+1 for each damaged minion, then attack all enemies." (the damaged minions of both sides
  // as the Battlecry resolves, REV_934e; then every enemy character in play then — the hero too — attacked once each in a random
  // order, as Deathwing, Mad Aspect's "Attack ALL other minions" (rules-notes 325), stopping once she is mortally wounded —
  // rules-notes 1469)
  { id: "REV_934", battlecry: [
    { type: "if", if: { exists: { all: "minions", where: { damaged: true } } },
      then: [{ type: "buff", to: "self", enchantment: "REV_934e", attack: { count: { all: "minions", where: { damaged: true } } }, health: { count: { all: "minions", where: { damaged: true } } } }] },
    { type: "forceAttack", attacker: "self", defender: "enemy-characters", each: true, randomOrder: true }] },
  { id: "REV_934e" },
  // Prince Renathal: "Your deck size and starting Health are 40." (the deck size is the deck rules' (decks.ts); the starting
  // Health is the data's REV_018e, "Health Set to 40", given to its owner's hero as the game starts — resolved with the Start
  // of Game texts from the hand or deck, the one step the engine has at the game's start — rules-notes 1469)
  { id: "REV_018", startOfGame: [{ type: "buff", to: "friendly-hero", enchantment: "REV_018e" }] },
  { id: "REV_018e", buff: { setHealth: 40 } },
  // Crooked Cook: "At the end of your turn, if you dealt 3 or more damage to the enemy hero, draw a card." (the damage the enemy
  // hero took this turn from sources you controlled — Armor and Health lost; not its own cards', not Fatigue — rules-notes 1470)
  { id: "REV_016", triggers: [{ on: "turn-end", if: [{ turn: "own" }, { value: { heroDamaged: "amountFromOpponentThisTurn", side: "enemy" }, atLeast: 3 }], do: [{ type: "draw" }] }] },
  // Necrolord Draka: "Battlecry: Equip a 1/3 Dagger. (+1 Attack for each other card you played this turn, up to 10!)" (REV_940t;
  // the cards you played this turn, Draka's own play left out, at most 10 counted: the bonus is +10 at most — rules-notes 1474)
  { id: "REV_940", battlecry: [{ type: "equipWeapon", card: "REV_940t" },
    { type: "if", if: { value: { playedThisGame: "card", thisTurn: true, other: true }, atLeast: 1 },
      then: [{ type: "buff", to: "friendly-weapon", attack: { playedThisGame: "card", thisTurn: true, other: true, max: 10 } }] }] },
  // --- Session 14 (w14/nathria; rules-notes 1660-1679) ---
  // Natural Causes: its 2/2 Treant is Plot of Sin's REV_336t2 (the bots' client data, rules-notes 1663).
  { id: "REV_307", target: { type: "character" }, spell: [{ type: "damage", amount: 2, to: "target" }, { type: "summon", card: "REV_336t2" }] },
  // Mysterious Visitor: the cards copied from your opponent (filter `copiedFromOpponent`) in your hand and deck cost (3) less (rules-notes 1677).
  { id: "REV_246", battlecry: [{ type: "buff", to: { all: "hand", side: "friendly", where: { copiedFromOpponent: true } }, enchantment: "REV_246e2" },
    { type: "buff", to: { all: "deck", side: "friendly", where: { copiedFromOpponent: true } }, enchantment: "REV_246e2" }] },
  { id: "REV_246e2", buff: { cost: -3 } },
  // Theft Accusation: the accused carries MAW_023e2; after its accuser plays a card copied from the opponent, it is destroyed.
  { id: "MAW_023", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "MAW_023e2" }] },
  { id: "MAW_023e2", triggers: [{ on: "after-play", if: { target: { side: "friendly", copiedFromOpponent: true } }, do: [{ type: "destroy", to: "self" }] }] },
  // Soul Seeker: it takes the place of a random minion of the opponent's deck (theirs now, a fresh card), which is summoned
  // for you where it stood (swapWithHand `from: deck`, `side: enemy`; rules-notes 1678).
  { id: "MAW_004", battlecry: [{ type: "swapWithHand", from: "deck", side: "enemy" }] },
];
