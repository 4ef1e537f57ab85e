/** Behaviour tests of One Night in Karazhan cards the lead implemented in session 11. */
import { describe } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231"; // 1/1

describe("One Night in Karazhan (lead, session 11)", () => {
  describeCard("KAR_026", () => {
    cardCase("KAR_026", {
      does: "a 1/1 Taunt Pawn for each enemy minion",
      p1: { hand: [{ card: "KAR_026", ref: "K" }] },
      p2: { board: [{ card: WISP }, { card: YETI }, { card: WISP }] },
      actions: [{ type: "play", card: "K" }],
      expect: { "p1.board": ["KAR_026t", "KAR_026t", "KAR_026t"], "p1.board.0.seen.TAUNT": 1 },
    });
    cardCase("KAR_026", {
      does: "can't be played with no enemy minion",
      p1: { hand: [{ card: "KAR_026", ref: "K" }] },
      actions: [{ type: "play", card: "K" }],
      error: "illegal_action",
    });
  });
  describeCard("KAR_063", () => {
    cardCase("KAR_063", {
      does: "+2 Attack while you have Spell Damage",
      p1: { weapon: { card: "KAR_063" }, board: [{ card: YETI, ref: "Y" }], hand: [{ card: "CS2_142", ref: "K" }] },
      actions: [{ type: "play", card: "K" }],
      expect: { "p1.weapon.attack": 3 },
    });
    cardCase("KAR_063", {
      does: "1 Attack without Spell Damage",
      p1: { weapon: { card: "KAR_063" }, board: [{ card: "CS2_142", ref: "K" }] },
      actions: [{ type: "destroy", target: "K" }],
      expect: { "p1.weapon.attack": 1 },
    });
  });
  describeCard("KAR_711", () => {
    cardCase("KAR_711", {
      does: "costs (1) less for each spell you've cast this game",
      p1: { hand: [{ card: "KAR_711", ref: "G" }, { card: "CS2_029", ref: "F" }], playedThisGame: [{ card: "CS2_024", cost: 2, turn: 3 }, { card: YETI, cost: 4, turn: 3 }] },
      actions: [{ type: "play", card: "F", target: "p2.hero" }],
      expect: { "G.cost": 10 },
    });
  });
});
