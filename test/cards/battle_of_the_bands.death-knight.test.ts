/**
 * Behaviour tests of the Festival of Legends (BATTLE_OF_THE_BANDS) Death Knight cards the engine implements (their Core
 * reprints play as them).
 */
import { describe, expect } from "vitest";
import { cardCase } from "../support/cards.js";
import { events } from "../support/engine.js";

const WISP = "CS2_231"; // 1/1
const HEALING_TOUCH = "CS2_007"; // Restore 8 Health (3 mana)

describe("Festival of Legends: Death Knight", () => {
  // Death Metal Knight: "Taunt. Costs Health instead of Mana if your hero was healed this turn."
  cardCase("ETC_523", {
    does: "after your hero was healed this turn: played for 3 Health (not damage, Armor untouched), no mana spent",
    p1: { hand: [{ card: HEALING_TOUCH, ref: "H" }, { card: "ETC_523", ref: "K" }], hero: { card: "HERO_08", health: 20, armor: 5 }, mana: { crystals: 3, used: 0 } },
    actions: [{ type: "play", card: "H", target: "p1.hero" }, { type: "play", card: "K" }],
    expect: { "K.zone": "board", "p1.hero.health": 20 + 8 - 3, "p1.hero.armor": 5, "p1.mana.used": 3, "K.seen.TAUNT": 1, "events.damage": 0 },
  });
  cardCase("ETC_523", {
    does: "not healed this turn: it costs mana as usual (3 of 3) and no Health",
    p1: { hand: [{ card: "ETC_523", ref: "K" }], hero: { card: "HERO_08", health: 20 }, mana: { crystals: 3, used: 0 } },
    actions: [{ type: "play", card: "K" }],
    expect: { "K.zone": "board", "p1.hero.health": 20, "p1.mana.used": 3 },
  });
  cardCase("ETC_523", {
    does: "healed on the opponent's last turn does not count: with 2 mana it can't be played",
    p1: { hand: [{ card: "ETC_523", ref: "K" }], hero: { card: "HERO_08", health: 20 }, mana: { crystals: 1, used: 0 }, tags: { HERO_HEALED_THIS_TURN: 1 } },
    state: { activePlayer: 2 },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "endTurn" }, { type: "play", card: "K" }],
    error: "illegal_action",
  });
  cardCase("ETC_523", {
    does: "healed this turn with no mana left: still playable for Health",
    p1: { hand: [{ card: "ETC_523", ref: "K" }], hero: { card: "HERO_08", health: 10 }, mana: { crystals: 5, used: 5 }, tags: { HERO_HEALED_THIS_TURN: 1 } },
    actions: [{ type: "play", card: "K" }],
    expect: { "K.zone": "board", "p1.hero.health": 7, "p1.mana.used": 5 },
    check: (r) => expect(events(r, "damage")).toEqual([]),
  });
  cardCase("ETC_523", {
    does: "a Health cost needs more Health than the cost: at 3 Health (Armor does not count) it can't be played",
    p1: { hand: [{ card: "ETC_523", ref: "K" }], hero: { card: "HERO_08", health: 3, armor: 10 }, tags: { HERO_HEALED_THIS_TURN: 1 } },
    actions: [{ type: "play", card: "K" }],
    error: "illegal_action",
  });
  cardCase("ETC_523", {
    does: "the opponent's hero healed does not count",
    p1: { hand: [{ card: "ETC_523", ref: "K" }], hero: { card: "HERO_08", health: 20 }, mana: { crystals: 0, used: 0 } },
    p2: { tags: { HERO_HEALED_THIS_TURN: 2 } },
    actions: [{ type: "play", card: "K" }],
    error: "illegal_action",
  });
});
