/** Cataclysm (大灾变, CATACLYSM): Warlock cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const CATA_WARLOCK = (): CardDefinition[] => [
  // Eldritch Tentacles: "Deal $3 damage to all minions. Repeat this with 1 less damage." (3, then 2, then 1: no Spell Damage,
  // the data's ImmuneToSpellpower; no death phase between)
  { id: "CATA_491", spell: [{ type: "damage", amount: 3, to: "all-minions", spellDamage: false },
    { type: "damage", amount: 2, to: "all-minions", spellDamage: false }, { type: "damage", amount: 1, to: "all-minions", spellDamage: false }] },
  // Disposable Acolytes: "When you play or discard this, summon two random 1-Cost minions." (its spell text, and its own
  // discard trigger in hand)
  { id: "CATA_499", spell: [{ type: "summonRandom", pool: { type: "MINION", cost: 1 } }, { type: "summonRandom", pool: { type: "MINION", cost: 1 } }],
    triggers: [{ on: "discard", zone: "hand", if: { target: "self" }, do: [{ type: "summonRandom", pool: { type: "MINION", cost: 1 } },
      { type: "summonRandom", pool: { type: "MINION", cost: 1 } }] }] },
  // Cursed Chains: "Take control of an enemy minion until the end of their turn. It can't attack this turn." (the control is
  // borrowed until the end of the opponent's next turn; a one-turn CANT_ATTACK, for a minion with Rush or Charge too)
  { id: "CATA_496", target: { type: "minion", side: "enemy" }, spell: [{ type: "takeControl", to: "target", enchantment: "CATA_496e" },
    { type: "buff", to: "target", grants: ["CANT_ATTACK"], oneTurn: true }] },
  { id: "CATA_496e", type: "ENCHANTMENT", inferred: true, set: "CATACLYSM", name: "Cursed Chains", borrowedControl: true,
    triggers: [{ on: "turn-end", if: { turn: "opponent" }, do: [{ type: "expire" }] }] },
  // Maloriak: "After you discard a minion, summon a copy of it."
  { id: "CATA_494", triggers: [{ on: "discard", if: { target: { side: "friendly", type: "minion" } }, do: [{ type: "summonCopy", of: "event-target" }] }] },
  // Ocular Occultist: "Taunt. Battlecry: Choose a card in your hand to discard." (a target in hand, chosen as it is played;
  // destroying a card in hand discards it, 4.3)
  { id: "CATA_490", target: { type: "card" }, battlecry: [{ type: "destroy", to: "target" }] },
  // Duke of Below: "Rush Has +2/+2 for each card you've discarded this game." (its player's count of cards discarded this
  // game, player tag NUM_CARDS_DISCARDED_THIS_GAME — a card in hand destroyed is discarded too, 4.3; an aura on itself, in
  // play and in hand; Rush from the card data)
  { id: "CATA_493", auras: [
    { to: "self", buff: { attack: { thisGame: "discarded", multiply: 2 }, health: { thisGame: "discarded", multiply: 2 } } },
    { to: "self", zone: "hand", buff: { attack: { thisGame: "discarded", multiply: 2 }, health: { thisGame: "discarded", multiply: 2 } } }] },
];
