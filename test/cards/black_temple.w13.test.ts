/** Behaviour tests of Ashes of Outland cards implemented in session 13 (w13/old). */
import { describe, expect } from "vitest";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";
import { cardCase, describeCard } from "../support/cards.js";

const WISP = "CS2_231";
const YETI = "CS2_182";

describe("Ashes of Outland (w13/old)", () => {
  describeCard("BT_126", () => {
    cardCase("BT_126", {
      does: "Battlecry: your other minions are destroyed, the enemy's are not",
      p1: { board: [{ card: WISP, ref: "W" }, { card: YETI, ref: "Y" }], hand: [{ card: "BT_126", ref: "T" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "play", card: "T" }],
      expect: { "W.zone": "graveyard", "Y.zone": "graveyard", "E.zone": "board", "p1.board": ["BT_126"] },
    });
    cardCase("BT_126", {
      does: "Deathrattle: they come back, fresh, with +1/+1",
      p1: { board: [{ card: WISP, ref: "W" }, { card: YETI, ref: "Y", health: 2 }], hand: [{ card: "BT_126", ref: "T" }] },
      actions: [{ type: "play", card: "T" }, { type: "destroy", target: "T" }],
      expect: { "p1.board": [WISP, YETI], "p1.board.0.attack": 2, "p1.board.0.health": 2, "p1.board.1.attack": 5, "p1.board.1.health": 6 },
    });
  });
});

describe("Ashes of Outland (w13/old), Solarian", () => {
  describeCard("BT_028", () => {
    cardCase("BT_028", {
      does: "Spell Damage +1; Deathrattle: Solarian Prime shuffled into your deck",
      p1: { board: [{ card: "BT_028", ref: "S" }], hand: [{ card: "CS2_029", ref: "F" }] },
      actions: [{ type: "play", card: "F", target: "p2.hero" }, { type: "destroy", target: "S" }],
      expect: { "p2.hero.health": 23, "p1.deck": ["BT_028t"] },
    });
  });

  describeCard("BT_028t", () => {
    cardCase("BT_028t", {
      does: "Battlecry: five random Mage spells are cast, each picked from the Mage spells",
      p1: { hand: [{ card: "BT_028t", ref: "S" }], deck: Array(10).fill({ card: WISP }) },
      p2: { board: [{ card: "CS2_186", ref: "E" }], deck: Array(10).fill({ card: WISP }) },
      actions: [{ type: "play", card: "S" }],
      check: (r) => {
        const picks = r.random.filter((d) => d.by?.ref === "S" && (d.candidates as string[]).includes("CS2_029"));
        expect(picks).toHaveLength(5);
        for (const id of picks[0]!.candidates as string[]) expect([findCard(id)!.type, findCard(id)!.cardClass]).toEqual(["SPELL", "MAGE"]);
      },
    });
  });
});
