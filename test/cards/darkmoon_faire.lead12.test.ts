/** Behaviour tests of Madness at the Darkmoon Faire cards the lead implemented in session 12. */
import { describe, expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

const LOOT = "EX1_096"; // Loot Hoarder, a Deathrattle minion
const HARVEST = "FP1_001"; // Zombie Chow, a Deathrattle minion
const WEBSPINNER = "FP1_011"; // a Deathrattle minion
const YETI = "CS2_182"; // no Deathrattle

describe("Madness at the Darkmoon Faire (lead, session 12)", () => {
  describeCard("DMF_084", () => {
    cardCase("DMF_084", {
      does: "summons three of your Deathrattle minions that died this game, not others nor the enemy's",
      p1: { hand: [{ card: "DMF_084", ref: "J" }] },
      state: { deaths: [
        { card: LOOT, controller: 1, turn: 2 }, { card: YETI, controller: 1, turn: 2 }, { card: HARVEST, controller: 1, turn: 3 },
        { card: WEBSPINNER, controller: 1, turn: 3 }, { card: LOOT, controller: 2, turn: 3 },
      ] },
      actions: [{ type: "play", card: "J" }],
      check: (r) => expect(r.state.players[0].board.map((m) => m.card).sort()).toEqual([LOOT, HARVEST, WEBSPINNER].sort()),
    });
    cardCase("DMF_084", {
      does: "fewer than three died: only those",
      p1: { hand: [{ card: "DMF_084", ref: "J" }] },
      state: { deaths: [{ card: LOOT, controller: 1, turn: 2 }, { card: YETI, controller: 1, turn: 2 }] },
      actions: [{ type: "play", card: "J" }],
      expect: { "p1.board": [LOOT] },
    });
  });
});
