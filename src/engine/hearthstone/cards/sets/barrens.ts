/** Forged in the Barrens (THE_BARRENS): the Frenzy cards (暴怒, rules-notes 400). */
import type { CardDefinition } from "../format/index.js";

export const THE_BARRENS = (): CardDefinition[] => [
  // Barrens Blacksmith: "Frenzy: Give your other minions +2/+2."
  { id: "BAR_073", frenzy: [{ type: "buff", to: "other-friendly-minions", enchantment: "BAR_073e" }] },
  { id: "BAR_073e", buff: { attack: 2, health: 2 } },
  // Blademaster Samuro: "Rush. Frenzy: Deal damage equal to this minion's Attack to all enemy minions." (its Attack as the
  // Frenzy resolves: one mass damage.)
  { id: "BAR_078", frenzy: [{ type: "damage", amount: { stat: "attack", of: "self" }, to: "enemy-minions" }] },
  // Druid of the Plains: "Rush. Frenzy: Transform into a 6/7 Kodo with Taunt."
  { id: "BAR_538", frenzy: [{ type: "transform", to: "self", card: "BAR_538t" }] },
  // Efficient Octo-bot: "Frenzy: Reduce the Cost of cards in your hand by (1)."
  { id: "BAR_320", frenzy: [{ type: "buff", to: { all: "hand", side: "friendly" }, enchantment: "BAR_320e" }] },
  { id: "BAR_320e", buff: { cost: -1 } },
  // Gold Road Grunt: "Taunt. Frenzy: Gain Armor equal to the damage taken." (the damage of the hit that triggered it)
  { id: "BAR_021", frenzy: [{ type: "armor", amount: { event: "amount" } }] },
  // Gruntled Patron: "Frenzy: Summon another Gruntled Patron."
  { id: "BAR_070", frenzy: [{ type: "summon", card: "BAR_070" }] },
  // Kresh, Lord of Turtling: "Frenzy: Gain 8 Armor. Deathrattle: Equip a 2/5 Turtle Spike."
  { id: "WC_026", frenzy: [{ type: "armor", amount: 8 }], deathrattle: [{ type: "equipWeapon", card: "WC_026t" }] },
  // Oasis Thrasher: "Frenzy: Deal 3 damage to the enemy hero."
  { id: "BAR_024", frenzy: [{ type: "damage", amount: 3, to: "enemy-hero" }] },
  // Peon: "Frenzy: Add a random spell from your class to your hand."
  { id: "BAR_022", frenzy: [{ type: "addCard", pool: { type: "SPELL", classOnly: true } }] },
  // Razormane Raider: "Frenzy: Attack a random enemy."
  { id: "BAR_020", frenzy: [{ type: "forceAttack", attacker: "self", defender: { random: "enemy-characters" } }] },
  // Stonemaul Anchorman: "Rush. Frenzy: Draw a card."
  { id: "BAR_896", frenzy: [{ type: "draw" }] },
  // Sunwell Initiate: "Frenzy: Gain Divine Shield."
  { id: "BAR_025", frenzy: [{ type: "buff", to: "self", grants: ["DIVINE_SHIELD"] }] },
  // Taurajo Brave: "Frenzy: Destroy a random enemy minion."
  { id: "BAR_071", frenzy: [{ type: "destroy", to: { random: "enemy-minions" } }] },
  // Warsong Envoy: "Frenzy: Gain +1 Attack for each damaged character." (every damaged character in play, either side, itself
  // included, counted as the Frenzy resolves)
  { id: "BAR_843", frenzy: [{ type: "buff", to: "self", attack: { count: { all: "characters", where: { damaged: true } } } }] },
  // Whirling Combatant: "Battlecry and Frenzy: Deal 1 damage to all other minions."
  { id: "BAR_840", battlecry: [{ type: "damage", amount: 1, to: "all-other-minions" }], frenzy: [{ type: "damage", amount: 1, to: "all-other-minions" }] },
];
