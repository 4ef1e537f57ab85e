/**
 * The card-format addition made for Into the Emerald Dream's Grotesque Runeblade, used by a card a client sends in a
 * request's `cards`: the amount `playedThisGame` with `last: true` and `rune` (docs/card-format.md, rules-notes 601).
 */
import { describe, expect, it } from "vitest";
import { player, request, run } from "../support/engine.js";

const DK = { card: "HERO_11" };
/** The docs' example: "Battlecry: If the last card you played had a Frost rune, draw a card." */
const CHILLER = { id: "MY_CHILLER", type: "MINION", cost: 2, attack: 2, health: 2,
  battlecry: [{ type: "if", if: { value: { playedThisGame: "card", last: true, rune: "frost" }, atLeast: 1 }, then: [{ type: "draw" }] }] };
const deck = [{ card: "CS2_231", ref: "d0" }, { card: "CS2_231", ref: "d1" }];

describe("client cards using playedThisGame last + rune", () => {
  it("the last card played before it had a Frost rune (Frost Strike, RLK_025): it draws; its own play is not the last card", () => {
    const r = run(request([player({ hero: DK, hand: [{ card: "MY_CHILLER", ref: "C" }], deck,
      playedThisGame: [{ card: "CS2_231", cost: 0, turn: 1 }, { card: "RLK_025", cost: 2, turn: 3 }] }), player()],
      [{ type: "play", card: "C" }], { cards: [CHILLER] }));
    expect(r.state.players[0].hand).toHaveLength(1);
  });
  it("a Frost card played earlier, then a card with no rune last: no draw", () => {
    const r = run(request([player({ hero: DK, hand: [{ card: "MY_CHILLER", ref: "C" }], deck,
      playedThisGame: [{ card: "RLK_025", cost: 2, turn: 1 }, { card: "CS2_231", cost: 0, turn: 3 }] }), player()],
      [{ type: "play", card: "C" }], { cards: [CHILLER] }));
    expect(r.state.players[0].hand).toHaveLength(0);
  });
  it("a Blood card last (Death Strike, RLK_024) is no Frost card: no draw", () => {
    const r = run(request([player({ hero: DK, hand: [{ card: "MY_CHILLER", ref: "C" }], deck,
      playedThisGame: [{ card: "RLK_024", cost: 4, turn: 3 }] }), player()],
      [{ type: "play", card: "C" }], { cards: [CHILLER] }));
    expect(r.state.players[0].hand).toHaveLength(0);
  });
});
