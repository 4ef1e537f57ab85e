/**
 * March of the Lich King (RETURN_OF_THE_LICH_KING, its Path of Arthas-era NX2_ cards included): the Manathirst cards whose
 * Manathirst is a spell's text or a Battlecry's (法力渴求, the condition `manathirst`, rules-notes 402).
 */
import type { CardDefinition } from "../format/index.js";

/** "If you're holding a Dragon" (read as the text resolves). */
const HOLDING_DRAGON = { exists: { all: "hand" as const, side: "friendly" as const, where: { race: "DRAGON" } } };
/** The same read while the card (itself a Dragon) is still in hand, for its Battlecry's target: another Dragon. */
const HOLDING_OTHER_DRAGON = { exists: { all: "hand" as const, side: "friendly" as const, where: { race: "DRAGON", not: "self" as const } } };

export const RETURN_OF_THE_LICH_KING = (): CardDefinition[] => [
  // Arcane Bolt: "Deal $2 damage. Manathirst (8): Deal $3 damage instead."
  { id: "RLK_843", target: { type: "character" }, spell: [{ type: "if", if: { manathirst: 8 },
    then: [{ type: "damage", amount: 3, to: "target" }], else: [{ type: "damage", amount: 2, to: "target" }] }] },
  // Astalor Bloodsworn: "Battlecry: Add Astalor, the Protector to your hand. Manathirst (5): Deal 2 damage." It takes a target
  // only while its Manathirst holds (as a conditional Battlecry target); the card first, then the damage, as written.
  { id: "RLK_222", target: { type: "character", if: { manathirst: 5 } }, battlecry: [{ type: "addCard", card: "RLK_222t1" },
    { type: "if", if: { manathirst: 5 }, then: [{ type: "damage", amount: 2, to: "target" }] }] },
  // Astalor, the Protector: "Battlecry: Add Astalor, the Flamebringer to your hand. Manathirst (8): Gain 5 Armor."
  { id: "RLK_222t1", battlecry: [{ type: "addCard", card: "RLK_222t2" }, { type: "if", if: { manathirst: 8 }, then: [{ type: "armor", amount: 5 }] }] },
  // Astalor, the Flamebringer: "Battlecry: Deal 7 damage randomly split between all enemies. Manathirst (10): Deal 14 instead."
  // (one hit at a time, each among the enemy characters not mortally wounded, 3.5)
  { id: "RLK_222t2", battlecry: [{ type: "if", if: { manathirst: 10 },
    then: [{ type: "damage", amount: 1, to: { random: "enemy-characters", count: 14 } }],
    else: [{ type: "damage", amount: 1, to: { random: "enemy-characters", count: 7 } }] }] },
  // Coroner: "Battlecry: Freeze an enemy minion. Manathirst (6): Silence it first."
  { id: "RLK_951", target: { type: "minion", side: "enemy" }, battlecry: [{ type: "if", if: { manathirst: 6 },
    then: [{ type: "silence", to: "target" }, { type: "freeze", to: "target" }], else: [{ type: "freeze", to: "target" }] }] },
  // Embers of Strength: "Summon two 1/2 Guards with Taunt. Manathirst (6): Give them +1/+2."
  { id: "RLK_960", spell: [{ type: "summon", card: "RLK_960t", count: 2 },
    { type: "if", if: { manathirst: 6 }, then: [{ type: "buff", to: { all: "summoned" }, enchantment: "RLK_960e" }] }] },
  { id: "RLK_960e", buff: { attack: 1, health: 2 } },
  // Feast and Famine: "Give your hero +3 Attack this turn. Manathirst (4): And Lifesteal." (Lifesteal this turn: the game's
  // RLK_923e3, a one-turn enchantment)
  { id: "RLK_923", spell: [{ type: "buff", to: "friendly-hero", enchantment: "RLK_923e1" },
    { type: "if", if: { manathirst: 4 }, then: [{ type: "buff", to: "friendly-hero", enchantment: "RLK_923e3" }] }] },
  { id: "RLK_923e1", buff: { attack: 3, oneTurn: true } },
  { id: "RLK_923e3", buff: { grants: ["LIFESTEAL"], oneTurn: true } },
  // Flight of the Bronze: "Discover a Dragon. Manathirst (7): Summon a 5/5 Drake with Taunt."
  { id: "RLK_917", spell: [{ type: "discover", from: { type: "MINION", race: "DRAGON", yourClass: true } },
    { type: "if", if: { manathirst: 7 }, then: [{ type: "summon", card: "RLK_917t" }] }] },
  // Knight of the Dead: "Battlecry: Deal 5 damage to your hero. Manathirst (7): Restore #5 Health to your hero instead."
  { id: "NX2_021", battlecry: [{ type: "if", if: { manathirst: 7 },
    then: [{ type: "heal", amount: 5, to: "friendly-hero" }], else: [{ type: "damage", amount: 5, to: "friendly-hero" }] }] },
  // Last Stand: "Draw a Taunt minion. Manathirst (7): Double its stats." (its Attack and Health as they are once drawn, added
  // on the game's RLK_601e; no Taunt minion in the deck: nothing)
  { id: "RLK_601", spell: [{ type: "draw", where: { type: "minion", tag: "TAUNT" } },
    { type: "if", if: { manathirst: 7 }, then: [{ type: "buff", to: { all: "drawn", where: { zone: "hand" } }, enchantment: "RLK_601e",
      attack: { stat: "attack", of: "each" }, health: { stat: "health", of: "each" } }] }] },
  { id: "RLK_601e" },
  // Sunfury Clergy: "Battlecry: Restore #3 Health to all friendly characters. Manathirst (6): Restore #6 Health instead."
  { id: "RLK_219", battlecry: [{ type: "if", if: { manathirst: 6 },
    then: [{ type: "heal", amount: 6, to: "friendly-characters" }], else: [{ type: "heal", amount: 3, to: "friendly-characters" }] }] },
  // Unleash Fel: "Deal $1 damage to all enemies. Manathirst (6): With Lifesteal." (the spell has Lifesteal for this damage: its
  // controller's hero is healed by the total, 5.1)
  { id: "RLK_209", spell: [{ type: "if", if: { manathirst: 6 }, then: [{ type: "buff", to: "self", grants: ["LIFESTEAL"] }] },
    { type: "damage", amount: 1, to: "enemy-characters" }] },
  // Life from Death: "Draw 3 cards. Infuse (6): This costs (1)." (注能, rules-notes 408)
  { id: "NX2_011", spell: [{ type: "draw", count: 3 }], infuse: { count: 6, into: "NX2_011t" } },
  { id: "NX2_011t", spell: [{ type: "draw", count: 3 }] },
  // Shambling Chow: "Rush Deathrattle: Deal 4 damage to your hero."
  { id: "NX2_024", deathrattle: [{ type: "damage", amount: 4, to: "friendly-hero" }] },
  // Shatterskin Gargoyle: "Taunt Deathrattle: Deal 4 damage to a random enemy."
  { id: "RLK_029", deathrattle: [{ type: "damage", amount: 4, to: { random: "enemy-characters" } }] },
  // Infected Peasant: "Deathrattle: Summon a 2/2 Undead Peasant."
  { id: "RLK_070", deathrattle: [{ type: "summon", card: "RLK_070t" }] },
  // Foul Egg: "Deathrattle: Summon a 3/3 Undead Chicken."
  { id: "RLK_833", deathrattle: [{ type: "summon", card: "RLK_833t" }] },
  // Street Sweeper: "Battlecry: Deal 2 damage to all other minions."
  { id: "RLK_104", battlecry: [{ type: "damage", amount: 2, to: "all-other-minions" }] },
  // Incorporeal Corporal: "After this minion attacks, destroy it."
  { id: "RLK_117", triggers: [{ on: "after-attack", if: { source: "self" }, do: [{ type: "destroy", to: "self" }] }] },
  // Tenacious San'layn: "Lifesteal Whenever this attacks, deal 2 damage to the enemy hero."
  { id: "RLK_220", triggers: [{ on: "attack", if: { source: "self" }, do: [{ type: "damage", amount: 2, to: "enemy-hero" }] }] },
  // Dar'Khan Drathir: "Lifesteal At the end of your turn, deal 6 damage to the enemy hero."
  { id: "RLK_539", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "damage", amount: 6, to: "enemy-hero" }] }] },
  // Bloodied Knight: "At the end of your turn, deal 2 damage to your hero."
  { id: "RLK_926", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "damage", amount: 2, to: "friendly-hero" }] }] },
  // Arcane Defenders: "Summon two 5/6 Golems with Taunt and Elusive."
  { id: "RLK_544", spell: [{ type: "summon", card: "RLK_544t", count: 2 }] },
  { id: "RLK_544t" },
  // Arcane Wyrm: "Battlecry: Add an Arcane Bolt to your hand."
  { id: "RLK_548", battlecry: [{ type: "addCard", card: "RLK_843" }] },
  // Arcsplitter: "Deathrattle: Add 2 Arcane Bolts to your hand."
  { id: "RLK_542", deathrattle: [{ type: "addCard", card: "RLK_843", count: 2 }] },
  // Blightblood Berserker: "Taunt, Lifesteal, Reborn Deathrattle: Deal 3 damage to a random enemy."
  { id: "RLK_551", deathrattle: [{ type: "damage", amount: 3, to: { random: "enemy-characters" } }] },
  // Harkener of Dread: "Taunt, Reborn Deathrattle: Summon a 4/4 Undead with Taunt."
  { id: "RLK_554", deathrattle: [{ type: "summon", card: "RLK_554t" }] },
  // Ghostly Strike: "Deal $1 damage. Combo: Draw a card."
  { id: "RLK_573", target: { type: "character" }, spell: [{ type: "damage", amount: 1, to: "target" }],
    combo: [{ type: "damage", amount: 1, to: "target" }, { type: "draw" }] },
  // Silverfury Stalwart: "Rush Elusive Taunt" (the card data's keywords)
  { id: "RLK_602" },
  // Mistake: "This has all minion types." (the card data's race ALL)
  { id: "NX2_050" },
  // Beetlemancy: "Choose One - Gain 12 Armor; or Summon two 3/3 Beetles with Taunt."
  { id: "RLK_654", chooseOne: [
    { card: "RLK_654a", effects: [{ type: "armor", amount: 12 }] },
    { card: "RLK_654b", requires: { space: "friendly-board" }, effects: [{ type: "summon", card: "RLK_654t", count: 2 }] }] },
  // Underking: "Rush Battlecry and Deathrattle: Gain 6 Armor."
  { id: "RLK_657", battlecry: [{ type: "armor", amount: 6 }], deathrattle: [{ type: "armor", amount: 6 }] },
  // Scourge Rager: "Reborn Battlecry: Die."
  { id: "RLK_900", battlecry: [{ type: "destroy", to: "self" }] },
  // Deathweaver Aura: "Give a minion \"Deathrattle: Summon two 3/2 Zombies.\" Overload: (1)"
  { id: "RLK_909", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "RLK_909e" }] },
  { id: "RLK_909e", deathrattle: [{ type: "summon", card: "RLK_909t", count: 2 }] },
  // Shadow Suffusion: "Give your minions \"Deathrattle: Deal 3 damage to a random enemy.\""
  { id: "RLK_910", spell: [{ type: "buff", to: "friendly-minions", enchantment: "RLK_910e" }] },
  { id: "RLK_910e", deathrattle: [{ type: "damage", amount: 3, to: { random: "enemy-characters" } }] },
  // Amber Whelp: "Battlecry: If you're holding a Dragon, deal 3 damage." (a target only while you hold one)
  { id: "RLK_915", target: { type: "character", if: HOLDING_OTHER_DRAGON }, battlecry: [{ type: "if", if: HOLDING_DRAGON,
    then: [{ type: "damage", amount: 3, to: "target" }] }] },
  // Daring Drake: "Rush Battlecry: If you're holding a Dragon, gain +1/+1."
  { id: "RLK_916", battlecry: [{ type: "if", if: HOLDING_DRAGON, then: [{ type: "buff", to: "self", enchantment: "RLK_916e" }] }] },
  { id: "RLK_916e", buff: { attack: 1, health: 1 } },
  // Goldwing: "Rush Battlecry: If you're holding a Mech, gain Windfury."
  { id: "NX2_022", battlecry: [{ type: "if", if: { exists: { all: "hand", side: "friendly", where: { race: "MECHANICAL" } } },
    then: [{ type: "buff", to: "self", grants: ["WINDFURY"] }] }] },
  // Crystalsmith Cultist: "Battlecry: If you're holding a Shadow spell, gain +1/+1."
  { id: "RLK_814", battlecry: [{ type: "if", if: { exists: { all: "hand", side: "friendly", where: { type: "spell", spellSchool: "SHADOW" } } },
    then: [{ type: "buff", to: "self", enchantment: "RLK_814e" }] }] },
  { id: "RLK_814e", buff: { attack: 1, health: 1 } },
  // For Quel'Thalas!: "Give a friendly minion +3 Attack. Give your hero +2 Attack this turn."
  { id: "RLK_918", target: { type: "minion", side: "friendly" }, spell: [{ type: "buff", to: "target", enchantment: "RLK_918e" },
    { type: "buff", to: "friendly-hero", enchantment: "RLK_918e2" }] },
  { id: "RLK_918e", buff: { attack: 3 } },
  { id: "RLK_918e2", buff: { attack: 2, oneTurn: true } },
  // Sanguine Soldier: "Divine Shield Battlecry: Deal 2 damage to your hero."
  { id: "RLK_921", battlecry: [{ type: "damage", amount: 2, to: "friendly-hero" }] },
  // Seal of Blood: "Give a minion +3/+3 and Divine Shield. Deal $3 damage to your hero."
  { id: "RLK_922", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "RLK_922e" },
    { type: "buff", to: "target", grants: ["DIVINE_SHIELD"] }, { type: "damage", amount: 3, to: "friendly-hero" }] },
  { id: "RLK_922e", buff: { attack: 3, health: 3 } },
  // Mind Sear: "Deal $2 damage to a minion. If it dies, deal $3 damage to the enemy hero."
  { id: "NX2_019", target: { type: "minion" }, spell: [{ type: "damage", amount: 2, to: "target" },
    { type: "if", if: { entity: "target", matches: { mortallyWounded: true } }, then: [{ type: "damage", amount: 3, to: "enemy-hero" }] }] },
  // Savage Ymirjar: "Rush Battlecry: Discard 2 cards." (two random cards of your hand)
  { id: "RLK_535", battlecry: [{ type: "discard", count: 2 }] },
  // Wailing Banshee: "Deathrattle: Give a random friendly Undead +2/+1."
  { id: "RLK_957", deathrattle: [{ type: "buff", to: { random: { all: "minions", side: "friendly", where: { race: "UNDEAD" } } }, enchantment: "RLK_957e" }] },
  { id: "RLK_957e", buff: { attack: 2, health: 1 } },
  // the prologue printing's label of the same "+2/+1." (its family's enchantment, as RLK_Prologue_TSC_827e in core/neutral.ts)
  { id: "RLK_Prologue_RLK_957e", buff: { attack: 2, health: 1 } },
  // Drakkari Embalmer: "Battlecry: Give a friendly Undead Reborn."
  { id: "RLK_119", target: { type: "minion", side: "friendly", where: { race: "UNDEAD" } }, battlecry: [{ type: "buff", to: "target", grants: ["REBORN"] }] },
  // Trinket Tracker: "Battlecry: Draw a 1-Cost spell."
  { id: "NX2_014", battlecry: [{ type: "draw", where: { type: "spell", cost: 1 } }] },
  // Animate Dead: "Resurrect a friendly minion that costs (3) or less."
  { id: "RLK_812", spell: [{ type: "resurrect", where: { costAtMost: 3 } }] },
  // Chitinous Plating: "Gain 4 Armor. At the start of your next turn, gain 4 more." (the game's RLK_656e on the hero)
  { id: "RLK_656", spell: [{ type: "armor", amount: 4 }, { type: "buff", to: "friendly-hero", enchantment: "RLK_656e" }] },
  { id: "RLK_656e", triggers: [{ on: "turn-start", if: { turn: "own" }, do: [{ type: "armor", amount: 4 }, { type: "expire" }] }] },
  // Sunfury Champion: "After you cast a Fire spell, deal 1 damage to all minions."
  { id: "RLK_609", triggers: [{ on: "after-play", if: { target: { side: "friendly", type: "spell", spellSchool: "FIRE" } },
    do: [{ type: "damage", amount: 1, to: "all-minions" }] }] },
  // Spectral Trainee: "After you cast a spell, deal 1 damage to all enemy minions."
  { id: "NX2_002", triggers: [{ on: "after-play", if: { target: { side: "friendly", type: "spell" } },
    do: [{ type: "damage", amount: 1, to: "enemy-minions" }] }] },
  // Magister's Apprentice: "Your Arcane spells cost (1) less."
  { id: "RLK_543", auras: [{ to: { all: "hand", side: "friendly", where: { type: "spell", spellSchool: "ARCANE" } }, buff: { cost: -1 }, enchantment: "RLK_543e" }] },
  { id: "RLK_543e", buff: { cost: -1 } },
  // Blazing Power: "Give a minion +1/+1. Repeat for each damaged friendly character." (the number read once, as it starts)
  { id: "RLK_605", target: { type: "minion" }, spell: [{ type: "repeat",
    times: { count: { all: "characters", side: "friendly", where: { damaged: true } }, add: 1 },
    do: [{ type: "buff", to: "target", enchantment: "RLK_605e" }] }] },
  { id: "RLK_605e", buff: { attack: 1, health: 1 } },
  // Sunfire Smithing: "Equip a 4/2 Sword. Give a random minion in your hand +4/+2."
  { id: "RLK_600", spell: [{ type: "equipWeapon", card: "RLK_600t" },
    { type: "buff", to: { random: { all: "hand", side: "friendly", where: { type: "minion" } } }, enchantment: "RLK_600e" }] },
  { id: "RLK_600t" },
  { id: "RLK_600e", buff: { attack: 4, health: 2 } },
  // Brittleskin Zombie: "Deathrattle: If it's your opponent's turn, deal 3 damage to them." (their hero)
  { id: "RLK_113", deathrattle: [{ type: "if", if: { turn: "opponent" }, then: [{ type: "damage", amount: 3, to: "enemy-hero" }] }] },
];
