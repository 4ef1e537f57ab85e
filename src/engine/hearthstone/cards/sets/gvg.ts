/** Goblins vs Gnomes, with the Spare Parts. */
import type { CardDefinition } from "../format/index.js";

export const SPARE_PARTS = ["PART_001", "PART_002", "PART_003", "PART_004", "PART_005", "PART_006", "PART_007"];

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
];
