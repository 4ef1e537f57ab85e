/**
 * Behaviour tests of the Core Death Knight cards the engine implements.
 */
import { describe } from "vitest";
import { cardCase } from "../support/cards.js";

const YETI = "CS2_182"; // 4/5
const GOLEM = "CS2_186"; // 7/7

describe("Core Death Knight", () => {
  // Death Strike: "Lifesteal. Deal $6 damage to a minion."
  cardCase("RLK_024", {
    does: "6 damage to the minion; Lifesteal restores 6 to your hero, not the enemy's",
    p1: { hand: [{ card: "RLK_024", ref: "D" }], hero: { card: "HERO_08", health: 15 } },
    p2: { board: [{ card: GOLEM, ref: "G" }, { card: YETI, ref: "Y" }], hero: { card: "HERO_01", health: 15 } },
    actions: [{ type: "play", card: "D", target: "G" }],
    expect: { "G.health": 1, "Y.health": 5, "p1.hero.health": 21, "p2.hero.health": 15, "events.heal": 1 },
  });
  cardCase("RLK_024", {
    does: "Spell Damage +1: 7 damage and 7 healed",
    p1: { hand: [{ card: "RLK_024", ref: "D" }], board: [{ card: "CS2_142" }], hero: { card: "HERO_08", health: 15 } },
    p2: { board: [{ card: GOLEM, ref: "G" }] },
    actions: [{ type: "play", card: "D", target: "G" }],
    expect: { "G.zone": "graveyard", "p1.hero.health": 22 },
  });
  cardCase("RLK_024", {
    does: "can't target a hero",
    p1: { hand: [{ card: "RLK_024", ref: "D" }] },
    actions: [{ type: "play", card: "D", target: "p2.hero" }],
    error: "illegal_action",
  });
});

// Core Death Knight (part 2)
describe("Core Death Knight (part 2)", () => {

  // Falric: "You gain twice as many Corpses as normal. Battlecry: Draw a card that spends Corpses."
  cardCase("CORE_EDR_003", {
    does: "draws the one card of the deck that spends Corpses (Defrost), not the others",
    p1: { hand: [{ card: "CORE_EDR_003", ref: "F" }], deck: [{ card: "CS2_231" }, { card: "LEG_RLK_101", ref: "D" }, { card: "RLK_057" }, { card: "CS2_182" }] },
    p2: { deck: [{ card: "LEG_RLK_101", ref: "E" }] },
    actions: [{ type: "play", card: "F" }],
    expect: { "D.zone": "hand", "p1.hand.length": 1, "p1.deck.length": 3, "E.zone": "deck" },
  });
  cardCase("CORE_EDR_003", {
    does: "no card that spends Corpses: nothing drawn, no fatigue",
    p1: { hand: [{ card: "CORE_EDR_003", ref: "F" }], deck: [{ card: "CS2_231" }, { card: "RLK_057" }] },
    actions: [{ type: "play", card: "F" }],
    expect: { "p1.hand.length": 0, "p1.deck.length": 2, "p1.hero.health": 30, "events.draw": 0 },
  });
  cardCase("CORE_EDR_003", {
    does: "while it is in play your Corpses come twice: a friendly death gives 2, Plagued Grain's 4 give 8; the opponent's stay single",
    p1: { board: [{ card: "CORE_EDR_003", ref: "F" }, { card: "CS2_231", ref: "W" }], hand: [{ card: "LEG_RLK_039", ref: "G" }] },
    p2: { board: [{ card: "CS2_231", ref: "X" }] },
    actions: [{ type: "destroy", target: "W" }, { type: "destroy", target: "X" }, { type: "play", card: "G" }],
    expect: { "p1.corpses": 2 + 8, "p2.corpses": 1 },
  });
  cardCase("CORE_EDR_003", {
    does: "silenced, its Corpses come singly again",
    p1: { board: [{ card: "CORE_EDR_003", ref: "F", tags: { SILENCED: 1 } }, { card: "CS2_231", ref: "W" }] },
    actions: [{ type: "destroy", target: "W" }],
    expect: { "p1.corpses": 1 },
  });

  // Poison Breath: "Give a friendly Undead Poisonous."
  cardCase("CORE_EDR_002", {
    does: "your Undead gets Poisonous (CORE_EDR_002e)",
    p1: { hand: [{ card: "CORE_EDR_002", ref: "P" }], board: [{ card: "CORE_RLK_745", ref: "U" }] },
    actions: [{ type: "play", card: "P", target: "U" }],
    expect: { "U.seen.POISONOUS": 1, "U.enchantments.0.card": "CORE_EDR_002e" },
  });
  cardCase("CORE_EDR_002", {
    does: "not an enemy Undead",
    p1: { hand: [{ card: "CORE_EDR_002", ref: "P" }] },
    p2: { board: [{ card: "CORE_RLK_745", ref: "U" }] },
    actions: [{ type: "play", card: "P", target: "U" }],
    error: "illegal_action",
  });
  cardCase("CORE_EDR_002", {
    does: "not a friendly minion that is not Undead",
    p1: { hand: [{ card: "CORE_EDR_002", ref: "P" }], board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "P", target: "Y" }],
    error: "illegal_action",
  });

});
