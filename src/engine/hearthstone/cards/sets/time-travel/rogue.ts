/** Across the Timeways (穿越时间流, TIME_TRAVEL): the rogue cards. */
import type { CardDefinition } from "../../format/index.js";

/** Shapeshifter's shift: into a fresh card of a random minion card in your opponent's hand, keeping the shifting enchantment. */
const SHAPESHIFT = { type: "transform", to: "self", cardOf: { random: { all: "hand", side: "enemy", where: { type: "minion" } } }, enchantment: "TIME_876e" } as const;

export const TT_ROGUE = (): CardDefinition[] => [
  // Chrono Daggers: "Rewind Throw 3 knives at random enemies that deal $2 damage each." (each knife picks anew, 3.5:
  // never a mortally wounded enemy; Spell Damage adds to each)
  { id: "TIME_001", rewind: true, spell: [{ type: "repeat", times: 3, do: [{ type: "damage", amount: 2, to: { random: "enemy-characters" } }] }] },
  // Deja Vu: "Discover a copy of a card in your opponent's hand." (Madame Lazul's Discover)
  { id: "TIME_039", spell: [{ type: "discover", from: "hand", side: "enemy" }] },
  // Dethrone: "Destroy a minion. Combo: Summon a random 8-Cost minion." (the Combo is the whole text: destroy, then summon)
  { id: "TIME_712", target: { type: "minion" }, spell: [{ type: "destroy", to: "target" }],
    combo: [{ type: "destroy", to: "target" }, { type: "summonRandom", pool: { type: "MINION", cost: 8 } }] },
  // Troubled Double: "Stealth Combo: Summon a copy of this." (a copy with its states, 4.8, beside it; Stealth from the card data)
  { id: "TIME_710", combo: [{ type: "summonCopy", of: "self", copyState: true }] },
  // Royal Informant: "Battlecry: Look at the right- most card in your opponent's hand. Either get a copy of it or increase its
  // Cost by (2)." (your choice of the two; an empty enemy hand: nothing to choose)
  { id: "TIME_036", battlecry: [{ type: "if", if: { exists: { all: "hand", side: "enemy" } }, then: [{ type: "choose", options: [
    { effects: [{ type: "addCard", copyOf: { all: "hand", side: "enemy", where: { handPlace: "rightmost" } } }] },
    { effects: [{ type: "buff", to: { all: "hand", side: "enemy", where: { handPlace: "rightmost" } }, enchantment: "TIME_036e" }] }] }] }] },
  { id: "TIME_036e", type: "ENCHANTMENT", inferred: true, set: "TIME_TRAVEL", cardClass: "ROGUE", name: "Threat Mitigation", buff: { cost: 2 } },
  // Fast Forward: "Draw 2 cards. Pick one to have its Cost reduced by (2)." (a pick among the cards drawn that are in hand —
  // one burned by a full hand is not there; one alone is taken without a prompt)
  { id: "TIME_770", spell: [{ type: "draw", count: 2 },
    { type: "pick", from: { all: "drawn", where: { zone: "hand" } }, do: [{ type: "buff", to: { all: "group" }, cost: -2 }] }] },
  // Shapeshifter: "Each turn this is in your hand, transform into a random minion in your opponent's hand." The words of
  // Shifter Zerus ("Each turn this is in your hand, transform …"), whose shift the rulebook places at the start of its
  // player's turn (3.2's Alarm-o-Bot example; an unshifted one is a hand trigger, a shifted one a minion carrying the
  // "shifting" enchantment's field trigger): a hand trigger at the start of your turn transforms it into a fresh card of a random
  // minion card in your opponent's hand (4.5: not a copy), then the game's TIME_876e (inferred) keeps it shifting while it
  // is in your hand, as OG_123e does; no minion there: it stays as it is (rules-notes 318).
  { id: "TIME_876", triggers: [{ on: "turn-start", zone: "hand", if: { turn: "own" }, do: [SHAPESHIFT] }] },
  { id: "TIME_876e", type: "ENCHANTMENT", inferred: true, set: "TIME_TRAVEL", cardClass: "ROGUE", name: "Shapeshifting",
    triggers: [{ on: "turn-start", if: [{ turn: "own" }, { exists: { all: "hand", side: "friendly", where: { is: "self" } } }], do: [SHAPESHIFT] }] },
  // Flashback: "Summon two random 1-Cost minions from the past. Combo: With +1 Attack." (rules-notes 526; the Combo summons
  // the same two, each given the game's Memories, TIME_711e, +1 Attack)
  { id: "TIME_711", spell: [{ type: "summonRandom", pool: { type: "MINION", cost: 1, fromThePast: true }, count: 2 }],
    combo: [{ type: "summonRandom", pool: { type: "MINION", cost: 1, fromThePast: true }, count: 2 }, { type: "buff", to: { all: "summoned" }, enchantment: "TIME_711e" }] },
  { id: "TIME_711e", type: "ENCHANTMENT", inferred: true, set: "TIME_TRAVEL", cardClass: "ROGUE", name: "Memories", buff: { attack: 1 } },
];
