/** Descent of Dragons (DRAGONS): cards whose steps the format already had (w11/late-a). */
import { describe } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

const YETI = "CS2_182"; // 4/5
const DRAGON = "NEW1_023"; // Faerie Dragon 3/2
const MALYGOS = "EX1_563"; // Spell Damage +5
const WISP = "CS2_231"; // 1/1
const LEPER = "EX1_029"; // Leper Gnome: "Deathrattle: Deal 2 damage to the enemy hero."
const TREANT = "EX1_tk9"; // 2/2 Treant

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

  describeCard("DRG_031", () => {
    cardCase("DRG_031", {
      does: "Combo: draws the Deathrattle minion of your deck and gains its Deathrattle (it dies: 2 damage to the enemy hero)",
      p1: { hand: [{ card: WISP, ref: "W" }, { card: "DRG_031", ref: "N" }], deck: [{ card: LEPER, ref: "L" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "W" }, { type: "play", card: "N" }, { type: "destroy", target: "N" }],
      expect: { "L.zone": "hand", "Y.zone": "deck", "N.zone": "graveyard", "p2.hero.health": 28, "p1.hero.health": 30 },
    });
    cardCase("DRG_031", {
      does: "no card played before it this turn: no Combo, nothing drawn or gained",
      p1: { hand: [{ card: "DRG_031", ref: "N" }], deck: [{ card: LEPER, ref: "L" }] },
      actions: [{ type: "play", card: "N" }, { type: "destroy", target: "N" }],
      expect: { "L.zone": "deck", "p2.hero.health": 30 },
    });
    cardCase("DRG_031", {
      does: "Combo with no Deathrattle minion in the deck: nothing drawn, no Deathrattle",
      p1: { hand: [{ card: WISP, ref: "W" }, { card: "DRG_031", ref: "N" }], deck: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "W" }, { type: "play", card: "N" }, { type: "destroy", target: "N" }],
      expect: { "Y.zone": "deck", "p2.hero.health": 30, "events.draw": 0 },
    });
  });

  describeCard("DRG_319", () => {
    cardCase("DRG_319", {
      does: "Taunt; your Treants have +1/+1, also ones summoned later; other minions and the enemy's Treants do not",
      p1: { hand: [{ card: "DRG_319", ref: "G" }, { card: "EX1_571", ref: "F", cost: 0 }], board: [{ card: TREANT, ref: "T" }, { card: WISP, ref: "W" }] },
      p2: { board: [{ card: TREANT, ref: "E" }] },
      actions: [{ type: "play", card: "G" }, { type: "play", card: "F" }],
      expect: { "G.seen.TAUNT": 1, "T.attack": 3, "T.health": 3, "W.attack": 1, "W.health": 1, "E.attack": 2, "E.health": 2,
        "p1.board.4.card": TREANT, "p1.board.4.attack": 3, "p1.board.4.health": 3 },
    });
    cardCase("DRG_319", {
      does: "for the rest of the game: Goru gone, a Treant summoned next turn still has +1/+1",
      p1: { hand: [{ card: "DRG_319", ref: "G" }, { card: "EX1_571", ref: "F" }], deck: [{ card: YETI }, { card: YETI }] },
      p2: { deck: [{ card: WISP }, { card: WISP }] },
      actions: [{ type: "play", card: "G" }, { type: "destroy", target: "G" }, { type: "endTurn" }, { type: "endTurn" }, { type: "play", card: "F" }],
      expect: { "G.zone": "graveyard", "p1.board": [TREANT, TREANT, TREANT], "p1.board.0.attack": 3, "p1.board.2.health": 3 },
    });
  });

  describeCard("DRG_007", () => {
    cardCase("DRG_007", {
      does: "with a friendly Dragon: no Durability lost attacking (the hero still takes the minion's damage)",
      p1: { weapon: { card: "DRG_007", ref: "H" }, board: [{ card: DRAGON }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "attack", attacker: "p1.hero", defender: "Y" }],
      expect: { "H.durability": 2, "Y.health": 2, "p1.hero.health": 26 },
    });
    cardCase("DRG_007", {
      does: "no friendly Dragon (the enemy's does not count): it loses 1",
      p1: { weapon: { card: "DRG_007", ref: "H" }, board: [{ card: YETI }] },
      p2: { board: [{ card: DRAGON }] },
      actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
      expect: { "H.durability": 1, "p2.hero.health": 27 },
    });
  });
});
