/** Whizbang's Workshop (WHIZBANGS_WORKSHOP): the cards w12/toys added (sets/whizbang.ts). */
import { describe, expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

const WISP = "CS2_231"; // 1/1
const wisps = (n: number) => Array.from({ length: n }, () => ({ card: WISP }));

describe("Whizbang's Workshop (w12/toys)", () => {
  describeCard("TOY_866", () => {
    cardCase("TOY_866", {
      does: "starts Dormant; seven minions dying (Consecration on seven Wisps) awaken it",
      p1: { hand: [{ card: "TOY_866", ref: "S" }, { card: "CS2_093", ref: "C" }] },
      p2: { board: wisps(7) },
      actions: [{ type: "play", card: "S" }, { type: "play", card: "C" }],
      expect: { "S.tags.DORMANT": undefined, "p2.board": [] },
    });
    cardCase("TOY_866", {
      does: "six deaths: still Dormant",
      p1: { hand: [{ card: "TOY_866", ref: "S" }, { card: "CS2_093", ref: "C" }] },
      p2: { board: wisps(6) },
      actions: [{ type: "play", card: "S" }, { type: "play", card: "C" }],
      expect: { "S.tags.DORMANT": 1 },
    });
    cardCase("TOY_866", {
      does: "friendly minions count too (four of yours, three of theirs)",
      p1: { hand: [{ card: "TOY_866", ref: "S" }, { card: "CS2_062", ref: "H" }], board: wisps(4) },
      p2: { board: wisps(3) },
      actions: [{ type: "play", card: "S" }, { type: "play", card: "H" }],
      expect: { "S.tags.DORMANT": undefined },
    });
  });
});
