/**
 * Behaviour tests of the Cataclysm (CATACLYSM) Rogue cards (test/support/cards.ts).
 */
import { cardCase } from "../support/cards.js";

// Twilight Mistress: "Battlecry: Return all enemy minions to their owner's hand."
cardCase("CATA_201", {
  does: "every enemy minion goes back to the enemy's hand; its own side stays",
  p1: { hand: [{ card: "CATA_201", ref: "T" }], board: [{ card: "CS2_120", ref: "F" }] },
  p2: { board: [{ card: "CS2_231", ref: "E1" }, { card: "CS2_120", ref: "E2" }] },
  actions: [{ type: "play", card: "T" }],
  expect: { "p2.board": [], "p2.hand": ["CS2_231", "CS2_120"], "p1.board": ["CS2_120", "CATA_201"], "p1.hand.length": 0 },
});
