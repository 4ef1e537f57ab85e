/** Core (核心系列): Hunter cards whose canonical printing is in Core, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const CORE_HUNTER = (): CardDefinition[] => [
  // Ball of Spiders: "Summon three 1/1 Webspinners with 'Deathrattle: Get a random Beast.'" (Webspinner, FP1_011, is
  // defined in naxx.ts). A spell that only summons needs a free space (rules-notes 127).
  { id: "CORE_AT_062", requires: { space: "friendly-board" }, spell: [{ type: "summon", card: "FP1_011", count: 3 }] },
  // Barak Kodobane: "Battlecry: Draw a 1, 2, and 3-Cost spell." Three draws of a matching card, each nothing when none is left.
  { id: "CORE_BAR_551", battlecry: [
    { type: "draw", where: { type: "spell", cost: 1 } }, { type: "draw", where: { type: "spell", cost: 2 } }, { type: "draw", where: { type: "spell", cost: 3 } },
  ] },
  // Ice Trap: "Secret: When your opponent casts a spell, return it to their hand instead. It costs (1) more." A counter
  // (2.3 c, as Counterspell) whose card goes back to hand with a cost enchantment.
  { id: "CORE_AV_226", triggers: [{ on: "counter", if: { target: { side: "enemy", type: "spell" } }, do: [{ type: "counter", to: "event-target", returnToHand: true, enchantment: "AV_226e" }] }] },
  { id: "AV_226e", type: "ENCHANTMENT", name: "Frosty", cardClass: "HUNTER", inferred: true, buff: { cost: 1 } },
  // Jeweled Macaw: "Battlecry: Add a random Beast to your hand."
  { id: "CORE_UNG_912", battlecry: [{ type: "addCard", pool: { type: "MINION", race: "BEAST" } }] },
  // Master's Call: "Discover a minion from your deck. If all 3 are Beasts, draw them all instead."
  { id: "CORE_TRL_339", spell: [{ type: "discover", from: "deck", where: { type: "minion" }, drawAllIf: { race: "BEAST" } }] },
  // Mountain Bear: "Taunt. Deathrattle: Summon two 2/4 Cubs with Taunt." The Cub is missing from the card data: its stats and
  // Taunt are the text's; it is a bear cub (a Beast), its cost unknown (0).
  { id: "CORE_AV_337", deathrattle: [{ type: "summon", card: "AV_337t", count: 2 }] },
  { id: "AV_337t", type: "MINION", name: "Mountain Cub", cardClass: "HUNTER", inferred: true, attack: 2, health: 4, races: ["BEAST"], tags: { TAUNT: 1 } },
  // Terrorscale Stalker: "Battlecry: Trigger a friendly minion's Deathrattle." (a minion that has one)
  { id: "CORE_UNG_800", target: { type: "minion", side: "friendly", where: { has: "deathrattle" } }, battlecry: [{ type: "triggerDeathrattle", to: "target" }] },
  // Veranus: "Battlecry: Change the Health of all enemy minions to 1." (a set, as Hunter's Mark: damage is cleared, 4.1)
  { id: "CORE_DRG_095", battlecry: [{ type: "buff", to: "enemy-minions", enchantment: "DRG_095e" }] },
  { id: "DRG_095e", buff: { setHealth: 1 } }, // Intimidated
  // Wound Prey: "Deal $1 damage. Summon a 1/1 Hyena with Rush." The Hyena is Kolkar Pack Runner's Swift Hyena (BAR_035t).
  { id: "CORE_BAR_801", target: { type: "character" }, spell: [{ type: "damage", amount: 1, to: "target" }, { type: "summon", card: "BAR_035t" }] },
  // Swift Hyena: "Rush". A Beast, which the card data's token lacks.
  { id: "BAR_035t", races: ["BEAST"] },
];
