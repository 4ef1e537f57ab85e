/** Cataclysm (大灾变, CATACLYSM): Hunter cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const CATA_HUNTER: CardDefinition[] = [
  // Reinforcement Rallier: "Elusive" (its text's keyword: can't be targeted by spells or Hero Powers)
  { id: "CATA_558" },
];
