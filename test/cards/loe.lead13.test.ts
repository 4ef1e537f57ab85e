/** Behaviour tests of League of Explorers cards the lead implemented in session 13. */
import { describe, expect, it } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { player, request, run } from "../support/engine.js";

const RAIDER = "CS2_168"; // Murloc Raider 2/1
const BLUEGILL = "CS2_173"; // Bluegill Warrior 2/1 Charge
const YETI = "CS2_182";
const WISP = "CS2_231";
const death = (card: string, controller: 1 | 2, turn = 2) => ({ card, controller, turn });

describe("League of Explorers (lead, session 13)", () => {
  describeCard("LOE_026", () => {
    cardCase("LOE_026", {
      does: "summons each Murloc death once, either player's, for you; no other minion",
      state: { deaths: [death(RAIDER, 1), death(RAIDER, 1), death(BLUEGILL, 2), death(YETI, 1)] },
      p1: { hand: [{ card: "LOE_026", ref: "A" }] },
      actions: [{ type: "play", card: "A" }],
      expect: { "p1.board.length": 3, "p2.board": [] },
    });
    it("a Murloc that died twice comes twice; the card list is the deaths'", () => {
      const r = run(request([player({ hand: [{ card: "LOE_026", ref: "A" }] }), player()], [{ type: "play", card: "A" }],
        { state: { deaths: [death(RAIDER, 1), death(RAIDER, 1), death(BLUEGILL, 2), death(YETI, 1)] } }));
      expect(r.state.players[0].board.map((m) => m.card).sort()).toEqual([RAIDER, RAIDER, BLUEGILL].sort());
    });
    it("more than 7 Murloc deaths: 7 summoned, each a recorded pick among the deaths left", () => {
      const deaths = [...Array(6).fill(0).map(() => death(RAIDER, 1)), ...Array(4).fill(0).map(() => death(BLUEGILL, 2))];
      const r = run(request([player({ hand: [{ card: "LOE_026", ref: "A" }] }), player()], [{ type: "play", card: "A" }], { state: { deaths } }));
      const board = r.state.players[0].board.map((m) => m.card);
      expect(board.length).toBe(7);
      expect(board.filter((c) => c === RAIDER).length).toBeLessThanOrEqual(6);
      expect(board.filter((c) => c === BLUEGILL).length).toBeLessThanOrEqual(4);
      const picks = r.random.filter((d) => d.purpose === "random minion that died");
      expect(picks.length).toBe(7);
    });
    cardCase("LOE_026", {
      does: "a full board stops it: 5 minions in play, 2 Murlocs come",
      state: { deaths: [death(RAIDER, 1), death(RAIDER, 1), death(RAIDER, 2), death(RAIDER, 2)] },
      p1: { board: [{ card: WISP }, { card: WISP }, { card: WISP }, { card: WISP }, { card: WISP }], hand: [{ card: "LOE_026", ref: "A" }] },
      actions: [{ type: "play", card: "A" }],
      expect: { "p1.board.length": 7 },
    });
    cardCase("LOE_026", {
      does: "no Murloc died: nothing",
      state: { deaths: [death(YETI, 1)] },
      p1: { hand: [{ card: "LOE_026", ref: "A" }] },
      actions: [{ type: "play", card: "A" }],
      expect: { "p1.board": [] },
    });
  });
});

describe("League of Explorers (lead, session 13): Jungle Moonkin", () => {
  describeCard("LOE_051", () => {
    cardCase("LOE_051", {
      does: "its controller's spells get +2: Moonfire deals 3",
      p1: { board: [{ card: "LOE_051" }], hand: [{ card: "CS2_008", ref: "M" }] },
      actions: [{ type: "play", card: "M", target: "p2.hero" }],
      expect: { "p2.hero.health": 27 },
    });
    cardCase("LOE_051", {
      does: "the opponent's spells get +2 too",
      state: { activePlayer: 2 },
      p1: { board: [{ card: "LOE_051" }] },
      p2: { hand: [{ card: "CS2_008", ref: "M" }] },
      actions: [{ type: "play", card: "M", target: "p1.hero" }],
      expect: { "p1.hero.health": 27 },
    });
    cardCase("LOE_051", {
      does: "silenced: neither player has it",
      state: { activePlayer: 2 },
      p1: { board: [{ card: "LOE_051", ref: "J", tags: { SILENCED: 1 } }] },
      p2: { hand: [{ card: "CS2_008", ref: "M" }] },
      actions: [{ type: "play", card: "M", target: "p1.hero" }],
      expect: { "p1.hero.health": 29 },
    });
  });
});

describe("League of Explorers (lead, session 13): Tunnel Trogg", () => {
  const BOLT = "EX1_238"; // Lightning Bolt: Deal 3, Overload (1)
  const DEVIL = "EX1_243"; // Dust Devil: Overload (2)
  describeCard("LOE_018", () => {
    cardCase("LOE_018", {
      does: "Overload (1): +1 Attack",
      p1: { board: [{ card: "LOE_018", ref: "T" }], hand: [{ card: BOLT, ref: "B" }] },
      actions: [{ type: "play", card: "B", target: "p2.hero" }],
      expect: { "T.attack": 2, "p1.mana.overloadOwed": 1 },
    });
    cardCase("LOE_018", {
      does: "Overload (2) then (1): +3 in all",
      p1: { board: [{ card: "LOE_018", ref: "T" }], hand: [{ card: DEVIL, ref: "D" }, { card: BOLT, ref: "B" }] },
      actions: [{ type: "play", card: "D" }, { type: "play", card: "B", target: "p2.hero" }],
      expect: { "T.attack": 4 },
    });
    cardCase("LOE_018", {
      does: "the opponent's Overload does not count",
      state: { activePlayer: 2 },
      p1: { board: [{ card: "LOE_018", ref: "T" }] },
      p2: { hand: [{ card: BOLT, ref: "B" }] },
      actions: [{ type: "play", card: "B", target: "p1.hero" }],
      expect: { "T.attack": 1 },
    });
    cardCase("LOE_018", {
      does: "a countered Lightning Bolt is no Overload",
      p1: { board: [{ card: "LOE_018", ref: "T" }], hand: [{ card: BOLT, ref: "B" }] },
      p2: { secrets: [{ card: "EX1_287" }] },
      actions: [{ type: "play", card: "B", target: "p2.hero" }],
      expect: { "T.attack": 1, "p1.mana.overloadOwed": 0 },
    });
  });
});
