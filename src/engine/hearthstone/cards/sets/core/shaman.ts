/** Core (核心系列): Shaman cards whose canonical printing is in Core, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const CORE_SHAMAN = (): CardDefinition[] => [
  // Blazing Invocation: "Discover a Battlecry minion. It costs (1) less." (the card data's BATTLECRY mechanic; the reduction
  // is an enchantment on the card taken)
  { id: "CORE_GIL_836", spell: [{ type: "discover", from: { type: "MINION", mechanic: "BATTLECRY", yourClass: true }, cost: -1 }] },
  // Jinyu Waterspeaker: "Battlecry: Restore #6 Health. Overload: (1)" (Overload from the card data)
  { id: "CORE_CFM_061", target: { type: "character" }, battlecry: [{ type: "heal", amount: 6, to: "target" }] },
  // Marshspawn: "Battlecry: If you cast a spell last turn, Discover a spell." Your previous turn's spells played (2.1's
  // counters, kept as your turn starts).
  { id: "CORE_BT_115", battlecry: [{ type: "if", if: { playedLastTurn: "spell", atLeast: 1 }, then: [{ type: "discover", from: { type: "SPELL", yourClass: true } }] }] },
  // Menacing Nimbus: "Battlecry: Add a random Elemental to your hand."
  { id: "CORE_BOT_533", battlecry: [{ type: "addCard", pool: { type: "MINION", race: "ELEMENTAL" } }] },
  // Voltaic Burst: "Summon two 1/1 Sparks with Rush. Overload: (1)" A spell that only summons needs a free space (rules-notes 127).
  { id: "CORE_BOT_451", requires: { space: "friendly-board" }, spell: [{ type: "summon", card: "BOT_102t", count: 2 }] },
  // Wailing Vapor: "After you play an Elemental, gain +1 Attack." An after-play trigger (2.2 完成阶段) on a minion played as
  // an Elemental (2.2: decided by the card as played).
  { id: "CORE_WC_042", triggers: [{ on: "after-play", if: { target: { side: "friendly", type: "minion", playedRace: "ELEMENTAL", not: "self" } },
    do: [{ type: "buff", to: "self", enchantment: "WC_042e" }] }] },
  { id: "WC_042e", buff: { attack: 1 } },
  // Krag'wa, the Frog: "Battlecry: Return all spells you played last turn to your hand." New copies (the game shows them as
  // created by Krag'wa) of each spell its player played from hand on their previous turn, in order; a countered spell is
  // treated as never played (反制和失效 names Krag'wa). Rules-notes 211.
  { id: "CORE_TRL_345", battlecry: [{ type: "addCard", played: { turn: "last", type: "SPELL" } }] },
];
