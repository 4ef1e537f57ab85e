/** Behaviour tests of The Grand Tournament cards the lead implemented in session 11. */
import { describe, expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231"; // 1/1

describe("The Grand Tournament (lead, session 11)", () => {
  describeCard("AT_025", () => {
    cardCase("AT_025", {
      does: "destroys 2 random enemy minions and discards 2 random cards",
      p1: { hand: [{ card: "AT_025", ref: "D" }, { card: WISP }, { card: WISP }, { card: YETI }] },
      p2: { board: [{ card: YETI }, { card: WISP }, { card: YETI }] },
      actions: [{ type: "play", card: "D" }],
      check: (r) => {
        expect(r.state.players[1].board.length).toBe(1);
        expect(r.state.players[0].hand.length).toBe(1);
        expect(r.state.players[0].graveyard.length).toBe(3); // the spell and the two discarded cards
      },
    });
    cardCase("AT_025", {
      does: "needs two enemy minions",
      p1: { hand: [{ card: "AT_025", ref: "D" }] },
      p2: { board: [{ card: YETI }] },
      actions: [{ type: "play", card: "D" }],
      error: "illegal_action",
    });
  });
  describeCard("AT_051", () => {
    cardCase("AT_051", {
      does: "4 or 5 damage to each minion, picked per minion; Overload",
      p1: { hand: [{ card: "AT_051", ref: "E" }], board: [{ card: "CS2_200", ref: "A" }] },
      p2: { board: [{ card: "CS2_200", ref: "B" }, { card: "CS2_200", ref: "C" }] },
      actions: [{ type: "play", card: "E" }],
      check: (r) => {
        for (const m of [...r.state.players[0].board, ...r.state.players[1].board]) expect([2, 3]).toContain(m.health);
        expect(r.state.players[0].mana?.overloadOwed).toBeGreaterThan(0);
        expect(r.random.filter((x) => x.purpose === "random damage amount").length).toBe(3);
      },
    });
  });
  describeCard("AT_117", () => {
    cardCase("AT_117", {
      does: "+2/+2 with a Spell Damage minion",
      p1: { hand: [{ card: "AT_117", ref: "M" }], board: [{ card: "CS2_142" }] },
      actions: [{ type: "play", card: "M" }],
      expect: { "M.attack": 6, "M.health": 4 },
    });
    cardCase("AT_117", {
      does: "none without",
      p1: { hand: [{ card: "AT_117", ref: "M" }], board: [{ card: YETI }] },
      actions: [{ type: "play", card: "M" }],
      expect: { "M.attack": 4, "M.health": 2 },
    });
  });
});
