/** Into the Emerald Dream (漫游翡翠梦境, EMERALD_DREAM): Death Knight cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const EDR_DEATHKNIGHT: CardDefinition[] = [
  // Monstrous Mosquito: "At the end of your turn, give your other minions +1 Attack."
  { id: "EDR_816", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "buff", to: "other-friendly-minions", enchantment: "EDR_816e" }] }] },
  { id: "EDR_816e", type: "ENCHANTMENT", inferred: true, set: "EMERALD_DREAM", name: "Shared Blood", buff: { attack: 1 } },
  // Corpse Flower: "After your opponent summons a minion, spend 2 Corpses to deal 3 damage to it." (only with 2 Corpses)
  { id: "EDR_815", triggers: [{ on: "after-summon", if: { target: { side: "enemy", type: "minion" } },
    do: [{ type: "spendCorpses", amount: 2, do: [{ type: "damage", amount: 3, to: "event-target" }] }] }] },
];
