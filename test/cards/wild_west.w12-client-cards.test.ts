/**
 * The card-format additions made for Showdown in the Badlands (w12/badlands), used by cards a client sends in a request's
 * `cards`: the condition `combo`, the filters `quickdraw`, `mechanic` and `anyOf`, the `discover` option `bottom`, the
 * `swapStats` option `of`, the `returnToHand` option `player`, and a Quickdraw as `whenPlayed` (rules-notes 1220-1224).
 */
import { describe, expect, it } from "vitest";
import { player, request, run } from "../support/engine.js";

const WISP = "CS2_231";
const YETI = "CS2_182";
const RAPTOR = "CS2_172";
const FRESH = { ENTERED_HAND_THIS_TURN: 1 };

const EITHER = { id: "C_EITHER", type: "MINION", cost: 1, attack: 1, health: 1,
  whenPlayed: [{ type: "if", if: { any: [{ quickdraw: true }, { combo: true }] }, then: [{ type: "armor", amount: 2 }] }] };
const COMBO_DRAW = { id: "C_COMBO_DRAW", type: "SPELL", cost: 0, spell: [{ type: "if", if: { combo: true }, then: [{ type: "draw" }] }] };
const QUICK_WATCH = { id: "C_QUICK_WATCH", type: "MINION", cost: 2, attack: 2, health: 2,
  triggers: [{ on: "after-play", if: { target: { side: "friendly", quickdraw: true, not: "self" } }, do: [{ type: "armor", amount: 1 }] }] };
const TRADE_DISCOUNT = { id: "C_TRADE_DISCOUNT", type: "MINION", cost: 2, attack: 1, health: 3,
  auras: [{ to: { all: "hand", side: "friendly", where: { anyOf: [{ mechanic: "TRADEABLE" }, { race: "BEAST" }] } }, buff: { cost: -2 } }] };
const DIG = { id: "C_DIG", type: "SPELL", cost: 1, spell: [{ type: "discover", from: "deck", bottom: 2 }] };
const SWAPPER = { id: "C_SWAPPER", type: "SPELL", cost: 1,
  spell: [{ type: "swapStats", of: { random: { all: "hand", side: "friendly", where: { name: "Chillwind Yeti" } } }, with: { random: { all: "hand", side: "friendly", where: { name: "Wisp" } } }, stat: "attack" }] };
const THIEF = { id: "C_THIEF", type: "MINION", cost: 3, attack: 2, health: 2, target: { type: "minion", side: "enemy" },
  battlecry: [{ type: "returnToHand", to: "target", player: "friendly" }] };

const LEFT_DRAW = { id: "C_LEFT_DRAW", type: "SPELL", cost: 1, spell: [{ type: "draw", count: 2, leftmost: true }] };
const ZEROES = { id: "C_ZEROES", type: "SPELL", cost: 1, spell: [{ type: "damage", amount: { playedThisGame: "card", cost: 0 }, to: "enemy-hero" }] };
const GREEDY_THIEF = { ...THIEF, id: "C_GREEDY_THIEF", battlecry: [{ type: "draw" }, ...THIEF.battlecry] };

describe("client cards using the Badlands additions (w12)", () => {
  it("whenPlayed with quickdraw or combo: neither — nothing; either — once", () => {
    const none = run(request([player({ hand: [{ card: "C_EITHER", ref: "E" }] }), player()], [{ type: "play", card: "E" }], { cards: [EITHER] }));
    expect(none.state.players[0].hero.armor ?? 0).toBe(0);
    const both = run(request([player({ hand: [{ card: WISP, ref: "W" }, { card: "C_EITHER", ref: "E", tags: FRESH }] }), player()],
      [{ type: "play", card: "W" }, { type: "play", card: "E" }], { cards: [EITHER] }));
    expect(both.state.players[0].hero.armor).toBe(2);
  });

  it("combo in a spell's text: only when a card was played before it this turn", () => {
    const first = run(request([player({ hand: [{ card: "C_COMBO_DRAW", ref: "C" }], deck: [{ card: YETI }] }), player()],
      [{ type: "play", card: "C" }], { cards: [COMBO_DRAW] }));
    expect(first.state.players[0].hand).toHaveLength(0);
    const second = run(request([player({ hand: [{ card: WISP, ref: "W" }, { card: "C_COMBO_DRAW", ref: "C" }], deck: [{ card: YETI }] }), player()],
      [{ type: "play", card: "W" }, { type: "play", card: "C" }], { cards: [COMBO_DRAW] }));
    expect(second.state.players[0].hand.map((c) => c.card)).toEqual([YETI]);
  });

  it("the filter quickdraw: a card played the turn it entered the hand, not one held longer", () => {
    const r = run(request([player({ board: [{ card: "C_QUICK_WATCH" }], hand: [{ card: WISP, ref: "A", tags: FRESH }, { card: WISP, ref: "B" }] }), player()],
      [{ type: "play", card: "A" }, { type: "play", card: "B" }], { cards: [QUICK_WATCH] }));
    expect(r.state.players[0].hero.armor).toBe(1);
  });

  it("the filters anyOf and mechanic: a Tradeable card or a Beast costs (2) less, a card that is both only once", () => {
    const r = run(request([player({ board: [{ card: "C_TRADE_DISCOUNT" }], hand: [{ card: "WW_365", ref: "T" }, { card: RAPTOR, ref: "R" }, { card: YETI, ref: "Y" }, { card: WISP, ref: "W" }] }), player()],
      [{ type: "play", card: "W" }], { cards: [TRADE_DISCOUNT] }));
    const cost = (ref: string) => r.state.players[0].hand.find((c) => c.ref === ref)!.cost;
    expect([cost("T"), cost("R"), cost("Y")]).toEqual([0, 0, 4]);
  });

  it("discover bottom: the options are the bottom cards as they lie; the one taken is drawn, the others stay", () => {
    const r = run(request([player({ hand: [{ card: "C_DIG", ref: "D" }], deck: [{ card: WISP, ref: "A" }, { card: YETI, ref: "B" }, { card: RAPTOR, ref: "C" }] }), player()],
      [{ type: "play", card: "D" }], { cards: [DIG], choices: [0] }));
    expect(r.state.players[0].hand.map((c) => c.ref)).toEqual(["B"]);
    expect(r.state.players[0].deck.map((c) => c.ref)).toEqual(["A", "C"]);
  });

  it("swapStats of: two cards in hand swap Attack", () => {
    const r = run(request([player({ hand: [{ card: "C_SWAPPER", ref: "S" }, { card: YETI, ref: "Y" }, { card: WISP, ref: "W" }] }), player()],
      [{ type: "play", card: "S" }], { cards: [SWAPPER] }));
    const hand = r.state.players[0].hand;
    expect(hand.find((c) => c.ref === "Y")!.attack).toBe(1);
    expect(hand.find((c) => c.ref === "W")!.attack).toBe(4);
    expect(hand.find((c) => c.ref === "Y")!.health).toBe(5);
  });

  it("returnToHand player: friendly — the enemy minion joins your hand; your hand full, it is destroyed", () => {
    const ok = run(request([player({ hand: [{ card: "C_THIEF", ref: "T" }] }), player({ board: [{ card: YETI, ref: "Y" }] })],
      [{ type: "play", card: "T", target: "Y" }], { cards: [THIEF] }));
    expect(ok.state.players[0].hand.map((c) => c.card)).toEqual([YETI]);
    expect(ok.state.players[1].board).toHaveLength(0);
    // a Thief that draws first: the hand is full again when the minion would come, so it is destroyed
    const full = run(request([player({ hand: [{ card: "C_GREEDY_THIEF", ref: "T" }, ...Array.from({ length: 9 }, () => ({ card: WISP }))], deck: [{ card: WISP }] }),
      player({ board: [{ card: YETI, ref: "Y" }] })],
      [{ type: "play", card: "T", target: "Y" }], { cards: [GREEDY_THIEF] }));
    expect(full.state.players[0].hand).toHaveLength(10);
    expect(full.state.players[0].hand.some((c) => c.card === YETI)).toBe(false);
    expect(full.state.players[1].graveyard.map((c) => c.card)).toEqual([YETI]);
  });

  it("draw leftmost: each card drawn goes to the left of the hand (the second drawn ends first)", () => {
    const r = run(request([player({ hand: [{ card: YETI }, { card: "C_LEFT_DRAW", ref: "L" }], deck: [{ card: WISP, ref: "A" }, { card: RAPTOR, ref: "B" }] }), player()],
      [{ type: "play", card: "L" }], { cards: [LEFT_DRAW] }));
    expect(r.state.players[0].hand.map((c) => c.card)).toEqual([RAPTOR, WISP, YETI]);
  });

  it("playedThisGame cost: only the cards that cost exactly that when played", () => {
    const r = run(request([player({ hand: [{ card: WISP, ref: "W" }, { card: "C_ZEROES", ref: "Z" }], playedThisGame: [{ card: YETI, cost: 0, turn: 3 }, { card: YETI, cost: 4, turn: 3 }] }), player()],
      [{ type: "play", card: "W" }, { type: "play", card: "Z" }], { cards: [ZEROES] }));
    expect(r.state.players[1].hero.health).toBe(28);
  });
});
