/** Festival of Legends (BATTLE_OF_THE_BANDS). */
import type { CardDefinition } from "../format/index.js";

const FINALE = { finale: true } as const;

export const BATTLE_OF_THE_BANDS = (): CardDefinition[] => [
  // Finale (压轴): "if this card used up your Mana" — the condition `{ finale: true }`: after its pay step its player had
  // no Mana left (rules-notes 418). Spells, and a minion whose Finale changes what its Battlecry does.
  // Mic Drop: "Draw 2 cards. Finale: Give your weapon +2 Attack."
  { id: "ETC_075", spell: [{ type: "draw", count: 2 }, { type: "if", if: FINALE, then: [{ type: "buff", to: "friendly-weapon", enchantment: "ETC_075e" }] }] },
  { id: "ETC_075e", buff: { attack: 2 } },
  // Boogie Down: "Summon two 1-Cost minions from your deck. Finale: Summon another." (each a random 1-Cost minion of the deck)
  { id: "ETC_318", spell: [
    { type: "putIntoPlay", from: "deck", where: { type: "minion", cost: 1 } },
    { type: "putIntoPlay", from: "deck", where: { type: "minion", cost: 1 } },
    { type: "if", if: FINALE, then: [{ type: "putIntoPlay", from: "deck", where: { type: "minion", cost: 1 } }] },
  ] },
  // Power Chord: Synchronize: "Choose a minion. Add a copy of it to your hand. Finale: Give both +1/+2."
  { id: "ETC_338", target: { type: "minion" }, spell: [
    { type: "addCard", copyOf: "target" },
    { type: "if", if: FINALE, then: [{ type: "buff", to: "target", enchantment: "ETC_338e" }, { type: "buff", to: { all: "added", where: { zone: "hand" } }, enchantment: "ETC_338e" }] },
  ] },
  { id: "ETC_338e", buff: { attack: 1, health: 2 } },
  // Chill Vibes: "Restore #8 Health. Finale: Summon a 3/3 Elemental with Taunt." (any character, as Healing Touch)
  { id: "ETC_369", target: { type: "character" }, spell: [{ type: "heal", amount: 8, to: "target" }, { type: "if", if: FINALE, then: [{ type: "summon", card: "ETC_369t" }] }] },
  // Taste of Chaos: "Deal $2 damage to a minion. Finale: Discover a Fel spell."
  { id: "ETC_394", target: { type: "minion" }, spell: [
    { type: "damage", amount: 2, to: "target" },
    { type: "if", if: FINALE, then: [{ type: "discover", from: { type: "SPELL", spellSchool: "FEL", yourClass: true } }] },
  ] },
  // Through Fel and Flames: "Give a minion Rush. Finale: And +1/+1." (0 Cost: played with no Mana left, its Finale comes)
  { id: "JAM_017", target: { type: "minion" }, spell: [
    { type: "buff", to: "target", grants: ["RUSH"] },
    { type: "if", if: FINALE, then: [{ type: "buff", to: "target", enchantment: "JAM_017e" }] },
  ] },
  { id: "JAM_017e", buff: { attack: 1, health: 1 } },
  // Summer Flowerchild: "Battlecry: Draw two cards that cost (6) or more. Finale: They cost (1) less." (the Finale changes
  // what the Battlecry draws: part of it)
  { id: "ETC_376", battlecry: [
    { type: "draw", count: 2, where: { minCost: 6 } },
    { type: "if", if: FINALE, then: [{ type: "buff", to: { all: "drawn", where: { zone: "hand" } }, enchantment: "ETC_376e" }] },
  ] },
  { id: "ETC_376e", buff: { cost: -1 } },
  // Jukebox Totem: "At the end of your turn, summon a 1/1 Silver Hand Recruit."
  { id: "JAM_010", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "summon", card: "CS2_101t" }] }] },
];
