/**
 * Behaviour tests of the Into the Emerald Dream (EMERALD_DREAM) Rogue cards (test/support/cards.ts).
 */
import { describe, expect, it } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { events, run } from "../support/engine.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";

const wisps = (n: number, p = "w") => Array.from({ length: n }, (_, i) => ({ card: "CS2_231", ref: `${p}${i}` }));
const endTurn = { type: "endTurn" };
void describe; void expect; void it; void describeCard; void events; void run; void findCard; void wisps; void endTurn;

// Web of Deception: "Return a friendly minion to your hand to summon a 4/4 Spider with Stealth."
cardCase("EDR_523", {
  does: "the friendly minion goes back to hand and a 4/4 Stealth Spider comes on its player's side",
  p1: { hand: [{ card: "EDR_523", ref: "W" }], board: [{ card: "CS2_120", ref: "F" }] },
  actions: [{ type: "play", card: "W", target: "F" }],
  expect: { "F.zone": "hand", "p1.board": ["EDR_523t"], "p1.board.0.attack": 4, "p1.board.0.health": 4, "p1.board.0.seen.STEALTH": 1, "p2.board": [] },
});
cardCase("EDR_523", {
  does: "an enemy minion is not a valid target",
  p1: { hand: [{ card: "EDR_523", ref: "W" }], board: [{ card: "CS2_231" }] },
  p2: { board: [{ card: "CS2_120", ref: "E" }] },
  actions: [{ type: "play", card: "W", target: "E" }],
  error: "illegal_action",
});
