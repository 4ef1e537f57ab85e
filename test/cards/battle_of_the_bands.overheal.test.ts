/**
 * Behaviour tests of the BATTLE_OF_THE_BANDS Overheal card(s) (过量治疗, rules-notes 94, 405): healed beyond their missing Health — Healing
 * Touch (CS2_007, restore 8) on them.
 */
import { expect } from "vitest";
import { cardCase } from "../support/cards.js";
import { events } from "../support/engine.js";

const TOUCH = { card: "CS2_007", ref: "H" };
void expect; void events;

// Heartbreaker Hedanis: "Battlecry: Deal 4 damage to this minion. Overheal: Deal 5 damage to a random enemy."
cardCase("ETC_334", {
  does: "its Battlecry takes it to 4/4; healed for 8 it overheals: 5 damage to the one enemy (the hero)",
  p1: { hand: [{ card: "ETC_334", ref: "E" }, TOUCH] },
  actions: [{ type: "play", card: "E" }, { type: "play", card: "H", target: "E" }],
  expect: { "E.health": 8, "p2.hero.health": 25, "p1.hero.health": 30 },
});
cardCase("ETC_334", {
  does: "played: only the 4 damage to itself",
  p1: { hand: [{ card: "ETC_334", ref: "E" }] },
  p2: { board: [{ card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "E" }],
  expect: { "E.health": 4, "Y.health": 5, "p2.hero.health": 30 },
});
cardCase("ETC_334", {
  does: "a random enemy: the enemy minion or hero, never a friendly character",
  p1: { hand: [TOUCH], board: [{ card: "ETC_334", ref: "E" }, { card: "CS2_182", ref: "F" }] },
  p2: { board: [{ card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "H", target: "E" }],
  check: (r) => {
    const hits = events(r, "damage");
    expect(hits).toHaveLength(1);
    expect(hits[0]!.amount).toBe(5);
    expect(r.state.players[1].hero.health === 25 || r.state.players[1].graveyard.some((e) => e.ref === "Y")).toBe(true);
    expect(r.state.players[0].board.find((e) => e.ref === "F")!.health).toBe(5);
  },
});

// Heartthrob: "Overheal: Summon a random minion with Cost equal to the amount Overhealed."
cardCase("ETC_339", {
  does: "damaged by 3 and healed for 8: overhealed by 5, a random 5-Cost minion summoned",
  p1: { hand: [TOUCH], board: [{ card: "ETC_339", ref: "T", health: 2 }] },
  actions: [{ type: "play", card: "H", target: "T" }],
  check: (r) => {
    const board = r.state.players[0].board;
    expect(board).toHaveLength(2);
    expect(board[1]!.cost).toBe(5);
    const ev = events(r, "overheal");
    expect(ev.map((e) => e.amount)).toEqual([5]);
  },
});
cardCase("ETC_339", {
  does: "undamaged and healed for 8: an 8-Cost minion",
  p1: { hand: [TOUCH], board: [{ card: "ETC_339", ref: "T" }] },
  actions: [{ type: "play", card: "H", target: "T" }],
  check: (r) => expect(r.state.players[0].board.map((e) => e.cost)).toEqual([3, 8]),
});
