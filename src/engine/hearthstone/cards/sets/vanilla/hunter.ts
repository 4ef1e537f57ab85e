/** Classic (Vanilla), the 2021 Classic format's original texts (经典模式): Hunter cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const VANILLA_HUNTER = (): CardDefinition[] => [
  // Bestial Wrath: "Give a Beast +2 Attack and Immune this turn." Any Beast, an enemy one too (today's card: a friendly one).
  { id: "VAN_EX1_549", target: { type: "minion", where: { race: "BEAST" } }, spell: [{ type: "buff", to: "target", enchantment: "EX1_549o" }] },
  // Eaglehorn Bow: "Whenever a Secret is revealed, gain +1 Durability." Either player's Secret (today's card: a friendly one).
  { id: "VAN_EX1_536", triggers: [{ on: "reveal", if: { target: { secret: true } }, do: [{ type: "buff", to: "self", enchantment: "EX1_536e" }] }] },
  // Snipe: "Secret: After your opponent plays a minion, deal 4 damage to it." (today's card: 6). Aborts if the minion is
  // mortally wounded (3.4).
  { id: "VAN_EX1_609", triggers: [{ on: "after-play", if: { target: { side: "enemy", type: "minion", alive: true } }, do: [{ type: "damage", amount: 4, to: "event-target" }] }] },
  // Tracking: "Look at the top 3 cards of your deck. Draw one and discard the others." The three as they lie; the chosen
  // one is drawn (4.4), then the other two go from the deck to the graveyard (4.3: from the deck that is a burn).
  { id: "VAN_DS1_184", spell: [{ type: "discover", from: "deck", top: 3, rest: "burn" }] },
];
