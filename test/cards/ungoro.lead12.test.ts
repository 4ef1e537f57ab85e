/** Behaviour tests of Journey to Un'Goro cards the lead implemented in session 12. */
import { describe, expect } from "vitest";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";
import { cardCase, describeCard } from "../support/cards.js";

const YETI = "CS2_182";
const WISP = "CS2_231";

describe("Journey to Un'Goro (lead, session 12)", () => {
  describeCard("UNG_078", () => {
    cardCase("UNG_078", {
      does: "a random minion with 5 or more printed Attack to your hand",
      p1: { hand: [{ card: "UNG_078", ref: "T" }] },
      actions: [{ type: "play", card: "T" }],
      check: (r) => {
        const hand = r.state.players[0].hand;
        expect(hand).toHaveLength(1);
        const f = findCard(hand[0]!.card)!;
        expect(f.type).toBe("MINION");
        expect(f.attack).toBeGreaterThanOrEqual(5);
      },
    });
    for (const seed of [1, 2, 3]) cardCase("UNG_078", {
      does: `seed ${seed}: the pick is a minion of Attack 5 or more`,
      seed,
      p1: { hand: [{ card: "UNG_078", ref: "T" }] },
      actions: [{ type: "play", card: "T" }],
      check: (r) => expect(findCard(r.state.players[0].hand[0]!.card)!.attack).toBeGreaterThanOrEqual(5),
    });
  });
  describeCard("UNG_907", () => {
    cardCase("UNG_907", {
      does: "+5 Health for each Elemental you played last turn",
      p1: { hand: [{ card: "UNG_907", ref: "O" }], playedLastTurn: ["UNG_809", "UNG_809", "CS2_182"], tags: { NUM_MINIONS_PLAYED_LAST_TURN: 3, NUM_CARDS_PLAYED_LAST_TURN: 3 } },
      actions: [{ type: "play", card: "O" }],
      expect: { "O.health": 18 },
    });
    cardCase("UNG_907", {
      does: "none last turn: 8 Health",
      p1: { hand: [{ card: "UNG_907", ref: "O" }] },
      actions: [{ type: "play", card: "O" }],
      expect: { "O.health": 8 },
    });
  });
  describeCard("UNG_956", () => {
    cardCase("UNG_956", {
      does: "your minions, dying, return to your hand; the enemy's do not",
      p1: { hand: [{ card: "UNG_956", ref: "S" }], board: [{ card: YETI, ref: "Y" }, { card: WISP, ref: "W" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "play", card: "S" }, { type: "destroy", target: "Y" }, { type: "destroy", target: "E" }],
      expect: { "p1.hand": [YETI], "p1.board": [WISP], "p2.hand": [] },
    });
  });
});
