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
];
