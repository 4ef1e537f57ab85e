/** Murder at Castle Nathria (REVENDRETH): cards of session 14 (w14/nathria; rules-notes 1660-1679). */
import { cardCase, describeCard } from "../support/cards.js";

const YETI = "CS2_182";

describeCard("REV_307", () => {
  // Natural Causes: "Deal $2 damage. Summon a 2/2 Treant."
  cardCase("REV_307", {
    does: "2 damage to the enemy Yeti, and a 2/2 Treant for you",
    p1: { hand: [{ card: "REV_307", ref: "N" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "N", target: "Y" }],
    expect: { "Y.health": 3, "p1.board": ["REV_336t2"], "p1.board.0.attack": 2, "p1.board.0.health": 2 },
  });
  cardCase("REV_307", {
    does: "Spell Damage +1 (Kobold Geomancer): 3 damage to the enemy hero",
    p1: { hand: [{ card: "REV_307", ref: "N" }], board: [{ card: "CS2_142" }] },
    actions: [{ type: "play", card: "N", target: "p2.hero" }],
    expect: { "p2.hero.health": 27, "p1.board": ["CS2_142", "REV_336t2"] },
  });
});
