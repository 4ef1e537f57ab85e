/** Behaviour tests of Knights of the Frozen Throne cards the lead implemented in session 12. */
import { describe, expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

const YETI = "CS2_182"; // 4/5
const VOIDWALKER = "CS2_065"; // Taunt
const GOLDSHIRE = "CS1_069"; // Fen Creeper, Taunt
const WISP = "CS2_231";

describe("Knights of the Frozen Throne (lead, session 12)", () => {
  describeCard("ICC_071", () => {
    cardCase("ICC_071", {
      does: "a friendly minion's Divine Shield broken: +1 Attack",
      p1: { weapon: { card: "ICC_071", ref: "L" }, board: [{ card: "EX1_008", ref: "A" }] },
      actions: [{ type: "damage", target: "A", amount: 1 }],
      expect: { "L.attack": 2 },
    });
    cardCase("ICC_071", {
      does: "an enemy minion's: nothing",
      p1: { weapon: { card: "ICC_071", ref: "L" } },
      p2: { board: [{ card: "EX1_008", ref: "A" }] },
      actions: [{ type: "damage", target: "A", amount: 1 }],
      expect: { "L.attack": 1 },
    });
  });
  describeCard("ICC_858", () => {
    cardCase("ICC_858", {
      does: "its own Divine Shield broken counts: +2 Attack; another friendly one: +2 more",
      p1: { board: [{ card: "ICC_858", ref: "B" }, { card: "EX1_008", ref: "A" }] },
      actions: [{ type: "damage", target: "B", amount: 1 }, { type: "damage", target: "A", amount: 1 }],
      expect: { "B.attack": 5, "B.health": 7 },
    });
  });
  describeCard("ICC_097", () => {
    cardCase("ICC_097", {
      does: "your weapon destroyed (replaced by another): +1/+1",
      p1: { board: [{ card: "ICC_097", ref: "G" }], weapon: { card: "CS2_106" }, hand: [{ card: "CS2_112", ref: "W" }] },
      actions: [{ type: "play", card: "W" }],
      expect: { "G.attack": 5, "G.health": 5 },
    });
    cardCase("ICC_097", {
      does: "broken by its last Durability: +1/+1; the enemy's weapon: nothing",
      p1: { board: [{ card: "ICC_097", ref: "G" }], weapon: { card: "CS2_106", durability: 1 } },
      p2: { weapon: { card: "CS2_106", ref: "EW" }, hand: [] },
      actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
      expect: { "G.attack": 5, "p1.weapon": null, "EW.zone": "weapon" },
    });
  });
  describeCard("ICC_835", () => {
    cardCase("ICC_835", {
      does: "Deathrattle: summons your Taunt minions that died this game (not others, not the enemy's)",
      p1: { board: [{ card: "ICC_835", ref: "H" }] },
      state: { deaths: [
        { card: VOIDWALKER, controller: 1, turn: 2 }, { card: YETI, controller: 1, turn: 2 }, { card: GOLDSHIRE, controller: 1, turn: 3 },
        { card: VOIDWALKER, controller: 2, turn: 3 },
      ] },
      actions: [{ type: "destroy", target: "H" }],
      expect: { "p1.board": [VOIDWALKER, GOLDSHIRE] },
    });
  });
  describeCard("ICC_086", () => {
    cardCase("ICC_086", {
      does: "one of each different Secret from your deck into play",
      p1: { hand: [{ card: "ICC_086", ref: "G" }], deck: [{ card: "EX1_287" }, { card: "EX1_287" }, { card: "EX1_289" }, { card: YETI }] },
      actions: [{ type: "play", card: "G" }],
      check: (r) => {
        const p = r.state.players[0];
        expect(p.secrets.map((s) => s.card).sort()).toEqual(["EX1_287", "EX1_289"]);
        expect(p.deck.map((c) => c.card).sort()).toEqual(["EX1_287", YETI].sort());
      },
    });
  });
  describeCard("ICC_244", () => {
    cardCase("ICC_244", {
      does: "the minion dies: it returns to life with 1 Health (a fresh one)",
      p1: { hand: [{ card: "ICC_244", ref: "D" }], board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "D", target: "Y" }, { type: "destroy", target: "Y" }],
      check: (r) => {
        const board = r.state.players[0].board;
        expect(board.map((m) => [m.card, m.attack, m.health])).toEqual([[YETI, 4, 1]]);
        expect(board[0]!.enchantments ?? []).toHaveLength(0);
      },
    });
  });
  describeCard("ICC_257", () => {
    cardCase("ICC_257", {
      does: "a friendly minion gets 'Deathrattle: Resummon this minion.'",
      p1: { hand: [{ card: "ICC_257", ref: "C" }], board: [{ card: YETI, ref: "Y", health: 2 }] },
      actions: [{ type: "play", card: "C", target: "Y" }, { type: "destroy", target: "Y" }],
      check: (r) => expect(r.state.players[0].board.map((m) => [m.card, m.health])).toContainEqual([YETI, 5]),
    });
    cardCase("ICC_257", {
      does: "not an enemy minion",
      p1: { hand: [{ card: "ICC_257", ref: "C" }] },
      p2: { board: [{ card: WISP, ref: "W" }] },
      actions: [{ type: "play", card: "C", target: "W" }],
      error: "illegal_action",
    });
  });
});
