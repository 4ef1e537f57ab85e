/** Behaviour tests of Blackrock Mountain cards the lead implemented in session 11. */
import { describe, expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231"; // 1/1

describe("Blackrock Mountain (lead, session 11)", () => {
  describeCard("BRM_020", () => {
    cardCase("BRM_020", {
      does: "+1/+1 when you target it with a spell",
      p1: { board: [{ card: "BRM_020", ref: "D" }], hand: [{ card: "CS2_004", ref: "P" }] },
      actions: [{ type: "play", card: "P", target: "D" }],
      expect: { "D.attack": 4, "D.health": 8 },
    });
    cardCase("BRM_020", {
      does: "not for the opponent's spell",
      p1: { hand: [{ card: "CS2_004", ref: "P" }] },
      p2: { board: [{ card: "BRM_020", ref: "D" }] },
      actions: [{ type: "play", card: "P", target: "D" }],
      expect: { "D.attack": 3, "D.health": 7 },
    });
  });
  describeCard("BRM_007", () => {
    cardCase("BRM_007", {
      does: "three fresh copies of the chosen minion into your deck",
      p1: { hand: [{ card: "BRM_007", ref: "G" }], deck: [{ card: WISP }] },
      p2: { board: [{ card: YETI, ref: "Y", tags: { DAMAGE: 3 } }] },
      actions: [{ type: "play", card: "G", target: "Y" }],
      check: (r) => {
        const deck = r.state.players[0].deck.map((c) => c.card).sort();
        expect(deck).toEqual([YETI, YETI, YETI, WISP].sort());
        expect(r.state.players[1].board.length).toBe(1);
      },
    });
  });
  describeCard("BRM_012", () => {
    cardCase("BRM_012", {
      does: "gains 1-4 Attack (a recorded pick); Overload (1)",
      p1: { hand: [{ card: "BRM_012", ref: "F" }] },
      actions: [{ type: "play", card: "F" }],
      check: (r) => {
        const m = r.state.players[0].board[0]!;
        expect(m.attack! - 3).toBeGreaterThanOrEqual(1);
        expect(m.attack! - 3).toBeLessThanOrEqual(4);
        expect(r.state.players[0].mana?.overloadOwed).toBe(1);
      },
    });
  });
});
