/** Legacy (the Basic and Classic cards kept in Wild, 怀旧): Neutral cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const LEGACY_NEUTRAL = (): CardDefinition[] => [
  // --- Neutral A (Abomination .. Emperor Cobra) ---
  // Acidic Swamp Ooze: "Battlecry: Destroy your opponent's weapon."
  { id: "EX1_066", battlecry: [{ type: "destroy", to: "enemy-weapon" }] },
  // Alexstrasza the Life-Binder: "Battlecry: Choose a character. If it's friendly, restore #8 Health. If it's an enemy, deal 8 damage."
  { id: "LEG_CS3_031", target: { type: "character" }, battlecry: [
    { type: "if", if: { entity: "target", matches: "friendly" }, then: [{ type: "heal", amount: 8, to: "target" }] },
    { type: "if", if: { entity: "target", matches: "enemy" }, then: [{ type: "damage", amount: 8, to: "target" }] },
  ] },
  // Arcane Devourer: "Whenever you cast a spell, gain +2/+2." (on-play, 2.3 f, like Violet Teacher)
  { id: "EX1_187", triggers: [{ on: "play", if: { target: { side: "friendly", type: "spell" } }, do: [{ type: "buff", to: "self", enchantment: "EX1_187e" }] }] },
  { id: "EX1_187e", buff: { attack: 2, health: 2 } },
  // Barrens Stablehand: "Battlecry: Summon a random Beast." (a collectible Beast, 3.5)
  { id: "EX1_188", battlecry: [{ type: "summonRandom", pool: { type: "MINION", race: "BEAST" } }] },
  // Brightwing: "Battlecry: Add a random Legendary minion to your hand."
  { id: "EX1_189", battlecry: [{ type: "addCard", pool: { type: "MINION", rarity: "LEGENDARY" } }] },
  // Captain's Parrot: "Battlecry: Draw a Pirate from your deck."
  { id: "NEW1_016", battlecry: [{ type: "draw", where: { race: "PIRATE" } }] },
  // Deathwing the Destroyer: "Battlecry: Destroy all other minions. Discard a card for each destroyed." (the minions it
  // destroyed counted, then as many random cards discarded at once, 4.3)
  { id: "LEG_CS3_036", battlecry: [{ type: "group", of: "all-other-minions", do: [
    { type: "destroy", to: "group" },
    { type: "discard", count: { count: "group" } },
  ] }] },
  // --- end Neutral A ---
  // --- Neutral C (Night Elf Huntress .. Ysera the Dreamer) ---
  // Onyxia the Broodmother: "At the end of each turn, fill your board with 1/1 Whelps." (either player's turn; seven asked
  // for, the summons stop at a full board. The card data names no token: Onyxia's 1/1 Whelp, ds1_whelptoken)
  { id: "LEG_CS3_032", triggers: [{ on: "turn-end", do: [{ type: "summon", card: "ds1_whelptoken", count: 7 }] }] },
  // SI:7 Infiltrator: "Battlecry: Destroy a random enemy Secret." (a quest in the secret zone is not a Secret)
  { id: "EX1_186", battlecry: [{ type: "destroy", to: { random: { all: "secrets", side: "enemy", where: { secret: true } } } }] },
  // Ysera the Dreamer: "Battlecry: Add one of each Dream card to your hand." (the five Dream cards, in the order of their ids)
  { id: "LEG_CS3_033", battlecry: [
    { type: "addCard", card: "DREAM_01" }, { type: "addCard", card: "DREAM_02" }, { type: "addCard", card: "DREAM_03" },
    { type: "addCard", card: "DREAM_04" }, { type: "addCard", card: "DREAM_05" },
  ] },
  // Warsong Grunt: "Rush. After this attacks and kills a minion, it may attack again." An after-attack trigger (2.6 g): the
  // defender, a minion, is mortally wounded (濒死) then — it dies in the death phase that follows. "It may attack again":
  // one more extra attack this turn (额外可攻击次数, 2.6, as Giant Sand Worm's). Rush from the card data's tags.
  { id: "TOY_103", triggers: [{ on: "after-attack", if: [{ source: "self" }, { target: { type: "minion", mortallyWounded: true } }], do: [{ type: "extraAttack", to: "self" }] }] },
  // --- end Neutral C ---
  // Frostwolf Warlord: +1/+1 per other friendly minion, counted when the battlecry resolves.
  { id: "CS2_226", battlecry: [{ type: "buff", to: "self", attack: { count: "other-friendly-minions" }, health: { count: "other-friendly-minions" }, enchantment: "CS2_226e" }] },
  { id: "CS2_226e" },
  // Old Murk-Eye: +1 Attack per other Murloc on the battlefield — an aura on itself, worked out at each aura update (4.2).
  { id: "EX1_062", auras: [{ to: "self", buff: { attack: { count: { all: "minions", where: { not: "self", race: "MURLOC" } } } } }] },
  { id: "CS2_222", auras: [{ to: "other-friendly-minions", buff: { attack: 1, health: 1 }, enchantment: "CS2_222o" }] }, // Stormwind Champion
  { id: "EX1_015", battlecry: [{ type: "draw" }] }, // Novice Engineer
  { id: "CS2_189", target: { type: "character" }, battlecry: [{ type: "damage", amount: 1, to: "target" }] }, // Elven Archer
  { id: "CS2_222o", buff: { attack: 1, health: 1 } },
  { id: "VAN_CS2_222o", buff: { attack: 1, health: 1 } }, // the Vanilla Stormwind Champion's "+1/+1."
  // Minions.
  { id: "EX1_019", target: { type: "minion", side: "friendly" }, battlecry: [{ type: "buff", to: "target", enchantment: "EX1_019e" }] }, // Shattered Sun Cleric
  { id: "EX1_019e", buff: { attack: 1, health: 1 } },
  { id: "CS2_141", target: { type: "character" }, battlecry: [{ type: "damage", amount: 1, to: "target" }] }, // Ironforge Rifleman
  { id: "CS2_150", target: { type: "character" }, battlecry: [{ type: "damage", amount: 2, to: "target" }] }, // Stormpike Commando
  { id: "EX1_593", battlecry: [{ type: "damage", amount: 3, to: "enemy-hero" }] }, // Nightblade
  { id: "CS2_196", battlecry: [{ type: "summon", card: "CS2_boar" }] }, // Razorfen Hunter
  { id: "EX1_025", battlecry: [{ type: "summon", card: "EX1_025t" }] }, // Dragonling Mechanic
  { id: "EX1_506", battlecry: [{ type: "summon", card: "EX1_506a" }] }, // Murloc Tidehunter
  { id: "CS2_147", battlecry: [{ type: "draw" }] }, // Gnomish Inventor
  { id: "DS1_055", battlecry: [{ type: "heal", amount: 2, to: "friendly-characters" }] }, // Darkscale Healer
  { id: "EX1_011", target: { type: "character" }, battlecry: [{ type: "heal", amount: 2, to: "target" }] }, // Voodoo Doctor
  { id: "CS2_122", auras: [{ to: "other-friendly-minions", buff: { attack: 1 }, enchantment: "CS2_122e" }] }, // Raid Leader
  { id: "CS2_122e", buff: { attack: 1 } },
  { id: "EX1_508", auras: [{ to: { all: "minions", side: "friendly", where: { not: "self", race: "MURLOC" } }, buff: { attack: 1 }, enchantment: "EX1_508o" }] }, // Grimscale Oracle
  { id: "EX1_508o", buff: { attack: 1 } },
  { id: "EX1_399", triggers: [{ on: "damage", if: { target: "self" }, do: [{ type: "buff", to: "self", enchantment: "EX1_399e" }] }] }, // Gurubashi Berserker
  { id: "EX1_399e", buff: { attack: 3 } },
  // --- Neutral B (Faceless Manipulator .. Nat Pagle) ---
  // Gelbin Mekkatorque: "Battlecry: Summon an AWESOME invention." One of his four inventions, at random (a recorded pick).
  { id: "EX1_112", battlecry: [{ type: "summonRandom", pool: ["Mekka1", "Mekka2", "Mekka3", "Mekka4"] }] },
  // Homing Chicken: "At the start of your turn, destroy this minion and draw 3 cards."
  { id: "Mekka1", triggers: [{ on: "turn-start", if: { turn: "own" }, do: [{ type: "destroy", to: "self" }, { type: "draw", count: 3 }] }] },
  // Repair Bot: "At the end of your turn, restore 6 Health to a damaged character." (a random one: random heals skip undamaged characters, 3.5)
  { id: "Mekka2", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "heal", amount: 6, to: { random: "all-characters" } }] }] },
  // Emboldener 3000: "At the end of your turn, give a random minion +1/+1." (any minion, itself included)
  { id: "Mekka3", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "buff", to: { random: "all-minions" }, enchantment: "Mekka3e" }] }] },
  { id: "Mekka3e", buff: { attack: 1, health: 1 } },
  // Poultryizer: "At the start of your turn, transform a random minion into a 1/1 Chicken." (any minion, itself included)
  { id: "Mekka4", triggers: [{ on: "turn-start", if: { turn: "own" }, do: [{ type: "transform", to: { random: "all-minions" }, card: "Mekka4t" }] }] },
  // Chicken: its text ("Hey Chicken!") does nothing.
  { id: "Mekka4t" },
  { id: "Mekka4e" }, // Transformed: "Has been transformed into a chicken!" (a label; it changes nothing)
  // High Inquisitor Whitemane: "Battlecry: Summon all friendly minions that died this turn." Fresh copies from the death record
  // (4.10: minions that were yours when they died), every death in the order they died (placed right of her, then left …,
  // as several summons of one effect are), until the board is full.
  { id: "EX1_190", battlecry: [{ type: "resurrect", thisTurn: true, all: true }] },
  // Malygos the Spellweaver (the Legacy printing of CS3_034, whose own set has no definitions yet): "Battlecry: Draw spells until
  // your hand is full." Each a random spell of the deck (4.4), until the hand is full or no spell is left.
  { id: "LEG_CS3_034", battlecry: [{ type: "draw", where: { type: "spell" }, untilFull: true }] },
  // Footman: "Taunt. Adjacent minions are Immune while attacking." The card's aura would only be worked out at aura updates,
  // and a combat phase has none until it ends (4.2), so, as for Gladiator's Longbow: a minion next to the Footman that
  // attacks gets Immune for that attack (removed in 2.6 h), and damage to it while it is attacking is prevented before then.
  { id: "TOY_102", triggers: [
    { on: "pre-attack", if: { source: { type: "minion", adjacentTo: "self" } }, do: [{ type: "buff", to: "event-source", enchantment: "TOY_102e" }] },
    { on: "pre-damage", if: { target: { type: "minion", adjacentTo: "self", attacking: true } }, do: [{ type: "changeDamage", set: 0 }] },
  ] },
  { id: "TOY_102e", type: "ENCHANTMENT", name: "Footmans Protection", inferred: true, buff: { grants: ["IMMUNE"], whileAttacking: true } },
  // --- cleave and picked targets ---
  // Gnomelia, S.A.F.E. Pilot: "Rush. Also damages minions next to whomever this attacks. Deathrattle: Deal 2 damage to all
  // enemies." (Rush from the card data; the neighbours' damage: `attackHitsAdjacent`, rules/combat.ts)
  { id: "TOY_100", attackHitsAdjacent: true, deathrattle: [{ type: "damage", amount: 2, to: "enemy-characters" }] },

  // --- Elite Tauren Chieftain ---
  // Elite Tauren Chieftain: "Battlecry: Give both players the power to ROCK! (with a Power Chord card)" Each player gets one
  // of the three Power Chord cards at random, picked separately (yours first).
  { id: "PRO_001", battlecry: powerChords("PRO_001c") },
  // I Am Murloc: "Summon three, four, or five 1/1 Murlocs." The number is a recorded random pick; like the game's other
  // summoning spells it needs a free space on your board to be played.
  { id: "PRO_001a", requires: { space: "friendly-board" }, spell: [{ type: "summon", card: "PRO_001at", count: { random: [3, 5] } }] },
  // Rogues Do It...: "Deal $4 damage. Draw a card."
  { id: "PRO_001b", target: { type: "character" }, spell: [{ type: "damage", amount: 4, to: "target" }, { type: "draw", count: 1 }] },
  // Power of the Horde: "Summon a random Horde Warrior." The game's list: Frostwolf Grunt, Thrallmar Farseer, Silvermoon
  // Guardian, Cairne Bloodhoof, Tauren Warrior, Sen'jin Shieldmasta.
  { id: "PRO_001c", requires: { space: "friendly-board" }, spell: [{ type: "summonRandom", pool: ["CS2_121", "EX1_021", "EX1_023", "EX1_110", "EX1_390", "CS2_179"] }] },
];

/** Elite Tauren Chieftain's Battlecry: a random Power Chord card for you, then one for your opponent (`horde`: the printing of
 * Power of the Horde, whose Horde Warriors differ between the current cards and the 2021 Classic ones). */
export function powerChords(horde: string): CardDefinition["battlecry"] {
  const pool = ["PRO_001a", "PRO_001b", horde];
  return [{ type: "addCard", pool, player: "friendly" }, { type: "addCard", pool, player: "enemy" }];
}
