/** Showdown in the Badlands (WILD_WEST, w11/titans): texts the format had, and the `playedThisGame` amount's `lastTurn`. */
import { expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

const YETI = "CS2_182"; // 4/5, Cost 4
const WISP = "CS2_231"; // 1/1
const FIREBALL = "CS2_029";
const OGRE = "CS2_200"; // 6/7, Cost 6
const FIRE_ELEMENTAL = "CS2_042"; // Elemental
const CROC = "CS2_120"; // 2/3 Beast

describeCard("DEEP_026", () => {
  cardCase("DEEP_026", {
    does: "Discovers a minion from the deck (drawn) and restores Health equal to its Cost",
    p1: { hand: [{ card: "DEEP_026", ref: "P" }], hero: { card: "HERO_09", health: 20 }, deck: [{ card: OGRE, ref: "O" }, { card: FIREBALL }] },
    actions: [{ type: "play", card: "P" }],
    expect: { "O.zone": "hand", "p1.hero.health": 26, "p1.hand.length": 1 },
  });
  cardCase("DEEP_026", {
    does: "no minion in the deck: nothing drawn, nothing healed",
    p1: { hand: [{ card: "DEEP_026", ref: "P" }], hero: { card: "HERO_09", health: 20 }, deck: [{ card: FIREBALL }] },
    actions: [{ type: "play", card: "P" }],
    expect: { "p1.hero.health": 20, "p1.hand.length": 0 },
  });
});

describeCard("WW_053", () => {
  cardCase("WW_053", {
    does: "a copy of each card the opponent played on their last turn, not of earlier turns' nor of yours",
    p1: { hand: [{ card: "WW_053", ref: "T" }], playedThisGame: [{ card: OGRE, cost: 6, turn: 3 }] },
    p2: { playedThisGame: [{ card: WISP, cost: 0, turn: 2 }, { card: YETI, cost: 4, turn: 4 }, { card: FIREBALL, cost: 4, turn: 4 }] },
    actions: [{ type: "play", card: "T" }],
    expect: { "p1.hand": [YETI, FIREBALL] },
  });
  cardCase("WW_053", {
    does: "nothing played last turn: nothing",
    p1: { hand: [{ card: "WW_053", ref: "T" }] },
    p2: { playedThisGame: [{ card: YETI, cost: 4, turn: 2 }] },
    actions: [{ type: "play", card: "T" }],
    expect: { "p1.hand": [] },
  });
});

describeCard("WW_440", () => {
  cardCase("WW_440", {
    does: "Deathrattle: an Elemental and a Beast from your deck are summoned",
    p1: { board: [{ card: "WW_440", ref: "T", health: 1 }], deck: [{ card: YETI }, { card: CROC, ref: "B" }, { card: FIRE_ELEMENTAL, ref: "E" }] },
    p2: { hand: [{ card: FIREBALL, ref: "F" }] },
    state: { activePlayer: 2 },
    actions: [{ type: "play", card: "F", target: "T" }],
    expect: { "T.zone": "graveyard", "p1.board.length": 2, "E.zone": "board", "B.zone": "board", "p1.deck": [YETI] },
  });
  cardCase("WW_440", {
    does: "no Elemental in the deck: only the Beast",
    p1: { board: [{ card: "WW_440", ref: "T", health: 1 }], deck: [{ card: YETI }, { card: CROC }] },
    p2: { hand: [{ card: FIREBALL, ref: "F" }] },
    state: { activePlayer: 2 },
    actions: [{ type: "play", card: "F", target: "T" }],
    expect: { "p1.board": [CROC] },
  });
});

describeCard("DEEP_019", () => {
  cardCase("DEEP_019", {
    does: "a copy of a damaged minion (its damage too), Dormant until your next turn",
    p1: { board: [{ card: "DEEP_019", ref: "L" }, { card: YETI, ref: "Y", health: 2 }] },
    actions: [{ type: "useLocation", card: "L", target: "Y" }],
    check: (r) => {
      const copy = r.state.players[0].board.filter((m) => m.card === YETI && m.ref !== "Y");
      expect(copy.length).toBe(1);
      expect([copy[0]!.attack, copy[0]!.health]).toEqual([4, 2]);
      expect(copy[0]!.tags?.DORMANT).toBe(1);
    },
  });
  cardCase("DEEP_019", {
    does: "an enemy damaged minion: the copy is yours",
    p1: { board: [{ card: "DEEP_019", ref: "L" }] },
    p2: { board: [{ card: OGRE, ref: "O", health: 3 }], deck: [{ card: WISP }] },
    actions: [{ type: "useLocation", card: "L", target: "O" }, { type: "endTurn" }, { type: "endTurn" }],
    check: (r) => {
      const copy = r.state.players[0].board.find((m) => m.card === OGRE)!;
      expect([copy.attack, copy.health]).toEqual([6, 3]);
      expect(copy.tags?.DORMANT).toBeUndefined();
    },
  });
  cardCase("DEEP_019", {
    does: "an undamaged minion can't be chosen",
    p1: { board: [{ card: "DEEP_019", ref: "L" }, { card: YETI, ref: "Y" }] },
    actions: [{ type: "useLocation", card: "L", target: "Y" }],
    error: "illegal_action",
  });
});

describeCard("WW_825", () => {
  cardCase("WW_825", {
    does: "costs (1) less per Dragon you summoned this game (played ones too), not the opponent's",
    p1: { hand: [{ card: "WW_825", ref: "F" }, { card: "NEW1_023", ref: "D" }] },
    state: { summons: [{ card: "NEW1_023", controller: 1, turn: 3 }, { card: YETI, controller: 1, turn: 3 }, { card: "NEW1_023", controller: 2, turn: 4 }] },
    actions: [{ type: "play", card: "D" }, { type: "play", card: "F" }],
    expect: { "p1.mana.used": 9, "F.zone": "board" },
  });
});
