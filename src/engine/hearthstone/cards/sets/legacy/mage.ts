/** Legacy (the Basic and Classic cards kept in Wild, 怀旧): Mage cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

/** Arcane Missiles: "Deal $3 damage randomly split among all enemies": 3 missiles of 1, Spell Damage adding missiles (A.2). */
export const arcaneMissiles: Omit<CardDefinition, "id"> = { spell: [{ type: "damage", amount: 1, to: { random: "enemy-characters", count: 3 }, spellDamage: "hits" }] };

export const LEGACY_MAGE = (): CardDefinition[] => [
  { id: "CS2_032", spell: [{ type: "damage", amount: 5, to: "enemy-minions" }] }, // Flamestrike
  { id: "CS2_025", spell: [{ type: "damage", amount: 1, to: "enemy-minions" }] }, // Arcane Explosion
  { id: "CS2_029", target: { type: "character" }, spell: [{ type: "damage", amount: 6, to: "target" }] }, // Fireball
  { id: "CS2_024", target: { type: "character" }, spell: [{ type: "damage", amount: 3, to: "target" }, { type: "freeze", to: "target" }] }, // Frostbolt
  { id: "EX1_277", ...arcaneMissiles },
  // Rulebook 4.3-4.9 examples.
  { id: "CS2_022", target: { type: "minion" }, spell: [{ type: "transform", to: "target", card: "CS2_tk1" }] }, // Polymorph (4.5)
  { id: "CS2_022e" }, // Polymorph: "This minion has been transformed into a 1/1 Sheep." (a label; it changes nothing)
  { id: "CS2_023", spell: [{ type: "draw", count: 2 }] }, // Arcane Intellect
  { id: "CS2_026", spell: [{ type: "freeze", to: "enemy-minions" }] }, // Frost Nova
  // Water Elemental: "Freeze any character damaged by this minion." (the FREEZE keyword, from its tags)
  { id: "CS2_033" },
  // Icicle: "Deal $2 damage to a minion. If it's Frozen, draw a card." Frozen is read after the damage, on the target
  // wherever it is (still in play, mortally wounded, when the damage killed it).
  { id: "EX1_179", target: { type: "minion" }, spell: [
    { type: "damage", amount: 2, to: "target" },
    { type: "if", if: { entity: "target", matches: { tag: "FROZEN" } }, then: [{ type: "draw", count: 1 }] },
  ] },
  // Mirror Image: "Summon two 0/2 minions with Taunt." (CS2_mirror, a 0/2 Taunt)
  { id: "CS2_027", spell: [{ type: "summon", card: "CS2_mirror", count: 2 }] },
  // Tome of Intellect: "Add a random Mage spell to your hand." (a collectible Mage spell the engine implements, 3.5)
  { id: "EX1_180", spell: [{ type: "addCard", pool: { type: "SPELL", cardClass: "MAGE" } }] },
  // Aegwynn, the Guardian: "Spell Damage +2. Deathrattle: The next minion you draw inherits these powers." The deathrattle
  // puts the Guardian's Legacy on the player (a state on the hero, CS3_001e2); it gives the next minion card you draw
  // CS3_001e: Spell Damage +2 (counted while that minion is in play) and the same deathrattle, passing it on again.
  { id: "LEG_CS3_001", deathrattle: [{ type: "buff", to: "friendly-hero", enchantment: "CS3_001e2" }] },
  { id: "CS3_001e2", triggers: [{ on: "draw", if: [{ player: "friendly" }, { target: { type: "minion" } }], do: [
    { type: "buff", to: "event-target", enchantment: "CS3_001e" }, { type: "expire" },
  ] }] },
  { id: "CS3_001e", spellDamage: 2, deathrattle: [{ type: "buff", to: "friendly-hero", enchantment: "CS3_001e2" }] },
];
