/** Behaviour tests of Knights of the Frozen Throne cards implemented in session 14 (w14/old). */
import { describe, expect } from "vitest";
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

  describeCard("ICC_289", () => {
    cardCase("ICC_289", {
      does: "Frost Nova freezes two enemy minions: a fresh copy of each comes to your hand",
      p1: { board: [{ card: "ICC_289", ref: "M" }], hand: [{ card: "CS2_026", ref: "N" }] },
      p2: { board: [{ card: YETI, ref: "Y", health: 2 }, { card: RAPTOR }] },
      actions: [{ type: "play", card: "N" }],
      check: (r) => {
        const hand = r.state.players[0]!.hand;
        expect(hand.map((e) => e.card).sort()).toEqual([RAPTOR, YETI].sort());
        expect(hand.find((e) => e.card === YETI)!.health).toBe(5);
      },
    });
    cardCase("ICC_289", {
      does: "a character that is no minion (the enemy hero) Frozen: nothing",
      p1: { board: [{ card: "ICC_289" }], hand: [{ card: "CS2_024", ref: "F" }] },
      p2: { hero: { card: "HERO_01", ref: "H" } },
      actions: [{ type: "play", card: "F", target: "H" }],
      expect: { "p1.hand": [], "H.health": 27 },
    });
  });

  describeCard("ICC_098", () => {
    cardCase("ICC_098", {
      does: "Battlecry: a Deathrattle minion that died this game, the opponent's too — here the only one is the enemy's Sludge Belcher",
      p1: { hand: [{ card: "ICC_098", ref: "T" }] },
      state: { deaths: [{ card: YETI, controller: 1, turn: 2 }, { card: "FP1_012", controller: 2, turn: 3 }] },
      actions: [{ type: "play", card: "T" }],
      expect: { "p1.hand": ["FP1_012"], "p2.hand": [] },
    });
    cardCase("ICC_098", {
      does: "no Deathrattle minion died: nothing",
      p1: { hand: [{ card: "ICC_098", ref: "T" }] },
      state: { deaths: [{ card: YETI, controller: 1, turn: 2 }] },
      actions: [{ type: "play", card: "T" }],
      expect: { "p1.hand": [] },
    });
  });

  describeCard("ICC_701", () => {
    cardCase("ICC_701", {
      does: "Battlecry: every 1-Cost spell in both hands and decks is destroyed (discarded, burned); 2-Cost spells and 1-Cost minions stay",
      p1: { hand: [{ card: "ICC_701", ref: "G" }, { card: "DS1_185", ref: "A" }, { card: "CS2_189" }], deck: [{ card: "CS2_087", ref: "B" }, { card: "CS2_024" }] },
      p2: { hand: [{ card: "EX1_360", ref: "C" }, { card: "CS2_024" }], deck: [{ card: "DS1_185", ref: "D" }, { card: WISP }] },
      actions: [{ type: "play", card: "G" }],
      expect: { "A.zone": "graveyard", "B.zone": "graveyard", "C.zone": "graveyard", "D.zone": "graveyard",
        "p1.hand": ["CS2_189"], "p1.deck": ["CS2_024"], "p2.hand": ["CS2_024"], "p2.deck": [WISP] },
    });
  });
});
