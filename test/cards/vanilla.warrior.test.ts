/**
 * Behaviour tests of the VANILLA (the 2021 Classic format's original texts) Warrior cards whose text differs from today's
 * card (test/support/cards.ts). Reprints with today's text play as today's card and are tested in its set's file.
 */
import { cardCase } from "../support/cards.js";

// Grommash Hellscream (Classic): "Charge Enrage: +6 Attack"
cardCase("VAN_EX1_414", {
  does: "Charge: attacks the turn it is played, for 4",
  p1: { hand: [{ card: "VAN_EX1_414", ref: "G" }] },
  actions: [{ type: "play", card: "G" }, { type: "attack", attacker: "G", defender: "p2.hero" }],
  expect: { "p2.hero.health": 26, "G.attack": 4 },
});
cardCase("VAN_EX1_414", {
  does: "Enrage: 10 Attack while damaged, 4 again once healed; other damaged characters do not count",
  p1: { board: [{ card: "VAN_EX1_414", ref: "G" }, { card: "CS2_182", ref: "Y" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "damage", target: "E", amount: 1 }, { type: "damage", target: "Y", amount: 1 }, { type: "damage", target: "G", amount: 2 }],
  expect: { "G.attack": 10, "G.health": 7, "Y.attack": 4, "E.attack": 4 },
});
cardCase("VAN_EX1_414", {
  does: "healed to full it loses the +6",
  p1: { board: [{ card: "VAN_EX1_414", ref: "G" }] },
  actions: [{ type: "damage", target: "G", amount: 2 }, { type: "heal", target: "G", amount: 2 }],
  expect: { "G.attack": 4, "G.health": 9 },
});
