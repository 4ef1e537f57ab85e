/**
 * Game-wide cards the card data lacks, defined under the game's own ids (../shared/data/missing-ids.json) with facts
 * inferred from the cards that use them (`inferred: true`; /v1/cards says so).
 */
import type { CardDefinition } from "../format/index.js";

export const GLOBAL = (): CardDefinition[] => [
  // Temporary (TemporaryEnchantment_GBL_999e): "Temporary" cards are discarded at the end of your turn if still in
  // hand — the older texts of Evocation and The Soularium said so ("At the end of your turn, discard them"). The
  // trigger works only while its host is in hand, so a Temporary card played stays (docs/rules-notes.md).
  { id: "GBL_999e", type: "ENCHANTMENT", name: { enUS: "Temporary", zhCN: "临时" }, inferred: true,
    triggers: [{ on: "turn-end", zone: "hand", if: { turn: "own" }, do: [{ type: "destroy", to: "self" }] }] },
  // Played after a Rewind (PlayAfterRewindEnchantment_TIME_110): the mark of a card played again by a Rewind (rules/rewind.ts).
  // It changes nothing itself: a text may ask for it ("after you Rewind": `{ "enchanted": "TIME_110" }`), and a replay offers
  // no second Rewind.
  { id: "TIME_110", type: "ENCHANTMENT", name: "Play After Rewind", inferred: true },
];
