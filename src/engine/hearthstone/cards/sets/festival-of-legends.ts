/** Festival of Legends (BATTLE_OF_THE_BANDS): the Overheal cards (过量治疗, rules-notes 94, 405). */
import type { CardDefinition } from "../format/index.js";

export const FESTIVAL_OF_LEGENDS = (): CardDefinition[] => [
  // Heartbreaker Hedanis: "Battlecry: Deal 4 damage to this minion. Overheal: Deal 5 damage to a random enemy."
  { id: "ETC_334", battlecry: [{ type: "damage", amount: 4, to: "self" }],
    triggers: [{ on: "overheal", if: { target: "self" }, do: [{ type: "damage", amount: 5, to: { random: "enemy-characters" } }] }] },
  // Heartthrob: "Overheal: Summon a random minion with Cost equal to the amount Overhealed." (the overheal event's amount, the
  // excess; no minion of that Cost: nothing)
  { id: "ETC_339", triggers: [{ on: "overheal", if: { target: "self" }, do: [{ type: "summonRandom", pool: { type: "MINION", cost: { event: "amount" } } }] }] },
];
