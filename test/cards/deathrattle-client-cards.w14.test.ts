/**
 * The field w14/storm added to `triggerDeathrattle`, in cards a client sends in a request's `cards`: `inHand: true` (the
 * Deathrattles of cards in a hand resolve there, the card as `self`; rules-notes 1728), and the enchantment field
 * `whenDies` (a death trigger of the enchantment's own that is no Deathrattle; rules-notes 1732).
 */
import { describe, expect, it } from "vitest";
import { player, request, run } from "../support/engine.js";

const WISP = "CS2_231";
const LEPER = "EX1_029"; // Deathrattle: 2 damage to the enemy hero
const GOLEM = "EX1_556"; // Deathrattle: summon a 2/1 Damaged Golem

describe("client cards: a Deathrattle triggered in hand (w14)", () => {
  it("\"Trigger the Deathrattles of the minions in your hand\": each resolves once, the cards stay in hand", () => {
    const wake = { id: "C_WAKE", type: "SPELL", cost: 2, spell: [{ type: "triggerDeathrattle", to: { all: "hand", side: "friendly", where: { type: "minion" } }, inHand: true }] };
    const r = run(request([player({ hand: [{ card: "C_WAKE" }, { card: LEPER }, { card: GOLEM }, { card: WISP }] }), player()],
      [{ type: "play", card: "p1.hand.0" }], { cards: [wake] }));
    expect(r.state.players[1]!.hero.health).toBe(28);
    expect(r.state.players[0]!.board.map((c) => c.card)).toEqual(["skele21"]);
    expect(r.state.players[0]!.hand.map((c) => c.card)).toEqual([LEPER, GOLEM, WISP]);
  });

  it("a card's own Deathrattle read with `self` as the card in hand: \"Deathrattle: Deal damage equal to this minion's Attack\"", () => {
    const bomb = { id: "C_BOMB", type: "MINION", cost: 3, attack: 3, health: 3, deathrattle: [{ type: "damage", amount: { stat: "attack", of: "self" }, to: "enemy-hero" }] };
    const fuse = { id: "C_FUSE", type: "SPELL", cost: 1, spell: [{ type: "triggerDeathrattle", to: { random: { all: "hand", side: "friendly", where: { has: "deathrattle" } } }, inHand: true }] };
    const r = run(request([player({ hand: [{ card: "C_FUSE" }, { card: "C_BOMB", attack: 5 }] }), player()],
      [{ type: "play", card: "p1.hand.0" }], { cards: [bomb, fuse] }));
    expect(r.state.players[1]!.hero.health).toBe(25);
  });

  it("without `inHand` a card in hand is not triggered (the minion must be in play)", () => {
    const wake = { id: "C_WAKE2", type: "SPELL", cost: 2, spell: [{ type: "triggerDeathrattle", to: { all: "hand", side: "friendly", where: { type: "minion" } } }] };
    const r = run(request([player({ hand: [{ card: "C_WAKE2" }, { card: LEPER }] }), player()],
      [{ type: "play", card: "p1.hand.0" }], { cards: [wake] }));
    expect(r.state.players[1]!.hero.health).toBe(30);
  });
});

describe("client cards: an enchantment's whenDies (w14)", () => {
  const hex = { id: "C_HEX", type: "SPELL", cost: 1, target: { type: "minion", side: "friendly" }, spell: [{ type: "buff", to: "target", enchantment: "C_HEX_E" }] };
  const hexE = { id: "C_HEX_E", type: "ENCHANTMENT", whenDies: [{ type: "draw" }] };

  it("\"Give a friendly minion 'When this dies, draw a card'\": it draws once, under Baron Rivendare too", () => {
    const r = run(request([player({ hand: [{ card: "C_HEX" }], board: [{ card: WISP, ref: "W" }, { card: "FP1_031" }], deck: [{ card: WISP }, { card: WISP }] }), player()],
      [{ type: "play", card: "p1.hand.0", target: "W" }, { type: "destroy", target: "W" }], { cards: [hex, hexE] }));
    expect(r.state.players[0]!.hand.length).toBe(1);
  });

  it("it is no Deathrattle: the minion does not count as having one", () => {
    const probe = { id: "C_PROBE", type: "SPELL", cost: 0, spell: [{ type: "if", if: { exists: { all: "minions", side: "friendly", where: { has: "deathrattle" } } }, then: [{ type: "armor", amount: 5 }] }] };
    const r = run(request([player({ hand: [{ card: "C_HEX" }, { card: "C_PROBE" }], board: [{ card: WISP, ref: "W" }] }), player()],
      [{ type: "play", card: "p1.hand.0", target: "W" }, { type: "play", card: "p1.hand.0" }], { cards: [hex, hexE, probe] }));
    expect(r.state.players[0]!.hero.armor).toBe(0);
  });
});
