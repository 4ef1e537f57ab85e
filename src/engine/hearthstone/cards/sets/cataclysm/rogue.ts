/** Cataclysm (大灾变, CATACLYSM): Rogue cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const CATA_ROGUE: CardDefinition[] = [
  // Twilight Mistress: "Battlecry: Return all enemy minions to their owner's hand."
  { id: "CATA_201", battlecry: [{ type: "returnToHand", to: "enemy-minions" }] },
];
