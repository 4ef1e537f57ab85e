/** Cataclysm (大灾变, CATACLYSM): Shaman cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const CATA_SHAMAN: CardDefinition[] = [
  // Ceremonial Clash: "Summon a random 3, 2, and 1-Cost minion. Overload: (1)"
  { id: "CATA_569", spell: [{ type: "summonRandom", pool: { type: "MINION", cost: 3 } }, { type: "summonRandom", pool: { type: "MINION", cost: 2 } },
    { type: "summonRandom", pool: { type: "MINION", cost: 1 } }] },
];
