/** Core (核心系列): Mage cards whose canonical printing is in Core, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const CORE_MAGE = (): CardDefinition[] => [
  // Arcane Artificer: "Whenever you cast a spell, gain Armor equal to its Cost." An on-play trigger (2.3 使用阶段 f, as Mana
  // Wyrm); "its Cost" is what the spell cost when it was played, reductions included (docs/rules-notes.md).
  { id: "CORE_LOOT_231", triggers: [{ on: "play", if: { target: { side: "friendly", type: "spell" } },
    do: [{ type: "armor", amount: { stat: "playedCost", of: "event-target" } }] }] },
  // Babbling Bookcase: "Battlecry: Add 2 random Mage spells to your hand."
  { id: "CORE_EDR_001", battlecry: [{ type: "addCard", pool: { type: "SPELL", cardClass: "MAGE" }, count: 2 }] },
  // Explosive Runes: "Secret: After your opponent plays a minion, deal $6 damage to it and any excess to their hero." An
  // after-play trigger (2.2 完成阶段, as Mirror Entity); the excess is what the minion took beyond its remaining Health, dealt
  // by the Secret as a second damage. The card data marks it ImmuneToSpellpower: Spell Damage changes neither.
  { id: "CORE_LOOT_101", triggers: [{ on: "after-play", if: { target: { side: "enemy", type: "minion" } }, do: [
    { type: "damage", amount: 6, to: "event-target" },
    { type: "damage", amount: { dealt: "excess" }, to: "enemy-hero", spellDamage: false },
  ] }] },
  // Firelands Portal: "Deal $6 damage. Summon a random 6-Cost minion."
  { id: "CORE_KAR_076", target: { type: "character" }, spell: [
    { type: "damage", amount: 6, to: "target" }, { type: "summonRandom", pool: { type: "MINION", cost: 6 } }] },
  // Flame Geyser: "Deal $2 damage. Add a 1/2 Elemental to your hand." (Fire Fly's Flame Elemental)
  { id: "CORE_UNG_018", target: { type: "character" }, spell: [{ type: "damage", amount: 2, to: "target" }, { type: "addCard", card: "UNG_809t1" }] },
  // Oasis Ally: "Secret: When a friendly minion is attacked, summon a 3/6 Water Elemental." A pre-attack trigger (2.6 a, as
  // Noble Sacrifice) that needs room on the board (3.4); the defender does not change.
  { id: "CORE_BAR_812", triggers: [{ on: "pre-attack", if: [{ target: "friendly-minion" }, { space: "friendly-board" }], do: [{ type: "summon", card: "CS2_033" }] }] },
  // Primordial Glyph: "Discover a spell. Reduce its Cost by (2)."
  { id: "CORE_UNG_941", spell: [{ type: "discover", from: { type: "SPELL", yourClass: true }, enchantment: "UNG_941e" }] },
  { id: "UNG_941e", buff: { cost: -2 } },
  // Violet Spellwing: "Deathrattle: Add an 'Arcane Missiles' spell to your hand."
  { id: "CORE_DRG_107", deathrattle: [{ type: "addCard", card: "EX1_277" }] },
];
