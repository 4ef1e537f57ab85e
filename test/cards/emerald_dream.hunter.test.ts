/**
 * Behaviour tests of the Into the Emerald Dream (EMERALD_DREAM) Hunter cards (test/support/cards.ts).
 */
import { describe, expect, it } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { events, run } from "../support/engine.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";

const wisps = (n: number, p = "w") => Array.from({ length: n }, (_, i) => ({ card: "CS2_231", ref: `${p}${i}` }));
const endTurn = { type: "endTurn" };
void describe; void expect; void it; void describeCard; void events; void run; void findCard; void wisps; void endTurn;

// Bursting Shot: "Deal $2 damage to three random enemies."
cardCase("FIR_909", {
  does: "2 damage to three different enemies — with exactly three, each is hit once; friends untouched",
  p1: { board: [{ card: "CS2_120", ref: "F" }], hand: [{ card: "FIR_909", ref: "B" }] },
  p2: { board: [{ card: "CS2_182", ref: "A" }, { card: "CS2_182", ref: "C" }] },
  actions: [{ type: "play", card: "B" }],
  expect: { "A.health": 3, "C.health": 3, "p2.hero.health": 28, "F.health": 3, "p1.hero.health": 30, "events.damage": 3 },
});
cardCase("FIR_909", {
  does: "with fewer enemies, fewer hits (no enemy twice)",
  p1: { hand: [{ card: "FIR_909", ref: "B" }] },
  p2: { board: [{ card: "CS2_182", ref: "A" }] },
  actions: [{ type: "play", card: "B" }],
  expect: { "A.health": 3, "p2.hero.health": 28, "events.damage": 2 },
});
