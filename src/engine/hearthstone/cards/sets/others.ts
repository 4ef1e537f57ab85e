/** Blackrock Mountain, The Grand Tournament, League of Explorers, Kobolds & Catacombs. */
import type { CardDefinition } from "../format.js";

export const BRM: CardDefinition[] = [
  // Dragon Egg: "Whenever this minion takes damage, summon a 2/1 Whelp."
  { id: "BRM_022", triggers: [{ on: "damage", if: { target: "self" }, do: [{ type: "summon", card: "BRM_022t" }] }] },
];

export const TGT: CardDefinition[] = [
  // Lowly Squire: "Inspire: Gain +1 Attack."
  { id: "AT_082", triggers: [{ on: "inspire", if: { player: "friendly" }, do: [{ type: "buff", to: "self", attack: 1, enchantment: "AT_082e" }] }] },
  { id: "AT_082e", buff: { attack: 1 } },
];

export const LOE: CardDefinition[] = [
  // Brann Bronzebeard: "Your Battlecries trigger twice."
  { id: "LOE_077", auras: [{ rule: "battlecries-twice" }] },
];

export const LOOT: CardDefinition[] = [
  // Cheat Death: "Secret: When a friendly minion dies, return it to your hand. It costs (2) less."
  { id: "LOOT_204", triggers: [{ on: "death", if: [{ target: "friendly-minion" }, { space: "friendly-hand" }], do: [{ type: "returnCopyToHand", of: "event-target", cost: -2, enchantment: "LOOT_204e" }] }] },
  { id: "LOOT_204e", buff: { cost: -2 } },
];
