/** Into the Emerald Dream (漫游翡翠梦境, EMERALD_DREAM): Rogue cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const EDR_ROGUE = (): CardDefinition[] => [
  // Web of Deception: "Return a friendly minion to your hand to summon a 4/4 Spider with Stealth."
  { id: "EDR_523", target: { type: "minion", side: "friendly" }, spell: [{ type: "returnToHand", to: "target" }, { type: "summon", card: "EDR_523t" }] },
  { id: "EDR_523t", type: "MINION", inferred: true, set: "EMERALD_DREAM", cardClass: "ROGUE", name: "Skittering Spiderling", attack: 4, health: 4, tags: { STEALTH: 1 } },
  // Tricky Satyr: "Battlecry: Get a copy of the lowest Cost card in your opponent's hand." (a random one among ties; a copy
  // of a card in hand keeps its states, 4.8; an empty hand: nothing)
  { id: "EDR_521", battlecry: [{ type: "addCard", copyOf: { random: { all: "hand", side: "enemy" }, lowest: "cost" } }] },
  // Barbed Thorn: "Choose One - Gain Poisonous this turn; or Gain "Deathrattle: Deal 2 damage to all enemies."" (the weapon
  // gains them; its hero's attacks are Poisonous through it)
  { id: "EDR_525", chooseOne: [
    { effects: [{ type: "buff", to: "self", enchantment: "EDR_525e1" }] },
    { effects: [{ type: "buff", to: "self", enchantment: "EDR_525e" }] }] },
  { id: "EDR_525e1", type: "ENCHANTMENT", inferred: true, set: "EMERALD_DREAM", name: "Corrupted Toxins", buff: { grants: ["POISONOUS"], oneTurn: true } },
  { id: "EDR_525e", type: "ENCHANTMENT", inferred: true, set: "EMERALD_DREAM", name: "Barbed Upgrade", deathrattle: [{ type: "damage", amount: 2, to: "enemy-characters" }] },
  // Mimicry: "Your opponent draws 2 cards. You get copies of them." (copies of the cards drawn, in draw order, each keeping
  // its states, 4.8; a card their full hand burned was drawn too and is copied; a fatigue draw draws nothing — rules-notes)
  { id: "EDR_522", spell: [{ type: "draw", count: 2, player: "enemy" }, { type: "addCard", copyOf: { all: "drawn" } }] },
  // Everburning Phoenix: "Costs (1) less for each card you've played this turn. Deathrattle: At end of turn, get another
  // Phoenix." (an aura of the card in hand on itself, 4.11; the Deathrattle leaves a state on its player's hero that gives a
  // new Phoenix at the end of the turn and goes — twice under Rivendare, two Phoenixes)
  { id: "FIR_919", auras: [{ to: "self", zone: "hand", buff: { cost: { playedThisTurn: "card", multiply: -1 } } }],
    deathrattle: [{ type: "buff", to: "friendly-hero", enchantment: "FIR_919e" }] },
  { id: "FIR_919e", type: "ENCHANTMENT", inferred: true, set: "EMERALD_DREAM", name: "Everburning",
    triggers: [{ on: "turn-end", do: [{ type: "addCard", card: "FIR_919" }, { type: "expire" }] }] },
  // Harbinger of the Blighted: "Whenever this enters your hand from the battlefield, summon two random 2-Cost minions." (its
  // hand trigger on the event return-to-hand — a bounce, or Alarm-o-Bot's swap — resolved as it happens; rules-notes 283)
  { id: "EDR_781", triggers: [{ on: "return-to-hand", zone: "hand", if: { target: "self" }, do: [
    { type: "summonRandom", pool: { type: "MINION", cost: 2 } }, { type: "summonRandom", pool: { type: "MINION", cost: 2 } }] }] },
  // Twisted Webweaver: "Whenever you play another minion you've already played, draw a card." (a friendly minion played from
  // hand, other than this one, whose card is in the record of cards played this game before this play, rules/played.ts)
  { id: "EDR_540", triggers: [{ on: "play", if: [{ target: { side: "friendly", type: "minion", not: "self" } },
    { value: { playedThisGame: "minion", sameCardAs: "event-target" }, atLeast: 1 }], do: [{ type: "draw", count: 1 }] }] },
  // Shadowcloaked Assailant: "Battlecry: If you're holding one of the same cards as your opponent, shuffle theirs into their
  // deck." The same card is one of the same name (any printing); with several shared, one of theirs at random (rules-notes 305).
  { id: "EDR_524", battlecry: [{ type: "shuffleFromHand", to: { random: { all: "hand", side: "enemy", where: { nameInHand: "friendly" } } } }] },
  // Ashamane: "Battlecry: Fill your hand with copies of cards from your opponent's deck. They cost (3) less." One copy at a
  // time of a random card of their deck (picked anew each time: a card may come twice) until your hand is full; each with
  // its Cost reduced by (3) (rules-notes 306).
  { id: "EDR_527", battlecry: [{ type: "addCard", copyOf: { random: { all: "deck", side: "enemy" } }, untilFull: true, cost: -3 }] },
  // Cindersword: "Battlecry: If you're holding a minion with a Dark Gift, gain +3 Attack."
  { id: "FIR_922", battlecry: [{ type: "if", if: { exists: { all: "hand", side: "friendly", where: { type: "minion", darkGift: true } } },
    then: [{ type: "buff", to: "self", enchantment: "FIR_922e" }] }] },
  { id: "FIR_922e", type: "ENCHANTMENT", inferred: true, set: "EMERALD_DREAM", name: "Fiery", buff: { attack: 3 } },
  // Nightmare Fuel: "Discover a copy of a minion in your opponent's deck. Combo: With a Dark Gift."
  { id: "EDR_528", spell: [{ type: "discover", from: "deck", side: "enemy", where: { type: "minion" } }],
    combo: [{ type: "discover", from: "deck", side: "enemy", where: { type: "minion" }, darkGift: true }] },
  // Smoke Bomb: "Discover a Combo, Battlecry, or Stealth minion with a Dark Gift."
  { id: "FIR_920", spell: [{ type: "discover", from: { type: "MINION", mechanicAny: ["COMBO", "BATTLECRY", "STEALTH"], yourClass: true }, darkGift: true }] },
];
