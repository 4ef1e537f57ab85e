/**
 * Behaviour tests of the Cataclysm (CATACLYSM) Shaman cards (test/support/cards.ts).
 */
import { expect } from "vitest";
import { cardCase } from "../support/cards.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";

// Ceremonial Clash: "Summon a random 3, 2, and 1-Cost minion. Overload: (1)"
cardCase("CATA_569", {
  does: "a 3-, a 2- and a 1-Cost minion in that order, on its player's side; Overload 1",
  p1: { hand: [{ card: "CATA_569", ref: "C" }] },
  actions: [{ type: "play", card: "C" }],
  check: (r) => {
    const b = r.state.players[0]!.board;
    expect(b.map((m) => findCard(m.card)!.cost)).toEqual([3, 2, 1]);
    expect(r.state.players[1]!.board).toHaveLength(0);
    expect(r.state.players[0]!.mana.overloadOwed).toBe(1);
  },
});
