/** Into the Emerald Dream (漫游翡翠梦境, EMERALD_DREAM): Death Knight cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const EDR_DEATHKNIGHT = (): CardDefinition[] => [
  // Monstrous Mosquito: "At the end of your turn, give your other minions +1 Attack."
  { id: "EDR_816", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "buff", to: "other-friendly-minions", enchantment: "EDR_816e" }] }] },
  { id: "EDR_816e", type: "ENCHANTMENT", inferred: true, set: "EMERALD_DREAM", name: "Shared Blood", buff: { attack: 1 } },
  // Corpse Flower: "After your opponent summons a minion, spend 2 Corpses to deal 3 damage to it." (only with 2 Corpses)
  { id: "EDR_815", triggers: [{ on: "after-summon", if: { target: { side: "enemy", type: "minion" } },
    do: [{ type: "spendCorpses", amount: 2, do: [{ type: "damage", amount: 3, to: "event-target" }] }] }] },
  // Morbid Swarm: "Choose One - Summon two 1/1 Ants; or Spend 2 Corpses to deal $4 damage to a minion." (Contaminated Colony
  // EDR_813a, its Ant Husks EDR_813at; Bug Bites EDR_813b: with fewer than 2 Corpses nothing is spent and nothing dealt)
  { id: "EDR_813", chooseOne: [
    { requires: { space: "friendly-board" }, effects: [{ type: "summon", card: "EDR_813at", count: 2 }] },
    { target: { type: "minion" }, effects: [{ type: "spendCorpses", amount: 2, do: [{ type: "damage", amount: 4, to: "target" }] }] }] },
  { id: "EDR_813at", type: "MINION", inferred: true, set: "EMERALD_DREAM", cardClass: "DEATHKNIGHT", name: "Ant Husk", attack: 1, health: 1 },
  // Ursoc: "Battlecry: Attack ALL other minions. Deathrattle: Resurrect any this killed." (every other minion there as the
  // Battlecry starts, friendly ones too, in a random order, one after another with no death phase between — the game's
  // rule for Deathwing, Mad Aspect's same text; each minion whose killer is this Ursoc is remembered on it by the game's
  // Defeated Spirit EDR_819e (missing-ids.json, inferred); the Deathrattle summons a fresh copy of each for its player, in
  // the order killed — rules-notes 325)
  { id: "EDR_819", battlecry: [{ type: "forceAttack", attacker: "self", defender: "all-other-minions", each: true, anySide: true, randomOrder: true }],
    triggers: [{ on: "death", if: { entity: "self", matches: { is: "killer" } }, do: [{ type: "buff", to: "self", enchantment: "EDR_819e", remember: "event-target" }] }],
    deathrattle: [{ type: "summonRemembered", enchantment: "EDR_819e", all: true }] },
  { id: "EDR_819e", type: "ENCHANTMENT", inferred: true, set: "EMERALD_DREAM", name: "Defeated Spirit" },
];
