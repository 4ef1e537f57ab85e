/** Cataclysm (大灾变, CATACLYSM): Mage cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const CATA_MAGE = (): CardDefinition[] => [
  // Sleet Storm: "Deal $2 damage. Deal $1 damage to a random enemy minion."
  { id: "CATA_485", target: { type: "character" }, spell: [{ type: "damage", amount: 2, to: "target" },
    { type: "damage", amount: 1, to: { random: "enemy-minions" } }] },
  // Winterspring Whelp: "Battlecry: Discover a 1-Cost spell from any class."
  { id: "CATA_484", battlecry: [{ type: "discover", from: { type: "SPELL", cost: 1 } }] },
  // Sindragosa's Triumph: "Deal $8 damage to a minion. Reduce the Cost of a random card in your hand by the excess damage."
  // (no Spell Damage: the data's ImmuneToSpellpower; the excess is what the 8 went beyond the minion's Health)
  { id: "CATA_978", target: { type: "minion" }, spell: [{ type: "damage", amount: 8, to: "target", spellDamage: false },
    { type: "if", if: { value: { dealt: "excess" }, atLeast: 1 }, then: [
      { type: "buff", to: { random: { all: "hand", side: "friendly" } }, cost: { dealt: "excess", multiply: -1 } }] }] },
  // Spellweaver's Brilliance: "Summon a 6/6 Dragon. Costs (1) less for each damage you dealt with spells this turn." (the
  // damage its player's spells dealt this turn, armor and Health lost: player tag SPELL_DAMAGE_DEALT_THIS_TURN; the Dragon
  // is the game's CATA_452t, missing from the card data, with the parent's cost)
  { id: "CATA_452", spell: [{ type: "summon", card: "CATA_452t" }],
    auras: [{ to: "self", zone: "hand", buff: { cost: { dealtThisTurn: "withSpells", multiply: -1 } } }] },
  { id: "CATA_452t", type: "MINION", inferred: true, set: "CATACLYSM", cardClass: "MAGE", name: "Azure Warden", cost: 10, attack: 6, health: 6, races: ["DRAGON"] },
  // Unstable Spellcaster: "Spell Damage +1 Battlecry: If you dealt damage with a spell this turn, summon a copy of this."
  // (any damage its player's spells dealt this turn; the copy keeps this minion's states, as the set's other "copy of
  // this"; Spell Damage +1 from the card data)
  { id: "CATA_483", battlecry: [{ type: "if", if: { value: { dealtThisTurn: "withSpells" }, atLeast: 1 },
    then: [{ type: "summonCopy", of: "self", copyState: true }] }] },
  // Archmage Kalec: "Battlecry: Give all spells in your hand and deck Spell Damage +1." (each spell's own Spell Damage, an
  // enchantment the card keeps until it is cast: rules/damage.ts ownSpellDamage)
  { id: "CATA_458", battlecry: [{ type: "buff", to: { all: "hand", side: "friendly", where: { type: "spell" } }, enchantment: "CATA_458e" },
    { type: "buff", to: { all: "deck", side: "friendly", where: { type: "spell" } }, enchantment: "CATA_458e" }] },
  { id: "CATA_458e", type: "ENCHANTMENT", inferred: true, set: "CATACLYSM", name: "Kalecs Insight", spellDamage: 1 },
  // Raincaller: "The first time you deal damage with a spell each turn, gain +2 Attack." (a damage event whose source is a spell
  // of yours; `oncePerTurn`: on either player's turn, the first such one only)
  { id: "CATA_487", triggers: [{ on: "damage", oncePerTurn: true, if: { source: { side: "friendly", type: "spell" } },
    do: [{ type: "buff", to: "self", enchantment: "CATA_487e" }] }] },
  { id: "CATA_487e", type: "ENCHANTMENT", inferred: true, set: "CATACLYSM", name: "Building Storm", buff: { attack: 2 } },
  // Conjuration Specialist: "Battlecry: Choose a spell in your hand. Split it into two random spells of the same Cost."
  // (rules-notes 315: its Cost now, as 5.2's 异变 reads a card's Cost; the first spell takes its place — a transform in
  // hand, 4.5 —, the second is added to the hand as any card is; two independent random picks)
  { id: "CATA_979", target: { type: "card", where: { type: "spell" } }, battlecry: [
    { type: "addCard", pool: { type: "SPELL", cost: { stat: "cost", of: "target" } } },
    { type: "transform", to: "target", pool: { type: "SPELL", cost: { stat: "cost", of: "each" } } }] },
];
