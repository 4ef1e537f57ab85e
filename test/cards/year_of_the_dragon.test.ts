/** Behaviour tests of Galakrond's Awakening (YEAR_OF_THE_DRAGON) cards. */
import { describe } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

const YETI = "CS2_182";
const WISP = "CS2_231";

describe("Galakrond's Awakening", () => {
  describeCard("YOD_022", () => {
    cardCase("YOD_022", {
      does: "after you play a minion, 1 damage to every minion on both sides (the played one and itself too), none to heroes",
      p1: { board: [{ card: "YOD_022", ref: "RS" }, { card: YETI, ref: "F" }], hand: [{ card: WISP, ref: "W" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "play", card: "W" }],
      expect: { "W.zone": "graveyard", "RS.health": 2, "F.health": 4, "E.health": 4, "p1.hero.health": 30, "p2.hero.health": 30, "events.damage": 4 },
    });
    cardCase("YOD_022", {
      does: "once per minion played: two minions, 2 damage each",
      p1: { board: [{ card: "YOD_022", ref: "RS" }], hand: [{ card: YETI, ref: "Y1" }, { card: YETI, ref: "Y2" }] },
      actions: [{ type: "play", card: "Y1" }, { type: "play", card: "Y2" }],
      expect: { "Y1.health": 3, "Y2.health": 4, "RS.health": 1 },
    });
    cardCase("YOD_022", {
      does: "not for itself being played, a spell, a minion summoned, or the opponent's minion",
      p1: { hand: [{ card: "YOD_022", ref: "RS" }, { card: "CS2_027", ref: "MI" }] },
      p2: { board: [{ card: YETI, ref: "E" }], hand: [{ card: WISP, ref: "EW" }], deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "RS" }, { type: "play", card: "MI" }, { type: "endTurn" }, { type: "play", card: "EW" }],
      expect: { "RS.health": 3, "E.health": 5, "EW.zone": "board", "events.damage": 0 },
    });
  });
});
