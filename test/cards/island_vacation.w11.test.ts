/**
 * Behaviour tests of the ISLAND_VACATION (Perils in Paradise) cards w11/nathria added (sets/island-vacation.ts).
 */
import { expect } from "vitest";
import { cardCase } from "../support/cards.js";

const d = (card: string, controller = 1) => ({ card, controller, turn: 2 });

// Hydration Station: "Resurrect three of your different highest Cost Taunt minions."
cardCase("VAC_948", {
  does: "the three highest Cost different friendly Taunt minions that died (6, 5, 4), not the higher non-Taunt ones nor an enemy's",
  p1: { hand: [{ card: "VAC_948", ref: "H" }] },
  state: { deaths: [d("CS2_121"), d("CS2_162"), d("CS2_162"), d("CS2_200"), d("CS2_179"), d("CS1_042"), d("CS2_187"), d("CS2_182"), d("EX1_577", 2)] },
  actions: [{ type: "play", card: "H" }],
  check: (r) => {
    expect(r.state.players[0]!.board.map((m) => m.card).sort()).toEqual(["CS2_162", "CS2_179", "CS2_187"].sort());
    expect(r.state.players[1]!.board).toEqual([]);
  },
});
cardCase("VAC_948", {
  does: "with only two different Taunt minions dead, two come back (a card died twice comes back once)",
  p1: { hand: [{ card: "VAC_948", ref: "H" }] },
  state: { deaths: [d("CS2_121"), d("CS2_121"), d("CS1_042"), d("CS2_182")] },
  actions: [{ type: "play", card: "H" }],
  check: (r) => expect(r.state.players[0]!.board.map((m) => m.card).sort()).toEqual(["CS1_042", "CS2_121"]),
});
