/**
 * The card-format additions made for C'Thun "wherever it is" (w11/old), used by cards a client sends in a request's
 * `cards`: the card field `cthun`, the effect `buffCthun`, the amount `{ cthun: "attack" }` (docs/card-format.md
 * "C'Thun (wherever it is)", rules-notes 1120).
 */
import { describe, expect, it } from "vitest";
import { at, player, request, run } from "../support/engine.js";

/** The docs' examples: a client's own C'Thun, a cultist that buffs it, and a minion that reads its Attack. */
const OLD_GOD = { id: "MY_OLD_GOD", type: "MINION", cost: 9, attack: 5, health: 5, cthun: true };
const CULTIST = { id: "MY_CULTIST", type: "MINION", cost: 1, attack: 1, health: 1, battlecry: [{ type: "buffCthun", attack: 3, health: 1, taunt: true }] };
const ZEALOT = { id: "MY_ZEALOT", type: "MINION", cost: 2, attack: 2, health: 2,
  battlecry: [{ type: "if", if: { value: { cthun: "attack" }, atLeast: 9 }, then: [{ type: "draw" }] }] };
const CARDS = { cards: [OLD_GOD, CULTIST, ZEALOT] };

describe("client cards using cthun and buffCthun", () => {
  it("a client's C'Thun in hand and in deck has the buffs; one in play gets them as an enchantment", () => {
    const r = run(request([player({
      hand: [{ card: "MY_CULTIST", ref: "A" }, { card: "MY_OLD_GOD", ref: "H" }],
      deck: [{ card: "MY_OLD_GOD", ref: "D" }],
      board: [{ card: "MY_OLD_GOD", ref: "P" }],
    }), player()], [{ type: "play", card: "A" }], CARDS));
    for (const ref of ["H", "D", "P"]) {
      expect(at(r.state, ref).attack).toBe(8);
      expect(at(r.state, ref).health).toBe(6);
    }
    expect(r.state.players[0].tags?.CTHUN_TAUNT_BUFF).toBe(1);
  });

  it("the amount reads C'Thun's printed Attack (OG_280's 6) plus the buffs: 6 + 3 = 9 draws", () => {
    const r = run(request([player({
      hand: [{ card: "MY_CULTIST", ref: "A" }, { card: "MY_ZEALOT", ref: "Z" }],
      deck: [{ card: "CS2_231" }],
    }), player()], [{ type: "play", card: "A" }, { type: "play", card: "Z" }], CARDS));
    expect(r.state.players[0].hand.map((c) => c.card)).toEqual(["CS2_231"]);
  });

  it("below the threshold nothing is drawn", () => {
    const r = run(request([player({ hand: [{ card: "MY_ZEALOT", ref: "Z" }], deck: [{ card: "CS2_231" }] }), player()],
      [{ type: "play", card: "Z" }], CARDS));
    expect(r.state.players[0].hand.length).toBe(0);
  });
});

/** The filter `playedFrom: "leftmost" | "rightmost"` (w11/old; Stargazer Luna). */
const LEFTY = { id: "MY_LEFTY", type: "MINION", cost: 2, attack: 2, health: 3,
  triggers: [{ on: "after-play", if: { target: { side: "friendly", playedFrom: "leftmost" } }, do: [{ type: "armor", amount: 1 }] }] };

describe("client cards using playedFrom leftmost / rightmost", () => {
  it("the left-most card played gives Armor; the right-most does not; a card alone in hand is both", () => {
    const r = run(request([player({
      board: [{ card: "MY_LEFTY" }],
      hand: [{ card: "CS2_231", ref: "A" }, { card: "CS2_231", ref: "B" }, { card: "CS2_231", ref: "C" }],
    }), player()], [{ type: "play", card: "A" }, { type: "play", card: "C" }, { type: "play", card: "B" }], { cards: [LEFTY] }));
    // A (left-most) and B (alone, at last) count; C (right-most of two) does not.
    expect(r.state.players[0].hero.armor).toBe(2);
  });
});

/** `adapt` with `together` (w11/old; rules-notes 1121): the docs' "Battlecry: Adapt your Beasts". */
const KEEPER = { id: "MY_KEEPER", type: "MINION", cost: 3, attack: 3, health: 3,
  battlecry: [{ type: "adapt", to: { all: "minions", side: "friendly", where: { race: "BEAST" } }, together: true }] };

describe("client cards using adapt together", () => {
  it("one choice: both Beasts get the adaptation chosen (Volcanic Might picked by its index among the offer)", () => {
    const r = run(request([player({ hand: [{ card: "MY_KEEPER", ref: "K" }], board: [{ card: "CS2_120", ref: "A" }, { card: "CS2_120", ref: "B" }, { card: "CS2_231", ref: "W" }] }), player()],
      [{ type: "play", card: "K" }], { cards: [KEEPER], choices: [0] }));
    const a = at(r.state, "A"), b = at(r.state, "B"), w = at(r.state, "W");
    const adapted = (e: typeof a) => (e.enchantments ?? []).map((x) => x.card);
    expect(adapted(a).length).toBe(1);
    expect(adapted(b)).toEqual(adapted(a));
    expect(adapted(w)).toEqual([]);
  });
});

/** `shuffleFromPlay` with `player: "enemy"` (w11/old; Psychic Scream). */
const EXILE = { id: "MY_EXILE", type: "MINION", cost: 3, attack: 2, health: 2,
  battlecry: [{ type: "shuffleFromPlay", to: { random: "enemy-minions" }, player: "enemy" }] };

describe("client cards using shuffleFromPlay enemy", () => {
  it("an enemy minion goes into its owner's (your opponent's) deck; with player enemy a friendly one would too", () => {
    const r = run(request([player({ hand: [{ card: "MY_EXILE", ref: "X" }] }), player({ board: [{ card: "CS2_182", ref: "Y" }] })],
      [{ type: "play", card: "X" }], { cards: [EXILE] }));
    expect(r.state.players[1].board.length).toBe(0);
    expect(r.state.players[1].deck.map((c) => c.card)).toEqual(["CS2_182"]);
  });
});
