/** Kobolds & Catacombs (LOOTAPALOOZA): cards whose steps the format has (w11/old). */
import { describe, expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { factsById } from "../../src/engine/hearthstone/cards/facts.js";

const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231"; // 1/1

describe("Kobolds & Catacombs (w11/old)", () => {
  describeCard("LOOT_008", () => {
    cardCase("LOOT_008", {
      does: "every minion, yours too, goes into the opponent's deck (no death)",
      p1: { hand: [{ card: "LOOT_008", ref: "S" }], board: [{ card: "EX1_029", ref: "L" }] },
      p2: { board: [{ card: YETI, ref: "Y" }], deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "S" }],
      expect: { "p1.board": [], "p2.board": [], "p2.deck.length": 3, "L.zone": "deck", "L.player": 2, "Y.zone": "deck", "p2.hero.health": 30 },
    });
  });

  describeCard("LOOT_504", () => {
    cardCase("LOOT_504", {
      does: "a friendly minion becomes a random one costing (1) more; Echo gives a copy back",
      p1: { hand: [{ card: "LOOT_504", ref: "S" }], board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "S", target: "Y" }],
      expect: { "p1.hand.length": 1, "p1.hand.0.card": "LOOT_504" },
      check: (r) => expect(factsById(r.state.players[0]!.board[0]!.card)?.cost).toBe(5),
    });
  });

  describeCard("LOOT_415", () => {
    cardCase("LOOT_415", {
      does: "Deathrattle: The First Seal to your hand; it summons a 2/2 Felhunter and gives The Second Seal",
      p1: { board: [{ card: "LOOT_415", ref: "R" }] },
      actions: [{ type: "destroy", target: "R" }, { type: "play", card: "p1.hand.0" }],
      expect: { "p1.board": ["LOOT_415t1t"], "p1.board.0.attack": 2, "p1.hand": ["LOOT_415t2"] },
    });
    cardCase("LOOT_415", {
      does: "The Final Seal gives Azari, whose Battlecry destroys the opponent's deck",
      p1: { hand: [{ card: "LOOT_415t5", ref: "F" }] },
      actions: [{ type: "play", card: "F" }],
      expect: { "p1.board": ["LOOT_415t5t"], "p1.board.0.attack": 6, "p1.hand": ["LOOT_415t6"] },
    });
    cardCase("LOOT_415", {
      does: "Azari, the Devourer: Battlecry destroys the opponent's deck",
      p1: { hand: [{ card: "LOOT_415t6", ref: "A" }], deck: [{ card: WISP }] },
      p2: { deck: [{ card: WISP }, { card: YETI }] },
      actions: [{ type: "play", card: "A" }],
      expect: { "p2.deck": [], "p1.deck.length": 1, "A.attack": 10 },
    });
  });
});
