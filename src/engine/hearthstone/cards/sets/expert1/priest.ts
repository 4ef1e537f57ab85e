/** Classic (Expert, 经典): Priest cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const EXPERT1_PRIEST: CardDefinition[] = [
  // Inner Fire: Attack set to the target's Health now (a set: later changes apply on top, 4.1).
  { id: "CS1_129", target: { type: "minion" }, spell: [{ type: "buff", to: "target", setAttack: { stat: "health", of: "target" }, enchantment: "CS1_129e" }] },
  { id: "CS1_129e" },
  // Lightspawn: Attack always equals Health.
  { id: "EX1_335", attackEqualsHealth: true },
  // Shadow Madness: control of an enemy minion with 3 or less Attack until end of turn; no summoning sickness (4.7).
  { id: "EX1_334", target: { type: "minion", side: "enemy", where: { maxAttack: 3 } }, spell: [{ type: "takeControl", to: "target", sickness: false, enchantment: "EX1_334e" }] },
  // "Until end of turn": the enchantment lends control (borrowedControl) and expires at the end of the turn; whenever it goes
  // (expiry, Silence, a transform), the minion goes back (1.2 状态失效, 4.7).
  { id: "EX1_334e", borrowedControl: true, triggers: [{ on: "turn-end", do: [{ type: "expire" }] }] },
  // Auchenai Soulpriest: "Your cards and powers that restore Health now deal damage instead."
  { id: "EX1_591", auras: [{ rule: "healing-deals-damage" }] },
  // Circle of Healing.
  { id: "EX1_621", spell: [{ type: "heal", amount: 4, to: "all-minions" }] },
  // Silence.
  { id: "EX1_332", target: { type: "minion" }, spell: [{ type: "silence", to: "target" }] },
  { id: "EX1_624", target: { type: "character" }, spell: [{ type: "damage", amount: 5, to: "target" }, { type: "heal", amount: 5, to: "friendly-hero" }] }, // Holy Fire
  // Lightwell: heal a random damaged friendly character at the start of your turn; it ignores mortally wounded
  // ones (old rule 5b, not contradicted by the 2022 text's 3.5).
  { id: "EX1_341", triggers: [{ on: "turn-start", if: { turn: "own" }, do: [{ type: "heal", amount: 3, to: { random: { all: "characters", side: "friendly", where: { alive: true } } } }] }] },
  // Prophet Velen: doubles the damage and healing of your spells and Hero Power (4.9 step 1b, after Spell Damage).
  { id: "EX1_350", auras: [{ rule: "spells-and-powers-double" }] },
  // Temple Enforcer: "Battlecry: Give a friendly minion +3 Health."
  { id: "EX1_623", target: { type: "minion", side: "friendly" }, battlecry: [{ type: "buff", to: "target", enchantment: "EX1_623e" }] },
  { id: "EX1_623e", buff: { health: 3 } },
];
