/** Forged in the Barrens (THE_BARRENS): cards of session 13 (w13/storm; rules-notes 1520-1539). */
import { cardCase, describeCard } from "../support/cards.js";

const MAGE = { hero: { card: "HERO_08" }, heroPower: { card: "HERO_08bp" } };

describeCard("BAR_546", () => {
  cardCase("BAR_546", {
    does: "your Hero Power deals 1 more: Fireblast 2",
    p1: { ...MAGE, hand: [{ card: "BAR_546", ref: "W" }] },
    actions: [{ type: "play", card: "W" }, { type: "heroPower", target: "p2.hero" }],
    expect: { "p2.hero.health": 28 },
  });
  cardCase("BAR_546", {
    does: "for the rest of the game, and two add 2: Fireblast 3 on a later turn",
    p1: { ...MAGE, hand: [{ card: "BAR_546", ref: "W" }, { card: "BAR_546", ref: "X" }], deck: [{ card: "CS2_231" }] },
    p2: { deck: [{ card: "CS2_231" }] },
    actions: [{ type: "play", card: "W" }, { type: "play", card: "X" }, { type: "endTurn" }, { type: "endTurn" }, { type: "heroPower", target: "p2.hero" }],
    expect: { "p2.hero.health": 27 },
  });
  cardCase("BAR_546", {
    does: "only your Hero Power: the opponent's Fireblast still deals 1",
    p1: { ...MAGE, hand: [{ card: "BAR_546", ref: "W" }] },
    p2: { ...MAGE, deck: [{ card: "CS2_231" }] },
    actions: [{ type: "play", card: "W" }, { type: "endTurn" }, { type: "heroPower", target: "p1.hero" }],
    expect: { "p1.hero.health": 29 },
  });
});
