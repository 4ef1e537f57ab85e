/** Curse of Naxxramas (NAXX) Hunter cards: one case per behaviour of each card's text. */
import { expect } from "vitest";
import { factsById } from "../../src/engine/hearthstone/cards/facts.js";
import { cardCase } from "../support/cards.js";

const isBeast = (id: string) => factsById(id)!.type === "MINION" && factsById(id)!.races.some((r) => r === "BEAST" || r === "ALL");

// Webspinner: "Deathrattle: Get a random Beast."
for (const seed of [1, 2, 3]) {
  cardCase("FP1_011", {
    does: `Deathrattle: a random Beast card goes into its controller's hand, not the opponent's (seed ${seed})`,
    seed,
    p1: { board: [{ card: "FP1_011", ref: "W" }] },
    actions: [{ type: "destroy", target: "W" }],
    expect: { "p1.hand.length": 1, "p2.hand.length": 0, "p1.board.length": 0 },
    check: (r) => expect(isBeast(r.state.players[0].hand[0]!.card)).toBe(true),
  });
}
cardCase("FP1_011", {
  does: "an enemy Webspinner's Deathrattle fills its own controller's hand",
  p2: { board: [{ card: "FP1_011", ref: "W" }] },
  actions: [{ type: "destroy", target: "W" }],
  expect: { "p1.hand.length": 0, "p2.hand.length": 1 },
});
cardCase("FP1_011", {
  does: "with a full hand the Beast is burned",
  p1: { board: [{ card: "FP1_011", ref: "W" }], hand: Array.from({ length: 10 }, (_, i) => ({ card: "CS2_231", ref: `h${i}` })) },
  actions: [{ type: "destroy", target: "W" }],
  expect: { "p1.hand.length": 10, "events.burn": 1 },
});
