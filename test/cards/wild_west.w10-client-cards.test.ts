/**
 * The card-format addition made for Showdown in the Badlands (w10/badlands), used by a card a client sends in a request's
 * `cards`: the condition `deckStartedNoDuplicates` ("If your deck started with no duplicates"), read from the player tag
 * DECK_STARTED_NO_DUPLICATES that the `startGame` action records (rules-notes 910).
 */
import { describe, expect, it } from "vitest";
import { player, request, run } from "../support/engine.js";

const WISP = "CS2_231";
const YETI = "CS2_182";
const SOLO = { id: "C_SOLO", type: "MINION", cost: 1, attack: 1, health: 1,
  battlecry: [{ type: "if", if: { deckStartedNoDuplicates: true }, then: [{ type: "draw" }] }] };
const RIVAL = { id: "C_RIVAL", type: "MINION", cost: 1, attack: 1, health: 1,
  battlecry: [{ type: "if", if: { deckStartedNoDuplicates: false, side: "enemy" }, then: [{ type: "armor", amount: 3 }] }] };

describe("client cards using the Badlands additions (w10)", () => {
  it("deckStartedNoDuplicates — the tag set: a card is drawn", () => {
    const r = run(request([player({ hand: [{ card: "C_SOLO", ref: "S" }], deck: [{ card: WISP }, { card: WISP }], tags: { DECK_STARTED_NO_DUPLICATES: 1 } }), player()],
      [{ type: "play", card: "S" }], { cards: [SOLO] }));
    expect(r.state.players[0].hand.map((c) => c.card)).toEqual([WISP]);
  });

  it("deckStartedNoDuplicates — the deck now has no duplicates, but the tag says it started with some: nothing", () => {
    const r = run(request([player({ hand: [{ card: "C_SOLO", ref: "S" }], deck: [{ card: WISP }], tags: { DECK_STARTED_NO_DUPLICATES: 0 } }), player()],
      [{ type: "play", card: "S" }], { cards: [SOLO] }));
    expect(r.state.players[0].hand).toHaveLength(0);
  });

  it("deckStartedNoDuplicates — startGame reads the deck and the kept hand (The Coin left out); side: enemy reads the opponent's", () => {
    const r = run({ seed: 3, cards: [SOLO, RIVAL], state: { turn: 1, activePlayer: 1, players: [
      { mana: { crystals: 4 }, hand: [{ card: "C_SOLO", ref: "S" }, { card: "C_RIVAL", ref: "R" }], deck: [{ card: YETI }, { card: WISP }, { card: "CS2_120" }] },
      { mana: { crystals: 0 }, hand: [{ card: YETI }, { card: "GAME_005" }], deck: [{ card: YETI }] }] },
      actions: [{ type: "startGame" }, { type: "play", card: "S" }, { type: "play", card: "R" }] });
    // Player 1: Yeti, Wisp, Crocolisk and the two client cards — no duplicates; player 2: a Yeti in hand and one in the deck.
    expect(r.state.players[0].tags?.DECK_STARTED_NO_DUPLICATES).toBe(1);
    expect(r.state.players[0].hand).toHaveLength(2); // the turn's draw and C_SOLO's
    expect(r.state.players[0].hero.armor).toBe(3);
  });

  it("deckStartedNoDuplicates — a Coin and a card an effect made do not count as duplicates", () => {
    const r = run({ seed: 3, cards: [SOLO], state: { turn: 1, activePlayer: 1, players: [
      { mana: { crystals: 4 }, hand: [{ card: "C_SOLO", ref: "S" }, { card: "GAME_005" }, { card: "GAME_005" }, { card: WISP, tags: { CREATOR: 1 } }], deck: [{ card: WISP }, { card: YETI }] },
      { mana: { crystals: 0 }, deck: [{ card: YETI }] }] },
      actions: [{ type: "startGame" }, { type: "play", card: "S" }] });
    expect(r.state.players[0].tags?.DECK_STARTED_NO_DUPLICATES).toBe(1);
  });

  it("discover rest: hand with into: play — the Beast chosen is summoned, the others added to the hand in the order offered", () => {
    const card = { id: "C_KENNEL", type: "SPELL", cost: 4, spell: [{ type: "discover", from: { type: "MINION", race: "BEAST", yourClass: true }, into: "play", rest: "hand" }] };
    const r = run(request([player({ hand: [{ card: "C_KENNEL", ref: "K" }] }), player()], [{ type: "play", card: "K" }], { cards: [card], choices: [2] }));
    const offered = r.random.filter((x) => x.purpose === "discover option").map((x) => x.chosen);
    expect(r.state.players[0].board.map((m) => m.card)).toEqual([offered[2]]);
    expect(r.state.players[0].hand.map((c) => c.card)).toEqual([offered[0], offered[1]]);
  });
});
