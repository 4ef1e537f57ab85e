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

// Tol'vir Carver: "Battlecry: Choose a card in your hand. At the start of your turns, reduce its Cost by (1)."
cardCase("CATA_566", {
  does: "the chosen card costs 1 less at each start of its player's turn (two turns: 2 less), not at the opponent's",
  p1: { hand: [{ card: "CATA_566", ref: "T" }, { card: "CS2_186", ref: "G" }, { card: "CS2_029", ref: "F" }], deck: [{ card: "CS2_231" }, { card: "CS2_231" }] },
  p2: { deck: [{ card: "CS2_231" }, { card: "CS2_231" }] },
  actions: [{ type: "play", card: "T", target: "G" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }],
  expect: { "G.cost": 5, "F.cost": 4 },
});
cardCase("CATA_566", {
  does: "no reduction the turn it is played",
  p1: { hand: [{ card: "CATA_566", ref: "T" }, { card: "CS2_186", ref: "G" }] },
  actions: [{ type: "play", card: "T", target: "G" }],
  expect: { "G.cost": 7 },
});
