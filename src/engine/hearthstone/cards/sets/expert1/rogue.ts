/** Classic (Expert, 经典): Rogue cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

/**
 * Edwin VanCleef's Combo, the same in the current text ("for each other card you've played this turn") and the 2014 one
 * ("for each card played earlier this turn"): +2/+2 per card its controller played this turn before it (the counter
 * includes Edwin himself, 2.2 b, hence −1).
 */
export const EDWIN_COMBO: CardDefinition["combo"] = [{
  type: "buff", to: "self", enchantment: "EX1_613e",
  attack: { playedThisTurn: "card", multiply: 2, add: -2 }, health: { playedThisTurn: "card", multiply: 2, add: -2 },
}];

export const EXPERT1_ROGUE = (): CardDefinition[] => [
  // SI:7 Agent: "Combo: Deal 3 damage."
  { id: "EX1_134", target: { type: "character" }, combo: [{ type: "damage", amount: 3, to: "target" }] },
  // Defias Ringleader: "Combo: Summon a 2/1 Defias Bandit."
  { id: "EX1_131", combo: [{ type: "summon", card: "EX1_131t" }] },
  { id: "EX1_124", target: { type: "character" }, spell: [{ type: "damage", amount: 2, to: "target" }], combo: [{ type: "damage", amount: 4, to: "target" }] }, // Eviscerate
  // Perdition's Blade: "Battlecry: Deal 1 damage. Combo: Deal 2 instead." (2.4: the old weapon is still in play then)
  { id: "EX1_133", target: { type: "character" }, battlecry: [{ type: "damage", amount: 1, to: "target" }], combo: [{ type: "damage", amount: 2, to: "target" }] },
  // Preparation: "The next spell you cast this turn costs (2) less." A one-turn state on the player (carried by the hero)
  // whose aura reaches your spells in hand; the next spell you play uses it up in the cost-state removal step (2.3 e).
  { id: "EX1_145", spell: [{ type: "buff", to: "friendly-hero", enchantment: "EX1_145o" }] },
  { id: "EX1_145o", buff: { oneTurn: true }, auras: [{ to: { all: "hand", side: "friendly", where: { type: "spell" } }, buff: { cost: -2 } }], consumedBy: { type: "spell" } },
  // Betrayal: "Force an enemy minion to deal its damage to the minions next to it." The minion is the damage source (its
  // Poisonous, Lifesteal count), both neighbours at once; not the spell's damage, so no Spell Damage (附录 A.2).
  { id: "EX1_126", target: { type: "minion", side: "enemy" }, spell: [{ type: "damage", from: "target", amount: { stat: "attack", of: "target" }, to: { adjacent: "target" } }] },
  // Blade Flurry: "Destroy your weapon and deal its damage to all enemy minions." Needs a weapon (REQ_WEAPON_EQUIPPED); the
  // weapon is only marked destroyed (4.3) and still in play as its Attack is read; the damage is the spell's (Spell Damage).
  { id: "CS2_233", requires: { exists: "friendly-weapon" }, spell: [
    { type: "destroy", to: "friendly-weapon" },
    { type: "damage", amount: { stat: "attack", of: "friendly-weapon" }, to: "enemy-minions" },
  ] },
  // Cold Blood: "Give a minion +2 Attack. Combo: +4 Attack instead."
  { id: "CS2_073", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "CS2_073e" }], combo: [{ type: "buff", to: "target", enchantment: "CS2_073e2" }] },
  { id: "CS2_073e", buff: { attack: 2 } },
  { id: "CS2_073e2", buff: { attack: 4 } },
  // Conceal: "Give your minions Stealth until your next turn."
  { id: "EX1_128", spell: [{ type: "buff", to: "friendly-minions", enchantment: "EX1_128e" }] },
  { id: "EX1_128e", buff: { grants: ["STEALTH"] }, triggers: [{ on: "turn-start", if: { turn: "own" }, do: [{ type: "expire" }] }] },
  // Edwin VanCleef: "Combo: Gain +2/+2 for each other card you've played this turn."
  { id: "EX1_613", combo: EDWIN_COMBO },
  { id: "EX1_613e" },
  // Headcrack: "Deal $2 damage to the enemy hero. Combo: Return this to your hand next turn." The Combo arms the card's own
  // trigger, which works in the graveyard: at the end of that turn the card goes back to your hand, so you have it for
  // your next turn (the game's HEADCRACK_COMBO tag and end-of-turn return; rules note 123). A full hand leaves it there.
  { id: "EX1_137", spell: [{ type: "damage", amount: 2, to: "enemy-hero" }], combo: [{ type: "damage", amount: 2, to: "enemy-hero" }, { type: "arm" }],
    triggers: [{ on: "turn-end", zone: "graveyard", armed: true, if: { turn: "own" }, do: [{ type: "returnToHand", to: "self", from: "graveyard" }] }] },
  // Kidnapper: "Combo: Return a minion to its owner's hand." (the owner is the controller here, rules note 83)
  { id: "NEW1_005", target: { type: "minion" }, combo: [{ type: "returnToHand", to: "target" }] },
  // Master of Disguise: "Battlecry: Give a friendly minion Stealth until your next turn."
  { id: "NEW1_014", target: { type: "minion", side: "friendly" }, battlecry: [{ type: "buff", to: "target", enchantment: "NEW1_014e" }] },
  { id: "NEW1_014e", buff: { grants: ["STEALTH"] }, triggers: [{ on: "turn-start", if: { turn: "own" }, do: [{ type: "expire" }] }] },
  // Shadowstep: "Return a friendly minion to your hand. It costs (2) less."
  { id: "EX1_144", target: { type: "minion", side: "friendly" }, spell: [{ type: "returnToHand", to: "target", cost: -2 }] },
  // Valeera's Gift: "Discover a Temporary Backstab, Deadly Poison, or Fan of Knives." (Temporary: GBL_999e, sets/global.ts)
  { id: "GIFT_09", spell: [{ type: "discover", from: ["CS2_072", "CS2_074", "EX1_129"], enchantment: "GBL_999e" }] },
];
