/**
 * The card-format additions of w11/sunken (docs/card-format.md), used by cards a client sends in a request's `cards`:
 * the selector `{ all: "putOnTop" }` and `putIntoPlay`'s `of`.
 */
import { describe, expect, it } from "vitest";
import { player, request, run } from "../support/engine.js";

const WISP = "CS2_231";
const YETI = "CS2_182";
const CROC = "CS2_120"; // 2-Cost Beast

describe("{ all: \"putOnTop\" }", () => {
  /** "Battlecry: Dredge. If it's a Beast, draw it and give it +2/+2." */
  const DREDGER = { id: "MY_DREDGER", type: "MINION", cost: 2, attack: 2, health: 2, battlecry: [
    { type: "putOnTop", count: 3, bottom: true },
    { type: "if", if: { exists: { all: "putOnTop", where: { race: "BEAST" } } }, then: [{ type: "draw" }, { type: "buff", to: { all: "putOnTop" }, attack: 2, health: 2 }] }] };
  const deck = [{ card: WISP }, { card: YETI }, { card: CROC }, { card: YETI }];
  it("names the card the Dredge put on top: a Beast is drawn and buffed", () => {
    const r = run(request([player({ hand: [{ card: "MY_DREDGER", ref: "D" }], deck }), player()], [{ type: "play", card: "D" }], { cards: [DREDGER], choices: [1] }));
    expect(r.state.players[0].hand.map((c) => [c.card, c.attack, c.health])).toEqual([[CROC, 4, 5]]);
  });
  it("another card stays on top, unbuffed", () => {
    const r = run(request([player({ hand: [{ card: "MY_DREDGER", ref: "D" }], deck }), player()], [{ type: "play", card: "D" }], { cards: [DREDGER], choices: [0] }));
    expect(r.state.players[0].hand).toEqual([]);
    expect(r.state.players[0].deck.map((c) => [c.card, c.attack])).toEqual([[YETI, 4], [WISP, 1], [CROC, 2], [YETI, 4]]);
  });
  it("an empty deck: it names nothing", () => {
    const r = run(request([player({ hand: [{ card: "MY_DREDGER", ref: "D" }] }), player()], [{ type: "play", card: "D" }], { cards: [DREDGER] }));
    expect(r.state.players[0].hand).toEqual([]);
    expect(r.state.players[0].hero.health).toBe(30);
  });
});

describe("putIntoPlay of", () => {
  /** "Battlecry: Dredge. If it's a minion, summon it." */
  const LIFTER = { id: "MY_LIFTER", type: "MINION", cost: 2, attack: 2, health: 2, battlecry: [
    { type: "putOnTop", count: 3, bottom: true }, { type: "putIntoPlay", from: "deck", of: { all: "putOnTop" }, where: { type: "minion" } }] };
  it("summons the card named, not another of the deck", () => {
    const r = run(request([player({ hand: [{ card: "MY_LIFTER", ref: "L" }], deck: [{ card: WISP }, { card: YETI }, { card: "CS2_008" }, { card: CROC }] }), player()],
      [{ type: "play", card: "L" }], { cards: [LIFTER], choices: [2] }));
    expect(r.state.players[0].board.map((c) => c.card)).toEqual(["MY_LIFTER", CROC]);
    expect(r.state.players[0].deck.map((c) => c.card)).toEqual([WISP, YETI, "CS2_008"]);
  });
  it("a card that does not qualify: nothing", () => {
    const r = run(request([player({ hand: [{ card: "MY_LIFTER", ref: "L" }], deck: [{ card: WISP }, { card: YETI }, { card: "CS2_008" }, { card: CROC }] }), player()],
      [{ type: "play", card: "L" }], { cards: [LIFTER], choices: [1] }));
    expect(r.state.players[0].board.map((c) => c.card)).toEqual(["MY_LIFTER"]);
  });
});

describe("swapStats", () => {
  /** The docs' example: Vol'jin's text on a client's 5-Cost 6/2. */
  const SWAPPER = { id: "MY_SWAPPER", type: "MINION", cost: 5, attack: 6, health: 2, target: { type: "minion" }, battlecry: [{ type: "swapStats", with: "target", stat: "health" }] };
  it("Health: each takes the other's current Health, Attack kept", () => {
    const r = run(request([player({ hand: [{ card: "MY_SWAPPER", ref: "S" }] }), player({ board: [{ card: YETI, ref: "Y", health: 3 }] })],
      [{ type: "play", card: "S", target: "Y" }], { cards: [SWAPPER] }));
    expect([r.state.players[0].board[0]!.attack, r.state.players[0].board[0]!.health]).toEqual([6, 3]);
    expect([r.state.players[1].board[0]!.attack, r.state.players[1].board[0]!.health]).toEqual([4, 2]);
  });
  it("both: Attack and Health change places", () => {
    const both = { ...SWAPPER, battlecry: [{ type: "swapStats", with: "target", stat: "both" }] };
    const r = run(request([player({ hand: [{ card: "MY_SWAPPER", ref: "S" }] }), player({ board: [{ card: YETI, ref: "Y" }] })],
      [{ type: "play", card: "S", target: "Y" }], { cards: [both] }));
    expect([r.state.players[0].board[0]!.attack, r.state.players[0].board[0]!.health]).toEqual([4, 5]);
    expect([r.state.players[1].board[0]!.attack, r.state.players[1].board[0]!.health]).toEqual([6, 2]);
  });
});

describe("the amount { drawn }", () => {
  /** The docs' example: "Deal 1 damage for each card you've drawn this turn". */
  const READER = { id: "MY_READER", type: "SPELL", cost: 2, target: { type: "character" }, spell: [{ type: "damage", amount: { drawn: "thisTurn" }, to: "target" }] };
  it("counts the cards drawn this turn; a burned card is not drawn", () => {
    const hand = [{ card: "MY_READER", ref: "R" }, { card: "CS2_023", ref: "A" }, ...Array.from({ length: 8 }, () => ({ card: WISP }))];
    const r = run(request([player({ hand, deck: [{ card: YETI }, { card: YETI }] }), player()],
      [{ type: "play", card: "A" }, { type: "play", card: "R", target: "p2.hero" }], { cards: [READER] }));
    expect(r.state.players[1].hero.health).toBe(29);
    expect(r.state.players[0].tags?.NUM_CARDS_DRAWN_THIS_GAME).toBe(1);
  });
  it("the opponent's side", () => {
    const theirs = { ...READER, spell: [{ type: "damage", amount: { drawn: "thisGame", side: "enemy" }, to: "target" }] };
    const r = run(request([player({ hand: [{ card: "MY_READER", ref: "R" }] }), player({ tags: { NUM_CARDS_DRAWN_THIS_GAME: 4 } })],
      [{ type: "play", card: "R", target: "p2.hero" }], { cards: [theirs] }));
    expect(r.state.players[1].hero.health).toBe(26);
  });
});
