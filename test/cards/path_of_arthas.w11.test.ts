/** Behaviour tests of the PATH_OF_ARTHAS cards added by w11/bands (definitions in sets/path-of-arthas.ts). */
import { expect } from "vitest";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";
import { cardCase, describeCard } from "../support/cards.js";

describeCard("RLK_122", () => {
  cardCase("RLK_122", {
    does: "fills the board (two minions already there: five more), each a random Undead minion",
    p1: { hand: [{ card: "RLK_122", ref: "S" }], board: [{ card: "CS2_182" }, { card: "CS2_182" }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "p1.board.length": 7 },
    check: (r) => {
      for (const m of r.state.players[0]!.board.slice(2)) {
        const races = findCard(m.card)?.races ?? [];
        expect(races.includes("UNDEAD") || races.includes("ALL"), m.card).toBe(true);
      }
    },
  });
});
