/**
 * Murder at Castle Nathria (REVENDRETH): the Infuse cards (注能, the card field `infuse`, rules-notes 408) and their Infused
 * cards (the data's `…t`, "Infused …").
 */
import type { CardDefinition } from "../format/index.js";

export const REVENDRETH = (): CardDefinition[] => [
  // Buffet Biggun: "Battlecry: Summon two Silver Hand Recruits. Infuse (3): Give them +2 Attack and Divine Shield."
  { id: "REV_958", battlecry: [{ type: "summon", card: "CS2_101t", count: 2 }], infuse: { count: 3, into: "REV_958t" } },
  { id: "REV_958t", battlecry: [{ type: "summon", card: "CS2_101t", count: 2 }, { type: "buff", to: { all: "summoned" }, enchantment: "REV_958e" }] },
  { id: "REV_958e", buff: { attack: 2, grants: ["DIVINE_SHIELD"] } },
  // Clean the Scene: "Destroy all minions with 3 or less Attack. Infuse (3): 6 or less."
  { id: "REV_252", spell: [{ type: "destroy", to: { all: "minions", where: { maxAttack: 3 } } }], infuse: { count: 3, into: "REV_252t" } },
  { id: "REV_252t", spell: [{ type: "destroy", to: { all: "minions", where: { maxAttack: 6 } } }] },
  // Famished Fool: "Battlecry: Draw a card. Infuse (4): Draw 3 instead."
  { id: "REV_019", battlecry: [{ type: "draw" }], infuse: { count: 4, into: "REV_019t" } },
  { id: "REV_019t", battlecry: [{ type: "draw", count: 3 }] },
  // Frenzied Fangs: "Summon two 2/1 Bats. Infuse (3): Give them +1/+2."
  { id: "REV_350", spell: [{ type: "summon", card: "REV_350t", count: 2 }], infuse: { count: 3, into: "REV_350t2" } },
  { id: "REV_350t2", spell: [{ type: "summon", card: "REV_350t", count: 2 }, { type: "buff", to: { all: "summoned" }, enchantment: "REV_350e" }] },
  { id: "REV_350e", buff: { attack: 1, health: 2 } },
  // Frozen Touch: "Deal $3 damage. Infuse (3): Add a Frozen Touch to your hand." (the card added is Frozen Touch itself,
  // uninfused)
  { id: "REV_601", target: { type: "character" }, spell: [{ type: "damage", amount: 3, to: "target" }], infuse: { count: 3, into: "REV_601t" } },
  { id: "REV_601t", target: { type: "character" }, spell: [{ type: "damage", amount: 3, to: "target" }, { type: "addCard", card: "REV_601" }] },
  // Murlocula: "Lifesteal. Infuse (4): This costs (0)."
  { id: "REV_957", infuse: { count: 4, into: "REV_957t" } },
  { id: "REV_957t" }, // "Infused Lifesteal": the data's 0-Cost Lifesteal card; "Infused" is a label
  // Plot of Sin: "Summon two 2/2 Treants. Infuse (5): Two 5/5 Ancients instead."
  { id: "REV_336", spell: [{ type: "summon", card: "REV_336t2", count: 2 }], infuse: { count: 5, into: "REV_336t4" } },
  { id: "REV_336t4", spell: [{ type: "summon", card: "REV_336t3", count: 2 }] },
  // Priest of the Deceased: "Taunt. Infuse (3): Gain +2/+2."
  { id: "REV_956", infuse: { count: 3, into: "REV_956t" } },
  { id: "REV_956t" }, // "Infused Taunt": the data's 4/5 Taunt card; "Infused" is a label
  // Stoneborn Accuser: "Infuse (5): Gain \"Battlecry: Deal 5 damage.\""
  { id: "REV_013", infuse: { count: 5, into: "REV_013t" } },
  { id: "REV_013t", target: { type: "character" }, battlecry: [{ type: "damage", amount: 5, to: "target" }] },
  // Convincing Disguise: "Transform a friendly minion into one that costs (2) more. Infuse (4): Transform all friendly minions
  // instead." (a random minion of its Cost + 2, else the highest Cost below that has minions — 5.2 异变, as Ascendance)
  { id: "REV_920", target: { type: "minion", side: "friendly" }, spell: [{ type: "transform", to: "target",
    pool: { type: "MINION", cost: { stat: "cost", of: "each", add: 2 }, costDown: { stat: "cost", of: "each" } } }], infuse: { count: 4, into: "REV_920t" } },
  { id: "REV_920t", spell: [{ type: "transform", to: "friendly-minions",
    pool: { type: "MINION", cost: { stat: "cost", of: "each", add: 2 }, costDown: { stat: "cost", of: "each" } } }] },
  // Door of Shadows: "Draw a spell. Infuse (2): Add a Temporary copy of it to your hand." (Temporary: the game's REV_938te,
  // discarded at the end of your turn while in hand)
  { id: "REV_938", spell: [{ type: "draw", where: { type: "spell" } }], infuse: { count: 2, into: "REV_938t" } },
  { id: "REV_938t", spell: [{ type: "draw", where: { type: "spell" } }, { type: "addCard", copyOf: { all: "drawn", where: { zone: "hand" } }, enchantment: "REV_938te" }] },
  { id: "REV_938te", triggers: [{ on: "turn-end", zone: "hand", if: { turn: "own" }, do: [{ type: "destroy", to: "self" }] }] },
  // Imbued Axe (weapon): "After your hero attacks, give your damaged minions +1/+2. Infuse (2): +2/+2 instead."
  { id: "REV_933", triggers: [{ on: "after-attack", if: { source: "friendly-hero" }, do: [{ type: "buff", to: { all: "minions", side: "friendly", where: { damaged: true } }, enchantment: "REV_933e" }] }],
    infuse: { count: 2, into: "REV_933t" } },
  { id: "REV_933t", triggers: [{ on: "after-attack", if: { source: "friendly-hero" }, do: [{ type: "buff", to: { all: "minions", side: "friendly", where: { damaged: true } }, enchantment: "REV_933e2" }] }] },
  { id: "REV_933e", buff: { attack: 1, health: 2 } },
  { id: "REV_933e2", buff: { attack: 2, health: 2 } },
  // Party Favor Totem: "At the end of your turn, summon a random basic Totem. Infuse (2): Summon two instead." (the four basic
  // Totems of Totemic Call, each pick its own)
  { id: "REV_935", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "summonRandom", pool: ["NEW1_009", "CS2_050", "CS2_051", "CS2_052"] }] }],
    infuse: { count: 2, into: "REV_935t" } },
  { id: "REV_935t", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "summonRandom", pool: ["NEW1_009", "CS2_050", "CS2_051", "CS2_052"] },
    { type: "summonRandom", pool: ["NEW1_009", "CS2_050", "CS2_051", "CS2_052"] }] }] },
  // Stonebound Gargon: "Rush. Infuse (3): Also damages the minions next to whomever this attacks."
  { id: "REV_352", infuse: { count: 3, into: "REV_352t" } },
  { id: "REV_352t", attackHitsAdjacent: true },
  // Sylvanas, the Accused: "Battlecry: Destroy an enemy minion. Infuse (7): Take control of it instead."
  { id: "MAW_033", target: { type: "minion", side: "enemy" }, battlecry: [{ type: "destroy", to: "target" }], infuse: { count: 7, into: "MAW_033t" } },
  { id: "MAW_033t", target: { type: "minion", side: "enemy" }, battlecry: [{ type: "takeControl", to: "target" }] },
];
