/** Core (核心系列): Demon Hunter cards whose canonical printing is in Core, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const CORE_DEMONHUNTER = (): CardDefinition[] => [
  // Battlefiend: "After your hero attacks, gain +1 Attack." (an after-attack trigger, 2.6 g)
  { id: "CORE_BT_351", triggers: [{ on: "after-attack", if: { source: "friendly-hero" }, do: [{ type: "buff", to: "self", enchantment: "BT_351e" }] }] },
  { id: "BT_351e", buff: { attack: 1 } },
  // Crimson Sigil Runner: "Outcast: Draw a card."
  { id: "CORE_BT_480", outcast: [{ type: "draw", count: 1 }] },
  // Eye Beam: "Lifesteal. Deal $3 damage to a minion. Outcast: This costs (1)." Its Outcast is not a text resolved when it is
  // played but a cost aura of the card on itself in hand, in effect while it is at either end of the hand (5.1 流放 注意): set
  // to (1) with the lowest priority of a self cost aura (4.11), so after every other cost change (rules-notes). Lifesteal from
  // its tags.
  { id: "CORE_BT_801", target: { type: "minion" }, spell: [{ type: "damage", amount: 3, to: "target" }],
    auras: [{ to: "self", zone: "hand", buff: { setCost: 1 }, if: { entity: "self", matches: { handPlace: "outcast" } } }] },
  // Felrattler: "Rush Deathrattle: Deal 1 damage to all enemy minions." (Rush from its tags)
  { id: "CORE_WC_701", deathrattle: [{ type: "damage", amount: 1, to: "enemy-minions" }] },
  // Gan'arg Glaivesmith: "Outcast: Give your hero +3 Attack this turn."
  { id: "CS3_017", outcast: [{ type: "buff", to: "friendly-hero", enchantment: "CS3_017e" }] },
  { id: "CS3_017e", buff: { attack: 3, oneTurn: true } },
  // Illidari Inquisitor: "Rush. After your hero attacks an enemy, this attacks it too." An after-attack trigger (2.6 g) whose
  // attack is a forced one (the degenerate combat sequence): the rulebook's table (2.6 强制战斗) says it uses up none of the
  // Inquisitor's attacks and works while it is Frozen. A defender (or Inquisitor) mortally wounded by then cancels it (2.6 d).
  { id: "CS3_020", triggers: [{ on: "after-attack", if: [{ source: "friendly-hero" }, { target: "enemy-character" }],
    do: [{ type: "forceAttack", attacker: "self", defender: "event-target", counts: false }] }] },
  // Immolation Aura: "Deal $1 damage to all minions twice." Two mass damages, each resolved before the next (1.5).
  { id: "CORE_BT_514", spell: [{ type: "damage", amount: 1, to: "all-minions" }, { type: "damage", amount: 1, to: "all-minions" }] },
  // Kayn Sunfury: "Charge All friendly attacks ignore Taunt." An aura giving each friendly character a state (1.3 names Kayn
  // among the auras that give a state: BT_187e2, "Kayn is letting this ignore Taunt."), the tag IGNORE_TAUNT, which lets its
  // attacks pass enemy Taunt minions (2.6). Charge from its tags.
  { id: "CORE_BT_187", auras: [{ to: "friendly-characters", buff: { grants: ["IGNORE_TAUNT"] }, enchantment: "BT_187e2" }] },
  { id: "BT_187e2", buff: { grants: ["IGNORE_TAUNT"] } },
  // Priestess of Fury: "At the end of your turn, deal 6 damage randomly split among all enemies." Six hits of 1, one at a
  // time, each among the enemy characters not mortally wounded (3.5), as Mad Bomber's.
  { id: "CORE_BT_493", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "damage", amount: 1, to: { random: "enemy-characters", count: 6 } }] }] },
  // Raging Felscreamer: "Battlecry: The next Demon you play costs (2) less." A cost state of the player (on the hero, as
  // Bloodsail Deckhand's), not limited to this turn, used up when you play a Demon (2.2 d).
  { id: "CORE_BT_416", battlecry: [{ type: "buff", to: "friendly-hero", enchantment: "BT_416e" }] },
  { id: "BT_416e", auras: [{ to: { all: "hand", side: "friendly", where: { type: "minion", race: "DEMON" } }, buff: { cost: -2 } }],
    consumedBy: { type: "minion", race: "DEMON" } },
  // Spectral Sight: "Draw a card. Outcast: Draw another."
  { id: "CORE_BT_491", spell: [{ type: "draw", count: 1 }], outcast: [{ type: "draw", count: 2 }] },
  // Illidari Studies: "Discover an Outcast card. Your next one costs (1) less." Every Outcast card is a Demon Hunter card, so
  // the pool is every card with the OUTCAST mechanic (rules-notes); then a cost state on your hero used up by the next card
  // with Outcast you play (as Demonic Studies').
  { id: "CORE_YOP_001", spell: [
    { type: "discover", from: { type: "CARD", mechanic: "OUTCAST" } },
    { type: "buff", to: "friendly-hero", enchantment: "YOP_001e" },
  ] },
  { id: "YOP_001e", auras: [{ to: { all: "hand", side: "friendly", where: { has: "outcast" } }, buff: { cost: -1 } }], consumedBy: { has: "outcast" } },
  // Tuskpiercer: "Deathrattle: Draw a Deathrattle minion." (a random one of the deck's minions with Deathrattle; none: nothing)
  { id: "CORE_BAR_330", deathrattle: [{ type: "draw", count: 1, where: { type: "minion", has: "deathrattle" } }] },
  // Wayward Sage: "Outcast: Reduce the Cost of the left and right-most cards in your hand by (1)." The cards at the ends of
  // the hand as the Outcast resolves (the Sage has left it); a single card is both and is reduced once (rules-notes).
  { id: "CORE_TSC_217", outcast: [{ type: "buff", to: { all: "hand", side: "friendly", where: { handPlace: "outcast" } }, enchantment: "TSC_217e" }] },
  { id: "TSC_217e", buff: { cost: -1 } },
];
