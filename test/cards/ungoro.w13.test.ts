/** Behaviour tests of Journey to Un'Goro cards implemented in session 13 (w13/old). */
import { describe, expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { events } from "../support/engine.js";

const WISP = "CS2_231";
const FOOTMAN = "CS1_042"; // Goldshire Footman, 1/2 Taunt
const YETI = "CS2_182";

describe("Journey to Un'Goro (w13/old)", () => {
  describeCard("UNG_934", () => {
    cardCase("UNG_934", {
      does: "a Taunt minion played counts, a minion without Taunt not; at 7 Sulfuras is added",
      p1: { secrets: [{ card: "UNG_934", ref: "Q", tags: { QUEST_PROGRESS: 6 } }], hand: [{ card: WISP, ref: "W" }, { card: FOOTMAN, ref: "F" }] },
      actions: [{ type: "play", card: "W" }, { type: "play", card: "F" }],
      expect: { "Q.zone": "graveyard", "p1.hand": ["UNG_934t1"] },
    });
    cardCase("UNG_934", {
      does: "a minion without Taunt does not count",
      p1: { secrets: [{ card: "UNG_934", ref: "Q", tags: { QUEST_PROGRESS: 2 } }], hand: [{ card: WISP, ref: "W" }] },
      actions: [{ type: "play", card: "W" }],
      expect: { "Q.tags.QUEST_PROGRESS": 2 },
    });
  });

  describeCard("UNG_934t1", () => {
    cardCase("UNG_934t1", {
      does: "Battlecry: your Hero Power becomes DIE, INSECT!; a 4/2 weapon",
      p1: { hand: [{ card: "UNG_934t1", ref: "S" }] },
      actions: [{ type: "play", card: "S" }],
      expect: { "p1.heroPower": "UNG_934t2", "p1.weapon": "UNG_934t1", "p1.weapon.attack": 4, "p1.weapon.durability": 2 },
    });
  });

  describeCard("UNG_934t2", () => {
    cardCase("UNG_934t2", {
      does: "Hero Power: 8 damage to a random enemy (the only one, the enemy hero), none to your side",
      p1: { heroPower: { card: "UNG_934t2" }, board: [{ card: YETI, ref: "M" }] },
      actions: [{ type: "heroPower" }],
      expect: { "p2.hero.health": 22, "p1.hero.health": 30, "M.health": 5, "p1.mana.used": 2 },
    });
  });

  describeCard("UNG_028", () => {
    cardCase("UNG_028", {
      does: "a spell that didn't start in your deck counts; at 8 Time Warp is added",
      p1: { secrets: [{ card: "UNG_028", ref: "Q", tags: { QUEST_PROGRESS: 7 } }], hand: [{ card: "CS2_023", ref: "A", tags: { CREATOR: 99 } }] },
      actions: [{ type: "play", card: "A" }],
      expect: { "Q.zone": "graveyard", "p1.hand": ["UNG_028t"] },
    });
    cardCase("UNG_028", {
      does: "a spell that started in your deck does not count",
      p1: { secrets: [{ card: "UNG_028", ref: "Q", tags: { QUEST_PROGRESS: 3 } }], hand: [{ card: "CS2_023", ref: "A" }] },
      actions: [{ type: "play", card: "A" }],
      expect: { "Q.tags.QUEST_PROGRESS": 3, "Q.zone": "secrets" },
    });
  });

  describeCard("UNG_954", () => {
    cardCase("UNG_954", {
      does: "a spell cast on your minion counts; at 5 Galvadon is added",
      p1: { secrets: [{ card: "UNG_954", ref: "Q", tags: { QUEST_PROGRESS: 4 } }], hand: [{ card: "CS2_087", ref: "B" }], board: [{ card: YETI, ref: "M" }] },
      actions: [{ type: "play", card: "B", target: "M" }],
      expect: { "Q.zone": "graveyard", "p1.hand": ["UNG_954t1"], "M.attack": 7 },
    });
    cardCase("UNG_954", {
      does: "a spell on an enemy minion, or with no target, does not count",
      p1: { secrets: [{ card: "UNG_954", ref: "Q", tags: { QUEST_PROGRESS: 1 } }], hand: [{ card: "CS2_087", ref: "B" }, { card: "CS2_023", ref: "A" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "play", card: "B", target: "E" }, { type: "play", card: "A" }],
      expect: { "Q.tags.QUEST_PROGRESS": 1 },
    });
  });

  describeCard("UNG_954t1", () => {
    cardCase("UNG_954t1", {
      does: "Battlecry: adapts 5 times (five adaptation steps)",
      p1: { hand: [{ card: "UNG_954t1", ref: "G" }] },
      actions: [{ type: "play", card: "G" }],
      check: (r) => expect(events(r, "choose").filter((e) => e.reason === "adapt")).toHaveLength(5),
    });
  });
});
