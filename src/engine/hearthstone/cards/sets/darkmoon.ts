/**
 * Madness at the Darkmoon Faire (DARKMOON_FAIRE, its YOP_ mini-set cards included): the Corrupt cards (腐蚀, the card field
 * `corrupt`, rules-notes 406) and their corrupted cards (the data's `…t`, "Corrupted …"), whose keywords the data does not
 * list as mechanics are given as tags.
 */
import type { CardDefinition } from "../format/index.js";

const BEASTS_IN_HAND = { all: "hand", side: "friendly", where: { type: "minion", race: "BEAST" } } as const;

export const DARKMOON_FAIRE = (): CardDefinition[] => [
  // Carousel Gryphon: "Divine Shield. Corrupt: Gain +3/+3 and Taunt."
  { id: "DMF_064", tags: { DIVINE_SHIELD: 1 }, corrupt: "DMF_064t" },
  { id: "DMF_064t", tags: { DIVINE_SHIELD: 1, TAUNT: 1 } },
  // Cascading Disaster: "Destroy a random enemy minion. Corrupt: Destroy 2. Corrupt Again: Destroy 3."
  { id: "DMF_117", spell: [{ type: "destroy", to: { random: "enemy-minions" } }], corrupt: "DMF_117t" },
  { id: "DMF_117t", spell: [{ type: "destroy", to: { random: "enemy-minions", count: 2 } }], corrupt: "DMF_117t2" },
  { id: "DMF_117t2", spell: [{ type: "destroy", to: { random: "enemy-minions", count: 3 } }] },
  // Circus Medic: "Battlecry: Restore #4 Health. Corrupt: Deal 4 damage instead."
  { id: "DMF_174", target: { type: "character" }, battlecry: [{ type: "heal", amount: 4, to: "target" }], corrupt: "DMF_174t" },
  { id: "DMF_174t", target: { type: "character" }, battlecry: [{ type: "damage", amount: 4, to: "target" }] },
  // Dancing Cobra: "Corrupt: Gain Poisonous."
  { id: "DMF_083", corrupt: "DMF_083t" },
  { id: "DMF_083t", tags: { POISONOUS: 1 } },
  // Darkmoon Dirigible: "Divine Shield. Corrupt: Gain Rush."
  { id: "DMF_073", corrupt: "DMF_073t" },
  { id: "DMF_073t", tags: { RUSH: 1, DIVINE_SHIELD: 1 } },
  // Darkmoon Statue: "Your other minions have +1 Attack. Corrupt: This gains +4 Attack."
  { id: "DMF_082", auras: [{ to: "other-friendly-minions", buff: { attack: 1 }, enchantment: "DMF_082e" }], corrupt: "DMF_082t" },
  { id: "DMF_082t", auras: [{ to: "other-friendly-minions", buff: { attack: 1 }, enchantment: "DMF_082e" }] },
  { id: "DMF_082e", buff: { attack: 1 } },
  // Day at the Faire: "Summon 3 Silver Hand Recruits. Corrupt: Summon 5."
  { id: "DMF_244", spell: [{ type: "summon", card: "CS2_101t", count: 3 }], corrupt: "DMF_244t" },
  { id: "DMF_244t", spell: [{ type: "summon", card: "CS2_101t", count: 5 }] },
  // Don't Feed the Animals: "Give all Beasts in your hand +1/+1. Corrupt: Give them +2/+2 instead."
  { id: "DMF_090", spell: [{ type: "buff", to: BEASTS_IN_HAND, enchantment: "DMF_090e2" }], corrupt: "DMF_090t" },
  { id: "DMF_090t", spell: [{ type: "buff", to: BEASTS_IN_HAND, enchantment: "DMF_090e" }] },
  { id: "DMF_090e", buff: { attack: 2, health: 2 } },
  { id: "DMF_090e2", buff: { attack: 1, health: 1 } },
  // Dreaming Drake: "Taunt. Corrupt: Gain +2/+2."
  { id: "YOP_025", corrupt: "YOP_025t" },
  { id: "YOP_025t", tags: { TAUNT: 1 } },
  // Dunk Tank: "Deal $4 damage. Corrupt: Then deal $2 damage to all enemy minions."
  { id: "DMF_701", target: { type: "character" }, spell: [{ type: "damage", amount: 4, to: "target" }], corrupt: "DMF_701t" },
  { id: "DMF_701t", target: { type: "character" }, spell: [{ type: "damage", amount: 4, to: "target" }, { type: "damage", amount: 2, to: "enemy-minions" }] },
  // Fairground Fool: "Taunt. Corrupt: Gain +4 Health."
  { id: "DMF_184", corrupt: "DMF_184t" },
  { id: "DMF_184t", tags: { TAUNT: 1 } },
  // Firework Elemental: "Battlecry: Deal 3 damage to a minion. Corrupt: Deal 12 instead."
  { id: "DMF_101", target: { type: "minion" }, battlecry: [{ type: "damage", amount: 3, to: "target" }], corrupt: "DMF_101t" },
  { id: "DMF_101t", target: { type: "minion" }, battlecry: [{ type: "damage", amount: 12, to: "target" }] },
  // Fleethoof Pearltusk: "Rush. Corrupt: Gain +4/+4."
  { id: "DMF_080", corrupt: "DMF_080t" },
  { id: "DMF_080t", tags: { RUSH: 1 } },
  // Insatiable Felhound: "Taunt. Corrupt: Gain +1/+1 and Lifesteal."
  { id: "DMF_247", corrupt: "DMF_247t" },
  { id: "DMF_247t", tags: { TAUNT: 1, LIFESTEAL: 1 } },
  // Insight: "Draw a minion. Corrupt: Reduce its Cost by (2)." (no minion in the deck: nothing)
  { id: "DMF_054", spell: [{ type: "draw", where: { type: "minion" } }], corrupt: "DMF_054t" },
  { id: "DMF_054t", spell: [{ type: "draw", where: { type: "minion" } },
    { type: "buff", to: { all: "drawn", where: { zone: "hand" } }, enchantment: "DMF_054e" }] },
  { id: "DMF_054e", buff: { cost: -2 } },
  // Libram of Judgment (weapon): "Corrupt: Gain Lifesteal."
  { id: "YOP_011", corrupt: "YOP_011t" },
  { id: "YOP_011t", tags: { LIFESTEAL: 1 } },
  // Moontouched Amulet: "Give your hero +4 Attack this turn. Corrupt: And gain 6 Armor."
  { id: "DMF_730", spell: [{ type: "buff", to: "friendly-hero", enchantment: "DMF_730e" }], corrupt: "DMF_730t" },
  { id: "DMF_730t", spell: [{ type: "buff", to: "friendly-hero", enchantment: "DMF_730e" }, { type: "armor", amount: 6 }] },
  { id: "DMF_730e", buff: { attack: 4, oneTurn: true } },
  // Nitroboost Poison: "Give a minion +2 Attack. Corrupt: And your weapon." (no weapon: the minion only)
  { id: "YOP_015", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "YOP_015e" }], corrupt: "YOP_015t" },
  { id: "YOP_015t", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "YOP_015e" }, { type: "buff", to: "friendly-weapon", enchantment: "YOP_015e" }] },
  { id: "YOP_015e", buff: { attack: 2 } },
  // Pit Master: "Battlecry: Summon a 3/2 Duelist. Corrupt: Summon two."
  { id: "DMF_703", battlecry: [{ type: "summon", card: "DMF_703t2" }], corrupt: "DMF_703t" },
  { id: "DMF_703t", battlecry: [{ type: "summon", card: "DMF_703t2", count: 2 }] },
  // Strongman: "Taunt. Corrupt: This costs (0)."
  { id: "DMF_078", corrupt: "DMF_078t" },
  { id: "DMF_078t", tags: { TAUNT: 1 } },
  // Tickatus: "Battlecry: Remove the top 5 cards from your deck. Corrupt: Your opponent's deck instead." (removed: burnt, 4.3)
  { id: "DMF_118", battlecry: [{ type: "burn", count: 5 }], corrupt: "DMF_118t" },
  { id: "DMF_118t", battlecry: [{ type: "burn", count: 5, player: "enemy" }] },
  // Faire Arborist: "Choose One - Draw a card; or Summon a 2/2 Treant. Corrupt: Do both." (its corrupted card: "Battlecry: Summon a
  // 2/2 Treant. Draw a card.", in that order)
  { id: "DMF_061", chooseOne: [{ card: "DMF_061a", effects: [{ type: "draw" }] }, { card: "DMF_061b", effects: [{ type: "summon", card: "DMF_061t2" }] }],
    corrupt: "DMF_061t" },
  { id: "DMF_061t", battlecry: [{ type: "summon", card: "DMF_061t2" }, { type: "draw" }] },

  // --- w9/wild-d: the set's cards whose text the format already says ---
  // Felscream Blast: "Lifesteal. Deal $1 damage to a minion and its neighbors." As Explosive Shot (3.1: middle, then the
  // neighbours one at a time, those beside it as the spell resolves); Lifesteal from the card data.
  { id: "DMF_221", target: { type: "minion" }, spell: [{ type: "group", of: { adjacent: "target" }, do: [
    { type: "damage", amount: 1, to: "target" }, { type: "damage", amount: 1, to: "group", oneByOne: true },
  ] }] },
  // Relentless Pursuit: "Give your hero +4 Attack and Immune this turn."
  { id: "DMF_219", spell: [{ type: "buff", to: "friendly-hero", enchantment: "DMF_219e" }] },
  { id: "DMF_219e", buff: { attack: 4, grants: ["IMMUNE"], oneTurn: true } },
  // Renowned Performer: "Rush. Deathrattle: Summon two 1/1 Assistants with Taunt."
  { id: "DMF_223", deathrattle: [{ type: "summon", card: "DMF_223t", count: 2 }] },
  { id: "DMF_223t" },
  // Dreadlord's Bite (weapon): "Outcast: Deal 1 damage to all enemies."
  { id: "DMF_227", outcast: [{ type: "damage", amount: 1, to: "enemy-characters" }] },
  // Line Hopper: "Your Outcast cards cost (1) less." (cards with Outcast: the filter `has: outcast`)
  { id: "DMF_217", auras: [{ to: { all: "hand", side: "friendly", where: { has: "outcast" } }, buff: { cost: -1 } }] },
  // Redeemed Pariah: "After you play an Outcast card, gain +1/+1." (the after-play step)
  { id: "DMF_222", triggers: [{ on: "after-play", if: { target: { side: "friendly", has: "outcast" } }, do: [{ type: "buff", to: "self", enchantment: "DMF_222e" }] }] },
  { id: "DMF_222e", buff: { attack: 1, health: 1 } },
  // Throw Glaive: "Deal $2 damage to a minion. If it dies, add a Temporary copy of this to your hand." (dies: mortally
  // wounded by the damage as the text goes on; Temporary: GBL_999e)
  { id: "DMF_225", target: { type: "minion" }, spell: [{ type: "damage", amount: 2, to: "target" },
    { type: "if", if: { entity: "target", matches: { mortallyWounded: true } }, then: [{ type: "addCard", card: "DMF_225", enchantment: "GBL_999e" }] }] },
  // Bladed Lady: "Rush. Costs (1) if your hero has 6 or more Attack." (a self aura in hand)
  { id: "DMF_226", auras: [{ to: "self", zone: "hand", buff: { setCost: 1 }, if: { value: { stat: "attack", of: "friendly-hero" }, atLeast: 6 } }] },
  // Felsaber: "Can only attack if your hero attacked this turn." (CANT_ATTACK while your hero has not attacked this turn)
  { id: "YOP_002", auras: [{ to: "self", buff: { grants: ["CANT_ATTACK"] }, if: { not: { entity: "friendly-hero", matches: { attackedThisTurn: true } } } }] },
  // Felsteel Executioner: "Corrupt: Become a weapon." (its corrupted card DMF_248t is the 4/3 weapon)
  { id: "DMF_248", corrupt: "DMF_248t" },
  { id: "DMF_248t" },
  // Cenarion Ward: "Gain 8 Armor. Summon a random 8-Cost minion."
  { id: "DMF_732", spell: [{ type: "armor", amount: 8 }, { type: "summonRandom", pool: { type: "MINION", cost: 8 } }] },
  // Lunar Eclipse: "Deal $3 damage to a minion. Your next spell this turn costs (2) less." (a cost state, as Kirin Tor Mage's)
  { id: "DMF_057", target: { type: "minion" }, spell: [{ type: "damage", amount: 3, to: "target" }, { type: "buff", to: "friendly-hero", enchantment: "DMF_057o" }] },
  { id: "DMF_057o", buff: { oneTurn: true }, auras: [{ to: { all: "hand", side: "friendly", where: { type: "spell" } }, buff: { cost: -2 }, enchantment: "DMF_057e" }], consumedBy: { type: "spell" } },
  { id: "DMF_057e", buff: { cost: -2 } },
  // Umbral Owl: "Rush. Costs (1) less for each spell you've cast this game."
  { id: "DMF_060", auras: [{ to: "self", zone: "hand", buff: { cost: { playedThisGame: "spell", multiply: -1 } } }] },
  // Bola Shot: "Deal $1 damage to a minion and $2 damage to its neighbors." (as Explosive Shot)
  { id: "YOP_027", target: { type: "minion" }, spell: [{ type: "group", of: { adjacent: "target" }, do: [
    { type: "damage", amount: 1, to: "target" }, { type: "damage", amount: 2, to: "group", oneByOne: true },
  ] }] },
  // Darkmoon Tonk: "Deathrattle: Fire four missiles at random enemies that deal 2 damage each." (each missile picks anew)
  { id: "DMF_085", deathrattle: [{ type: "damage", amount: 2, to: { random: "enemy-characters", count: 4 } }] },
  // Petting Zoo: "Summon a 3/3 Strider. Repeat for each Secret you control." (the Secrets counted as it resolves)
  { id: "DMF_086", spell: [{ type: "repeat", times: { count: { all: "secrets", side: "friendly", where: { secret: true } }, add: 1 }, do: [{ type: "summon", card: "DMF_086e" }] }] },
  { id: "DMF_086e" },
  // Confection Cyclone: "Battlecry: Add two 1/2 Sugar Elementals to your hand."
  { id: "DMF_100", battlecry: [{ type: "addCard", card: "DMF_100t", count: 2 }] },
  { id: "DMF_100t" },
  // Mask of C'Thun: "Deal $10 damage randomly split among all enemies." (ten 1-damage hits, each picked anew; no Spell Damage:
  // the card data's ImmuneToSpellpower)
  { id: "DMF_103", spell: [{ type: "damage", amount: 1, to: { random: "enemy-characters", count: 10 } }] },
  // Occult Conjurer: "Battlecry: If you control a Secret, summon a copy of this."
  { id: "DMF_106", battlecry: [{ type: "if", if: { exists: { all: "secrets", side: "friendly", where: { secret: true } } }, then: [{ type: "summonCopy", of: "self" }] }] },
  // Armor Vendor: "Battlecry: Give 4 Armor to each hero." (yours first)
  { id: "YOP_032", battlecry: [{ type: "armor", amount: 4 }, { type: "armor", amount: 4, to: "enemy-hero" }] },
  // Banana Vendor: "Battlecry: Add 2 Bananas to each player's hand." (yours first); Bananas: "Give a minion +1/+1."
  { id: "DMF_065", battlecry: [{ type: "addCard", card: "DMF_065t", count: 2 }, { type: "addCard", card: "DMF_065t", count: 2, player: "enemy" }] },
  { id: "DMF_065t", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "DMF_065e" }] },
  { id: "DMF_065e", buff: { attack: 1, health: 1 } },
  // Barricade: "Summon a 2/4 Guard with Taunt. If it's your only minion, summon another."
  { id: "YOP_005", spell: [{ type: "summon", card: "YOP_005t" }, { type: "if", if: { all: [
    { exists: { all: "summoned", where: { zone: "play" } } }, { value: { count: "friendly-minions" }, atMost: 1 }] },
  then: [{ type: "summon", card: "YOP_005t" }] }] },
  { id: "YOP_005t" },
  // Circus Amalgam: "Taunt. This has all minion types." (Taunt and the type ALL from the card data)
  { id: "DMF_532" },
  // Claw Machine: "Rush. Deathrattle: Draw a minion and give it +3/+3."
  { id: "DMF_069", deathrattle: [{ type: "draw", where: { type: "minion" } }, { type: "buff", to: { all: "drawn", where: { zone: "hand" } }, enchantment: "DMF_069e" }] },
  { id: "DMF_069e", buff: { attack: 3, health: 3 } },
  // Costumed Entertainer: "Battlecry: Give a random minion in your hand +2/+2."
  { id: "DMF_189", battlecry: [{ type: "buff", to: { random: { all: "hand", side: "friendly", where: { type: "minion" } } }, enchantment: "DMF_189e" }] },
  { id: "DMF_189e", buff: { attack: 2, health: 2 } },
  // Darkmoon Rabbit: "Rush, Poisonous. Also damages the minions next to whomever this attacks." (as Foe Reaper 4000)
  { id: "DMF_070", attackHitsAdjacent: true },
  // Gyreworm: "Battlecry: If you played an Elemental last turn, deal 3 damage." (as Blazecaller: a target only then)
  { id: "DMF_062", target: { type: "character", if: { playedLastTurn: "minion", race: "ELEMENTAL", atLeast: 1 } },
    battlecry: [{ type: "damage", amount: 3, to: "target" }] },
  // Imprisoned Phoenix: "Dormant for 2 turns. Spell Damage +2" (Spell Damage from the card data)
  { id: "YOP_021", dormant: 2 },
  // K'thir Ritualist: "Taunt. Battlecry: Add a random 4-Cost minion to your opponent's hand."
  { id: "DMF_081", battlecry: [{ type: "addCard", pool: { type: "MINION", cost: 4 }, player: "enemy" }] },
  // Knife Vendor: "Battlecry: Deal 4 damage to each hero."
  { id: "DMF_066", battlecry: [{ type: "damage", amount: 4, to: "all-heroes" }] },
  // Showstopper: "Deathrattle: Silence all minions."
  { id: "DMF_191", deathrattle: [{ type: "silence", to: "all-minions" }] },
  // Wriggling Horror: "Battlecry: Give adjacent minions +1/+1."
  { id: "DMF_091", battlecry: [{ type: "buff", to: { adjacent: "self" }, enchantment: "DMF_091e2" }] },
  { id: "DMF_091e2", buff: { attack: 1, health: 1 } },
  // Hammer of the Naaru (weapon): "Battlecry: Summon a 6/6 Holy Elemental with Taunt."
  { id: "DMF_238", battlecry: [{ type: "summon", card: "DMF_238t" }] },
  { id: "DMF_238t" },
  // High Exarch Yrel: "Battlecry: If your deck has no Neutral cards, gain Rush, Lifesteal, Taunt, and Divine Shield."
  { id: "DMF_241", battlecry: [{ type: "if", if: { not: { exists: { all: "deck", side: "friendly", where: { cardClass: "NEUTRAL" } } } },
    then: [{ type: "buff", to: "self", grants: ["RUSH", "LIFESTEAL", "TAUNT", "DIVINE_SHIELD"] }] }] },
  // Imprisoned Celestial: "Dormant for 2 turns. Spellburst: Give your minions Divine Shield." (Spellburst as Pen Flinger's:
  // an after-play trigger on your spells that works once; not while Dormant)
  { id: "YOP_010", dormant: 2, triggers: [{ on: "after-play", once: true, if: { target: { side: "friendly", type: "spell" } }, do: [{ type: "buff", to: "friendly-minions", grants: ["DIVINE_SHIELD"] }] }] },
  // Lothraxion the Redeemed: "Battlecry: For the rest of the game, after you summon a Silver Hand Recruit, give it Divine
  // Shield." (a player state on your hero)
  { id: "DMF_240", battlecry: [{ type: "buff", to: "friendly-hero", enchantment: "DMF_240e" }] },
  { id: "DMF_240e", triggers: [{ on: "after-summon", if: { target: { side: "friendly", type: "minion", name: "Silver Hand Recruit" } }, do: [{ type: "buff", to: "event-target", grants: ["DIVINE_SHIELD"] }] }] },
  // Balloon Merchant: "Battlecry: Give your Silver Hand Recruits +1 Attack and Divine Shield."
  { id: "DMF_235", battlecry: [{ type: "buff", to: { all: "minions", side: "friendly", where: { name: "Silver Hand Recruit" } }, enchantment: "DMF_235e" },
    { type: "buff", to: { all: "minions", side: "friendly", where: { name: "Silver Hand Recruit" } }, grants: ["DIVINE_SHIELD"] }] },
  { id: "DMF_235e", buff: { attack: 1 } },
  // Fortune Teller: "Taunt. Battlecry: Gain +1/+1 for each spell in your hand."
  { id: "DMF_121", battlecry: [{ type: "repeat", times: { count: { all: "hand", side: "friendly", where: { type: "spell" } } }, do: [{ type: "buff", to: "self", enchantment: "DMF_121e2" }] }] },
  { id: "DMF_121e2", buff: { attack: 1, health: 1 } },
  // Nazmani Bloodweaver: "After you cast a spell, reduce the Cost of a random card in your hand by (1)."
  { id: "DMF_120", triggers: [{ on: "after-play", if: { target: { side: "friendly", type: "spell" } }, do: [{ type: "buff", to: { random: { all: "hand", side: "friendly" } }, enchantment: "DMF_120e2" }] }] },
  { id: "DMF_120e2", buff: { cost: -1 } },
  // Palm Reading: "Discover a spell. Reduce the Cost of spells in your hand by (1)." (the spell discovered too, in that order)
  { id: "DMF_187", spell: [{ type: "discover", from: { type: "SPELL", yourClass: true } }, { type: "buff", to: { all: "hand", side: "friendly", where: { type: "spell" } }, enchantment: "DMF_187e" }] },
  { id: "DMF_187e", buff: { cost: -1 } },
  // Cloak of Shadows: "Give your hero Stealth until your next turn."
  { id: "DMF_512", spell: [{ type: "buff", to: "friendly-hero", enchantment: "DMF_512e" }] },
  { id: "DMF_512e", buff: { grants: ["STEALTH"] }, triggers: [{ on: "turn-start", if: { turn: "own" }, do: [{ type: "expire" }] }] },
  // Malevolent Strike: "Destroy a minion. Costs (1) less for each card in your deck that didn't start there." (cards an effect
  // made: the CREATOR tag, as Steamcleaner's)
  { id: "DMF_518", target: { type: "minion" }, spell: [{ type: "destroy", to: "target" }],
    auras: [{ to: "self", zone: "hand", buff: { cost: { count: { all: "deck", side: "friendly", where: { tag: "CREATOR" } }, multiply: -1 } } }] },
  // Prize Plunderer: "Combo: Deal 1 damage to a minion for each other card you've played this turn." (1 damage that many
  // times, each a hit of its own)
  { id: "DMF_519", target: { type: "minion" }, combo: [{ type: "repeat", times: { playedThisTurn: "card", add: -1 }, do: [{ type: "damage", amount: 1, to: "target" }] }] },
  // Swindle: "Draw a spell. Combo: And a minion."
  { id: "DMF_515", spell: [{ type: "draw", where: { type: "spell" } }], combo: [{ type: "draw", where: { type: "spell" } }, { type: "draw", where: { type: "minion" } }] },
  // Tenwu of the Red Smoke: "Battlecry: Return a friendly minion to your hand. It costs (1) this turn."
  { id: "DMF_071", target: { type: "minion", side: "friendly" }, battlecry: [{ type: "returnToHand", to: "target", enchantment: "DMF_071e" }] },
  { id: "DMF_071e", buff: { setCost: 1, oneTurn: true } },
  // Ticket Master: "Deathrattle: Shuffle 3 Tickets into your deck. When drawn, summon a 3/3 Plush Bear."
  { id: "DMF_514", deathrattle: [{ type: "shuffleIntoDeck", card: "DMF_514t", count: 3 }] },
  { id: "DMF_514t", castsWhenDrawn: true, spell: [{ type: "summon", card: "DMF_514t2" }] },
  { id: "DMF_514t2" },
  // Cagematch Custodian: "Battlecry: Draw a weapon."
  { id: "DMF_704", battlecry: [{ type: "draw", where: { type: "weapon" } }] },
  // Deathmatch Pavilion: "Summon a 3/2 Duelist. If your hero attacked this turn, summon another."
  { id: "DMF_706", spell: [{ type: "summon", card: "DMF_706t" },
    { type: "if", if: { entity: "friendly-hero", matches: { attackedThisTurn: true } }, then: [{ type: "summon", card: "DMF_706t" }] }] },
  { id: "DMF_706t" },
  // Grand Totem Eys'or: "At the end of your turn, give +1/+1 to all other Totems in your hand, deck and battlefield."
  { id: "DMF_709", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [
    { type: "buff", to: { all: "hand", side: "friendly", where: { type: "minion", race: "TOTEM" } }, enchantment: "DMF_709e" },
    { type: "buff", to: { all: "deck", side: "friendly", where: { type: "minion", race: "TOTEM" } }, enchantment: "DMF_709e" },
    { type: "buff", to: { all: "minions", side: "friendly", where: { race: "TOTEM", not: "self" } }, enchantment: "DMF_709e" },
  ] }] },
  { id: "DMF_709e", buff: { attack: 1, health: 1 } },
  // Inara Stormcrash: "On your turn, your hero has +2 Attack and Windfury."
  { id: "DMF_708", auras: [{ to: "friendly-hero", if: { turn: "own" }, buff: { attack: 2, grants: ["WINDFURY"] }, enchantment: "DMF_708e" }] },
  { id: "DMF_708e", buff: { attack: 2, grants: ["WINDFURY"] } },
  // Magicfin: "After a friendly Murloc dies, add a random Legendary minion to your hand."
  { id: "DMF_707", triggers: [{ on: "death", if: { target: { side: "friendly", type: "minion", race: "MURLOC" } }, do: [{ type: "addCard", pool: { type: "MINION", rarity: "LEGENDARY" } }] }] },
  // Mistrunner: "Battlecry: Give a friendly minion +3/+3. Overload: (1)"
  { id: "YOP_022", target: { type: "minion", side: "friendly" }, battlecry: [{ type: "buff", to: "target", enchantment: "YOP_022e" }] },
  { id: "YOP_022e", buff: { attack: 3, health: 3 } },
  // Stormstrike: "Deal $3 damage to a minion. Give your hero +3 Attack this turn."
  { id: "DMF_702", target: { type: "minion" }, spell: [{ type: "damage", amount: 3, to: "target" }, { type: "buff", to: "friendly-hero", enchantment: "DMF_702e" }] },
  { id: "DMF_702e", buff: { attack: 3, oneTurn: true } },
  // Whack-A-Gnoll Hammer (weapon): "After your hero attacks, give a random friendly minion +1/+1."
  { id: "DMF_705", triggers: [{ on: "after-attack", if: { source: "friendly-hero" }, do: [{ type: "buff", to: { random: "friendly-minions" }, enchantment: "DMF_705e" }] }] },
  { id: "DMF_705e", buff: { attack: 1, health: 1 } },
  // Backfire: "Draw 3 cards. Deal $3 damage to your hero."
  { id: "YOP_033", spell: [{ type: "draw", count: 3 }, { type: "damage", amount: 3, to: "friendly-hero" }] },
  // Fire Breather: "Battlecry: Deal 2 damage to all minions except Demons."
  { id: "DMF_110", battlecry: [{ type: "damage", amount: 2, to: { all: "minions", where: { notRace: "DEMON" } } }] },
  // Free Admission: "Draw 2 minions. If they're both Demons, reduce their Costs by (2)."
  { id: "DMF_113", spell: [{ type: "draw", count: 2, where: { type: "minion" } }, { type: "if", if: { count: { all: "drawn", where: { race: "DEMON" } }, atLeast: 2 },
    then: [{ type: "buff", to: { all: "drawn", where: { zone: "hand" } }, enchantment: "DMF_113e" }] }] },
  { id: "DMF_113e", buff: { cost: -2 } },
  // Man'ari Mosher: "Battlecry: Give a friendly Demon +3 Attack and Lifesteal this turn."
  { id: "DMF_111", target: { type: "minion", side: "friendly", where: { race: "DEMON" } }, battlecry: [{ type: "buff", to: "target", enchantment: "DMF_111e" }] },
  { id: "DMF_111e", buff: { attack: 3, grants: ["LIFESTEAL"], oneTurn: true } },
  // Ring Matron: "Taunt. Deathrattle: Summon two 3/2 Imps."
  { id: "DMF_533", deathrattle: [{ type: "summon", card: "DMF_533t", count: 2 }] },
  { id: "DMF_533t" },
  // Wicked Whispers: "Discard your lowest Cost card. Give your minions +1/+1." (a tie: a random one of them)
  { id: "DMF_119", spell: [{ type: "discard", to: { random: { all: "hand", side: "friendly" }, lowest: "cost" } }, { type: "buff", to: "friendly-minions", enchantment: "DMF_119e" }] },
  { id: "DMF_119e", buff: { attack: 1, health: 1 } },
  // Bumper Car: "Rush. Deathrattle: Add two 1/1 Riders with Rush to your hand."
  { id: "DMF_523", deathrattle: [{ type: "addCard", card: "DMF_523t", count: 2 }] },
  { id: "DMF_523t" },
  // Ironclad: "Battlecry: If your hero has Armor, gain +2/+2."
  { id: "YOP_014", battlecry: [{ type: "if", if: { value: { stat: "armor", of: "friendly-hero" }, atLeast: 1 }, then: [{ type: "buff", to: "self", enchantment: "YOP_014e" }] }] },
  { id: "YOP_014e", buff: { attack: 2, health: 2 } },
  // Minefield: "Deal $5 damage randomly split among all minions." (five 1-damage hits; ImmuneToSpellpower)
  { id: "DMF_522", spell: [{ type: "damage", amount: 1, to: { random: "all-minions", count: 5 } }] },
  // Ringmaster Whatley: "Battlecry: Draw a Mech, Dragon, and Pirate."
  { id: "DMF_525", battlecry: [{ type: "draw", where: { race: "MECHANICAL" } }, { type: "draw", where: { race: "DRAGON" } }, { type: "draw", where: { race: "PIRATE" } }] },
  // Ringmaster's Baton (weapon): "After your hero attacks, give a Mech, Dragon, and Pirate in your hand +1/+1."
  { id: "DMF_524", triggers: [{ on: "after-attack", if: { source: "friendly-hero" }, do: [
    { type: "buff", to: { random: { all: "hand", side: "friendly", where: { type: "minion", race: "MECHANICAL" } } }, enchantment: "DMF_524e" },
    { type: "buff", to: { random: { all: "hand", side: "friendly", where: { type: "minion", race: "DRAGON" } } }, enchantment: "DMF_524e" },
    { type: "buff", to: { random: { all: "hand", side: "friendly", where: { type: "minion", race: "PIRATE" } } }, enchantment: "DMF_524e" },
  ] }] },
  { id: "DMF_524e", buff: { attack: 1, health: 1 } },
  // Spiked Wheel (weapon): "Has +3 Attack while your hero has Armor."
  { id: "YOP_013", auras: [{ to: "self", buff: { attack: 3 }, enchantment: "YOP_013e", if: { value: { stat: "armor", of: "friendly-hero" }, atLeast: 1 } }] },
  { id: "YOP_013e", buff: { attack: 3 } },
  // Stage Hand: "Battlecry: Give a random minion in your hand +1/+1."
  { id: "DMF_531", battlecry: [{ type: "buff", to: { random: { all: "hand", side: "friendly", where: { type: "minion" } } }, enchantment: "DMF_531e" }] },
  { id: "DMF_531e", buff: { attack: 1, health: 1 } },
  // Sword Eater: "Taunt. Battlecry: Equip a 3/2 Sword."
  { id: "DMF_521", battlecry: [{ type: "equipWeapon", card: "DMF_521t" }] },
  { id: "DMF_521t" },
  // Carnival Clown: "Taunt. Battlecry: Summon 2 copies of this. Corrupt: Fill your board with copies."
  { id: "DMF_163", battlecry: [{ type: "summonCopy", of: "self", count: 2 }], corrupt: "DMF_163t" },
  { id: "DMF_163t", tags: { TAUNT: 1 }, battlecry: [{ type: "summonCopy", of: "self", count: { space: "friendly-board" } }] },
  // Sweet Tooth: "Corrupt: Gain +2 Attack and Stealth."
  { id: "DMF_517", corrupt: "DMF_517a" },
  { id: "DMF_517a", tags: { STEALTH: 1 } },
  // Auspicious Spirits: "Summon a random 4-Cost minion. Corrupt: Summon a 7-Cost minion instead."
  { id: "DMF_186", spell: [{ type: "summonRandom", pool: { type: "MINION", cost: 4 } }], corrupt: "DMF_186a" },
  { id: "DMF_186a", spell: [{ type: "summonRandom", pool: { type: "MINION", cost: 7 } }] },
  // Stage Dive: "Draw a Rush minion. Corrupt: Give it +2/+1."
  { id: "DMF_526", spell: [{ type: "draw", where: { type: "minion", tag: "RUSH" } }], corrupt: "DMF_526a" },
  { id: "DMF_526a", spell: [{ type: "draw", where: { type: "minion", tag: "RUSH" } }, { type: "buff", to: { all: "drawn", where: { zone: "hand" } }, enchantment: "DMF_526e" }] },
  { id: "DMF_526e", buff: { attack: 2, health: 1 } },
  // Mystery Winner: "Battlecry: Discover a Secret."
  { id: "DMF_122", battlecry: [{ type: "discover", from: { type: "SPELL", mechanic: "SECRET", yourClass: true } }] },
  // Resizing Pouch: "Discover a card with Cost equal to your remaining Mana Crystals." (as Scrappy Scavenger)
  { id: "YOP_029", spell: [{ type: "discover", from: { type: "CARD", cost: { mana: "available" }, yourClass: true } }] },
  // Conjure Mana Biscuit: "Add a Biscuit to your hand that refreshes 2 Mana Crystals."
  { id: "YOP_019", spell: [{ type: "addCard", card: "YOP_019t" }] },
  { id: "YOP_019t", spell: [{ type: "refreshMana", amount: 2 }] },
  // Felfire Deadeye: "Your Hero Power costs (1) less."
  { id: "YOP_030", auras: [{ to: "friendly-hero-power", buff: { cost: -1 }, enchantment: "YOP_030e" }] },
  { id: "YOP_030e", buff: { cost: -1 } },
  // G'huun the Blood God: "Battlecry: Draw 2 cards. They cost Health instead of Mana."
  { id: "DMF_056", battlecry: [{ type: "draw", count: 2, enchantment: "DMF_056e" }] },
  { id: "DMF_056e", buff: { grants: ["CARD_COSTS_HEALTH"] } },
  // Rally!: "Resurrect a friendly 1-Cost, 2-Cost, and 3-Cost minion."
  { id: "YOP_009", spell: [
    { type: "resurrect", where: { costAtLeast: 1, costAtMost: 1 } }, { type: "resurrect", where: { costAtLeast: 2, costAtMost: 2 } },
    { type: "resurrect", where: { costAtLeast: 3, costAtMost: 3 } }] },
  // Maxima Blastenheimer: "Battlecry: Summon a minion from your deck. It attacks the enemy hero, then dies."
  { id: "DMF_089", battlecry: [{ type: "putIntoPlay", from: "deck", where: { type: "minion" } },
    { type: "forceAttack", attacker: "summoned", defender: "enemy-hero" }, { type: "destroy", to: "summoned" }] },
  // Safety Inspector: "Battlecry: Shuffle the lowest-Cost card from your hand into your deck. Draw a card."
  { id: "DMF_125", battlecry: [{ type: "shuffleFromHand", to: { random: { all: "hand", side: "friendly" }, lowest: "cost" } }, { type: "draw" }] },
  // Inconspicuous Rider: "Battlecry: Cast a Secret from your deck."
  { id: "DMF_079", battlecry: [{ type: "castSpell", from: "deck", where: { secret: true } }] },
  // Optimistic Ogre: "50% chance to attack the correct enemy." 健忘 (Forgetful, the card data's FORGETFUL; 5.2) as Ogre Brute's
  // "50% chance to attack the wrong enemy": the same roll, the text's wording turned round.
  { id: "DMF_068", triggers: [{ on: "pre-attack", chance: 50, if: [{ source: "self" }, { count: { all: "characters", where: { enemyOf: "event-source" } }, atLeast: 2 }],
    do: [{ type: "redirectAttack", to: { random: { all: "characters", where: { enemyOf: "event-source", not: "defender" } } } }] }] },
  // Revenant Rascal: "Battlecry: Destroy a Mana Crystal for each player." (yours first; as Felguard's)
  { id: "DMF_115", battlecry: [{ type: "manaCrystals", amount: -1 }, { type: "manaCrystals", amount: -1, player: "enemy" }] },
  // Parade Leader: "After you summon a Rush minion, give it +2 Attack."
  { id: "DMF_520", triggers: [{ on: "after-summon", if: { target: { side: "friendly", type: "minion", tag: "RUSH" } }, do: [{ type: "buff", to: "event-target", enchantment: "DMF_520e" }] }] },
  { id: "DMF_520e", buff: { attack: 2 } },
  // E.T.C., God of Metal: "After a friendly Rush minion attacks, deal 2 damage to the enemy hero."
  { id: "DMF_529", triggers: [{ on: "after-attack", if: { source: { side: "friendly", type: "minion", tag: "RUSH" } }, do: [{ type: "damage", amount: 2, to: "enemy-hero" }] }] },
  // Feat of Strength: "Give a random Taunt minion in your hand +5/+5."
  { id: "DMF_530", spell: [{ type: "buff", to: { random: { all: "hand", side: "friendly", where: { type: "minion", tag: "TAUNT" } } }, enchantment: "DMF_530e" }] },
  { id: "DMF_530e", buff: { attack: 5, health: 5 } },
  // Glacier Racer: "Spellburst: Deal 3 damage to all Frozen enemies." (Spellburst as Pen Flinger's)
  { id: "YOP_020", triggers: [{ on: "after-play", once: true, if: { target: { side: "friendly", type: "spell" } }, do: [{ type: "damage", amount: 3, to: { all: "characters", side: "enemy", where: { tag: "FROZEN" } } }] }] },
  // Saddlemaster: "After you play a Beast, add a random Beast to your hand."
  { id: "YOP_028", triggers: [{ on: "after-play", if: { target: { side: "friendly", type: "minion", playedRace: "BEAST" } }, do: [{ type: "addCard", pool: { type: "MINION", race: "BEAST" } }] }] },
  // Game Master: "The first Secret you play each turn costs (1)." (while you have played no Secret this turn)
  { id: "DMF_102", auras: [{ to: { all: "hand", side: "friendly", where: { secret: true } }, buff: { setCost: 1 }, enchantment: "DMF_102e",
    if: { not: { value: { playedThisGame: "spell", thisTurn: true, mechanic: "SECRET" }, atLeast: 1 } } }] },
  { id: "DMF_102e", buff: { setCost: 1 } },
  // Rigged Faire Game: "Secret: If you didn't take any damage during your opponent's turn, draw 3 cards." (checked as that
  // turn ends: your hero took no damage that turn)
  { id: "DMF_107", triggers: [{ on: "turn-end", if: [{ turn: "opponent" }, { heroDamagedThisTurn: false }], do: [{ type: "draw", count: 3 }] }] },
  // Idol of Y'Shaarj: "Summon a 10/10 copy of a minion in your deck." (the card stays in the deck; none: nothing)
  { id: "DMF_055", spell: [{ type: "summonCopy", of: { random: { all: "deck", side: "friendly", where: { type: "minion" } } }, enchantment: "DMF_055e" }] },
  { id: "DMF_055e", buff: { setAttack: 10, setHealth: 10 } },
  // Blood of G'huun: "Taunt. At the end of your turn, summon a 5/5 copy of a minion in your deck."
  { id: "DMF_053", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "summonCopy", of: { random: { all: "deck", side: "friendly", where: { type: "minion" } } }, enchantment: "DMF_053e" }] }] },
  { id: "DMF_053e", buff: { setAttack: 5, setHealth: 5 } },
  // Stiltstepper: "Battlecry: Draw a card. If you play it this turn, give your hero +4 Attack this turn." The drawn card
  // carries DMF_229e2 this turn; played, the state gives your hero DMF_229e.
  { id: "DMF_229", battlecry: [{ type: "draw" }, { type: "buff", to: { all: "drawn", where: { zone: "hand" } }, enchantment: "DMF_229e2" }] },
  { id: "DMF_229e2", triggers: [{ on: "play", if: { target: "self" }, do: [{ type: "buff", to: "friendly-hero", enchantment: "DMF_229e" }] },
    { on: "turn-end", do: [{ type: "expire" }] }] },
  { id: "DMF_229e", buff: { attack: 4, oneTurn: true } },
  // Revolve: "Transform all minions into random ones with the same Cost." (each its own Cost now, as Recombobulator's)
  { id: "DMF_700", spell: [{ type: "transform", to: "all-minions", pool: { type: "MINION", cost: { stat: "cost", of: "each" } } }] },
  // --- w11/scholo ---
  // Luckysoul Hoarder: "Battlecry: Shuffle 2 Soul Fragments into your deck. Corrupt: Draw a card." (its corrupted card YOP_003t:
  // "Shuffle 2 Soul Fragments into your deck and draw a card.")
  { id: "YOP_003", battlecry: [{ type: "shuffleIntoDeck", card: "SCH_307t", count: 2 }], corrupt: "YOP_003t" },
  { id: "YOP_003t", battlecry: [{ type: "shuffleIntoDeck", card: "SCH_307t", count: 2 }, { type: "draw" }] },
  // Landslide: "Deal $1 damage to all enemy minions. If you're Overloaded, deal $1 damage again." (the condition `overloaded`,
  // read after the first damage)
  { id: "YOP_023", spell: [{ type: "damage", amount: 1, to: "enemy-minions" }, { type: "if", if: { overloaded: true }, then: [{ type: "damage", amount: 1, to: "enemy-minions" }] }] },
  // Carnival Barker: "Whenever you summon a 1-Health minion, give it +1/+2." (its Health as its summon event resolves)
  { id: "DMF_237", triggers: [{ on: "summon", if: [{ target: { side: "friendly", type: "minion", not: "self" } }, { value: { stat: "health", of: "event-target" }, atMost: 1 }],
    do: [{ type: "buff", to: "event-target", enchantment: "DMF_237e" }] }] },
  { id: "DMF_237e", buff: { attack: 1, health: 2 } },
  // Shadow Clone: "Secret: After a minion attacks your hero, summon a copy of it with Stealth." (a copy per 4.8, as Mirror
  // Entity's, for the Secret's owner; a full board keeps the Secret)
  { id: "DMF_513", triggers: [{ on: "after-attack", if: [{ target: "friendly-hero" }, { source: { type: "minion" } }, { space: "friendly-board" }],
    do: [{ type: "summonCopy", of: "event-source", copyState: true }, { type: "buff", to: { all: "summoned" }, grants: ["STEALTH"] }] }] },
  // Snack Run: "Discover a spell. Restore Health to your hero equal to its Cost." (its Cost in hand as it is then)
  { id: "DMF_195", spell: [{ type: "discover", from: { type: "SPELL", yourClass: true } }, { type: "heal", amount: { stat: "cost", of: { all: "added" } }, to: "friendly-hero" }] },
  // Ring Toss: "Discover a Secret and cast it. Corrupt: Discover 2 instead." (as Titanforged Traps: the Secret taken is set
  // aside, then cast; the corrupted DMF_105t, "Discover 2 Secrets and cast them", does it twice)
  { id: "DMF_105", spell: [{ type: "discover", from: { type: "SPELL", mechanic: "SECRET", yourClass: true }, into: "aside" }, { type: "castSpell", of: { all: "added" } }], corrupt: "DMF_105t" },
  { id: "DMF_105t", spell: [{ type: "discover", from: { type: "SPELL", mechanic: "SECRET", yourClass: true }, into: "aside" }, { type: "castSpell", of: { all: "added" } }, { type: "discover", from: { type: "SPELL", mechanic: "SECRET", yourClass: true }, into: "aside" }, { type: "castSpell", of: { all: "added" } }] },
  // Rinling's Rifle (weapon): "After your hero attacks, Discover a Secret and cast it."
  { id: "DMF_088", triggers: [{ on: "after-attack", if: { source: "friendly-hero" }, do: [{ type: "discover", from: { type: "SPELL", mechanic: "SECRET", yourClass: true }, into: "aside" }, { type: "castSpell", of: { all: "added" } }] }] },
  // Moonfang: "Can only take 1 damage at a time." (as Draconic Delicacy's pre-damage cap)
  { id: "YOP_035", triggers: [{ on: "pre-damage", if: { target: "self" },
    do: [{ type: "if", if: { value: { event: "amount" }, atLeast: 2 }, then: [{ type: "changeDamage", set: 1 }] }] }] },
  // Solar Eclipse: "The next spell you cast this turn casts twice." (the data's DMF_058e on your hero, as Electra Stormsurge's
  // state: `spells-twice` until a spell of yours is played after it)
  { id: "DMF_058", spell: [{ type: "buff", to: "friendly-hero", enchantment: "DMF_058e" }] },
  { id: "DMF_058e", buff: { oneTurn: true }, auras: [{ rule: "spells-twice" }], triggers: [{ on: "after-play", if: { target: { side: "friendly", type: "spell" } }, do: [{ type: "expire" }] }] },
  // the data's DMF_058o has the same text: the same state, for a snapshot that names it
  { id: "DMF_058o", buff: { oneTurn: true }, auras: [{ rule: "spells-twice" }], triggers: [{ on: "after-play", if: { target: { side: "friendly", type: "spell" } }, do: [{ type: "expire" }] }] },
  // Kiri, Chosen of Elune: "Battlecry: Add a Solar Eclipse and Lunar Eclipse to your hand."
  { id: "DMF_733", battlecry: [{ type: "addCard", card: "DMF_058" }, { type: "addCard", card: "DMF_057" }] },
  // Grand Finale: "Summon an 8/8 Elemental. Repeat for each Elemental you played last turn." (the amount `playedLastTurn`)
  { id: "DMF_104", spell: [{ type: "summon", card: "DMF_104t", count: { playedLastTurn: "minion", race: "ELEMENTAL", add: 1 } }] },
  // Sayge, Seer of Darkmoon: "Battlecry: Draw 1 card. (Upgraded for each friendly Secret that has triggered this game!)" (one
  // more for each of your Secrets revealed as it triggered this game: the amount `thisGame: "secretsTriggered"`)
  { id: "DMF_109", battlecry: [{ type: "draw", count: { thisGame: "secretsTriggered", add: 1 } }] },
  // Trampling Rhino: "Rush. After this attacks and kills a minion, excess damage hits the enemy hero." (the defender left
  // mortally wounded by the attack, in the after-attack step before the death phase: the excess is how far below 0 its
  // Health went; a Divine Shield or a destroy leaves none)
  { id: "DMF_087", triggers: [{ on: "after-attack", if: [{ source: "self" }, { target: { type: "minion", mortallyWounded: true } }, { value: { stat: "health", of: "event-target", multiply: -1 }, atLeast: 1 }],
    do: [{ type: "damage", amount: { stat: "health", of: "event-target", multiply: -1 }, to: "enemy-hero", spellDamage: false }] }] },
  // Sparkjoy Cheat: "Battlecry: If you're holding a Secret, cast it and draw a card." (a random Secret of your hand, cast out of
  // it — into the secret zone, or revealed to the graveyard if that Secret is already there — then the draw)
  { id: "YOP_016", battlecry: [{ type: "if", if: { exists: { all: "hand", side: "friendly", where: { type: "spell", secret: true } } }, then: [
    { type: "castSpell", from: "hand", where: { secret: true } }, { type: "draw" }] }] },
  // Jewel of N'Zoth: "Summon three friendly Deathrattle minions that died this game." (random different dead minions whose
  // card has a Deathrattle, 4.10; lead, session 12)
  { id: "DMF_084", spell: [{ type: "resurrect", count: 3, where: { deathrattle: true } }] },
  // --- Session 13 (w13/bands) ---
  // Tent Trasher: "Rush. Costs (1) less for each friendly minion with a unique minion type." (每有一个随从类型不同的友方随从:
  // your minions that can each be given a different type of its own — the count's `differentTypes`, rules-notes 1482)
  { id: "DMF_528", auras: [{ to: "self", zone: "hand", buff: { cost: { count: "friendly-minions", differentTypes: true, multiply: -1 } } }] },
  // Horrendous Growth: "Corrupt: Gain +1/+1. Can be Corrupted endlessly." — the data's DMF_124t (3/3, "Corrupted Corrupt:
  // Gain +1/+1. Can be Corrupted endlessly."), which corrupts into itself counting one more improvement each time, its
  // +1/+1 per improvement an aura of its own in hand and in play (Silence ends it: a 3/3 again — rules-notes 1484)
  { id: "DMF_124", corrupt: "DMF_124t" },
  { id: "DMF_124t", corrupt: { into: "DMF_124t", improve: true }, auras: [
    { to: "self", zone: "hand", buff: { attack: { stat: "improvements", of: "self" }, health: { stat: "improvements", of: "self" } } },
    { to: "self", buff: { attack: { stat: "improvements", of: "self" }, health: { stat: "improvements", of: "self" } } }] },
  // Il'gynoth: "Lifesteal Your Lifesteal damages the enemy hero instead of healing you." (the rule aura
  // `lifesteal-damages-enemy-hero` while it is in play; the converted damage triggers no Lifesteal — rules-notes 1486)
  { id: "DMF_230", auras: [{ rule: "lifesteal-damages-enemy-hero" }] },
  // The Nameless One: "Battlecry: Choose a minion. Become a 4/4 copy of it, then Silence it." (a copy per 4.8 — its card,
  // its enchantments and damage — then the data's DMF_116e "4/4" sets its stats; then the chosen minion is silenced —
  // rules-notes 1489)
  { id: "DMF_116", target: { type: "minion" }, battlecry: [
    { type: "transform", to: "self", copyOf: "target", enchantment: "DMF_116e" }, { type: "silence", to: "target" }] },
  { id: "DMF_116e", buff: { setAttack: 4, setHealth: 4 } },
  // Dark Inquisitor Xanesh: "Battlecry: Reduce the Cost of all Corrupt and Corrupted cards in your hand and deck by (2)."
  // (Corrupt: the data's CORRUPT mechanic; Corrupted: a card a Corrupt card becomes, the filter `corrupted` — rules-notes 1490)
  { id: "YOP_007", battlecry: [
    { type: "buff", to: { all: "hand", side: "friendly", where: { anyOf: [{ mechanic: "CORRUPT" }, { corrupted: true }] } }, enchantment: "YOP_007e" },
    { type: "buff", to: { all: "deck", side: "friendly", where: { anyOf: [{ mechanic: "CORRUPT" }, { corrupted: true }] } }, enchantment: "YOP_007e" }] },
  { id: "YOP_007e", buff: { cost: -2 } },
  // Y'Shaarj, the Defiler: "Battlecry: Add a copy of each Corrupted card you've played this game to your hand. They cost (0)
  // this turn." (one new card per play of a Corrupted card, oldest first; DMF_188e2 "Costs (0) this turn" — rules-notes 1490)
  { id: "DMF_188", battlecry: [{ type: "addCard", fromPlayed: { playedThisGame: "card", corrupted: true }, enchantment: "DMF_188e2" }] },
  { id: "DMF_188e2", buff: { setCost: 0, oneTurn: true } },
  // Deck of Chaos: "Swap the Cost and Attack of all minions in your deck." (each minion card's Cost and Attack as they are
  // now, both read first, then set by one enchantment, DMF_534e: later changes apply on top, 1.3 — rules-notes 1492)
  { id: "DMF_534", spell: [{ type: "buff", to: { all: "deck", side: "friendly", where: { type: "minion" } },
    setAttack: { stat: "cost", of: "each" }, setCost: { stat: "attack", of: "each" }, enchantment: "DMF_534e" }] },
  { id: "DMF_534e" },
  // N'Zoth, God of the Deep: "Battlecry: Resurrect a friendly minion of each minion type." (随机复活每个随从类型的各一个友方
  // 随从: random friendly dead minions that can each be given a different type of its own, as many as can be — the
  // resurrect's `differentTypes`, rules-notes 1493)
  { id: "DMF_002", battlecry: [{ type: "resurrect", differentTypes: true }] },
  // Grand Empress Shek'zara: "Battlecry: Discover a card in your deck and draw all copies of it." (the options are different
  // cards of your deck; the one taken is drawn, then every other copy of that card, from the top — rules-notes 1494)
  { id: "DMF_516", battlecry: [{ type: "discover", from: "deck", drawCopies: true }] },
  // Hysteria: "Choose an enemy minion. It attacks random minions until it dies." (forced attacks, each at a random other
  // minion of either side not mortally wounded, one after another with no death phase between, while it is alive and
  // such a minion is left — rules-notes 1495)
  { id: "YOP_006", target: { type: "minion", side: "enemy" }, spell: [{ type: "repeat",
    while: { all: [{ entity: "target", matches: { alive: true } }, { exists: { all: "minions", where: { alive: true, not: "target" } } }] },
    do: [{ type: "forceAttack", attacker: "target", defender: { random: { all: "minions", where: { alive: true, not: "target" } } }, anySide: true }] }] },
  // --- Session 14 (w14/nathria; rules-notes 1660-1679) ---
  // Arbor Up: its Treants are the set's 2/2 Treant DMF_061t2 (the bots' client data, rules-notes 1663).
  { id: "YOP_026", spell: [{ type: "summon", card: "DMF_061t2", count: 2 }, { type: "buff", to: "friendly-minions", enchantment: "YOP_026e" }] },
  { id: "YOP_026e", buff: { attack: 2, health: 1 } },
  // Oh My Yogg!: as Counterspell, in the counter step; the opponent then casts a random spell costing what theirs was played
  // for (any class; random targets) instead (rules-notes 1673).
  { id: "DMF_236", triggers: [{ on: "counter", if: { target: { side: "enemy", type: "spell" } },
    do: [{ type: "counter", to: "event-target" }, { type: "castSpell", pool: { type: "SPELL", cost: { stat: "playedCost", of: "event-target" } }, player: "enemy" }] }] },
  // Guess the Weight: draw, then guess (DMF_075a more, DMF_075a2 less) whether the next card costs more than the one drawn;
  // right, it is drawn; an equal Cost is no right guess (rules-notes 1674).
  { id: "DMF_075", spell: [{ type: "draw" }, { type: "if", if: { all: [{ exists: { all: "drawn" } }, { exists: { top: "deck" } }] }, then: [{ type: "choose", options: [
    { card: "DMF_075a", effects: [{ type: "if", if: { value: { stat: "cost", of: { top: "deck" }, add: { stat: "cost", of: { all: "drawn" }, multiply: -1 } }, atLeast: 1 }, then: [{ type: "draw" }] }] },
    { card: "DMF_075a2", effects: [{ type: "if", if: { value: { stat: "cost", of: { all: "drawn" }, add: { stat: "cost", of: { top: "deck" }, multiply: -1 } }, atLeast: 1 }, then: [{ type: "draw" }] }] }] }] }] },
  // Deathwarden: "Deathrattles can't trigger." — the rule aura `deathrattles-cant-trigger`, either player's (rules-notes 1676).
  { id: "YOP_012", auras: [{ rule: "deathrattles-cant-trigger" }] },
  // Oh My Yogg!'s textless mark (the spell cast instead carries nothing here): it does nothing.
  { id: "DMF_236t" },
  // Lightsteed: a trigger (TRIGGER_VISUAL) on each heal your cards give a minion — either side's — adding +2 Health (rules-notes 1678).
  { id: "YOP_008", triggers: [{ on: "heal", if: [{ source: "friendly" }, { target: "minion" }], do: [{ type: "buff", to: "event-target", enchantment: "YOP_008e" }] }] },
  { id: "YOP_008e", buff: { health: 2 } },
  // Open the Cages: at the start of your turn, with two or more (non-Dormant) minions and room for one more, a random Animal
  // Companion (Misha, Leokk, Huffer); else it waits (the deck tracker Firestone's "between 2 and 6 minions"; rules-notes 1673).
  { id: "DMF_123", triggers: [{ on: "turn-start", zone: "secret", if: [{ turn: "own" }, { count: "friendly-minions", atLeast: 2 }, { space: "friendly-board" }],
    do: [{ type: "summonRandom", pool: ["NEW1_032", "NEW1_033", "NEW1_034"] }] }] },
  // Shenanigans: the opponent's second draw of a turn, still in their hand, becomes King Mukla's Bananas EX1_014t (the card
  // the deck tracker Firestone names for it; rules-notes 1674).
  { id: "YOP_017", triggers: [{ on: "draw", if: [{ player: "enemy" }, { value: { drawn: "thisTurn", side: "enemy" }, atLeast: 2, atMost: 2 }, { entity: "event-target", matches: { zone: "hand" } }],
    do: [{ type: "transform", to: "event-target", card: "EX1_014t" }] }] },
];
