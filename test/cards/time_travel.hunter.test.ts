/**
 * Behaviour tests of the Across the Timeways (TIME_TRAVEL) Hunter cards (test/support/cards.ts).
 */
import { expect } from "vitest";
import { cardCase } from "../support/cards.js";
import { events } from "../support/engine.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";
import { builtInCard } from "../../src/engine/hearthstone/cards/registry.js";

const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231"; // 1/1
const OGRE = "CS2_200"; // 6/7
const wisps = (n: number) => Array.from({ length: n }, () => ({ card: WISP }));

// Arrow Retriever: "Battlecry: Draw until you have 3 cards."
cardCase("TIME_601", {
  does: "one card left in hand after playing it: two draws",
  p1: { hand: [{ card: "TIME_601", ref: "A" }, { card: YETI }], deck: wisps(5) },
  actions: [{ type: "play", card: "A" }],
  expect: { "p1.hand.length": 3, "p1.deck.length": 3, "p2.hand.length": 0 },
});
cardCase("TIME_601", {
  does: "three cards already: no draw",
  p1: { hand: [{ card: "TIME_601", ref: "A" }, { card: YETI }, { card: YETI }, { card: YETI }], deck: wisps(2) },
  actions: [{ type: "play", card: "A" }],
  expect: { "p1.hand.length": 3, "p1.deck.length": 2 },
});
cardCase("TIME_601", {
  does: "the deck runs out: it stops, no fatigue",
  p1: { hand: [{ card: "TIME_601", ref: "A" }], deck: wisps(1) },
  actions: [{ type: "play", card: "A" }],
  expect: { "p1.hand.length": 1, "p1.hero.health": 30 },
});

// Epoch Stalker: "Rush, Elusive. Battlecry: Summon a copy of this."
cardCase("TIME_605", {
  does: "two Epoch Stalkers with Rush and Elusive",
  p1: { hand: [{ card: "TIME_605", ref: "E" }] },
  actions: [{ type: "play", card: "E" }],
  expect: { "p1.board": ["TIME_605", "TIME_605"], "p1.board.1.seen.RUSH": 1, "p1.board.1.seen.CANT_BE_TARGETED_BY_SPELLS": 1, "p2.board": [] },
});

// Ticking Timebomb: "Deathrattle: Destroy a random enemy minion."
cardCase("TIME_603", {
  does: "dies: the only enemy minion is destroyed, a friendly one is not",
  p1: { board: [{ card: "TIME_603", ref: "T" }, { card: YETI, ref: "F" }] },
  p2: { board: [{ card: OGRE, ref: "O" }] },
  actions: [{ type: "destroy", target: "T" }],
  expect: { "O.zone": "graveyard", "F.zone": "board" },
});
cardCase("TIME_603", {
  does: "two enemy minions: exactly one is destroyed",
  p1: { board: [{ card: "TIME_603", ref: "T" }] },
  p2: { board: [{ card: OGRE }, { card: YETI }] },
  actions: [{ type: "destroy", target: "T" }],
  expect: { "p2.board.length": 1 },
});

// Quel'dorei Fletcher: "Your Hero Power costs (0) while your hand has 3 or less cards."
cardCase("TIME_606", {
  does: "three cards in hand: Steady Shot costs 0",
  p1: { hero: { card: "HERO_05" }, board: [{ card: "TIME_606", ref: "Q" }], hand: wisps(3) },
  actions: [{ type: "heroPower" }],
  expect: { "p1.mana.used": 0, "p2.hero.health": 28 },
});
cardCase("TIME_606", {
  does: "four cards in hand: the Hero Power costs 2",
  p1: { hero: { card: "HERO_05" }, board: [{ card: "TIME_606", ref: "Q" }], hand: wisps(4) },
  actions: [{ type: "heroPower" }],
  expect: { "p1.mana.used": 2 },
});
cardCase("TIME_606", {
  does: "the opponent's Hero Power is not cheaper",
  p1: { board: [{ card: "TIME_606", ref: "Q" }], deck: wisps(1) },
  p2: { hero: { card: "HERO_05" }, deck: wisps(1), mana: { crystals: 10 } },
  actions: [{ type: "endTurn" }, { type: "heroPower" }],
  expect: { "p2.mana.used": 2 },
});

// Wormhole: "Rewind. Summon a random 3-Cost Beast. It attacks a random enemy."
cardCase("TIME_602", {
  does: "a 3-Cost Beast appears and attacks an enemy (the hero, the only one)",
  p1: { hand: [{ card: "TIME_602", ref: "S" }] },
  actions: [{ type: "play", card: "S" }],
  choices: [0],
  check: (r) => {
    const b = r.state.players[0]!.board;
    const f = findCard(b[0]!.card)!;
    expect([f.cost, f.races.includes("BEAST") || f.races.includes("ALL")]).toEqual([3, true]);
    expect(events(r, "attack").length).toBeGreaterThanOrEqual(1);
    expect(r.state.players[1]!.hero.health).toBeLessThan(30);
  },
});

// Triennium Rex: "Kindred and Deathrattle: Get a random Deathrattle minion. It costs (2) less."
const isDeathrattleMinion = (id: string) => {
  const f = findCard(id)!;
  return f.type === "MINION" && f.mechanics.includes("DEATHRATTLE");
};
cardCase("END_015", {
  does: "Kindred (a Beast played last turn): one Deathrattle minion, 2 less than its cost",
  p1: { hand: [{ card: "END_015", ref: "R" }], playedLastTurn: ["CS2_172"] },
  actions: [{ type: "play", card: "R" }],
  expect: { "p1.hand.length": 1, "p2.hand.length": 0, "R.zone": "board" },
  check: (r) => {
    const c = r.state.players[0]!.hand[0]!;
    expect(isDeathrattleMinion(c.card), c.card).toBe(true);
    expect(c.cost).toBe(Math.max(0, findCard(c.card)!.cost - 2));
  },
});
cardCase("END_015", {
  does: "no Kindred (a spell and a non-Beast last turn): nothing as it is played",
  p1: { hand: [{ card: "END_015", ref: "R" }], playedLastTurn: ["CS2_029", "CS2_182"] },
  actions: [{ type: "play", card: "R" }],
  expect: { "p1.hand.length": 0, "R.zone": "board" },
});
cardCase("END_015", {
  does: "Deathrattle: its death gives its player a Deathrattle minion costing 2 less",
  p2: { board: [{ card: "END_015", ref: "R" }] },
  actions: [{ type: "destroy", target: "R" }],
  expect: { "p2.hand.length": 1, "p1.hand.length": 0, "R.zone": "graveyard" },
  check: (r) => {
    const c = r.state.players[1]!.hand[0]!;
    expect(isDeathrattleMinion(c.card), c.card).toBe(true);
    expect(c.cost).toBe(Math.max(0, findCard(c.card)!.cost - 2));
  },
});

// Precise Shot: "Deal $3 damage. If this is EXACTLY in the center of your hand, deal $5 instead."
cardCase("TIME_600", {
  does: "the middle of three cards: 5 damage to the target",
  p1: { hand: [{ card: WISP }, { card: "TIME_600", ref: "P" }, { card: WISP }] },
  p2: { board: [{ card: OGRE, ref: "E" }] },
  actions: [{ type: "play", card: "P", target: "E" }],
  expect: { "E.health": 2, "p2.hero.health": 30, "events.damage": 1 },
});
cardCase("TIME_600", {
  does: "second of four cards (no exact center): 3 damage",
  p1: { hand: [{ card: WISP }, { card: "TIME_600", ref: "P" }, { card: WISP }, { card: WISP }] },
  p2: { board: [{ card: OGRE, ref: "E" }] },
  actions: [{ type: "play", card: "P", target: "E" }],
  expect: { "E.health": 4 },
});
cardCase("TIME_600", {
  does: "at the left end of three cards: 3 damage to the enemy hero",
  p1: { hand: [{ card: "TIME_600", ref: "P" }, { card: WISP }, { card: WISP }] },
  actions: [{ type: "play", card: "P", target: "p2.hero" }],
  expect: { "p2.hero.health": 27 },
});
cardCase("TIME_600", {
  does: "alone in hand it is the center: 5 damage",
  p1: { hand: [{ card: "TIME_600", ref: "P" }] },
  actions: [{ type: "play", card: "P", target: "p2.hero" }],
  expect: { "p2.hero.health": 25 },
});
cardCase("TIME_600", {
  does: "with Spell Damage +1 at the center: 6",
  p1: { hand: [{ card: WISP }, { card: "TIME_600", ref: "P" }, { card: WISP }], board: [{ card: "CS2_142" }] },
  actions: [{ type: "play", card: "P", target: "p2.hero" }],
  expect: { "p2.hero.health": 24 },
});

// Untimely Death: "Secret: When a friendly minion dies the turn after being played, resummon it."
cardCase("TIME_620", {
  does: "a minion played on its owner's turn dies on the opponent's next turn: a fresh copy is summoned; the secret is used",
  p1: { hand: [{ card: YETI, ref: "Y" }, { card: "CS2_092", ref: "K" }], secrets: [{ card: "TIME_620", ref: "S" }] },
  actions: [{ type: "play", card: "Y" }, { type: "play", card: "K", target: "Y" }, { type: "endTurn" }, { type: "destroy", target: "Y" }],
  expect: { "Y.zone": "graveyard", "p1.board": [YETI], "p1.board.0.attack": 4, "p1.board.0.health": 5, "S.zone": "graveyard",
    "p2.board": [] },
});
cardCase("TIME_620", {
  does: "a minion that was not played (already in play) dies on the opponent's turn: nothing, the secret stays",
  p1: { board: [{ card: YETI, ref: "Y" }], secrets: [{ card: "TIME_620", ref: "S" }] },
  state: { activePlayer: 2 },
  actions: [{ type: "destroy", target: "Y" }],
  expect: { "Y.zone": "graveyard", "p1.board": [], "S.zone": "secrets" },
});
cardCase("TIME_620", {
  does: "played two of its owner's turns ago: dying on the opponent's later turn does nothing",
  p1: { hand: [{ card: YETI, ref: "Y" }], secrets: [{ card: "TIME_620", ref: "S" }] },
  actions: [{ type: "play", card: "Y" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }, { type: "destroy", target: "Y" }],
  expect: { "Y.zone": "graveyard", "p1.board": [], "S.zone": "secrets" },
});
cardCase("TIME_620", {
  does: "dying on its owner's own turn (the turn it was played): the secret does not work",
  p1: { hand: [{ card: YETI, ref: "Y" }], secrets: [{ card: "TIME_620", ref: "S" }] },
  actions: [{ type: "play", card: "Y" }, { type: "destroy", target: "Y" }],
  expect: { "p1.board": [], "S.zone": "secrets" },
});
cardCase("TIME_620", {
  does: "an enemy minion the opponent played on their previous turn dies: not a friendly one, nothing",
  p1: { hand: [{ card: WISP, ref: "W" }], secrets: [{ card: "TIME_620", ref: "S" }] },
  p2: { hand: [{ card: OGRE, ref: "O" }] },
  state: { activePlayer: 2 },
  actions: [{ type: "play", card: "O" }, { type: "endTurn" }, { type: "play", card: "W" }, { type: "endTurn" }, { type: "destroy", target: "O" }],
  expect: { "O.zone": "graveyard", "p2.board": [], "p1.board": [WISP], "S.zone": "secrets" },
});

// Ranger General Sylvanas: "Fabled. Battlecry: Deal 2 damage to all enemies. If you've played Alleria or Vereesa, repeat for
// each." (rules-notes 373)
const ALLERIA = "TIME_609t1";
const VEREESA = "TIME_609t2";
const played = (...cards: string[]) => cards.map((card, i) => ({ card, cost: 3, turn: 1 + 2 * i }));
cardCase("TIME_609", {
  does: "no sister played: 2 damage to each enemy once; its own side untouched",
  p1: { hand: [{ card: "TIME_609", ref: "S" }], board: [{ card: YETI, ref: "F" }] },
  p2: { board: [{ card: YETI, ref: "E" }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "p2.hero.health": 28, "E.health": 3, "F.health": 5, "p1.hero.health": 30 },
});
cardCase("TIME_609", {
  does: "Alleria played twice and Vereesa once: two repeats (each sister once), 6 damage to each enemy; the opponent's plays do not count",
  p1: { hand: [{ card: "TIME_609", ref: "S" }], playedThisGame: played(ALLERIA, VEREESA, ALLERIA) },
  p2: { board: [{ card: OGRE, ref: "E" }], playedThisGame: played(VEREESA) },
  actions: [{ type: "play", card: "S" }],
  expect: { "p2.hero.health": 24, "E.health": 1 },
});
cardCase("TIME_609", {
  does: "only Vereesa played: one repeat, 4 damage; bundled with Alleria and Vereesa (Fabled)",
  p1: { hand: [{ card: "TIME_609", ref: "S" }], playedThisGame: played(VEREESA, YETI) },
  actions: [{ type: "play", card: "S" }],
  expect: { "p2.hero.health": 26 },
  check: () => expect(builtInCard("TIME_609")?.def?.fabled).toEqual([ALLERIA, VEREESA]),
});
cardCase("TIME_609", {
  does: "its bundle's Ranger Captain Alleria (3 Mana 2/4): with Sylvanas and Vereesa played, three spells Discovered",
  p1: { hand: [{ card: ALLERIA, ref: "A" }], playedThisGame: played("TIME_609", VEREESA) },
  actions: [{ type: "play", card: "A" }],
  choices: [0, 0, 0],
  expect: { "A.attack": 2, "A.health": 4, "p1.mana.used": 3, "p1.hand.length": 3, "events.discover": 3 },
  check: (r) => expect(r.state.players[0]!.hand.every((c) => findCard(c.card)?.type === "SPELL")).toBe(true),
});
cardCase("TIME_609", {
  does: "its bundle's Alleria with no sister played: one spell Discovered",
  p1: { hand: [{ card: ALLERIA, ref: "A" }] },
  actions: [{ type: "play", card: "A" }],
  choices: [0],
  expect: { "p1.hand.length": 1, "events.discover": 1 },
});
cardCase("TIME_609", {
  does: "its bundle's Ranger Initiate Vereesa (3 Mana 2/4): minions in its deck +1/+1, again for Alleria played; spells and the enemy deck untouched",
  p1: { hand: [{ card: VEREESA, ref: "V" }], deck: [{ card: YETI, ref: "D" }, { card: "CS2_029", ref: "X" }], playedThisGame: played(ALLERIA) },
  p2: { deck: [{ card: YETI, ref: "O" }] },
  actions: [{ type: "play", card: "V" }],
  expect: { "V.attack": 2, "V.health": 4, "p1.mana.used": 3, "D.attack": 6, "D.health": 7, "O.attack": 4, "O.health": 5 },
});
