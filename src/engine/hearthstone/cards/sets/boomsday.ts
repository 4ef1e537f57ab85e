/** The Boomsday Project (BOOMSDAY). */
import type { CardDefinition } from "../format/index.js";

/** A player state standing on the hero for "your next spell this turn": removed in that spell's after-play step (2.3 完成阶段 b). */
const NEXT_SPELL = [{ on: "after-play" as const, if: { target: { side: "friendly" as const, type: "spell" as const } }, do: [{ type: "expire" as const }] }];

export const BOOMSDAY = (): CardDefinition[] => [
  // Omega Mind: "Battlecry: If you have 10 Mana Crystals, your spells have Lifesteal this turn." (a one-turn state on your
  // hero, BOT_543e, with the rule spells-lifesteal, w12/storm: rules-notes 1301)
  { id: "BOT_543", battlecry: [{ type: "if", if: { value: { mana: "crystals" }, atLeast: 10 }, then: [{ type: "buff", to: "friendly-hero", enchantment: "BOT_543e" }] }] },
  { id: "BOT_543e", buff: { oneTurn: true }, auras: [{ rule: "spells-lifesteal" }] },
  // Goblin Prank: "Give a friendly minion +3/+3 and Rush. It dies at end of turn." (as Power Overwhelming's enchantment)
  { id: "BOT_437", target: { type: "minion", side: "friendly" }, spell: [{ type: "buff", to: "target", enchantment: "BOT_437e" }] },
  { id: "BOT_437e", buff: { attack: 3, health: 3, grants: ["RUSH"] }, triggers: [{ on: "turn-end", do: [{ type: "destroy", to: "self" }] }] },
  // Rocket Boots: "Give a minion Rush. Draw a card."
  { id: "BOT_067", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "BOT_067e" }, { type: "draw" }] },
  { id: "BOT_067e", buff: { grants: ["RUSH"] } },
  // Extra Arms: "Give a minion +2/+2. Add 'More Arms!' to your hand that gives +2/+2."
  { id: "BOT_219", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "BOT_219e" }, { type: "addCard", card: "BOT_219t" }] },
  { id: "BOT_219e", buff: { attack: 2, health: 2 } },
  { id: "BOT_219t", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "BOT_219te" }] },
  { id: "BOT_219te", buff: { attack: 2, health: 2 } },
  // Research Project: "Each player draws 2 cards." (you first)
  { id: "BOT_600", spell: [{ type: "draw", count: 2 }, { type: "draw", count: 2, player: "enemy" }] },
  // Beakered Lightning: "Deal $1 damage to all minions. Overload: (2)"
  { id: "BOT_246", spell: [{ type: "damage", amount: 1, to: "all-minions" }] },
  // Glowstone Technician: "Battlecry: Give all minions in your hand +2/+2."
  { id: "BOT_910", battlecry: [{ type: "buff", to: { all: "hand", side: "friendly", where: { type: "minion" } }, enchantment: "BOT_910e" }] },
  { id: "BOT_910e", buff: { attack: 2, health: 2 } },
  // Void Analyst: "Deathrattle: Give all Demons in your hand +1/+1."
  { id: "BOT_443", deathrattle: [{ type: "buff", to: { all: "hand", side: "friendly", where: { type: "minion", race: "DEMON" } }, enchantment: "BOT_443e" }] },
  { id: "BOT_443e", buff: { attack: 1, health: 1 } },
  // E.M.P. Operative: "Battlecry: Destroy a Mech." (either side's)
  { id: "BOT_540", target: { type: "minion", where: { race: "MECHANICAL" } }, battlecry: [{ type: "destroy", to: "target" }] },
  // Coppertail Imposter: "Battlecry: Gain Stealth until your next turn." (as Fadeleaf Toxin's OG_080de)
  { id: "BOT_562", battlecry: [{ type: "buff", to: "self", enchantment: "BOT_562e" }] },
  { id: "BOT_562e", buff: { grants: ["STEALTH"] }, triggers: [{ on: "turn-start", if: { turn: "own" }, do: [{ type: "expire" }] }] },
  // Dead Ringer: "Deathrattle: Draw a Deathrattle minion from your deck."
  { id: "BOT_509", deathrattle: [{ type: "draw", count: 1, where: { type: "minion", has: "deathrattle" } }] },
  // Storm Chaser: "Battlecry: Draw a spell from your deck that costs (5) or more."
  { id: "BOT_291", battlecry: [{ type: "draw", count: 1, where: { type: "spell", minCost: 5 } }] },
  // Omega Defender: "Taunt. Battlecry: If you have 10 Mana Crystals, gain +10 Attack." (crystals empty or full, 4.12)
  { id: "BOT_296", battlecry: [{ type: "if", if: { value: { mana: "crystals" }, atLeast: 10 }, then: [{ type: "buff", to: "self", enchantment: "BOT_296e" }] }] },
  { id: "BOT_296e", buff: { attack: 10 } },
  // Omega Medic: "Battlecry: If you have 10 Mana Crystals, restore #10 Health to your hero."
  { id: "BOT_216", battlecry: [{ type: "if", if: { value: { mana: "crystals" }, atLeast: 10 }, then: [{ type: "heal", amount: 10, to: "friendly-hero" }] }] },
  // Weaponized Piñata: "Deathrattle: Add a random Legendary minion to your hand." (as Murloc Tidehunter's pool shape, EX1_189)
  { id: "BOT_401", deathrattle: [{ type: "addCard", pool: { type: "MINION", rarity: "LEGENDARY" } }] },
  // Brainstormer: "Battlecry: Gain +1 Health for each spell in your hand."
  { id: "BOT_413", battlecry: [{ type: "buff", to: "self", health: { count: { all: "hand", side: "friendly", where: { type: "spell" } } }, enchantment: "BOT_413e" }] },
  { id: "BOT_413e" },
  // Electrowright: "Battlecry: If you're holding a spell that costs (5) or more, gain +1/+1."
  { id: "BOT_550", battlecry: [{ type: "if", if: { exists: { all: "hand", side: "friendly", where: { type: "spell", minCost: 5 } } }, then: [{ type: "buff", to: "self", enchantment: "BOT_550e" }] }] },
  { id: "BOT_550e", buff: { attack: 1, health: 1 } },
  // Galvanizer: "Battlecry: Reduce the Cost of Mechs in your hand by (1)."
  { id: "BOT_907", battlecry: [{ type: "buff", to: { all: "hand", side: "friendly", where: { race: "MECHANICAL" } }, enchantment: "BOT_907e" }] },
  { id: "BOT_907e", buff: { cost: -1 } },
  // Crystology: "Draw two 1-Attack minions from your deck."
  { id: "BOT_909", spell: [{ type: "draw", count: 2, where: { type: "minion", minAttack: 1, maxAttack: 1 } }] },
  // Juicy Psychmelon: "Draw a 7, 8, 9, and 10-Cost minion from your deck." (each in that order; none of a Cost: nothing for it)
  { id: "BOT_404", spell: [7, 8, 9, 10].map((cost) => ({ type: "draw" as const, count: 1, where: { type: "minion" as const, cost } })) },
  // Myra's Unstable Element: "Draw the rest of your deck." (as many draws as cards in your deck now; a full hand burns them)
  { id: "BOT_242", spell: [{ type: "draw", count: { count: { all: "deck", side: "friendly" } } }] },
  // Biology Project: "Each player gains 2 Mana Crystals." (full ones, as Nourish's "Gain 2 Mana Crystals"; you first)
  { id: "BOT_054", spell: [{ type: "manaCrystals", amount: 2, state: "full" }, { type: "manaCrystals", amount: 2, state: "full", player: "enemy" }] },
  // Necrium Vial: "Trigger a friendly minion's Deathrattle twice."
  { id: "BOT_508", target: { type: "minion", side: "friendly", where: { has: "deathrattle" } },
    spell: [{ type: "triggerDeathrattle", to: "target" }, { type: "triggerDeathrattle", to: "target" }] },
  // Doubling Imp: "Battlecry: Summon a copy of this minion." (a copy per 4.8, as Nerubian Swarmguard's)
  { id: "BOT_224", battlecry: [{ type: "summonCopy", of: "self", copyState: true }] },
  // Omega Agent: "Battlecry: If you have 10 Mana Crystals, summon 2 copies of this minion."
  { id: "BOT_536", battlecry: [{ type: "if", if: { value: { mana: "crystals" }, atLeast: 10 }, then: [{ type: "summonCopy", of: "self", copyState: true, count: 2 }] }] },
  // Loose Specimen: "Battlecry: Deal 6 damage randomly split among other friendly minions." (as Madder Bomber: six 1-damage hits)
  { id: "BOT_544", battlecry: [{ type: "damage", amount: 1, to: { random: "other-friendly-minions", count: 6 } }] },
  // Ectomancy: "Summon copies of all Demons you control." (copies per 4.8)
  { id: "BOT_521", spell: [{ type: "summonCopy", of: { all: "minions", side: "friendly", where: { race: "DEMON" } }, copyState: true }] },
  // Simple cards (session 8, w8/boom): stats-and-keyword Magnetic minions, plain Battlecries and Deathrattles.
  { id: "BOT_035", magnetic: "BOT_035e" }, { id: "BOT_035e" }, // Venomizer: Magnetic, Poisonous
  { id: "BOT_021", magnetic: "BOT_021e" }, { id: "BOT_021e" }, // Bronze Gatekeeper: Magnetic, Taunt
  { id: "BOT_911", magnetic: "BOT_911e" }, { id: "BOT_911e" }, // Annoy-o-Module: Magnetic, Divine Shield, Taunt
  { id: "BOT_548", magnetic: "BOT_548e" }, { id: "BOT_548e" }, // Zilliax: Magnetic, Divine Shield, Taunt, Lifesteal, Rush
  // Replicating Menace: "Magnetic. Deathrattle: Summon three 1/1 Microbots." (as SN1P-SN4P)
  { id: "BOT_312", magnetic: "BOT_312e", deathrattle: [{ type: "summon", card: "BOT_312t", count: 3 }] },
  { id: "BOT_312e", deathrattle: [{ type: "summon", card: "BOT_312t", count: 3 }] },
  // Spider Bomb: "Magnetic. Deathrattle: Destroy a random enemy minion."
  { id: "BOT_251", magnetic: "BOT_251e", deathrattle: [{ type: "destroy", to: { random: "enemy-minions" } }] },
  { id: "BOT_251e", deathrattle: [{ type: "destroy", to: { random: "enemy-minions" } }] },
  // Goblin Bomb: "Deathrattle: Deal 2 damage to the enemy hero."
  { id: "BOT_031", deathrattle: [{ type: "damage", amount: 2, to: "enemy-hero" }] },
  { id: "BOT_431", battlecry: [{ type: "summon", card: "BOT_031" }] }, // Whirliglider
  { id: "BOT_532", battlecry: [{ type: "summon", card: "BOT_031", count: 2 }] }, // Explodinator
  { id: "BOT_034", battlecry: [{ type: "summon", card: "BOT_031", count: 4 }] }, // Boommaster Flark
  // Bomb Toss: "Deal $2 damage. Summon a 0/2 Goblin Bomb."
  { id: "BOT_033", target: { type: "character" }, spell: [{ type: "damage", amount: 2, to: "target" }, { type: "summon", card: "BOT_031" }] },
  // Kaboom Bot: "Deathrattle: Deal 4 damage to a random enemy minion."
  { id: "BOT_606", deathrattle: [{ type: "damage", amount: 4, to: { random: "enemy-minions" } }] },
  { id: "BOT_066", deathrattle: [{ type: "summon", card: "BOT_066t" }] }, { id: "BOT_066t" }, // Mechanical Whelp
  { id: "BOT_445", deathrattle: [{ type: "summon", card: "BOT_445t" }] }, { id: "BOT_445t" }, // Mecharoo
  { id: "BOT_565", deathrattle: [{ type: "summon", card: "BOT_565t" }] }, { id: "BOT_565t" }, // Blightnozzle Crawler
  { id: "BOT_535", battlecry: [{ type: "summon", card: "BOT_312t", count: 2 }] }, { id: "BOT_312t" }, // Microtech Controller
  { id: "BOT_270", battlecry: [{ type: "summon", card: "BOT_270t", count: 2 }] }, { id: "BOT_270t" }, // Giggling Inventor
  // Spring Rocket: "Battlecry: Deal 2 damage."
  { id: "BOT_308", target: { type: "character" }, battlecry: [{ type: "damage", amount: 2, to: "target" }] },
  { id: "BOT_538", battlecry: [{ type: "addCard", card: "BOT_102t" }] }, { id: "BOT_102t" }, // Spark Engine
  { id: "BOT_102", deathrattle: [{ type: "addCard", card: "BOT_102t" }, { type: "addCard", card: "BOT_102t" }] }, // Spark Drill
  // Crystallizer: "Battlecry: Deal 5 damage to your hero. Gain 5 Armor."
  { id: "BOT_447", battlecry: [{ type: "damage", amount: 5, to: "friendly-hero" }, { type: "armor", amount: 5 }] },
  // Damaged Stegotron: "Taunt. Battlecry: Deal 6 damage to this minion."
  { id: "BOT_448", battlecry: [{ type: "damage", amount: 6, to: "self" }] },
  // Faithful Lumi: "Battlecry: Give a friendly Mech +1/+1."
  { id: "BOT_079", target: { type: "minion", side: "friendly", where: { race: "MECHANICAL" } }, battlecry: [{ type: "buff", to: "target", enchantment: "BOT_079e" }] },
  { id: "BOT_079e", buff: { attack: 1, health: 1 } },
  // Toxicologist: "Battlecry: Give your weapon +1 Attack."
  { id: "BOT_083", battlecry: [{ type: "buff", to: "friendly-weapon", enchantment: "BOT_083e" }] },
  { id: "BOT_083e", buff: { attack: 1 } },
  // Crazed Chemist: "Combo: Give a friendly minion +4 Attack."
  { id: "BOT_576", target: { type: "minion", side: "friendly" }, combo: [{ type: "buff", to: "target", enchantment: "BOT_576e" }] },
  { id: "BOT_576e", buff: { attack: 4 } },
  // Eternium Rover: "Whenever this minion takes damage, gain 2 Armor."
  { id: "BOT_059", triggers: [{ on: "damage", if: { target: "self" }, do: [{ type: "armor", amount: 2 }] }] },
  // Security Rover: "Whenever this minion takes damage, summon a 2/3 Mech with Taunt."
  { id: "BOT_218", triggers: [{ on: "damage", if: { target: "self" }, do: [{ type: "summon", card: "BOT_218t" }] }] }, { id: "BOT_218t" },
  // Mecha'thun: "Deathrattle: If you have no cards in your deck, hand, and battlefield, destroy the enemy hero." (1.12)
  { id: "BOT_424", deathrattle: [{ type: "if", if: { not: { any: [{ exists: { top: "deck" } }, { exists: { all: "hand", side: "friendly" } }, { exists: "friendly-minions" }] } },
    then: [{ type: "destroy", to: "enemy-hero" }] }] },
  // Electra Stormsurge: "Battlecry: Your next spell this turn casts twice." (2.3 结算阶段 a: fixed before the text;
  // the Overload is gained again before the second time)
  { id: "BOT_411", battlecry: [{ type: "buff", to: "friendly-hero", enchantment: "BOT_411e" }] },
  { id: "BOT_411e", buff: { oneTurn: true }, auras: [{ rule: "spells-twice" }], triggers: NEXT_SPELL },
  // Electricking: the same text ("Your next spell this turn casts twice.") under another id.
  { id: "BOT_411e2", buff: { oneTurn: true }, auras: [{ rule: "spells-twice" }], triggers: NEXT_SPELL },
  // Celestial Emissary: "Battlecry: Your next spell this turn has Spell Damage +2." (for every resolution of that spell)
  { id: "BOT_531", battlecry: [{ type: "buff", to: "friendly-hero", enchantment: "BOT_531e" }] },
  { id: "BOT_531e", spellDamage: 2, buff: { oneTurn: true }, triggers: NEXT_SPELL },
  // Autodefense Matrix: "Secret: When one of your minions is attacked, give it Divine Shield." Its conditions (3.4): room on
  // the board and a defender without Divine Shield; it answers the defender of its pre-attack step (2.6).
  // Magnetic (5.1) minions whose text is only stats and keywords: Wargear, Skaterbot, Glow-Tron.
  { id: "BOT_563", magnetic: "BOT_563e" }, { id: "BOT_563e" },
  // SN1P-SN4P: "Magnetic, Echo. Deathrattle: Summon two 1/1 Microbots." Magnetized, the Mech gets its stats, keywords (not
  // Echo: a keyword of the card in hand) and this Deathrattle (BOT_700e); the echo step gives its copy either way.
  { id: "BOT_700", magnetic: "BOT_700e", deathrattle: [{ type: "summon", card: "BOT_312t", count: 2 }] },
  { id: "BOT_700e", deathrattle: [{ type: "summon", card: "BOT_312t", count: 2 }] },
  { id: "BOT_020", magnetic: "BOT_020e" }, { id: "BOT_020e" },
  { id: "BOT_906", magnetic: "BOT_906e" }, { id: "BOT_906e" },
  { id: "BOT_908", triggers: [{
    on: "pre-attack", if: [{ target: { side: "friendly", type: "minion", notTag: "DIVINE_SHIELD" } }, { space: "friendly-board" }],
    do: [{ type: "buff", to: "event-target", grants: ["DIVINE_SHIELD"] }],
  }] },
  // Fleeting Soul, "Discards at the end of your turn.": the Temporary (临时) state on a card in hand. It works only while
  // its card is in hand (a Temporary minion played keeps it, 4.8, and must not be destroyed); "your" turn is its
  // controller's, the player whose effect attached it (4.8 注意). Also what Anduin's Gift and the other Gifts attach.
  { id: "BOT_568e", triggers: [{
    on: "turn-end", if: [{ turn: "own" }, { entity: "self", matches: { zone: "hand" } }], do: [{ type: "destroy", to: "self" }],
  }] },

  // ---- Session 9 (w9/wild-f): more cards of existing mechanisms ----
  // Dendrologist: "Battlecry: If you control a Treant, Discover a spell." (any minion named Treant)
  { id: "BOT_419", battlecry: [{ type: "if", if: { exists: { all: "minions", side: "friendly", where: { name: "Treant" } } }, then: [{ type: "discover", from: { type: "SPELL", yourClass: true } }] }] },
  // Dreampetal Florist: "At the end of your turn, reduce the Cost of a random minion in your hand by (7)."
  { id: "BOT_423", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "buff", to: { random: { all: "hand", side: "friendly", where: { type: "minion" } } }, enchantment: "BOT_423e" }] }] },
  { id: "BOT_423e", buff: { cost: -7 } },
  // Mulchmuncher: "Rush. Costs (1) less for each friendly Treant that died this game."
  { id: "BOT_523", auras: [{ to: "self", zone: "hand", buff: { cost: { died: "minions", name: "Treant", multiply: -1 } } }] },
  // Fireworks Tech: "Battlecry: Give a friendly Mech +1/+1. If it has Deathrattle, trigger it."
  { id: "BOT_038", target: { type: "minion", side: "friendly", where: { race: "MECHANICAL" } }, battlecry: [{ type: "buff", to: "target", enchantment: "BOT_038e" }, { type: "triggerDeathrattle", to: "target" }] },
  { id: "BOT_038e", buff: { attack: 1, health: 1 } },
  // Necromechanic: "Your Deathrattles trigger twice." (every Deathrattle of yours, a weapon's too)
  { id: "BOT_039", auras: [{ rule: "all-deathrattles-twice" }] },
  // Secret Plan: "Discover a Secret."
  { id: "BOT_402", spell: [{ type: "discover", from: { type: "SPELL", mechanic: "SECRET", yourClass: true } }] },
  // Astral Rift: "Add 2 random minions to your hand."
  { id: "BOT_101", spell: [{ type: "addCard", pool: { type: "MINION" }, count: 2 }] },
  // Astromancer: "Battlecry: Summon a random minion with Cost equal to your hand size." (the hand as the Battlecry resolves)
  { id: "BOT_256", battlecry: [{ type: "summonRandom", pool: { type: "MINION", cost: { count: { all: "hand", side: "friendly" } } } }] },
  // Luna's Pocket Galaxy: "Change the Cost of minions in your deck to (1)."
  { id: "BOT_257", spell: [{ type: "buff", to: { all: "deck", side: "friendly", where: { type: "minion" } }, enchantment: "BOT_257e" }] },
  { id: "BOT_257e", buff: { setCost: 1 } },
  // Meteorologist: "Battlecry: For each card in your hand, deal 1 damage to a random enemy." (each hit picks anew)
  { id: "BOT_601", battlecry: [{ type: "repeat", times: { count: { all: "hand", side: "friendly" } }, do: [{ type: "damage", amount: 1, to: { random: "enemy-characters" } }] }] },
  // Shooting Star: "Deal $1 damage to a minion and the minions next to it." (one mass damage)
  { id: "BOT_453", target: { type: "minion" }, spell: [{ type: "damage", amount: 1, to: { adjacent: "target", self: "first" } }] },
  // Arcane Dynamo: "Battlecry: Discover a spell that costs (5) or more."
  { id: "BOT_539", battlecry: [{ type: "discover", from: { type: "SPELL", costAtLeast: 5, yourClass: true } }] },
  // Holomancer: "After your opponent plays a minion, summon a 1/1 copy of it." (as Dollmaster Dorian's copy, for you)
  { id: "BOT_280", triggers: [{ on: "after-play", if: [{ target: { side: "enemy", type: "minion" } }, { space: "friendly-board" }], do: [{ type: "summonCopy", of: "event-target", copyState: true, enchantment: "BOT_280e" }] }] },
  { id: "BOT_280e", buff: { setAttack: 1, setHealth: 1 } },
  // Missile Launcher: "Magnetic At the end of your turn, deal 1 damage to all other characters." (magnetized: its
  // BOT_107e gives the Mech the same trigger)
  { id: "BOT_107", magnetic: "BOT_107e", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "damage", amount: 1, to: "all-other-characters" }] }] },
  { id: "BOT_107e", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "damage", amount: 1, to: "all-other-characters" }] }] },
  // Piloted Reaper: "Deathrattle: Summon a random minion from your hand that costs (2) or less."
  { id: "BOT_267", deathrattle: [{ type: "putIntoPlay", from: "hand", where: { type: "minion", maxCost: 2 } }] },
  // Unpowered Mauler: "Can only attack if you cast a spell this turn."
  { id: "BOT_098", auras: [{ to: "self", buff: { grants: ["CANT_ATTACK"] }, if: { playedThisTurn: "spell", atMost: 0 } }] },
  // Shrink Ray: "Set the Attack and Health of all minions to 1."
  { id: "BOT_234", spell: [{ type: "buff", to: "all-minions", enchantment: "BOT_234e" }] },
  { id: "BOT_234e", buff: { setAttack: 1, setHealth: 1 } },
  // Power Word: Replicate: "Choose a friendly minion. Summon a 5/5 copy of it." (a copy, 4.8, set to 5/5 before it is summoned)
  { id: "BOT_529", target: { type: "minion", side: "friendly" }, spell: [{ type: "summonCopy", of: "target", copyState: true, enchantment: "BOT_529e" }] },
  { id: "BOT_529e", buff: { setAttack: 5, setHealth: 5 } },
  // Academic Espionage: "Shuffle 10 cards from your opponent's class into your deck. They cost (1)."
  { id: "BOT_087", spell: [{ type: "shuffleIntoDeck", pool: { type: "CARD", opponentClass: true }, count: 10 }, { type: "buff", to: { all: "shuffled" }, enchantment: "BOT_087e" }] },
  { id: "BOT_087e", buff: { setCost: 1 } },
  // Lab Recruiter: "Battlecry: Shuffle 3 copies of a friendly minion into your deck."
  { id: "BOT_288", target: { type: "minion", side: "friendly" }, battlecry: [{ type: "shuffleIntoDeck", copyOf: "target", count: 3 }] },
  // Pogo-Hopper: "Battlecry: Gain +2/+2 for each other Pogo-Hopper you played this game."
  { id: "BOT_283", battlecry: [{ type: "buff", to: "self", attack: { playedThisGame: "minion", sameCardAs: "self", multiply: 2 }, health: { playedThisGame: "minion", sameCardAs: "self", multiply: 2 }, enchantment: "BOT_283e" }] },
  { id: "BOT_283e" },
  // Elementary Reaction: "Draw a card. Copy it if you played an Elemental last turn." (a copy of the card drawn, in hand)
  { id: "BOT_093", spell: [{ type: "draw" }, { type: "if", if: { playedLastTurn: "minion", race: "ELEMENTAL", atLeast: 1 }, then: [{ type: "addCard", copyOf: { all: "drawn", where: { zone: "hand" } } }] }] },
  // Eureka!: "Summon a copy of a random minion from your hand." (a copy, 4.8: hand to play keeps its states but its cost ones)
  { id: "BOT_099", spell: [{ type: "summonCopy", of: { random: { all: "hand", side: "friendly", where: { type: "minion" } } }, copyState: true }] },
  // The Storm Bringer: "Transform your minions into random Legendary minions."
  { id: "BOT_245", spell: [{ type: "transform", to: "friendly-minions", pool: { type: "MINION", rarity: "LEGENDARY" } }] },
  // Thunderhead: "After you play a card with Overload, summon two 1/1 Sparks with Rush."
  { id: "BOT_407", triggers: [{ on: "after-play", ifMinionGone: "left-play", if: { target: { side: "friendly", playedHas: "overload" } }, do: [{ type: "summon", card: "BOT_102t", count: 2 }] }] },
  // Demonic Project: "Each player transforms a random minion in their hand into a Demon." (yours first; a random Demon each)
  { id: "BOT_913", spell: [
    { type: "transform", to: { random: { all: "hand", side: "friendly", where: { type: "minion" } } }, pool: { type: "MINION", race: "DEMON" } },
    { type: "transform", to: { random: { all: "hand", side: "enemy", where: { type: "minion" } } }, pool: { type: "MINION", race: "DEMON" } },
  ] },
  // Beryllium Nullifier: "Magnetic Elusive" (magnetized, the Mech gets its keywords)
  { id: "BOT_237", magnetic: "BOT_237e" }, { id: "BOT_237e" },
  // Dyn-o-matic: "Battlecry: Deal 5 damage randomly split among all minions except Mechs." (one hit at a time)
  { id: "BOT_104", battlecry: [{ type: "damage", amount: 1, to: { random: { all: "minions", where: { notRace: "MECHANICAL" } }, count: 5 } }] },
  // Weapons Project: "Each player equips a 2/3 weapon and gains 6 Armor." (you first)
  { id: "BOT_042", spell: [{ type: "equipWeapon", card: "BOT_042t" }, { type: "equipWeapon", card: "BOT_042t", player: "enemy" },
    { type: "armor", amount: 6 }, { type: "armor", amount: 6, to: "enemy-hero" }] },

  // ── w11/old: cards whose steps the format has.
  // Landscaping: "Summon two 2/2 Treants." (the Classic Treant EX1_158t, as the game's; needs a free space)
  { id: "BOT_420", requires: { space: "friendly-board" }, spell: [{ type: "summon", card: "EX1_158t", count: 2 }] },
  // Mechano-Egg: "Deathrattle: Summon an 8/8 Robosaur."
  { id: "BOT_537", deathrattle: [{ type: "summon", card: "BOT_537t" }] },
  // Robosaur: the data's text is its Battlegrounds card's ("Tier-1 8/8 Mechanical/Beast"), whose tier is the game's TECH_LEVEL.
  { id: "BOT_537t", tags: { TECH_LEVEL: 1 } },
  // Tending Tauren: "Choose One - Give your other minions +1/+1; or Summon two 2/2 Treants."
  { id: "BOT_422", chooseOne: [
    { card: "BOT_422a", effects: [{ type: "buff", to: "other-friendly-minions", enchantment: "BOT_422ae" }] },
    { card: "BOT_422b", effects: [{ type: "summon", card: "EX1_158t", count: 2 }] }] },
  { id: "BOT_422ae", buff: { attack: 1, health: 1 } },
  // Nethersoul Buster: "Battlecry: Gain +1 Attack for each damage your hero has taken this turn."
  { id: "BOT_226", battlecry: [{ type: "buff", to: "self", enchantment: "BOT_226e", attack: { heroDamaged: "amountThisTurn" } }] },
  { id: "BOT_226e" },
  // Stargazer Luna: "After you play the right-most card in your hand, draw a card." (its place as the play began; its own
  // play does not count, 3.4)
  { id: "BOT_103", triggers: [{ on: "after-play", if: { target: { side: "friendly", playedFrom: "rightmost" } }, do: [{ type: "draw" }] }] },
  // Seaforium Bomber: "Battlecry: Shuffle a Bomb into your opponent's deck. When drawn, it explodes for 5 damage."
  { id: "BOT_511", battlecry: [{ type: "shuffleIntoDeck", card: "BOT_511t", player: "enemy" }] },
  // Bomb: "You take 5 damage. Draw a card. This explodes when drawn." (Casts When Drawn: its drawer's hero takes 5, then
  // draws; no Spell Damage, the data's ImmuneToSpellpower)
  { id: "BOT_511t", castsWhenDrawn: true, spell: [{ type: "damage", amount: 5, to: "friendly-hero" }] },
  // The Boomship: "Summon 3 random minions from your hand. Give them Rush." (one at a time, each a random minion card left in
  // hand, given Rush as it comes — BOT_069e; fewer with fewer minions or a full board; needs a free space)
  { id: "BOT_069", requires: { space: "friendly-board" }, spell: [{ type: "repeat", times: 3, do: [
    { type: "putIntoPlay", from: "hand", where: { type: "minion" } }, { type: "buff", to: "summoned", enchantment: "BOT_069e" }] }] },
  { id: "BOT_069e", buff: { grants: ["RUSH"] } },
  // --- Session 12 (w12/titans) ---
  // Topsy Turvy: "Swap a minion's Attack and Health." (Downside Up, BOT_517e)
  { id: "BOT_517", target: { type: "minion" }, spell: [{ type: "swapAttackHealth", to: "target", enchantment: "BOT_517e" }] },
  { id: "BOT_517e" },
  // Soul Infusion: "Give the left-most minion in your hand +2/+2." (the first minion card from the left of your hand: the
  // selector `top: "hand"`; none: nothing)
  { id: "BOT_263", spell: [{ type: "buff", to: { top: "hand", where: { type: "minion" } }, enchantment: "BOT_263e" }] },
  { id: "BOT_263e", buff: { attack: 2, health: 2 } },
  // Cloning Device: "Discover a copy of a minion in your opponent's deck." (as Intertwined Fate's: options from their deck,
  // a copy of the one chosen to your hand, their deck unchanged)
  { id: "BOT_435", spell: [{ type: "discover", from: "deck", side: "enemy", where: { type: "minion" }, copy: true }] },
  // Unexpected Results: "Summon two random $2-Cost minions (improved by Spell Damage)." (each of Cost 2 plus your Spell
  // Damage, read as the spell resolves)
  { id: "BOT_254", spell: [{ type: "summonRandom", pool: { type: "MINION", cost: { spellDamage: "have", add: 2 } }, count: 2 }] },
  // Omega Assembly: "Discover a Mech. If you have 10 Mana Crystals, keep all 3 instead." (as Paleomancy's `keepAll`)
  { id: "BOT_299", spell: [{ type: "if", if: { value: { mana: "crystals" }, atLeast: 10 },
    then: [{ type: "discover", from: { type: "MINION", race: "MECHANICAL", yourClass: true }, keepAll: true }],
    else: [{ type: "discover", from: { type: "MINION", race: "MECHANICAL", yourClass: true } }] }] },
  // Myra Rotspring: "Battlecry: Discover a Deathrattle minion. Also gain its Deathrattle." (Necroalchemy, BOT_243e, remembers
  // the card taken and its Deathrattle is that card's, as Archdruid of Thorns' memories; none taken: nothing gained)
  { id: "BOT_243", battlecry: [{ type: "discover", from: { type: "MINION", mechanic: "DEATHRATTLE", yourClass: true } },
    { type: "if", if: { exists: { all: "added" } }, then: [{ type: "buff", to: "self", enchantment: "BOT_243e", remember: { all: "added" } }] }] },
  { id: "BOT_243e", deathrattle: [{ type: "rememberedDeathrattle" }] },
  // Necrium Blade: "Deathrattle: Trigger the Deathrattle of a random friendly minion." (a random one of those that have a
  // Deathrattle, 3.5's valid targets, as Necrium Vial's target; none: nothing)
  { id: "BOT_286", deathrattle: [{ type: "triggerDeathrattle", to: { random: { all: "minions", side: "friendly", where: { has: "deathrattle" } } } }] },
  // --- w13/titans ---
  // Cybertech Chip: "Give your minions "Deathrattle: Add a random Mech to your hand."" (Chipped, BOT_438e)
  { id: "BOT_438", spell: [{ type: "buff", to: "friendly-minions", enchantment: "BOT_438e" }] },
  { id: "BOT_438e", deathrattle: [{ type: "addCard", pool: { type: "MINION", race: "MECHANICAL" } }] },
  // Floop's Glorious Gloop: "Whenever a minion dies this turn, refresh a Mana Crystal." (Gloopy, BOT_444e, on your hero for
  // the turn: each minion's death, either side's, refreshes one)
  { id: "BOT_444", spell: [{ type: "buff", to: "friendly-hero", enchantment: "BOT_444e" }] },
  { id: "BOT_444e", buff: { oneTurn: true }, triggers: [{ on: "death", if: { target: "minion" }, do: [{ type: "refreshMana", amount: 1 }] }] },
  // Star Aligner: "Battlecry: If you control 3 minions with 7 Health, deal 7 damage to all enemies." (three or more of your
  // minions whose Health is now exactly 7, the Aligner among them; rules-notes 1504)
  { id: "BOT_552", battlecry: [{ type: "if", if: { count: { all: "minions", side: "friendly", where: { minHealth: 7, maxHealth: 7 } }, atLeast: 3 },
    then: [{ type: "damage", amount: 7, to: "enemy-characters" }] }] },
  // Prismatic Lens: "Draw a minion and a spell from your deck. Swap their Costs." (the minion drawn held in a `group` while the
  // spell is drawn; both in hand: their Costs swapped, Swapped Cost BOT_436e; either missing or burnt: no swap)
  { id: "BOT_436", spell: [{ type: "draw", where: { type: "minion" } }, { type: "group", of: { all: "drawn", where: { zone: "hand" } }, do: [
    { type: "draw", where: { type: "spell" } },
    { type: "swapCosts", of: { all: "group", where: { zone: "hand" } }, with: { all: "drawn", where: { zone: "hand" } }, enchantment: "BOT_436e" },
  ] }] },
  { id: "BOT_436e" },
  // Reckless Experimenter: "Deathrattle minions you play cost (3) less, but die at the end of the turn." (an aura on the
  // Deathrattle minion cards of your hand, BOT_566e2; each Deathrattle minion you play while it is in play gets Reckless
  // Experiment, BOT_566e, destroying it as that turn ends)
  { id: "BOT_566", auras: [{ to: { all: "hand", side: "friendly", where: { type: "minion", has: "deathrattle" } }, buff: { cost: -3 }, enchantment: "BOT_566e2" }],
    triggers: [{ on: "play", if: { target: { side: "friendly", type: "minion", has: "deathrattle" } }, do: [{ type: "buff", to: "event-target", enchantment: "BOT_566e" }] }] },
  { id: "BOT_566e2", buff: { cost: -3 } },
  { id: "BOT_566e", triggers: [{ on: "turn-end", do: [{ type: "destroy", to: "self" }] }] },
  // Harbinger Celestia: "Stealth. After your opponent plays a minion, become a copy of it." (transformed into a copy of the
  // minion played, as Faceless Manipulator's copy: its states kept, 4.8; a minion that has left play by then: nothing, 2.2)
  { id: "BOT_555", triggers: [{ on: "after-play", if: { target: { side: "enemy", type: "minion" } }, do: [{ type: "transform", to: "self", copyOf: "event-target" }] }] },
  // Supercollider: "After you attack a minion, force it to attack one of its neighbors." (after your hero's attack of a
  // minion, that minion — if still in play and not mortally wounded — attacks a random minion next to it, on its own side)
  { id: "BOT_406", triggers: [{ on: "after-attack", if: [{ source: "friendly-hero" }, { target: { type: "minion", alive: true } }],
    do: [{ type: "forceAttack", attacker: "event-target", defender: { random: { adjacent: "event-target" } }, anySide: true }] }] },
  // Subject 9: "Battlecry: Draw 5 different Secrets from your deck." (each draw a random Secret of your deck whose name none
  // drawn before has — the draw's `differentNames`; fewer left: fewer drawn, no fatigue; rules-notes 1509)
  { id: "BOT_573", battlecry: [{ type: "draw", count: 5, where: { secret: true }, differentNames: true }] },
  // Zerek's Cloning Gallery: "Summon a 1/1 copy of each minion in your deck." One copy of each minion card of the deck, from
  // the top (the order a draw takes them, as `putIntoPlay` `all` goes), each a copy with the card's states (a move from the
  // deck to play keeps them, 4.8) made 1/1 by BOT_567e before its summon event, placed as one summon's minions until the
  // board is full — the deck's lower cards then get none (rules-notes 1771).
  { id: "BOT_567", spell: [{ type: "summonCopy", of: { all: "deck", side: "friendly", where: { type: "minion" } }, copyState: true, enchantment: "BOT_567e" }] },
  { id: "BOT_567e", buff: { setAttack: 1, setHealth: 1 } },
];
