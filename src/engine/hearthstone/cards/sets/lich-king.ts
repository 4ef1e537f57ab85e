/**
 * March of the Lich King (RETURN_OF_THE_LICH_KING, its Path of Arthas-era NX2_ cards included): the Manathirst cards whose
 * Manathirst is a spell's text or a Battlecry's (法力渴求, the condition `manathirst`, rules-notes 402).
 */
import type { CardDefinition } from "../format/index.js";

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
];
