/**
 * Across the Timeways (穿越时间流, TIME_TRAVEL): the cards of several classes (the card data gives them no single class),
 * with the tokens and enchantments they make.
 */
import type { CardDefinition } from "../../format/index.js";

const TT = { inferred: true, set: "TIME_TRAVEL" } as const;

export const TT_MULTICLASS: CardDefinition[] = [
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
];
