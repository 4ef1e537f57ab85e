/**
 * Behaviour tests of The Lost City of Un'Goro (THE_LOST_CITY) Paladin cards (test/support/cards.ts).
 */
import { expect } from "vitest";
import { cardCase } from "../support/cards.js";
import { events } from "../support/engine.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";

const YETI = "CS2_182";
const RAIDER = "CS2_168"; // a Murloc
const CROC = "CS2_120"; // a Beast

// Firegill: "Kindred: Give your other minions Rush." (an Elemental and a Murloc)
cardCase("DINO_404", {
  does: "Kindred (a Murloc last turn): the other friendly minions get Rush, not itself nor the enemy's",
  p1: { hand: [{ card: "DINO_404", ref: "G" }], board: [{ card: YETI, ref: "F" }], playedLastTurn: [RAIDER] },
  p2: { board: [{ card: YETI, ref: "E" }] },
  actions: [{ type: "play", card: "G" }],
  expect: { "F.seen.RUSH": 1, "G.seen.RUSH": undefined, "E.seen.RUSH": undefined },
});
cardCase("DINO_404", {
  does: "no Murloc nor Elemental last turn (a Beast): nothing",
  p1: { hand: [{ card: "DINO_404", ref: "G" }], board: [{ card: YETI, ref: "F" }], playedLastTurn: [CROC] },
  actions: [{ type: "play", card: "G" }],
  expect: { "F.seen.RUSH": undefined, "G.zone": "board" },
});

// Threshrider's Blessing: "Give a friendly minion +4/+4 and "Deathrattle: Summon a random 4-Cost minion.""
cardCase("TLC_477", {
  does: "+4/+4, and when it dies a random 4-Cost minion takes its place",
  p1: { hand: [{ card: "TLC_477", ref: "S" }], board: [{ card: YETI, ref: "F" }] },
  actions: [{ type: "play", card: "S", target: "F" }, { type: "destroy", target: "F" }],
  check: (r) => {
    const board = r.state.players[0].board;
    expect(board).toHaveLength(1);
    expect(findCard(board[0]!.card)!.cost).toBe(4);
    expect(r.state.players[1].board).toHaveLength(0);
  },
});
cardCase("TLC_477", {
  does: "the buff: a Yeti becomes 8/9",
  p1: { hand: [{ card: "TLC_477", ref: "S" }], board: [{ card: YETI, ref: "F" }] },
  actions: [{ type: "play", card: "S", target: "F" }],
  expect: { "F.attack": 8, "F.health": 9 },
});
cardCase("TLC_477", {
  does: "an enemy minion is not a valid target",
  p1: { hand: [{ card: "TLC_477", ref: "S" }] },
  p2: { board: [{ card: YETI, ref: "E" }] },
  actions: [{ type: "play", card: "S", target: "E" }],
  error: "illegal_action",
});

// Ready the Fleet: "Give +1/+2 to a friendly minion and your other minions that share a type with it."
cardCase("TLC_441", {
  does: "the target and the other friendly Beasts get +1/+2; the Murloc and the enemy Beast do not",
  p1: { hand: [{ card: "TLC_441", ref: "S" }], board: [{ card: CROC, ref: "T" }, { card: CROC, ref: "B" }, { card: RAIDER, ref: "M" }, { card: YETI, ref: "Y" }] },
  p2: { board: [{ card: CROC, ref: "E" }] },
  actions: [{ type: "play", card: "S", target: "T" }],
  expect: { "T.attack": 3, "T.health": 5, "B.attack": 3, "B.health": 5, "M.attack": 2, "M.health": 1, "Y.health": 5, "E.health": 3 },
});
cardCase("TLC_441", {
  does: "a target with no type: only itself",
  p1: { hand: [{ card: "TLC_441", ref: "S" }], board: [{ card: YETI, ref: "T" }, { card: YETI, ref: "Y" }, { card: CROC, ref: "B" }] },
  actions: [{ type: "play", card: "S", target: "T" }],
  expect: { "T.attack": 5, "T.health": 7, "Y.health": 5, "B.health": 3 },
});

// Submerged Map: "Discover a Murloc. If you play it this turn, also pick one of the others."
cardCase("TLC_442", {
  does: "three Murlocs offered; the one taken carries the two others as memories (TLC_442e, one-turn)",
  p1: { hand: [{ card: "TLC_442", ref: "M" }] },
  actions: [{ type: "play", card: "M" }],
  choices: [1],
  check: (r) => {
    const offered = events(r, "discover")[0]!.options as string[];
    expect(offered).toHaveLength(3);
    for (const id of offered) expect(findCard(id)!.races.some((x) => x === "MURLOC" || x === "ALL")).toBe(true);
    const hand = r.state.players[0].hand;
    expect(hand.map((c) => c.card)).toEqual([offered[1]]);
    expect(hand[0]!.enchantments!.filter((e) => e.card === "TLC_442e").map((e) => e.remembers)).toEqual([offered[0], offered[2]]);
  },
});
cardCase("TLC_442", {
  does: "playing the Murloc taken this turn: its player picks one of the two others (the second), once",
  p1: { hand: [{ card: "TLC_442", ref: "M" }] },
  p2: { board: [{ card: YETI }] },
  actions: [{ type: "play", card: "M" }, { type: "play", card: "p1.hand.0" }],
  choices: [0, 1],
  check: (r) => {
    const offered = events(r, "discover")[0]!.options as string[];
    expect(r.state.players[0].board.map((c) => c.card)).toContain(offered[0]);
    expect(r.state.players[0].hand.map((c) => c.card)).toEqual([offered[2]]);
    expect(r.state.players[0].hand[0]!.enchantments ?? []).toEqual([]);
    expect(r.state.players[1].hand).toHaveLength(0);
  },
});
cardCase("TLC_442", {
  does: "played on a later turn: no pick (the memories went at the end of the turn)",
  p1: { hand: [{ card: "TLC_442", ref: "M" }], deck: [{ card: YETI }] },
  p2: { deck: [{ card: YETI }] },
  actions: [{ type: "play", card: "M" }, { type: "endTurn" }, { type: "endTurn" }, { type: "play", card: "p1.hand.0" }],
  choices: [0],
  check: (r) => {
    expect(r.state.players[0].hand.map((c) => c.card)).toEqual([YETI]);
    expect(r.state.players[0].board).toHaveLength(1);
  },
});
cardCase("TLC_442", {
  does: "another card played this turn gives no pick",
  p1: { hand: [{ card: "TLC_442", ref: "M" }, { card: RAIDER, ref: "R" }] },
  actions: [{ type: "play", card: "M" }, { type: "play", card: "R" }],
  choices: [0],
  check: (r) => {
    expect(r.state.players[0].hand).toHaveLength(1);
    expect(r.state.players[0].hand[0]!.enchantments!.filter((e) => e.card === "TLC_442e")).toHaveLength(2);
  },
});
