/** Core (核心系列): Rogue cards whose canonical printing is in Core, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const CORE_ROGUE = (): CardDefinition[] => [
  // Foxy Fraud: "Battlecry: Your next Combo card this turn costs (2) less." A one-turn cost state on your hero (费用状态, as
  // Preparation's), used up by the next card with Combo you play (2.2 d, 2.3 e).
  { id: "CORE_DMF_511", battlecry: [{ type: "buff", to: "friendly-hero", enchantment: "DMF_511e" }] },
  { id: "DMF_511e", buff: { oneTurn: true }, auras: [{ to: { all: "hand", side: "friendly", where: { has: "combo" } }, buff: { cost: -2 }, enchantment: "DMF_511e2" }],
    consumedBy: { has: "combo" } },
  { id: "DMF_511e2", buff: { cost: -2 } },
  // Hench-Clan Burglar: "Battlecry: Discover a spell from another class."
  { id: "CORE_DAL_416", battlecry: [{ type: "discover", from: { type: "SPELL", otherClass: true } }] },
  // Raiding Party: "Draw 2 Pirates from your deck. Combo: And a weapon." (random ones of the deck; none: nothing, 4.4)
  { id: "CORE_TRL_124",
    spell: [{ type: "draw", count: 2, where: { race: "PIRATE" } }],
    combo: [{ type: "draw", count: 2, where: { race: "PIRATE" } }, { type: "draw", count: 1, where: { type: "weapon" } }] },
  // Shaku, the Collector: "Stealth. Whenever this attacks, add a card from another class to your hand." (the on-attack step, 2.6)
  { id: "CORE_CFM_781", triggers: [{ on: "attack", if: { source: "self" }, do: [{ type: "addCard", pool: { type: "CARD", otherClass: true } }] }] },
  // Swashburglar: "Battlecry: Add a random card from another class to your hand."
  { id: "CORE_KAR_069", battlecry: [{ type: "addCard", pool: { type: "CARD", otherClass: true } }] },
  // Tess Greymane: "Battlecry: Replay every card from another class you've played this game (targets chosen randomly)."
  // (`replay`, rules-notes 230: spells cast at random targets, minions summoned and weapons equipped without Battlecries, a
  // hero card replacing the hero; at most 30 cards, the game's limit)
  { id: "CORE_GIL_598", battlecry: [{ type: "replay", played: { otherClass: true }, max: 30 }] },
  // Undercity Huckster: "Deathrattle: Get a random card (from your opponent's class)."
  { id: "CORE_OG_330", deathrattle: [{ type: "addCard", pool: { type: "CARD", opponentClass: true } }] },
  // Waggle Pick: "Deathrattle: Return a random friendly minion to your hand. It costs (2) less." (a random pick skips mortally
  // wounded minions, 3.5; into a full hand it is destroyed, 4.7)
  { id: "CORE_DAL_720", deathrattle: [{ type: "returnToHand", to: { random: "friendly-minions" }, cost: -2 }] },
];
