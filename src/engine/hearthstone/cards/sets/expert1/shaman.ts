/** Classic (Expert, 经典): Shaman cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

type Text = Omit<CardDefinition, "id">;

/** Ancestral Spirit: an enchantment whose deathrattle summons a fresh copy of its host (today's and the 2021 Classic card). */
export const ANCESTRAL_SPIRIT: Text = { target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "CS2_038e" }] };
/** Unbound Elemental: "After you play a card with Overload" (today) and "Whenever you play …" (2014) are both on-play triggers (2.2 e, 2.3 f). */
export const UNBOUND_ELEMENTAL: Text = {
  triggers: [{ on: "play", if: { target: { side: "friendly", has: "overload" } }, do: [{ type: "buff", to: "self", enchantment: "EX1_258e" }] }],
};

export const EXPERT1_SHAMAN = (): CardDefinition[] => [
  // Lightning Bolt: "Deal 3 damage. Overload: (1)" (Overload from the card data)
  { id: "EX1_238", target: { type: "character" }, spell: [{ type: "damage", amount: 3, to: "target" }] },
  { id: "EX1_241", target: { type: "character" }, spell: [{ type: "damage", amount: 5, to: "target" }] }, // Lava Burst (Overload from the data)
  // Lightning Storm: "Deal 3 damage to all enemy minions. Overload: (1)". 1.5 例外: even with its fixed amount it is not
  // mass damage: each minion is hit and its damage event resolved before the next.
  { id: "EX1_259", spell: [{ type: "damage", amount: 3, to: "enemy-minions", oneByOne: true }] },
  { id: "EX1_245", target: { type: "minion" }, spell: [{ type: "silence", to: "target" }, { type: "damage", amount: 1, to: "target" }] }, // Earth Shock
  // Feral Spirit: "Summon two 2/3 Spirit Wolves with Taunt. Overload: (1)". A spell that only summons needs a free space.
  { id: "EX1_248", requires: { space: "friendly-board" }, spell: [{ type: "summon", card: "EX1_tk11", count: 2 }] },
  { id: "EX1_575", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "draw" }] }] }, // Mana Tide Totem
  // Unbound Elemental: "After you play a card with Overload, gain +1/+1." The rulebook lists it among on-play triggers (2.2 e, 2.3 f).
  { id: "EX1_258", ...UNBOUND_ELEMENTAL },
  { id: "EX1_258e", buff: { attack: 1, health: 1 } },
  // Ancestral Spirit: "Give a minion 'Deathrattle: Resummon this minion.'" (an enchantment's deathrattle: a fresh copy of its host)
  { id: "CS2_038", ...ANCESTRAL_SPIRIT },
  { id: "CS2_038e", deathrattle: [{ type: "summonCopy", of: "self" }] },
  // Far Sight: "Draw a card. That card costs (3) less." The card drawn gets the enchantment once drawn.
  { id: "CS2_053", spell: [{ type: "draw", count: 1, enchantment: "CS2_053e" }] },
  { id: "CS2_053e", buff: { cost: -3 } },
  // Forked Lightning: "Deal 2 damage to 2 random enemy minions. Overload: (2)". Two different minions picked at once, one
  // mass damage (as Multi-Shot); with one enemy minion only that one. Needs an enemy minion to be played.
  { id: "EX1_251", requires: { count: "enemy-minions", atLeast: 1 }, spell: [{ type: "group", of: { random: "enemy-minions", count: 2 }, do: [{ type: "damage", amount: 2, to: "group" }] }] },
  // Thrall's Gift: "Discover a Temporary Lightning Storm, Hex, or Bloodlust."
  { id: "GIFT_06", spell: [{ type: "discover", from: ["EX1_259", "EX1_246", "CS2_046"], enchantment: "GBL_999e" }] },
];
