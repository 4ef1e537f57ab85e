/** The Witchwood (GILNEAS). */
import type { CardDefinition } from "../format/index.js";

export const GILNEAS = (): CardDefinition[] => [
  // Echo Enchant: "Destroy card if in hand at the end of turn." — what the echo step (回响) puts on the copy it gives: it
  // leaves the game at the end of the turn, with the high priority of 3.2 (before the turn-end triggers of no priority).
  { id: "GIL_000", triggers: [{ on: "turn-end", zone: "hand", priority: "first", do: [{ type: "vanish", to: "self" }] }] },
  // Echo cards (回响, the card data's ECHO mechanic: the tag ECHO): after each is played, the finish phase's echo step puts a
  // plain copy in your hand with GIL_000; a card with Echo costs at least (1).
  // Phantom Militia "Echo, Taunt"; Ghost Light Angler "Echo"; Walnut Sprite "Echo"; Hunting Mastiff "Echo, Rush".
  { id: "GIL_207" }, { id: "GIL_678" }, { id: "GIL_680" }, { id: "GIL_607t" },
  // Sound the Bells!: "Echo. Give a minion +1/+2."
  { id: "GIL_145", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "GIL_145e" }] },
  { id: "GIL_145e", buff: { attack: 1, health: 2 } },
  // Cheap Shot: "Echo. Deal $2 damage to a minion."
  { id: "GIL_506", target: { type: "minion" }, spell: [{ type: "damage", amount: 2, to: "target" }] },
  // Warpath: "Echo. Deal $1 damage to all minions."
  { id: "GIL_654", spell: [{ type: "damage", amount: 1, to: "all-minions" }] },
  // Curse of Weakness: "Echo. Give all enemy minions -2 Attack until your next turn." (the caster's next turn start)
  { id: "GIL_665", spell: [{ type: "buff", to: "enemy-minions", enchantment: "GIL_665e" }] },
  { id: "GIL_665e", buff: { attack: -2 }, triggers: [{ on: "turn-start", if: { turn: "own" }, do: [{ type: "expire" }] }] },
  // Face Collector: "Echo. Battlecry: Add a random Legendary minion to your hand."
  { id: "GIL_677", battlecry: [{ type: "addCard", pool: { type: "MINION", rarity: "LEGENDARY" } }] },
  // Pick Pocket: "Echo. Add a random card to your hand (from your opponent's class)."
  { id: "GIL_696", spell: [{ type: "addCard", pool: { type: "CARD", opponentClass: true } }] },
  // Squashling: "Echo. Battlecry: Restore #2 Health." (any character, as Voodoo Doctor)
  { id: "GIL_835", target: { type: "character" }, battlecry: [{ type: "heal", amount: 2, to: "target" }] },
  // Glinda Crowskin: "Minions in your hand have Echo." An aura on the minion cards in your hand granting ECHO (GIL_618e,
  // "Has Echo."): a minion played from there had Echo as its play began, so the echo step gives its copy (回响: "depends only
  // on whether the card had Echo as the sequence began" — Deathwing killing Glinda still gets its copy).
  { id: "GIL_618", auras: [{ to: { all: "hand", side: "friendly", where: { type: "minion" } }, buff: { grants: ["ECHO"] }, enchantment: "GIL_618e" }] },
  { id: "GIL_618e", buff: { grants: ["ECHO"] } },
  // Mistwraith: "Whenever you play an Echo card, gain +1/+1." (on-play; an Echo card: one that had Echo as its play began —
  // the echo step's own test, so a minion Glinda gave Echo in hand counts: rules-notes 415)
  { id: "GIL_510", triggers: [{ on: "play", if: { target: { side: "friendly", playedHas: "echo" } }, do: [{ type: "buff", to: "self", enchantment: "GIL_510e" }] }] },
  { id: "GIL_510e", buff: { attack: 1, health: 1 } },
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
