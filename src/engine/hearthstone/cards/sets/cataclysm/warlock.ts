/** Cataclysm (大灾变, CATACLYSM): Warlock cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const CATA_WARLOCK: CardDefinition[] = [
  // Eldritch Tentacles: "Deal $3 damage to all minions. Repeat this with 1 less damage." (3, then 2, then 1: no Spell Damage,
  // the data's ImmuneToSpellpower; no death phase between)
  { id: "CATA_491", spell: [{ type: "damage", amount: 3, to: "all-minions", spellDamage: false },
    { type: "damage", amount: 2, to: "all-minions", spellDamage: false }, { type: "damage", amount: 1, to: "all-minions", spellDamage: false }] },
  // Disposable Acolytes: "When you play or discard this, summon two random 1-Cost minions." (its spell text, and its own
  // discard trigger in hand)
  { id: "CATA_499", spell: [{ type: "summonRandom", pool: { type: "MINION", cost: 1 } }, { type: "summonRandom", pool: { type: "MINION", cost: 1 } }],
    triggers: [{ on: "discard", zone: "hand", if: { target: "self" }, do: [{ type: "summonRandom", pool: { type: "MINION", cost: 1 } },
      { type: "summonRandom", pool: { type: "MINION", cost: 1 } }] }] },
];
