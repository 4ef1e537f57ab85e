/** Classic (Vanilla), the 2021 Classic format's original texts (经典模式): Paladin cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";
import { AVENGING_WRATH } from "../expert1/paladin.js";
import { GUARDIAN_OF_KINGS_BATTLECRY } from "../legacy/paladin.js";

export const VANILLA_PALADIN = (): CardDefinition[] => [
  // Avenging Wrath: "Deal $8 damage randomly split among all enemy characters." (today's "all enemies", the same)
  { id: "VAN_EX1_384", spell: AVENGING_WRATH },
  // Guardian of Kings: "Battlecry: Restore #6 Health to your hero." (no Taunt, 5/6)
  { id: "VAN_CS2_088", battlecry: GUARDIAN_OF_KINGS_BATTLECRY },
  // Holy Light: "Restore #6 Health." (any character, unlike today's "to your hero")
  { id: "VAN_CS2_089", target: { type: "character" }, spell: [{ type: "heal", amount: 6, to: "target" }] },
  // Holy Wrath: "Draw a card and deal damage equal to its Cost." (any character, unlike today's "to a minion"; as today, the
  // cost is the one the card has in the deck, read before it is drawn, 3.1 反常的结算顺序)
  { id: "VAN_EX1_365", target: { type: "character" }, spell: [{ type: "damage", amount: { stat: "cost", of: { top: "deck" } }, to: "target" }, { type: "draw" }] },
  // Truesilver Champion: "Whenever your hero attacks, restore #2 Health to it." (an on-attack trigger, 2.6 c)
  { id: "VAN_CS2_097", triggers: [{ on: "attack", if: { source: "friendly-hero" }, do: [{ type: "heal", amount: 2, to: "friendly-hero" }] }] },
];
