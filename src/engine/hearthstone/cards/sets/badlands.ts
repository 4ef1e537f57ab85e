/** Showdown in the Badlands (WILD_WEST): the Overheal card (过量治疗, rules-notes 94, 405). */
import type { CardDefinition } from "../format/index.js";

export const BADLANDS = (): CardDefinition[] => [
  // Injured Hauler: "Battlecry: Deal 4 damage to this minion. Overheal: Deal 2 damage to all enemy minions."
  { id: "WW_381", battlecry: [{ type: "damage", amount: 4, to: "self" }],
    triggers: [{ on: "overheal", if: { target: "self" }, do: [{ type: "damage", amount: 2, to: "enemy-minions" }] }] },
];
