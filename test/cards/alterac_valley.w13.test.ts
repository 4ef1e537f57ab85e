/**
 * Fractured in Alterac Valley (ALTERAC_VALLEY): the cards w13/nathria added (sets/alterac.ts) — Forsaken Lieutenant,
 * Full-Blown Evil.
 */
import { expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

const YETI = "CS2_182"; // 4-Cost 4/5
const HOARDER = "EX1_096"; // Loot Hoarder, 2-Cost 2/1, "Deathrattle: Draw a card."
const OGRE = "CS2_200"; // 6-Cost 6/7

describeCard("AV_601", () => {
  // Forsaken Lieutenant: "Stealth. After you play a Deathrattle minion, become a 2/2 copy of it with Rush."
  cardCase("AV_601", {
    does: "after a friendly Deathrattle minion is played, it becomes a 2/2 Rush copy of it, keeping the Deathrattle",
    p1: { board: [{ card: "AV_601", ref: "F" }], hand: [{ card: HOARDER, ref: "H" }], deck: [{ card: YETI }] },
    actions: [{ type: "play", card: "H" }, { type: "destroy", target: "F" }],
    expect: { "F.card": HOARDER, "p1.hand": [YETI], "p1.board": [HOARDER] },
  });
  cardCase("AV_601", {
    does: "the copy is a 2/2 with Rush and no Stealth",
    p1: { board: [{ card: "AV_601", ref: "F" }], hand: [{ card: HOARDER, ref: "H" }] },
    actions: [{ type: "play", card: "H" }],
    expect: { "F.card": HOARDER, "F.attack": 2, "F.health": 2, "F.seen.RUSH": 1, "F.seen.STEALTH": undefined },
  });
  cardCase("AV_601", {
    does: "a minion without a Deathrattle, or the opponent's Deathrattle minion, does nothing",
    p1: { board: [{ card: "AV_601", ref: "F" }], hand: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "Y" }, { type: "endTurn" }, { type: "play", card: "p2.hand.0" }],
    p2: { hand: [{ card: HOARDER }] },
    expect: { "F.card": "AV_601" },
  });
});

describeCard("AV_285", () => {
  // Full-Blown Evil: "Deal $5 damage randomly split among all enemy minions. Repeatable this turn."
  cardCase("AV_285", {
    does: "five 1-damage hits among the enemy minions; a copy that vanishes at the end of the turn comes back to the hand",
    p1: { hand: [{ card: "AV_285", ref: "E" }] },
    p2: { board: [{ card: OGRE, ref: "O" }] },
    actions: [{ type: "play", card: "E" }],
    expect: { "O.health": 2, "p2.hero.health": 30, "p1.hand": ["AV_285"] },
  });
  cardCase("AV_285", {
    does: "Spell Damage does not raise it; the echo copy is gone at the end of the turn",
    p1: { hand: [{ card: "AV_285", ref: "E" }], board: [{ card: "CS2_197" }] },
    p2: { board: [{ card: OGRE, ref: "O" }] },
    actions: [{ type: "play", card: "E" }, { type: "endTurn" }],
    expect: { "O.health": 2, "p1.hand": [] },
  });
});
