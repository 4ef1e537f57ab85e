/** Client cards for the mechanisms session 14 (w14/old) extended: repeat capped by times, battlecries-twice where, questProgress reset, replay side/castOn/at. */
import { describe, it } from "vitest";
import { runCase, type CardCase } from "../support/cards.js";

/** A client card's case: run as a card case (facts and the zhCN log checked), named by what it does. */
const clientCase = (c: CardCase): void => { it(c.does, () => { runCase(c); }); };

const RIPPLE = { id: "MY_RIPPLE", type: "SPELL", cost: 2, spell: [{ type: "repeat", times: 3, do: [{ type: "forcedDeath" }, { type: "damage", amount: 1, to: "enemy-minions" }],
  while: { exists: { all: "minions", where: { mortallyWounded: true } } } }] };
const WISP = "CS2_231";
const RAPTOR = "CS2_172";
const GRIZZLY = "CS2_125";
const YETI = "CS2_182";

describe("client cards: repeat while, at most `times` runs (w14/old)", () => {
  clientCase({
    does: "three runs at most, though the third killed a minion: the Yeti keeps 2 Health",
    cards: [RIPPLE],
    p1: { hand: [{ card: "MY_RIPPLE", ref: "S" }] },
    p2: { board: [{ card: WISP, ref: "W" }, { card: RAPTOR, ref: "R" }, { card: GRIZZLY, ref: "G" }, { card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "W.zone": "graveyard", "R.zone": "graveyard", "G.zone": "graveyard", "Y.health": 2 },
  });
  clientCase({
    does: "a run that kills nothing ends it before the cap",
    cards: [RIPPLE],
    p1: { hand: [{ card: "MY_RIPPLE", ref: "S" }] },
    p2: { board: [{ card: WISP, ref: "W" }, { card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "W.zone": "graveyard", "Y.health": 3 },
  });
});

const TIDECALLER = { id: "MY_TIDECALLER", type: "MINION", cost: 3, attack: 2, health: 3, auras: [{ rule: "battlecries-twice", where: { race: "MURLOC" } }] };

describe("client cards: battlecries-twice with a `where` (w14/old)", () => {
  clientCase({
    does: "a Murloc's Battlecry twice: Murloc Tidehunter summons two Scouts",
    cards: [TIDECALLER],
    p1: { board: [{ card: "MY_TIDECALLER" }], hand: [{ card: "EX1_506", ref: "T" }] },
    actions: [{ type: "play", card: "T" }],
    expect: { "p1.board": ["MY_TIDECALLER", "EX1_506", "EX1_506a", "EX1_506a"] },
  });
  clientCase({
    does: "another minion's Battlecry once: Elven Archer deals 1",
    cards: [TIDECALLER],
    p1: { board: [{ card: "MY_TIDECALLER" }], hand: [{ card: "CS2_189", ref: "A" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "A", target: "Y" }],
    expect: { "Y.health": 4 },
  });
});

const STREAK = { id: "MY_STREAK", type: "SPELL", cost: 1, quest: { total: 2, sidequest: true, reward: [{ type: "armor", amount: 5 }] }, triggers: [
  { on: "after-play", zone: "secret", if: [{ target: { side: "friendly", type: "minion" } }, { value: { stat: "number", of: "self" }, atMost: 0 }], do: [{ type: "questProgress" }, { type: "addNumber" }] },
  { on: "turn-end", zone: "secret", if: { turn: "own" }, do: [{ type: "if", if: { value: { stat: "number", of: "self" }, atMost: 0 },
    then: [{ type: "questProgress", reset: true }], else: [{ type: "addNumber", amount: { stat: "number", of: "self", multiply: -1 } }] }] },
] };

describe("client cards: questProgress reset (w14/old)", () => {
  clientCase({
    does: "a minion on two turns in a row: 5 Armor",
    cards: [STREAK],
    p1: { hand: [{ card: "MY_STREAK", ref: "Q" }, { card: WISP, ref: "A" }, { card: WISP, ref: "B" }] },
    actions: [{ type: "play", card: "Q" }, { type: "play", card: "A" }, { type: "endTurn" }, { type: "endTurn" }, { type: "play", card: "B" }],
    expect: { "Q.zone": "graveyard", "p1.hero.armor": 5 },
  });
  clientCase({
    does: "a turn without one resets the progress to 0",
    cards: [STREAK],
    p1: { hand: [{ card: "MY_STREAK", ref: "Q" }, { card: WISP, ref: "A" }] },
    actions: [{ type: "play", card: "Q" }, { type: "play", card: "A" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }],
    expect: { "Q.zone": "secrets", "Q.tags.QUEST_PROGRESS": undefined, "p1.hero.armor": 0 },
  });
});

const MIRROR = { id: "MY_MIRROR", type: "MINION", cost: 3, attack: 1, health: 1, battlecry: [{ type: "replay", played: { type: "spell", castOn: "friendly-character" }, at: "self" }] };
const COPYCAT = { id: "MY_COPYCAT", type: "MINION", cost: 4, attack: 2, health: 2, battlecry: [{ type: "replay", played: { type: "spell", side: "enemy" } }] };

describe("client cards: replay castOn, at self, side enemy (w14/old)", () => {
  clientCase({
    does: "each spell played at a friendly character is cast on it (Might: 4 Attack); the one at an enemy is not",
    cards: [MIRROR],
    p1: { hand: [{ card: "MY_MIRROR", ref: "M" }], playedThisGame: [{ card: "CS2_087", cost: 1, turn: 3, target: "friendly-hero" }, { card: "CS2_087", cost: 1, turn: 3, target: "enemy-minion" }] },
    actions: [{ type: "play", card: "M" }],
    expect: { "M.attack": 4 },
  });
  clientCase({
    does: "the opponent's spells of the game are cast for you (their Arcane Intellect: you draw two)",
    cards: [COPYCAT],
    p1: { hand: [{ card: "MY_COPYCAT", ref: "C" }], deck: [{ card: WISP }, { card: WISP }] },
    p2: { playedThisGame: [{ card: "CS2_023", cost: 3, turn: 2 }, { card: YETI, cost: 4, turn: 4 }], deck: [{ card: WISP }] },
    actions: [{ type: "play", card: "C" }],
    expect: { "p1.hand": [WISP, WISP], "p2.deck.length": 1, "p1.board": ["MY_COPYCAT"] },
  });
});
