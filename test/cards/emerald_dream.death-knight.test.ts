/**
 * Behaviour tests of the Into the Emerald Dream (EMERALD_DREAM) Death Knight cards (test/support/cards.ts).
 */
import { describe, expect, it } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { events, run } from "../support/engine.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";

const wisps = (n: number, p = "w") => Array.from({ length: n }, (_, i) => ({ card: "CS2_231", ref: `${p}${i}` }));
const endTurn = { type: "endTurn" };
void describe; void expect; void it; void describeCard; void events; void run; void findCard; void wisps; void endTurn;

// Monstrous Mosquito: "At the end of your turn, give your other minions +1 Attack."
cardCase("EDR_816", {
  does: "at the end of its player's turn the other friendly minions get +1 Attack; itself and enemies do not",
  p1: { board: [{ card: "EDR_816", ref: "M" }, { card: "CS2_120", ref: "F" }, { card: "CS2_231", ref: "W" }], deck: wisps(1) },
  p2: { board: [{ card: "CS2_120", ref: "E" }], deck: wisps(1, "e") },
  actions: [endTurn],
  expect: { "F.attack": 3, "W.attack": 2, "M.attack": 1, "E.attack": 2, "F.health": 3, "F.enchantments.0.card": "EDR_816e" },
});
cardCase("EDR_816", {
  does: "not at the end of the opponent's turn",
  p2: { board: [{ card: "EDR_816" }, { card: "CS2_120", ref: "F" }], deck: wisps(1, "e") },
  p1: { deck: wisps(1) },
  actions: [endTurn],
  expect: { "F.attack": 2 },
});

// Corpse Flower: "After your opponent summons a minion, spend 2 Corpses to deal 3 damage to it."
cardCase("EDR_815", {
  does: "the opponent's minion summoned: 2 Corpses spent, 3 damage to it",
  state: { activePlayer: 2 },
  p1: { corpses: 3, board: [{ card: "EDR_815", ref: "C" }] },
  p2: { hand: [{ card: "CS2_182", ref: "Y" }], board: [{ card: "CS2_182", ref: "O" }] },
  actions: [{ type: "play", card: "Y" }],
  expect: { "Y.health": 2, "O.health": 5, "p1.corpses": 1, "p2.corpses": 0 },
});
cardCase("EDR_815", {
  does: "with fewer than 2 Corpses: nothing",
  state: { activePlayer: 2 },
  p1: { corpses: 1, board: [{ card: "EDR_815" }] },
  p2: { hand: [{ card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "Y" }],
  expect: { "Y.health": 5, "p1.corpses": 1 },
});
cardCase("EDR_815", {
  does: "its own player's minions: nothing",
  p1: { corpses: 4, board: [{ card: "EDR_815" }], hand: [{ card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "Y" }],
  expect: { "Y.health": 5, "p1.corpses": 4 },
});

// Morbid Swarm: "Choose One - Summon two 1/1 Ants; or Spend 2 Corpses to deal $4 damage to a minion."
cardCase("EDR_813", {
  does: "first option: two 1/1 Ants on its player's side; no Corpse spent",
  p1: { corpses: 2, hand: [{ card: "EDR_813", ref: "M" }] },
  actions: [{ type: "play", card: "M", choose: 1 }],
  expect: { "p1.board": ["EDR_813at", "EDR_813at"], "p1.board.0.attack": 1, "p1.board.0.health": 1, "p1.corpses": 2, "p2.board": [] },
});
cardCase("EDR_813", {
  does: "second option: 2 Corpses spent, 4 damage to the minion",
  p1: { corpses: 3, hand: [{ card: "EDR_813", ref: "M" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }, { card: "CS2_182", ref: "O" }] },
  actions: [{ type: "play", card: "M", choose: 2, target: "E" }],
  expect: { "E.health": 1, "O.health": 5, "p1.corpses": 1 },
});
cardCase("EDR_813", {
  does: "second option with 1 Corpse: nothing spent, no damage",
  p1: { corpses: 1, hand: [{ card: "EDR_813", ref: "M" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "play", card: "M", choose: 2, target: "E" }],
  expect: { "E.health": 5, "p1.corpses": 1 },
});

// Ursoc: "Battlecry: Attack ALL other minions. Deathrattle: Resurrect any this killed."
cardCase("EDR_819", {
  does: "its Battlecry attacks every other minion, friendly ones too, taking each one's damage back",
  p1: { hand: [{ card: "EDR_819", ref: "U" }], board: [{ card: "CS2_182", ref: "F" }] },
  p2: { board: [{ card: "CS2_231", ref: "E1" }, { card: "CS2_172", ref: "E2" }] },
  actions: [{ type: "play", card: "U" }],
  expect: { "U.health": 14 - 4 - 1 - 3, "F.zone": "graveyard", "E1.zone": "graveyard", "E2.zone": "graveyard", "p2.hero.health": 30,
    "U.enchantments.length": 3, "U.enchantments.0.card": "EDR_819e" },
});
describeCard("EDR_819", () => {
  it("attacks them in a random order (a recorded decision), each once", () => {
    const firsts = new Set<string>();
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const r = run({ seed, state: { turn: 5, activePlayer: 1, players: [
        { hand: [{ card: "EDR_819", ref: "U" }], board: [{ card: "CS2_182", ref: "F" }] },
        { board: [{ card: "CS2_231", ref: "E1" }, { card: "CS2_172", ref: "E2" }] }] }, actions: [{ type: "play", card: "U" }] });
      const attacks = events(r, "attack").map((e) => (e.target as { card: string }).card);
      expect([...attacks].sort()).toEqual(["CS2_172", "CS2_182", "CS2_231"]);
      firsts.add(attacks[0]!);
      expect(r.random?.some((d) => d.purpose === "attack order")).toBe(true);
    }
    expect(firsts.size).toBeGreaterThan(1);
  });
  it("stops once it is mortally wounded: the fourth Ogre is not attacked", () => {
    const ogres = Array.from({ length: 4 }, (_, i) => ({ card: "CS2_200", ref: `O${i}` }));
    const r = run({ seed: 3, state: { turn: 5, activePlayer: 1, players: [{ hand: [{ card: "EDR_819", ref: "U" }] }, { board: ogres }] },
      actions: [{ type: "play", card: "U" }] });
    expect(r.state.players[0]!.board).toEqual([]);
    const healths = r.state.players[1]!.board.map((m) => m.health).sort();
    expect(healths).toEqual([1, 1, 1, 7]);
  });
  it("Deathrattle: every minion it killed, of either side, comes back on its player's side; another death does not", () => {
    const r = run({ seed: 2, state: { turn: 5, activePlayer: 1, players: [
      { hand: [{ card: "EDR_819", ref: "U" }, { card: "CS2_029", ref: "FB" }], board: [{ card: "CS2_182", ref: "F" }], mana: { crystals: 10, temp: 4 } },
      { board: [{ card: "CS2_231", ref: "E1" }, { card: "CS2_200", ref: "O" }] }] },
      actions: [{ type: "play", card: "U" }, { type: "play", card: "FB", target: "O" }, { type: "destroy", target: "U" }] });
    // The Ogre survived its attack (1 Health left) and died to the Fireball: not killed by Ursoc.
    expect(r.state.players[0]!.board.map((m) => m.card).sort()).toEqual(["CS2_182", "CS2_231"]);
    expect(r.state.players[1]!.board).toEqual([]);
  });
  it("a minion killed in the death phase in which Ursoc itself dies is not brought back (rules-notes 325)", () => {
    const r = run({ state: { turn: 5, activePlayer: 1, players: [
      { board: [{ card: "EDR_819", ref: "U", health: 1 }] }, { board: [{ card: "CS2_231", ref: "W" }] }] },
      actions: [{ type: "attack", attacker: "U", defender: "W" }] });
    expect(r.state.players[0]!.board).toEqual([]);
    expect(r.state.players[1]!.board).toEqual([]);
  });
  it("a minion that attacks it and dies to its damage was killed by it too", () => {
    const r = run({ state: { turn: 5, activePlayer: 2, players: [
      { board: [{ card: "EDR_819", ref: "U" }] }, { board: [{ card: "CS2_172", ref: "E" }, { card: "CS2_231", ref: "W" }] }] },
      actions: [{ type: "attack", attacker: "E", defender: "U" }, { type: "destroy", target: "W" }, { type: "destroy", target: "U" }] });
    expect(r.state.players[0]!.board.map((m) => m.card)).toEqual(["CS2_172"]);
  });
});

describe("client cards using the Emerald Dream additions (Death Knight, attacking every minion)", () => {
  it("a client's \"Battlecry: Attack ALL other minions\" (anySide, randomOrder)", () => {
    const card = { id: "C_MAD", type: "MINION", cost: 8, attack: 12, health: 12,
      battlecry: [{ type: "forceAttack", attacker: "self", defender: "all-other-minions", each: true, anySide: true, randomOrder: true }] };
    const r = run({ cards: [card], state: { turn: 5, activePlayer: 1, players: [
      { hand: [{ card: "C_MAD", ref: "M" }], board: [{ card: "CS2_182" }] }, { board: [{ card: "CS2_182" }, { card: "CS2_231" }] }] },
      actions: [{ type: "play", card: "M" }] });
    expect(r.state.players[0]!.board.map((m) => [m.card, m.health])).toEqual([["C_MAD", 12 - 4 - 4 - 1]]);
    expect(r.state.players[1]!.board).toEqual([]);
  });
});
