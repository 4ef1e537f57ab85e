/**
 * Basic hero powers (both the classic and the current ids), the Coin and their tokens and enchantments.
 */
import type { CardDefinition } from "../format/index.js";

const armorUp: Omit<CardDefinition, "id"> = { power: [{ type: "armor", amount: 2 }] };
const totemicCall: Omit<CardDefinition, "id"> = { power: [{ type: "summonRandom", pool: ["NEW1_009", "CS2_050", "CS2_051", "CS2_052"], unique: true }] };
const daggerMastery: Omit<CardDefinition, "id"> = { power: [{ type: "equipWeapon", card: "CS2_082" }] };
const reinforce: Omit<CardDefinition, "id"> = { power: [{ type: "summon", card: "CS2_101t" }] };
const steadyShot: Omit<CardDefinition, "id"> = { power: [{ type: "damage", amount: 2, to: "enemy-hero" }] };
const shapeshift = (enchantment: string): Omit<CardDefinition, "id"> => ({
  power: [{ type: "buff", to: "friendly-hero", attack: 1, oneTurn: true, enchantment }, { type: "armor", amount: 1 }],
});
const lifeTap: Omit<CardDefinition, "id"> = { power: [{ type: "draw" }, { type: "damage", amount: 2, to: "friendly-hero" }] };
const fireblast: Omit<CardDefinition, "id"> = { target: { type: "character" }, power: [{ type: "damage", amount: 1, to: "target" }] };
const lesserHeal: Omit<CardDefinition, "id"> = { target: { type: "character" }, power: [{ type: "heal", amount: 2, to: "target" }] };
const demonClaws: Omit<CardDefinition, "id"> = { power: [{ type: "buff", to: "friendly-hero", attack: 1, oneTurn: true, enchantment: "HERO_10bpe" }] };

export const BASIC = (): CardDefinition[] => [
  { id: "CS2_102", ...armorUp }, { id: "HERO_01bp", ...armorUp },
  { id: "CS2_049", ...totemicCall }, { id: "HERO_02bp", ...totemicCall },
  // HERO_03bp, HERO_07bp and HERO_09bp are reprints of the classic ids (same name and text): they share these.
  { id: "CS2_083b", ...daggerMastery },
  { id: "CS2_101", ...reinforce }, { id: "HERO_04bp", ...reinforce },
  { id: "DS1h_292", ...steadyShot }, { id: "HERO_05bp", ...steadyShot },
  { id: "CS2_017", ...shapeshift("CS2_017o") }, { id: "HERO_06bp", ...shapeshift("CS2_017o") },
  { id: "CS2_056", ...lifeTap },
  { id: "CS2_034", ...fireblast }, { id: "HERO_08bp", ...fireblast },
  { id: "CS1h_001", ...lesserHeal },
  { id: "HERO_10bp", ...demonClaws },
  { id: "CS2_017o", buff: { attack: 1, oneTurn: true } },
  { id: "HERO_10bpe", buff: { attack: 1, oneTurn: true } },
  { id: "CS2_083e", buff: { attack: 1, oneTurn: true } },
  // Healing Totem: "At the end of your turn, restore 1 Health to all friendly minions."
  { id: "NEW1_009", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "heal", amount: 1, to: "friendly-minions" }] }] },
  // The Coin.
  { id: "GAME_005", spell: [{ type: "tempMana", amount: 1 }] },
];
