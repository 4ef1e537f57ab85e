/** Behaviour tests of Mean Streets of Gadgetzan cards implemented in session 13 (w13/old). */
import { describe } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

const WISP = "CS2_231";
const YETI = "CS2_182";
const ARGENT = "EX1_008"; // Argent Squire (no Battlecry)
const ABUSIVE = "CS2_188"; // Abusive Sergeant (Battlecry)

describe("Mean Streets of Gadgetzan (w13/old)", () => {
  describeCard("CFM_064", () => {
    cardCase("CFM_064", {
      does: "in hand, +1/+1 for each Battlecry minion you summon; a minion without Battlecry and the opponent's do not count",
      p1: { hand: [{ card: "CFM_064", ref: "B" }, { card: ABUSIVE, ref: "A" }, { card: ARGENT, ref: "S" }] },
      actions: [{ type: "play", card: "A" }, { type: "play", card: "S" }],
      expect: { "B.attack": 2, "B.health": 2 },
    });
    cardCase("CFM_064", {
      does: "on the board it no longer grows",
      p1: { board: [{ card: "CFM_064", ref: "B" }], hand: [{ card: ABUSIVE, ref: "A" }] },
      actions: [{ type: "play", card: "A", target: "B" }],
      expect: { "B.attack": 3, "B.health": 1 },
    });
  });

  describeCard("CFM_333", () => {
    cardCase("CFM_333", {
      does: "after it attacks a minion, it also deals its Attack to the enemy hero",
      p1: { board: [{ card: "CFM_333", ref: "K" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "attack", attacker: "K", defender: "Y" }],
      expect: { "Y.health": 2, "K.health": 3, "p2.hero.health": 27 },
    });
    cardCase("CFM_333", {
      does: "attacking the hero, it hits only once",
      p1: { board: [{ card: "CFM_333", ref: "K" }] },
      p2: { board: [{ card: WISP, ref: "W" }] },
      actions: [{ type: "attack", attacker: "K", defender: "p2.hero" }],
      expect: { "p2.hero.health": 27, "W.zone": "board" },
    });
  });
});

const IMP = "CS2_059"; // Blood Imp, a Demon
const VOIDWALKER = "CS2_065";

describe("Mean Streets of Gadgetzan (w13/old), Krul", () => {
  describeCard("CFM_750", () => {
    cardCase("CFM_750", {
      does: "Battlecry, no duplicates in the deck: every Demon of the hand is summoned, first right of Krul then left; others stay",
      p1: { board: [{ card: WISP, ref: "L" }], hand: [{ card: "CFM_750", ref: "K" }, { card: IMP, ref: "A" }, { card: YETI, ref: "Y" }, { card: VOIDWALKER, ref: "B" }], deck: [{ card: WISP }, { card: YETI }] },
      actions: [{ type: "play", card: "K" }],
      expect: { "p1.board": [WISP, VOIDWALKER, "CFM_750", IMP], "Y.zone": "hand" },
    });
    cardCase("CFM_750", {
      does: "a duplicate in the deck: no Demon comes",
      p1: { hand: [{ card: "CFM_750", ref: "K" }, { card: IMP, ref: "A" }], deck: [{ card: WISP }, { card: WISP }] },
      actions: [{ type: "play", card: "K" }],
      expect: { "p1.board": ["CFM_750"], "A.zone": "hand" },
    });
    cardCase("CFM_750", {
      does: "the board fills: the Demons left stay in hand",
      p1: { board: [{ card: WISP }, { card: WISP }, { card: WISP }, { card: WISP }, { card: WISP }], hand: [{ card: "CFM_750", ref: "K" }, { card: IMP, ref: "A" }, { card: VOIDWALKER, ref: "B" }] },
      actions: [{ type: "play", card: "K" }],
      expect: { "p1.board.length": 7, "A.zone": "board", "B.zone": "hand" },
    });
  });
});
