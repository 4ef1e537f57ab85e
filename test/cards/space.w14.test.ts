/** The Great Dark Beyond and Heroes of StarCraft (SPACE): cards of session 14 (w14/space, rules-notes 1620-1639). */
import { describe } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231"; // 0-Cost 1/1
const ZERGLING = "SC_010"; // 1/1 Zerg
const MOONFIRE = "CS2_008"; // 0-Cost, 1 damage
const BLESSING_OF_MIGHT = "CS2_087"; // +3 Attack

describe("The Great Dark Beyond (w14)", () => {
  describeCard("GDB_331", () => {
    cardCase("GDB_331", {
      does: "Deathrattle: two 4/4 Splitting Boulders where it stood",
      p1: { board: [{ card: WISP }, { card: "GDB_331", ref: "S" }, { card: YETI }] },
      actions: [{ type: "destroy", target: "S" }],
      expect: { "p1.board": [WISP, "GDB_331t1", "GDB_331t1", YETI], "p1.board.1.attack": 4, "p1.board.1.health": 4,
        "p1.board.2.attack": 4, "p1.board.2.health": 4 },
    });
    cardCase("GDB_331", {
      does: "a Splitting Boulder splits into two 2/2 Splitting Stones, each Stone into two 1/1 Pebbles",
      p1: { board: [{ card: "GDB_331t1", ref: "B" }, { card: "GDB_331t2", ref: "T" }] },
      actions: [{ type: "destroy", target: "B" }, { type: "destroy", target: "T" }],
      expect: { "p1.board": ["GDB_331t2", "GDB_331t2", "GDB_331t3", "GDB_331t3"], "p1.board.0.attack": 2, "p1.board.0.health": 2,
        "p1.board.3.attack": 1, "p1.board.3.health": 1 },
    });
    cardCase("GDB_331", {
      does: "a Pebble dies leaving nothing",
      p1: { board: [{ card: "GDB_331t3", ref: "P" }] },
      actions: [{ type: "destroy", target: "P" }],
      expect: { "p1.board": [] },
    });
  });

  describeCard("SC_001", () => {
    cardCase("SC_001", {
      does: "gets one Baneling without a Zerg minion",
      p1: { board: [{ card: YETI }], hand: [{ card: "SC_001", ref: "H" }] },
      actions: [{ type: "play", card: "H" }],
      expect: { "p1.hand": ["SC_019t"], "p1.mana.used": 1 },
    });
    cardCase("SC_001", {
      does: "gets two Banelings while it controls a Zerg minion",
      p1: { board: [{ card: ZERGLING }], hand: [{ card: "SC_001", ref: "H" }] },
      actions: [{ type: "play", card: "H" }],
      expect: { "p1.hand": ["SC_019t", "SC_019t"] },
    });
    cardCase("SC_001", {
      does: "the Baneling is a 1-Cost 1/1 Zerg minion: a second Baneling Barrage gets two",
      p1: { hand: [{ card: "SC_019t", ref: "B" }, { card: "SC_001", ref: "H" }] },
      actions: [{ type: "play", card: "B" }, { type: "play", card: "H" }],
      expect: { "B.attack": 1, "B.health": 1, "p1.mana.used": 2, "p1.hand": ["SC_019t", "SC_019t"] },
    });
    cardCase("SC_001", {
      does: "the Baneling's Deathrattle deals its Attack as it died to every enemy minion, not to heroes or friends",
      p1: { board: [{ card: "SC_019t", ref: "B" }, { card: YETI, ref: "F" }], hand: [{ card: BLESSING_OF_MIGHT, ref: "M" }] },
      p2: { board: [{ card: YETI, ref: "Y1" }, { card: YETI, ref: "Y2" }] },
      actions: [{ type: "play", card: "M", target: "B" }, { type: "destroy", target: "B" }],
      expect: { "Y1.health": 1, "Y2.health": 1, "F.health": 5, "p2.hero.health": 30, "B.zone": "graveyard" },
    });
    cardCase("SC_001", {
      does: "a 1/1 Baneling killed by damage explodes for 1",
      p1: { board: [{ card: "SC_019t", ref: "B" }], hand: [{ card: MOONFIRE, ref: "M" }] },
      p2: { board: [{ card: WISP, ref: "W" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "M", target: "B" }],
      expect: { "W.zone": "graveyard", "Y.health": 4 },
    });
  });
});
