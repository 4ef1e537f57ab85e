/**
 * Behaviour tests of the Across the Timeways (TIME_TRAVEL) Demon Hunter cards (test/support/cards.ts).
 */
import { expect } from "vitest";
import { it } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { events, run, walk } from "../support/engine.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";
import { pastCard } from "../support/past.js";

const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231"; // 1/1
const FIREBALL = "CS2_029";
const DH = "HERO_10";

// Aeon Rend: "Rewind. Deal $4 damage to two random enemies."
cardCase("TIME_441", {
  does: "kept: 4 damage to each of the two enemies (hero and minion), none to friends",
  p1: { board: [{ card: YETI, ref: "F" }], hand: [{ card: "TIME_441", ref: "S" }] },
  p2: { board: [{ card: YETI, ref: "A" }] },
  actions: [{ type: "play", card: "S" }],
  choices: [0],
  expect: { "A.health": 1, "p2.hero.health": 26, "F.health": 5, "p1.hero.health": 30, "events.damage": 2 },
});
cardCase("TIME_441", {
  does: "rewound: played again after the game goes back — still two hits in the final timeline",
  p1: { hand: [{ card: "TIME_441", ref: "S" }] },
  p2: { board: [{ card: YETI, ref: "A" }] },
  actions: [{ type: "play", card: "S" }],
  choices: [1],
  expect: { "A.health": 1, "p2.hero.health": 26, "p1.mana.used": 4 },
});

// Lasting Legacy: "Give your hero +4 Attack this turn. If your deck has no minions, give any in hand +4 Attack."
cardCase("TIME_449", {
  does: "no minion in the deck: the hero +4 Attack this turn, the minions in hand +4 Attack (not a spell in hand, not the board)",
  p1: { hero: { card: DH }, board: [{ card: WISP, ref: "B" }], hand: [{ card: "TIME_449", ref: "S" }, { card: YETI, ref: "H" }, { card: FIREBALL, ref: "F" }],
    deck: [{ card: FIREBALL }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "p1.hero.attack": 4, "H.attack": 8, "B.attack": 1, "F.enchantments": undefined },
});
cardCase("TIME_449", {
  does: "a minion in the deck: only the hero's Attack; it is gone next turn",
  p1: { hero: { card: DH }, hand: [{ card: "TIME_449", ref: "S" }, { card: YETI, ref: "H" }], deck: [{ card: WISP }, { card: WISP }] },
  p2: { deck: [{ card: WISP }] },
  actions: [{ type: "play", card: "S" }, { type: "endTurn" }],
  expect: { "p1.hero.attack": 0, "H.attack": 4 },
});

/** The Cost change a card's own auras make (an aura enchantment on it: "costs (1) less for each …"). */
const ownAuraCost = (c: { enchantments?: { aura?: unknown; cost?: number }[] }) =>
  (c.enchantments ?? []).filter((e) => e.aura).reduce((n, e) => n + (e.cost ?? 0), 0);
// Solitude: "Discover 2 minions. If your deck has no minions, reduce the Cost of any in your hand by (2)."
cardCase("TIME_448", {
  does: "two minions discovered; the deck has none: every minion in hand costs 2 less (a spell does not)",
  p1: { hero: { card: DH }, hand: [{ card: "TIME_448", ref: "S" }, { card: YETI, ref: "H" }, { card: FIREBALL, ref: "F" }] },
  actions: [{ type: "play", card: "S" }],
  choices: [0, 0],
  check: (r) => {
    const hand = r.state.players[0]!.hand;
    expect(hand).toHaveLength(4);
    expect(hand[0]!.cost).toBe(2);
    expect(hand[1]!.cost).toBe(4);
    for (const c of hand.slice(2)) {
      const f = findCard(c.card)!;
      expect(f.type).toBe("MINION");
      // (a card's own Cost aura in hand — "costs (1) less for each …" — counts as well: the pool grows with the library)
      expect(c.cost).toBe(Math.max(0, f.cost + ownAuraCost(c) - 2));
    }
  },
});
cardCase("TIME_448", {
  does: "a minion in the deck: two minions discovered, no cost change",
  p1: { hero: { card: DH }, hand: [{ card: "TIME_448", ref: "S" }, { card: YETI, ref: "H" }], deck: [{ card: WISP }] },
  actions: [{ type: "play", card: "S" }],
  choices: [0, 0],
  check: (r) => {
    const hand = r.state.players[0]!.hand;
    expect(hand).toHaveLength(3);
    expect(hand[0]!.cost).toBe(4);
    for (const c of hand.slice(1)) expect(c.cost).toBe(Math.max(0, findCard(c.card)!.cost + ownAuraCost(c)));
  },
});

// Perennial Serpent: "Rush Costs (4) less if a minion is Dormant."
cardCase("TIME_022", {
  does: "an enemy Dormant minion makes it cost 4",
  p1: { hand: [{ card: "TIME_022", ref: "P" }] },
  p2: { board: [{ card: "CS2_182", tags: { DORMANT: 1, DORMANT_TURNS: 2 } }] },
  actions: [{ type: "endTurn" }],
  expect: { "P.cost": 4 },
});
cardCase("TIME_022", {
  does: "a friendly Dormant minion too; with no Dormant minion (an awake one only) it costs 8",
  p1: { hand: [{ card: "TIME_022", ref: "P" }, { card: "TIME_022", ref: "Q" }], board: [{ card: "CS2_182", tags: { DORMANT: 1, DORMANT_TURNS: 2 } }] },
  actions: [{ type: "play", card: "P" }],
  expect: { "Q.cost": 4, "p1.mana.used": 4 },
});
cardCase("TIME_022", {
  does: "no Dormant minion: costs 8",
  p1: { hand: [{ card: "TIME_022", ref: "P" }], board: [{ card: "CS2_182" }] },
  actions: [{ type: "endTurn" }],
  expect: { "P.cost": 8 },
});

// Timeway Warden: "Battlecry: Imprison an enemy minion. It goes Dormant for 10,000 turns. Deathrattle: Awaken it."
cardCase("TIME_442", {
  does: "the chosen enemy minion goes Dormant for 10,000 turns, carrying TIME_442e linked to the Warden; the other enemy does not",
  p1: { hand: [{ card: "TIME_442", ref: "W", id: 40 }] },
  p2: { board: [{ card: YETI, ref: "A" }, { card: WISP, ref: "B" }] },
  actions: [{ type: "play", card: "W", target: "A" }],
  expect: { "A.tags.DORMANT": 1, "A.tags.DORMANT_TURNS": 10000, "A.enchantments.0.card": "TIME_442e", "A.enchantments.0.creator": 40,
    "B.tags.DORMANT": undefined, "W.zone": "board" },
});
cardCase("TIME_442", {
  does: "a friendly minion can't be chosen",
  p1: { hand: [{ card: "TIME_442", ref: "W" }], board: [{ card: YETI, ref: "F" }] },
  p2: { board: [{ card: YETI, ref: "A" }] },
  actions: [{ type: "play", card: "W", target: "F" }],
  error: "illegal_action",
});
cardCase("TIME_442", {
  does: "no enemy minion: played without a target, imprisons nothing; its death awakens nothing",
  p1: { hand: [{ card: "TIME_442", ref: "W" }], board: [{ card: YETI, ref: "F" }] },
  actions: [{ type: "play", card: "W" }, { type: "destroy", target: "W" }],
  expect: { "F.tags.DORMANT": undefined, "W.zone": "graveyard", "events.awaken": 0, "events.dormant": 0 },
});
cardCase("TIME_442", {
  does: "Deathrattle: its own prisoner awakens (summoning sickness); a minion Dormant by another effect stays Dormant",
  p1: { hand: [{ card: "TIME_442", ref: "W" }, { card: "BT_737", ref: "M" }] },
  p2: { board: [{ card: YETI, ref: "A" }, { card: WISP, ref: "B" }] },
  actions: [{ type: "play", card: "W", target: "A" }, { type: "play", card: "M", target: "B" }, { type: "destroy", target: "W" }],
  expect: { "A.tags.DORMANT": undefined, "A.tags.EXHAUSTED": 1, "B.tags.DORMANT": 1, "events.awaken": 1, "W.zone": "graveyard" },
});
cardCase("TIME_442", {
  does: "still Dormant many turns later (the count is 10,000 of its controller's turns)",
  p1: { hand: [{ card: "TIME_442", ref: "W" }], deck: [{ card: WISP }, { card: WISP }, { card: WISP }] },
  p2: { board: [{ card: YETI, ref: "A" }], deck: [{ card: WISP }, { card: WISP }, { card: WISP }] },
  actions: [{ type: "play", card: "W", target: "A" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }],
  expect: { "A.tags.DORMANT": 1, "A.tags.DORMANT_TURNS": 9998, "events.awaken": 0 },
});
cardCase("TIME_442", {
  does: "the Warden silenced before it dies: no Deathrattle, the prisoner stays Dormant",
  p1: { hand: [{ card: "TIME_442", ref: "W" }, { card: "EX1_332", ref: "S" }] },
  p2: { board: [{ card: YETI, ref: "A" }] },
  actions: [{ type: "play", card: "W", target: "A" }, { type: "play", card: "S", target: "W" }, { type: "destroy", target: "W" }],
  expect: { "A.tags.DORMANT": 1, "events.awaken": 0 },
});
cardCase("TIME_442", {
  does: "a prisoner given in the snapshot (a client's link by `creator`) awakens when that Warden dies",
  p1: { board: [{ card: "TIME_442", ref: "W", id: 50 }] },
  p2: { board: [{ card: YETI, ref: "A", tags: { DORMANT: 1, DORMANT_TURNS: 10000 }, enchantments: [{ card: "TIME_442e", creator: 50 }] }] },
  actions: [{ type: "destroy", target: "W" }],
  expect: { "A.tags.DORMANT": undefined, "events.awaken": 1 },
});
cardCase("TIME_442", {
  does: "its Deathrattle twice (Baron Rivendare): the prisoner awakens once, the second finds it awake",
  p1: { board: [{ card: "FP1_031" }], hand: [{ card: "TIME_442", ref: "W" }] },
  p2: { board: [{ card: YETI, ref: "A" }] },
  actions: [{ type: "play", card: "W", target: "A" }, { type: "destroy", target: "W" }],
  expect: { "A.tags.DORMANT": undefined, "events.awaken": 1 },
});
describeCard("TIME_442", () => {
  it("the link survives an output state submitted again: the Deathrattle awakens the prisoner", () => {
    const first = run({ seed: 7, state: { turn: 5, activePlayer: 1, players: [
      { hand: [{ card: "TIME_442", ref: "W" }] }, { board: [{ card: YETI, ref: "A" }] }] },
      actions: [{ type: "play", card: "W", target: "A" }] });
    expect(first.state.players[1]!.board[0]!.tags?.DORMANT).toBe(1);
    const again = run({ seed: 7, state: first.state as never, actions: [{ type: "destroy", target: "W" }] });
    expect(again.state.players[1]!.board[0]!.tags?.DORMANT).toBeUndefined();
    expect(events(again, "awaken")).toHaveLength(1);
  });
});

// Hounds of Fury: "Summon two 3/3 Demons. If your deck has no minions, they attack the lowest Health enemy."
cardCase("TIME_443", {
  does: "no minion in the deck: the two 3/3 Felhounds attack in turn, each the lowest-Health enemy as its attack begins",
  p1: { hero: { card: DH }, hand: [{ card: "TIME_443", ref: "S" }], deck: [{ card: FIREBALL }] },
  p2: { board: [{ card: YETI, ref: "Y" }, { card: WISP, ref: "W" }] },
  actions: [{ type: "play", card: "S" }],
  // the first (TIME_443t) kills the 1-Health Wisp and is left 3/2; the second (TIME_443t2) then finds the Yeti the lowest
  expect: { "W.zone": "graveyard", "Y.health": 2, "p2.hero.health": 30, "p1.board": ["TIME_443t"], "p1.board.0.health": 2, "events.attack": 2 },
});
cardCase("TIME_443", {
  does: "a minion in the deck: two 3/3 Demons summoned, no attack",
  p1: { hero: { card: DH }, hand: [{ card: "TIME_443", ref: "S" }], deck: [{ card: WISP }] },
  p2: { board: [{ card: WISP, ref: "W" }] },
  actions: [{ type: "play", card: "S" }],
  check: (r) => {
    const board = r.state.players[0]!.board;
    expect(board.map((m) => m.card)).toEqual(["TIME_443t", "TIME_443t2"]);
    for (const m of board) { expect(m.attack).toBe(3); expect(m.health).toBe(3); }
    expect(r.state.players[1]!.board).toHaveLength(1);
    expect(events(r, "attack")).toHaveLength(0);
  },
});
cardCase("TIME_443", {
  does: "an empty deck and no enemy minion: both attack the enemy hero",
  p1: { hero: { card: DH }, hand: [{ card: "TIME_443", ref: "S" }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "p2.hero.health": 24, "p1.board": ["TIME_443t", "TIME_443t2"] },
});
cardCase("TIME_443", {
  does: "a client's card: summon `and` — a Wisp and a Yeti side by side at the right end, both named by `summoned`",
  cards: [{ id: "MY_PAIR", type: "SPELL", cost: 4, spell: [{ type: "summon", card: WISP, and: [YETI] }, { type: "buff", to: { all: "summoned" }, grants: ["TAUNT"] }] }],
  p1: { board: [{ card: YETI, ref: "O" }], hand: [{ card: "MY_PAIR", ref: "P" }] },
  actions: [{ type: "play", card: "P" }],
  expect: { "p1.board": [YETI, WISP, YETI], "p1.board.1.seen.TAUNT": 1, "p1.board.2.seen.TAUNT": 1, "O.seen.TAUNT": undefined },
});

// Doomsday Prepper: "Outcast: Your hero is Immune until your next turn."
cardCase("TIME_021", {
  does: "Outcast: your hero Immune through the enemy turn (their Hellfire does not hurt it), no longer Immune as your turn starts",
  p1: { hero: { card: DH }, hand: [{ card: "TIME_021", ref: "P" }, { card: WISP }], deck: [{ card: WISP }, { card: WISP }] },
  p2: { hand: [{ card: "CS2_062", ref: "F" }], deck: [{ card: WISP }] },
  actions: [{ type: "play", card: "P" }, { type: "endTurn" }, { type: "play", card: "F" }, { type: "endTurn" }],
  expect: { "p1.hero.health": 30, "p2.hero.health": 27, "P.health": 1, "p1.hero.seen.IMMUNE": undefined, "F.zone": "graveyard", "events.expire": 1 },
});
cardCase("TIME_021", {
  does: "Outcast: Immune while its turn lasts and through the enemy's (the snapshot keeps the enchantment between requests)",
  p1: { hero: { card: DH }, hand: [{ card: "TIME_021", ref: "P" }] },
  p2: { deck: [{ card: WISP }] },
  actions: [{ type: "play", card: "P" }, { type: "endTurn" }],
  check: (r) => {
    const hero = r.state.players[0]!.hero as unknown as { seen?: Record<string, number>; enchantments?: { untilNextTurn?: boolean; grants?: string[] }[] };
    expect(hero.enchantments?.[0]).toMatchObject({ untilNextTurn: true, grants: ["IMMUNE"] });
  },
});
cardCase("TIME_021", {
  does: "played from the middle of the hand: no Outcast, the enemy's Fireball hits the hero",
  p1: { hero: { card: DH }, hand: [{ card: WISP }, { card: "TIME_021", ref: "P" }, { card: WISP }], deck: [{ card: WISP }] },
  p2: { hand: [{ card: FIREBALL, ref: "F" }], deck: [{ card: WISP }] },
  actions: [{ type: "play", card: "P" }, { type: "endTurn" }, { type: "play", card: "F", target: "p1.hero" }],
  expect: { "p1.hero.health": 24, "P.zone": "board" },
});
cardCase("TIME_021", {
  does: "a client's card: buff untilNextTurn — a friendly minion +2 Attack until your next turn, loaded from a snapshot and expiring then",
  cards: [{ id: "MY_RALLY", type: "SPELL", cost: 1, spell: [{ type: "buff", to: "friendly-minions", attack: 2, untilNextTurn: true }] }],
  state: { turn: 6, activePlayer: 2 },
  p1: { board: [{ card: YETI, ref: "Y", enchantments: [{ attack: 2, untilNextTurn: true }] }], deck: [{ card: WISP }] },
  p2: { hand: [{ card: "MY_RALLY", ref: "R" }], board: [{ card: WISP, ref: "W" }], deck: [{ card: WISP }] },
  actions: [{ type: "play", card: "R" }, { type: "endTurn" }],
  expect: { "Y.attack": 4, "W.attack": 3 },
});

// The Eternal Hold (Location): "Discover any Demon that costs (5) or more. If your deck has no minions, your next one
// costs (0)."
const isBigDemon = (id: string) => {
  const f = findCard(id)!;
  return f.type === "MINION" && (f.races.includes("DEMON") || f.races.includes("ALL")) && f.cost >= 5;
};
cardCase("TIME_446", {
  does: "no minion in the deck: a Demon of Cost 5 or more discovered, and every minion card in hand costs (0); a spell does not",
  p1: { hero: { card: DH }, board: [{ card: "TIME_446", ref: "L" }], hand: [{ card: YETI, ref: "Y" }, { card: FIREBALL, ref: "F" }], deck: [{ card: FIREBALL }] },
  actions: [{ type: "useLocation", card: "L" }],
  choices: [0],
  check: (r) => {
    const hand = r.state.players[0]!.hand;
    expect(hand).toHaveLength(3);
    const demon = hand[2]!;
    expect(isBigDemon(demon.card)).toBe(true);
    expect(demon.cost).toBe(0);
    expect(hand[0]!.cost).toBe(0);
    expect(hand[1]!.cost).toBe(4);
    expect(r.state.players[0]!.board[0]!.health).toBe(2);
    // "any Demon": the options are drawn from every class's Demons (Warlock ones among the candidates), none under (5)
    const cands: string[] = [];
    walk(r.trace, (n) => { if (n.kind === "random" && Array.isArray(n.candidates)) for (const c of n.candidates) if (typeof c === "string") cands.push(c); });
    expect(cands.length).toBeGreaterThan(3);
    expect(cands.every(isBigDemon)).toBe(true);
    expect(cands.some((c) => findCard(c)!.cardClass === "WARLOCK")).toBe(true);
  },
});
cardCase("TIME_446", {
  does: "the next minion card played costs (0) and uses it up: the other minion cards cost as printed again",
  p1: { hero: { card: DH }, board: [{ card: "TIME_446", ref: "L" }], hand: [{ card: YETI, ref: "Y" }, { card: "CS2_120", ref: "C" }] },
  actions: [{ type: "useLocation", card: "L" }, { type: "play", card: "Y" }],
  choices: [0],
  check: (r) => {
    const p = r.state.players[0]!;
    expect(p.mana.used).toBe(0);
    expect(p.board.map((m) => m.card)).toEqual(["TIME_446", YETI]);
    expect(p.hand.find((c) => c.ref === "C")!.cost).toBe(2);
    const demon = p.hand.find((c) => c.ref !== "C")!;
    expect(demon.cost).toBe(findCard(demon.card)!.cost);
  },
});
cardCase("TIME_446", {
  does: "a minion left in the deck: the Discover only, no Cost changes",
  p1: { hero: { card: DH }, board: [{ card: "TIME_446", ref: "L" }], hand: [{ card: YETI, ref: "Y" }], deck: [{ card: WISP }] },
  actions: [{ type: "useLocation", card: "L" }],
  choices: [1],
  check: (r) => {
    const hand = r.state.players[0]!.hand;
    expect(hand).toHaveLength(2);
    expect(isBigDemon(hand[1]!.card)).toBe(true);
    expect(hand[1]!.cost).toBe(findCard(hand[1]!.card)!.cost);
    expect(hand[0]!.cost).toBe(4);
  },
});

// Time-Lost Glaive: "Deathrattle: Get a random Demon from the past." (rules-notes 526)
for (const seed of [1, 2, 3]) {
  cardCase("TIME_444", {
    does: `destroyed, its owner gets a Demon none of whose printings is in Standard (seed ${seed})`,
    seed,
    p1: { hand: [{ card: "EX1_066", ref: "O" }] },
    p2: { weapon: { card: "TIME_444", ref: "G" } },
    actions: [{ type: "play", card: "O" }],
    expect: { "G.zone": "graveyard", "p2.hand.length": 1, "p1.hand.length": 0 },
    check: (r) => {
      const f = pastCard(r.state.players[1]!.hand[0]!.card);
      expect(f?.type).toBe("MINION");
      expect(f!.races.some((t) => t === "DEMON" || t === "ALL")).toBe(true);
    },
  });
}
