/** The Lost City of Un'Goro (THE_LOST_CITY): Death Knight cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const TLC_DEATHKNIGHT = (): CardDefinition[] => [
  // Cryosleep: "Deal $4 damage and draw a card. Kindred: Draw another." (a character; a Frost spell: Kindred after a Frost
  // spell played last turn)
  { id: "TLC_440", target: { type: "character" }, spell: [{ type: "damage", amount: 4, to: "target" }, { type: "draw", count: 1 }],
    kindred: [{ type: "draw", count: 1 }] },
  // Bonechill Stegodon: "Deathrattle: Deal 6 damage to three random enemies." (three different enemies picked at once, 3.5,
  // one mass damage, as Bursting Shot; with fewer, each of them)
  { id: "TLC_401", deathrattle: [{ type: "group", of: { random: "enemy-characters", count: 3 }, do: [{ type: "damage", amount: 6, to: "group" }] }] },
  // Reluctant Wrangler: "Reborn Deathrattle: Summon a 2/2 Undead Beast with Taunt." (Reborn from the card data; the token
  // TLC_443t is a 2/2 Undead Beast with Taunt in the data)
  { id: "TLC_443", deathrattle: [{ type: "summon", card: "TLC_443t" }] },
  // Soulrest Ceremony: "Give your minions +1 Attack and Rush. They die at the end of your turn." (DINO_417e: +1 Attack and
  // Rush, and at the end of its caster's turn its host is destroyed, as Nightmare's enchantment destroys its host)
  { id: "DINO_417", spell: [{ type: "buff", to: "friendly-minions", enchantment: "DINO_417e" }] },
  { id: "DINO_417e", buff: { attack: 1, grants: ["RUSH"] }, triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "destroy", to: "self" }] }] },
  // Dread Raptor: "Battlecry: Draw a Deathrattle minion that costs (3) or less. Kindred: It costs (0)." (the Kindred part
  // changes the Battlecry's draw, so it is inside it: Brann doubles the whole; an Undead and a Beast)
  { id: "TLC_432", battlecry: [{ type: "if", if: { kindred: true },
    then: [{ type: "draw", count: 1, where: { type: "minion", has: "deathrattle", maxCost: 3 }, setCost: 0 }],
    else: [{ type: "draw", count: 1, where: { type: "minion", has: "deathrattle", maxCost: 3 } }] }] },
  // Story of Umbra: "Discover a Deathrattle minion that costs (5) or more. Summon it and trigger its Deathrattle." (your class
  // or neutral; summoned, then its Deathrattles resolve with it in play; a full board: nothing)
  { id: "DINO_415", spell: [{ type: "discover", from: { type: "MINION", mechanic: "DEATHRATTLE", costAtLeast: 5, yourClass: true }, into: "play" },
    { type: "triggerDeathrattle", to: { all: "summoned" } }] },
  // Paleomancy: "Discover an Undead. Spend 5 Corpses to keep all 3 instead." (an Undead minion of your class or neutral;
  // with 5 Corpses they are spent and the three options offered are all kept, no choice made; else an ordinary Discover)
  { id: "TLC_434", spell: [{ type: "spendCorpses", amount: 5,
    do: [{ type: "discover", from: { type: "MINION", race: "UNDEAD", yourClass: true }, keepAll: true }],
    else: [{ type: "discover", from: { type: "MINION", race: "UNDEAD", yourClass: true } }] }] },
  // Reanimated Pterrordax: "Rush, Lifesteal. Costs Corpses instead of Mana." (the tag CARD_COSTS_CORPSES: playing it spends
  // as many Corpses as its Cost after every cost change — 5 as printed — and no mana; it can be played only with that many,
  // as Corpses are spent only when there are enough: docs/card-format.md; Rush and Lifesteal from the card data)
  { id: "TLC_436", tags: { CARD_COSTS_CORPSES: 1 } },
  // Wave of Tar: "Deal $2 damage to all enemy minions. Enemy minions cost (2) more next turn." (Loatheb's kind, 4.11/4.13: the
  // enemy's minion cards in hand cost (2) more during their next turn, cards drawn then too — TLC_439e2 "Stuck!" on each; the
  // spell arms its own trigger and, from the graveyard, an aura that works while it is armed and only on the opponent's
  // turn; the trigger, resolving as the opponent's turn ends, ends it)
  { id: "TLC_439", spell: [{ type: "damage", amount: 2, to: "enemy-minions" }, { type: "arm" }],
    triggers: [{ on: "turn-end", zone: "graveyard", armed: true, if: { turn: "opponent" }, do: [] }],
    auras: [{ zone: "graveyard", armed: 0, if: { turn: "opponent" }, to: { all: "hand", side: "enemy", where: { type: "minion" } }, buff: { cost: 2 }, enchantment: "TLC_439e2" }] },
  { id: "TLC_439e2", buff: { cost: 2 } },
  // Crypt Map: "Discover a Frost Rune card. If you play it this turn, also pick one of the others." A Frost Rune card as Frost
  // Strike's (the pool field `rune`, rules-notes 358); the others as every Map's (270): the game's TLC_435e, one-turn, on the
  // card taken, remembering each option not taken; playing that card this turn lets its player pick one of them.
  { id: "TLC_435", spell: [{ type: "discover", from: { type: "CARD", yourClass: true, rune: "frost" }, others: "TLC_435e" }] },
  { id: "TLC_435e", buff: { oneTurn: true }, triggers: [{ on: "play", if: { target: "self" }, do: [{ type: "pickRemembered", enchantment: "TLC_435e" }] }] },
];
