/** Classic (Vanilla), the 2021 Classic format's original texts (经典模式): Neutral cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";
import { powerChords } from "../legacy/neutral.js";
import { AMANI_BERSERKER, ANGRY_CHICKEN, BIG_GAME_HUNTER, BLACK_KNIGHT, MIND_CONTROL_TECH, MOLTEN_GIANT, RAGING_WORGEN, SPITEFUL_SMITH, TAUREN_WARRIOR } from "../expert1/neutral.js";

export const VANILLA_NEUTRAL = (): CardDefinition[] => [
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
  // --- Neutral C (Night Elf Huntress .. Ysera the Dreamer) ---
  { id: "VAN_EX1_412", ...RAGING_WORGEN }, // Raging Worgen: "Enrage: Windfury and +1 Attack"
  { id: "VAN_CS2_221", ...SPITEFUL_SMITH }, // Spiteful Smith: "Enrage: Your weapon has +2 Attack."
  { id: "VAN_EX1_390", ...TAUREN_WARRIOR }, // Tauren Warrior: "Taunt. Enrage: +3 Attack"
  { id: "VAN_EX1_002", ...BLACK_KNIGHT }, // The Black Knight: "Battlecry: Destroy an enemy minion with Taunt." (no Tradeable)
  // Ysera: "At the end of your turn, add a Dream Card to your hand." One of the five Classic-format Dream cards at random.
  { id: "VAN_EX1_572", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "addCard", pool: ["VAN_DREAM_01", "VAN_DREAM_02", "VAN_DREAM_03", "VAN_DREAM_04", "VAN_DREAM_05"] }] }] },
  // Laughing Sister: "Elusive" (can't be targeted by spells or Hero Powers; the card data gives it no tags)
  { id: "VAN_DREAM_01", tags: { CANT_BE_TARGETED_BY_SPELLS: 1, CANT_BE_TARGETED_BY_HERO_POWERS: 1 } },
  // Nightmare: "Give a minion +5/+5. At the start of your next turn, destroy it." (the caster's turn: the enchantment's controller)
  { id: "VAN_DREAM_05", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "VAN_DREAM_05e" }] },
  { id: "VAN_DREAM_05e", buff: { attack: 5, health: 5 }, triggers: [{ on: "turn-start", if: { turn: "own" }, do: [{ type: "destroy", to: "self" }] }] },
  // --- end Neutral C ---
  // --- Neutral B (Faceless Manipulator .. Nat Pagle) ---
  // Grimscale Oracle (2021 Classic text): "ALL other Murlocs have +1 Attack." — either side's, unlike today's "your other Murlocs".
  { id: "VAN_EX1_508", auras: [{ to: { all: "minions", where: { not: "self", race: "MURLOC" } }, buff: { attack: 1 }, enchantment: "EX1_508o" }] },
  // Illidan Stormrage (2021 Classic; today's EX1_614 is Xavius): "Whenever you play a card, summon a 2/1 Flame of Azzinoth."
  // An on-play trigger (2.2 e, 2.3 f: the rulebook names Illidan among them), summoning right of Illidan. The Classic token is the
  // card data's VAN_TU4e_002t (1-cost 2/1, no minion type), whose English name the data lacks.
  { id: "VAN_EX1_614", triggers: [{ on: "play", if: { target: "friendly" }, do: [{ type: "summon", card: "VAN_TU4e_002t" }] }] },
  { id: "VAN_TU4e_002t", name: { enUS: "Flame of Azzinoth", zhCN: "埃辛诺斯之焰" } },
  // Mind Control Tech and Molten Giant: other words, the same text as today's cards (expert1/neutral.ts).
  { id: "VAN_EX1_085", ...MIND_CONTROL_TECH },
  { id: "VAN_EX1_620", ...MOLTEN_GIANT },
  // Murloc Tidecaller (2021 Classic): "Whenever a Murloc is summoned, gain +1 Attack." Either player's Murloc.
  { id: "VAN_EX1_509", triggers: [{ on: "summon", if: { target: { type: "minion", race: "MURLOC" } }, do: [{ type: "buff", to: "self", enchantment: "EX1_509e" }] }] },
  // Murloc Warleader (2021 Classic): "ALL other murlocs have +2/+1." Either side's.
  { id: "VAN_EX1_507", auras: [{ to: { all: "minions", where: { not: "self", race: "MURLOC" } }, buff: { attack: 2, health: 1 }, enchantment: "VAN_EX1_507e" }] },
  { id: "VAN_EX1_507e", buff: { attack: 2, health: 1 } },
  // The Vanilla Southsea Captain's aura state ("+1/+1."), which a game state of that card names.
  { id: "VAN_NEW1_027e", buff: { attack: 1, health: 1 } },

  // --- Elite Tauren Chieftain ---
  // Elite Tauren Chieftain (2021 Classic): the same text as the current card. The data has a Classic printing only of Power of
  // the Horde (VAN_PRO_001c, none of I Am Murloc or Rogues Do It...): its Horde Warriors are the Classic printings.
  { id: "VAN_PRO_001", battlecry: powerChords("VAN_PRO_001c") },
  // Power of the Horde (2021 Classic): "Summon a random Horde Warrior." The same six, as Classic cards (Cairne Bloodhoof is
  // the 4/5 without Taunt there).
  { id: "VAN_PRO_001c", requires: { space: "friendly-board" }, spell: [{ type: "summonRandom", pool: ["VAN_CS2_121", "VAN_EX1_021", "VAN_EX1_023", "VAN_EX1_110", "VAN_EX1_390", "VAN_CS2_179"] }] },
];
