/**
 * Behaviour tests of the Path of Arthas cards the engine implements (those Arthas's Gift offers).
 */
import { describe } from "vitest";
import { cardCase } from "../support/cards.js";

const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231"; // 1/1 Undead
const GEOMANCER = { card: "CS2_142", ref: "GEO" }; // Spell Damage +1

describe("Path of Arthas", () => {
  // Dark Transformation: "Transform an Undead into a 4/5 Undead Monstrosity with Rush."
  cardCase("RLK_057", {
    does: "a friendly Undead becomes a 4/5 Undead Monstrosity in its place; the others are untouched",
    p1: { hand: [{ card: "RLK_057", ref: "D" }], board: [{ card: YETI }, { card: WISP, ref: "W", health: 1 }, { card: WISP, ref: "V" }] },
    actions: [{ type: "play", card: "D", target: "W" }],
    expect: { "W.card": "RLK_057t", "W.attack": 4, "W.health": 5, "W.zone": "board", "W.index": 1, "V.card": WISP, "events.transform": 1 },
  });
  cardCase("RLK_057", {
    does: "an enemy Undead may be chosen too",
    p1: { hand: [{ card: "RLK_057", ref: "D" }] },
    p2: { board: [{ card: WISP, ref: "W" }] },
    actions: [{ type: "play", card: "D", target: "W" }],
    expect: { "W.card": "RLK_057t", "W.player": 2 },
  });
  cardCase("RLK_057", {
    does: "the Monstrosity has Rush: it may attack a minion the turn it appears (summoning sickness kept), not the hero",
    p1: { hand: [{ card: "RLK_057", ref: "D" }, { card: WISP, ref: "W" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "W" }, { type: "play", card: "D", target: "W" }, { type: "attack", attacker: "W", defender: "Y" }],
    expect: { "Y.health": 1, "W.health": 1 },
  });
  cardCase("RLK_057", {
    does: "not Undead (a Yeti): not a valid target",
    p1: { hand: [{ card: "RLK_057", ref: "D" }], board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "D", target: "Y" }],
    error: "illegal_action",
  });

  // Howling Blast: "Deal $3 damage to an enemy and Freeze it. Deal $1 damage to all other enemies."
  cardCase("RLK_015", {
    does: "3 damage and Freeze to the enemy chosen, 1 to every other enemy, none to your side",
    p1: { hand: [{ card: "RLK_015", ref: "H" }], board: [{ card: YETI, ref: "mine" }] },
    p2: { board: [{ card: YETI, ref: "A" }, { card: YETI, ref: "B" }] },
    actions: [{ type: "play", card: "H", target: "A" }],
    expect: { "A.health": 2, "A.tags.FROZEN": 1, "B.health": 4, "B.tags.FROZEN": undefined, "p2.hero.health": 29, "mine.health": 5, "p1.hero.health": 30 },
  });
  cardCase("RLK_015", {
    does: "Spell Damage +1 raises both numbers: 4 to the hero chosen (Frozen), 2 to each other enemy",
    p1: { hand: [{ card: "RLK_015", ref: "H" }], board: [GEOMANCER] },
    p2: { board: [{ card: YETI, ref: "A" }] },
    actions: [{ type: "play", card: "H", target: "p2.hero" }],
    expect: { "p2.hero.health": 26, "p2.hero.tags.FROZEN": 1, "A.health": 3, "GEO.health": 2 },
  });
  cardCase("RLK_015", {
    does: "can't target a friendly character",
    p1: { hand: [{ card: "RLK_015", ref: "H" }], board: [{ card: YETI, ref: "mine" }] },
    actions: [{ type: "play", card: "H", target: "mine" }],
    error: "illegal_action",
  });
});
