/** Behaviour tests of Ashes of Outland cards implemented in session 13 (w13/old). */
import { describe } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

const WISP = "CS2_231";
const YETI = "CS2_182";

describe("Ashes of Outland (w13/old)", () => {
  describeCard("BT_126", () => {
    cardCase("BT_126", {
      does: "Battlecry: your other minions are destroyed, the enemy's are not",
      p1: { board: [{ card: WISP, ref: "W" }, { card: YETI, ref: "Y" }], hand: [{ card: "BT_126", ref: "T" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "play", card: "T" }],
      expect: { "W.zone": "graveyard", "Y.zone": "graveyard", "E.zone": "board", "p1.board": ["BT_126"] },
    });
    cardCase("BT_126", {
      does: "Deathrattle: they come back, fresh, with +1/+1",
      p1: { board: [{ card: WISP, ref: "W" }, { card: YETI, ref: "Y", health: 2 }], hand: [{ card: "BT_126", ref: "T" }] },
      actions: [{ type: "play", card: "T" }, { type: "destroy", target: "T" }],
      expect: { "p1.board": [WISP, YETI], "p1.board.0.attack": 2, "p1.board.0.health": 2, "p1.board.1.attack": 5, "p1.board.1.health": 6 },
    });
  });
});
