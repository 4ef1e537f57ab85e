/** Legacy (the Basic and Classic cards kept in Wild, 怀旧): Warlock cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const LEGACY_WARLOCK: CardDefinition[] = [
  { id: "CS2_062", spell: [{ type: "damage", amount: 3, to: "all-characters" }] }, // Hellfire
  { id: "CS2_061", target: { type: "character" }, spell: [{ type: "damage", amount: 2, to: "target" }, { type: "heal", amount: 2, to: "friendly-hero" }] }, // Drain Life
  { id: "CS2_057", target: { type: "minion" }, spell: [{ type: "damage", amount: 4, to: "target" }] }, // Shadow Bolt
  // Mortal Coil: "If it dies" — the target is mortally wounded after the damage, wherever it is (2.3: in hand too).
  { id: "EX1_302", target: { type: "minion" }, spell: [{ type: "damage", amount: 1, to: "target" },
    { type: "if", if: { entity: "target", matches: { mortallyWounded: true } }, then: [{ type: "draw" }] }] },
  { id: "EX1_308", target: { type: "character" }, spell: [{ type: "damage", amount: 4, to: "target" }, { type: "discard", count: 1 }] }, // Soulfire
  { id: "CS2_064", battlecry: [{ type: "damage", amount: 1, to: "all-other-characters" }] }, // Dread Infernal
  // Corruption: the enchantment destroys its host at the start of the caster's turn (2.1 MAIN_START_TRIGGERS).
  { id: "CS2_063", target: { type: "minion", side: "enemy" }, spell: [{ type: "buff", to: "target", enchantment: "CS2_063e" }] },
  { id: "CS2_063e", triggers: [{ on: "turn-start", if: { turn: "own" }, do: [{ type: "destroy", to: "self" }] }] },
  // Enslaved Fel Lord: "Taunt. Also damages the minions next to whomever this attacks." (Taunt from the card data)
  { id: "CS3_021", attackAlsoHitsAdjacent: true },
];
