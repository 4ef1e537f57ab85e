/** Behaviour tests of Kobolds & Catacombs cards implemented in session 14 (w14/old). */
import { describe, expect } from "vitest";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";
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

const TREASURES = ["LOOT_998h", "LOOT_998j", "LOOT_998k", "LOOT_998l"];
const WISP = "CS2_231";

describe("Kobolds & Catacombs (w14/old), Marin the Fox and the treasures", () => {
  describeCard("LOOT_357", () => {
    cardCase("LOOT_357", {
      does: "Battlecry: a 0/8 Master Chest for the opponent",
      p1: { hand: [{ card: "LOOT_357", ref: "M" }] },
      actions: [{ type: "play", card: "M" }],
      expect: { "p2.board": ["LOOT_357l"], "p2.board.0.health": 8, "p2.board.0.attack": 0, "p1.board": ["LOOT_357"] },
    });
    cardCase("LOOT_357", {
      does: "the Master Chest's Deathrattle: a random treasure for its controller's opponent",
      p2: { board: [{ card: "LOOT_357l", ref: "C" }] },
      actions: [{ type: "destroy", target: "C" }],
      check: (r) => {
        expect(r.state.players[1]!.hand).toHaveLength(0);
        const hand = r.state.players[0]!.hand.map((e) => e.card);
        expect(hand).toHaveLength(1);
        expect(TREASURES).toContain(hand[0]);
      },
    });
    cardCase("LOOT_357", {
      does: "Tolin's Goblet: draws a card, then fills the hand with copies of it",
      p1: { hand: [{ card: "LOOT_998h", ref: "G" }, { card: WISP }], deck: [{ card: "CS2_182" }] },
      actions: [{ type: "play", card: "G" }],
      check: (r) => {
        const hand = r.state.players[0]!.hand.map((e) => e.card);
        expect(hand).toHaveLength(10);
        expect(hand.filter((c) => c === "CS2_182")).toHaveLength(9);
      },
    });
    cardCase("LOOT_357", {
      does: "Wondrous Wand: draws three, each costing (0)",
      p1: { hand: [{ card: "LOOT_998l", ref: "W" }], deck: [{ card: "CS2_182" }, { card: "CS2_029" }, { card: "CS2_023" }] },
      actions: [{ type: "play", card: "W" }],
      expect: { "p1.hand.length": 3, "p1.hand.0.cost": 0, "p1.hand.1.cost": 0, "p1.hand.2.cost": 0 },
    });
    cardCase("LOOT_357", {
      does: "Golden Kobold: Taunt 6/6; the rest of the hand becomes Legendary minions",
      p1: { hand: [{ card: "LOOT_998k", ref: "K" }, { card: WISP }, { card: "CS2_029" }] },
      actions: [{ type: "play", card: "K" }],
      check: (r) => {
        const hand = r.state.players[0]!.hand;
        expect(hand).toHaveLength(2);
        for (let i = 0; i < hand.length; i++) expect(findCard(hand[i]!.card)!.rarity).toBe("LEGENDARY");
        expect(r.state.players[0]!.board[0]!.seen?.TAUNT).toBe(1);
      },
    });
    cardCase("LOOT_357", {
      does: "Zarog's Crown: Discover a Legendary minion; two copies of it are summoned",
      p1: { hand: [{ card: "LOOT_998j", ref: "Z" }] },
      actions: [{ type: "play", card: "Z" }],
      choices: [0],
      check: (r) => {
        const board = r.state.players[0]!.board.map((e) => e.card);
        expect(board).toHaveLength(2);
        expect(board[0]).toBe(board[1]);
        expect(findCard(board[0]!)!.rarity).toBe("LEGENDARY");
        expect(r.state.players[0]!.hand).toHaveLength(0);
      },
    });
  });
});
