/** Forged in the Barrens (THE_BARRENS): cards whose steps the format already had (w10/late-a). */
import { expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231"; // 1/1
const KOBOLD = "CS2_142"; // Kobold Geomancer 2/2, Spell Damage +1

describeCard("BAR_306", () => {
  cardCase("BAR_306", {
    does: "waits: nothing this turn",
    p1: { hand: [{ card: "BAR_306", ref: "S" }], board: [{ card: YETI, ref: "A" }] },
    p2: { board: [{ card: YETI, ref: "B" }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "A.health": 5, "B.health": 5, "S.zone": "secrets" },
  });
  cardCase("BAR_306", {
    does: "the start of your next turn: 3 damage to every minion, then the Sigil is gone",
    p1: { hand: [{ card: "BAR_306", ref: "S" }], board: [{ card: YETI, ref: "A" }], deck: [{ card: WISP }] },
    p2: { board: [{ card: YETI, ref: "B" }, { card: WISP, ref: "W" }], deck: [{ card: WISP }] },
    actions: [{ type: "play", card: "S" }, { type: "endTurn" }, { type: "endTurn" }],
    expect: { "A.health": 2, "B.health": 2, "W.zone": "graveyard", "S.zone": "graveyard", "p1.hero.health": 30, "p2.hero.health": 30 },
  });
  cardCase("BAR_306", {
    does: "Spell Damage read as it resolves: a Kobold Geomancer played after the Sigil adds 1 (4 damage; the Kobold dies too)",
    p1: { hand: [{ card: "BAR_306", ref: "S" }, { card: KOBOLD, ref: "K" }], deck: [{ card: WISP }] },
    p2: { board: [{ card: YETI, ref: "B" }], deck: [{ card: WISP }] },
    actions: [{ type: "play", card: "S" }, { type: "play", card: "K" }, { type: "endTurn" }, { type: "endTurn" }],
    expect: { "B.health": 1, "K.zone": "graveyard" },
  });
});

describeCard("WC_003", () => {
  cardCase("WC_003", {
    does: "waits: nothing this turn",
    p1: { hand: [{ card: "WC_003", ref: "S" }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "p1.board": [], "S.zone": "secrets" },
  });
  cardCase("WC_003", {
    does: "the start of your next turn: two 2/2 Taunt Demons, then the Sigil is gone",
    p1: { hand: [{ card: "WC_003", ref: "S" }], deck: [{ card: WISP }] },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "play", card: "S" }, { type: "endTurn" }, { type: "endTurn" }],
    check: (r) => {
      const board = r.state.players[0].board;
      expect(board.map((e) => e.card)).toEqual(["WC_003t", "WC_003t"]);
      for (const e of board) {
        expect([e.attack, e.health]).toEqual([2, 2]);
        expect(e.seen?.TAUNT).toBe(1);
      }
      expect(r.state.players[0].secrets).toEqual([]);
    },
  });
  cardCase("WC_003", {
    does: "the summoned 2/2s are Demons: Demonfire on one gives it +2/+2 instead of damage",
    p1: { hand: [{ card: "WC_003", ref: "S" }, { card: "EX1_596", ref: "F" }], deck: [{ card: WISP }] },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "play", card: "S" }, { type: "endTurn" }, { type: "endTurn" },
      { type: "play", card: "F", target: "p1.board.0" }],
    expect: { "p1.board.0.attack": 4, "p1.board.0.health": 4, "p1.board.1.health": 2 },
  });
});

describeCard("BAR_845", () => {
  cardCase("BAR_845", {
    does: "2 damage to every minion; 2 Armor for each one it destroyed (3 Wisps of either side: 6), none for survivors",
    p1: { hand: [{ card: "BAR_845", ref: "R" }], board: [{ card: WISP, ref: "W1" }, { card: YETI, ref: "Y" }] },
    p2: { board: [{ card: WISP, ref: "W2" }, { card: WISP, ref: "W3" }] },
    actions: [{ type: "play", card: "R" }],
    expect: { "p1.hero.armor": 6, "p2.hero.armor": 0, "Y.health": 3, "W1.zone": "graveyard", "W3.zone": "graveyard" },
  });
  cardCase("BAR_845", {
    does: "nothing destroyed: no Armor",
    p1: { hand: [{ card: "BAR_845", ref: "R" }], board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "R" }],
    expect: { "p1.hero.armor": 0, "Y.health": 3 },
  });
});

const SENJIN = "CS2_179"; // 3/5 Taunt

describeCard("BAR_841", () => {
  cardCase("BAR_841", {
    does: "the Taunt minion in hand gets +1/+1, and a copy of it (with the +1/+1) is added; the other cards untouched",
    p1: { hand: [{ card: "BAR_841", ref: "B" }, { card: SENJIN, ref: "S" }, { card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "B" }],
    check: (r) => {
      const hand = r.state.players[0].hand;
      expect(hand.map((e) => [e.card, e.attack, e.health])).toEqual([[SENJIN, 4, 6], [YETI, 4, 5], [SENJIN, 4, 6]]);
    },
  });
  cardCase("BAR_841", {
    does: "no Taunt minion in hand: nothing",
    p1: { hand: [{ card: "BAR_841", ref: "B" }, { card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "B" }],
    expect: { "p1.hand": [YETI], "Y.attack": 4 },
  });
});

describeCard("BAR_549", () => {
  cardCase("BAR_549", {
    does: "+2/+2; it has Taunt: a copy of it in hand, as printed (3/5)",
    p1: { hand: [{ card: "BAR_549", ref: "M" }], board: [{ card: SENJIN, ref: "S" }] },
    actions: [{ type: "play", card: "M", target: "S" }],
    check: (r) => {
      const s = r.state.players[0].board[0]!;
      expect([s.attack, s.health]).toEqual([5, 7]);
      expect(r.state.players[0].hand.map((e) => [e.card, e.attack, e.health])).toEqual([[SENJIN, 3, 5]]);
    },
  });
  cardCase("BAR_549", {
    does: "no Taunt: only the +2/+2",
    p1: { hand: [{ card: "BAR_549", ref: "M" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "M", target: "Y" }],
    expect: { "Y.attack": 6, "Y.health": 7, "p1.hand": [] },
  });
});

describeCard("BAR_321", () => {
  cardCase("BAR_321", {
    does: "the weapon +1 Attack (Assassin's Blade 2 → 3); the hero attacks a Yeti Immune (no damage back), and is not Immune after",
    p1: { hand: [{ card: "BAR_321", ref: "P" }], weapon: { card: "CS2_080", ref: "K" } },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "P" }, { type: "attack", attacker: "p1.hero", defender: "Y" }],
    check: (r) => {
      const p = r.state.players[0];
      expect(p.weapon?.attack).toBe(3);
      expect(p.hero.health).toBe(30);
      expect(p.hero.seen?.IMMUNE ?? p.hero.tags?.IMMUNE).toBeFalsy();
      const y = r.state.players[1].board[0]!;
      expect(y.health).toBe(2);
    },
  });
  cardCase("BAR_321", {
    does: "not Immune when attacked: an enemy Yeti's attack on the hero hurts",
    p1: { hand: [{ card: "BAR_321", ref: "P" }], weapon: { card: "CS2_080", ref: "K" }, deck: [{ card: WISP }] },
    p2: { board: [{ card: YETI, ref: "Y" }], deck: [{ card: WISP }] },
    actions: [{ type: "play", card: "P" }, { type: "endTurn" }, { type: "attack", attacker: "Y", defender: "p1.hero" }],
    expect: { "p1.hero.health": 26 },
  });
  cardCase("BAR_321", {
    does: "no weapon: it can't be played",
    p1: { hand: [{ card: "BAR_321", ref: "P" }] },
    actions: [{ type: "play", card: "P" }],
    error: "illegal_action",
  });
});
