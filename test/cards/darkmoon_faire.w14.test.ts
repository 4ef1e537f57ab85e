/** Madness at the Darkmoon Faire (DARKMOON_FAIRE): cards of session 14 (w14/nathria; rules-notes 1660-1679). */
import { cardCase, describeCard } from "../support/cards.js";

const WISP = "CS2_231";

describeCard("YOP_026", () => {
  // Arbor Up: "Summon two 2/2 Treants. Give your minions +2/+1."
  cardCase("YOP_026", {
    does: "two 2/2 Treants, then every friendly minion +2/+1: the Treants are 4/3, the Wisp 3/2; enemies untouched",
    p1: { hand: [{ card: "YOP_026", ref: "A" }], board: [{ card: WISP, ref: "W" }] },
    p2: { board: [{ card: WISP, ref: "E" }] },
    actions: [{ type: "play", card: "A" }],
    expect: {
      "p1.board": [WISP, "DMF_061t2", "DMF_061t2"], "p1.board.1.attack": 4, "p1.board.1.health": 3, "p1.board.2.attack": 4,
      "W.attack": 3, "W.health": 2, "E.attack": 1, "E.health": 1,
    },
  });
  cardCase("YOP_026", {
    does: "a board with one free space: one Treant, and the buff still reaches every minion",
    p1: { hand: [{ card: "YOP_026", ref: "A" }], board: [{ card: WISP }, { card: WISP }, { card: WISP }, { card: WISP }, { card: WISP }, { card: WISP }] },
    actions: [{ type: "play", card: "A" }],
    expect: { "p1.board.length": 7, "p1.board.6.card": "DMF_061t2", "p1.board.0.attack": 3, "p1.board.6.attack": 4 },
  });
});
