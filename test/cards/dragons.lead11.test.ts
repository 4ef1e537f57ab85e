/** Behaviour tests of Descent of Dragons cards the lead implemented in session 11. */
import { describe } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

const YETI = "CS2_182"; // 4/5

describe("Descent of Dragons (lead, session 11)", () => {
  describeCard("DRG_216", () => {
    cardCase("DRG_216", {
      does: "+1 Attack while you're Overloaded",
      p1: { board: [{ card: "DRG_216", ref: "S" }], hand: [{ card: "EX1_238", ref: "L" }] },
      actions: [{ type: "play", card: "L", target: "p2.hero" }],
      expect: { "S.attack": 2 },
    });
    cardCase("DRG_216", {
      does: "1 Attack otherwise",
      p1: { board: [{ card: "DRG_216", ref: "S" }], hand: [{ card: "CS2_029", ref: "F" }] },
      actions: [{ type: "play", card: "F", target: "p2.hero" }],
      expect: { "S.attack": 1 },
    });
  });
  describeCard("DRG_223", () => {
    cardCase("DRG_223", {
      does: "Overloaded: 5 damage to a character",
      p1: { hand: [{ card: "DRG_223", ref: "C" }], mana: { crystals: 10, used: 0, overloadLocked: 1 } },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "C", target: "Y" }],
      expect: { "Y.zone": "graveyard" },
    });
    cardCase("DRG_223", {
      does: "not Overloaded: no target can be named",
      p1: { hand: [{ card: "DRG_223", ref: "C" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "C", target: "Y" }],
      error: "illegal_action",
    });
  });
});
