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
  // Plot of Sin: "Summon two 2/2 Treants. Infuse (5): Two 5/5 Ancients instead."
  { id: "REV_336", spell: [{ type: "summon", card: "REV_336t2", count: 2 }], infuse: { count: 5, into: "REV_336t4" } },
  { id: "REV_336t4", spell: [{ type: "summon", card: "REV_336t3", count: 2 }] },
  // Priest of the Deceased: "Taunt. Infuse (3): Gain +2/+2."
  { id: "REV_956", infuse: { count: 3, into: "REV_956t" } },
  // Stoneborn Accuser: "Infuse (5): Gain \"Battlecry: Deal 5 damage.\""
  { id: "REV_013", infuse: { count: 5, into: "REV_013t" } },
  { id: "REV_013t", target: { type: "character" }, battlecry: [{ type: "damage", amount: 5, to: "target" }] },
];
