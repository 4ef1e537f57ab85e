/** Behaviour tests of Kobolds & Catacombs cards implemented in session 13 (w13/old). */
import { describe, expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

const WISP = "CS2_231";
const YETI = "CS2_182";

describe("Kobolds & Catacombs (w13/old)", () => {
  describeCard("LOOT_500", () => {
    cardCase("LOOT_500", {
      does: "Deathrattle: the minion in your hand gets +4/+2 (the spell is left alone)",
      p1: { weapon: { card: "LOOT_500", ref: "V" }, hand: [{ card: YETI, ref: "Y" }, { card: "CS2_023", ref: "A" }] },
      actions: [{ type: "destroy", target: "V" }],
      expect: { "V.zone": "graveyard", "Y.attack": 8, "Y.health": 7, "p1.weapon": null },
    });
    cardCase("LOOT_500", {
      does: "when that minion dies, a new 4/2 Val'anyr is equipped",
      p1: { weapon: { card: "LOOT_500", ref: "V" }, hand: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "destroy", target: "V" }, { type: "play", card: "Y" }, { type: "destroy", target: "Y" }],
      expect: { "p1.weapon": "LOOT_500", "p1.weapon.attack": 4, "p1.weapon.durability": 2 },
    });
  });
});

describe("Kobolds & Catacombs (w13/old), Reckless Flurry", () => {
  describeCard("LOOT_364", () => {
    cardCase("LOOT_364", {
      does: "all 4 Armor spent, 4 damage to every minion (no Spell Damage)",
      p1: { hero: { card: "HERO_01", armor: 4 }, hand: [{ card: "LOOT_364", ref: "F" }], board: [{ card: "CS2_197", ref: "O" }] },
      p2: { board: [{ card: YETI, ref: "Y" }, { card: WISP, ref: "W" }] },
      actions: [{ type: "play", card: "F" }],
      expect: { "p1.hero.armor": 0, "Y.health": 1, "W.zone": "graveyard", "O.zone": "graveyard", "p1.hero.health": 30 },
    });
    cardCase("LOOT_364", {
      does: "no Armor: no damage",
      p1: { hand: [{ card: "LOOT_364", ref: "F" }] },
      p2: { board: [{ card: WISP, ref: "W" }] },
      actions: [{ type: "play", card: "F" }],
      expect: { "W.zone": "board", "F.zone": "graveyard" },
    });
  });
});

describe("Kobolds & Catacombs (w13/old), Twilight's Call", () => {
  describeCard("LOOT_187", () => {
    cardCase("LOOT_187", {
      does: "two different friendly Deathrattle minions that died come back as 1/1s; a non-Deathrattle and an enemy death never",
      p1: { hand: [{ card: "LOOT_187", ref: "T" }] },
      state: { deaths: [
        { card: "EX1_096", controller: 1, turn: 2 }, { card: "FP1_007", controller: 1, turn: 3 }, { card: "CS2_182", controller: 1, turn: 3 },
        { card: "EX1_012", controller: 2, turn: 3 }] },
      actions: [{ type: "play", card: "T" }],
      check: (r) => {
        const b = r.state.players[0]!.board;
        expect(b.map((c) => c.card).sort()).toEqual(["EX1_096", "FP1_007"]);
        for (let i = 0; i < b.length; i++) expect([b[i]!.attack, b[i]!.health]).toEqual([1, 1]);
      },
    });
    cardCase("LOOT_187", {
      does: "no Deathrattle minion died: nothing",
      p1: { hand: [{ card: "LOOT_187", ref: "T" }] },
      state: { deaths: [{ card: "CS2_182", controller: 1, turn: 3 }] },
      actions: [{ type: "play", card: "T" }],
      expect: { "p1.board": [], "T.zone": "graveyard" },
    });
  });
});
