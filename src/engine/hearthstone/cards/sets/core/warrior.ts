/** Core (核心系列): Warrior cards whose canonical printing is in Core, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const CORE_WARRIOR: CardDefinition[] = [
  // Sanguine Depths (Location, 3 Durability): "Deal 1 damage to a minion and give it +2 Attack." — each use, on either
  // side's minion; the buff follows the damage even when the damage kills it.
  { id: "CORE_REV_990", target: { type: "minion" }, activate: [
    { type: "damage", amount: 1, to: "target" },
    { type: "buff", to: "target", enchantment: "REV_990e" },
  ] },
  { id: "REV_990e", buff: { attack: 2 } },
];
