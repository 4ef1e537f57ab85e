/** Whispers of the Old Gods (OG). */
import type { CardDefinition } from "../format/index.js";

export const OG = (): CardDefinition[] => [
  // Shifter Zerus: "Each turn this is in your hand, transform it into a random minion." (5.3 即时变形效果) A hand
  // trigger at the start of your turn transforms it and attaches the "keeps shifting" enchantment, a field trigger
  // (as every enchantment's, 3.2) entered at that transform, which does the same while its host is in your hand.
  { id: "OG_123", triggers: [{ on: "turn-start", zone: "hand", if: { turn: "own" }, do: [
    { type: "transform", to: "self", pool: { type: "MINION" } }, { type: "buff", to: "self", enchantment: "OG_123e" }] }] },
  { id: "OG_123e", triggers: [{ on: "turn-start", if: [{ turn: "own" }, { exists: { all: "hand", side: "friendly", where: { is: "self" } } }], do: [
    { type: "transform", to: "self", pool: { type: "MINION" } }, { type: "buff", to: "self", enchantment: "OG_123e" }] }] },
  // Y'Shaarj, Rage Unbound: "At the end of your turn, put a minion from your deck into the battlefield."
  { id: "OG_042", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "putIntoPlay", from: "deck", where: { type: "minion" } }] }] },
  // Feral Rage: "Choose One - Give your hero +4 Attack this turn; or Gain 8 Armor."
  { id: "OG_047", chooseOne: [
    { card: "OG_047a", effects: [{ type: "buff", to: "friendly-hero", enchantment: "OG_047e" }] }, // Evolve Spines
    { card: "OG_047b", effects: [{ type: "armor", amount: 8 }] }, // Evolve Scales
  ] },
  { id: "OG_047e", buff: { attack: 4, oneTurn: true } }, // Spines
];
