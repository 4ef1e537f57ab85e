/**
 * Behaviour tests of the VANILLA (the 2021 Classic format's original texts) Hunter cards whose text differs from today's
 * card (test/support/cards.ts). Reprints with today's text play as today's card and are tested in its set's file.
 */
import { expect } from "vitest";
import { cardCase } from "../support/cards.js";
import { events, nodes } from "../support/engine.js";
import type { ResolveResult } from "../../src/engine/index.js";

const wisps = (n: number, p = "w") => Array.from({ length: n }, (_, i) => ({ card: "CS2_231", ref: `${p}${i}` }));
const discoverOptions = (r: ResolveResult) =>
  (nodes(r, "event").find((e) => e.type === "discover") as unknown as { options: { ref?: string }[] }).options.map((o) => o.ref);

// Bestial Wrath (Classic): "Give a Beast +2 Attack and Immune this turn."
cardCase("VAN_EX1_549", {
  does: "any Beast, an enemy one too: +2 Attack and Immune this turn",
  p1: { hand: [{ card: "VAN_EX1_549", ref: "BW" }, { card: "EX1_400", ref: "WW" }] },
  p2: { board: [{ card: "CS2_172", ref: "E" }, { card: "CS2_172", ref: "E2" }] },
  actions: [{ type: "play", card: "BW", target: "E" }, { type: "play", card: "WW" }],
  expect: { "E.attack": 5, "E.health": 2, "E2.attack": 3, "E2.health": 1 },
  check: (r) => expect(events(r, "buff").map((e) => [e.target!.ref, e.enchantment])).toEqual([["E", "EX1_549o"]]),
});
cardCase("VAN_EX1_549", {
  does: "a friendly Beast, for this turn only",
  p1: { hand: [{ card: "VAN_EX1_549", ref: "BW" }], board: [{ card: "CS2_172", ref: "R" }] },
  p2: { deck: wisps(1, "d") },
  actions: [{ type: "play", card: "BW", target: "R" }, { type: "attack", attacker: "R", defender: "p2.hero" }, { type: "endTurn" }],
  expect: { "p2.hero.health": 25, "R.attack": 3 },
});
cardCase("VAN_EX1_549", {
  does: "not a minion that is not a Beast",
  p1: { hand: [{ card: "VAN_EX1_549", ref: "BW" }], board: [{ card: "CS2_172" }] },
  p2: { board: [{ card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "BW", target: "Y" }],
  error: "illegal_action",
});

// Eaglehorn Bow (Classic): "Whenever a Secret is revealed, gain +1 Durability."
cardCase("VAN_EX1_536", {
  does: "an enemy Secret revealed counts too: +1 Durability",
  p1: { weapon: { card: "VAN_EX1_536", ref: "EB" }, board: [{ card: "CS2_182", ref: "Y" }] },
  p2: { secrets: [{ card: "EX1_610", ref: "ET" }] },
  actions: [{ type: "attack", attacker: "Y", defender: "p2.hero" }],
  expect: { "EB.durability": 3, "ET.zone": "graveyard" },
});
cardCase("VAN_EX1_536", {
  does: "your own Secret revealed (opponent's turn): +1 Durability",
  p1: { weapon: { card: "VAN_EX1_536", ref: "EB" }, secrets: [{ card: "EX1_610", ref: "ET" }] },
  p2: { board: [{ card: "CS2_182", ref: "Y" }] },
  state: { activePlayer: 2 },
  actions: [{ type: "attack", attacker: "Y", defender: "p1.hero" }],
  expect: { "EB.durability": 3, "ET.zone": "graveyard" },
});
cardCase("VAN_EX1_536", {
  does: "a Secret that stays hidden gives nothing",
  p1: { weapon: { card: "VAN_EX1_536", ref: "EB" }, board: [{ card: "CS2_182", ref: "Y" }] },
  p2: { secrets: [{ card: "EX1_554", ref: "ST" }], board: wisps(7) },
  actions: [{ type: "attack", attacker: "Y", defender: "p2.hero" }],
  expect: { "EB.durability": 2, "ST.zone": "secrets" },
});

// Snipe (Classic): "Secret: After your opponent plays a minion, deal 4 damage to it."
cardCase("VAN_EX1_609", {
  does: "the opponent plays a minion: 4 damage to it (not 6)",
  p1: { hand: [{ card: "CS2_186", ref: "G" }], board: [{ card: "CS2_182", ref: "Y" }] },
  p2: { secrets: [{ card: "VAN_EX1_609", ref: "SN" }] },
  actions: [{ type: "play", card: "G" }],
  expect: { "G.health": 3, "Y.health": 5, "SN.zone": "graveyard", "p1.hero.health": 30 },
});
cardCase("VAN_EX1_609", {
  does: "a spell played: nothing",
  p1: { hand: [{ card: "DS1_185", ref: "AS" }] },
  p2: { secrets: [{ card: "VAN_EX1_609", ref: "SN" }] },
  actions: [{ type: "play", card: "AS", target: "p2.hero" }],
  expect: { "SN.zone": "secrets" },
});
cardCase("VAN_EX1_609", {
  does: "not on its owner's turn",
  p1: { secrets: [{ card: "VAN_EX1_609", ref: "SN" }], hand: [{ card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "Y" }],
  expect: { "Y.health": 5, "SN.zone": "secrets" },
});
cardCase("VAN_EX1_609", {
  does: "no valid subject: the minion already mortally wounded (today's Snipe first) — it stays hidden",
  p1: { hand: [{ card: "CS2_182", ref: "Y" }] },
  p2: { secrets: [{ card: "EX1_609", ref: "S6", order: 20 }, { card: "VAN_EX1_609", ref: "SN", order: 21 }] },
  actions: [{ type: "play", card: "Y" }],
  expect: { "Y.zone": "graveyard", "S6.zone": "graveyard", "SN.zone": "secrets" },
});

// Tracking (Classic): "Look at the top 3 cards of your deck. Draw one and discard the others."
cardCase("VAN_DS1_184", {
  does: "the top three as they lie (the same card twice too); the chosen one drawn, the other two to the graveyard; the rest stays",
  p1: { hand: [{ card: "VAN_DS1_184", ref: "T" }], deck: [{ card: "CS2_231", ref: "A" }, { card: "CS2_231", ref: "B" }, { card: "CS2_182", ref: "C" }, { card: "CS2_172", ref: "D" }] },
  actions: [{ type: "play", card: "T" }],
  choices: [2],
  expect: { "C.zone": "hand", "A.zone": "graveyard", "B.zone": "graveyard", "D.zone": "deck", "events.draw": 1, "events.burn": 2, "events.discard": 0 },
  check: (r) => expect(discoverOptions(r)).toEqual(["A", "B", "C"]),
});
cardCase("VAN_DS1_184", {
  does: "two cards left: both offered; the other one goes",
  p1: { hand: [{ card: "VAN_DS1_184", ref: "T" }], deck: [{ card: "CS2_231", ref: "A" }, { card: "CS2_182", ref: "B" }] },
  actions: [{ type: "play", card: "T" }],
  choices: [0],
  expect: { "A.zone": "hand", "B.zone": "graveyard", "p1.deck.length": 0 },
});
cardCase("VAN_DS1_184", {
  does: "an empty deck: nothing (no fatigue)",
  p1: { hand: [{ card: "VAN_DS1_184", ref: "T" }] },
  actions: [{ type: "play", card: "T" }],
  expect: { "p1.hero.health": 30, "p1.hand.length": 0, "events.discover": 0 },
});
cardCase("VAN_DS1_184", {
  does: "a full hand: the chosen card is burned like any draw, the others go too",
  p1: { hand: [{ card: "VAN_DS1_184", ref: "T" }, ...wisps(10, "h")], deck: [{ card: "CS2_231", ref: "A" }, { card: "CS2_182", ref: "B" }, { card: "CS2_172", ref: "C" }] },
  actions: [{ type: "play", card: "T" }],
  choices: [1],
  expect: { "A.zone": "graveyard", "B.zone": "graveyard", "C.zone": "graveyard", "p1.hand.length": 10, "events.draw": 0, "events.burn": 3 },
});
