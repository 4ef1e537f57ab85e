/** Cataclysm (大灾变, CATACLYSM): Death Knight cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const CATA_DEATHKNIGHT = (): CardDefinition[] => [
  // Command Claw: "After your hero attacks, give a random friendly minion +2 Attack."
  { id: "CATA_467", triggers: [{ on: "after-attack", if: { source: "friendly-hero" },
    do: [{ type: "buff", to: { random: "friendly-minions" }, enchantment: "CATA_467e" }] }] },
  { id: "CATA_467e", type: "ENCHANTMENT", inferred: true, set: "CATACLYSM", name: "The Clawww", buff: { attack: 2 } },
  // Chromatic Broodmother: "Rush. Whenever this attacks, refresh Mana Crystals equal to this minion's Attack." (its Attack as
  // the attack trigger resolves)
  { id: "CATA_469", triggers: [{ on: "attack", if: { source: "self" }, do: [{ type: "refreshMana", amount: { stat: "attack", of: "self" } }] }] },
  // Chow Down: "Summon five 5/4 Undead Drakes. Spend 8 Corpses to give them Rush." (those still in play; with fewer than 8
  // Corpses none are spent)
  { id: "CATA_465", spell: [{ type: "summon", card: "CATA_465t", count: 5 },
    { type: "spendCorpses", amount: 8, do: [{ type: "buff", to: { all: "summoned", where: { alive: true } }, grants: ["RUSH"] }] }] },
  { id: "CATA_465t", type: "MINION", inferred: true, set: "CATACLYSM", cardClass: "DEATHKNIGHT", name: "Hungry Drake", attack: 5, health: 4, races: ["UNDEAD"] },
  // Talanji's Last Stand: "Give your minions "Deathrattle: Summon a random 4-Cost minion.""
  { id: "CATA_471", spell: [{ type: "buff", to: "friendly-minions", enchantment: "CATA_471e" }] },
  { id: "CATA_471e", type: "ENCHANTMENT", inferred: true, set: "CATACLYSM", name: "Talanjis Last Wish",
    deathrattle: [{ type: "summonRandom", pool: { type: "MINION", cost: 4 } }] },
  // Gruesome Nightmare: "Battlecry: Give a minion in your hand or battlefield Attack equal to this minion's Attack." (a friendly
  // minion in play or a minion card of your hand, `orHand`; the Attack read as the Battlecry resolves)
  { id: "CATA_161", target: { type: "minion", side: "friendly", orHand: true },
    battlecry: [{ type: "buff", to: "target", enchantment: "CATA_161e", attack: { stat: "attack", of: "self" } }] },
  { id: "CATA_161e", type: "ENCHANTMENT", inferred: true, set: "CATACLYSM", name: "Nightmarish" },
  // Blackwing Experiment: "Deathrattle: Get a 2-Cost spell that deals this minion's Attack damage." (rules-notes 316: the
  // spell is the game's Dragon Breath, CATA_464t, missing from the data, inferred from this text — 2 Mana, damage to a
  // chosen character, Spell Damage as any spell's; the damage is the card's own number, the Attack this minion had as it died)
  { id: "CATA_464", deathrattle: [{ type: "addCard", card: "CATA_464t", number: { stat: "attack", of: "self", lastKnown: true } }] },
  { id: "CATA_464t", type: "SPELL", inferred: true, set: "CATACLYSM", cardClass: "DEATHKNIGHT", name: "Dragon Breath", cost: 2,
    target: { type: "character" }, spell: [{ type: "damage", amount: { stat: "number", of: "self" }, to: "target" }] },
];
