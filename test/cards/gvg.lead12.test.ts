/** Behaviour tests of Goblins vs Gnomes cards the lead implemented in session 12. */
import { describe } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

describe("Goblins vs Gnomes (lead, session 12)", () => {
  describeCard("GVG_028", () => {
    cardCase("GVG_028", {
      does: "the opponent casts a spell: a copy for you, Gallywix's Coin for them",
      state: { activePlayer: 2 },
      p1: { board: [{ card: "GVG_028" }] },
      p2: { hand: [{ card: "CS2_029", ref: "F" }] },
      actions: [{ type: "play", card: "F", target: "p1.hero" }],
      expect: { "p1.hand": ["CS2_029"], "p2.hand": ["GVG_028t"], "p1.hero.health": 24 },
    });
    cardCase("GVG_028", {
      does: "Gallywix's Coin: 1 Mana this turn, and it does not trigger Gallywix",
      state: { activePlayer: 2 },
      p1: { board: [{ card: "GVG_028" }] },
      p2: { hand: [{ card: "GVG_028t", ref: "C" }], mana: { crystals: 3, used: 3 } },
      actions: [{ type: "play", card: "C" }],
      expect: { "p1.hand": [], "p2.hand": [], "p2.mana.used": 3, "p2.mana.temp": 1 },
    });
    cardCase("GVG_028", {
      does: "your own spell: nothing",
      p1: { board: [{ card: "GVG_028" }], hand: [{ card: "CS2_029", ref: "F" }] },
      actions: [{ type: "play", card: "F", target: "p2.hero" }],
      expect: { "p1.hand": [], "p2.hand": [] },
    });
  });
});
