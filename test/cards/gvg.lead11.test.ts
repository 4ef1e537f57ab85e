/** Behaviour tests of Goblins vs Gnomes cards the lead implemented in session 11. */
import { describe, expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231"; // 1/1

describe("Goblins vs Gnomes (lead, session 11)", () => {
  describeCard("GVG_047", () => {
    cardCase("GVG_047", {
      does: "destroys a random enemy minion, not the weapon without Combo",
      p1: { hand: [{ card: "GVG_047", ref: "S" }] },
      p2: { board: [{ card: YETI }], weapon: { card: "CS2_106" } },
      actions: [{ type: "play", card: "S" }],
      expect: { "p2.board": [], "p2.weapon": "CS2_106" },
    });
    cardCase("GVG_047", {
      does: "Combo: and the opponent's weapon",
      p1: { hand: [{ card: WISP, ref: "C" }, { card: "GVG_047", ref: "S" }] },
      p2: { board: [{ card: YETI }], weapon: { card: "CS2_106" } },
      actions: [{ type: "play", card: "C" }, { type: "play", card: "S" }],
      expect: { "p2.board": [], "p2.weapon": null },
    });
  });
  describeCard("GVG_022", () => {
    cardCase("GVG_022", {
      does: "+3 Attack to your weapon; no minion buffed without Combo",
      p1: { hand: [{ card: "GVG_022", ref: "O" }], weapon: { card: "CS2_106" }, board: [{ card: YETI }] },
      actions: [{ type: "play", card: "O" }],
      expect: { "p1.weapon.attack": 6, "p1.board.0.attack": 4 },
    });
    cardCase("GVG_022", {
      does: "Combo: and +3 Attack to a random friendly minion",
      p1: { hand: [{ card: WISP, ref: "C" }, { card: "GVG_022", ref: "O" }], weapon: { card: "CS2_106" }, board: [{ card: YETI }] },
      actions: [{ type: "play", card: "C" }, { type: "play", card: "O" }],
      check: (r) => {
        expect(r.state.players[0].weapon?.attack).toBe(6);
        const [yeti, wisp] = r.state.players[0].board.map((m) => m.attack!);
        expect([[7, 1], [4, 4]]).toContainEqual([yeti, wisp]);
      },
    });
    cardCase("GVG_022", {
      does: "castable without a weapon",
      p1: { hand: [{ card: "GVG_022", ref: "O" }] },
      actions: [{ type: "play", card: "O" }],
      expect: { "O.zone": "graveyard", "p1.weapon": null },
    });
  });
  describeCard("GVG_032", () => {
    cardCase("GVG_032", {
      does: "Gift of Mana: an empty Mana Crystal for each player",
      p1: { hand: [{ card: "GVG_032", ref: "G" }], mana: { crystals: 5, used: 0 } },
      p2: { mana: { crystals: 4, used: 0 } },
      actions: [{ type: "play", card: "G", choose: 1 }],
      expect: { "p1.mana.crystals": 6, "p1.mana.used": 4, "p2.mana.crystals": 5, "p2.mana.used": 1 },
    });
    cardCase("GVG_032", {
      does: "Gift of Cards: each player draws a card",
      p1: { hand: [{ card: "GVG_032", ref: "G" }], deck: [{ card: YETI }] },
      p2: { deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "G", choose: 2 }],
      expect: { "p1.hand": [YETI], "p2.hand": [WISP] },
    });
  });
});

describe("Goblins vs Gnomes (lead, session 11, after the merges)", () => {
  describeCard("GVG_014", () => {
    cardCase("GVG_014", {
      does: "swaps Health with another minion: each gets the other's current Health, damage cleared",
      p1: { hand: [{ card: "GVG_014", ref: "V" }] },
      p2: { board: [{ card: "CS2_182", ref: "Y", tags: { DAMAGE: 1 } }] },
      actions: [{ type: "play", card: "V", target: "Y" }],
      expect: { "V.health": 4, "V.attack": 6, "Y.health": 2, "Y.attack": 4, "Y.maxHealth": 2 },
    });
    cardCase("GVG_014", {
      does: "the target may be friendly; no minion: played without a target",
      p1: { hand: [{ card: "GVG_014", ref: "V" }] },
      actions: [{ type: "play", card: "V" }],
      expect: { "V.health": 2, "p1.board": ["GVG_014"] },
    });
  });
});
