/** Behaviour tests of Knights of the Frozen Throne cards implemented in session 14 (w14/old). */
import { describe } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

const WISP = "CS2_231";
const YETI = "CS2_182";
const RAPTOR = "CS2_172";
const GRIZZLY = "CS2_125";

describe("Knights of the Frozen Throne (w14/old)", () => {
  describeCard("ICC_041", () => {
    cardCase("ICC_041", {
      does: "1 to all minions, again while any die: 1-, 2- and 3-Health minions die, the Yeti takes 4, then no death ends it",
      p1: { hand: [{ card: "ICC_041", ref: "D" }], board: [{ card: WISP, ref: "W" }, { card: YETI, ref: "Y" }] },
      p2: { board: [{ card: RAPTOR, ref: "R" }, { card: GRIZZLY, ref: "G" }] },
      actions: [{ type: "play", card: "D" }],
      expect: { "W.zone": "graveyard", "R.zone": "graveyard", "G.zone": "graveyard", "Y.health": 1, "p2.hero.health": 30 },
    });
    cardCase("ICC_041", {
      does: "nothing dies: one cast only",
      p1: { hand: [{ card: "ICC_041", ref: "D" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "D" }],
      expect: { "Y.health": 4 },
    });
    cardCase("ICC_041", {
      does: "a Deathrattle of a minion killed resolves before the next cast, so its Damaged Golem is hit by it",
      p1: { hand: [{ card: "ICC_041", ref: "D" }] },
      p2: { board: [{ card: "EX1_556", ref: "H", health: 1 }, { card: RAPTOR, ref: "R" }] },
      actions: [{ type: "play", card: "D" }],
      expect: { "H.zone": "graveyard", "R.zone": "graveyard", "p2.board": [] },
    });
  });
});
