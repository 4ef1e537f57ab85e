/** Fractured in Alterac Valley (ALTERAC_VALLEY): cards of session 14 (w14/storm; rules-notes 1720-1739). */
import { expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231"; // 1/1
const RAPTOR = "CS2_172"; // Bloodfen Raptor 3/2

describeCard("ONY_033", () => {
  cardCase("ONY_033", {
    does: "a 3/3 Dread Imp for each enemy minion, each attacking its own (the Yeti and the Raptor kill theirs)",
    p1: { hand: [{ card: "ONY_033", ref: "I" }] },
    p2: { board: [{ card: WISP, ref: "W" }, { card: YETI, ref: "Y" }, { card: RAPTOR, ref: "R" }] },
    actions: [{ type: "play", card: "I" }],
    expect: { "W.zone": "graveyard", "R.zone": "graveyard", "Y.health": 2, "p1.board": ["AV_316t"], "p1.board.0.health": 2, "p2.hero.health": 30 },
  });
  cardCase("ONY_033", {
    does: "no enemy minion: no Imp",
    p1: { hand: [{ card: "ONY_033", ref: "I" }] },
    actions: [{ type: "play", card: "I" }],
    expect: { "p1.board": [] },
  });
});
