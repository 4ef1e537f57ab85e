/** Curse of Naxxramas. */
import type { CardDefinition } from "../format.js";

export const NAXX: CardDefinition[] = [
  // Zombie Chow: "Deathrattle: Restore 5 Health to the enemy hero."
  { id: "FP1_001", deathrattle: [{ type: "heal", amount: 5, to: "enemy-hero" }] },
  // Dark Cultist: "Deathrattle: Give a random friendly minion +3 Health." (a buff: mortally wounded minions count, 3.5)
  { id: "FP1_023", deathrattle: [{ type: "buff", to: { random: "friendly-minions" }, health: 3, enchantment: "FP1_023e" }] },
  { id: "FP1_023e", buff: { health: 3 } },
  // Baron Rivendare: "Your minions trigger their Deathrattles twice."
  { id: "FP1_031", auras: [{ rule: "deathrattles-twice" }] },
  // Sludge Belcher: "Taunt. Deathrattle: Summon a 1/2 Slime with Taunt."
  { id: "FP1_012", deathrattle: [{ type: "summon", card: "FP1_012t" }] },
];
