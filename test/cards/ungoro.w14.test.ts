/** Behaviour tests of Journey to Un'Goro cards implemented in session 14 (w14/old). */
import { describe, expect } from "vitest";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";
import { cardCase, describeCard } from "../support/cards.js";

describe("Journey to Un'Goro (w14/old)", () => {
  describeCard("UNG_929", () => {
    cardCase("UNG_929", {
      does: "at the start of your turn in hand it becomes a random weapon, which keeps changing (UNG_929e)",
      p1: { hand: [{ card: "UNG_929", ref: "M" }] },
      state: { activePlayer: 2 },
      actions: [{ type: "endTurn" }],
      check: (r) => {
        const m = r.state.players[0]!.hand.find((e) => e.ref === "M")!;
        expect(findCard(m.card)!.type).toBe("WEAPON");
        expect(m.enchantments!.map((x) => x.card)).toContain("UNG_929e");
      },
    });
    cardCase("UNG_929", {
      does: "two turns later it has changed again and still carries UNG_929e; the opponent's turn does not change it",
      p1: { hand: [{ card: "UNG_929", ref: "M" }] },
      state: { activePlayer: 2 },
      actions: [{ type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }],
      check: (r) => {
        const m = r.state.players[0]!.hand.find((e) => e.ref === "M")!;
        expect(findCard(m.card)!.type).toBe("WEAPON");
        expect(m.enchantments!.filter((x) => x.card === "UNG_929e").length).toBeGreaterThanOrEqual(1);
        const picks = r.random.filter((d) => d.purpose === "random card to transform into");
        expect(picks).toHaveLength(2);
        expect(picks[1]!.chosen).toBe(m.card);
      },
    });
  });
});
