/** Across the Timeways (穿越时间流, TIME_TRAVEL): the Hunter cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

const TT = { inferred: true, set: "TIME_TRAVEL", cardClass: "HUNTER" } as const;

/** How many cards your hand holds now. */
const HAND = { count: { all: "hand", side: "friendly" } } as const;

/** "If you've played X or Y, repeat for each": 1 + how many of those bundled cards you've played this game (rules-notes 373). */
const timesFor = (cards: string[]) => ({ playedThisGame: "card", cards, read: "different", add: 1 }) as const;

export const TT_HUNTER = (): CardDefinition[] => [
  // Ranger General Sylvanas: "Fabled. Battlecry: Deal 2 damage to all enemies. If you've played Alleria or Vereesa, repeat
  // for each." (her bundle: Ranger Captain Alleria and Ranger Initiate Vereesa, the game's texts; each sister you've played
  // this game adds one run, however often played; each run in full, no death phase between; rules-notes 373)
  { id: "TIME_609", fabled: ["TIME_609t1", "TIME_609t2"], battlecry: [{ type: "repeat", times: timesFor(["TIME_609t1", "TIME_609t2"]),
    do: [{ type: "damage", amount: 2, to: "enemy-characters" }] }] },
  // Ranger Captain Alleria: "Battlecry: Discover a spell. If you've played Sylvanas or Vereesa, repeat for each."
  { id: "TIME_609t1", type: "MINION", ...TT, name: { enUS: "Ranger Captain Alleria", zhCN: "游侠队长奥蕾莉亚" }, cost: 3, attack: 2, health: 4,
    battlecry: [{ type: "repeat", times: timesFor(["TIME_609", "TIME_609t2"]), do: [{ type: "discover", from: { type: "SPELL" } }] }] },
  // Ranger Initiate Vereesa: "Battlecry: Give minions in your deck +1/+1. If you've played Alleria or Sylvanas, repeat for
  // each." (Windrunner's Allegiance on each minion card of the deck)
  { id: "TIME_609t2", type: "MINION", ...TT, name: { enUS: "Ranger Initiate Vereesa", zhCN: "游侠新兵温蕾萨" }, cost: 3, attack: 2, health: 4,
    battlecry: [{ type: "repeat", times: timesFor(["TIME_609", "TIME_609t1"]),
      do: [{ type: "buff", to: { all: "deck", side: "friendly", where: { type: "minion" } }, enchantment: "TIME_609t2e" }] }] },
  { id: "TIME_609t2e", type: "ENCHANTMENT", ...TT, name: "Windrunners Allegiance", buff: { attack: 1, health: 1 } },
  // Arrow Retriever: "Battlecry: Draw until you have 3 cards." (one draw at a time while the hand holds fewer than 3 —
  // the battlecry's minion is on the board then; an empty deck stops it: no draw can reach 3, docs/rules-notes.md)
  { id: "TIME_601", battlecry: [{ type: "if", if: { all: [{ not: { ...HAND, atLeast: 3 } }, { exists: { all: "deck", side: "friendly" } }] },
    then: [{ type: "repeat", while: { all: [{ not: { ...HAND, atLeast: 3 } }, { exists: { all: "deck", side: "friendly" } }] }, do: [{ type: "draw" }] }] }] },
  // Epoch Stalker: "Rush, Elusive. Battlecry: Summon a copy of this." (a copy keeps its enchantments, 4.8, as Mythical
  // Runebear's; Rush and Elusive from the card data)
  { id: "TIME_605", battlecry: [{ type: "summonCopy", of: "self", copyState: true }] },
  // Ticking Timebomb: "Deathrattle: Destroy a random enemy minion."
  { id: "TIME_603", deathrattle: [{ type: "destroy", to: { random: "enemy-minions" } }] },
  // Quel'dorei Fletcher: "Your Hero Power costs (0) while your hand has 3 or less cards." (an aura on your Hero Power, its
  // enchantment Fletching, while the hand holds at most 3 cards)
  { id: "TIME_606", auras: [{ to: "friendly-hero-power", buff: { setCost: 0 }, enchantment: "TIME_606e", if: { not: { ...HAND, atLeast: 4 } } }] },
  { id: "TIME_606e", type: "ENCHANTMENT", ...TT, name: "Fletching" },
  // Wormhole: "Rewind. Summon a random 3-Cost Beast. It attacks a random enemy." (a forced attack, 2.6, against a random
  // enemy character; summoned into a full board, nothing attacks)
  { id: "TIME_602", rewind: true, spell: [{ type: "summonRandom", pool: { type: "MINION", cost: 3, race: "BEAST" } },
    { type: "if", if: { exists: "summoned" }, then: [{ type: "forceAttack", attacker: "summoned", defender: { random: "enemy-characters" } }] }] },
  // Triennium Rex: "Kindred and Deathrattle: Get a random Deathrattle minion. It costs (2) less." (the same text as its
  // Kindred part, played from hand after a Beast last turn, and as its Deathrattle)
  { id: "END_015", kindred: [{ type: "addCard", pool: { type: "MINION", mechanic: "DEATHRATTLE" }, cost: -2 }],
    deathrattle: [{ type: "addCard", pool: { type: "MINION", mechanic: "DEATHRATTLE" }, cost: -2 }] },
  // Precise Shot: "Deal $3 damage. If this is EXACTLY in the center of your hand, deal $5 instead." (the hand as the card
  // was played: an odd number of cards, as many on each side of it)
  { id: "TIME_600", target: { type: "character" }, spell: [{ type: "if", if: { entity: "self", matches: { playedFrom: "center" } },
    then: [{ type: "damage", amount: 5, to: "target" }], else: [{ type: "damage", amount: 3, to: "target" }] }] },
  // Untimely Death: "Secret: When a friendly minion dies the turn after being played, resummon it." (a Secret works on the
  // opponent's turn, so the turn after the minion was played is the one right after its owner's most recent turn: a
  // minion its owner played from hand on that turn — filter playedLastTurn — resummoned as a fresh copy, as Redemption's
  // "return it to life" is (4.10); no special priority, rules-notes)
  { id: "TIME_620", triggers: [{ on: "death", if: [{ target: { type: "minion", side: "friendly", playedLastTurn: "friendly" } }, { space: "friendly-board" }],
    do: [{ type: "summonCopy", of: "event-target" }] }] },
];
