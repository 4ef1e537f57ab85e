/**
 * The card-format additions of w9/wild-f (docs/card-format.md), used by cards a client sends in a request's `cards` (the
 * format is one format): `shuffleIntoDeck` with `copyOf`.
 */
import { describe, expect, it } from "vitest";
import { player, request, run } from "../support/engine.js";

/** The docs' example: "Shuffle 2 copies of a random card in your hand into your deck." */
const SHUFFLER = { id: "MY_SHUFFLER", type: "SPELL", cost: 1, spell: [{ type: "shuffleIntoDeck", copyOf: { random: { all: "hand", side: "friendly" } }, count: 2 }] };

describe("shuffleIntoDeck copyOf", () => {
  it("two copies of the one card in hand go into the deck, new cards (4.8: hand to deck keeps no states)", () => {
    const r = run(request([player({ hand: [{ card: "MY_SHUFFLER", ref: "S" }, { card: "CS2_182", ref: "Y", enchantments: [{ card: "GIL_828e" }] }] }), player()],
      [{ type: "play", card: "S" }], { cards: [SHUFFLER] }));
    expect(r.state.players[0].deck.map((c) => [c.card, c.attack, c.health])).toEqual([["CS2_182", 4, 5], ["CS2_182", 4, 5]]);
    expect(r.state.players[0].hand.map((c) => c.card)).toEqual(["CS2_182"]);
    expect(r.state.players[1].deck).toEqual([]);
  });
  it("nothing in hand: nothing shuffled", () => {
    const r = run(request([player({ hand: [{ card: "MY_SHUFFLER", ref: "S" }] }), player()], [{ type: "play", card: "S" }], { cards: [SHUFFLER] }));
    expect(r.state.players[0].deck).toEqual([]);
  });
  it("a copy of a minion in play is a new card (4.8: no states out of play)", () => {
    const card = { id: "MY_BANKER", type: "MINION", cost: 1, attack: 1, health: 1, target: { type: "minion", side: "friendly" }, battlecry: [{ type: "shuffleIntoDeck", copyOf: "target" }] };
    const r = run(request([player({ board: [{ card: "CS2_182", ref: "Y", enchantments: [{ card: "GIL_828e" }], tags: { DAMAGE: 2 } }], hand: [{ card: "MY_BANKER", ref: "B" }] }), player()],
      [{ type: "play", card: "B", target: "Y" }], { cards: [card] }));
    expect(r.state.players[0].deck.map((c) => [c.card, c.attack, c.health])).toEqual([["CS2_182", 4, 5]]);
  });
});

describe("shuffleIntoDeck copyOf from the deck", () => {
  it("a copy of a card in the deck keeps its states (4.8: deck to deck)", () => {
    const card = { id: "MY_DOUBLER", type: "SPELL", cost: 1, spell: [{ type: "shuffleIntoDeck", copyOf: { top: "deck" } }] };
    const r = run(request([player({ hand: [{ card: "MY_DOUBLER", ref: "S" }], deck: [{ card: "CS2_182", ref: "Y", enchantments: [{ card: "GIL_828e" }] }] }), player()],
      [{ type: "play", card: "S" }], { cards: [card] }));
    expect(r.state.players[0].deck.map((c) => [c.card, c.attack, c.health])).toEqual([["CS2_182", 7, 8], ["CS2_182", 7, 8]]);
  });
});

describe("the filter costParity", () => {
  /** The docs' example: "Battlecry: If your hand has only even-Cost cards, gain 2 Armor." */
  const EVEN = { id: "MY_EVEN", type: "MINION", cost: 2, attack: 2, health: 2,
    battlecry: [{ type: "if", if: { not: { exists: { all: "hand", side: "friendly", where: { costParity: "odd" } } } }, then: [{ type: "armor", amount: 2 }] }] };
  const play = (hand: string[]) => run(request([player({ hand: [{ card: "MY_EVEN", ref: "E" }, ...hand.map((card) => ({ card }))] }), player()],
    [{ type: "play", card: "E" }], { cards: [EVEN] })).state.players[0].hero.armor;
  it("a 4-Cost and a 0-Cost card: only even, 2 Armor", () => expect(play(["CS2_182", "GAME_005"])).toBe(2));
  it("a 1-Cost card among them: no Armor", () => expect(play(["CS2_182", "CS2_168"])).toBe(0));
  it("an empty hand: only even, 2 Armor", () => expect(play([])).toBe(2));
});

describe("refreshHeroPower", () => {
  /** The docs' example: "Refresh your Hero Power. Draw a card." */
  const RECHARGE = { id: "MY_RECHARGE", type: "SPELL", cost: 1, spell: [{ type: "refreshHeroPower" }, { type: "draw" }] };
  it("after a use, the Hero Power is used again the same turn", () => {
    const r = run(request([player({ hero: { card: "HERO_01" }, heroPower: { card: "CS2_102" }, hand: [{ card: "MY_RECHARGE", ref: "R" }], deck: [{ card: "CS2_231" }] }), player()],
      [{ type: "heroPower" }, { type: "play", card: "R" }, { type: "heroPower" }], { cards: [RECHARGE] }));
    expect(r.state.players[0].hero.armor).toBe(4);
    expect(r.state.players[0].tags?.NUM_TIMES_HERO_POWER_USED_THIS_GAME).toBe(2);
  });
  it("before any use it changes nothing: one use, then the second is illegal", () => {
    expect(() => run(request([player({ hero: { card: "HERO_01" }, heroPower: { card: "CS2_102" }, hand: [{ card: "MY_RECHARGE", ref: "R" }], deck: [{ card: "CS2_231" }] }), player()],
      [{ type: "play", card: "R" }, { type: "heroPower" }, { type: "heroPower" }], { cards: [RECHARGE] }))).toThrow(/already used/);
  });
});
