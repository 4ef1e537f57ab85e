/**
 * Behaviour tests of the Into the Emerald Dream (EMERALD_DREAM) Paladin cards (test/support/cards.ts).
 */
import { describe, expect, it } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { events, run } from "../support/engine.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";

const wisps = (n: number, p = "w") => Array.from({ length: n }, (_, i) => ({ card: "CS2_231", ref: `${p}${i}` }));
const endTurn = { type: "endTurn" };
void describe; void expect; void it; void describeCard; void events; void run; void findCard; void wisps; void endTurn;

// Mark of Ursol: "Choose a minion. If it's an enemy, set its stats to 1/1. If it's friendly, set its stats to 3/3 instead."
cardCase("EDR_252", {
  does: "an enemy minion becomes 1/1",
  p1: { hand: [{ card: "EDR_252", ref: "M" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "play", card: "M", target: "E" }],
  expect: { "E.attack": 1, "E.health": 1, "E.maxHealth": 1, "E.enchantments.0.card": "EDR_252e" },
});
cardCase("EDR_252", {
  does: "a friendly minion becomes 3/3 instead",
  p1: { hand: [{ card: "EDR_252", ref: "M" }], board: [{ card: "CS2_231", ref: "F" }] },
  actions: [{ type: "play", card: "M", target: "F" }],
  expect: { "F.attack": 3, "F.health": 3, "F.maxHealth": 3, "F.enchantments.0.card": "EDR_252e1" },
});
cardCase("EDR_252", {
  does: "a hero is not a valid target",
  p1: { hand: [{ card: "EDR_252", ref: "M" }] },
  actions: [{ type: "play", card: "M", target: "p2.hero" }],
  error: "illegal_action",
});

// Ursine Maul: "After your hero attacks, draw a card."
cardCase("EDR_253", {
  does: "after the hero's attack its player draws one card",
  p1: { weapon: { card: "EDR_253" }, deck: wisps(2) },
  actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
  expect: { "p1.hand.length": 1, "p2.hero.health": 26, "p2.hand.length": 0 },
});
cardCase("EDR_253", {
  does: "a minion's attack draws nothing",
  p1: { weapon: { card: "EDR_253" }, board: [{ card: "CS2_120", ref: "A" }], deck: wisps(2) },
  actions: [{ type: "attack", attacker: "A", defender: "p2.hero" }],
  expect: { "p1.hand.length": 0 },
});

// Lightmender: "Taunt. Choose One - +3 Attack and Divine Shield; or +3 Health and Lifesteal."
cardCase("EDR_257", {
  does: "first option: +3 Attack and Divine Shield (not Health, not Lifesteal); Taunt",
  p1: { hand: [{ card: "EDR_257", ref: "L" }] },
  actions: [{ type: "play", card: "L", choose: 1 }],
  expect: { "L.attack": 6, "L.health": 3, "L.seen.DIVINE_SHIELD": 1, "L.seen.LIFESTEAL": undefined, "L.seen.TAUNT": 1 },
});
cardCase("EDR_257", {
  does: "second option: +3 Health and Lifesteal",
  p1: { hand: [{ card: "EDR_257", ref: "L" }] },
  actions: [{ type: "play", card: "L", choose: 2 }],
  expect: { "L.attack": 3, "L.health": 6, "L.seen.LIFESTEAL": 1, "L.seen.DIVINE_SHIELD": undefined },
});

// Renewing Flames: "Lifesteal. Deal $5 damage to the lowest Health enemy, twice."
cardCase("EDR_255", {
  does: "5 to the lowest-Health enemy, then 5 to the lowest again; Lifesteal heals its hero for both",
  p1: { hero: { card: "HERO_04", health: 10 }, hand: [{ card: "EDR_255", ref: "R" }] },
  p2: { board: [{ card: "CS2_120", ref: "A" }, { card: "CS2_182", ref: "B" }] },
  actions: [{ type: "play", card: "R" }],
  expect: { "A.zone": "graveyard", "B.zone": "graveyard", "p2.hero.health": 30, "p1.hero.health": 20 },
});

// Ashleaf Pixie: "Battlecry: If you're holding a spell that costs (5) or more, gain Divine Shield and Lifesteal."
cardCase("FIR_961", {
  does: "holding a 5-Cost spell: it gains Divine Shield and Lifesteal",
  p1: { hand: [{ card: "FIR_961", ref: "P" }, { card: "CS2_032" }] },
  actions: [{ type: "play", card: "P" }],
  expect: { "P.seen.DIVINE_SHIELD": 1, "P.seen.LIFESTEAL": 1 },
});
cardCase("FIR_961", {
  does: "a 4-Cost spell or a 5-Cost minion is not enough",
  p1: { hand: [{ card: "FIR_961", ref: "P" }, { card: "CS2_029" }, { card: "CS2_131" }] },
  actions: [{ type: "play", card: "P" }],
  expect: { "P.seen.DIVINE_SHIELD": undefined, "P.seen.LIFESTEAL": undefined },
});

// Dreamwarden: "Taunt. Battlecry: If there is a card in your deck that didn't start there, draw it and gain +2/+2."
cardCase("EDR_256", {
  does: "draws the deck's card that an effect put there (not the top card) and gains +2/+2",
  p1: { hand: [{ card: "EDR_256", ref: "D" }], deck: [{ card: "CS2_231", ref: "top" }, { card: "CS2_120", ref: "made", tags: { CREATOR: 99 } }] },
  actions: [{ type: "play", card: "D" }],
  expect: { "p1.hand": ["CS2_120"], "D.attack": 5, "D.health": 6, "D.seen.TAUNT": 1, "D.enchantments.0.card": "EDR_256e" },
});
cardCase("EDR_256", {
  does: "with only cards that started there: nothing drawn, no +2/+2",
  p1: { hand: [{ card: "EDR_256", ref: "D" }], deck: wisps(2) },
  actions: [{ type: "play", card: "D" }],
  expect: { "p1.hand.length": 0, "D.attack": 3, "D.health": 4 },
});

// Dragonscale Armaments: "Draw a spell that started in your deck and one that didn't."
cardCase("EDR_251", {
  does: "one spell of each kind: one an effect put there (CREATOR) and one that started there; minions stay",
  p1: { hand: [{ card: "EDR_251", ref: "D" }], deck: [{ card: "CS2_231" }, { card: "CS2_029", ref: "own" }, { card: "CS2_024", ref: "made", tags: { CREATOR: 99 } }, { card: "CS2_120", tags: { CREATOR: 99 } }] },
  actions: [{ type: "play", card: "D" }],
  expect: { "own.zone": "hand", "made.zone": "hand", "p1.hand.length": 2, "p1.deck.length": 2 },
});
cardCase("EDR_251", {
  does: "no made spell: only the one that started there",
  p1: { hand: [{ card: "EDR_251", ref: "D" }], deck: [{ card: "CS2_029", ref: "own" }, { card: "CS2_024", ref: "own2" }] },
  actions: [{ type: "play", card: "D" }],
  expect: { "p1.hand.length": 1, "p1.deck.length": 1 },
});

// Searing Reflection: "Draw a minion. Summon an 8/8 copy of it with Divine Shield."
cardCase("FIR_941", {
  does: "draws the minion (not the spell) and summons an 8/8 Divine Shield copy of it on its player's side",
  p1: { hand: [{ card: "FIR_941", ref: "S" }], deck: [{ card: "CS2_029" }, { card: "CS2_120" }, { card: "CS2_029" }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "p1.hand": ["CS2_120"], "p1.deck.length": 2, "p1.board": ["CS2_120"], "p1.board.0.attack": 8, "p1.board.0.health": 8, "p1.board.0.seen.DIVINE_SHIELD": 1, "p2.board": [] },
});
cardCase("FIR_941", {
  does: "no minion in the deck: no draw, no summon",
  p1: { hand: [{ card: "FIR_941", ref: "S" }], deck: [{ card: "CS2_029" }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "p1.hand": [], "p1.deck.length": 1, "p1.board": [] },
});
