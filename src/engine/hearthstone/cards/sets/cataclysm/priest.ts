/** Cataclysm (大灾变, CATACLYSM): Priest cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const CATA_PRIEST = (): CardDefinition[] => [
  // Mend: "Restore a minion to full Health. Draw a card." (as much as its maximum Health: Auchenai makes it that much damage)
  { id: "CATA_302", target: { type: "minion" }, spell: [{ type: "heal", amount: { stat: "maxHealth", of: "each" }, to: "target" }, { type: "draw" }] },
  // Purifying Breath: "Deal $5 damage to a minion. If it dies, restore #5 Health to the enemy hero."
  { id: "CATA_303", target: { type: "minion" }, spell: [{ type: "damage", amount: 5, to: "target" },
    { type: "if", if: { entity: "target", matches: { mortallyWounded: true } }, then: [{ type: "heal", amount: 5, to: "enemy-hero" }] }] },
  // Injured Attendant: "Lifesteal. Battlecry: Deal 4 damage to this minion."
  { id: "CATA_304", battlecry: [{ type: "damage", amount: 4, to: "self" }] },
  // Incensed Matriarch: "At the end of your turn, if this is at full Health, gain +3 Health."
  { id: "CATA_305", triggers: [{ on: "turn-end", if: [{ turn: "own" }, { entity: "self", matches: { damaged: false } }],
    do: [{ type: "buff", to: "self", enchantment: "CATA_305e" }] }] },
  { id: "CATA_305e", type: "ENCHANTMENT", inferred: true, set: "CATACLYSM", name: "Incensed", buff: { health: 3 } },
  // Medivh's Triumph: "Deal $4 damage to all minions. Costs (1) if you control a Legendary card." (a Legendary card you
  // control: a minion or Location on your board, your weapon, or your hero when a Legendary hero card made it)
  { id: "CATA_308", spell: [{ type: "damage", amount: 4, to: "all-minions" }],
    auras: [{ to: "self", zone: "hand", buff: { setCost: 1 }, if: { any: [
      { exists: { all: "minions", side: "friendly", where: { rarity: "LEGENDARY" } } },
      { exists: { all: "locations", side: "friendly", where: { rarity: "LEGENDARY" } } },
      { entity: "friendly-weapon", matches: { rarity: "LEGENDARY" } },
      { entity: "friendly-hero", matches: { rarity: "LEGENDARY" } }] } }] },
  // Cleansing Cleric: "Battlecry: Your healing effects restore 2 more Health this game." (a player state on your hero, CATA_216e,
  // its HEALING_BONUS added at 4.9 step 1a to heals of your cards and Hero Power, not Lifesteal: rules/damage.ts)
  { id: "CATA_216", battlecry: [{ type: "buff", to: "friendly-hero", enchantment: "CATA_216e" }] },
  { id: "CATA_216e", type: "ENCHANTMENT", inferred: true, set: "CATACLYSM", name: "Free From Corruption", tags: { HEALING_BONUS: 2 } },
  // Ruby Sanctum (Location): "Your next Healing effect this turn deals damage instead." (a player state on your hero,
  // CATA_301e, with the tag HEALING_DEALS_DAMAGE: the next heal of your cards or Hero Power — not Lifesteal — is damage
  // instead, 4.9 step 2, and spends it; it goes at the end of the turn: rules/damage.ts, rules-notes 298)
  { id: "CATA_301", activate: [{ type: "buff", to: "friendly-hero", enchantment: "CATA_301e" }] },
  { id: "CATA_301e", type: "ENCHANTMENT", inferred: true, set: "CATACLYSM", name: "Lifebind", tags: { HEALING_DEALS_DAMAGE: 1 },
    triggers: [{ on: "turn-end", do: [{ type: "expire" }] }] },
  // --- w14/badlands ---
  // Alexstrasza, Guardian of Life: "Battlecry: Set your remaining Health to 15. When you reach full Health, deal 15 damage to
  // your opponent." (rules-notes 1646: the set is no healing, 4.1; the state CATA_307e on the hero answers the first heal
  // that leaves the hero undamaged — 15 damage to the enemy hero, once, then it ends)
  { id: "CATA_307", battlecry: [{ type: "setRemainingHealth", to: "friendly-hero", amount: 15 },
    { type: "buff", to: "friendly-hero", enchantment: "CATA_307e" }] },
  { id: "CATA_307e", type: "ENCHANTMENT", inferred: true, set: "CATACLYSM", name: "Cleansed of Corruption",
    triggers: [{ on: "heal", if: [{ target: "friendly-hero" }, { entity: "friendly-hero", matches: { damaged: false } }],
      do: [{ type: "damage", amount: 15, to: "enemy-hero" }, { type: "expire" }] }] },
];
