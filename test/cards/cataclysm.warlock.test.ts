/**
 * Behaviour tests of the Cataclysm (CATACLYSM) Warlock cards (test/support/cards.ts).
 */
import { expect } from "vitest";
import { cardCase } from "../support/cards.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";

// Eldritch Tentacles: "Deal $3 damage to all minions. Repeat this with 1 less damage."
cardCase("CATA_491", {
  does: "3, then 2, then 1 damage to every minion (6 in all); Spell Damage adds nothing",
  p1: { hand: [{ card: "CATA_491", ref: "T" }], board: [{ card: "CS2_142", ref: "K" }] },
  p2: { board: [{ card: "NEW1_030", ref: "D" }, { card: "CS2_186", ref: "G" }] },
  actions: [{ type: "play", card: "T" }],
  expect: { "D.health": 6, "G.health": 1, "K.zone": "graveyard", "p2.hero.health": 30 },
});

// Disposable Acolytes: "When you play or discard this, summon two random 1-Cost minions."
cardCase("CATA_499", {
  does: "played: two random 1-Cost minions for its player",
  p1: { hand: [{ card: "CATA_499", ref: "A" }] },
  actions: [{ type: "play", card: "A" }],
  check: (r) => {
    const b = r.state.players[0]!.board;
    expect(b.map((m) => findCard(m.card)!.cost)).toEqual([1, 1]);
    expect(r.state.players[1]!.board).toHaveLength(0);
  },
});
cardCase("CATA_499", {
  does: "discarded (Soulfire): two random 1-Cost minions too",
  p1: { hand: [{ card: "EX1_308", ref: "S" }, { card: "CATA_499", ref: "A" }] },
  actions: [{ type: "play", card: "S", target: "p2.hero" }],
  check: (r) => {
    const b = r.state.players[0]!.board;
    expect(b.map((m) => findCard(m.card)!.cost)).toEqual([1, 1]);
    expect(r.state.players[0]!.hand).toHaveLength(0);
  },
});

// Cursed Chains: "Take control of an enemy minion until the end of their turn. It can't attack this turn."
cardCase("CATA_496", {
  does: "the enemy minion is taken; it can't attack this turn, even with Charge",
  p1: { hand: [{ card: "CATA_496", ref: "C" }] },
  p2: { board: [{ card: "CS2_124", ref: "E" }] },
  actions: [{ type: "play", card: "C", target: "E" }, { type: "attack", attacker: "E", defender: "p2.hero" }],
  error: "illegal_action",
});
cardCase("CATA_496", {
  does: "it stays through the opponent's turn and goes back at its end",
  p1: { hand: [{ card: "CATA_496", ref: "C" }], deck: [{ card: "CS2_231" }, { card: "CS2_231" }] },
  p2: { board: [{ card: "CS2_120", ref: "E" }], deck: [{ card: "CS2_231" }, { card: "CS2_231" }] },
  actions: [{ type: "play", card: "C", target: "E" }, { type: "endTurn" }],
  expect: { "p1.board": ["CS2_120"], "p2.board": [] },
});
cardCase("CATA_496", {
  does: "after the opponent's turn it is theirs again",
  p1: { hand: [{ card: "CATA_496", ref: "C" }], deck: [{ card: "CS2_231" }, { card: "CS2_231" }] },
  p2: { board: [{ card: "CS2_120", ref: "E" }], deck: [{ card: "CS2_231" }, { card: "CS2_231" }] },
  actions: [{ type: "play", card: "C", target: "E" }, { type: "endTurn" }, { type: "endTurn" }],
  expect: { "p1.board": [], "p2.board": ["CS2_120"] },
});

// Maloriak: "After you discard a minion, summon a copy of it."
cardCase("CATA_494", {
  does: "a discarded friendly minion (Soulfire's discard) is summoned as a fresh copy",
  p1: { board: [{ card: "CATA_494", ref: "M" }], hand: [{ card: "EX1_308", ref: "S" }, { card: "CS2_186", ref: "G" }] },
  actions: [{ type: "play", card: "S", target: "p2.hero" }],
  expect: { "p1.board": ["CATA_494", "CS2_186"], "G.zone": "graveyard", "p1.hand.length": 0 },
});
cardCase("CATA_494", {
  does: "a discarded spell summons nothing",
  p1: { board: [{ card: "CATA_494", ref: "M" }], hand: [{ card: "EX1_308", ref: "S" }, { card: "CS2_029", ref: "F" }] },
  actions: [{ type: "play", card: "S", target: "p2.hero" }],
  expect: { "p1.board": ["CATA_494"] },
});

// Ocular Occultist: "Taunt. Battlecry: Choose a card in your hand to discard."
cardCase("CATA_490", {
  does: "the chosen card of its player's hand is discarded, the other stays",
  p1: { hand: [{ card: "CATA_490", ref: "O" }, { card: "CS2_029", ref: "F" }, { card: "CS2_120", ref: "R" }] },
  actions: [{ type: "play", card: "O", target: "F" }],
  expect: { "p1.hand": ["CS2_120"], "F.zone": "graveyard", "events.discard": 1, "O.seen.TAUNT": 1 },
});
cardCase("CATA_490", {
  does: "a minion in play is no valid target",
  p1: { hand: [{ card: "CATA_490", ref: "O" }], board: [{ card: "CS2_120", ref: "R" }] },
  actions: [{ type: "play", card: "O", target: "R" }],
  error: "illegal_action",
});
cardCase("CATA_490", {
  does: "with an empty hand it is played with no target and discards nothing",
  p1: { hand: [{ card: "CATA_490", ref: "O" }] },
  actions: [{ type: "play", card: "O" }],
  expect: { "p1.board": ["CATA_490"], "events.discard": 0 },
});

// Duke of Below: "Rush Has +2/+2 for each card you've discarded this game."
cardCase("CATA_493", {
  does: "one card discarded this game before, one more by Ocular Occultist now: a 6/6 in play; the opponent's discards do not count",
  p1: { tags: { NUM_CARDS_DISCARDED_THIS_GAME: 1 }, hand: [{ card: "CATA_490", ref: "O" }, { card: "CS2_231", ref: "W" }, { card: "CATA_493", ref: "D" }] },
  p2: { tags: { NUM_CARDS_DISCARDED_THIS_GAME: 5 } },
  actions: [{ type: "play", card: "O", target: "W" }, { type: "play", card: "D" }],
  expect: { "W.zone": "graveyard", "D.attack": 6, "D.health": 6, "p1.tags.NUM_CARDS_DISCARDED_THIS_GAME": 2 },
});
cardCase("CATA_493", {
  does: "nothing discarded: a 2/2 in hand and in play, with Rush (it can attack a minion at once)",
  p1: { hand: [{ card: "CATA_493", ref: "D" }, { card: "CATA_493", ref: "H" }] },
  p2: { board: [{ card: "CS2_231", ref: "E" }] },
  actions: [{ type: "play", card: "D" }, { type: "attack", attacker: "D", defender: "E" }],
  expect: { "D.attack": 2, "D.health": 1, "H.attack": 2, "E.zone": "graveyard" },
});
cardCase("CATA_493", {
  does: "in hand it shows the bonus too: two discards, a 6/6 card",
  p1: { tags: { NUM_CARDS_DISCARDED_THIS_GAME: 2 }, hand: [{ card: "CATA_493", ref: "H" }] },
  actions: [{ type: "endTurn" }],
  expect: { "H.attack": 6, "H.health": 6 },
});
