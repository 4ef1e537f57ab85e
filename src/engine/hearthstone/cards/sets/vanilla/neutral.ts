/** Classic (Vanilla), the 2021 Classic format's original texts (经典模式): Neutral cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";
import { AMANI_BERSERKER, ANGRY_CHICKEN, BIG_GAME_HUNTER } from "../expert1/neutral.js";

export const VANILLA_NEUTRAL: CardDefinition[] = [
  // --- Neutral A (Abomination .. Emperor Cobra) ---
  { id: "VAN_EX1_393", ...AMANI_BERSERKER }, // "Enrage: +3 Attack"
  { id: "VAN_EX1_009", ...ANGRY_CHICKEN }, // "Enrage: +5 Attack."
  { id: "VAN_EX1_005", ...BIG_GAME_HUNTER }, // Big Game Hunter (the current text adds only Tradeable)
  // Cairne Bloodhoof: "Deathrattle: Summon a 4/5 Baine Bloodhoof." (no Taunt, the 2021 Classic token)
  { id: "VAN_EX1_110", deathrattle: [{ type: "summon", card: "VAN_EX1_110t" }] },
  // Coldlight Seer: "Battlecry: Give ALL other Murlocs +2 Health." (both sides)
  { id: "VAN_EX1_103", battlecry: [{ type: "buff", to: { all: "minions", where: { not: "self", race: "MURLOC" } }, enchantment: "EX1_103e" }] },
  // Emperor Cobra: "Destroy any minion damaged by this minion." — what Poisonous now says (rules-notes 17 calls it the
  // Cobra's Poisonous): the POISONOUS tag, so the engine's Poisonous trigger applies (and Silence removes it).
  { id: "VAN_EX1_170", tags: { POISONOUS: 1 } },
  // --- end Neutral A ---
];
