/** Behaviour tests of Caverns of Time cards implemented in session 13 (w13/old). */
import { describe } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

const WISP = "CS2_231";
const IMP = "CS2_059";

describe("Caverns of Time (w13/old)", () => {
  describeCard("WON_324", () => {
    cardCase("WON_324", {
      does: "Battlecry, no duplicates in the deck: the Demons of the hand are summoned (Gadgetzan's Krul reprinted)",
      p1: { hand: [{ card: "WON_324", ref: "K" }, { card: IMP, ref: "A" }, { card: WISP, ref: "W" }], deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "K" }],
      expect: { "p1.board": ["WON_324", IMP], "W.zone": "hand" },
    });
  });
});
