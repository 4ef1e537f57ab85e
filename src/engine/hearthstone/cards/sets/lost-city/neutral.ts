/** The Lost City of Un'Goro (THE_LOST_CITY): Neutral cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const TLC_NEUTRAL: CardDefinition[] = [
  // Sizzling Cinder: "Deathrattle: Deal 2 damage randomly split among all enemies." (two hits of 1, each at a random enemy
  // character not mortally wounded, 3.5)
  { id: "TLC_249", deathrattle: [{ type: "damage", amount: 1, to: { random: "enemy-characters", count: 2 } }] },
];
