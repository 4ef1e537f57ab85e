/** Classic (Vanilla), the 2021 Classic format's original texts (经典模式): Priest cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const VANILLA_PRIEST = (): CardDefinition[] => [
  // Holy Nova (2014): "Deal $2 damage to all enemies. Restore #2 Health to all friendly characters." (enemies: the hero too)
  { id: "VAN_CS1_112", spell: [{ type: "damage", amount: 2, to: "enemy-characters" }, { type: "heal", amount: 2, to: "friendly-characters" }] },
  // Holy Smite (2014): "Deal $2 damage." (any character)
  { id: "VAN_CS1_130", target: { type: "character" }, spell: [{ type: "damage", amount: 2, to: "target" }] },
  // Shadowform (2014): "Your Hero Power becomes 'Deal 2 damage.' If already in Shadowform: 3 damage." Already in Shadowform:
  // your Hero Power is Mind Spike or Mind Shatter (a second one keeps Mind Shatter).
  { id: "VAN_EX1_625", spell: [{
    type: "if",
    if: { any: [{ entity: "friendly-hero-power", matches: { name: "Mind Spike" } }, { entity: "friendly-hero-power", matches: { name: "Mind Shatter" } }] },
    then: [{ type: "replaceHeroPower", heroPower: "EX1_625t2" }],
    else: [{ type: "replaceHeroPower", heroPower: "EX1_625t" }],
  }] },
];
