/** Fractured in Alterac Valley (ALTERAC_VALLEY): cards whose steps the format already had (w10/late-a). */
import { expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { at } from "../support/engine.js";

const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231"; // 1/1
const MOONFIRE = "CS2_008"; // 1 damage, 0 Cost
const OPPONENTS_TURN = { activePlayer: 2 };

describeCard("ONY_020", () => {
  cardCase("ONY_020", {
    does: "your spell cast on it: +2 Attack (3/4 after Moonfire)",
    p1: { board: [{ card: "ONY_020", ref: "A" }], hand: [{ card: MOONFIRE, ref: "M" }] },
    actions: [{ type: "play", card: "M", target: "A" }],
    expect: { "A.attack": 3, "A.health": 4 },
  });
  cardCase("ONY_020", {
    does: "your spell on another target: nothing",
    p1: { board: [{ card: "ONY_020", ref: "A" }], hand: [{ card: MOONFIRE, ref: "M" }] },
    actions: [{ type: "play", card: "M", target: "p2.hero" }],
    expect: { "A.attack": 1, "p2.hero.health": 29 },
  });
  cardCase("ONY_020", {
    does: "the opponent's spell on it: nothing",
    p1: { board: [{ card: "ONY_020", ref: "A" }] },
    p2: { hand: [{ card: MOONFIRE, ref: "M" }] },
    state: OPPONENTS_TURN,
    actions: [{ type: "play", card: "M", target: "A" }],
    expect: { "A.attack": 1, "A.health": 4 },
  });
});

describeCard("ONY_002", () => {
  cardCase("ONY_002", {
    does: "in hand, your turn ends with unspent Mana: it costs (1) less (3); twice: (2)",
    p1: { hand: [{ card: "ONY_002", ref: "G" }], deck: [{ card: WISP }, { card: WISP }], mana: { crystals: 5, used: 4 } },
    p2: { deck: [{ card: WISP }, { card: WISP }] },
    actions: [{ type: "endTurn" }],
    expect: { "G.cost": 3 },
  });
  cardCase("ONY_002", {
    does: "all Mana spent: its Cost stays (4)",
    p1: { hand: [{ card: "ONY_002", ref: "G" }], deck: [{ card: WISP }], mana: { crystals: 5, used: 5 } },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "endTurn" }],
    expect: { "G.cost": 4 },
  });
  cardCase("ONY_002", {
    does: "not at the end of the opponent's turn",
    p1: { hand: [{ card: "ONY_002", ref: "G" }], deck: [{ card: WISP }] },
    p2: { deck: [{ card: WISP }], mana: { crystals: 5, used: 0 } },
    state: OPPONENTS_TURN,
    actions: [{ type: "endTurn" }],
    expect: { "G.cost": 4 },
  });
  cardCase("ONY_002", {
    does: "Taunt on the board",
    p1: { hand: [{ card: "ONY_002", ref: "G" }] },
    actions: [{ type: "play", card: "G" }],
    expect: { "G.seen.TAUNT": 1, "G.attack": 4, "G.health": 5 },
  });
});

describeCard("AV_142t", () => {
  cardCase("AV_142t", {
    does: "5 Mana: 4 left spent, 4 random picks of the four, each +2/+2 or a keyword",
    p1: { hand: [{ card: "AV_142t", ref: "I" }], mana: { crystals: 5, used: 0 } },
    actions: [{ type: "play", card: "I" }],
    check: (r) => {
      const picks = r.random.filter((d) => d.purpose === "random option");
      expect(picks).toHaveLength(4);
      for (const p of picks) expect(p.candidates).toHaveLength(4);
      const chosen = picks.map((p) => Number(p.chosen));
      const stats = chosen.filter((c) => c === 0).length;
      const ivus = at(r.state, "I");
      expect(ivus.attack).toBe(1 + 2 * stats);
      expect(ivus.health).toBe(1 + 2 * stats);
      for (const [i, kw] of [[1, "RUSH"], [2, "DIVINE_SHIELD"], [3, "TAUNT"]] as const) {
        expect(Boolean(ivus.seen?.[kw])).toBe(chosen.includes(i));
      }
      expect(r.state.players[0].mana.used).toBe(5);
    },
  });
  cardCase("AV_142t", {
    does: "no Mana left after it: nothing gained (1/1)",
    p1: { hand: [{ card: "AV_142t", ref: "I" }], mana: { crystals: 1, used: 0 } },
    actions: [{ type: "play", card: "I" }],
    check: (r) => {
      expect(r.random.filter((d) => d.purpose === "random option")).toHaveLength(0);
      expect(at(r.state, "I").attack).toBe(1);
      expect(at(r.state, "I").health).toBe(1);
    },
  });
});

describeCard("AV_657", () => {
  cardCase("AV_657", {
    does: "at the end of your turn: your lowest-Attack minion destroyed, a 4/4 Shade summoned",
    p1: { hand: [{ card: "AV_657", ref: "G" }], board: [{ card: YETI, ref: "Y" }, { card: WISP, ref: "W" }], deck: [{ card: WISP }] },
    p2: { board: [{ card: WISP, ref: "E" }], deck: [{ card: WISP }] },
    actions: [{ type: "play", card: "G" }, { type: "endTurn" }],
    check: (r) => {
      expect(at(r.state, "W").zone).toBe("graveyard");
      expect(at(r.state, "Y").zone).toBe("board");
      expect(at(r.state, "E").zone).toBe("board");
      const board = r.state.players[0].board;
      expect(board.map((e) => e.card)).toEqual([YETI, "AV_657t"]);
      expect(board[1]!.attack).toBe(4);
      expect(board[1]!.health).toBe(4);
    },
  });
  cardCase("AV_657", {
    does: "no friendly minion: no Shade",
    p1: { hand: [{ card: "AV_657", ref: "G" }], deck: [{ card: WISP }] },
    p2: { board: [{ card: WISP, ref: "E" }], deck: [{ card: WISP }] },
    actions: [{ type: "play", card: "G" }, { type: "endTurn" }],
    expect: { "p1.board": [], "E.zone": "board" },
  });
  cardCase("AV_657", {
    does: "lasts 3 turns: three of your turn ends, then gone (the fourth leaves the last Shade)",
    p1: { hand: [{ card: "AV_657", ref: "G" }], board: [{ card: WISP }], deck: [{ card: WISP }, { card: WISP }, { card: WISP }, { card: WISP }] },
    p2: { deck: [{ card: WISP }, { card: WISP }, { card: WISP }, { card: WISP }] },
    actions: [{ type: "play", card: "G" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" },
      { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }],
    expect: { "p1.board": ["AV_657t"], "G.zone": "graveyard" },
  });
});
