/** Classic (Vanilla), the 2021 Classic format's original texts (经典模式): Druid cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const VANILLA_DRUID = (): CardDefinition[] => [
  // Ancient of Lore: "Choose One - Draw 2 cards; or Restore #5 Health."
  { id: "VAN_NEW1_008", chooseOne: [
    { card: "VAN_NEW1_008a", effects: [{ type: "draw", count: 2 }] },
    { card: "VAN_NEW1_008b", target: { type: "character" }, effects: [{ type: "heal", amount: 5, to: "target" }] },
  ] },
  // Druid of the Claw: "Choose One - Charge; or +2 Health and Taunt." The original card transforms into its Cat Form
  // (4/4 Charge) or Bear Form (4/6 Taunt) minion, as the data's forms are; their keywords are set here (the data lacks them).
  { id: "VAN_EX1_165", chooseOne: [
    { card: "VAN_EX1_165a", effects: [{ type: "transform", to: "self", card: "VAN_EX1_165t1" }] },
    { card: "VAN_EX1_165b", effects: [{ type: "transform", to: "self", card: "VAN_EX1_165t2" }] },
  ] },
  { id: "VAN_EX1_165t1", tags: { CHARGE: 1 } },
  { id: "VAN_EX1_165t2", tags: { TAUNT: 1 } },
  // Force of Nature: "Summon three 2/2 Treants with Charge that die at the end of the turn."
  { id: "VAN_EX1_571", spell: [{ type: "summon", card: "VAN_EX1_tk9b", count: 3 }] },
  // Treant: "Charge. At the end of the turn, destroy this minion."
  { id: "VAN_EX1_tk9b", tags: { CHARGE: 1 }, triggers: [{ on: "turn-end", do: [{ type: "destroy", to: "self" }] }] },
  // Innervate: "Gain 2 Mana Crystals this turn only."
  { id: "VAN_EX1_169", spell: [{ type: "tempMana", amount: 2 }] },
  // Mark of the Wild: "Give a minion Taunt and +2/+2."
  { id: "VAN_CS2_009", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "VAN_CS2_009e" }] },
  { id: "VAN_CS2_009e", buff: { attack: 2, health: 2, grants: ["TAUNT"] } },
];
