/** Behaviour tests of Ashes of Outland cards the lead implemented in session 12. */
import { describe, expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

const IMP = "CS2_059"; // Blood Imp, a 1-Cost Demon
const VOIDWALKER = "CS2_065"; // a 1-Cost Demon
const YETI = "CS2_182"; // 4/5, no race
const DOOMGUARD = "EX1_310"; // a 5-Cost Demon

describe("Ashes of Outland (lead, session 12)", () => {
  describeCard("BT_309", () => {
    cardCase("BT_309", {
      does: "your Demons in hand cost (1) less; not other minions, not the opponent's",
      p1: { board: [{ card: "BT_309" }], hand: [{ card: DOOMGUARD, ref: "D" }, { card: YETI, ref: "Y" }, { card: "CS2_231", ref: "W" }] },
      p2: { hand: [{ card: DOOMGUARD, ref: "E" }] },
      actions: [{ type: "play", card: "W" }],
      expect: { "D.cost": 4, "Y.cost": 4, "E.cost": 5 },
    });
    cardCase("BT_309", {
      does: "Deathrattle: Kanrethad Prime shuffled into your deck",
      p1: { board: [{ card: "BT_309", ref: "K" }] },
      actions: [{ type: "destroy", target: "K" }],
      expect: { "p1.deck": ["BT_309t"] },
    });
  });
  describeCard("BT_309t", () => {
    cardCase("BT_309t", {
      does: "summons 3 friendly Demons that died this game, not other minions nor the enemy's",
      p1: { hand: [{ card: "BT_309t", ref: "P" }] },
      state: { deaths: [
        { card: IMP, controller: 1, turn: 2 }, { card: VOIDWALKER, controller: 1, turn: 3 }, { card: YETI, controller: 1, turn: 3 },
        { card: DOOMGUARD, controller: 2, turn: 3 }, { card: DOOMGUARD, controller: 1, turn: 4 },
      ] },
      actions: [{ type: "play", card: "P" }],
      check: (r) => {
        const board = r.state.players[0].board.map((m) => m.card);
        expect(board[0]).toBe("BT_309t");
        expect(board.slice(1).sort()).toEqual([IMP, VOIDWALKER, DOOMGUARD].sort());
      },
    });
  });
  describeCard("BT_197", () => {
    cardCase("BT_197", {
      does: "Lifesteal; Deathrattle: Reliquary Prime shuffled into your deck",
      p1: { board: [{ card: "BT_197", ref: "R" }] },
      actions: [{ type: "destroy", target: "R" }],
      expect: { "p1.deck": ["BT_197t"] },
    });
  });
  describeCard("BT_197t", () => {
    cardCase("BT_197t", {
      does: "Taunt and Lifesteal; targetable by your own spells on your turn",
      p1: { board: [{ card: "BT_197t", ref: "P" }], hand: [{ card: "CS2_004", ref: "PW" }] },
      actions: [{ type: "play", card: "PW", target: "P" }],
      check: (r) => {
        const p = r.state.players[0].board[0]!;
        expect(p.health).toBe(10);
      },
    });
    cardCase("BT_197t", {
      does: "on your opponent's turn it can't be targeted by their spells",
      state: { activePlayer: 2 },
      p1: { board: [{ card: "BT_197t", ref: "P" }] },
      p2: { hand: [{ card: "CS2_029", ref: "FB" }] },
      actions: [{ type: "play", card: "FB", target: "P" }],
      error: "illegal_action",
    });
    cardCase("BT_197t", {
      does: "its Taunt: an enemy minion must attack it",
      state: { activePlayer: 2 },
      p1: { board: [{ card: "BT_197t", ref: "P" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "attack", attacker: "Y", defender: "p1.hero" }],
      error: "illegal_action",
    });
  });
});
