/**
 * @module hearthstone/cards/unknown-card
 * The unknown card (a hidden card: the opponent's hand, a deck imported from a game log): a card in a hand or deck
 * whose identity the snapshot does not give (`{ "card": null }`). It counts for hand and deck size, can be drawn,
 * discarded, stolen, moved and picked at random like any card, and has no type, cost or text: it is never played
 * (409). It is written back as `"card": "UNKNOWN"`, which loads as the unknown card too.
 */
import type { CompiledCard } from "./compile.js";

/** The id of the unknown card: the output state and trace nodes name it so; a snapshot may give it or `null`. */
export const UNKNOWN_CARD_ID = "UNKNOWN";

export const UNKNOWN_CARD: CompiledCard = Object.freeze({
  id: UNKNOWN_CARD_ID,
  name: { enUS: "an unknown card", zhCN: "一张未知的牌" },
  type: "UNKNOWN",
  facts: {
    id: UNKNOWN_CARD_ID, dbfId: 0, name: { enUS: "an unknown card", zhCN: "一张未知的牌" }, type: "UNKNOWN", cardClass: "NEUTRAL", set: "UNKNOWN",
    rarity: "", cost: 0, attack: 0, health: 0, durability: 0, armor: 0, races: [], mechanics: [], overload: 0, spellDamage: 0, spellSchool: "",
    collectible: false, textKind: 0,
  },
  def: null,
  tags: { COST: 0 },
  triggersOn: {},
  hasTriggers: false,
  secret: false,
  overload: 0,
  implemented: true,
  custom: false,
}) as CompiledCard;

export const isUnknownCard = (card: { id: string } | { card: string }): boolean =>
  ("id" in card ? card.id : card.card) === UNKNOWN_CARD_ID;
