/** Whizbang's Workshop (WHIZBANGS_WORKSHOP): the cards w11/sunken built — the Origamis (`swapStats`, rules-notes 1023) and the rest. */
import { describe } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

const WISP = "CS2_231"; // 1/1
const YETI = "CS2_182"; // 4/5
void WISP;

describe("Whizbang's Workshop (w11/sunken)", () => {
  describeCard("TOY_894", () => {
    cardCase("TOY_894", {
      does: "swaps Attack with the target: the Frog 4/4, the Yeti 1/5",
      p1: { hand: [{ card: "TOY_894", ref: "F" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "F", target: "Y" }],
      expect: { "F.attack": 4, "F.health": 4, "Y.attack": 1, "Y.health": 5, "F.seen.RUSH": 1 },
    });
  });
  describeCard("TOY_895", () => {
    cardCase("TOY_895", {
      does: "swaps Health with the damaged target: the Crane 4/2, the Yeti 4/1 (its current Health, damage cleared)",
      p1: { hand: [{ card: "TOY_895", ref: "C" }] },
      p2: { board: [{ card: YETI, ref: "Y", health: 2 }] },
      actions: [{ type: "play", card: "C", target: "Y" }],
      expect: { "C.attack": 4, "C.health": 2, "Y.attack": 4, "Y.health": 1, "Y.maxHealth": 1 },
    });
  });
  describeCard("TOY_896", () => {
    cardCase("TOY_896", {
      does: "swaps both stats: the Dragon 4/5, the Yeti 1/1",
      p1: { hand: [{ card: "TOY_896", ref: "D" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "D", target: "Y" }],
      expect: { "D.attack": 4, "D.health": 5, "Y.attack": 1, "Y.health": 1, "D.seen.DIVINE_SHIELD": 1 },
    });
    cardCase("TOY_896", {
      does: "a friendly minion may be the one",
      p1: { hand: [{ card: "TOY_896", ref: "D" }], board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "D", target: "Y" }],
      expect: { "D.attack": 4, "Y.attack": 1 },
    });
  });
});
