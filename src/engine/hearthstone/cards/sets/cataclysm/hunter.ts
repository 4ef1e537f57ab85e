/** Cataclysm (大灾变, CATACLYSM): Hunter cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const CATA_HUNTER: CardDefinition[] = [
  // Reinforcement Rallier: "Elusive" (its text's keyword: can't be targeted by spells or Hero Powers)
  { id: "CATA_558" },
  // Tol'vir Carver: "Battlecry: Choose a card in your hand. At the start of your turns, reduce its Cost by (1)." (an
  // enchantment on the card whose trigger works while it is in hand)
  { id: "CATA_566", target: { type: "card" }, battlecry: [{ type: "buff", to: "target", enchantment: "CATA_566e" }] },
  { id: "CATA_566e", type: "ENCHANTMENT", inferred: true, set: "CATACLYSM", name: "Carving",
    triggers: [{ on: "turn-start", zone: "hand", if: { turn: "own" }, do: [{ type: "buff", to: "self", cost: -1 }] }] },
];
