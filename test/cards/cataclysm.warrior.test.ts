/**
 * Behaviour tests of the Cataclysm (CATACLYSM) Warrior cards (test/support/cards.ts).
 */
import { cardCase } from "../support/cards.js";

// Searing Fissure: "Deal $1 damage to all minions. Give your hero +3 Attack this turn."
cardCase("CATA_582", {
  does: "1 damage to every minion; the hero attacks for 3 this turn",
  p1: { hand: [{ card: "CATA_582", ref: "S" }], board: [{ card: "CS2_120", ref: "F" }] },
  p2: { board: [{ card: "CS2_120", ref: "E" }] },
  actions: [{ type: "play", card: "S" }, { type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
  expect: { "F.health": 2, "E.health": 2, "p2.hero.health": 27 },
});
cardCase("CATA_582", {
  does: "the Attack is gone next turn",
  p1: { hand: [{ card: "CATA_582", ref: "S" }], deck: [{ card: "CS2_231" }] },
  p2: { deck: [{ card: "CS2_231" }] },
  actions: [{ type: "play", card: "S" }, { type: "endTurn" }, { type: "endTurn" }],
  expect: { "p1.hero.attack": 0 },
});

// Decimation: "Deal $1 damage to all minions. (Improved for each minion on the battlefield.)"
cardCase("CATA_581", {
  does: "with 3 minions in play: 4 damage to every minion",
  p1: { hand: [{ card: "CATA_581", ref: "D" }], board: [{ card: "CS2_186", ref: "G" }] },
  p2: { board: [{ card: "NEW1_030", ref: "W" }, { card: "CS2_186", ref: "G2" }] },
  actions: [{ type: "play", card: "D" }],
  expect: { "G.health": 3, "G2.health": 3, "W.health": 8, "p2.hero.health": 30 },
});

// Destructive Blaze: "After this survives damage, summon a Destructive Blaze. Deathrattle: Deal 2 damage to a random enemy."
cardCase("CATA_586", {
  does: "it survives 1 damage: another Destructive Blaze right of it",
  p1: { board: [{ card: "CATA_586", ref: "B" }] },
  p2: { hand: [{ card: "CS2_025", ref: "X" }] },
  state: { activePlayer: 2 },
  actions: [{ type: "play", card: "X" }],
  expect: { "p1.board": ["CATA_586", "CATA_586"], "B.health": 2 },
});
cardCase("CATA_586", {
  does: "killed: no new Blaze; its Deathrattle deals 2 to the only enemy (the hero)",
  p1: { board: [{ card: "CATA_586", ref: "B" }] },
  p2: { hand: [{ card: "CS2_029", ref: "F" }] },
  state: { activePlayer: 2 },
  actions: [{ type: "play", card: "F", target: "B" }],
  expect: { "p1.board": [], "p2.hero.health": 28, "p1.hero.health": 30 },
});
