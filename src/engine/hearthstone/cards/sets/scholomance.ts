/** Scholomance Academy (SCHOLOMANCE). */
import type { CardDefinition } from "../format/index.js";

export const SCHOLOMANCE = (): CardDefinition[] => [
  // Pen Flinger: "Battlecry: Deal 1 damage to a minion. Spellburst: Return this to your hand." Spellburst is an after-play
  // trigger on your spells that works once (5.1); it fires even while the Flinger is mortally wounded (no death phase between).
  { id: "SCH_248", target: { type: "minion" }, battlecry: [{ type: "damage", amount: 1, to: "target" }],
    triggers: [{ on: "after-play", once: true, if: { target: { side: "friendly", type: "spell" } }, do: [{ type: "returnToHand", to: "self" }] }] },
  // Rattlegore: "Deathrattle: Resummon this with -1/-1." It summons a fresh Rattlegore, then makes it 1/1 smaller than the one
  // that died was when it left play (5.4's Soulsinger Ambra example: a Rattlegore at 9/9 gives 8/8, that one 7/7, ...).
  // A 1-Health Rattlegore brings none back (it would have 0 Health).
  // Cult Neophyte: "Battlecry: Your opponent's spells cost (1) more next turn." Like Loatheb, a state on the enemy hero for the
  // opponent's next turn (4.13 注意), but its +1 has the lowest priority (4.11 例外): a Mana Bind copy set to (0) costs (1).
  { id: "SCH_713", battlecry: [{ type: "buff", to: "enemy-hero", enchantment: "SCH_713e" }] },
  { id: "SCH_713e", auras: [{ to: { all: "hand", side: "enemy", where: { type: "spell" } }, buff: { cost: 1 }, enchantment: "SCH_713e2", lowestPriority: true, if: { turn: "opponent" } }],
    triggers: [{ on: "turn-end", if: { turn: "opponent" }, do: [{ type: "expire" }] }] },
  { id: "SCH_713e2", buff: { cost: 1 } },
  { id: "SCH_621", deathrattle: [{
    type: "if", if: { value: { stat: "maxHealth", of: "self", lastKnown: true }, atLeast: 2 }, then: [
      { type: "summon", card: "SCH_621" },
      { type: "buff", to: "summoned", setAttack: { stat: "attack", of: "self", lastKnown: true, add: -1, min: 0 }, setHealth: { stat: "maxHealth", of: "self", lastKnown: true, add: -1 } },
    ],
  }] },
];
