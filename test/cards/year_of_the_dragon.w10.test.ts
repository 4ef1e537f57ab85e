/** Behaviour tests of Galakrond's Awakening (YEAR_OF_THE_DRAGON) cards, w10/mech. */
import { describe, expect } from "vitest";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";
import { cardCase, describeCard } from "../support/cards.js";

const YETI = "CS2_182"; // 4/5

describe("Galakrond's Awakening (w10/mech)", () => {
  describeCard("YOD_012", () => {
    cardCase("YOD_012", {
      does: "two 1/1 Silver Hand Recruits with Taunt, and the copy without Twinspell in hand",
      p1: { hand: [{ card: "YOD_012", ref: "A" }] },
      actions: [{ type: "play", card: "A" }],
      expect: { "p1.board": ["CS2_101t", "CS2_101t"], "p1.board.0.seen.TAUNT": 1, "p1.board.1.seen.TAUNT": 1, "p1.hand": ["YOD_012ts"] },
    });
    cardCase("YOD_012", {
      does: "the Twinspell copy: two more, no further copy",
      p1: { hand: [{ card: "YOD_012ts", ref: "A" }] },
      actions: [{ type: "play", card: "A" }],
      expect: { "p1.board": ["CS2_101t", "CS2_101t"], "p1.board.1.seen.TAUNT": 1, "p1.hand": [] },
    });
  });
  describeCard("YOD_041", () => {
    cardCase("YOD_041", {
      does: "three 5/6 Taunt Elementals; Overload (3)",
      p1: { hand: [{ card: "YOD_041", ref: "E" }] },
      actions: [{ type: "play", card: "E" }],
      expect: { "p1.board": ["YOD_041t", "YOD_041t", "YOD_041t"], "p1.board.2.seen.TAUNT": 1, "p1.board.0.attack": 5, "p1.mana.overloadOwed": 3 },
    });
  });
  describeCard("YOD_029", () => {
    cardCase("YOD_029", {
      does: "two 1/1 Ice Shards that Freeze what they damage",
      p1: { hand: [{ card: "YOD_029", ref: "H" }] },
      actions: [{ type: "play", card: "H" }],
      expect: { "p1.board": ["YOD_029t", "YOD_029", "YOD_029t"] },
    });
    cardCase("YOD_029", {
      does: "an Ice Shard's attack Freezes",
      p1: { board: [{ card: "YOD_029t", ref: "S" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "attack", attacker: "S", defender: "Y" }],
      expect: { "Y.tags.FROZEN": 1, "Y.health": 4 },
    });
  });
  describeCard("YOD_033", () => {
    cardCase("YOD_033", {
      does: "the opponent's Battlecry cards cost (5) more on their next turn, not other cards, and not after it",
      p1: { hand: [{ card: "YOD_033", ref: "B" }] },
      p2: { hand: [{ card: "CS2_189", ref: "E" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "B" }, { type: "endTurn" }],
      expect: { "E.cost": 6, "Y.cost": 4 },
    });
    cardCase("YOD_033", {
      does: "over after their turn",
      p1: { hand: [{ card: "YOD_033", ref: "B" }] },
      p2: { hand: [{ card: "CS2_189", ref: "E" }] },
      actions: [{ type: "play", card: "B" }, { type: "endTurn" }, { type: "endTurn" }],
      expect: { "E.cost": 1 },
    });
  });
  describeCard("YOD_025", () => {
    cardCase("YOD_025", {
      does: "two Discovers of Warlock cards",
      p1: { hand: [{ card: "YOD_025", ref: "T" }] },
      actions: [{ type: "play", card: "T" }],
      choices: [0, 1],
      check: (r) => {
        const h = r.state.players[0].hand.map((c) => c.card);
        expect(h).toHaveLength(2);
        for (const id of h) expect(findCard(id)!.cardClass).toBe("WARLOCK");
        const opts = r.random.filter((d) => d.purpose.startsWith("discover option"));
        for (const o of opts) expect(findCard(o.chosen as string)!.cardClass).toBe("WARLOCK");
      },
    });
  });
  describeCard("YOD_030", () => {
    cardCase("YOD_030", {
      does: "controlling a Quest (Un'Goro's The Marsh Queen): a Coin",
      p1: { secrets: [{ card: "UNG_920" }], hand: [{ card: "YOD_030", ref: "L" }] },
      actions: [{ type: "play", card: "L" }],
      expect: { "p1.hand": ["GAME_005"] },
    });
    cardCase("YOD_030", {
      does: "no Quest (a Secret only): nothing",
      p1: { secrets: [{ card: "EX1_130" }], hand: [{ card: "YOD_030", ref: "L" }] },
      actions: [{ type: "play", card: "L" }],
      expect: { "p1.hand": [] },
    });
  });
});
