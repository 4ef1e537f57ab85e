/** Legacy (the Basic and Classic cards kept in Wild, 怀旧): Rogue cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const LEGACY_ROGUE = (): CardDefinition[] => [
  { id: "CS2_076", target: { type: "minion", side: "enemy" }, spell: [{ type: "destroy", to: "target" }] }, // Assassinate
  { id: "CS2_072", target: { type: "minion", where: { damaged: false } }, spell: [{ type: "damage", amount: 2, to: "target" }] }, // Backstab
  { id: "CS2_075", spell: [{ type: "damage", amount: 3, to: "enemy-hero" }] }, // Sinister Strike
  { id: "EX1_129", spell: [{ type: "damage", amount: 1, to: "enemy-minions" }, { type: "draw" }] }, // Fan of Knives
  { id: "CS2_077", spell: [{ type: "draw", count: 4 }] }, // Sprint
  { id: "EX1_278", target: { type: "character" }, spell: [{ type: "damage", amount: 1, to: "target" }, { type: "draw" }] }, // Shiv
  { id: "EX1_581", target: { type: "minion", side: "enemy" }, spell: [{ type: "returnToHand", to: "target" }] }, // Sap
  // Deadly Poison: "Give your weapon +2 Attack." Needs a weapon (REQ_WEAPON_EQUIPPED).
  { id: "CS2_074", requires: { exists: "friendly-weapon" }, spell: [{ type: "buff", to: "friendly-weapon", enchantment: "CS2_074e" }] },
  { id: "CS2_074e", buff: { attack: 2 } },
  // Plaguebringer: "Battlecry: Give a friendly minion Poisonous."
  { id: "EX1_191", target: { type: "minion", side: "friendly" }, battlecry: [{ type: "buff", to: "target", enchantment: "EX1_191e" }] },
  { id: "EX1_191e", buff: { grants: ["POISONOUS"] } },
  // Pilfer: "Add a random card from another class to your hand." A class card (any type a hand holds) of a class not your
  // hero's; neutral cards are of no class.
  { id: "EX1_182", spell: [{ type: "addCard", pool: { type: "CARD", otherClass: true } }] },
  // Vanessa VanCleef: "Combo: Add a copy of the last card your opponent played to your hand." The card they played last,
  // this turn or an earlier one (the snapshot's `lastPlayed`), as a fresh card.
  { id: "CS3_005", combo: [{ type: "addCard", lastPlayedBy: "enemy" }] },
  // Vanish: "Return all minions to their owner's hand." In order of play; into a full hand a minion is destroyed instead (4.7,
  // the rulebook's 1.10 example).
  { id: "NEW1_004", spell: [{ type: "returnToHand", to: "all-minions" }] },
];
