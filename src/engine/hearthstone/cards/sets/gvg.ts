/** Goblins vs Gnomes, with the Spare Parts. */
import type { CardDefinition } from "../format/index.js";

export const SPARE_PARTS = ["PART_001", "PART_002", "PART_003", "PART_004", "PART_005", "PART_006", "PART_007"];

/** "50% chance to attack the wrong enemy." (健忘 5.2): Ogre Brute's trigger. */
const OGRE: NonNullable<CardDefinition["triggers"]> = [{ on: "pre-attack", chance: 50, if: [{ source: "self" }, { count: { all: "characters", where: { enemyOf: "event-source" } }, atLeast: 2 }],
  do: [{ type: "redirectAttack", to: { random: { all: "characters", where: { enemyOf: "event-source", not: "defender" } } } }] }];

export const GVG = (): CardDefinition[] => [
  // Tree of Life: each character healed by its maximum Health ("to full"), one at a time in order of play (1.5: an AoE
  // whose amount differs by target is not mass healing).
  { id: "GVG_033", spell: [{ type: "heal", amount: { stat: "maxHealth", of: "each" }, to: "all-characters" }] },
  // Mechwarper: "Your Mechs cost (1) less." (a cost aura on the cards in hand, 4.11)
  { id: "GVG_006", auras: [{ to: { all: "hand", side: "friendly", where: { race: "MECHANICAL" } }, buff: { cost: -1 }, enchantment: "GVG_006e" }] },
  { id: "GVG_006e", buff: { cost: -1 } },
  // Mal'Ganis: "Your hero is Immune. Your other Demons have +2/+2."
  { id: "GVG_021", auras: [
    { to: "friendly-hero", buff: { grants: ["IMMUNE"] } },
    { to: { all: "minions", side: "friendly", where: { race: "DEMON", not: "self" } }, buff: { attack: 2, health: 2 }, enchantment: "GVG_021e" },
  ] },
  { id: "GVG_021e", buff: { attack: 2, health: 2 } },
  // Explosive Sheep: "Deathrattle: Deal 2 damage to all minions."
  { id: "GVG_076", deathrattle: [{ type: "damage", amount: 2, to: "all-minions" }] },
  { id: "GVG_076a" }, // Pistons: "Increased Attack." (by as much as the state carries)
  // Clockwork Gnome: "Deathrattle: Add a Spare Part card to your hand."
  { id: "GVG_082", deathrattle: [{ type: "addCard", pool: SPARE_PARTS }] },
  // Bolvar Fordragon: "Whenever a friendly minion dies while this is in your hand, gain +1 Attack." (a hand trigger, 3.2)
  { id: "GVG_063", triggers: [{ on: "death", zone: "hand", if: { target: "friendly-minion" }, do: [{ type: "buff", to: "self", attack: 1, enchantment: "GVG_063a" }] }] },
  { id: "GVG_063a", buff: { attack: 1 } },
  // Flame Leviathan: "When you draw this, deal 2 damage to all characters except Mechs." (its own draw trigger goes first, 4.4)
  { id: "GVG_007", triggers: [{ on: "draw", zone: "hand", priority: "first", if: { target: "self" }, do: [{ type: "damage", amount: 2, to: { all: "characters", where: { notRace: "MECHANICAL" } } }] }] },
  // Spare Parts.
  { id: "PART_001", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "PART_001e" }] },
  { id: "PART_001e", buff: { health: 1 } }, // Armor Plating: "+1 Health."
  { id: "PART_002", target: { type: "minion", side: "friendly" }, spell: [{ type: "returnToHand", to: "target" }] },
  { id: "PART_003", target: { type: "minion" }, spell: [{ type: "buff", to: "target", grants: ["TAUNT"] }] },
  // Finicky Cloakfield: "Give a friendly minion Stealth until your next turn." The enchantment expires when its
  // controller's next turn starts (a turn-start trigger of the enchantment, 2.1 MAIN_START_TRIGGERS).
  { id: "PART_004", target: { type: "minion", side: "friendly" }, spell: [{ type: "buff", to: "target", enchantment: "PART_004e" }] },
  { id: "PART_004e", buff: { grants: ["STEALTH"] }, triggers: [{ on: "turn-start", if: { turn: "own" }, do: [{ type: "expire" }] }] },
  { id: "PART_005", target: { type: "minion" }, spell: [{ type: "freeze", to: "target" }] },
  // Reversing Switch: "Swap a minion's Attack and Health." (4.1: both are set to fixed values.)
  { id: "PART_006", target: { type: "minion" }, spell: [{ type: "swapAttackHealth", to: "target", enchantment: "PART_006a" }] },
  { id: "PART_006a" },
  { id: "PART_007", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "PART_007e" }] },
  { id: "PART_007e", buff: { attack: 1 } }, // Whirling Blades: "+1 Attack."
  // Lightbomb: "Deal damage to each minion equal to its Attack." One minion at a time, each with its Attack then (1.5).
  { id: "GVG_008", spell: [{ type: "damage", amount: 0, equalTo: "attack", to: "all-minions" }] },
  // Troggzor the Earthinator: "Whenever your opponent casts a spell, summon a Burly Rockjaw Trogg." (on-play, 2.3 f)
  // Enhance-o Mechano: "Battlecry: Give your other minions Windfury, Taunt, or Divine Shield (at random)." — each minion its
  // own recorded random pick of the three (`group` each, as Tyrannogill's Bonus Effects; rules-notes 1405).
  { id: "GVG_107", battlecry: [{ type: "group", of: "other-friendly-minions", each: true, do: [{ type: "choose", random: true, options: [
    { effects: [{ type: "buff", to: "group", grants: ["WINDFURY"] }] }, { effects: [{ type: "buff", to: "group", grants: ["TAUNT"] }] },
    { effects: [{ type: "buff", to: "group", grants: ["DIVINE_SHIELD"] }] }] }] }] },
  { id: "GVG_118", triggers: [{ on: "play", if: { target: { side: "enemy", type: "spell" } }, do: [{ type: "summon", card: "GVG_068" }] }] },
  // Burly Rockjaw Trogg: "Whenever your opponent casts a spell, gain +2 Attack."
  { id: "GVG_068", triggers: [{ on: "play", if: { target: { side: "enemy", type: "spell" } }, do: [{ type: "buff", to: "self", attack: 2, enchantment: "GVG_068a" }] }] },
  { id: "GVG_068a", buff: { attack: 2 } },
  // Dr. Boom: "Battlecry: Summon two 1/1 Boom Bots."
  { id: "GVG_110", battlecry: [{ type: "summon", card: "GVG_110t", count: 2 }] },
  // Boom Bot: "Deathrattle: Deal 1-4 damage to a random enemy."
  { id: "GVG_110t", deathrattle: [{ type: "damage", amount: 1, upTo: 4, to: { random: "enemy-characters" } }] },
  // Floating Watcher: "Whenever your hero takes damage on your turn, gain +2/+2."
  { id: "GVG_100", triggers: [{ on: "damage", if: [{ target: "friendly-hero" }, { turn: "own" }], do: [{ type: "buff", to: "self", enchantment: "GVG_100e" }] }] },
  { id: "GVG_100e", buff: { attack: 2, health: 2 } },
  // Imp-losion: "Deal 2-4 damage to a minion. Summon a 1/1 Imp for each damage dealt." The number is the damage rolled (with
  // Spell Damage), whatever health the minion really lost, but none when Immune or Divine Shield prevented it (4.9 note).
  { id: "GVG_045", target: { type: "minion" }, spell: [{ type: "damage", amount: 2, upTo: 4, to: "target" }, { type: "summon", card: "GVG_045t", count: { dealt: "damage" } }] },
  // Siege Engine: "Whenever you gain Armor, give this minion +1 Attack."
  { id: "GVG_086", triggers: [{ on: "armor", if: { target: "friendly-hero" }, do: [{ type: "buff", to: "self", enchantment: "GVG_086e" }] }] },
  { id: "GVG_086e", buff: { attack: 1 } },
  // Ogre Brute: "50% chance to attack the wrong enemy." 健忘 (5.2): a pre-attack trigger that fires only on its 50% roll; its
  // condition is "two or more enemy characters" (3.4); the new defender is another enemy of the attacker.
  { id: "GVG_065", triggers: [{ on: "pre-attack", chance: 50, if: [{ source: "self" }, { count: { all: "characters", where: { enemyOf: "event-source" } }, atLeast: 2 }],
    do: [{ type: "redirectAttack", to: { random: { all: "characters", where: { enemyOf: "event-source", not: "defender" } } } }] }] },
  // Mogor the Ogre: "All minions have a 50% chance to attack the wrong enemy." The same, for any attacking minion.
  { id: "GVG_112", triggers: [{ on: "pre-attack", chance: 50, if: [{ source: "minion" }, { count: { all: "characters", where: { enemyOf: "event-source" } }, atLeast: 2 }],
    do: [{ type: "redirectAttack", to: { random: { all: "characters", where: { enemyOf: "event-source", not: "defender" } } } }] }] },
  // Fel Reaver: "Whenever your opponent plays a card, remove the top 3 cards of your deck." (on-play; the cards are burned, 4.3)
  { id: "GVG_016", triggers: [{ on: "play", if: { target: "enemy" }, do: [{ type: "burn", count: 3 }] }] },
  // Foe Reaper 4000: "Also damages the minions next to whomever it attacks." (rules/combat.ts, `attackHitsAdjacent`)
  { id: "GVG_113", attackHitsAdjacent: true },
  // Anodized Robo Cub: "Taunt. Choose One - +1 Attack; or +1 Health."
  { id: "GVG_030", chooseOne: [
    { card: "GVG_030a", effects: [{ type: "buff", to: "self", enchantment: "GVG_030ae" }] },
    { card: "GVG_030b", effects: [{ type: "buff", to: "self", enchantment: "GVG_030be" }] },
  ] },
  { id: "GVG_030ae", buff: { attack: 1 } },
  { id: "GVG_030be", buff: { health: 1 } },
  // Dark Wispers: "Choose One - Summon 5 Wisps; or Give a minion +5/+5 and Taunt." (the Wisps only with room on the board,
  // as Living Roots' Saplings)
  { id: "GVG_041", chooseOne: [
    { card: "GVG_041b", requires: { space: "friendly-board" }, effects: [{ type: "summon", card: "CS2_231", count: 5 }] },
    { card: "GVG_041a", target: { type: "minion" }, effects: [{ type: "buff", to: "target", enchantment: "GVG_041c" }] },
  ] },
  { id: "GVG_041c", buff: { attack: 5, health: 5, grants: ["TAUNT"] } },
  // Druid of the Fang: "Battlecry: If you have a Beast, transform this minion into a 7/7." (the data's 7/7 Beast form)
  { id: "GVG_080", battlecry: [{ type: "if", if: { exists: { all: "minions", side: "friendly", where: { race: "BEAST", not: "self" } } },
    then: [{ type: "transform", to: "self", card: "GVG_080t" }] }] },
  // Mech-Bear-Cat: "Whenever this minion takes damage, add a Spare Part card to your hand."
  { id: "GVG_034", triggers: [{ on: "damage", if: { target: "self" }, do: [{ type: "addCard", pool: SPARE_PARTS }] }] },
  // Recycle: "Shuffle an enemy minion into your opponent's deck." (it leaves play without dying, 4.8)
  { id: "GVG_031", target: { type: "minion", side: "enemy" }, spell: [{ type: "shuffleFromPlay", to: "target" }] },
  // Call Pet: "Draw a card. If it's a Beast, it costs (4) less."
  { id: "GVG_017", spell: [{ type: "draw" }, { type: "buff", to: { all: "drawn", where: { zone: "hand", race: "BEAST" } }, cost: -4 }] },
  // Gahz'rilla: "Whenever this minion takes damage, double its Attack." (gains its Attack as it is then; each time its own
  // enchantment, 5.6 version >= 17.4.1)
  { id: "GVG_049", triggers: [{ on: "damage", if: { target: "self" }, do: [{ type: "buff", to: "self", attack: { stat: "attack", of: "self" }, enchantment: "GVG_049e" }] }] },
  { id: "GVG_049e" },
  // Glaivezooka: "Battlecry: Give a random friendly minion +1 Attack."
  { id: "GVG_043", battlecry: [{ type: "buff", to: { random: "friendly-minions" }, enchantment: "GVG_043e" }] },
  { id: "GVG_043e", buff: { attack: 1 } },
  // King of Beasts: "Taunt. Has +1 Attack for each other Beast you control." (the current text: an aura on itself)
  { id: "GVG_046", auras: [{ to: "self", buff: { attack: { count: { all: "minions", side: "friendly", where: { race: "BEAST", not: "self" } } } }, enchantment: "GVG_046e" }] },
  { id: "GVG_046e" },
  // Metaltooth Leaper: "Battlecry: Give your other Mechs +2 Attack."
  { id: "GVG_048", battlecry: [{ type: "buff", to: { all: "minions", side: "friendly", where: { race: "MECHANICAL", not: "self" } }, enchantment: "GVG_048e" }] },
  { id: "GVG_048e", buff: { attack: 2 } },
  // Flamecannon: "Deal $4 damage to a random enemy minion." (needs an enemy minion to be played)
  { id: "GVG_001", requires: { count: "enemy-minions", atLeast: 1 }, spell: [{ type: "damage", amount: 4, to: { random: "enemy-minions" } }] },
  // Goblin Blastmage: "Battlecry: If you control a Mech, deal 6 damage randomly split among all enemies." (six hits of 1)
  { id: "GVG_004", battlecry: [{ type: "if", if: { exists: { all: "minions", side: "friendly", where: { race: "MECHANICAL", not: "self" } } },
    then: [{ type: "damage", amount: 1, to: { random: "enemy-characters", count: 6 } }] }] },
  // Snowchugger: "Freeze any character damaged by this minion." (the card data's FREEZE)
  { id: "GVG_002" },
  // Soot Spewer: "Spell Damage +1. Battlecry: If you control another Mech, get a random Fire spell."
  { id: "GVG_123", battlecry: [{ type: "if", if: { exists: { all: "minions", side: "friendly", where: { race: "MECHANICAL", not: "self" } } },
    then: [{ type: "addCard", pool: { type: "SPELL", spellSchool: "FIRE" } }] }] },
  // Unstable Portal: "Add a random minion to your hand. It costs (3) less."
  { id: "GVG_003", spell: [{ type: "addCard", pool: { type: "MINION" }, cost: -3 }] },
  // Wee Spellstopper: "Adjacent minions have Elusive." (Elusive: can't be targeted by spells or Hero Powers)
  { id: "GVG_122", auras: [{ to: { adjacent: "self" }, buff: { grants: ["CANT_BE_TARGETED_BY_SPELLS", "CANT_BE_TARGETED_BY_HERO_POWERS"] }, enchantment: "GVG_122e" }] },
  { id: "GVG_122e", buff: { grants: ["CANT_BE_TARGETED_BY_SPELLS", "CANT_BE_TARGETED_BY_HERO_POWERS"] } },
  // Antique Healbot: "Battlecry: Restore 8 Health to your hero."
  { id: "GVG_069", battlecry: [{ type: "heal", amount: 8, to: "friendly-hero" }] },
  // Arcane Nullifier X-21: "Taunt. Elusive" (the card data's keywords)
  { id: "GVG_091" },
  // Blingtron 3000: "Battlecry: Equip a random weapon for each player." (you first)
  { id: "GVG_119", battlecry: [{ type: "equipWeapon", pool: { type: "WEAPON" } }, { type: "equipWeapon", pool: { type: "WEAPON" }, player: "enemy" }] },
  // Bomb Lobber: "Battlecry: Deal 4 damage to a random enemy minion."
  { id: "GVG_099", battlecry: [{ type: "damage", amount: 4, to: { random: "enemy-minions" } }] },
  // Clockwork Giant: "Costs (1) less for each card in your opponent's hand."
  { id: "GVG_121", auras: [{ to: "self", zone: "hand", buff: { cost: { count: { all: "hand", side: "enemy" }, multiply: -1 } } }] },
  // Cogmaster: "Has +2 Attack while you have a Mech."
  { id: "GVG_013", auras: [{ to: "self", buff: { attack: 2 }, if: { exists: { all: "minions", side: "friendly", where: { race: "MECHANICAL" } } } }] },
  // Gazlowe: "Whenever you cast a 1-Cost spell, add a random Mech to your hand." (the Cost it was played for, 2.2)
  { id: "GVG_117", triggers: [{ on: "play", if: { target: { side: "friendly", type: "spell", playedCost: 1 } }, do: [{ type: "addCard", pool: { type: "MINION", race: "MECHANICAL" } }] }] },
  // Gnomish Experimenter: "Battlecry: Draw a card. If it's a minion, transform it into a Chicken."
  { id: "GVG_092", battlecry: [{ type: "draw" }, { type: "transform", to: { all: "drawn", where: { zone: "hand", type: "minion" } }, card: "GVG_092t" }] },
  // Goblin Sapper: "Has +4 Attack while your opponent has 6 or more cards in hand."
  { id: "GVG_095", auras: [{ to: "self", buff: { attack: 4 }, if: { count: { all: "hand", side: "enemy" }, atLeast: 6 } }] },
  // Hemet Nesingwary: "Battlecry: Destroy a Beast."
  { id: "GVG_120", target: { type: "minion", where: { race: "BEAST" } }, battlecry: [{ type: "destroy", to: "target" }] },
  // Illuminator: "If you control a Secret at the end of your turn, restore 4 Health to your hero."
  { id: "GVG_089", triggers: [{ on: "turn-end", if: [{ turn: "own" }, { exists: { all: "secrets", side: "friendly", where: { secret: true } } }], do: [{ type: "heal", amount: 4, to: "friendly-hero" }] }] },
  // Jeeves: "At the end of each player's turn, that player draws until they have 3 cards."
  { id: "GVG_094", triggers: [
    { on: "turn-end", if: [{ turn: "own" }, { not: { count: { all: "hand", side: "friendly" }, atLeast: 3 } }],
      do: [{ type: "draw", count: { count: { all: "hand", side: "friendly" }, multiply: -1, add: 3 } }] },
    { on: "turn-end", if: [{ turn: "opponent" }, { not: { count: { all: "hand", side: "enemy" }, atLeast: 3 } }],
      do: [{ type: "draw", player: "enemy", count: { count: { all: "hand", side: "enemy" }, multiply: -1, add: 3 } }] },
  ] },
  // Junkbot: "Whenever a friendly Mech dies, gain +2/+2."
  { id: "GVG_106", triggers: [{ on: "death", if: { target: { side: "friendly", type: "minion", race: "MECHANICAL" } }, do: [{ type: "buff", to: "self", enchantment: "GVG_106e" }] }] },
  { id: "GVG_106e", buff: { attack: 2, health: 2 } },
  // Lil' Exorcist: "Taunt. Battlecry: Gain +1/+1 for each enemy Deathrattle minion."
  { id: "GVG_097", battlecry: [{ type: "buff", to: "self",
    attack: { count: { all: "minions", side: "enemy", where: { has: "deathrattle" } } }, health: { count: { all: "minions", side: "enemy", where: { has: "deathrattle" } } } }] },
  // Madder Bomber: "Battlecry: Deal 6 damage randomly split between all other characters." (six hits of 1; its own hero too)
  { id: "GVG_090", battlecry: [{ type: "damage", amount: 1, to: { random: "all-other-characters", count: 6 } }] },
  // Mechanical Yeti: "Deathrattle: Give each player a Spare Part." (its owner first)
  { id: "GVG_078", deathrattle: [{ type: "addCard", pool: SPARE_PARTS }, { type: "addCard", pool: SPARE_PARTS, player: "enemy" }] },
  // Mekgineer Thermaplugg: "Whenever an enemy minion dies, summon a Leper Gnome."
  { id: "GVG_116", triggers: [{ on: "death", if: { target: "enemy-minion" }, do: [{ type: "summon", card: "EX1_029" }] }] },
  // Micro Machine: "At the start of each turn, gain +1 Attack."
  { id: "GVG_103", triggers: [{ on: "turn-start", do: [{ type: "buff", to: "self", attack: 1 }] }] },
  // Piloted Shredder: "Deathrattle: Summon a random 2-Cost minion."
  { id: "GVG_096", deathrattle: [{ type: "summonRandom", pool: { type: "MINION", cost: 2 } }] },
  // Piloted Sky Golem: "Deathrattle: Summon a random 4-Cost minion."
  { id: "GVG_105", deathrattle: [{ type: "summonRandom", pool: { type: "MINION", cost: 4 } }] },
  // Recombobulator: "Battlecry: Transform a friendly minion into a random minion with the same Cost."
  { id: "GVG_108", target: { type: "minion", side: "friendly" }, battlecry: [{ type: "transform", to: "target", pool: { type: "MINION", cost: { stat: "cost", of: "each" } } }] },
  // Ship's Cannon: "After you summon a Pirate, deal 2 damage to a random enemy."
  { id: "GVG_075", triggers: [{ on: "after-summon", if: { target: { side: "friendly", type: "minion", race: "PIRATE" } }, do: [{ type: "damage", amount: 2, to: { random: "enemy-characters" } }] }] },
  // Stonesplinter Trogg: "Whenever your opponent casts a spell, gain +1 Attack." (on-play, as Burly Rockjaw Trogg)
  { id: "GVG_067", triggers: [{ on: "play", if: { target: { side: "enemy", type: "spell" } }, do: [{ type: "buff", to: "self", attack: 1, enchantment: "GVG_067a" }] }] },
  { id: "GVG_067a", buff: { attack: 1 } },
  // Tinkertown Technician: "Battlecry: If you have a Mech, gain +1/+1 and add a Spare Part to your hand."
  { id: "GVG_102", battlecry: [{ type: "if", if: { exists: { all: "minions", side: "friendly", where: { race: "MECHANICAL", not: "self" } } },
    then: [{ type: "buff", to: "self", enchantment: "GVG_102e" }, { type: "addCard", pool: SPARE_PARTS }] }] },
  { id: "GVG_102e", buff: { attack: 1, health: 1 } },
  // Toshley: "Battlecry and Deathrattle: Add a Spare Part card to your hand."
  { id: "GVG_115", battlecry: [{ type: "addCard", pool: SPARE_PARTS }], deathrattle: [{ type: "addCard", pool: SPARE_PARTS }] },
  // Cobalt Guardian: "Whenever you summon a Mech, gain Divine Shield."
  { id: "GVG_062", triggers: [{ on: "summon", if: { target: { side: "friendly", type: "minion", race: "MECHANICAL", not: "self" } }, do: [{ type: "buff", to: "self", grants: ["DIVINE_SHIELD"] }] }] },
  // Coghammer: "Battlecry: Give a random friendly minion Divine Shield and Taunt."
  { id: "GVG_059", battlecry: [{ type: "buff", to: { random: "friendly-minions" }, grants: ["DIVINE_SHIELD", "TAUNT"] }] },
  // Quartermaster: "Battlecry: Give your Silver Hand Recruits +2/+2." (every printing of the Recruit)
  { id: "GVG_060", battlecry: [{ type: "buff", to: { all: "minions", side: "friendly", where: { name: "Silver Hand Recruit" } }, enchantment: "GVG_060e" }] },
  { id: "GVG_060e", buff: { attack: 2, health: 2 } },
  // Scarlet Purifier: "Battlecry: Deal 2 damage to all minions with Deathrattle."
  { id: "GVG_101", battlecry: [{ type: "damage", amount: 2, to: { all: "minions", where: { has: "deathrattle" } } }] },
  // Seal of Light: "Restore #4 Health to your hero and gain +2 Attack this turn."
  { id: "GVG_057", spell: [{ type: "heal", amount: 4, to: "friendly-hero" }, { type: "buff", to: "friendly-hero", enchantment: "GVG_057a" }] },
  { id: "GVG_057a", buff: { attack: 2, oneTurn: true } },
  // Light of the Naaru: "Restore #3 Health. If the target is still damaged, summon a Lightwarden."
  { id: "GVG_012", target: { type: "character" }, spell: [{ type: "heal", amount: 3, to: "target" },
    { type: "if", if: { entity: "target", matches: { damaged: true } }, then: [{ type: "summon", card: "EX1_001" }] }] },
  // Shadowbomber: "Battlecry: Deal 3 damage to each hero." (both at once)
  { id: "GVG_009", battlecry: [{ type: "damage", amount: 3, to: "all-heroes" }] },
  // Shadowboxer: "Whenever a minion is healed, deal 1 damage to a random enemy."
  { id: "GVG_072", triggers: [{ on: "heal", if: { target: "minion" }, do: [{ type: "damage", amount: 1, to: { random: "enemy-characters" } }] }] },
  // Shrinkmeister: "Battlecry: Give a minion -3 Attack this turn." (an anonymous one-turn enchantment: the data's GVG_011a,
  // Shrink Ray, still says "-2 Attack this turn", its 2014 text)
  { id: "GVG_011", target: { type: "minion" }, battlecry: [{ type: "buff", to: "target", attack: -3, oneTurn: true }] },
  // Upgraded Repair Bot: "Battlecry: Give a friendly Mech +4 Health." (GVG_069a, Repairs!)
  { id: "GVG_083", target: { type: "minion", side: "friendly", where: { race: "MECHANICAL" } }, battlecry: [{ type: "buff", to: "target", enchantment: "GVG_069a" }] },
  { id: "GVG_069a", buff: { health: 4 } },
  // Velen's Chosen: "Give a minion +2/+4 and Spell Damage +1." (the enchantment's Spell Damage counts for the minion's controller)
  { id: "GVG_010", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "GVG_010b" }] },
  { id: "GVG_010b", buff: { attack: 2, health: 4 }, spellDamage: 1 },
  // Cogmaster's Wrench: "Has +2 Attack while you have a Mech."
  { id: "GVG_024", auras: [{ to: "self", buff: { attack: 2 }, if: { exists: { all: "minions", side: "friendly", where: { race: "MECHANICAL" } } } }] },
  // Goblin Auto-Barber: "Battlecry: Give your weapon +1 Attack."
  { id: "GVG_023", battlecry: [{ type: "buff", to: "friendly-weapon", enchantment: "GVG_023a" }] },
  { id: "GVG_023a", buff: { attack: 1 } },
  // Iron Sensei: "At the end of your turn, give another friendly Mech +2/+2." (a random one)
  { id: "GVG_027", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "buff", to: { random: { all: "minions", side: "friendly", where: { race: "MECHANICAL", not: "self" } } }, enchantment: "GVG_027e" }] }] },
  { id: "GVG_027e", buff: { attack: 2, health: 2 } },
  // Ogre Ninja, Ogre Warmaul, Dunemaul Shaman: "50% chance to attack the wrong enemy." (健忘 5.2, as Ogre Brute)
  { id: "GVG_088", triggers: OGRE },
  // (Ogre Warmaul is a weapon: its hero's attacks, while it is equipped)
  { id: "GVG_054", triggers: [{ on: "pre-attack", chance: 50, if: [{ source: "friendly-hero" }, { count: { all: "characters", where: { enemyOf: "event-source" } }, atLeast: 2 }],
    do: [{ type: "redirectAttack", to: { random: { all: "characters", where: { enemyOf: "event-source", not: "defender" } } } }] }] },
  { id: "GVG_066", triggers: OGRE },
  // One-eyed Cheat: "Whenever you summon a Pirate, gain Stealth."
  { id: "GVG_025", triggers: [{ on: "summon", if: { target: { side: "friendly", type: "minion", race: "PIRATE", not: "self" } }, do: [{ type: "buff", to: "self", grants: ["STEALTH"] }] }] },
  // Ancestor's Call: "Put a random minion from each player's hand into the battlefield." (yours first)
  { id: "GVG_029", spell: [{ type: "putIntoPlay", from: "hand", where: { type: "minion" } }, { type: "putIntoPlay", from: "hand", player: "enemy", where: { type: "minion" } }] },
  // Crackle: "Deal $3-$6 damage. Overload: (1)"
  { id: "GVG_038", target: { type: "character" }, spell: [{ type: "damage", amount: 3, upTo: 6, to: "target" }] },
  // Neptulon: "Battlecry: Add 4 random Murlocs to your hand. Overload: (3)"
  { id: "GVG_042", battlecry: [{ type: "addCard", pool: { type: "MINION", race: "MURLOC" }, count: 4 }] },
  // Powermace: "Deathrattle: Give a random friendly Mech +2/+2."
  { id: "GVG_036", deathrattle: [{ type: "buff", to: { random: { all: "minions", side: "friendly", where: { race: "MECHANICAL" } } }, enchantment: "GVG_036e" }] },
  { id: "GVG_036e", buff: { attack: 2, health: 2 } },
  // Siltfin Spiritwalker: "Whenever another friendly Murloc dies, draw a card. Overload: (1)"
  { id: "GVG_040", triggers: [{ on: "death", if: { target: { side: "friendly", type: "minion", race: "MURLOC", not: "self" } }, do: [{ type: "draw" }] }] },
  // Vitality Totem: "At the end of your turn, restore 4 Health to your hero."
  { id: "GVG_039", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "heal", amount: 4, to: "friendly-hero" }] }] },
  // Anima Golem: "At the end of each turn, destroy this minion if it's your only one."
  { id: "GVG_077", triggers: [{ on: "turn-end", if: { not: { exists: "other-friendly-minions" } }, do: [{ type: "destroy", to: "self" }] }] },
  // Darkbomb: "Deal $3 damage to a character. If it dies, draw a Shadow spell." (mortally wounded by it, as Mortal Coil)
  { id: "GVG_015", target: { type: "character" }, spell: [{ type: "damage", amount: 3, to: "target" },
    { type: "if", if: { entity: "target", matches: { mortallyWounded: true } }, then: [{ type: "draw", where: { type: "spell", spellSchool: "SHADOW" } }] }] },
  // Demonheart: "Deal $5 damage to a minion. If it's a friendly Demon, give it +5/+5 instead."
  { id: "GVG_019", target: { type: "minion" }, spell: [{ type: "if", if: { entity: "target", matches: { side: "friendly", race: "DEMON" } },
    then: [{ type: "buff", to: "target", enchantment: "GVG_019e" }], else: [{ type: "damage", amount: 5, to: "target" }] }] },
  { id: "GVG_019e", buff: { attack: 5, health: 5 } },
  // Fel Cannon: "At the end of your turn, deal 2 damage to a non-Mech minion." (a random one, either side)
  { id: "GVG_020", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "damage", amount: 2, to: { random: { all: "minions", where: { notRace: "MECHANICAL" } } } }] }] },
  // Crush: "Destroy a minion. If you have a damaged minion, this costs (4) less."
  { id: "GVG_052", target: { type: "minion" }, spell: [{ type: "destroy", to: "target" }],
    auras: [{ to: "self", zone: "hand", buff: { cost: -4 }, if: { exists: { all: "minions", side: "friendly", where: { damaged: true } } } }] },
  // Iron Juggernaut: "Battlecry and Deathrattle: Shuffle a Mine into your opponent's deck. When drawn, explode for 10 damage!"
  { id: "GVG_056", battlecry: [{ type: "shuffleIntoDeck", card: "GVG_056t", player: "enemy" }], deathrattle: [{ type: "shuffleIntoDeck", card: "GVG_056t", player: "enemy" }] },
  // Burrowing Mine: "You take 10 damage. Draw a card. This explodes when drawn." (Casts When Drawn: the draw is its own)
  { id: "GVG_056t", castsWhenDrawn: true, spell: [{ type: "damage", amount: 10, to: "friendly-hero" }] },
  // Screwjank Clunker: "Battlecry: Give a friendly Mech +2/+2."
  { id: "GVG_055", target: { type: "minion", side: "friendly", where: { race: "MECHANICAL" } }, battlecry: [{ type: "buff", to: "target", enchantment: "GVG_055e" }] },
  { id: "GVG_055e", buff: { attack: 2, health: 2 } },
  // Shieldmaiden: "Battlecry: Gain 5 Armor."
  { id: "GVG_053", battlecry: [{ type: "armor", amount: 5 }] },
  // Warbot: "Has +1 Attack while damaged." (an aura on itself)
  { id: "GVG_051", auras: [{ to: { all: "minions", where: { is: "self", damaged: true } }, buff: { attack: 1 }, enchantment: "GVG_051e" }] },
  { id: "GVG_051e", buff: { attack: 1 } },
  // Echo of Medivh: "Put a copy of each friendly minion into your hand." (fresh cards, left to right)
  { id: "GVG_005", spell: [{ type: "addCard", copyOf: "friendly-minions" }] },
  // Hobgoblin: "Whenever you play a 1-Attack minion, give it +2/+2." (on-play, 2.2; its Attack as played, in hand then)
  { id: "GVG_104", triggers: [{ on: "play", if: { target: { side: "friendly", type: "minion", playedAttack: 1 } }, do: [{ type: "buff", to: "event-target", enchantment: "GVG_104a" }] }] },
  { id: "GVG_104a", buff: { attack: 2, health: 2 } },
  // Feign Death: "Trigger all Deathrattles on your minions."
  { id: "GVG_026", spell: [{ type: "triggerDeathrattle", to: "friendly-minions" }] },
  // Sabotage: "Destroy a random enemy minion. Combo: And your opponent's weapon." (no target to play: REQ_ENEMY_TARGET /
  // REQ_MINION_TARGET only filter the random pick)
  { id: "GVG_047", spell: [{ type: "destroy", to: { random: "enemy-minions" } }],
    combo: [{ type: "destroy", to: { random: "enemy-minions" } }, { type: "destroy", to: "enemy-weapon" }] },
  // Tinker's Sharpsword Oil: "Give your weapon +3 Attack. Combo: Give a random friendly minion +3 Attack." (the card has no
  // REQ_WEAPON_EQUIPPED: castable without a weapon)
  { id: "GVG_022", spell: [{ type: "buff", to: "friendly-weapon", enchantment: "GVG_022a" }],
    combo: [{ type: "buff", to: "friendly-weapon", enchantment: "GVG_022a" }, { type: "buff", to: { random: "friendly-minions" }, enchantment: "GVG_022b" }] },
  { id: "GVG_022a", buff: { attack: 3 } },
  { id: "GVG_022b", buff: { attack: 3 } },
  // Grove Tender: "Choose One - Give each player a Mana Crystal; or Each player draws a card." (an empty crystal each, as Wild
  // Growth's; yours first)
  { id: "GVG_032", chooseOne: [
    { card: "GVG_032a", effects: [{ type: "manaCrystals", amount: 1, state: "empty" }, { type: "manaCrystals", amount: 1, state: "empty", player: "enemy" }] },
    { card: "GVG_032b", effects: [{ type: "draw" }, { type: "draw", player: "enemy" }] },
  ] },
  // Vol'jin: "Battlecry: Swap Health with another minion." (the current Health each way, both read first; GVG_014a sets it:
  // rulebook 2.2's Vol'jin example reads a minion gone to the graveyard there)
  { id: "GVG_014", target: { type: "minion" }, battlecry: [{ type: "swapStats", with: "target", stat: "health", enchantment: "GVG_014a" }] },
  { id: "GVG_014a" }, // Shadowed: "Health was swapped." (its values are set as swapStats attaches it)
  // Trade Prince Gallywix: "Whenever your opponent casts a spell, gain a copy of it and give them a Coin." Gallywix's Coin
  // (GVG_028t): "Gain 1 Mana Crystal this turn only. (Won't trigger Gallywix.)" — as The Coin; lead, session 12
  { id: "GVG_028", triggers: [{ on: "play", if: [{ target: { side: "enemy", type: "spell" } }, { not: { target: { name: "Gallywix's Coin" } } }],
    do: [{ type: "addCard", copyOf: "event-target" }, { type: "addCard", card: "GVG_028t", player: "enemy" }] }] },
  { id: "GVG_028t", spell: [{ type: "tempMana", amount: 1 }] },
];
