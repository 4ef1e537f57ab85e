/** Forged in the Barrens (THE_BARRENS): the Ranked spells (等级, rules-notes 1100; w11/storm). */
import { expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231"; // 1/1
const RAPTOR = "CS2_172"; // Bloodfen Raptor 3/2, a Beast
const mana = (crystals: number, used = 0) => ({ crystals, used, temp: 0, overloadOwed: 0, overloadLocked: 0, maxCrystals: 10 });

describeCard("BAR_044", () => {
  cardCase("BAR_044", {
    does: "Rank 1 (4 crystals): 2 damage to the minion and one random neighbour, the other neighbour untouched",
    p1: { hand: [{ card: "BAR_044", ref: "S" }], mana: mana(4) },
    p2: { board: [{ card: YETI, ref: "L" }, { card: YETI, ref: "M" }, { card: YETI, ref: "R" }] },
    actions: [{ type: "play", card: "S", target: "M" }],
    check: (r) => {
      const [l, m, rr] = r.state.players[1].board.map((e) => e.health);
      expect(m).toBe(3);
      expect([l, rr].sort()).toEqual([3, 5]);
      expect(r.state.players[0].graveyard.map((e) => e.card)).toEqual(["BAR_044"]);
    },
  });
  cardCase("BAR_044", {
    does: "Rank 2 at 5 crystals: the card in hand is Chain Lightning (Rank 2), 3 damage; a lone minion is hit alone",
    p1: { hand: [{ card: "BAR_044", ref: "S" }], mana: mana(5) },
    p2: { board: [{ card: YETI, ref: "M" }] },
    actions: [{ type: "play", card: "S", target: "M" }],
    expect: { "M.health": 2, "S.card": "BAR_044t", "p1.graveyard": ["BAR_044t"] },
  });
  cardCase("BAR_044", {
    does: "Rank 3 at 10 crystals: 4 damage to both",
    p1: { hand: [{ card: "BAR_044", ref: "S" }] },
    p2: { board: [{ card: YETI, ref: "L" }, { card: YETI, ref: "M" }] },
    actions: [{ type: "play", card: "S", target: "M" }],
    expect: { "L.health": 1, "M.health": 1, "S.card": "BAR_044t2" },
  });
  cardCase("BAR_044", {
    does: "upgrades in hand when the turn's crystal makes 5, not before; the deck's copy stays Rank 1 until drawn",
    p1: { hand: [{ card: "BAR_044", ref: "S" }], deck: [{ card: "BAR_044", ref: "D" }, { card: WISP }], mana: mana(4) },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "endTurn" }],
    expect: { "S.card": "BAR_044", "D.card": "BAR_044" },
  });
  cardCase("BAR_044", {
    does: "at the start of the next turn (5 crystals) the card in hand and the one drawn are Rank 2",
    p1: { hand: [{ card: "BAR_044", ref: "S" }], deck: [{ card: "BAR_044", ref: "D" }], mana: mana(4) },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "endTurn" }, { type: "endTurn" }],
    expect: { "S.card": "BAR_044t", "D.card": "BAR_044t", "D.zone": "hand", "p1.mana.crystals": 5 },
  });
  cardCase("BAR_044", {
    does: "a Mana Crystal gained mid-turn (Wild Growth at 4) upgrades it; the opponent's crystals do not count",
    p1: { hand: [{ card: "BAR_044", ref: "S" }, { card: "CS2_013", ref: "G" }], mana: mana(4) },
    actions: [{ type: "play", card: "G" }],
    expect: { "S.card": "BAR_044t", "p1.mana.crystals": 5 },
  });
  cardCase("BAR_044", {
    does: "temporary Mana is no crystal: The Coin at 4 crystals leaves it Rank 1",
    p1: { hand: [{ card: "BAR_044", ref: "S" }, { card: "GAME_005", ref: "C" }], mana: mana(4) },
    actions: [{ type: "play", card: "C" }],
    expect: { "S.card": "BAR_044" },
  });
});

describeCard("BAR_314", () => {
  cardCase("BAR_314", {
    does: "Rank 1: 1 damage to each enemy minion, none to yours",
    p1: { hand: [{ card: "BAR_314", ref: "S" }], board: [{ card: WISP, ref: "F" }], mana: mana(2) },
    p2: { board: [{ card: YETI, ref: "A" }, { card: WISP, ref: "B" }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "A.health": 4, "B.zone": "graveyard", "F.zone": "board" },
  });
  cardCase("BAR_314", {
    does: "Rank 2 at 7 crystals: 2 damage",
    p1: { hand: [{ card: "BAR_314", ref: "S" }], mana: mana(7) },
    p2: { board: [{ card: YETI, ref: "A" }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "A.health": 3, "S.card": "BAR_314t" },
  });
  cardCase("BAR_314", {
    does: "Rank 3 at 10 crystals: 3 damage",
    p1: { hand: [{ card: "BAR_314", ref: "S" }] },
    p2: { board: [{ card: YETI, ref: "A" }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "A.health": 2, "S.card": "BAR_314t2" },
  });
});

describeCard("BAR_842", () => {
  cardCase("BAR_842", {
    does: "Rank 1: +1/+1 to the minions in your hand, not to spells",
    p1: { hand: [{ card: "BAR_842", ref: "S" }, { card: YETI, ref: "Y" }, { card: "CS2_029", ref: "F" }], mana: mana(3) },
    actions: [{ type: "play", card: "S" }],
    expect: { "Y.attack": 5, "Y.health": 6, "F.zone": "hand" },
  });
  cardCase("BAR_842", {
    does: "Rank 2 (+2/+2) and Rank 3 (+3/+3)",
    p1: { hand: [{ card: "BAR_842", ref: "S" }, { card: YETI, ref: "Y" }], mana: mana(6) },
    actions: [{ type: "play", card: "S" }],
    expect: { "Y.attack": 6, "Y.health": 7, "S.card": "BAR_842t" },
  });
  cardCase("BAR_842", {
    does: "Rank 3 at 10 crystals: +3/+3",
    p1: { hand: [{ card: "BAR_842", ref: "S" }, { card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "Y.attack": 7, "Y.health": 8, "S.card": "BAR_842t2" },
  });
});

describeCard("BAR_880", () => {
  cardCase("BAR_880", {
    does: "Rank 1: +3 Attack to one random friendly minion",
    p1: { hand: [{ card: "BAR_880", ref: "S" }], board: [{ card: WISP }, { card: WISP }, { card: WISP }], mana: mana(1) },
    actions: [{ type: "play", card: "S" }],
    check: (r) => expect(r.state.players[0].board.map((e) => e.attack).sort()).toEqual([1, 1, 4]),
  });
  cardCase("BAR_880", {
    does: "Rank 2: two different minions",
    p1: { hand: [{ card: "BAR_880", ref: "S" }], board: [{ card: WISP }, { card: WISP }, { card: WISP }], mana: mana(5) },
    actions: [{ type: "play", card: "S" }],
    check: (r) => expect(r.state.players[0].board.map((e) => e.attack).sort()).toEqual([1, 4, 4]),
  });
  cardCase("BAR_880", {
    does: "Rank 3: three different minions",
    p1: { hand: [{ card: "BAR_880", ref: "S" }], board: [{ card: WISP }, { card: WISP }, { card: WISP }, { card: WISP }] },
    actions: [{ type: "play", card: "S" }],
    check: (r) => expect(r.state.players[0].board.map((e) => e.attack).sort()).toEqual([1, 4, 4, 4]),
  });
});

describeCard("BAR_305", () => {
  cardCase("BAR_305", {
    does: "Rank 1: Freezes one random enemy minion",
    p1: { hand: [{ card: "BAR_305", ref: "S" }], mana: mana(1) },
    p2: { board: [{ card: YETI }, { card: YETI }, { card: YETI }, { card: YETI }] },
    actions: [{ type: "play", card: "S" }],
    check: (r) => expect(r.state.players[1].board.filter((e) => e.tags?.FROZEN).length).toBe(1),
  });
  cardCase("BAR_305", {
    does: "Rank 2: two",
    p1: { hand: [{ card: "BAR_305", ref: "S" }], mana: mana(5) },
    p2: { board: [{ card: YETI }, { card: YETI }, { card: YETI }, { card: YETI }] },
    actions: [{ type: "play", card: "S" }],
    check: (r) => expect(r.state.players[1].board.filter((e) => e.tags?.FROZEN).length).toBe(2),
  });
  cardCase("BAR_305", {
    does: "Rank 3: three",
    p1: { hand: [{ card: "BAR_305", ref: "S" }] },
    p2: { board: [{ card: YETI }, { card: YETI }, { card: YETI }, { card: YETI }] },
    actions: [{ type: "play", card: "S" }],
    check: (r) => expect(r.state.players[1].board.filter((e) => e.tags?.FROZEN).length).toBe(3),
  });
});

describeCard("BAR_891", () => {
  cardCase("BAR_891", {
    does: "Rank 1: +2 Attack this turn, gone at the turn's end",
    p1: { hand: [{ card: "BAR_891", ref: "S" }], mana: mana(1) },
    actions: [{ type: "play", card: "S" }],
    expect: { "p1.hero.attack": 2 },
  });
  cardCase("BAR_891", {
    does: "Rank 2: +3, and it ends with the turn",
    p1: { hand: [{ card: "BAR_891", ref: "S" }], mana: mana(5) },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "play", card: "S" }, { type: "attack", attacker: "p1.hero", defender: "p2.hero" }, { type: "endTurn" }],
    expect: { "p2.hero.health": 27, "p1.hero.attack": 0 },
  });
  cardCase("BAR_891", {
    does: "Rank 3: +4",
    p1: { hand: [{ card: "BAR_891", ref: "S" }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "p1.hero.attack": 4 },
  });
});

describeCard("BAR_914", () => {
  cardCase("BAR_914", {
    does: "Rank 1: one 3/2 Imp",
    p1: { hand: [{ card: "BAR_914", ref: "S" }], mana: mana(2) },
    actions: [{ type: "play", card: "S" }],
    expect: { "p1.board": ["BAR_914t3"], "p1.board.0.attack": 3, "p1.board.0.health": 2 },
  });
  cardCase("BAR_914", {
    does: "Rank 2: two; Rank 3 would be three",
    p1: { hand: [{ card: "BAR_914", ref: "S" }], mana: mana(5) },
    actions: [{ type: "play", card: "S" }],
    expect: { "p1.board": ["BAR_914t3", "BAR_914t3"] },
  });
  cardCase("BAR_914", {
    does: "Rank 3: three",
    p1: { hand: [{ card: "BAR_914", ref: "S" }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "p1.board": ["BAR_914t3", "BAR_914t3", "BAR_914t3"] },
  });
  cardCase("BAR_914", {
    does: "needs a free space",
    p1: { hand: [{ card: "BAR_914", ref: "S" }], board: Array.from({ length: 7 }, () => ({ card: WISP })) },
    actions: [{ type: "play", card: "S" }],
    error: "illegal_action",
  });
});

describeCard("BAR_536", () => {
  cardCase("BAR_536", {
    does: "Rank 1: draws a Beast (not the Yeti on top) and it costs (1) less",
    p1: { hand: [{ card: "BAR_536", ref: "S" }], deck: [{ card: RAPTOR, ref: "B" }, { card: YETI, ref: "Y" }], mana: mana(2) },
    actions: [{ type: "play", card: "S" }],
    expect: { "B.zone": "hand", "B.cost": 1, "Y.zone": "deck" },
  });
  cardCase("BAR_536", {
    does: "Rank 2: (2) less",
    p1: { hand: [{ card: "BAR_536", ref: "S" }], deck: [{ card: RAPTOR, ref: "B" }], mana: mana(5) },
    actions: [{ type: "play", card: "S" }],
    expect: { "B.zone": "hand", "B.cost": 0 },
  });
  cardCase("BAR_536", {
    does: "Rank 3: (3) less (a Yeti-cost Beast: Ironfur Grizzly 3 → 0)",
    p1: { hand: [{ card: "BAR_536", ref: "S" }], deck: [{ card: "CS2_125", ref: "B" }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "B.zone": "hand", "B.cost": 0, "S.card": "BAR_536t2" },
  });
});

describeCard("BAR_034", () => {
  cardCase("BAR_034", {
    does: "Rank 1: a 2/2 Beast with Rush, which can attack a minion at once",
    p1: { hand: [{ card: "BAR_034", ref: "S" }], mana: mana(2) },
    p2: { board: [{ card: WISP, ref: "W" }] },
    actions: [{ type: "play", card: "S" }, { type: "attack", attacker: "p1.board.0", defender: "W" }],
    check: (r) => {
      const b = r.state.players[0].board[0]!;
      expect([b.card, b.attack, b.health]).toEqual(["BAR_034t3", 2, 1]);
      expect(r.state.players[1].board).toEqual([]);
    },
  });
  cardCase("BAR_034", {
    does: "Rank 2: a 4/4; Rank 3 at 10: a 6/6 Beast (a Beast: counted by Beast filters)",
    p1: { hand: [{ card: "BAR_034", ref: "S" }], mana: mana(5) },
    actions: [{ type: "play", card: "S" }],
    expect: { "p1.board": ["BAR_034t4"], "p1.board.0.attack": 4, "p1.board.0.health": 4 },
  });
  cardCase("BAR_034", {
    does: "Rank 3: a 6/6 Beast — Houndmaster can target it",
    p1: { hand: [{ card: "BAR_034", ref: "S" }, { card: "DS1_070", ref: "H" }], mana: mana(10) },
    actions: [{ type: "play", card: "S" }, { type: "play", card: "H", target: "p1.board.0" }],
    expect: { "p1.board.0.attack": 8, "p1.board.0.health": 8 },
  });
});

describeCard("BAR_319", () => {
  cardCase("BAR_319", {
    does: "Rank 1: 2 damage",
    p1: { hand: [{ card: "BAR_319", ref: "S" }], mana: mana(2) },
    actions: [{ type: "play", card: "S", target: "p2.hero" }],
    expect: { "p2.hero.health": 28 },
  });
  cardCase("BAR_319", {
    does: "Rank 2: 4 damage",
    p1: { hand: [{ card: "BAR_319", ref: "S" }], mana: mana(9) },
    actions: [{ type: "play", card: "S", target: "p2.hero" }],
    expect: { "p2.hero.health": 26 },
  });
  cardCase("BAR_319", {
    does: "Rank 3: 6 damage",
    p1: { hand: [{ card: "BAR_319", ref: "S" }] },
    actions: [{ type: "play", card: "S", target: "p2.hero" }],
    expect: { "p2.hero.health": 24 },
  });
});

describeCard("WC_014", () => {
  cardCase("WC_014", {
    does: "destroys every odd-Attack minion on both sides, the even ones stay",
    p1: { hand: [{ card: "WC_014", ref: "S" }], board: [{ card: RAPTOR, ref: "R" }, { card: YETI, ref: "Y" }] },
    p2: { board: [{ card: WISP, ref: "W" }, { card: "CS2_200", ref: "B" }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "R.zone": "graveyard", "W.zone": "graveyard", "Y.zone": "board", "B.zone": "board" },
  });
  cardCase("WC_014", {
    does: "the Attack now: a Wisp given +1 Attack (2) stays",
    p1: { hand: [{ card: "CS2_087", ref: "M" }, { card: "WC_014", ref: "S" }], board: [{ card: WISP, ref: "W" }] },
    actions: [{ type: "play", card: "M", target: "W" }, { type: "play", card: "S" }],
    expect: { "W.zone": "board" },
  });
});

describeCard("BAR_062", () => {
  cardCase("BAR_062", {
    does: "another Murloc on your board: +1/+1 (a 4/3)",
    p1: { hand: [{ card: "BAR_062", ref: "L" }], board: [{ card: "CS2_168" }] },
    actions: [{ type: "play", card: "L" }],
    expect: { "L.attack": 4, "L.health": 3 },
  });
  cardCase("BAR_062", {
    does: "alone (itself a Murloc) or with an enemy Murloc only: stays 3/2",
    p1: { hand: [{ card: "BAR_062", ref: "L" }] },
    p2: { board: [{ card: "CS2_168" }] },
    actions: [{ type: "play", card: "L" }],
    expect: { "L.attack": 3, "L.health": 2 },
  });
});
