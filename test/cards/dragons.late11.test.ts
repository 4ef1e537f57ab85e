/** Descent of Dragons (DRAGONS): cards whose steps the format already had (w11/late-a). */
import { describe } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

const YETI = "CS2_182"; // 4/5
const DRAGON = "NEW1_023"; // Faerie Dragon 3/2
const MALYGOS = "EX1_563"; // Spell Damage +5

describe("Descent of Dragons (late11)", () => {
  describeCard("DRG_205", () => {
    cardCase("DRG_205", {
      does: "not holding a Dragon: 2 damage, no Lifesteal",
      p1: { hero: { card: "HERO_07", health: 20 }, hand: [{ card: "DRG_205", ref: "N" }, { card: YETI }] },
      actions: [{ type: "play", card: "N", target: "p2.hero" }],
      expect: { "p2.hero.health": 28, "p1.hero.health": 20 },
    });
    cardCase("DRG_205", {
      does: "holding a Dragon: 4 damage with Lifesteal instead (your hero healed 4)",
      p1: { hero: { card: "HERO_07", health: 20 }, hand: [{ card: "DRG_205", ref: "N" }, { card: DRAGON }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "N", target: "Y" }],
      expect: { "Y.health": 1, "p1.hero.health": 24, "p2.hero.health": 30 },
    });
    cardCase("DRG_205", {
      does: "Spell Damage adds to either amount ($2, $4)",
      p1: { hero: { card: "HERO_07", health: 10 }, board: [{ card: MALYGOS }], hand: [{ card: "DRG_205", ref: "N" }, { card: DRAGON }] },
      actions: [{ type: "play", card: "N", target: "p2.hero" }],
      expect: { "p2.hero.health": 21, "p1.hero.health": 19 },
    });
    cardCase("DRG_205", {
      does: "needs a target",
      p1: { hand: [{ card: "DRG_205", ref: "N" }] },
      actions: [{ type: "play", card: "N" }],
      error: "illegal_action",
    });
  });
});
