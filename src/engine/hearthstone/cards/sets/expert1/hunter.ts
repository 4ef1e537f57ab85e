/** Classic (Expert, 经典): Hunter cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const EXPERT1_HUNTER = (): CardDefinition[] => [
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
  // Unleash the Hounds: "For each enemy minion, summon a 1/1 Hound with Charge." Like the game, it needs an enemy minion
  // and a free space on your board to be played.
  { id: "EX1_538", requires: { all: [{ count: "enemy-minions", atLeast: 1 }, { space: "friendly-board" }] },
    spell: [{ type: "summon", card: "EX1_538t", countOf: "enemy-minions" }] },
  // Snipe: "Secret: After your opponent plays a minion, deal 6 damage to it." Aborts if it is mortally wounded (3.4).
  { id: "EX1_609", triggers: [{ on: "after-play", if: { target: { side: "enemy", type: "minion", alive: true } }, do: [{ type: "damage", amount: 6, to: "event-target" }] }] },
  // Gladiator's Longbow: "Your hero is Immune while attacking." A pre-attack trigger that makes the hero Immune for the
  // attack (removed in 2.6 h), and a pre-damage trigger that prevents damage to the attacking hero before that (2.6).
  { id: "DS1_188", triggers: [
    { on: "pre-attack", if: { source: "friendly-hero" }, do: [{ type: "buff", to: "friendly-hero", enchantment: "DS1_188e" }] },
    { on: "pre-damage", if: { target: { is: "friendly-hero", attacking: true } }, do: [{ type: "changeDamage", set: 0 }] },
  ] },
  { id: "DS1_188e", buff: { grants: ["IMMUNE"], whileAttacking: true } },
  // Bestial Wrath: "Give a friendly Beast +2 Attack and Immune this turn."
  { id: "EX1_549", target: { type: "minion", side: "friendly", where: { race: "BEAST" } }, spell: [{ type: "buff", to: "target", enchantment: "EX1_549o" }] },
  { id: "EX1_549o", buff: { attack: 2, grants: ["IMMUNE"], oneTurn: true } },
  // Deadly Shot: "Destroy a random enemy minion." (3.5: not a mortally wounded one). Needs an enemy minion to be played.
  { id: "EX1_617", requires: { count: "enemy-minions", atLeast: 1 }, spell: [{ type: "destroy", to: { random: "enemy-minions" } }] },
  // Eaglehorn Bow: "Whenever a friendly Secret is revealed, gain +1 Durability." (the reveal comes before the secret's effect)
  { id: "EX1_536", triggers: [{ on: "reveal", if: { target: { side: "friendly", secret: true } }, do: [{ type: "buff", to: "self", enchantment: "EX1_536e" }] }] },
  { id: "EX1_536e", buff: { health: 1 } },
  // Explosive Shot: "Deal 5 damage to a minion and 2 damage to adjacent ones." 3.1 AoE 的结算顺序: middle, left, right, one
  // at a time (not mass damage); the neighbours are those when the spell resolves, as for Cone of Cold.
  { id: "EX1_537", target: { type: "minion" }, spell: [{ type: "group", of: { adjacent: "target" }, do: [
    { type: "damage", amount: 5, to: "target" }, { type: "damage", amount: 2, to: "group", oneByOne: true },
  ] }] },
  // Flare: "All minions lose Stealth. Destroy all enemy Secrets. Draw a card." (4.3: destroyed Secrets leave in the next
  // death-creation step; quests are not Secrets)
  { id: "EX1_544", spell: [
    { type: "loseKeyword", to: "all-minions", keyword: "STEALTH", granted: true },
    { type: "destroy", to: { all: "secrets", side: "enemy", where: { secret: true } } },
    { type: "draw", count: 1 },
  ] },
  // Savannah Highmane: "Deathrattle: Summon two 2/2 Hyenas."
  { id: "EX1_534", deathrattle: [{ type: "summon", card: "EX1_534t", count: 2 }] },
  // Scavenging Hyena: "Whenever a friendly Beast dies, gain +2/+1."
  { id: "EX1_531", triggers: [{ on: "death", if: { target: { side: "friendly", type: "minion", race: "BEAST" } }, do: [{ type: "buff", to: "self", enchantment: "EX1_531e" }] }] },
  { id: "EX1_531e", buff: { attack: 2, health: 1 } },
  // Rexxar's Gift: "Discover a Temporary Quick Shot, Deadly Shot, or Explosive Shot." Temporary: the card taken gets the
  // game's Temporary enchantment (GBL_999e, sets/global.ts).
  { id: "GIFT_03", spell: [{ type: "discover", from: ["BRM_013", "EX1_617", "EX1_537"], enchantment: "GBL_999e" }] },
];
