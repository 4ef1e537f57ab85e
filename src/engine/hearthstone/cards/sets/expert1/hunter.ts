/** Classic (Expert, 经典): Hunter cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const EXPERT1_HUNTER: CardDefinition[] = [
  // Explosive Trap: "Secret: When your hero is attacked, deal 2 damage to all enemies." (no condition beyond that, 3.4)
  { id: "EX1_610", triggers: [{ on: "pre-attack", if: { target: "friendly-hero" }, do: [{ type: "damage", amount: 2, to: "enemy-characters" }] }] },
  // Freezing Trap: the attacker must be in play and not mortally wounded (3.4).
  { id: "EX1_611", triggers: [{ on: "pre-attack", if: { source: { side: "enemy", type: "minion", alive: true } }, do: [{ type: "returnToHand", to: "event-source", cost: 2 }] }] },
  // Misdirection: the attacker alive, and another character besides attacker and defender, alive and not immune (3.4).
  // "Another" than the defender as it is now: after Wandering Monster it may send the attack back to your hero (2.6, 3.4).
  { id: "EX1_533", triggers: [{
    on: "pre-attack",
    if: [{ target: "friendly-hero" }, { source: { side: "enemy", alive: true } }, { exists: { all: "characters", where: { not: ["event-source", "defender"], alive: true, notTag: "IMMUNE" } } }],
    do: [{ type: "redirectAttack", to: { random: { all: "characters", where: { not: ["event-source", "defender"] } } } }],
  }] },
  // Snake Trap: "Secret: When one of your minions is attacked, summon three 1/1 Snakes." Needs board space (3.4).
  { id: "EX1_554", triggers: [{ on: "pre-attack", if: [{ target: "friendly-minion" }, { space: "friendly-board" }], do: [{ type: "summon", card: "EX1_554t", count: 3 }] }] },
  // Unleash the Hounds: "For each enemy minion, summon a 1/1 Hound with Charge."
  { id: "EX1_538", spell: [{ type: "summon", card: "EX1_538t", countOf: "enemy-minions" }] },
  // Snipe: "Secret: After your opponent plays a minion, deal 6 damage to it." Aborts if it is mortally wounded (3.4).
  { id: "EX1_609", triggers: [{ on: "after-play", if: { target: { side: "enemy", type: "minion", alive: true } }, do: [{ type: "damage", amount: 6, to: "event-target" }] }] },
  // Gladiator's Longbow: "Your hero is Immune while attacking." A pre-attack trigger that makes the hero Immune for the
  // attack (removed in 2.6 h), and a pre-damage trigger that prevents damage to the attacking hero before that (2.6).
  { id: "DS1_188", triggers: [
    { on: "pre-attack", if: { source: "friendly-hero" }, do: [{ type: "buff", to: "friendly-hero", enchantment: "DS1_188e" }] },
    { on: "pre-damage", if: { target: { is: "friendly-hero", attacking: true } }, do: [{ type: "changeDamage", set: 0 }] },
  ] },
  { id: "DS1_188e", buff: { grants: ["IMMUNE"], whileAttacking: true } },
];
