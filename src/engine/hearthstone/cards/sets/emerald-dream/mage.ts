/** Into the Emerald Dream (漫游翡翠梦境, EMERALD_DREAM): Mage cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const EDR_MAGE: CardDefinition[] = [
  // Divination: "Destroy a friendly Wisp to draw 3 cards." (a Wisp: any card named Wisp)
  { id: "EDR_804", target: { type: "minion", side: "friendly", where: { name: "Wisp" } }, spell: [{ type: "destroy", to: "target" }, { type: "draw", count: 3 }] },
  // Spark of Life: "Choose One - Discover a Mage spell; or Discover a Druid spell."
  { id: "EDR_872", chooseOne: [
    { effects: [{ type: "discover", from: { type: "SPELL", cardClass: "MAGE" } }] },
    { effects: [{ type: "discover", from: { type: "SPELL", cardClass: "DRUID" } }] }] },
];
