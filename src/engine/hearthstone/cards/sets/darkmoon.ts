/**
 * Madness at the Darkmoon Faire (DARKMOON_FAIRE, its YOP_ mini-set cards included): the Corrupt cards (腐蚀, the card field
 * `corrupt`, rules-notes 406) and their corrupted cards (the data's `…t`, "Corrupted …"), whose keywords the data does not
 * list as mechanics are given as tags.
 */
import type { CardDefinition } from "../format/index.js";

const BEASTS_IN_HAND = { all: "hand", side: "friendly", where: { type: "minion", race: "BEAST" } } as const;

export const DARKMOON_FAIRE = (): CardDefinition[] => [
  // Carousel Gryphon: "Divine Shield. Corrupt: Gain +3/+3 and Taunt."
  { id: "DMF_064", tags: { DIVINE_SHIELD: 1 }, corrupt: "DMF_064t" },
  { id: "DMF_064t", tags: { DIVINE_SHIELD: 1, TAUNT: 1 } },
  // Cascading Disaster: "Destroy a random enemy minion. Corrupt: Destroy 2. Corrupt Again: Destroy 3."
  { id: "DMF_117", spell: [{ type: "destroy", to: { random: "enemy-minions" } }], corrupt: "DMF_117t" },
  { id: "DMF_117t", spell: [{ type: "destroy", to: { random: "enemy-minions", count: 2 } }], corrupt: "DMF_117t2" },
  { id: "DMF_117t2", spell: [{ type: "destroy", to: { random: "enemy-minions", count: 3 } }] },
  // Circus Medic: "Battlecry: Restore #4 Health. Corrupt: Deal 4 damage instead."
  { id: "DMF_174", target: { type: "character" }, battlecry: [{ type: "heal", amount: 4, to: "target" }], corrupt: "DMF_174t" },
  { id: "DMF_174t", target: { type: "character" }, battlecry: [{ type: "damage", amount: 4, to: "target" }] },
  // Dancing Cobra: "Corrupt: Gain Poisonous."
  { id: "DMF_083", corrupt: "DMF_083t" },
  { id: "DMF_083t", tags: { POISONOUS: 1 } },
  // Darkmoon Dirigible: "Divine Shield. Corrupt: Gain Rush."
  { id: "DMF_073", corrupt: "DMF_073t" },
  { id: "DMF_073t", tags: { RUSH: 1, DIVINE_SHIELD: 1 } },
  // Darkmoon Statue: "Your other minions have +1 Attack. Corrupt: This gains +4 Attack."
  { id: "DMF_082", auras: [{ to: "other-friendly-minions", buff: { attack: 1 }, enchantment: "DMF_082e" }], corrupt: "DMF_082t" },
  { id: "DMF_082t", auras: [{ to: "other-friendly-minions", buff: { attack: 1 }, enchantment: "DMF_082e" }] },
  { id: "DMF_082e", buff: { attack: 1 } },
  // Day at the Faire: "Summon 3 Silver Hand Recruits. Corrupt: Summon 5."
  { id: "DMF_244", spell: [{ type: "summon", card: "CS2_101t", count: 3 }], corrupt: "DMF_244t" },
  { id: "DMF_244t", spell: [{ type: "summon", card: "CS2_101t", count: 5 }] },
  // Don't Feed the Animals: "Give all Beasts in your hand +1/+1. Corrupt: Give them +2/+2 instead."
  { id: "DMF_090", spell: [{ type: "buff", to: BEASTS_IN_HAND, enchantment: "DMF_090e2" }], corrupt: "DMF_090t" },
  { id: "DMF_090t", spell: [{ type: "buff", to: BEASTS_IN_HAND, enchantment: "DMF_090e" }] },
  { id: "DMF_090e", buff: { attack: 2, health: 2 } },
  { id: "DMF_090e2", buff: { attack: 1, health: 1 } },
  // Dreaming Drake: "Taunt. Corrupt: Gain +2/+2."
  { id: "YOP_025", corrupt: "YOP_025t" },
  { id: "YOP_025t", tags: { TAUNT: 1 } },
  // Dunk Tank: "Deal $4 damage. Corrupt: Then deal $2 damage to all enemy minions."
  { id: "DMF_701", target: { type: "character" }, spell: [{ type: "damage", amount: 4, to: "target" }], corrupt: "DMF_701t" },
  { id: "DMF_701t", target: { type: "character" }, spell: [{ type: "damage", amount: 4, to: "target" }, { type: "damage", amount: 2, to: "enemy-minions" }] },
  // Fairground Fool: "Taunt. Corrupt: Gain +4 Health."
  { id: "DMF_184", corrupt: "DMF_184t" },
  { id: "DMF_184t", tags: { TAUNT: 1 } },
  // Firework Elemental: "Battlecry: Deal 3 damage to a minion. Corrupt: Deal 12 instead."
  { id: "DMF_101", target: { type: "minion" }, battlecry: [{ type: "damage", amount: 3, to: "target" }], corrupt: "DMF_101t" },
  { id: "DMF_101t", target: { type: "minion" }, battlecry: [{ type: "damage", amount: 12, to: "target" }] },
  // Fleethoof Pearltusk: "Rush. Corrupt: Gain +4/+4."
  { id: "DMF_080", corrupt: "DMF_080t" },
  { id: "DMF_080t", tags: { RUSH: 1 } },
  // Insatiable Felhound: "Taunt. Corrupt: Gain +1/+1 and Lifesteal."
  { id: "DMF_247", corrupt: "DMF_247t" },
  { id: "DMF_247t", tags: { TAUNT: 1, LIFESTEAL: 1 } },
  // Insight: "Draw a minion. Corrupt: Reduce its Cost by (2)." (no minion in the deck: nothing)
  { id: "DMF_054", spell: [{ type: "draw", where: { type: "minion" } }], corrupt: "DMF_054t" },
  { id: "DMF_054t", spell: [{ type: "draw", where: { type: "minion" } },
    { type: "buff", to: { all: "drawn", where: { zone: "hand" } }, enchantment: "DMF_054e" }] },
  { id: "DMF_054e", buff: { cost: -2 } },
  // Libram of Judgment (weapon): "Corrupt: Gain Lifesteal."
  { id: "YOP_011", corrupt: "YOP_011t" },
  { id: "YOP_011t", tags: { LIFESTEAL: 1 } },
  // Moontouched Amulet: "Give your hero +4 Attack this turn. Corrupt: And gain 6 Armor."
  { id: "DMF_730", spell: [{ type: "buff", to: "friendly-hero", enchantment: "DMF_730e" }], corrupt: "DMF_730t" },
  { id: "DMF_730t", spell: [{ type: "buff", to: "friendly-hero", enchantment: "DMF_730e" }, { type: "armor", amount: 6 }] },
  { id: "DMF_730e", buff: { attack: 4, oneTurn: true } },
  // Nitroboost Poison: "Give a minion +2 Attack. Corrupt: And your weapon." (no weapon: the minion only)
  { id: "YOP_015", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "YOP_015e" }], corrupt: "YOP_015t" },
  { id: "YOP_015t", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "YOP_015e" }, { type: "buff", to: "friendly-weapon", enchantment: "YOP_015e" }] },
  { id: "YOP_015e", buff: { attack: 2 } },
  // Pit Master: "Battlecry: Summon a 3/2 Duelist. Corrupt: Summon two."
  { id: "DMF_703", battlecry: [{ type: "summon", card: "DMF_703t2" }], corrupt: "DMF_703t" },
  { id: "DMF_703t", battlecry: [{ type: "summon", card: "DMF_703t2", count: 2 }] },
  // Strongman: "Taunt. Corrupt: This costs (0)."
  { id: "DMF_078", corrupt: "DMF_078t" },
  { id: "DMF_078t", tags: { TAUNT: 1 } },
  // Tickatus: "Battlecry: Remove the top 5 cards from your deck. Corrupt: Your opponent's deck instead." (removed: burnt, 4.3)
  { id: "DMF_118", battlecry: [{ type: "burn", count: 5 }], corrupt: "DMF_118t" },
  { id: "DMF_118t", battlecry: [{ type: "burn", count: 5, player: "enemy" }] },
  // Faire Arborist: "Choose One - Draw a card; or Summon a 2/2 Treant. Corrupt: Do both." (its corrupted card: "Battlecry: Summon a
  // 2/2 Treant. Draw a card.", in that order)
  { id: "DMF_061", chooseOne: [{ card: "DMF_061a", effects: [{ type: "draw" }] }, { card: "DMF_061b", effects: [{ type: "summon", card: "DMF_061t2" }] }],
    corrupt: "DMF_061t" },
  { id: "DMF_061t", battlecry: [{ type: "summon", card: "DMF_061t2" }, { type: "draw" }] },
];
