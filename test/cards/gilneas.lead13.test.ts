/** Behaviour tests of The Witchwood cards the lead implemented in session 13. */
import { describe } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

const MAGE = { hero: { card: "HERO_08" }, heroPower: { card: "HERO_08bp" } }; // Fireblast: 1 damage
const PRIEST = { hero: { card: "HERO_09", health: 20 }, heroPower: { card: "HERO_09bp" } }; // Lesser Heal: restore 2

describe("The Witchwood (lead, session 13)", () => {
  describeCard("GIL_646", () => {
    cardCase("GIL_646", {
      does: "Fireblast deals 2",
      p1: { ...MAGE, board: [{ card: "GIL_646" }] },
      actions: [{ type: "heroPower", target: "p2.hero" }],
      expect: { "p2.hero.health": 28 },
    });
    cardCase("GIL_646", {
      does: "Lesser Heal restores 4",
      p1: { ...PRIEST, board: [{ card: "GIL_646" }] },
      actions: [{ type: "heroPower", target: "p1.hero" }],
      expect: { "p1.hero.health": 24 },
    });
    cardCase("GIL_646", {
      does: "two Automatons: four times",
      p1: { ...MAGE, board: [{ card: "GIL_646" }, { card: "GIL_646" }] },
      actions: [{ type: "heroPower", target: "p2.hero" }],
      expect: { "p2.hero.health": 26 },
    });
    cardCase("GIL_646", {
      does: "spells are not doubled",
      p1: { board: [{ card: "GIL_646" }], hand: [{ card: "CS2_008", ref: "M" }] },
      actions: [{ type: "play", card: "M", target: "p2.hero" }],
      expect: { "p2.hero.health": 29 },
    });
    cardCase("GIL_646", {
      does: "the opponent's Hero Power is not doubled",
      state: { activePlayer: 2 },
      p1: { board: [{ card: "GIL_646" }] },
      p2: MAGE,
      actions: [{ type: "heroPower", target: "p1.hero" }],
      expect: { "p1.hero.health": 29 },
    });
  });
});
