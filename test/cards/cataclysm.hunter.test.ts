/**
 * Behaviour tests of the Cataclysm (CATACLYSM) Hunter cards (test/support/cards.ts).
 */
import { expect } from "vitest";
import { cardCase } from "../support/cards.js";

// Reinforcement Rallier: "Elusive"
cardCase("CATA_558", {
  does: "Elusive: a spell cannot target it",
  p2: { board: [{ card: "CATA_558", ref: "R" }] },
  p1: { hand: [{ card: "CS2_029", ref: "F" }] },
  actions: [{ type: "play", card: "F", target: "R" }],
  error: "illegal_action",
});
cardCase("CATA_558", {
  does: "a 2/2 that attacks normally",
  p1: { board: [{ card: "CATA_558", ref: "R" }] },
  actions: [{ type: "attack", attacker: "R", defender: "p2.hero" }],
  expect: { "p2.hero.health": 28, "R.seen.CANT_BE_TARGETED_BY_SPELLS": 1, "R.seen.CANT_BE_TARGETED_BY_HERO_POWERS": 1 },
});

// Tol'vir Carver: "Battlecry: Choose a card in your hand. At the start of your turns, reduce its Cost by (1)."
cardCase("CATA_566", {
  does: "the chosen card costs 1 less at each start of its player's turn (two turns: 2 less), not at the opponent's",
  p1: { hand: [{ card: "CATA_566", ref: "T" }, { card: "CS2_186", ref: "G" }, { card: "CS2_029", ref: "F" }], deck: [{ card: "CS2_231" }, { card: "CS2_231" }] },
  p2: { deck: [{ card: "CS2_231" }, { card: "CS2_231" }] },
  actions: [{ type: "play", card: "T", target: "G" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }],
  expect: { "G.cost": 5, "F.cost": 4 },
});
cardCase("CATA_566", {
  does: "no reduction the turn it is played",
  p1: { hand: [{ card: "CATA_566", ref: "T" }, { card: "CS2_186", ref: "G" }] },
  actions: [{ type: "play", card: "T", target: "G" }],
  expect: { "G.cost": 7 },
});

// Stonetalon Striker: "Taunt While in hand, play a Dragon to become a 6/6 Dragon!"
cardCase("CATA_551", {
  does: "playing a Dragon turns it in hand into its 6/6 Taunt Dragon form, still costing 3",
  p1: { hand: [{ card: "CATA_551", ref: "S" }, { card: "NEW1_023", ref: "D" }] },
  actions: [{ type: "play", card: "D" }],
  expect: { "S.card": "CATA_551t", "S.zone": "hand", "S.attack": 6, "S.health": 6, "S.cost": 3 },
});
cardCase("CATA_551", {
  does: "a non-Dragon minion, or the opponent's Dragon, changes nothing; played, it is a 3/3 Taunt",
  p1: { hand: [{ card: "CATA_551", ref: "S" }, { card: "CS2_182", ref: "Y" }] },
  p2: { hand: [{ card: "NEW1_023", ref: "D" }] },
  actions: [{ type: "play", card: "Y" }, { type: "endTurn" }, { type: "play", card: "D" }, { type: "endTurn" }, { type: "play", card: "S" }],
  expect: { "S.card": "CATA_551", "S.attack": 3, "S.health": 3, "S.seen.TAUNT": 1 },
});
cardCase("CATA_551", {
  does: "its Dragon form played: a 6/6 Dragon with Taunt",
  p1: { hand: [{ card: "CATA_551", ref: "S" }, { card: "NEW1_023", ref: "D" }] },
  actions: [{ type: "play", card: "D" }, { type: "play", card: "S" }],
  expect: { "p1.board": ["NEW1_023", "CATA_551t"], "S.attack": 6, "S.seen.TAUNT": 1, "p1.mana.used": 5 },
});

// Ebonscale Scout: "Battlecry: Deal damage equal to this minion's Attack. (While in hand, play a Dragon to become an 8/8 Dragon.)"
cardCase("CATA_552", {
  does: "Battlecry: 4 damage (its Attack) to the chosen character",
  p1: { hand: [{ card: "CATA_552", ref: "S" }] },
  p2: { board: [{ card: "CS2_200", ref: "E" }] },
  actions: [{ type: "play", card: "S", target: "E" }],
  expect: { "E.health": 3, "p2.hero.health": 30 },
});
cardCase("CATA_552", {
  does: "after a Dragon is played it becomes an 8/8 Dragon costing 6 whose Battlecry deals 8",
  p1: { hand: [{ card: "CATA_552", ref: "S" }, { card: "NEW1_023", ref: "D" }] },
  actions: [{ type: "play", card: "D" }, { type: "play", card: "S", target: "p2.hero" }],
  expect: { "S.card": "CATA_552t", "S.attack": 8, "S.health": 8, "p2.hero.health": 22, "p1.mana.used": 8 },
});
cardCase("CATA_552", {
  does: "any character: a friendly minion too",
  p1: { hand: [{ card: "CATA_552", ref: "S" }], board: [{ card: "CS2_200", ref: "F" }] },
  actions: [{ type: "play", card: "S", target: "F" }],
  expect: { "F.health": 3, "events.damage": 1 },
});

// Ebyssian: "Battlecry: Your Dragons have Rush this game. While in hand, play a Dragon to become a 12/12 Dragon!"
cardCase("CATA_553", {
  does: "after the Battlecry, a Dragon played later has Rush and attacks a minion at once; a non-Dragon has not",
  p1: { hand: [{ card: "CATA_553", ref: "E" }, { card: "NEW1_023", ref: "D" }, { card: "CS2_231", ref: "R" }] },
  p2: { board: [{ card: "CS2_231", ref: "W" }] },
  actions: [{ type: "play", card: "E" }, { type: "play", card: "R" }, { type: "play", card: "D" }, { type: "attack", attacker: "D", defender: "W" }],
  expect: { "W.zone": "graveyard", "D.seen.RUSH": 1, "R.seen.RUSH": undefined, "E.card": "CATA_553" },
});
cardCase("CATA_553", {
  does: "it also lasts for Dragons played on later turns",
  p1: { hand: [{ card: "CATA_553", ref: "E" }, { card: "NEW1_023", ref: "D" }], deck: [{ card: "CS2_231" }, { card: "CS2_231" }] },
  p2: { deck: [{ card: "CS2_231" }, { card: "CS2_231" }], board: [{ card: "CS2_231", ref: "W" }] },
  actions: [{ type: "play", card: "E" }, { type: "endTurn" }, { type: "endTurn" }, { type: "play", card: "D" },
    { type: "attack", attacker: "D", defender: "W" }],
  expect: { "W.zone": "graveyard" },
});
cardCase("CATA_553", {
  does: "the opponent's Dragons do not get Rush",
  p1: { hand: [{ card: "CATA_553", ref: "E" }] },
  p2: { board: [{ card: "NEW1_023", ref: "D" }] },
  actions: [{ type: "play", card: "E" }],
  expect: { "D.seen.RUSH": undefined },
});
cardCase("CATA_553", {
  does: "playing a Dragon first makes it a 12/12 Dragon costing 7, with the same Battlecry",
  p1: { hand: [{ card: "CATA_553", ref: "E" }, { card: "NEW1_023", ref: "D" }] },
  actions: [{ type: "play", card: "D" }, { type: "play", card: "E" }],
  expect: { "E.card": "CATA_553t", "E.attack": 12, "E.health": 12, "D.seen.RUSH": 1, "E.seen.RUSH": 1, "p1.mana.used": 9 },
});

// Earthen Roar: "Set an enemy minion's Health to 1. If you're holding a Dragon, pick another."
cardCase("CATA_554", {
  does: "the enemy target's Health becomes 1; with no Dragon in hand no other minion changes",
  p1: { hand: [{ card: "CATA_554", ref: "E" }, { card: "CS2_231" }], board: [{ card: "CS2_186", ref: "M" }] },
  p2: { board: [{ card: "CS2_186", ref: "A" }, { card: "CS2_200", ref: "B" }] },
  actions: [{ type: "play", card: "E", target: "A" }],
  expect: { "A.health": 1, "A.maxHealth": 1, "B.health": 7, "M.health": 7, "p2.hero.health": 30 },
});
cardCase("CATA_554", {
  does: "holding a Dragon, a second enemy minion is picked (the answer indexes the other enemy minions) and set to 1",
  p1: { hand: [{ card: "CATA_554", ref: "E" }, { card: "NEW1_023" }], board: [{ card: "CS2_186", ref: "M" }] },
  p2: { board: [{ card: "CS2_186", ref: "A" }, { card: "CS2_200", ref: "B" }, { card: "CS2_186", ref: "C" }] },
  actions: [{ type: "play", card: "E", target: "A" }],
  choices: [1],
  expect: { "A.health": 1, "B.health": 7, "C.health": 1, "C.maxHealth": 1, "M.health": 7 },
});
cardCase("CATA_554", {
  does: "holding a Dragon with no other enemy minion (a Stealthed, Elusive or Immune one can't be picked): only the target changes",
  p1: { hand: [{ card: "CATA_554", ref: "E" }, { card: "NEW1_023" }], board: [{ card: "CS2_186", ref: "M" }] },
  p2: { board: [{ card: "CS2_186", ref: "A" }, { card: "CS2_200", ref: "S", tags: { STEALTH: 1 } }, { card: "CATA_558", ref: "R" },
    { card: "CS2_200", ref: "I", tags: { IMMUNE: 1 } }] },
  actions: [{ type: "play", card: "E", target: "A" }],
  choices: [2],
  expect: { "A.health": 1, "S.health": 7, "R.health": 2, "I.health": 7, "M.health": 7 },
});
cardCase("CATA_554", {
  does: "it can't target a friendly minion",
  p1: { hand: [{ card: "CATA_554", ref: "E" }], board: [{ card: "CS2_186", ref: "M" }] },
  p2: { board: [{ card: "CS2_186", ref: "A" }] },
  actions: [{ type: "play", card: "E", target: "M" }],
  error: "illegal_action",
});

// Confront the Tol'vir: "Replay each 1-Cost card you've played this game (targeting enemies if possible.)"
for (const seed of [1, 2, 3, 4]) cardCase("CATA_560", {
  does: `a 1-Cost spell played is cast again at an enemy (never the friendly minion or hero), a 2-Cost one is not (seed ${seed})`,
  seed,
  p1: { hand: [{ card: "CATA_560", ref: "C" }], board: [{ card: "CS2_182", ref: "F" }],
    playedThisGame: [{ card: "DS1_185", cost: 1, turn: 1 }, { card: "CS2_024", cost: 2, turn: 3 }] },
  p2: { board: [{ card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "C" }],
  check: (r) => {
    const [me, foe] = r.state.players;
    expect(me.board[0]!.health).toBe(5);
    expect(me.hero.health).toBe(30);
    // Arcane Shot's 2 damage, once, on the enemy hero or the enemy Yeti; no Frostbolt (3 damage, Freeze).
    expect(30 - foe.hero.health! + 5 - foe.board[0]!.health!).toBe(2);
    expect(JSON.stringify(foe)).not.toContain("FROZEN");
  },
});
cardCase("CATA_560", {
  does: "a spell with only friendly valid targets still targets them (\"if possible\"): Claw-like self buffs resolve",
  p1: { hand: [{ card: "CATA_560", ref: "C" }], playedThisGame: [{ card: "CS2_005", cost: 1, turn: 1 }] },
  actions: [{ type: "play", card: "C" }],
  expect: { "p1.hero.armor": 2, "p1.hero.attack": 2 },
});
cardCase("CATA_560", {
  does: "a 1-Cost minion is summoned without its Battlecry, a 1-Cost weapon equipped; in the order played",
  p1: { hand: [{ card: "CATA_560", ref: "C" }],
    playedThisGame: [{ card: "CS2_189", cost: 1, turn: 1 }, { card: "CS2_091", cost: 1, turn: 2 }, { card: "CS2_231", cost: 1, turn: 3 }] },
  p2: { board: [{ card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "C" }],
  expect: { "p1.board": ["CS2_189", "CS2_231"], "p1.weapon.card": "CS2_091", "p2.hero.health": 30, "Y.health": 5, "p1.hero.health": 30 },
});
cardCase("CATA_560", {
  does: "the Cost paid counts: a 2-Cost card played for 1 is replayed, a 1-Cost card played for 0 is not",
  p1: { hand: [{ card: "CATA_560", ref: "C" }],
    playedThisGame: [{ card: "CS2_024", cost: 1, turn: 1 }, { card: "CS2_189", cost: 0, turn: 2 }] },
  p2: { board: [{ card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "C" }],
  check: (r) => {
    const [me, foe] = r.state.players;
    expect(me.board).toHaveLength(0);
    expect(30 - foe.hero.health! + 5 - foe.board[0]!.health!).toBe(3);
  },
});
cardCase("CATA_560", {
  does: "nothing played for 1: nothing happens",
  p1: { hand: [{ card: "CATA_560", ref: "C" }], playedThisGame: [{ card: "CS2_182", cost: 4, turn: 1 }] },
  actions: [{ type: "play", card: "C" }],
  expect: { "p1.board": [], "p2.hero.health": 30, "p1.mana.used": 3 },
});
cardCase("CATA_560", {
  does: "a replayed spell gets no Combo even after another card this turn: Cold Blood gives an enemy minion +2 Attack, not +4",
  p1: { hand: [{ card: "CS2_231", ref: "W" }, { card: "CATA_560", ref: "C" }], playedThisGame: [{ card: "CS2_073", cost: 1, turn: 1 }] },
  p2: { board: [{ card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "W" }, { type: "play", card: "C" }],
  expect: { "Y.attack": 6, "p1.board": ["CS2_231"] },
});
