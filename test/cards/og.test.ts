/**
 * Behaviour tests of the Whispers of the Old Gods (OG) cards: one case per behaviour of each card's text.
 */
import { describe, expect } from "vitest";
import { cardCase } from "../support/cards.js";

const wisps = (n: number, p = "w") => Array.from({ length: n }, (_, i) => ({ card: "CS2_231", ref: `${p}${i}` }));

describe("OG", () => {
  // Feral Rage: "Choose One - Give your hero +4 Attack this turn; or Gain 8 Armor."
  cardCase("OG_047", {
    does: "first option: your hero has +4 Attack and can attack with it; no Armor",
    p1: { hand: [{ card: "OG_047", ref: "F" }] },
    p2: { board: [{ card: "CS2_182", ref: "E" }] },
    actions: [{ type: "play", card: "F", choose: 1 }, { type: "attack", attacker: "p1.hero", defender: "E" }],
    expect: { "E.health": 1, "p1.hero.health": 26, "p1.hero.armor": 0, "p2.hero.attack": 0, "p1.mana.used": 3 },
  });
  cardCase("OG_047", {
    does: "the +4 Attack lasts this turn only",
    p1: { hand: [{ card: "OG_047", ref: "F" }], deck: wisps(1, "d") },
    p2: { deck: wisps(1, "e") },
    actions: [{ type: "play", card: "F", choose: 1 }, { type: "endTurn" }],
    expect: { "p1.hero.attack": 0, "p1.hero.enchantments": undefined },
  });
  cardCase("OG_047", {
    does: "second option: your hero gains 8 Armor, no Attack; the enemy hero gains none",
    p1: { hand: [{ card: "OG_047", ref: "F" }] },
    actions: [{ type: "play", card: "F", choose: 2 }],
    expect: { "p1.hero.armor": 8, "p1.hero.attack": 0, "p2.hero.armor": 0 },
  });
  cardCase("OG_047", {
    does: "without `choose`, a scripted choice picks (1 = the second option)",
    p1: { hand: [{ card: "OG_047", ref: "F" }] },
    actions: [{ type: "play", card: "F" }],
    choices: [1],
    expect: { "p1.hero.armor": 8, "p1.hero.attack": 0 },
  });
  cardCase("OG_047", {
    does: "with no choice given, one option is picked from the seed and recorded",
    p1: { hand: [{ card: "OG_047", ref: "F" }] },
    actions: [{ type: "play", card: "F" }],
    check: (r) => {
      const d = r.random.find((x) => x.purpose === "Choose One")!;
      expect(d.candidates).toEqual(["0", "1"]);
      const hero = r.state.players[0].hero;
      expect([hero.attack, hero.armor]).toEqual(d.chosen === 0 ? [4, 0] : [0, 8]);
    },
  });
});
