/** Voyage to the Sunken City (THE_SUNKEN_CITY): cards of session 12 (w12/storm; rules-notes 1300-1319). */
import { expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

const YETI = "CS2_182"; // 4/5
const KOBOLD = "CS2_142"; // Kobold Geomancer 2/2, Spell Damage +1
/** Fire, Frost, Arcane and a second Fire spell played this game. */
const PLAYED = [{ card: "CS2_029", cost: 4, turn: 1 }, { card: "CS2_024", cost: 2, turn: 3 }, { card: "CS2_023", cost: 3, turn: 3 }, { card: "CS2_029", cost: 4, turn: 3 }];

describeCard("TSC_648", () => {
  cardCase("TSC_648", {
    does: "three schools cast (a second Fire spell adds none): three 3/3 Elementals",
    p1: { hand: [{ card: "TSC_648", ref: "K" }], playedThisGame: PLAYED },
    actions: [{ type: "play", card: "K" }],
    check: (r) => {
      const b = r.state.players[0].board;
      expect(b.map((e) => e.card).sort()).toEqual(["TSC_648", "TSC_648t", "TSC_648t", "TSC_648t"]);
      expect(b.filter((e) => e.card === "TSC_648t").map((e) => [e.attack, e.health])).toEqual([[3, 3], [3, 3], [3, 3]]);
    },
  });
  cardCase("TSC_648", {
    does: "no spell cast: none",
    p1: { hand: [{ card: "TSC_648", ref: "K" }] },
    actions: [{ type: "play", card: "K" }],
    expect: { "p1.board": ["TSC_648"] },
  });
});

describeCard("TSC_211", () => {
  cardCase("TSC_211", {
    does: "silences the friendly Yeti (its +3 Attack buff gone) and splits its 4 Attack among the enemy minions: 4 damage in all",
    p1: { hand: [{ card: "TSC_211", ref: "S" }], board: [{ card: YETI, ref: "Y", enchantments: [{ card: "CS2_087e" }] }] },
    p2: { board: [{ card: YETI, ref: "A" }, { card: YETI, ref: "B" }] },
    actions: [{ type: "play", card: "S", target: "Y" }],
    check: (r) => {
      const b = r.state.players[1].board;
      expect(b.reduce((n, e) => n + (5 - (e.health ?? 0)), 0)).toBe(4);
      expect(r.state.players[1].hero.health).toBe(30);
      expect(r.state.players[0].board[0]!.attack).toBe(4);
    },
  });
  cardCase("TSC_211", {
    does: "Spell Damage +1 adds a hit: 5",
    p1: { hand: [{ card: "TSC_211", ref: "S" }], board: [{ card: YETI, ref: "Y" }, { card: KOBOLD }] },
    p2: { board: [{ card: YETI, ref: "A" }, { card: YETI, ref: "B" }] },
    actions: [{ type: "play", card: "S", target: "Y" }],
    check: (r) => expect(r.state.players[1].board.reduce((n, e) => n + (5 - (e.health ?? 0)), 0)).toBe(5),
  });
  cardCase("TSC_211", {
    does: "only a friendly minion can be chosen",
    p1: { hand: [{ card: "TSC_211", ref: "S" }] },
    p2: { board: [{ card: YETI, ref: "A" }] },
    actions: [{ type: "play", card: "S", target: "A" }],
    error: "illegal_action",
  });
});

const EXPLOSION = "CS2_025"; // Arcane Explosion: 1 damage to all enemy minions
const SQUIRE = "EX1_008"; // 1/1 Divine Shield

describeCard("TSC_946", () => {
  cardCase("TSC_946", {
    does: "this turn your spells are Poisonous: Arcane Explosion destroys the Yetis it damaged; the shielded Squire's shield took the hit, it lives",
    p1: { hand: [{ card: "TSC_946", ref: "U" }, { card: EXPLOSION, ref: "X" }] },
    p2: { board: [{ card: YETI, ref: "A" }, { card: YETI, ref: "B" }, { card: SQUIRE, ref: "S" }] },
    actions: [{ type: "play", card: "U" }, { type: "play", card: "X" }],
    expect: { "A.zone": "graveyard", "B.zone": "graveyard", "S.zone": "board", "S.health": 1 },
  });
  cardCase("TSC_946", {
    does: "next turn they are not",
    p1: { hand: [{ card: "TSC_946", ref: "U" }, { card: EXPLOSION, ref: "X" }], deck: [{ card: YETI }] },
    p2: { board: [{ card: YETI, ref: "A" }], deck: [{ card: YETI }] },
    actions: [{ type: "play", card: "U" }, { type: "endTurn" }, { type: "endTurn" }, { type: "play", card: "X" }],
    expect: { "A.zone": "board", "A.health": 4 },
  });
  cardCase("TSC_946", {
    does: "the opponent's spells are not Poisonous",
    p1: { hand: [{ card: "TSC_946", ref: "U" }], board: [{ card: YETI, ref: "M" }] },
    p2: { hand: [{ card: EXPLOSION, ref: "X" }] },
    actions: [{ type: "play", card: "U" }, { type: "endTurn" }, { type: "play", card: "X" }],
    expect: { "M.zone": "board", "M.health": 4 },
  });
});

describeCard("TSC_829", () => {
  cardCase("TSC_829", {
    does: "costs (1) less for each Mana spent on spells this game: 20 - (4 + 2 + 3) = 11; the minion played adds none",
    p1: { hand: [{ card: "TSC_829", ref: "N" }], playedThisGame: [{ card: "CS2_029", cost: 4, turn: 1 }, { card: "CS2_024", cost: 2, turn: 3 }, { card: YETI, cost: 4, turn: 3 }, { card: "CS2_023", cost: 3, turn: 5 }] },
    actions: [{ type: "endTurn" }],
    expect: { "N.cost": 11 },
  });
  cardCase("TSC_829", {
    does: "a spell paid with Health adds none; one played now counts what was paid",
    p1: { hand: [{ card: "TSC_829", ref: "N" }, { card: "CS2_029", ref: "F" }], playedThisGame: [{ card: "CS2_024", cost: 2, turn: 3, paid: "health" }] },
    actions: [{ type: "play", card: "F", target: "p2.hero" }],
    expect: { "N.cost": 16 },
  });
});

describeCard("TSC_061", () => {
  cardCase("TSC_061", {
    does: "Holy spells' Mana only (Consecration 3 + Blessing of Might 1; Fireball not): (6); gives +4/+4 and Divine Shield",
    p1: { hand: [{ card: "TSC_061", ref: "G" }], board: [{ card: YETI, ref: "Y" }], mana: { crystals: 6 },
      playedThisGame: [{ card: "CS2_093", cost: 3, turn: 1 }, { card: "CS2_087", cost: 1, turn: 3 }, { card: "CS2_029", cost: 4, turn: 3 }] },
    actions: [{ type: "play", card: "G", target: "Y" }],
    expect: { "p1.mana.used": 6, "Y.attack": 8, "Y.health": 9, "Y.seen.DIVINE_SHIELD": 1 },
  });
  cardCase("TSC_061", {
    does: "none spent: (10)",
    p1: { hand: [{ card: "TSC_061", ref: "G" }] },
    actions: [{ type: "endTurn" }],
    expect: { "G.cost": 10 },
  });
});
