/**
 * Behaviour tests of the Classic-format (VANILLA) Priest cards whose original text differs from the current card.
 */
import { describe } from "vitest";
import { cardCase } from "../support/cards.js";

describe("VANILLA Priest", () => {
  // Holy Nova (2014): "Deal $2 damage to all enemies. Restore #2 Health to all friendly characters."
  cardCase("VAN_CS1_112", {
    does: "2 damage to every enemy, the hero included, then 2 Health to every friendly character",
    p1: { hand: [{ card: "VAN_CS1_112", ref: "N" }], hero: { card: "HERO_08", health: 25 }, board: [{ card: "CS2_182", ref: "F", health: 2 }] },
    p2: { board: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_231", ref: "W" }] },
    actions: [{ type: "play", card: "N" }],
    expect: { "Y.health": 3, "W.zone": "graveyard", "p2.hero.health": 28, "p1.hero.health": 27, "F.health": 4, "events.damage": 3, "events.heal": 2 },
  });

  // Holy Smite (2014): "Deal $2 damage."
  cardCase("VAN_CS1_130", {
    does: "2 damage to a minion",
    p1: { hand: [{ card: "VAN_CS1_130", ref: "H" }] },
    p2: { board: [{ card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "play", card: "H", target: "Y" }],
    expect: { "Y.health": 3, "p2.hero.health": 30 },
  });
  cardCase("VAN_CS1_130", {
    does: "may target a hero",
    p1: { hand: [{ card: "VAN_CS1_130", ref: "H" }] },
    actions: [{ type: "play", card: "H", target: "p2.hero" }],
    expect: { "p2.hero.health": 28, "p1.hero.health": 30 },
  });

  // Shadowform (2014): "Your Hero Power becomes 'Deal 2 damage.' If already in Shadowform: 3 damage."
  cardCase("VAN_EX1_625", {
    does: "the first one: Mind Spike (2 damage), usable this turn",
    p1: { hand: [{ card: "VAN_EX1_625", ref: "S" }], tags: { HEROPOWER_ACTIVATIONS_THIS_TURN: 1 } },
    actions: [{ type: "play", card: "S" }, { type: "heroPower", target: "p2.hero" }],
    expect: { "p1.heroPower": "EX1_625t", "p2.hero.health": 28 },
  });
  cardCase("VAN_EX1_625", {
    does: "already in Shadowform (Mind Spike): Mind Shatter (3 damage)",
    p1: { hand: [{ card: "VAN_EX1_625", ref: "S" }], heroPower: { card: "EX1_625t" } },
    actions: [{ type: "play", card: "S" }, { type: "heroPower", target: "p2.hero" }],
    expect: { "p1.heroPower": "EX1_625t2", "p2.hero.health": 27 },
  });
  cardCase("VAN_EX1_625", {
    does: "two in a row: Mind Spike, then Mind Shatter; a third keeps Mind Shatter",
    p1: { hand: [{ card: "VAN_EX1_625", ref: "S1" }, { card: "VAN_EX1_625", ref: "S2" }, { card: "VAN_EX1_625", ref: "S3" }] },
    actions: [{ type: "play", card: "S1" }, { type: "play", card: "S2" }, { type: "play", card: "S3" }],
    expect: { "p1.heroPower": "EX1_625t2" },
  });
  cardCase("VAN_EX1_625", {
    does: "the opponent's Shadowform does not count: yours becomes Mind Spike",
    p1: { hand: [{ card: "VAN_EX1_625", ref: "S" }] },
    p2: { heroPower: { card: "EX1_625t" } },
    actions: [{ type: "play", card: "S" }],
    expect: { "p1.heroPower": "EX1_625t", "p2.heroPower": "EX1_625t" },
  });
});
