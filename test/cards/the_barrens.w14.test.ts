/** Forged in the Barrens (THE_BARRENS): cards of session 14 (w14/nathria; rules-notes 1660-1679). */
import { expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

const WISP = "CS2_231";
const YETI = "CS2_182";
const OGRE = "CS2_200";
const FIREBALL = "CS2_029";

describeCard("BAR_080", () => {
  // Shadow Hunter Vol'jin: "Battlecry: Choose a minion. Swap it with a random one in its owner's hand."
  cardCase("BAR_080", {
    does: "an enemy Yeti goes back to its owner's hand where the Ogre was, and the Ogre takes its place on the enemy board",
    p1: { hand: [{ card: "BAR_080", ref: "V" }] },
    p2: { board: [{ card: WISP, ref: "A" }, { card: YETI, ref: "Y" }], hand: [{ card: FIREBALL, ref: "F" }, { card: OGRE, ref: "O" }] },
    actions: [{ type: "play", card: "V", target: "Y" }],
    expect: { "Y.zone": "hand", "Y.index": 1, "O.zone": "board", "p2.board": [WISP, OGRE], "p2.hand": [FIREBALL, YETI], "p1.board": ["BAR_080"] },
  });
  cardCase("BAR_080", {
    does: "a damaged friendly Yeti returns fresh to your hand (4.8) and one of your minion cards is summoned — a recorded random pick",
    p1: { hand: [{ card: "BAR_080", ref: "V" }, { card: WISP, ref: "W" }, { card: OGRE, ref: "O" }], board: [{ card: YETI, ref: "Y", health: 1 }] },
    actions: [{ type: "play", card: "V", target: "Y" }],
    check: (r) => {
      const p = r.state.players[0]!;
      const yeti = p.hand.find((c) => c.card === YETI);
      expect(yeti).toBeDefined();
      expect(p.board.map((c) => c.card).sort()).toEqual(["BAR_080", expect.stringMatching(/^(CS2_231|CS2_200)$/)].sort());
      expect(p.board.some((c) => c.card === YETI)).toBe(false);
    },
  });
  cardCase("BAR_080", {
    does: "no minion in its owner's hand: nothing happens",
    p1: { hand: [{ card: "BAR_080", ref: "V" }] },
    p2: { board: [{ card: YETI, ref: "Y" }], hand: [{ card: FIREBALL }] },
    actions: [{ type: "play", card: "V", target: "Y" }],
    expect: { "Y.zone": "board", "p2.hand": [FIREBALL] },
  });
});
