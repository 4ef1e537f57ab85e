/**
 * Behaviour tests of the The Lost City of Un'Goro (THE_LOST_CITY) Neutral cards (test/support/cards.ts).
 */
import { expect, it } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { events, run } from "../support/engine.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";
void cardCase; void findCard;

// Sizzling Cinder: "Deathrattle: Deal 2 damage randomly split among all enemies."
describeCard("TLC_249", () => {
  it("Deathrattle: two hits of 1 at enemy characters, never at a friendly one (every seed)", () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const r = run({ seed, state: { turn: 5, activePlayer: 1, players: [
        { board: [{ card: "TLC_249", ref: "C" }, { card: "CS2_182", ref: "F" }] }, { board: [{ card: "CS2_182", ref: "E" }] }] },
        actions: [{ type: "destroy", target: "C" }] });
      const hits = events(r, "damage");
      expect(hits).toHaveLength(2);
      for (const h of hits) expect(h.amount).toBe(1);
      expect(r.state.players[1]!.hero!.health! + r.state.players[1]!.board[0]!.health!).toBe(33);
      expect(r.state.players[0]!.board[0]!.health).toBe(5);
      expect(r.state.players[0]!.hero!.health).toBe(30);
    }
  });
});
