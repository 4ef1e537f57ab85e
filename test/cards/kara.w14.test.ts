/** Behaviour tests of One Night in Karazhan cards implemented in session 14 (w14/old). */
import { describe, expect } from "vitest";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";
import { cardCase, describeCard } from "../support/cards.js";

describe("One Night in Karazhan (w14/old)", () => {
  describeCard("KAR_097", () => {
    cardCase("KAR_097", {
      does: "Battlecry: equips Atiesh 1/3",
      p1: { hand: [{ card: "KAR_097", ref: "M" }] },
      actions: [{ type: "play", card: "M" }],
      expect: { "p1.weapon": "KAR_097t", "p1.weapon.attack": 1, "p1.weapon.durability": 3 },
    });
    cardCase("KAR_097", {
      does: "Atiesh: after you cast a 2-Cost spell, a random 2-Cost minion is summoned and Atiesh loses 1 Durability",
      p1: { hand: [{ card: "KAR_097", ref: "M" }, { card: "CS2_025", ref: "S" }] },
      actions: [{ type: "play", card: "M" }, { type: "play", card: "S" }],
      check: (r) => {
        const p = r.state.players[0]!;
        expect(p.weapon!.durability).toBe(2);
        expect(p.board).toHaveLength(2);
        const summoned = p.board.find((e) => e.ref !== "M")!;
        expect(findCard(summoned.card)!.cost).toBe(2);
        expect(findCard(summoned.card)!.type).toBe("MINION");
      },
    });
    cardCase("KAR_097", {
      does: "Atiesh: the opponent's spell does not trigger it",
      p1: { weapon: { card: "KAR_097t", ref: "W" } },
      p2: { hand: [{ card: "CS2_025", ref: "S" }] },
      state: { activePlayer: 2 },
      actions: [{ type: "play", card: "S" }],
      expect: { "W.durability": 3, "p1.board": [], "p2.board": [] },
    });
  });
});
