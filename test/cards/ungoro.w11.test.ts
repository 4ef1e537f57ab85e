/** Journey to Un'Goro (UNGORO): "Adapt your minions" (`adapt` with `together`) and Stampede (w11/old; rules-notes 1121). */
import { describe, expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { factsById } from "../../src/engine/hearthstone/cards/facts.js";
import { events } from "../support/engine.js";

const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231"; // 1/1
const MURLOC = "CS2_168"; // Murloc Raider 2/1
const RECRUIT = "CS2_101t"; // Silver Hand Recruit 1/1
const BEAST = "CS2_120"; // River Crocolisk 2/3 Beast
// Volcanic Might (+1/+1) is the fifth adaptation; choices answer the index among the three offered.
const ADAPT_ENCHANTMENTS = ["UNG_999t6e", "UNG_999t8e", "UNG_999t7e", "UNG_999t13e", "UNG_999t14e", "UNG_999t3e", "UNG_999t4e", "UNG_999t2e", "UNG_999t10e", "UNG_999t5e"];

/** Every minion of these refs carries the same one adaptation, and only one choice was made. */
function sameAdaptation(r: Parameters<NonNullable<Parameters<typeof cardCase>[1]["check"]>>[0], cards: string[]) {
  const chooses = events(r, "choose");
  expect(chooses.length).toBe(1);
  const board = r.state.players[0]!.board.filter((m) => cards.includes(m.card));
  const taken = board.map((m) => (m.enchantments ?? []).map((e) => e.card).filter((c) => c && ADAPT_ENCHANTMENTS.includes(c)));
  for (const t of taken) expect(t).toEqual(taken[0]);
  expect(taken[0]!.length).toBe(1);
}

describe("Journey to Un'Goro (w11/old)", () => {
  describeCard("UNG_103", () => {
    cardCase("UNG_103", {
      does: "one adaptation, chosen once, for all your minions",
      p1: { hand: [{ card: "UNG_103", ref: "S" }], board: [{ card: YETI }, { card: WISP }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "play", card: "S" }],
      choices: [0],
      check: (r) => sameAdaptation(r, [YETI, WISP]),
      expect: { "E.enchantments": undefined },
    });
    cardCase("UNG_103", {
      does: "no minion: nothing is offered",
      p1: { hand: [{ card: "UNG_103", ref: "S" }] },
      actions: [{ type: "play", card: "S" }],
      expect: { "events.choose": 0 },
    });
  });

  describeCard("UNG_089", () => {
    cardCase("UNG_089", {
      does: "Battlecry: your Murlocs adapt together (not the Megasaur, not other minions)",
      p1: { hand: [{ card: "UNG_089", ref: "G" }], board: [{ card: MURLOC }, { card: MURLOC }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "G" }],
      check: (r) => sameAdaptation(r, [MURLOC]),
      expect: { "Y.enchantments": undefined, "G.enchantments": undefined },
    });
  });

  describeCard("UNG_962", () => {
    cardCase("UNG_962", {
      does: "Battlecry: your Silver Hand Recruits adapt together",
      p1: { hand: [{ card: "UNG_962", ref: "S" }], board: [{ card: RECRUIT }, { card: RECRUIT }, { card: WISP, ref: "W" }] },
      actions: [{ type: "play", card: "S" }],
      check: (r) => sameAdaptation(r, [RECRUIT]),
      expect: { "W.enchantments": undefined },
    });
  });

  describeCard("UNG_834", () => {
    cardCase("UNG_834", {
      does: "3 damage to a minion, three 1/1 Pterrordaxes that adapt together",
      p1: { hand: [{ card: "UNG_834", ref: "F" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "F", target: "Y" }],
      expect: { "Y.health": 2, "p1.board.length": 3 },
      check: (r) => sameAdaptation(r, ["UNG_834t1"]),
    });
  });

  describeCard("UNG_916", () => {
    cardCase("UNG_916", {
      does: "each Beast you play this turn adds a random Beast to your hand",
      p1: { hand: [{ card: "UNG_916", ref: "S" }, { card: BEAST, ref: "B1" }, { card: BEAST, ref: "B2" }, { card: WISP, ref: "W" }] },
      actions: [{ type: "play", card: "S" }, { type: "play", card: "B1" }, { type: "play", card: "W" }, { type: "play", card: "B2" }],
      check: (r) => {
        const hand = r.state.players[0]!.hand;
        expect(hand.length).toBe(2);
        for (const c of hand) expect(factsById(c.card)?.races).toContain("BEAST");
      },
    });
    cardCase("UNG_916", {
      does: "not on a later turn",
      p1: { hand: [{ card: "UNG_916", ref: "S" }, { card: BEAST, ref: "B" }], deck: [{ card: WISP }, { card: WISP }] },
      p2: { deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "S" }, { type: "endTurn" }, { type: "endTurn" }, { type: "play", card: "B" }],
      expect: { "p1.hand": [WISP], "B.zone": "board" },
    });
  });
});
