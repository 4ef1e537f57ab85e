/** Behaviour tests of The Witchwood cards implemented late in session 12 (w12/late-a). */
import { describe } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

describe("The Witchwood (late-a, session 12)", () => {
  describeCard("GIL_672", () => {
    cardCase("GIL_672", {
      does: "+1 Durability for each card from another class you play; neutral and Rogue cards do not count",
      p1: {
        hero: { card: "HERO_03" },
        weapon: { card: "GIL_672", ref: "C" },
        hand: [{ card: "CS2_029", ref: "F" }, { card: "CS2_231", ref: "W" }, { card: "CS2_074", ref: "P" }],
      },
      actions: [
        { type: "play", card: "F", target: "p2.hero" },
        { type: "play", card: "W" },
        { type: "play", card: "P" },
      ],
      expect: { "C.durability": 3, "C.attack": 4, "p2.hero.health": 24 },
    });
    cardCase("GIL_672", {
      does: "Lifesteal: its damage heals your hero",
      p1: { hero: { card: "HERO_03", health: 20 }, weapon: { card: "GIL_672", ref: "C" } },
      actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
      expect: { "C.durability": 1, "p1.hero.health": 22, "p2.hero.health": 28 },
    });
  });

  describeCard("GIL_614", () => {
    cardCase("GIL_614", {
      does: "Deathrattle: destroys the minion chosen by its Battlecry",
      p1: { hand: [{ card: "GIL_614", ref: "V" }, { card: "CS2_029", ref: "F" }] },
      p2: { board: [{ card: "CS2_182", ref: "E" }, { card: "CS2_200", ref: "O" }] },
      actions: [{ type: "play", card: "V", target: "E" }, { type: "play", card: "F", target: "V" }],
      expect: { "V.zone": "graveyard", "E.zone": "graveyard", "O.zone": "board" },
    });
    cardCase("GIL_614", {
      does: "while the Doll lives, the chosen minion stays",
      p1: { hand: [{ card: "GIL_614", ref: "V" }] },
      p2: { board: [{ card: "CS2_182", ref: "E" }] },
      actions: [{ type: "play", card: "V", target: "E" }],
      expect: { "V.zone": "board", "E.zone": "board" },
    });
  });
});
