/** Behaviour tests of Saviors of Uldum cards implemented late in session 12 (w12/late-a). */
import { describe } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

describe("Saviors of Uldum (late-a, session 12)", () => {
  describeCard("ULD_413", () => {
    cardCase("ULD_413", {
      does: "Battlecry: summons copies of your Totems (with their states), not of other minions",
      p1: {
        hand: [{ card: "ULD_413", ref: "X" }],
        board: [{ card: "NEW1_009", ref: "H", health: 1 }, { card: "CS2_182", ref: "Y" }, { card: "CS2_050", ref: "T" }],
      },
      p2: { board: [{ card: "CS2_051", ref: "E" }] },
      actions: [{ type: "play", card: "X" }],
      expect: {
        "p1.weapon": "ULD_413",
        "p1.board": ["NEW1_009", "CS2_182", "CS2_050", "NEW1_009", "CS2_050"],
        "p1.board.3.health": 1,
        "p2.board": ["CS2_051"],
      },
    });
    cardCase("ULD_413", {
      does: "no Totem: only the weapon",
      p1: { hand: [{ card: "ULD_413", ref: "X" }], board: [{ card: "CS2_182", ref: "Y" }] },
      actions: [{ type: "play", card: "X" }],
      expect: { "p1.weapon": "ULD_413", "p1.board": ["CS2_182"] },
    });
  });
});

describe("Saviors of Uldum (late-a, session 12): Activate the Obelisk", () => {
  describeCard("ULD_724", () => {
    cardCase("ULD_724", {
      does: "the Health you restore counts; at 15 your Hero Power becomes Obelisk's Eye",
      p1: { hero: { card: "HERO_09", health: 20 }, secrets: [{ card: "ULD_724", ref: "Q", tags: { QUEST_PROGRESS: 10 } }], hand: [{ card: "CS2_007", ref: "H" }] },
      actions: [{ type: "play", card: "H", target: "p1.hero" }],
      expect: { "Q.zone": "graveyard", "p1.heroPower": "ULD_724p", "p1.hero.health": 28 },
    });
    cardCase("ULD_724", {
      does: "only the Health actually restored counts",
      p1: { hero: { card: "HERO_09", health: 27 }, secrets: [{ card: "ULD_724", ref: "Q" }], hand: [{ card: "CS2_007", ref: "H" }] },
      actions: [{ type: "play", card: "H", target: "p1.hero" }],
      expect: { "Q.zone": "secrets", "Q.tags.QUEST_PROGRESS": 3, "p1.heroPower": "CS1h_001" },
    });
    cardCase("ULD_724", {
      does: "your opponent's healing does not count",
      state: { activePlayer: 2 },
      p1: { secrets: [{ card: "ULD_724", ref: "Q", tags: { QUEST_PROGRESS: 4 } }] },
      p2: { hero: { card: "HERO_09", health: 20 }, hand: [{ card: "CS2_007", ref: "H" }] },
      actions: [{ type: "play", card: "H", target: "p2.hero" }],
      expect: { "Q.tags.QUEST_PROGRESS": 4, "p2.hero.health": 28 },
    });
  });

  describeCard("ULD_724p", () => {
    cardCase("ULD_724p", {
      does: "on a minion: restores 3 Health and gives it +3/+3",
      p1: { heroPower: { card: "ULD_724p" }, board: [{ card: "CS2_182", ref: "Y", health: 2 }] },
      actions: [{ type: "heroPower", target: "Y" }],
      expect: { "Y.attack": 7, "Y.health": 8, "p1.mana.used": 2 },
    });
    cardCase("ULD_724p", {
      does: "on a hero: restores 3 Health only",
      p1: { heroPower: { card: "ULD_724p" }, hero: { card: "HERO_09", health: 20 } },
      actions: [{ type: "heroPower", target: "p1.hero" }],
      expect: { "p1.hero.health": 23, "p1.hero.attack": 0 },
    });
  });
});

describe("Saviors of Uldum (late-a, session 12): Blatant Decoy", () => {
  describeCard("ULD_706", () => {
    cardCase("ULD_706", {
      does: "Deathrattle: each player summons the lowest Cost minion from their hand",
      p1: { board: [{ card: "ULD_706", ref: "D" }], hand: [{ card: "CS2_029", ref: "F" }, { card: "CS2_182", ref: "Y" }, { card: "CS2_120", ref: "R" }, { card: "CS2_231", ref: "Z" }] },
      p2: { hand: [{ card: "CS2_200", ref: "O" }, { card: "CS2_182", ref: "E" }] },
      actions: [{ type: "play", card: "F", target: "D" }],
      expect: { "D.zone": "graveyard", "Z.zone": "board", "Y.zone": "hand", "R.zone": "hand", "E.zone": "board", "O.zone": "hand" },
    });
    cardCase("ULD_706", {
      does: "no minion in a hand: that player summons nothing",
      p1: { board: [{ card: "ULD_706", ref: "D" }], hand: [{ card: "CS2_029", ref: "F" }, { card: "CS2_029", ref: "G" }] },
      p2: { hand: [{ card: "CS2_120", ref: "R" }] },
      actions: [{ type: "play", card: "F", target: "D" }],
      expect: { "D.zone": "graveyard", "p1.board": [], "G.zone": "hand", "p2.board": ["CS2_120"] },
    });
  });
});

describe("Saviors of Uldum (late-a, session 12): Wild Bloodstinger", () => {
  describeCard("ULD_212", () => {
    cardCase("ULD_212", {
      does: "Battlecry: a minion from the opponent's hand is summoned for them, and this attacks it",
      p1: { hand: [{ card: "ULD_212", ref: "B" }] },
      p2: { hand: [{ card: "CS2_182", ref: "E" }, { card: "CS2_029", ref: "F" }] },
      actions: [{ type: "play", card: "B" }],
      expect: { "E.zone": "graveyard", "E.player": 2, "F.zone": "hand", "B.health": 5, "p2.board": [] },
    });
    cardCase("ULD_212", {
      does: "no minion in the opponent's hand: nothing",
      p1: { hand: [{ card: "ULD_212", ref: "B" }] },
      p2: { hand: [{ card: "CS2_029", ref: "F" }], board: [{ card: "CS2_120", ref: "R" }] },
      actions: [{ type: "play", card: "B" }],
      expect: { "F.zone": "hand", "B.health": 9, "R.health": 3 },
    });
  });
});

