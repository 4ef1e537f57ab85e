/** Into the Emerald Dream (漫游翡翠梦境, EMERALD_DREAM): Rogue cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const EDR_ROGUE: CardDefinition[] = [
  // Web of Deception: "Return a friendly minion to your hand to summon a 4/4 Spider with Stealth."
  { id: "EDR_523", target: { type: "minion", side: "friendly" }, spell: [{ type: "returnToHand", to: "target" }, { type: "summon", card: "EDR_523t" }] },
  { id: "EDR_523t", type: "MINION", inferred: true, set: "EMERALD_DREAM", cardClass: "ROGUE", name: "Skittering Spiderling", attack: 4, health: 4, tags: { STEALTH: 1 } },
];
