/**
 * Across the Timeways (穿越时间流, TIME_TRAVEL): the cards of several classes (the card data gives them no single class),
 * with the tokens and enchantments they make.
 */
import type { CardDefinition } from "../../format/index.js";

const TT = { inferred: true, set: "TIME_TRAVEL" } as const;

export const TT_MULTICLASS = (): CardDefinition[] => [
  // For All Time: "Destroy all minions with 4 or less Attack. Overload: (2)" (Attack as it is now; Overload from the data)
  { id: "END_028", spell: [{ type: "destroy", to: { all: "minions", where: { maxAttack: 4 } } }] },
  // Eternal Toil: "Deal $1 damage to a minion. If it survives, draw a card. If it dies, summon a random 1-Cost minion."
  // ("dies": mortally wounded by it, 2.3; a Divine Shield that stops the damage leaves it surviving)
  { id: "END_020", target: { type: "minion" }, spell: [{ type: "damage", amount: 1, to: "target" },
    { type: "if", if: { entity: "target", matches: { mortallyWounded: true } },
      then: [{ type: "summonRandom", pool: { type: "MINION", cost: 1 } }], else: [{ type: "draw", count: 1 }] }] },
  // Press the Advantage: "Deal $1 damage. Give your hero +1 Attack this turn. Draw 1 card. Gain 1 Armor."
  { id: "END_007", target: { type: "character" }, spell: [{ type: "damage", amount: 1, to: "target" },
    { type: "buff", to: "friendly-hero", enchantment: "END_007e1" }, { type: "draw", count: 1 }, { type: "armor", amount: 1 }] },
  { id: "END_007e1", type: "ENCHANTMENT", ...TT, name: "Claws Of Fury", buff: { attack: 1, oneTurn: true } },
  // Synchronized Spark: "Deal $3 damage to an enemy. If it dies, give a random friendly minion +3/+3."
  { id: "END_014", target: { type: "character", side: "enemy" }, spell: [{ type: "damage", amount: 3, to: "target" },
    { type: "if", if: { entity: "target", matches: { mortallyWounded: true } },
      then: [{ type: "buff", to: { random: "friendly-minions" }, enchantment: "END_014e" }] }] },
  { id: "END_014e", type: "ENCHANTMENT", ...TT, name: "In Sync", buff: { attack: 3, health: 3 } },
  // Voodoo Totem: "At the end of your turn, get a random Shadow spell." (a collectible spell of the Shadow school, any class)
  { id: "END_029", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "addCard", pool: { type: "SPELL", spellSchool: "SHADOW" } }] }] },
  // Enduring Roach: "After you use your Hero Power, refresh 2 Mana Crystals." (after the Hero Power resolves, as Inspire)
  { id: "END_008", triggers: [{ on: "inspire", if: { player: "friendly" }, do: [{ type: "refreshMana", amount: 2 }] }] },
  // Bitter End: "Freeze a minion and its neighbors. Destroy any that are damaged." (the three as they are when it resolves;
  // damaged as they are after the Freeze)
  { id: "END_023", target: { type: "minion" }, spell: [{ type: "group", of: { adjacent: "target", self: "first" }, do: [
    { type: "freeze", to: "group" }, { type: "destroy", to: { all: "group", where: { damaged: true } } }] }] },
  // Twilight Timereaver: "Choose One - Set the Attack of all other minions to 1; or Health to 1." (both sides; its options
  // Finite Will and Finite Resolve, their enchantments)
  { id: "END_010", chooseOne: [
    { card: "END_010a", effects: [{ type: "buff", to: "all-other-minions", enchantment: "END_010ae" }] },
    { card: "END_010b", effects: [{ type: "buff", to: "all-other-minions", enchantment: "END_010be" }] }] },
  { id: "END_010a", type: "SPELL", ...TT, name: "Finite Will", cost: 6 },
  { id: "END_010b", type: "SPELL", ...TT, name: "Finite Resolve", cost: 6 },
  { id: "END_010ae", type: "ENCHANTMENT", ...TT, name: "Finite Will", buff: { setAttack: 1 } },
  { id: "END_010be", type: "ENCHANTMENT", ...TT, name: "Finite Resolve", buff: { setHealth: 1 } },
  // Acceleration Aura: "At the start of your turn, gain a temporary Mana Crystal. Lasts 3 turns." (a lasting spell, 光环:
  // the turn it is played counts; a temporary crystal is a Mana Crystal for this turn only: one mana, as the Coin's)
  { id: "END_011", lasts: { turns: 3 }, tags: { PALADIN_AURA: 1 }, triggers: [{ on: "turn-start", zone: "secret", if: { turn: "own" }, do: [{ type: "tempMana", amount: 1 }] }] },
  // Chronoclaws: "After your hero attacks, discard your highest Cost card." (the cost as it is then, a random one among
  // ties; an empty hand: nothing)
  { id: "END_016", triggers: [{ on: "after-attack", if: { source: "friendly-hero" },
    do: [{ type: "destroy", to: { random: { all: "hand", side: "friendly" }, highest: "cost" } }] }] },
  // Wicked Blightspawn: "Reborn. Deathrattle: Equip a 1/2 Dagger. If you already have a weapon equipped, give it +2 Attack
  // instead." (the 1/2 Dagger of Dagger Mastery's same words: Wicked Knife; the weapon as the Deathrattle resolves;
  // Reborn from the card data)
  { id: "END_002", deathrattle: [{ type: "if", if: { exists: "friendly-weapon" },
    then: [{ type: "buff", to: "friendly-weapon", enchantment: "END_002e" }], else: [{ type: "equipWeapon", card: "CS2_082" }] }] },
  { id: "END_002e", type: "ENCHANTMENT", ...TT, name: "Wicked", buff: { attack: 2 } },
  // Winged Aberration: "Rush. Combo: Overload for (2) to gain Immune this turn and Windfury." (Immune for this turn only,
  // Windfury to stay — its enchantment Aberrant; Rush from the card data)
  { id: "END_032", combo: [{ type: "overload", amount: 2 }, { type: "buff", to: "self", grants: ["IMMUNE"], oneTurn: true },
    { type: "buff", to: "self", enchantment: "END_032e" }] },
  { id: "END_032e", type: "ENCHANTMENT", ...TT, name: "Aberrant", buff: { grants: ["WINDFURY"] } },
  // Bygone Echoes: "Summon a random 4-Cost minion. Spend 4 Corpses to summon another. Outcast: And another." (Outcast
  // replaces the text, 5.1: the same text and one more random 4-Cost minion; fewer than 4 Corpses: none spent, no second)
  { id: "END_005", spell: [{ type: "summonRandom", pool: { type: "MINION", cost: 4 } },
    { type: "spendCorpses", amount: 4, do: [{ type: "summonRandom", pool: { type: "MINION", cost: 4 } }] }],
  outcast: [{ type: "summonRandom", pool: { type: "MINION", cost: 4 } },
    { type: "spendCorpses", amount: 4, do: [{ type: "summonRandom", pool: { type: "MINION", cost: 4 } }] },
    { type: "summonRandom", pool: { type: "MINION", cost: 4 } }] },
  // Endtime Survivor: "Taunt. Battlecry: If your hero took damage this turn, gain +3/+3." (any damage event of the hero this
  // turn, armor only too; Taunt from the card data)
  { id: "END_019", battlecry: [{ type: "if", if: { heroDamagedThisTurn: true }, then: [{ type: "buff", to: "self", enchantment: "END_019e" }] }] },
  { id: "END_019e", type: "ENCHANTMENT", ...TT, name: "Alone In Time", buff: { attack: 3, health: 3 } },
  // Remnant of Rage: "Costs (1) less for each minion that died this turn. Battlecry: Draw 2 cards." (both players' minions,
  // this turn's deaths in the death record)
  { id: "END_004", auras: [{ to: "self", zone: "hand", buff: { cost: { died: "minions", side: "any", thisTurn: true, multiply: -1 } } }],
    battlecry: [{ type: "draw", count: 2 }] },
  // Eternal Firebolt: "Lifesteal. Deal $3 damage to a minion. If it dies, return this to your hand at the end of your turn."
  // ("dies": mortally wounded by it, 2.3; the return is armed by the spell and made from the graveyard at its player's
  // turn end, as Headcrack's; Lifesteal from the card data)
  { id: "END_025", target: { type: "minion" }, spell: [{ type: "damage", amount: 3, to: "target" },
    { type: "if", if: { entity: "target", matches: { mortallyWounded: true } }, then: [{ type: "arm" }] }],
    triggers: [{ on: "turn-end", zone: "graveyard", armed: true, if: { turn: "own" }, do: [{ type: "returnToHand", to: "self", from: "graveyard" }] }] },
  // Time-Twisted Seer: "Has Spell Damage +2 while damaged." (an aura on itself, its enchantment Time Twisted)
  { id: "END_022", auras: [{ to: "self", buff: {}, enchantment: "END_022e", if: { entity: "self", matches: { damaged: true } } }] },
  { id: "END_022e", type: "ENCHANTMENT", ...TT, name: "Time Twisted", spellDamage: 2 },
  // Fragment of Nothing: "After you cast a spell on a minion, draw a card." (an after-play trigger of a spell its player
  // played with a minion target, either side's — as Djinni of Zephyrs reads the target; the minion counts even if the
  // spell killed it)
  { id: "END_026", triggers: [{ on: "after-play", if: [{ target: { side: "friendly", type: "spell" } }, { entity: "played-target", matches: { type: "minion" } }],
    do: [{ type: "draw", count: 1 }] }] },
];
