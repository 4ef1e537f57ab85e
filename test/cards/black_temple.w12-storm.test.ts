/** Ashes of Outland: Keli'dan the Breaker, with the condition drawnThisTurn (w12/storm; rules-notes 1302). */
import { cardCase, describeCard } from "../support/cards.js";

describeCard("BT_196", () => {
  cardCase("BT_196", {
    does: "held since an earlier turn: destroys the chosen minion only",
    p1: { hand: [{ card: "BT_196", ref: "K" }], board: [{ card: "CS2_182", ref: "M" }] },
    p2: { board: [{ card: "CS2_182", ref: "A" }, { card: "CS2_182", ref: "B" }] },
    actions: [{ type: "play", card: "K", target: "A" }],
    expect: { "A.zone": "graveyard", "B.zone": "board", "M.zone": "board", "K.zone": "board" },
  });
  cardCase("BT_196", {
    does: "drawn this turn: no target; every minion but itself is destroyed, yours too",
    p1: { hand: [{ card: "CS2_023", ref: "I" }], deck: [{ card: "BT_196", ref: "K" }, { card: "CS2_231" }], board: [{ card: "CS2_182", ref: "M" }] },
    p2: { board: [{ card: "CS2_182", ref: "A" }, { card: "CS2_182", ref: "B" }] },
    actions: [{ type: "play", card: "I" }, { type: "play", card: "K" }],
    expect: { "A.zone": "graveyard", "B.zone": "graveyard", "M.zone": "graveyard", "K.zone": "board" },
  });
});
