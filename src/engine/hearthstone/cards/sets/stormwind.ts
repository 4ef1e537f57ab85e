/** United in Stormwind (STORMWIND). */
import type { CardDefinition } from "../format/index.js";

export const STORMWIND = (): CardDefinition[] => [
  // Fel Barrage: "Deal $2 damage to the lowest Health enemy, twice." Each hit picks the lowest Health enemy character as
  // it is then (a random one among ties; 3.5: not a mortally wounded one), its damage resolved before the next.
  { id: "SW_040", spell: [
    { type: "damage", amount: 2, to: { random: "enemy-characters", lowest: "health" } },
    { type: "damage", amount: 2, to: { random: "enemy-characters", lowest: "health" } },
  ] },
];
