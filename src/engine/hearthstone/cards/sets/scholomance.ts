/** Scholomance Academy (SCHOLOMANCE). */
import type { CardDefinition } from "../format.js";

export const SCHOLOMANCE: CardDefinition[] = [
  // Rattlegore: "Deathrattle: Resummon this with -1/-1." It summons a fresh Rattlegore, then makes it 1/1 smaller than the one
  // that died was when it left play (5.4's Soulsinger Ambra example: a Rattlegore at 9/9 gives 8/8, that one 7/7, ...).
  // A 1-Health Rattlegore brings none back (it would have 0 Health).
  { id: "SCH_621", deathrattle: [{
    type: "if", if: { value: { stat: "maxHealth", of: "self", lastKnown: true }, atLeast: 2 }, then: [
      { type: "summon", card: "SCH_621" },
      { type: "buff", to: "summoned", setAttack: { stat: "attack", of: "self", lastKnown: true, add: -1, min: 0 }, setHealth: { stat: "maxHealth", of: "self", lastKnown: true, add: -1 } },
    ],
  }] },
];
