/**
 * March of the Lich King (RETURN_OF_THE_LICH_KING, its Path of Arthas-era NX2_ cards included): the Manathirst cards whose
 * Manathirst is a spell's text or a Battlecry's (法力渴求, the condition `manathirst`, rules-notes 402).
 */
import type { CardDefinition } from "../format/index.js";

/** "If you're holding a Dragon" (read as the text resolves). */
const HOLDING_DRAGON = { exists: { all: "hand" as const, side: "friendly" as const, where: { race: "DRAGON" } } };
/** The same read while the card (itself a Dragon) is still in hand, for its Battlecry's target: another Dragon. */
const HOLDING_OTHER_DRAGON = { exists: { all: "hand" as const, side: "friendly" as const, where: { race: "DRAGON", not: "self" as const } } };

/** "If a friendly Undead died after your last turn" (rules-notes 970). */
const UNDEAD_DIED_SINCE_LAST_TURN = { value: { died: "minions" as const, race: "UNDEAD", sinceYourLastTurn: true }, atLeast: 1 };

/** The five unmixed Concoctions (混合, rules-notes 1544) and what each becomes mixed with each of the five. */
const CONCOCTIONS = ["RLK_570t1", "RLK_570t2", "RLK_570t3", "RLK_570t4", "RLK_570t5"];
/** The mixed Concoction of two unmixed ones (by their place in CONCOCTIONS, 1-5): the data's fifteen, read from their texts. */
const MIXED: Record<string, string> = {
  "11": "RLK_570t1t4", "12": "RLK_570t1t2", "13": "RLK_570t1t3", "14": "RLK_570t1t1", "15": "RLK_570tt1",
  "22": "RLK_570t2t2", "23": "RLK_570t2t1", "24": "RLK_570t4t1", "25": "RLK_570tt4",
  "33": "RLK_570t3t", "34": "RLK_570t4t2", "35": "RLK_570tt2",
  "44": "RLK_570t4t3", "45": "RLK_570tt3", "55": "RLK_570tt5",
};
function mixesOf(n: number): { with: string; into: string }[] {
  return CONCOCTIONS.map((id, i) => ({ with: id, into: MIXED[n < i + 1 ? `${n}${i + 1}` : `${i + 1}${n}`]! }));
}
/** Every Concoction, unmixed and mixed ("Your next Concoction"). */
const ALL_CONCOCTIONS = [...CONCOCTIONS, ...Object.values(MIXED)];
/** The Concoctions' five parts. */
const SUMMON_3 = { type: "summonRandom" as const, pool: { type: "MINION" as const, cost: 3 } };
const DESTROY_1 = { type: "destroy" as const, to: { random: "enemy-minions" as const } };
const DAMAGE_3 = { type: "damage" as const, amount: 3, to: "target" as const };
const OTHER_CLASS = { type: "addCard" as const, pool: { type: "CARD" as const, otherClass: true }, enchantment: "RLK_570e3" };
const DRAW_2 = { type: "draw" as const, count: 2 };
const CHARACTER = { type: "character" as const };

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
  // --- w10/rlk: cards whose text the format expresses ---
  // Alexandros Mograine: "Battlecry: For the rest of the game, deal 3 damage to your opponent at the end of your turns." A player
  // state on your hero (the game's RLK_706e3), "your turns" its controller's (as the Temporary state's).
  { id: "RLK_706", battlecry: [{ type: "buff", to: "friendly-hero", enchantment: "RLK_706e3" }] },
  { id: "RLK_706e3", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "damage", amount: 3, to: "enemy-hero" }] }] },
  // Arms Dealer: "After you summon an Undead, give it +1 Attack." (another Undead: its own summon does not count, as Knife Juggler's)
  { id: "RLK_824", triggers: [{ on: "after-summon", if: { target: { side: "friendly", type: "minion", race: "UNDEAD", not: "self" } },
    do: [{ type: "buff", to: "event-target", enchantment: "RLK_824e" }] }] },
  { id: "RLK_824e", buff: { attack: 1 } },
  // Bonecaller: "Taunt Deathrattle: Resurrect a friendly Undead that died this game."
  { id: "RLK_813", deathrattle: [{ type: "resurrect", where: { race: "UNDEAD" } }] },
  // Cannibalize: "Destroy a minion. Restore its Health to all friendly characters." (its Health as it is once destroyed: still in
  // play, mortally wounded, until the death phase)
  { id: "NX2_020", target: { type: "minion" }, spell: [{ type: "destroy", to: "target" },
    { type: "heal", amount: { stat: "health", of: "target" }, to: "friendly-characters" }] },
  // Cold Storage: "Freeze a minion. Add a copy of it to your hand."
  { id: "NX2_009", target: { type: "minion" }, spell: [{ type: "freeze", to: "target" }, { type: "addCard", copyOf: "target" }] },
  // Deal with a Devil: "Summon two 3/3 Felfiends with Lifesteal. If your deck has no minions, summon two more."
  { id: "RLK_211", spell: [{ type: "summon", card: "RLK_211t", count: 2 },
    { type: "if", if: { not: { exists: { all: "deck", side: "friendly", where: { type: "minion" } } } }, then: [{ type: "summon", card: "RLK_211t", count: 2 }] }] },
  // Fleshshaper: "Taunt. Battlecry: If you have 5 or more Armor, summon a copy of this." (a copy per 4.8, rules-notes 226)
  { id: "NX2_027", battlecry: [{ type: "if", if: { value: { stat: "armor", of: "friendly-hero" }, atLeast: 5 },
    then: [{ type: "summonCopy", of: "self", copyState: true }] }] },
  // Frostfin Chomper: "Battlecry: If you played an Elemental last turn, summon three 1/1 Murlocs."
  { id: "NX2_007", battlecry: [{ type: "if", if: { playedLastTurn: "minion", race: "ELEMENTAL", atLeast: 1 }, then: [{ type: "summon", card: "NX2_007t", count: 3 }] }] },
  // Hawkstrider Rancher: "Whenever you play a minion, give it +1/+1 and \"Deathrattle: Summon a 1/1 Hawkstrider.\"" (RLK_970e)
  { id: "RLK_970", triggers: [{ on: "play", if: { target: { side: "friendly", type: "minion" } }, do: [{ type: "buff", to: "event-target", enchantment: "RLK_970e" }] }] },
  { id: "RLK_970e", buff: { attack: 1, health: 1 }, deathrattle: [{ type: "summon", card: "RLK_970t" }] },
  // Infantry Reanimator: "Battlecry: Resurrect a friendly Undead. Give it Reborn."
  { id: "RLK_531", battlecry: [{ type: "resurrect", where: { race: "UNDEAD" } }, { type: "buff", to: { all: "summoned" }, grants: ["REBORN"] }] },
  // Infectious Ghoul: "Deathrattle: Give a random friendly minion \"Deathrattle: Summon an Infectious Ghoul.\"" (RLK_653e)
  { id: "RLK_653", deathrattle: [{ type: "buff", to: { random: "friendly-minions" }, enchantment: "RLK_653e" }] },
  { id: "RLK_653e", deathrattle: [{ type: "summon", card: "RLK_653" }] },
  // the prologue printing's label of the same Deathrattle (as RLK_Prologue_RLK_957e)
  { id: "RLK_Prologue_RLK_653e", deathrattle: [{ type: "summon", card: "RLK_653" }] },
  // Invincible: "Reborn Battlecry and Deathrattle: Give another random friendly Undead +5/+5 and Taunt." (one pick for both)
  { id: "RLK_592", battlecry: [{ type: "group", of: { random: { all: "minions", side: "friendly", where: { race: "UNDEAD", not: "self" } } },
    do: [{ type: "buff", to: "group", enchantment: "RLK_592e" }, { type: "buff", to: "group", grants: ["TAUNT"] }] }],
  deathrattle: [{ type: "group", of: { random: { all: "minions", side: "friendly", where: { race: "UNDEAD", not: "self" } } },
    do: [{ type: "buff", to: "group", enchantment: "RLK_592e" }, { type: "buff", to: "group", grants: ["TAUNT"] }] }] },
  { id: "RLK_592e", buff: { attack: 5, health: 5 } },
  // Jolly Roger: "After your hero attacks, summon a 1/1 Undead Pirate."
  { id: "NX2_006", triggers: [{ on: "after-attack", if: { source: "friendly-hero" }, do: [{ type: "summon", card: "NX2_006t" }] }] },
  // Keeneye Spotter: "Whenever your hero attacks a minion, set its Health to 1." (the attack step, before combat damage; the
  // game's RLK_827e "This minion has 1 Health.")
  { id: "RLK_827", triggers: [{ on: "attack", if: [{ source: "friendly-hero" }, { target: "minion" }], do: [{ type: "buff", to: "event-target", enchantment: "RLK_827e" }] }] },
  { id: "RLK_827e", buff: { setHealth: 1 } },
  // Light of the Phoenix: "Draw 2 cards. Costs (1) less for each damaged friendly character."
  { id: "RLK_603", spell: [{ type: "draw", count: 2 }],
    auras: [{ to: "self", zone: "hand", buff: { cost: { count: { all: "characters", side: "friendly", where: { damaged: true } }, multiply: -1 } } }] },
  // Lingering Zombie: "Deathrattle: Summon a 1/1 Disarmed Zombie with \"Deathrattle: Summon a 1/1 Zombie.\"" (RLK_650t, RLK_650t2)
  { id: "RLK_650", deathrattle: [{ type: "summon", card: "RLK_650t" }] },
  { id: "RLK_650t", deathrattle: [{ type: "summon", card: "RLK_650t2" }] },
  { id: "RLK_650t2" },
  // Lor'themar Theron: "Battlecry: Double the stats of all minions in your deck." (each gains its own Attack and Health: RLK_593e)
  { id: "RLK_593", battlecry: [{ type: "buff", to: { all: "deck", side: "friendly", where: { type: "minion" } }, enchantment: "RLK_593e",
    attack: { stat: "attack", of: "each" }, health: { stat: "health", of: "each" } }] },
  { id: "RLK_593e" },
  // Lost Exarch: "Deathrattle: Spend all your Mana. Summon that many 2/2 Zombies with Rush." (NX2_032t, the data's Ghoul)
  { id: "NX2_032", deathrattle: [{ type: "spendMana", all: true }, { type: "summon", card: "NX2_032t", count: { manaSpent: "now" } }] },
  // Mind Eater: "Deathrattle: Add a copy of a card in your opponent's deck to your hand." (a random one)
  { id: "RLK_845", deathrattle: [{ type: "addCard", copyOf: { random: { all: "deck", side: "enemy" } } }] },
  // Nofin's Imp-ossible: "Give all friendly Demons and Murlocs \"Deathrattle: Summon a 2/2 Imploc.\"" (a Demon Murloc gets it once)
  { id: "NX2_016", spell: [{ type: "buff", to: { all: "minions", side: "friendly", where: { race: "DEMON" } }, enchantment: "NX2_016e" },
    { type: "buff", to: { all: "minions", side: "friendly", where: { race: "MURLOC", notRace: "DEMON" } }, enchantment: "NX2_016e" }] },
  { id: "NX2_016e", deathrattle: [{ type: "summon", card: "NX2_016t" }] },
  // Plague Eruption: "Deal $2 damage to all minions. If you've discarded a card this game, deal $1 more."
  { id: "NX2_017", spell: [{ type: "if", if: { value: { thisGame: "discarded" }, atLeast: 1 },
    then: [{ type: "damage", amount: 3, to: "all-minions" }], else: [{ type: "damage", amount: 2, to: "all-minions" }] }] },
  // Plaguespreader: "Deathrattle: Transform a random minion in your opponent's hand into a Plaguespreader."
  { id: "RLK_831", deathrattle: [{ type: "transform", to: { random: { all: "hand", side: "enemy", where: { type: "minion" } } }, card: "RLK_831" }] },
  // Prescience: "Draw 2 minions. For each that costs (5) or more, summon a 2/3 Spirit with Taunt." (their Costs once drawn)
  { id: "RLK_553", spell: [{ type: "draw", count: 2, where: { type: "minion" } },
    { type: "summon", card: "RLK_553t", count: { count: { all: "drawn", where: { zone: "hand", minCost: 5 } } } }] },
  // Prismatic Elemental: "Battlecry: Discover a spell from any class. It costs (1) less." (RLK_547e)
  { id: "RLK_547", battlecry: [{ type: "discover", from: { type: "SPELL" }, cost: -1, enchantment: "RLK_547e" }] },
  { id: "RLK_547e", buff: { cost: -1 } },
  // Rake: "Give your hero +2 Attack this turn. Deal damage equal to your hero's Attack to a minion." (as Shield Slam's amount)
  { id: "NX2_012", target: { type: "minion" }, spell: [{ type: "buff", to: "friendly-hero", enchantment: "NX2_012e" },
    { type: "damage", amount: { stat: "attack", of: "friendly-hero" }, to: "target" }] },
  { id: "NX2_012e", buff: { attack: 2, oneTurn: true } },
  // Ricochet Shot: "Deal $1 damage to three random enemies." (three different enemies picked at once, as Deathchiller's, rules-notes 223)
  { id: "RLK_818", spell: [{ type: "group", of: { random: "enemy-characters", count: 3 }, do: [{ type: "damage", amount: 1, to: "group" }] }] },
  // Rotgill: "Battlecry: Give your other minions \"Deathrattle: Give your minions +1/+1.\"" (RLK_550e, RLK_550e2)
  { id: "RLK_550", battlecry: [{ type: "buff", to: "other-friendly-minions", enchantment: "RLK_550e" }] },
  { id: "RLK_550e", deathrattle: [{ type: "buff", to: "friendly-minions", enchantment: "RLK_550e2" }] },
  { id: "RLK_550e2", buff: { attack: 1, health: 1 } },
  // Rotten Rodent: "Battlecry: Reduce the Cost of all Deathrattle cards in your deck by (1)."
  { id: "RLK_216", battlecry: [{ type: "buff", to: { all: "deck", side: "friendly", where: { has: "deathrattle" } }, enchantment: "RLK_216e" }] },
  { id: "RLK_216e", buff: { cost: -1 } },
  // Scourge Supplies: "Draw 3 cards. Choose one to discard." (one of the cards drawn, still in hand)
  { id: "RLK_533", spell: [{ type: "draw", count: 3 }, { type: "pick", from: { all: "drawn", where: { zone: "hand" } }, do: [{ type: "discard", to: { all: "group" } }] }] },
  // Silvermoon Farstrider: "Battlecry: Give all Arcane spells in your hand Spell Damage +1." (a spell's own Spell Damage: RLK_826e)
  { id: "RLK_826", battlecry: [{ type: "buff", to: { all: "hand", side: "friendly", where: { type: "spell", spellSchool: "ARCANE" } }, enchantment: "RLK_826e" }] },
  { id: "RLK_826e", spellDamage: 1 },
  // Soulstealer: "Battlecry: Destroy all other minions. Gain 1 Corpse for each enemy destroyed." (the enemy minions destroyed,
  // mortally wounded in play until the death phase)
  { id: "RLK_741", battlecry: [{ type: "destroy", to: "all-other-minions" },
    { type: "gainCorpses", amount: { count: { all: "minions", side: "enemy", where: { mortallyWounded: true } } } }] },
  // Umbral Geist: "Deathrattle: Add a random Shadow spell to your hand."
  { id: "RLK_914", deathrattle: [{ type: "addCard", pool: { type: "SPELL", spellSchool: "SHADOW" } }] },
  // Walking Dead: "Taunt If you discard this minion, summon it." (as Silverware Golem)
  { id: "RLK_532", triggers: [{ on: "discard", zone: "hand", if: { target: "self" }, do: [{ type: "summon", card: "RLK_532" }] }] },
  // Wretched Exile: "After you play an Outcast card, add a random Outcast card to your hand."
  { id: "RLK_210", triggers: [{ on: "after-play", if: { target: { side: "friendly", has: "outcast" } }, do: [{ type: "addCard", pool: { type: "CARD", mechanic: "OUTCAST" } }] }] },
  // Vengeful Walloper: "Rush. Costs (1) less for each Outcast card you've played this game."
  { id: "RLK_213", auras: [{ to: "self", zone: "hand", buff: { cost: { playedThisGame: "card", mechanic: "OUTCAST", multiply: -1 } } }] },
  // Vexallus: "Your Arcane spells cast twice."
  { id: "RLK_541", auras: [{ rule: "spells-twice", where: { spellSchool: "ARCANE" } }] },
  // The Sunwell: "Fill your hand with random spells. Costs (1) less for each other card in your hand."
  { id: "RLK_590", spell: [{ type: "addCard", pool: { type: "SPELL" }, untilFull: true }],
    auras: [{ to: "self", zone: "hand", buff: { cost: { count: { all: "hand", side: "friendly", where: { not: "self" } }, multiply: -1 } } }] },
  // Tear Reality: "Add 2 random Mage spells from the past to your hand. They cost (2) less." (NX2_001e)
  { id: "NX2_001", spell: [{ type: "addCard", pool: { type: "SPELL", cardClass: "MAGE", fromThePast: true }, count: 2, enchantment: "NX2_001e" }] },
  { id: "NX2_001e", buff: { cost: -2 } },
  // Calamity's Grasp: "Deathrattle: Add a random Outcast card to your hand."
  { id: "NX2_025", deathrattle: [{ type: "addCard", pool: { type: "CARD", mechanic: "OUTCAST" } }] },
  // Fierce Outsider: "Rush Outcast: Your next Outcast card costs (1) less." (a cost state on your hero, used up by the next Outcast
  // card played, as the Studies')
  { id: "RLK_207", outcast: [{ type: "buff", to: "friendly-hero", enchantment: "RLK_207e" }] },
  { id: "RLK_207e", auras: [{ to: { all: "hand", side: "friendly", where: { has: "outcast" } }, buff: { cost: -1 } }], consumedBy: { has: "outcast" } },
  // Undying Allies: "After you play an Undead this turn, give it Reborn." (a one-turn state on your hero: RLK_823e)
  { id: "RLK_823", spell: [{ type: "buff", to: "friendly-hero", enchantment: "RLK_823e" }] },
  { id: "RLK_823e", buff: { oneTurn: true }, triggers: [{ on: "after-play", if: { target: { side: "friendly", type: "minion", race: "UNDEAD" } },
    do: [{ type: "buff", to: "event-target", grants: ["REBORN"] }] }] },
  // Disruptive Spellbreaker: "At the end of your turn, your opponent discards a spell." (a random spell of their hand)
  { id: "RLK_607", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "discard", to: { random: { all: "hand", side: "enemy", where: { type: "spell" } } } }] }] },
  // Soul Barrage: "When you play or discard this, deal $5 damage randomly split among all enemies." (five hits of 1, 3.5)
  { id: "RLK_534", spell: [{ type: "damage", amount: 1, to: { random: "enemy-characters", count: 5 } }],
    triggers: [{ on: "discard", zone: "hand", if: { target: "self" }, do: [{ type: "damage", amount: 1, to: { random: "enemy-characters", count: 5 } }] }] },
  // Crypt Keeper: "Taunt. Costs (1) less for each Armor you have."
  { id: "RLK_651", auras: [{ to: "self", zone: "hand", buff: { cost: { stat: "armor", of: "friendly-hero", multiply: -1 } } }] },
  // Blazing Transmutation: "Choose a minion. Discover one that costs (1) more to transform it into." (the minion's Cost now, plus 1;
  // the card taken is set aside and the minion becomes a fresh one of it, 4.5)
  { id: "NX2_008", target: { type: "minion" }, spell: [
    { type: "discover", from: { type: "MINION", cost: { stat: "cost", of: "target", add: 1 }, yourClass: true }, into: "aside" },
    { type: "transform", to: "target", cardOf: { all: "added" } }] },
  // Elder Nadox: "Battlecry: Destroy a friendly Undead. Your minions gain its Attack." (its Attack as it is once destroyed, still
  // in play until the death phase; the game's RLK_658e)
  { id: "RLK_658", target: { type: "minion", side: "friendly", where: { race: "UNDEAD" } }, battlecry: [{ type: "destroy", to: "target" },
    { type: "buff", to: { all: "minions", side: "friendly", where: { alive: true } }, enchantment: "RLK_658e", attack: { stat: "attack", of: "target" } }] },
  { id: "RLK_658e" },
  // Felscale Evoker: "Battlecry: If you've cast three spells while holding this, summon a different Demon from your deck."
  { id: "NX2_026", battlecry: [{ type: "if", if: { value: { playedThisGame: "spell", whileHeld: true }, atLeast: 3 },
    then: [{ type: "putIntoPlay", from: "deck", where: { type: "minion", race: "DEMON", notName: "Felscale Evoker" } }] }] },
  // Rimescale Siren: "Battlecry: If you've cast three spells while holding this, Freeze 3 random enemy minions." (three different)
  { id: "NX2_035", battlecry: [{ type: "if", if: { value: { playedThisGame: "spell", whileHeld: true }, atLeast: 3 },
    then: [{ type: "group", of: { random: "enemy-minions", count: 3 }, do: [{ type: "freeze", to: "group" }] }] }] },
  // Hope of Quel'Thalas: "After your hero attacks, give your minions +1/+1 (wherever they are)." (board, hand and deck: RLK_828e)
  { id: "RLK_828", triggers: [{ on: "after-attack", if: { source: "friendly-hero" }, do: [
    { type: "buff", to: "friendly-minions", enchantment: "RLK_828e" },
    { type: "buff", to: { all: "hand", side: "friendly", where: { type: "minion" } }, enchantment: "RLK_828e" },
    { type: "buff", to: { all: "deck", side: "friendly", where: { type: "minion" } }, enchantment: "RLK_828e" }] }] },
  { id: "RLK_828e", buff: { attack: 1, health: 1 } },
  // Overlord Drakuru: "Rush, Windfury After this attacks and kills a minion, resurrect it on your side." (as Warsong Grunt's "attacks
  // and kills", rules-notes 224: the defender mortally wounded in the after-attack step; a fresh copy of it for you)
  { id: "RLK_913", triggers: [{ on: "after-attack", if: [{ source: "self" }, { target: { type: "minion", mortallyWounded: true } }],
    do: [{ type: "summonCopy", of: "event-target" }] }] },
  // Twisted Tether: "Destroy a minion. Give its stats to a random Undead in your hand." (its Attack and Health once destroyed: RLK_537e)
  { id: "RLK_537", target: { type: "minion" }, spell: [{ type: "destroy", to: "target" },
    { type: "buff", to: { random: { all: "hand", side: "friendly", where: { type: "minion", race: "UNDEAD" } } }, enchantment: "RLK_537e",
      attack: { stat: "attack", of: "target" }, health: { stat: "health", of: "target" } }] },
  { id: "RLK_537e" },
  // Scourge Illusionist: "Deathrattle: Add a 4/4 copy of another Deathrattle minion in your deck to your hand. It costs (4) less."
  // (a random Deathrattle minion of the deck other than a Scourge Illusionist; RLK_217e 4/4, RLK_217e2 (4) less)
  { id: "RLK_217", deathrattle: [{ type: "addCard", copyOf: { random: { all: "deck", side: "friendly", where: { type: "minion", has: "deathrattle", notName: "Scourge Illusionist" } } },
    enchantment: "RLK_217e" }, { type: "buff", to: { all: "added", where: { zone: "hand" } }, enchantment: "RLK_217e2" }] },
  { id: "RLK_217e", buff: { setAttack: 4, setHealth: 4 } },
  { id: "RLK_217e2", buff: { cost: -4 } },
  // Wither: "Choose a minion. Each friendly Undead steals 1 Attack and Health from it." (one Undead after another: the minion
  // -1/-1 (RLK_655e), the Undead +1/+1 (RLK_655e2))
  { id: "RLK_655", target: { type: "minion" }, spell: [{ type: "group", each: true, of: { all: "minions", side: "friendly", where: { race: "UNDEAD" } },
    do: [{ type: "buff", to: "target", enchantment: "RLK_655e" }, { type: "buff", to: "group", enchantment: "RLK_655e2" }] }] },
  { id: "RLK_655e", buff: { attack: -1, health: -1 } },
  { id: "RLK_655e2", buff: { attack: 1, health: 1 } },
  // Brutal Annihilan: "Taunt, Rush After this minion survives damage, deal that amount to the enemy hero."
  { id: "RLK_212", triggers: [{ on: "damage", if: [{ target: "self" }, { target: { alive: true } }], do: [{ type: "damage", amount: { event: "amount" }, to: "enemy-hero" }] }] },
  // Enchanter: "Enemy minions take double damage during your turn." (an amount-changing pre-damage trigger, 4.9, as Mo'arg Artificer)
  { id: "RLK_952", triggers: [{ on: "pre-damage", if: [{ turn: "own" }, { target: "enemy-minion" }], do: [{ type: "changeDamage", multiply: 2 }] }] },
  // Blood Matriarch Liadrin: "After you summon a minion with less Attack than this, give it Divine Shield and Rush." (the filter
  // `lessThanOf`: its Attack once summoned, below Liadrin's now; RLK_924e)
  { id: "RLK_924", triggers: [{ on: "after-summon", if: { target: { side: "friendly", type: "minion", not: "self", lessThanOf: { stat: "attack", of: "self" } } },
    do: [{ type: "buff", to: "event-target", enchantment: "RLK_924e" }] }] },
  { id: "RLK_924e", buff: { grants: ["DIVINE_SHIELD", "RUSH"] } },
  // Mark of Scorn: "Draw a card. If it's not a minion, deal $4 damage to the lowest Health enemy." (none drawn — an empty deck —:
  // nothing; a random one among the lowest)
  { id: "RLK_206", spell: [{ type: "draw" }, { type: "if", if: { all: [{ exists: { all: "drawn" } }, { not: { exists: { all: "drawn", where: { type: "minion" } } } }] },
    then: [{ type: "damage", amount: 4, to: { random: "enemy-characters", lowest: "health" } }] }] },
  // Whirlweaver: "Battlecry: If you've cast a spell last turn, Discover an Elemental."
  { id: "NX2_003", battlecry: [{ type: "if", if: { playedLastTurn: "spell", atLeast: 1 }, then: [{ type: "discover", from: { type: "MINION", race: "ELEMENTAL", yourClass: true } }] }] },

  // "If a friendly Undead died after your last turn" (the amount `died` with `race` and `sinceYourLastTurn`; rules-notes
  // 970), as Necrotic Mortician's (core/death-knight.ts).
  // Bone Flinger: "Battlecry: If a friendly Undead died after your last turn, deal 2 damage." A target only when it holds (as Blackwing Corruptor's).
  { id: "RLK_123", target: { type: "character", if: UNDEAD_DIED_SINCE_LAST_TURN },
    battlecry: [{ type: "if", if: UNDEAD_DIED_SINCE_LAST_TURN, then: [{ type: "damage", amount: 2, to: "target" }] }] },
  // Grave Digging: "Draw 2 cards. Costs (1) if a friendly Undead died after your last turn." (an aura of the card in hand on itself)
  { id: "RLK_829", spell: [{ type: "draw", count: 2 }], auras: [{ to: "self", zone: "hand", buff: { setCost: 1 }, if: UNDEAD_DIED_SINCE_LAST_TURN }] },
  // Noxious Infiltrator: "Poisonous. Battlecry: If a friendly Undead died after your last turn, deal 1 damage to a minion."
  // (the Battlecry's damage is the minion's, so its Poisonous destroys what it hits)
  { id: "RLK_529", target: { type: "minion", if: UNDEAD_DIED_SINCE_LAST_TURN },
    battlecry: [{ type: "if", if: UNDEAD_DIED_SINCE_LAST_TURN, then: [{ type: "damage", amount: 1, to: "target" }] }] },
  // Nerubian Vizier: "Battlecry: Discover a spell. If a friendly Undead died after your last turn, it costs (2) less."
  { id: "RLK_834", battlecry: [{ type: "if", if: UNDEAD_DIED_SINCE_LAST_TURN,
    then: [{ type: "discover", from: { type: "SPELL", yourClass: true }, enchantment: "RLK_834e" }],
    else: [{ type: "discover", from: { type: "SPELL", yourClass: true } }] }] },
  { id: "RLK_834e", buff: { cost: -2 } },
  // Nerubian Flyer: "Battlecry: If a friendly Undead died after your last turn, summon a 2/2 Nerubian."
  { id: "RLK_956", battlecry: [{ type: "if", if: UNDEAD_DIED_SINCE_LAST_TURN, then: [{ type: "summon", card: "RLK_956t" }] }] },
  // ---- w11/bands ----
  // Shadow Word: Undeath: "Deal $2 damage to all enemies. If a friendly Undead died after your last turn, deal $2 more."
  // (one hit of 4, as Hot Coals and Plague Eruption: the condition read as the spell resolves)
  { id: "RLK_815", spell: [{ type: "if", if: UNDEAD_DIED_SINCE_LAST_TURN,
    then: [{ type: "damage", amount: 4, to: "enemy-characters" }], else: [{ type: "damage", amount: 2, to: "enemy-characters" }] }] },
  // High Cultist Basaleph: "Battlecry: Resurrect all friendly Undead that died after your last turn." (every such death,
  // in the order they died, as Whitemane's `all`; a full board stops the rest)
  { id: "RLK_832", battlecry: [{ type: "resurrect", all: true, sinceYourLastTurn: true, where: { race: "UNDEAD" } }] },
  // Unending Swarm: "Resurrect all friendly minions that cost (2) or less." (every such death of the game, in the order they
  // died; a full board stops the rest: rules-notes 1083)
  { id: "RLK_652", spell: [{ type: "resurrect", all: true, where: { costAtMost: 2 } }] },
  // Manathirst written without "Battlecry:" on a minion: the card field `whenPlayed` (rules-notes 1080).
  // Crystal Broker: "Manathirst (5): Summon a random 3-Cost minion. Manathirst (10): Summon an 8-Cost minion instead."
  { id: "RLK_221", whenPlayed: [{ type: "if", if: { manathirst: 10 },
    then: [{ type: "summonRandom", pool: { type: "MINION", cost: 8 } }],
    else: [{ type: "if", if: { manathirst: 5 }, then: [{ type: "summonRandom", pool: { type: "MINION", cost: 3 } }] }] }] },
  // Darkfallen Shadow: "Rush Manathirst (6): Gain Reborn."
  { id: "NX2_051", whenPlayed: [{ type: "if", if: { manathirst: 6 }, then: [{ type: "buff", to: "self", grants: ["REBORN"] }] }] },
  // Death Beetle: "Taunt Manathirst (11): Gain +4/+4 and Charge." (NX2_010e "+4/+4", then Charge)
  { id: "NX2_010", whenPlayed: [{ type: "if", if: { manathirst: 11 }, then: [{ type: "buff", to: "self", enchantment: "NX2_010e" }, { type: "buff", to: "self", grants: ["CHARGE"] }] }] },
  { id: "NX2_010e", buff: { attack: 4, health: 4 } },
  // Silvermoon Armorer: "Rush Manathirst (7): Gain +2/+2."
  { id: "RLK_955", whenPlayed: [{ type: "if", if: { manathirst: 7 }, then: [{ type: "buff", to: "self", enchantment: "RLK_955e" }] }] },
  { id: "RLK_955e", buff: { attack: 2, health: 2 } },
  // Silvermoon Sentinel: "Taunt Manathirst (8): Gain +2/+2 and Divine Shield."
  { id: "RLK_518", whenPlayed: [{ type: "if", if: { manathirst: 8 }, then: [{ type: "buff", to: "self", enchantment: "RLK_518e" }, { type: "buff", to: "self", grants: ["DIVINE_SHIELD"] }] }] },
  { id: "RLK_518e", buff: { attack: 2, health: 2 } },
  // Eversong Portal: "Summon $1 4/4 Lynxes with Rush (improved by Spell Damage)." (1 and your Spell Damage as the spell resolves)
  { id: "RLK_819", spell: [{ type: "summon", card: "RLK_819t", count: { spellDamage: "have", add: 1 } }] },
  // ZOMBEEEES!!!: "Secret: After your opponent plays a minion, summon four 1/1 Zombees to attack it." (NX2_013t; as TREEEES!!!:
  // all four summoned, then each attacks it in turn; needs a free place, as Snake Trap)
  { id: "NX2_013", triggers: [{ on: "after-play", if: [{ target: { side: "enemy", type: "minion", alive: true } }, { space: "friendly-board" }],
    do: [{ type: "summon", card: "NX2_013t", count: 4 }, { type: "forceAttack", attacker: { all: "summoned" }, defender: "event-target" }] }] },
  // Ransack: "Deal $1 damage to a minion. If you've played a card from another class this turn, deal $4 instead."
  { id: "NX2_004", target: { type: "minion" }, spell: [{ type: "if", if: { value: { playedThisGame: "card", otherClass: true, thisTurn: true }, atLeast: 1 },
    then: [{ type: "damage", amount: 4, to: "target" }], else: [{ type: "damage", amount: 1, to: "target" }] }] },
  // Flesh Behemoth: "Taunt Deathrattle: Draw another Undead and summon a copy of it." ("another": a card not a Flesh Behemoth,
  // as Scourge Illusionist's; the copy of the card drawn, 4.8, if it reached the hand)
  { id: "RLK_830", deathrattle: [{ type: "draw", where: { type: "minion", race: "UNDEAD", notName: "Flesh Behemoth" } },
    { type: "summonCopy", of: { all: "drawn", where: { zone: "hand" } }, copyState: true }] },
  // Shallow Grave: "Trigger a friendly minion's Deathrattle, then destroy it." (a friendly Deathrattle minion, as Play Dead's
  // target)
  { id: "RLK_536", target: { type: "minion", side: "friendly", where: { has: "deathrattle" } }, spell: [{ type: "triggerDeathrattle", to: "target" }, { type: "destroy", to: "target" }] },
  // Devourer of Souls: "After a friendly minion dies, gain its Deathrattle." (the dead minion's card's Deathrattle as printed —
  // the death record keeps no states, 4.10 — remembered by RLK_538e, as Death Blossom Whomper's; rules-notes 1084)
  { id: "RLK_538", triggers: [{ on: "death", if: { target: { side: "friendly", type: "minion", has: "deathrattle" } },
    do: [{ type: "buff", to: "self", enchantment: "RLK_538e", remember: "event-target" }] }] },
  { id: "RLK_538e", deathrattle: [{ type: "rememberedDeathrattle" }] },
  // Asvedon, the Grandshield: "Taunt Battlecry: Cast a copy of the last spell your opponent played." (a new copy of the latest
  // spell of their record of plays, cast for you with random targets as any spell cast; none played: nothing)
  { id: "RLK_608", battlecry: [{ type: "castSpell", played: { last: true, side: "enemy" } }] },
  // --- Session 12 (w12/toys) ---
  // Rotting Necromancer: "Battlecry: Dredge. If it's an Undead, deal 5 damage to the enemy hero." (the card Dredge put on top,
  // `{ all: "putOnTop" }`; an Amalgam is an Undead)
  { id: "NX2_018", battlecry: [{ type: "putOnTop", count: 3, bottom: true },
    { type: "if", if: { exists: { all: "putOnTop", where: { race: "UNDEAD" } } }, then: [{ type: "damage", amount: 5, to: "enemy-hero" }] }] },
  // From De Other Side: "Summon a copy of each minion in your hand. They attack random enemy minions, then die." (copies of the
  // cards as they are in hand, 4.8, placed as one summon's minions; each attacks a random enemy minion picked as its attack
  // begins, then all are destroyed — rules-notes 1320)
  { id: "RLK_911", spell: [{ type: "summonCopy", of: { all: "hand", side: "friendly", where: { type: "minion" } }, copyState: true },
    { type: "forceAttack", attacker: { all: "summoned" }, defender: { random: "enemy-minions" } },
    { type: "destroy", to: { all: "summoned" } }] },
  // Grand Magister Rommath: "Battlecry: Recast each spell you've cast this game that didn't start in your deck." (the spells
  // of the record of plays made during the game — a CREATOR —, in the order played, each a new copy cast as `replay` casts)
  { id: "RLK_803", battlecry: [{ type: "replay", played: { type: "spell", created: true } }] },
  // Vast Wisdom: "Discover two spells that cost (3) or less. Swap their Costs." (two Discovers from your class and neutral
  // spells; the two cards taken swap the Costs they have, each given RLK_546e — rules-notes 1324)
  { id: "RLK_546", spell: [{ type: "discover", from: { type: "SPELL", costAtMost: 3, yourClass: true } },
    { type: "group", of: { all: "added" }, do: [{ type: "discover", from: { type: "SPELL", costAtMost: 3, yourClass: true } },
      { type: "swapCosts", of: { all: "group" }, with: { all: "added" }, enchantment: "RLK_546e" }] }] },
  { id: "RLK_546e" },
  // Sanctum Spellbender: "Whenever your opponent targets another minion with a spell, redirect it to this." (a targeting
  // trigger, 2.3 结算阶段 b, as Spellbender's: a spell your opponent plays at any other minion, either side's, resolves
  // against this instead; a hero target is not redirected — rules-notes 1325)
  { id: "RLK_677", triggers: [{ on: "target", if: [{ source: { side: "enemy", type: "spell" } }, { target: { type: "minion", not: "self" } }],
    do: [{ type: "retarget", to: "self" }] }] },
  // Amorphous Slime: "Battlecry: Discard a random Undead. Deathrattle: Summon a copy of it." (as Carnivorous Cube: RLK_540e,
  // "Discarded {0}", remembers the card discarded; the Deathrattle summons a fresh copy of it — rules-notes 1325)
  { id: "RLK_540", battlecry: [{ type: "group", of: { random: { all: "hand", side: "friendly", where: { type: "minion", race: "UNDEAD" } } }, do: [
    { type: "discard", to: { all: "group" } }, { type: "buff", to: "self", enchantment: "RLK_540e", remember: { all: "group" } }] }],
  deathrattle: [{ type: "summonRemembered", enchantment: "RLK_540e" }] },
  { id: "RLK_540e" },
  // Training Session: "Discover a Taunt minion. If you play it this turn, repeat this." (the card taken carries NX2_029e, "If
  // played this turn, Discover another Taunt minion", for this turn; played, it Discovers again — the new card carrying it
  // too — rules-notes 1325)
  { id: "NX2_029", spell: [{ type: "discover", from: { type: "MINION", mechanic: "TAUNT", yourClass: true }, enchantment: "NX2_029e" }] },
  { id: "NX2_029e", buff: { oneTurn: true }, triggers: [{ on: "play", if: { target: "self" },
    do: [{ type: "discover", from: { type: "MINION", mechanic: "TAUNT", yourClass: true }, enchantment: "NX2_029e" }] }] },
  // Shockspitter: "Battlecry: Deal 1 damage. (Improved by your hero attacks this game!)" (1 more for each attack your hero made
  // this game, the amount thisGame heroAttacks — rules-notes 1330)
  { id: "RLK_825", target: { type: "character" }, battlecry: [{ type: "damage", amount: { thisGame: "heroAttacks", add: 1 }, to: "target" }] },
  // Felerin, the Forgotten: "Battlecry: Add a random Outcast card to the left and right sides of your hand. They cost (2) less."
  // (two random Outcast cards of any class, the left one first; a full hand burns — rules-notes 1331)
  { id: "RLK_215", battlecry: [{ type: "addCard", pool: { type: "CARD", mechanic: "OUTCAST" }, cost: -2, leftmost: true },
    { type: "addCard", pool: { type: "CARD", mechanic: "OUTCAST" }, cost: -2 }] },
  // --- w13/toys: Concoctions (混合: the card field `mix`, rules-notes 1544) ---
  // Concoctor: "Battlecry: Add a random Concoction to your hand." (one of the five unmixed)
  { id: "RLK_568", battlecry: [{ type: "addCard", pool: CONCOCTIONS }] },
  // Potion Belt: "Discover 2 Concoctions." (the second mixes with the first)
  { id: "RLK_569", spell: [{ type: "discover", from: CONCOCTIONS }, { type: "discover", from: CONCOCTIONS }] },
  // Vile Apothecary: "At the end of your turn, add a random Concoction to your hand."
  { id: "RLK_571", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "addCard", pool: CONCOCTIONS }] }] },
  // Potionmaster Putricide: "After a minion dies, add a Concoction to your hand." (any minion, either side; a random one)
  { id: "RLK_572", triggers: [{ on: "death", if: { target: "minion" }, do: [{ type: "addCard", pool: CONCOCTIONS }] }] },
  // Ghoulish Alchemist: "Battlecry: Your next Concoction costs (0)." (a cost state on the hero, RLK_570e4, used up by the next
  // Concoction played — not limited to this turn)
  { id: "RLK_570", battlecry: [{ type: "buff", to: "friendly-hero", enchantment: "RLK_570e4" }] },
  { id: "RLK_570e4", consumedBy: { cardIn: ALL_CONCOCTIONS },
    auras: [{ to: { all: "hand", side: "friendly", where: { cardIn: ALL_CONCOCTIONS } }, buff: { setCost: 0 } }] },
  // The unmixed: "<part>. Add another Concoction to your hand to mix together!"
  { id: "RLK_570t1", mix: mixesOf(1), spell: [SUMMON_3] },
  { id: "RLK_570t2", mix: mixesOf(2), spell: [DESTROY_1] },
  { id: "RLK_570t3", mix: mixesOf(3), target: CHARACTER, spell: [DAMAGE_3] },
  { id: "RLK_570t4", mix: mixesOf(4), spell: [OTHER_CLASS] },
  { id: "RLK_570t5", mix: mixesOf(5), spell: [DRAW_2] },
  // "It costs (3) less."
  { id: "RLK_570e3", buff: { cost: -3 } },
  // The data's other enchantments of this family, which no current Concoction text attaches (older potions): each does what
  // its own text says when a snapshot carries it.
  { id: "RLK_570e", buff: { attack: 2 } },
  { id: "RLK_570e2" },
  { id: "RLK_570t2e", buff: { grants: ["POISONOUS", "REBORN"] } },
  // The mixed, each as its text reads.
  { id: "RLK_570t1t4", spell: [SUMMON_3, SUMMON_3] },
  { id: "RLK_570t1t2", spell: [SUMMON_3, DESTROY_1] },
  { id: "RLK_570t1t3", target: CHARACTER, spell: [DAMAGE_3, SUMMON_3] },
  { id: "RLK_570t1t1", spell: [SUMMON_3, OTHER_CLASS] },
  { id: "RLK_570tt1", spell: [DRAW_2, SUMMON_3] },
  { id: "RLK_570t2t2", spell: [{ type: "destroy", to: { random: "enemy-minions", count: 2 } }] },
  { id: "RLK_570t2t1", target: CHARACTER, spell: [DAMAGE_3, DESTROY_1] },
  { id: "RLK_570t4t1", spell: [OTHER_CLASS, DESTROY_1] },
  { id: "RLK_570tt4", spell: [DRAW_2, DESTROY_1] },
  { id: "RLK_570t3t", target: CHARACTER, spell: [DAMAGE_3, DAMAGE_3] },
  { id: "RLK_570t4t2", target: CHARACTER, spell: [DAMAGE_3, OTHER_CLASS] },
  { id: "RLK_570tt2", target: CHARACTER, spell: [DAMAGE_3, DRAW_2] },
  { id: "RLK_570t4t3", spell: [{ ...OTHER_CLASS, count: 2 }] },
  { id: "RLK_570tt3", spell: [DRAW_2, OTHER_CLASS] },
  { id: "RLK_570tt5", spell: [{ type: "draw", count: 4 }] },
  // Sister Svalna: "Battlecry: Permanently add a Vision of Darkness to your hand." (RLK_816t3: "Discover a Shadow spell. (This
  // stays in your hand.)" — it comes back each time it is cast, rules-notes 1546)
  { id: "RLK_816", battlecry: [{ type: "addCard", card: "RLK_816t3" }] },
  { id: "RLK_816t3", staysInHand: true, spell: [{ type: "discover", from: { type: "SPELL", spellSchool: "SHADOW", yourClass: true } }] },
  // Rivendare, Warrider: "Deathrattle: Shuffle the other 3 Horsemen into your deck." Each Horseman: "Deathrattle: If you had
  // all four Horsemen die this game, destroy the enemy hero." (each of the four cards died under your control at least once
  // this game, its own death included — the death record, 4.10; rules-notes 1548)
  { id: "NX2_034", deathrattle: [{ type: "shuffleIntoDeck", card: "NX2_034t" }, { type: "shuffleIntoDeck", card: "NX2_034t1" }, { type: "shuffleIntoDeck", card: "NX2_034t2" }] },
  ...["NX2_034t", "NX2_034t1", "NX2_034t2"].map((id): CardDefinition => ({ id, deathrattle: [{ type: "if",
    if: { value: { died: "minions", cards: ["NX2_034", "NX2_034t", "NX2_034t1", "NX2_034t2"], read: "different" }, atLeast: 4 },
    then: [{ type: "destroy", to: "enemy-hero" }] }] })),
  // --- w14/isle ---
  // Frost Queen Sindragosa: "Colossal +2. After an enemy minion is Frozen, destroy it." Her Wings (NX2_037t, NX2_037t2: "Rush.
  // Freeze any character damaged by this minion", the data's keywords) come with her.
  { id: "NX2_037", colossal: ["NX2_037t", "NX2_037t2"], triggers: [{ on: "freeze", if: { target: "enemy-minion" },
    do: [{ type: "destroy", to: "event-target" }] }] },
  { id: "NX2_037t" },
  { id: "NX2_037t2" },
  // Haunting Nightmare: "Deathrattle: Haunt a card in your hand. When you play it, summon a 4/3 Soldier." A random card of
  // your hand carries the data's RLK_822e2 ("Summons a 4/3 Soldier"); played, it summons RLK_822t (the data's 3-Cost 4/3)
  // as it is played (the play trigger, before a Battlecry; rules-notes 1742).
  { id: "RLK_822", deathrattle: [{ type: "buff", to: { random: { all: "hand", side: "friendly" } }, enchantment: "RLK_822e2" }] },
  { id: "RLK_822e2", triggers: [{ on: "play", if: { target: "self" }, do: [{ type: "summon", card: "RLK_822t" }] }] },
  { id: "RLK_822t" },
  // Silvermoon Arcanist: "Spell Damage +2. Battlecry: Your spells can't target heroes this turn." The data's one-turn player
  // state RLK_218e3 on your hero holds the rule (rules-notes 1744).
  { id: "RLK_218", battlecry: [{ type: "buff", to: "friendly-hero", enchantment: "RLK_218e3" }] },
  { id: "RLK_218e3", buff: { oneTurn: true }, auras: [{ rule: "spells-cant-target-heroes" }] },
  // Anub'Rekhan: "Battlecry: Gain 5 Armor. Your next 3 minions this turn cost Armor instead of Mana." The data's one-turn cost
  // state RLK_659e (three uses, one for each minion played) puts RLK_659e2 ("Costs Armor instead of Mana") on your minion
  // cards in hand (rules-notes 1745).
  { id: "RLK_659", battlecry: [{ type: "armor", amount: 5 }, { type: "buff", to: "friendly-hero", enchantment: "RLK_659e" }] },
  { id: "RLK_659e", uses: 3, buff: { oneTurn: true }, consumedBy: { type: "minion" },
    auras: [{ to: { all: "hand", side: "friendly", where: { type: "minion" } }, buff: { grants: ["CARD_COSTS_ARMOR"] }, enchantment: "RLK_659e2" }] },
  { id: "RLK_659e2" },
  // Scourge Troll: "Deathrattles given to this minion trigger twice." (the card field `givenDeathrattlesTwice`, rules-notes 1746)
  { id: "RLK_912", givenDeathrattlesTwice: true },
  // Translocation Instructor: "Battlecry: Choose an enemy minion. Swap it with a random one in their deck." (it goes into
  // their deck where that minion was, which is summoned in its place: `swapWithHand` `from: "deck"`, rules-notes 1748)
  { id: "RLK_950", target: { type: "minion", side: "enemy" }, battlecry: [{ type: "swapWithHand", of: "target", from: "deck" }] },
  // Faithful Companions: "Discover a Beast from your deck and summon it. Manathirst (10): Also summon a copy of it." The Beast
  // goes from the deck into play (a full board: it stays there, and no copy); with 10 Mana Crystals a copy of it as it is in
  // play (4.8 — `copyState`, its states kept) is summoned too (rules-notes 1750).
  { id: "NX2_015", spell: [{ type: "discover", from: "deck", where: { type: "minion", race: "BEAST" }, into: "play" },
    { type: "if", if: { all: [{ manathirst: 10 }, { exists: { all: "minions", side: "friendly", where: { is: "summoned" } } }] },
      then: [{ type: "summonCopy", of: "summoned", copyState: true }] }] },
  // Meat Grinder: "Battlecry: Shred a random minion in your deck to gain 4 Corpses." (the minion destroyed in the deck; the
  // zhCN text, "随机绞碎你牌库中的一个随从，获得4份残骸", makes the gain no condition: 4 Corpses with no minion there too —
  // rules-notes 1751)
  { id: "RLK_120", battlecry: [{ type: "destroy", to: { random: { all: "deck", side: "friendly", where: { type: "minion" } } } }, { type: "gainCorpses", amount: 4 }] },
];
