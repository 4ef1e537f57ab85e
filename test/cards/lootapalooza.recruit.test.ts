/** Recruit (招募) cards of Kobolds & Catacombs: a random minion of the kind named, from your deck into play (a summon). */
import { describe } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

const WISP = "CS2_231"; // 0-Cost 1/1
const RAPTOR = "CS2_172"; // 2-Cost 3/2 Beast
const YETI = "CS2_182"; // 4-Cost 4/5
const OGRE = "CS2_200"; // 6-Cost 6/7 Boulderfist Ogre

describe("Kobolds & Catacombs: Recruit", () => {
  describeCard("LOOT_093", () => {
    cardCase("LOOT_093", {
      does: "three minions of Cost 2 or less come from the deck into play; a 4-Cost one and a spell stay",
      p1: { hand: [{ card: "LOOT_093", ref: "CA" }], deck: [{ card: WISP, ref: "A" }, { card: YETI, ref: "Y" }, { card: RAPTOR, ref: "B" }, { card: "CS2_029", ref: "S" }, { card: WISP, ref: "C" }] },
      actions: [{ type: "play", card: "CA" }],
      expect: { "p1.board.length": 3, "A.zone": "board", "B.zone": "board", "C.zone": "board", "Y.zone": "deck", "S.zone": "deck", "events.summon": 3 },
    });
    cardCase("LOOT_093", {
      does: "only one such minion: one comes, nothing more",
      p1: { hand: [{ card: "LOOT_093", ref: "CA" }], deck: [{ card: WISP, ref: "A" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "CA" }],
      expect: { "p1.board": [WISP], "Y.zone": "deck" },
    });
  });
  describeCard("LOOT_184", () => {
    cardCase("LOOT_184", {
      does: "dying, it recruits a minion that costs exactly 8 (Ragnaros the Firelord), not a 6-Cost one",
      p1: { board: [{ card: "LOOT_184", ref: "V" }], deck: [{ card: OGRE, ref: "O" }, { card: "EX1_298", ref: "R" }] },
      actions: [{ type: "destroy", target: "V" }],
      expect: { "p1.board": ["EX1_298"], "O.zone": "deck" },
    });
  });
  describeCard("LOOT_306", () => {
    cardCase("LOOT_306", {
      does: "dying, it recruits a Demon (Flame Imp), not another minion",
      p1: { board: [{ card: "LOOT_306", ref: "L" }], deck: [{ card: YETI, ref: "Y" }, { card: "EX1_319", ref: "D" }] },
      actions: [{ type: "destroy", target: "L" }],
      expect: { "p1.board": ["EX1_319"], "Y.zone": "deck" },
    });
    cardCase("LOOT_306", {
      does: "no Demon in the deck: nothing comes",
      p1: { board: [{ card: "LOOT_306", ref: "L" }], deck: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "destroy", target: "L" }],
      expect: { "p1.board": [], "Y.zone": "deck" },
    });
  });
  describeCard("LOOT_370", () => {
    cardCase("LOOT_370", {
      does: "a minion from the deck into play (a spell there stays); Knife Juggler answers the summon",
      p1: { hand: [{ card: "LOOT_370", ref: "GP" }], board: [{ card: "NEW1_019" }], deck: [{ card: "CS2_029", ref: "S" }, { card: OGRE, ref: "O" }] },
      actions: [{ type: "play", card: "GP" }],
      expect: { "p1.board": ["NEW1_019", OGRE], "S.zone": "deck", "p2.hero.health": 29 },
    });
    cardCase("LOOT_370", {
      does: "a full board: the minion stays in the deck",
      p1: { hand: [{ card: "LOOT_370", ref: "GP" }], board: Array.from({ length: 7 }, () => ({ card: WISP })), deck: [{ card: OGRE, ref: "O" }] },
      actions: [{ type: "play", card: "GP" }],
      expect: { "p1.board.length": 7, "O.zone": "deck" },
    });
  });
  describeCard("LOOT_375", () => {
    cardCase("LOOT_375", {
      does: "Battlecry: a minion of Cost 4 or less from the deck, not a 6-Cost one",
      p1: { hand: [{ card: "LOOT_375", ref: "GR" }], deck: [{ card: OGRE, ref: "O" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "GR" }],
      expect: { "Y.zone": "board", "O.zone": "deck", "p1.board.length": 2 },
    });
  });
  describeCard("LOOT_380", () => {
    cardCase("LOOT_380", {
      does: "after your hero attacks, a minion from the deck into play",
      p1: { weapon: { card: "LOOT_380" }, deck: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
      expect: { "p2.hero.health": 27, "Y.zone": "board", "p1.board": [YETI] },
    });
    cardCase("LOOT_380", {
      does: "a minion's attack recruits nothing",
      p1: { weapon: { card: "LOOT_380" }, board: [{ card: RAPTOR, ref: "R" }], deck: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "attack", attacker: "R", defender: "p2.hero" }],
      expect: { "Y.zone": "deck" },
    });
  });
  describeCard("LOOT_511", () => {
    cardCase("LOOT_511", {
      does: "Battlecry and Deathrattle: a Beast from the deck each time",
      p1: { hand: [{ card: "LOOT_511", ref: "K" }], deck: [{ card: YETI, ref: "Y" }, { card: RAPTOR, ref: "B1" }, { card: RAPTOR, ref: "B2" }] },
      actions: [{ type: "play", card: "K" }, { type: "destroy", target: "K" }],
      expect: { "B1.zone": "board", "B2.zone": "board", "Y.zone": "deck", "p1.board": [RAPTOR, RAPTOR] },
    });
  });
  describeCard("LOOT_521", () => {
    cardCase("LOOT_521", {
      does: "Battlecry: a 1-Attack, a 2-Attack and a 3-Attack minion, in that order (each comes right of Oakheart, so the last is nearest); a 4-Attack one stays",
      p1: { hand: [{ card: "LOOT_521", ref: "MO" }], deck: [{ card: YETI, ref: "Y" }, { card: RAPTOR, ref: "R3" }, { card: "CS2_120", ref: "R2" }, { card: WISP, ref: "W1" }] },
      actions: [{ type: "play", card: "MO" }],
      expect: { "p1.board": ["LOOT_521", RAPTOR, "CS2_120", WISP], "Y.zone": "deck" },
    });
    cardCase("LOOT_521", {
      does: "no 2-Attack minion: the 1- and 3-Attack ones come",
      p1: { hand: [{ card: "LOOT_521", ref: "MO" }], deck: [{ card: RAPTOR, ref: "R3" }, { card: WISP, ref: "W1" }] },
      actions: [{ type: "play", card: "MO" }],
      expect: { "p1.board": ["LOOT_521", RAPTOR, WISP] },
    });
  });
  describeCard("LOOT_540", () => {
    cardCase("LOOT_540", {
      does: "at the end of your turn, a Dragon from the deck (not a Yeti)",
      p1: { board: [{ card: "LOOT_540" }], deck: [{ card: YETI, ref: "Y" }, { card: "EX1_043", ref: "D" }] },
      p2: { deck: [{ card: WISP }] },
      actions: [{ type: "endTurn" }],
      expect: { "D.zone": "board", "Y.zone": "deck" },
    });
    cardCase("LOOT_540", {
      does: "not at the end of the opponent's turn",
      p1: { board: [{ card: "LOOT_540" }], deck: [{ card: WISP }, { card: "EX1_043", ref: "D" }] },
      state: { activePlayer: 2 },
      p2: { deck: [{ card: WISP }] },
      actions: [{ type: "endTurn" }],
      expect: { "D.zone": "deck" },
    });
  });
  describeCard("LOOT_313", () => {
    cardCase("LOOT_313", {
      does: "costs (1) less for each Silver Hand Recruit you control (two: 4), not the enemy's nor other minions",
      p1: { hand: [{ card: "LOOT_313", ref: "L" }], board: [{ card: "CS2_101t" }, { card: "CS2_101t" }, { card: WISP }] },
      p2: { board: [{ card: "CS2_101t" }] },
      actions: [{ type: "play", card: "L" }],
      expect: { "p1.mana.used": 4, "L.seen.DIVINE_SHIELD": 1, "p1.board.length": 4 },
    });
    cardCase("LOOT_313", {
      does: "no Recruit: its full cost",
      p1: { hand: [{ card: "LOOT_313", ref: "L" }] },
      actions: [{ type: "play", card: "L" }],
      expect: { "p1.mana.used": 6 },
    });
  });
});
