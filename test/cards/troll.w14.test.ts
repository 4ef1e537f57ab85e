/** Behaviour tests of Rastakhan's Rumble cards implemented in session 14 (w14/old). */
import { describe } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

const YETI = "CS2_182";
const WISP = "CS2_231";

describe("Rastakhan's Rumble (w14/old)", () => {
  describeCard("TRL_092", () => {
    cardCase("TRL_092", {
      does: "a minion's Battlecry resolves twice (Elven Archer: 1 + 1)",
      p1: { board: [{ card: "TRL_092" }], hand: [{ card: "CS2_189", ref: "A" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "A", target: "Y" }],
      expect: { "Y.health": 3 },
    });
    cardCase("TRL_092", {
      does: "a minion's Combo resolves twice (SI:7 Agent after The Coin: 3 + 3 damage)",
      p1: { board: [{ card: "TRL_092" }], hand: [{ card: "GAME_005", ref: "C" }, { card: "EX1_134", ref: "S" }] },
      p2: { hero: { card: "HERO_01", ref: "H" } },
      actions: [{ type: "play", card: "C" }, { type: "play", card: "S", target: "H" }],
      expect: { "H.health": 24 },
    });
    cardCase("TRL_092", {
      does: "a spell's Combo resolves once (Eviscerate after The Coin: 4 damage)",
      p1: { board: [{ card: "TRL_092" }], hand: [{ card: "GAME_005", ref: "C" }, { card: "EX1_124", ref: "E" }] },
      p2: { hero: { card: "HERO_01", ref: "H" } },
      actions: [{ type: "play", card: "C" }, { type: "play", card: "E", target: "H" }],
      expect: { "H.health": 26 },
    });
    cardCase("TRL_092", {
      does: "the opponent's Battlecries are not doubled",
      p1: { board: [{ card: "TRL_092" }], hero: { card: "HERO_01", ref: "M" } },
      p2: { hand: [{ card: "CS2_189", ref: "A" }] },
      state: { activePlayer: 2 },
      actions: [{ type: "play", card: "A", target: "M" }],
      expect: { "M.health": 29 },
    });
  });

  describeCard("TRL_327", () => {
    cardCase("TRL_327", {
      does: "a Rush minion summoned is Immune this turn (attacking a Yeti it takes nothing); a minion without Rush is not",
      p1: { board: [{ card: "TRL_327" }], hand: [{ card: "TRL_071", ref: "R" }, { card: WISP, ref: "W" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "R" }, { type: "play", card: "W" }, { type: "attack", attacker: "R", defender: "Y" }],
      expect: { "R.zone": "board", "R.health": 1, "Y.health": 4, "R.enchantments.0.card": "TRL_327e", "W.enchantments": undefined },
    });
    cardCase("TRL_327", {
      does: "the Immune lasts only that turn: gone after the turn ends",
      p1: { board: [{ card: "TRL_327" }], hand: [{ card: "TRL_071", ref: "R" }] },
      actions: [{ type: "play", card: "R" }, { type: "endTurn" }],
      expect: { "R.enchantments.length": 1, "R.enchantments.0.card": "TRL_071e" },
    });
  });

  describeCard("TRL_060", () => {
    cardCase("TRL_060", {
      does: "after a 1-Cost spell: draws a 2-Cost spell of the deck, not the 2-Cost minion nor the 3-Cost spell",
      p1: { board: [{ card: "TRL_060" }], hand: [{ card: "DS1_185", ref: "S" }], deck: [{ card: "CS2_024", ref: "F" }, { card: "CS2_172" }, { card: "EX1_124" }] },
      p2: { hero: { card: "HERO_01", ref: "H" } },
      actions: [{ type: "play", card: "S", target: "H" }],
      expect: { "p1.hand": ["CS2_024"], "F.zone": "hand" },
    });
    cardCase("TRL_060", {
      does: "no spell of that Cost: nothing drawn",
      p1: { board: [{ card: "TRL_060" }], hand: [{ card: "DS1_185", ref: "S" }], deck: [{ card: "CS2_029" }] },
      p2: { hero: { card: "HERO_01", ref: "H" } },
      actions: [{ type: "play", card: "S", target: "H" }],
      expect: { "p1.hand": [] },
    });
  });
});

describe("Rastakhan's Rumble (w14/old), Zul'jin", () => {
  describeCard("TRL_065", () => {
    cardCase("TRL_065", {
      does: "Battlecry: the spells of the record are cast again (Arcane Intellect twice: four cards), the minion played is not; Hero Power Berserker Throw",
      p1: {
        hand: [{ card: "TRL_065", ref: "Z" }],
        deck: [{ card: "CS2_231" }, { card: "CS2_231" }, { card: "CS2_231" }, { card: "CS2_231" }, { card: "CS2_231" }],
        playedThisGame: [{ card: "CS2_023", cost: 3, turn: 3 }, { card: "CS2_182", cost: 4, turn: 3 }, { card: "CS2_023", cost: 3, turn: 5 }],
      },
      actions: [{ type: "play", card: "Z" }],
      expect: { "p1.hero.card": "TRL_065", "p1.heroPower": "TRL_065h", "p1.hand.length": 4, "p1.deck.length": 1, "p1.board": [] },
    });
    cardCase("TRL_065", {
      does: "Berserker Throw deals 2 damage",
      p1: { hero: { card: "TRL_065" }, heroPower: { card: "TRL_065h" } },
      p2: { board: [{ card: "CS2_182", ref: "Y" }] },
      actions: [{ type: "heroPower", target: "Y" }],
      expect: { "Y.health": 3 },
    });
  });
});

describe("Rastakhan's Rumble (w14/old), Gral", () => {
  describeCard("TRL_409", () => {
    cardCase("TRL_409", {
      does: "Battlecry: eats the deck's only minion (a Yeti, not the spell) and gains its stats: 6/7; its Deathrattle gives the Yeti back",
      p1: { hand: [{ card: "TRL_409", ref: "G" }], deck: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_029" }] },
      actions: [{ type: "play", card: "G" }],
      expect: { "G.attack": 6, "G.health": 7, "Y.zone": "setAside", "p1.deck": ["CS2_029"] },
    });
    cardCase("TRL_409", {
      does: "Deathrattle: the eaten minion goes to your hand",
      p1: { hand: [{ card: "TRL_409", ref: "G" }], deck: [{ card: "CS2_182", ref: "Y" }] },
      actions: [{ type: "play", card: "G" }, { type: "destroy", target: "G" }],
      expect: { "Y.zone": "hand", "p1.deck": [] },
    });
    cardCase("TRL_409", {
      does: "no minion in the deck: nothing eaten, 2/2",
      p1: { hand: [{ card: "TRL_409", ref: "G" }], deck: [{ card: "CS2_029" }] },
      actions: [{ type: "play", card: "G" }],
      expect: { "G.attack": 2, "G.health": 2, "p1.deck": ["CS2_029"] },
    });
  });
});
