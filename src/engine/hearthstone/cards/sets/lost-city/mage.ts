/** The Lost City of Un'Goro (THE_LOST_CITY): Mage cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const TLC_MAGE = (): CardDefinition[] => [
  // Conjured Bookkeeper: "Deathrattle: Draw a spell. Kindred: Summon a copy of this." (an Elemental: Kindred after an
  // Elemental played last turn summons a fresh copy beside it, with the same Deathrattle)
  { id: "TLC_226", deathrattle: [{ type: "draw", count: 1, where: { type: "spell" } }], kindred: [{ type: "summonCopy", of: "self" }] },
  // Windswept Pageturner: "After you summon an Elemental, deal 3 damage to a random enemy." (another friendly Elemental, in
  // the after-summon step, as Knife Juggler)
  { id: "TLC_220", triggers: [{ on: "after-summon", if: { target: { side: "friendly", type: "minion", race: "ELEMENTAL", not: ["self"] } },
    do: [{ type: "damage", amount: 3, to: { random: "enemy-characters" } }] }] },
  // Sheep Mask: "Set a minion's stats to 1/1 and give it "Deathrattle: Deal 2 damage to all minions."" (DINO_429e)
  { id: "DINO_429", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "DINO_429e" }] },
  { id: "DINO_429e", buff: { setAttack: 1, setHealth: 1 }, deathrattle: [{ type: "damage", amount: 2, to: "all-minions" }] },
  // Relic of Kings: "Discover a spell from any class that costs (8) or more. It costs (1)." (any class, neutral too; the
  // card taken costs (1), an anonymous enchantment)
  { id: "TLC_334", spell: [{ type: "discover", from: { type: "SPELL", costAtLeast: 8 }, setCost: 1 }] },
  // Techysaurus: "Taunt. Costs (1) less for each card you played this game that didn't start in your deck." (cards made
  // during the game — they have a CREATOR — in the record of cards played this game, rules/played.ts; Taunt from the data)
  { id: "DINO_409", auras: [{ to: "self", zone: "hand", buff: { cost: { playedThisGame: "card", created: true, multiply: -1 } } }] },
  // Storage Scuffle: "Deal $3 damage to a minion. Costs (0) if you've Discovered this turn." (a cost aura on itself in hand
  // while its player has Discovered this turn: the player tag DISCOVERED_THIS_TURN)
  { id: "TLC_365", target: { type: "minion" }, spell: [{ type: "damage", amount: 3, to: "target" }],
    auras: [{ to: "self", zone: "hand", buff: { setCost: 0 }, if: { discoveredThisTurn: true } }] },
  // Unearthed Artifacts: "Summon a random 2-Cost minion. If you've Discovered this turn, summon a random 4-Cost minion
  // instead." (read as the spell resolves)
  { id: "TLC_462", spell: [{ type: "if", if: { discoveredThisTurn: true },
    then: [{ type: "summonRandom", pool: { type: "MINION", cost: 4 } }], else: [{ type: "summonRandom", pool: { type: "MINION", cost: 2 } }] }] },
  // Vault Breaker: "After you Discover a card, reduce its Cost by (1)." (the discover event of its player, the card taken
  // in hand: an anonymous cost enchantment)
  { id: "TLC_483", triggers: [{ on: "discover", if: [{ player: "friendly" }, { target: { zone: "hand", side: "friendly" } }],
    do: [{ type: "buff", to: "event-target", cost: -1 }] }] },
  // Scrappy Scavenger: "Battlecry: Discover a card with Cost equal to your remaining Mana Crystals." (the Mana its player can
  // still spend as the Battlecry resolves, its own Cost paid; a card of any type, your class or neutral)
  { id: "TLC_461", battlecry: [{ type: "discover", from: { type: "CARD", cost: { mana: "available" }, yourClass: true } }] },
  // Story of the Waygate: "Reduce the Cost of cards in your hand that didn't start in your deck by (1)." (the cards an effect
  // made during the game: the CREATOR tag; an anonymous cost enchantment on each)
  { id: "TLC_364", spell: [{ type: "buff", to: { all: "hand", side: "friendly", where: { tag: "CREATOR" } }, cost: -1 }] },
];
