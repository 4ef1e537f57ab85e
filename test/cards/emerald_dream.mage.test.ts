/**
 * Behaviour tests of the Into the Emerald Dream (EMERALD_DREAM) Mage cards (test/support/cards.ts).
 */
import { expect } from "vitest";
import { cardCase } from "../support/cards.js";
import { events } from "../support/engine.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";

const wisps = (n: number, p = "w") => Array.from({ length: n }, (_, i) => ({ card: "CS2_231", ref: `${p}${i}` }));

// Divination: "Destroy a friendly Wisp to draw 3 cards."
cardCase("EDR_804", {
  does: "destroys the friendly Wisp and draws 3",
  p1: { hand: [{ card: "EDR_804", ref: "D" }], board: [{ card: "CS2_231", ref: "W" }], deck: wisps(4, "d") },
  actions: [{ type: "play", card: "D", target: "W" }],
  expect: { "W.zone": "graveyard", "p1.hand.length": 3, "p2.hand.length": 0 },
});
cardCase("EDR_804", {
  does: "another friendly minion is not a valid target",
  p1: { hand: [{ card: "EDR_804", ref: "D" }], board: [{ card: "CS2_120", ref: "F" }], deck: wisps(4, "d") },
  actions: [{ type: "play", card: "D", target: "F" }],
  error: "illegal_action",
});
cardCase("EDR_804", {
  does: "an enemy Wisp is not a valid target",
  p1: { hand: [{ card: "EDR_804", ref: "D" }], deck: wisps(4, "d") },
  p2: { board: [{ card: "CS2_231", ref: "E" }] },
  actions: [{ type: "play", card: "D", target: "E" }],
  error: "illegal_action",
});

// Spark of Life: "Choose One - Discover a Mage spell; or Discover a Druid spell."
cardCase("EDR_872", {
  does: "first option: the three offered are Mage spells",
  p1: { hand: [{ card: "EDR_872", ref: "S" }] },
  actions: [{ type: "play", card: "S", choose: 1 }],
  choices: [0],
  check: (r) => {
    const offered = events(r, "discover")[0]!.options as string[];
    expect(offered).toHaveLength(3);
    for (const id of offered) expect(findCard(id)).toMatchObject({ type: "SPELL", cardClass: "MAGE" });
    expect(r.state.players[0]!.hand.map((c) => c.card)).toEqual([offered[0]]);
  },
});
cardCase("EDR_872", {
  does: "second option: Druid spells",
  p1: { hand: [{ card: "EDR_872", ref: "S" }] },
  actions: [{ type: "play", card: "S", choose: 2 }],
  choices: [2],
  check: (r) => {
    const offered = events(r, "discover")[0]!.options as string[];
    for (const id of offered) expect(findCard(id)).toMatchObject({ type: "SPELL", cardClass: "DRUID" });
    expect(r.state.players[0]!.hand.map((c) => c.card)).toEqual([offered[2]]);
  },
});
