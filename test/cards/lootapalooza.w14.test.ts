/** Behaviour tests of Kobolds & Catacombs cards implemented in session 14 (w14/old). */
import { describe } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

describe("Kobolds & Catacombs (w14/old)", () => {
  describeCard("LOOT_216", () => {
    cardCase("LOOT_216", {
      does: "Battlecry: each spell played at a friendly minion is cast on Lynessa (Kings +4/+4, Might +3 Attack: 8/5); the Fireball at an enemy is not, nor Dire Frenzy (she is no Beast)",
      p1: {
        hand: [{ card: "LOOT_216", ref: "L" }], deck: [{ card: "CS2_231" }],
        playedThisGame: [
          { card: "CS2_092", cost: 4, turn: 3, target: "friendly-minion" },
          { card: "CS2_029", cost: 4, turn: 3, target: "enemy-minion" },
          { card: "GIL_828", cost: 4, turn: 4, target: "friendly-minion" },
          { card: "CS2_087", cost: 1, turn: 5, target: "friendly-minion" },
        ],
      },
      p2: { board: [{ card: "CS2_182", ref: "Y" }] },
      actions: [{ type: "play", card: "L" }],
      expect: { "L.attack": 8, "L.health": 5, "Y.health": 5, "p1.deck.length": 1, "p2.hero.health": 30 },
    });
    cardCase("LOOT_216", {
      does: "a spell played at your hero is not one cast on your minions: nothing",
      p1: { hand: [{ card: "LOOT_216", ref: "L" }], playedThisGame: [{ card: "CS2_092", cost: 4, turn: 3, target: "friendly-hero" }] },
      actions: [{ type: "play", card: "L" }],
      expect: { "L.attack": 1, "L.health": 1 },
    });
  });
});
