/** Core (核心系列): Priest cards whose canonical printing is in Core, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const CORE_PRIEST = (): CardDefinition[] => [
  // Flash Heal: "Restore #5 Health." (a character)
  { id: "CORE_AT_055", target: { type: "character" }, spell: [{ type: "heal", amount: 5, to: "target" }] },
  // Greater Healing Potion: "Restore #12 Health to a friendly character. Draw a card."
  { id: "CORE_CFM_604", target: { type: "character", side: "friendly" }, spell: [{ type: "heal", amount: 12, to: "target" }, { type: "draw" }] },
  // Lightshower Elemental: "Taunt. Deathrattle: Restore #8 Health to all friendly characters."
  { id: "CORE_BAR_310", deathrattle: [{ type: "heal", amount: 8, to: "friendly-characters" }] },
  // Madame Lazul: "Battlecry: Discover a copy of a card in your opponent's hand."
  { id: "CORE_DAL_729", battlecry: [{ type: "discover", from: "hand", side: "enemy" }] },
  // Obsidian Statue: "Taunt, Lifesteal. Deathrattle: Destroy a random enemy minion."
  { id: "CORE_ICC_214", deathrattle: [{ type: "destroy", to: { random: "enemy-minions" } }] },
  // Shadow Ascendant: "At the end of your turn, give another random friendly minion +1/+1."
  { id: "CORE_ICC_210", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "buff", to: { random: "other-friendly-minions" }, enchantment: "ICC_210e" }] }] },
  { id: "ICC_210e", buff: { attack: 1, health: 1 } }, // Ascended
  // Ship's Chirurgeon: "After you summon a minion, give it +1 Health."
  { id: "CORE_WON_065", triggers: [{ on: "after-summon", if: { target: "other-friendly-minion" }, do: [{ type: "buff", to: "event-target", enchantment: "WON_065e" }] }] },
  { id: "WON_065e", type: "ENCHANTMENT", name: "Medical Assistance", cardClass: "PRIEST", inferred: true, buff: { health: 1 } },
  // Spirit Guide: "Taunt. Deathrattle: Draw a Holy spell and a Shadow spell."
  { id: "CORE_AV_328", deathrattle: [{ type: "draw", where: { type: "spell", spellSchool: "HOLY" } }, { type: "draw", where: { type: "spell", spellSchool: "SHADOW" } }] },
  // Thrive in the Shadows: "Discover a spell from your deck."
  { id: "CS3_028", spell: [{ type: "discover", from: "deck", where: { type: "spell" } }] },
  // Void Shard: "Lifesteal. Deal $4 damage." (the spell's Lifesteal tag heals your hero by the damage it deals, 5.1)
  { id: "CORE_SW_442", tags: { LIFESTEAL: 1 }, target: { type: "character" }, spell: [{ type: "damage", amount: 4, to: "target" }] },
];
