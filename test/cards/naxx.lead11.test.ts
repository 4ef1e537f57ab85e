/** Behaviour tests of Curse of Naxxramas cards the lead implemented in session 11. */
import { describe } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231"; // 1/1
const HARVEST = "EX1_556"; // Harvest Golem 2/3, "Deathrattle: Summon a 2/1 Damaged Golem."

describe("Curse of Naxxramas (lead, session 11)", () => {
  describeCard("FP1_025", () => {
    cardCase("FP1_025", {
      does: "destroys the minion (its Deathrattle resolves) and returns a fresh copy in its place, full Health",
      p1: { hand: [{ card: "FP1_025", ref: "R" }] },
      p2: { board: [{ card: WISP }, { card: HARVEST, ref: "H", tags: { DAMAGE: 2 } }, { card: YETI }] },
      actions: [{ type: "play", card: "R", target: "H" }],
      expect: { "p2.board": [WISP, HARVEST, "skele21", YETI], "p2.board.1.health": 3, "H.zone": "graveyard", "p1.board": [] },
    });
    cardCase("FP1_025", {
      does: "needs a minion to target",
      p1: { hand: [{ card: "FP1_025", ref: "R" }] },
      actions: [{ type: "play", card: "R" }],
      error: "illegal_action",
    });
  });
  describeCard("FP1_013", () => {
    cardCase("FP1_013", {
      does: "at the end of the turn, summons the friendly minions that died this turn (not the enemy's)",
      p1: { board: [{ card: "FP1_013" }, { card: YETI, ref: "Y" }] },
      p2: { board: [{ card: WISP, ref: "W" }] },
      actions: [{ type: "destroy", target: "Y" }, { type: "destroy", target: "W" }, { type: "endTurn" }],
      expect: { "p1.board": ["FP1_013", YETI], "p1.board.1.health": 5, "p2.board": [], "Y.zone": "graveyard" },
    });
    cardCase("FP1_013", {
      does: "on the opponent's turn too; none died: nothing",
      p1: { board: [{ card: "FP1_013" }] },
      p2: { board: [{ card: WISP }] },
      state: { activePlayer: 2 },
      actions: [{ type: "endTurn" }],
      expect: { "p1.board": ["FP1_013"], "p2.board": [WISP] },
    });
  });
});
