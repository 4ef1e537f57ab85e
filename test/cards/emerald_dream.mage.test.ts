/**
 * Behaviour tests of the Into the Emerald Dream (EMERALD_DREAM) Mage cards (test/support/cards.ts).
 */
import { cardCase } from "../support/cards.js";

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
