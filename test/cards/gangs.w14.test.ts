/** Behaviour tests of Mean Streets of Gadgetzan cards implemented in session 14 (w14/old). */
import { describe } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

const YETI = "CS2_182";
const RAPTOR = "CS2_172";

describe("Mean Streets of Gadgetzan (w14/old)", () => {
  describeCard("CFM_672", () => {
    cardCase("CFM_672", {
      does: "Battlecry at your Yeti: both Yetis of the deck are summoned, the Raptor stays",
      p1: { hand: [{ card: "CFM_672", ref: "G" }], board: [{ card: YETI, ref: "A" }], deck: [{ card: YETI }, { card: RAPTOR }, { card: YETI }] },
      actions: [{ type: "play", card: "G", target: "A" }],
      expect: { "p1.deck": [RAPTOR], "p1.board.length": 4, "A.zone": "board" },
    });
    cardCase("CFM_672", {
      does: "no copy in the deck: nothing",
      p1: { hand: [{ card: "CFM_672", ref: "G" }], board: [{ card: YETI, ref: "A" }], deck: [{ card: RAPTOR }] },
      actions: [{ type: "play", card: "G", target: "A" }],
      expect: { "p1.deck": [RAPTOR], "p1.board.length": 2 },
    });
  });

  describeCard("CFM_605", () => {
    cardCase("CFM_605", {
      does: "Battlecry holding a Dragon: a copy of a card of the opponent's deck (here their only card, a Raptor); their deck keeps it",
      p1: { hand: [{ card: "CFM_605", ref: "D" }, { card: "EX1_284" }] },
      p2: { deck: [{ card: RAPTOR }] },
      actions: [{ type: "play", card: "D" }],
      expect: { "p1.hand": ["EX1_284", RAPTOR], "p2.deck": [RAPTOR] },
    });
    cardCase("CFM_605", {
      does: "no Dragon in hand: nothing",
      p1: { hand: [{ card: "CFM_605", ref: "D" }, { card: YETI }] },
      p2: { deck: [{ card: RAPTOR }] },
      actions: [{ type: "play", card: "D" }],
      expect: { "p1.hand": [YETI] },
    });
  });
});
