/** Into the Emerald Dream (漫游翡翠梦境, EMERALD_DREAM): Shaman cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const EDR_SHAMAN: CardDefinition[] = [
  // Flames of the Firelord: "Deal $4 damage to a random enemy minion. If you're holding a card that costs (8) or more, deal $8
  // instead."
  { id: "FIR_923", spell: [{ type: "if", if: { exists: { all: "hand", side: "friendly", where: { minCost: 8 } } },
    then: [{ type: "damage", amount: 8, to: { random: "enemy-minions" } }], else: [{ type: "damage", amount: 4, to: { random: "enemy-minions" } }] }] },
  // Avatar of Destruction: "Taunt. Deathrattle: Deal 9 damage to all enemy minions."
  { id: "FIR_778", deathrattle: [{ type: "damage", amount: 9, to: "enemy-minions" }] },
];
