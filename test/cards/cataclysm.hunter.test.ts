/**
 * Behaviour tests of the Cataclysm (CATACLYSM) Hunter cards (test/support/cards.ts).
 */
import { cardCase } from "../support/cards.js";

// Reinforcement Rallier: "Elusive"
cardCase("CATA_558", {
  does: "Elusive: a spell cannot target it",
  p2: { board: [{ card: "CATA_558", ref: "R" }] },
  p1: { hand: [{ card: "CS2_029", ref: "F" }] },
  actions: [{ type: "play", card: "F", target: "R" }],
  error: "illegal_action",
});
cardCase("CATA_558", {
  does: "a 2/2 that attacks normally",
  p1: { board: [{ card: "CATA_558", ref: "R" }] },
  actions: [{ type: "attack", attacker: "R", defender: "p2.hero" }],
  expect: { "p2.hero.health": 28, "R.seen.CANT_BE_TARGETED_BY_SPELLS": 1, "R.seen.CANT_BE_TARGETED_BY_HERO_POWERS": 1 },
});
