/** The Witchwood (GILNEAS). */
import type { CardDefinition } from "../format/index.js";

export const GILNEAS = (): CardDefinition[] => [
  // Duskfallen Aviana: "On each player's turn, the first card played costs (0)." A consumable cost aura on the hand of the
  // player whose turn it is, while they have played no card this turn (4.11: it refreshes at every turn start, with a new
  // entry time, whether or not a card was played; it switches off in the cost-state removal step when a card is played, 2.3 e).
  { id: "GIL_800", auras: [
    { to: { all: "hand", side: "friendly" }, buff: { setCost: 0 }, enchantment: "GIL_800e2", if: [{ turn: "own" }, { playedThisTurn: "card", atMost: 0 }] },
    { to: { all: "hand", side: "enemy" }, buff: { setCost: 0 }, enchantment: "GIL_800e2", if: [{ turn: "opponent" }, { playedThisTurn: "card", atMost: 0, side: "enemy" }] },
  ] },
  { id: "GIL_800e2", buff: { setCost: 0 } }, // Badsong: "Costs (0)."
  // Dollmaster Dorian: "Whenever you draw a minion, summon a 1/1 copy of it." A copy (4.8: hand to play keeps the card's
  // enchantments), made 1/1 before its summon event; the drawn card's own draw trigger goes first (4.4).
  { id: "GIL_620", triggers: [{ on: "draw", if: [{ player: "friendly" }, { target: { type: "minion" } }], do: [{ type: "summonCopy", of: "event-target", copyState: true, enchantment: "GIL_620e" }] }] },
  { id: "GIL_620e", buff: { setAttack: 1, setHealth: 1 } },
  // Rat Trap: "Secret: After your opponent plays three cards in a turn, summon a 6/6 Rat." About the card played: it fires even
  // when the played minion left play or changed control (2.2 例外); room on the board needed (3.4).
  { id: "GIL_577", triggers: [{
    on: "after-play", ifMinionGone: "any", if: [{ target: "enemy" }, { playedThisTurn: "card", side: "enemy", atLeast: 3 }, { space: "friendly-board" }],
    do: [{ type: "summon", card: "GIL_577t" }],
  }] },
];
