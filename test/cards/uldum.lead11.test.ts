/** Behaviour tests of Saviors of Uldum cards the lead implemented in session 11. */
import { describe, expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231"; // 1/1
const HARVEST = "EX1_556"; // Harvest Golem 2/3, "Deathrattle: Summon a 2/1 Damaged Golem."

describe("Saviors of Uldum (lead, session 11)", () => {
  describeCard("ULD_269", () => {
    cardCase("ULD_269", {
      does: "destroys a friendly minion (its Deathrattle resolves) and returns a fresh copy in its place",
      p1: { hand: [{ card: "ULD_269", ref: "R" }], board: [{ card: HARVEST, ref: "H", tags: { DAMAGE: 2 } }, { card: WISP }] },
      actions: [{ type: "play", card: "R", target: "H", position: 2 }],
      expect: { "p1.board": [HARVEST, "skele21", WISP, "ULD_269"], "p1.board.0.health": 3, "H.zone": "graveyard" },
    });
    cardCase("ULD_269", {
      does: "only a friendly minion",
      p1: { hand: [{ card: "ULD_269", ref: "R" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "R", target: "Y" }],
      error: "illegal_action",
    });
  });
  describeCard("ULD_173", () => {
    cardCase("ULD_173", {
      does: "while you're Overloaded, your other minions have +2 Attack",
      p1: { board: [{ card: "ULD_173", ref: "V" }, { card: YETI, ref: "Y" }], mana: { crystals: 5, used: 0, overloadOwed: 1 } },
      actions: [{ type: "endTurn" }],
      expect: { "Y.attack": 6, "V.attack": 2 },
    });
    cardCase("ULD_173", {
      does: "not Overloaded: nothing",
      p1: { board: [{ card: "ULD_173", ref: "V" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "endTurn" }],
      expect: { "Y.attack": 4 },
    });
  });
  describeCard("ULD_157", () => {
    cardCase("ULD_157", {
      does: "with a Quest in play: draws a card",
      p1: { hand: [{ card: "ULD_157", ref: "Q" }], secrets: [{ card: "UNG_920" }], deck: [{ card: YETI }] },
      actions: [{ type: "play", card: "Q" }],
      expect: { "p1.hand": [YETI] },
    });
    cardCase("ULD_157", {
      does: "a Secret is no Quest: no card",
      p1: { hand: [{ card: "ULD_157", ref: "Q" }], secrets: [{ card: "EX1_130" }], deck: [{ card: YETI }] },
      actions: [{ type: "play", card: "Q" }],
      expect: { "p1.hand": [] },
    });
  });
  describeCard("ULD_438", () => {
    cardCase("ULD_438", {
      does: "Deathrattle: draws two 1-Health minions from the deck, not others",
      p1: { board: [{ card: "ULD_438", ref: "S" }], deck: [{ card: YETI }, { card: WISP }, { card: "CS2_189" }, { card: WISP }] },
      actions: [{ type: "destroy", target: "S" }],
      check: (r) => {
        const hand = r.state.players[0].hand.map((c) => c.card);
        expect(hand.length).toBe(2);
        expect(hand).not.toContain(YETI);
        expect(r.state.players[0].deck.map((c) => c.card)).toContain(YETI);
      },
    });
  });
});
