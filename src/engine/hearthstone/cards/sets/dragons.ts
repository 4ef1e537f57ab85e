/** Descent of Dragons (DRAGONS) and Galakrond's Awakening (YEAR_OF_THE_DRAGON). */
import type { CardDefinition } from "../format/index.js";

export const DRAGONS = (): CardDefinition[] => [
  // Rising Winds: "Twinspell. Choose One - Draw a card; or Summon a 3/2 Eagle." (its copy without Twinspell: YOD_001ts)
  { id: "YOD_001", twinspell: "YOD_001ts", chooseOne: [
    { card: "YOD_001b", effects: [{ type: "draw" }] },
    { card: "YOD_001c", requires: { space: "friendly-board" }, effects: [{ type: "summon", card: "YOD_001t" }] },
  ] },
  { id: "YOD_001ts", chooseOne: [
    { card: "YOD_001b", effects: [{ type: "draw" }] },
    { card: "YOD_001c", requires: { space: "friendly-board" }, effects: [{ type: "summon", card: "YOD_001t" }] },
  ] },
  // Fresh Scent: "Twinspell. Give a Beast +2/+2."
  { id: "YOD_005", twinspell: "YOD_005ts", target: { type: "minion", where: { race: "BEAST" } }, spell: [{ type: "buff", to: "target", enchantment: "YOD_005e" }] },
  { id: "YOD_005ts", target: { type: "minion", where: { race: "BEAST" } }, spell: [{ type: "buff", to: "target", enchantment: "YOD_005e" }] },
  { id: "YOD_005e", buff: { attack: 2, health: 2 } },
  // Parachute Brigand: "After you play a Pirate, summon this minion from your hand." A hand trigger (3.2: after field triggers,
  // before deck ones such as Patches); the Pirate must be one both as played and when it resolves (2.2, as for Patches).
  { id: "DRG_056", triggers: [{
    on: "after-play", zone: "hand", if: [{ target: { side: "friendly", type: "minion", race: "PIRATE", playedRace: "PIRATE" } }, { space: "friendly-board" }],
    do: [{ type: "putIntoPlay", from: "hand", where: { is: "self" } }],
  }] },
  // Sky Raider: "Battlecry: Add a random Pirate to your hand."
  { id: "DRG_024", battlecry: [{ type: "addCard", pool: { race: "PIRATE" } }] },
  // Risky Skipper: "After you play a minion, deal 1 damage to all minions."
  { id: "YOD_022", triggers: [{ on: "after-play", if: { target: { side: "friendly", type: "minion" } }, do: [{ type: "damage", amount: 1, to: "all-minions" }] }] },
];
