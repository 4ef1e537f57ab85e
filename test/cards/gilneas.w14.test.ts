/** Behaviour tests of The Witchwood cards implemented in session 14 (w14/old). */
import { describe, expect, it } from "vitest";
import { run } from "../support/engine.js";
import { cardCase, describeCard } from "../support/cards.js";

const YETI = "CS2_182";
const RAPTOR = "CS2_172";

describe("The Witchwood (w14/old)", () => {
  describeCard("GIL_825", () => {
    cardCase("GIL_825", {
      does: "Battlecry: 2 to all other minions; the Raptor dies, so again: the Yeti takes 4 in all, Godfrey none",
      p1: { hand: [{ card: "GIL_825", ref: "G" }] },
      p2: { board: [{ card: RAPTOR, ref: "R" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "G" }],
      expect: { "R.zone": "graveyard", "Y.health": 1, "G.health": 4 },
    });
    cardCase("GIL_825", {
      does: "nothing dies: one run only",
      p1: { hand: [{ card: "GIL_825", ref: "G" }], board: [{ card: YETI, ref: "A" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "G" }],
      expect: { "Y.health": 3, "A.health": 3 },
    });
  });
});

describe("The Witchwood (w14/old), Genn Greymane", () => {
  const EVEN = [{ card: "CS2_182" }, { card: "CS2_172" }, { card: "CS2_024" }];
  // The Start of Game action's zhCN log names the action in English, so these run without the case helper's log check.
  const start = (p1: Record<string, unknown>) => run({
    seed: 2, state: { turn: 1, activePlayer: 1, players: [{ mana: { crystals: 0 }, ...p1 }, { mana: { crystals: 0 }, deck: [{ card: "CS2_182" }] }] },
    actions: [{ type: "startGame" }],
  });
  describeCard("GIL_692", () => {
    it("Start of Game, a deck of only even-Cost cards: your Hero Power costs (1) by GIL_692e; the opponent's stays (2)", () => {
      const r = start({ deck: [...EVEN, { card: "GIL_692" }] });
      expect(r.state.players[0]!.heroPower!.cost).toBe(1);
      expect(r.state.players[0]!.heroPower!.enchantments!.map((e) => e.card)).toEqual(["GIL_692e"]);
      expect(r.state.players[1]!.heroPower!.cost).toBe(2);
    });
    it("an odd-Cost card in the deck: nothing", () => {
      const r = start({ deck: [...EVEN, { card: "CS2_189" }, { card: "GIL_692" }] });
      expect(r.state.players[0]!.heroPower!.cost).toBe(2);
    });
    it("an odd-Cost card in the opening hand does not count (the deck only): (1)", () => {
      const r = start({ hand: [{ card: "CS2_189" }], deck: [...EVEN, { card: "GIL_692" }] });
      expect(r.state.players[0]!.heroPower!.cost).toBe(1);
    });
  });
});
