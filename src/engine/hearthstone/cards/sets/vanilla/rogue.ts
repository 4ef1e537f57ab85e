/** Classic (Vanilla), the 2021 Classic format's original texts (经典模式): Rogue cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";
import { EDWIN_COMBO } from "../expert1/rogue.js";

export const VANILLA_ROGUE = (): CardDefinition[] => [
  // Blade Flurry (2014): "Destroy your weapon and deal its damage to all enemies." (enemies: the hero too)
  { id: "VAN_CS2_233", requires: { exists: "friendly-weapon" }, spell: [
    { type: "destroy", to: "friendly-weapon" },
    { type: "damage", amount: { stat: "attack", of: "friendly-weapon" }, to: "enemy-characters" },
  ] },
  // Preparation (2014): "The next spell you cast this turn costs (3) less."
  { id: "VAN_EX1_145", spell: [{ type: "buff", to: "friendly-hero", enchantment: "VAN_EX1_145o" }] },
  { id: "VAN_EX1_145o", buff: { oneTurn: true }, auras: [{ to: { all: "hand", side: "friendly", where: { type: "spell" } }, buff: { cost: -3 } }], consumedBy: { type: "spell" } },
  // SI:7 Agent (2014): "Combo: Deal 2 damage."
  { id: "VAN_EX1_134", target: { type: "character" }, combo: [{ type: "damage", amount: 2, to: "target" }] },
  // Master of Disguise (2014): "Battlecry: Give a friendly minion Stealth." (for good: an enchantment with no end)
  { id: "VAN_NEW1_014", target: { type: "minion", side: "friendly" }, battlecry: [{ type: "buff", to: "target", grants: ["STEALTH"] }] },
  // Patient Assassin (2014): "Stealth. Destroy any minion damaged by this minion." What Poisonous says today (5.1: the
  // engine's damage trigger of the source, queued with that damage's triggers); Stealth comes from the card data.
  { id: "VAN_EX1_522", tags: { POISONOUS: 1 } },
  // Edwin VanCleef (2014): "Combo: Gain +2/+2 for each card played earlier this turn." The same as today's text.
  { id: "VAN_EX1_613", combo: EDWIN_COMBO },
];
