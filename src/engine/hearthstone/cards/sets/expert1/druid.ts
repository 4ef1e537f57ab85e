/** Classic (Expert, 经典): Druid cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const EXPERT1_DRUID: CardDefinition[] = [
  // Nourish: Choose One - Gain 2 Mana Crystals; or Draw 3 cards.
  { id: "EX1_164", chooseOne: [
    { card: "EX1_164a", effects: [{ type: "manaCrystals", amount: 2, state: "full" }] },
    { card: "EX1_164b", effects: [{ type: "draw", count: 3 }] },
  ] },
  // Soul of the Forest: "Give your minions 'Deathrattle: Summon a 2/2 Treant.'"
  { id: "EX1_158", spell: [{ type: "buff", to: "friendly-minions", enchantment: "EX1_158e" }] },
  { id: "EX1_158e", deathrattle: [{ type: "summon", card: "EX1_158t" }] },
];
