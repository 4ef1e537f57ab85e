/**
 * The card-format additions made for The Great Dark Beyond (w10/space), used by cards a client sends in a request's `cards`
 * (the format is one format): `summonRandom` with an amount `count`; a deathrattle's `{ adjacent: "self" }`; the trigger
 * field `onceExcept`; `addCard`'s `fromPlayed` and the effect `summonPlayed` (the record of cards played this game); the
 * amount `{ thisGame: "discovered" }`.
 */
import { describe, expect, it } from "vitest";
import { player, request, run } from "../support/engine.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";

const WISP = "CS2_231";
const YETI = "CS2_182";
const OGRE = "CS2_200";
const COIN = "GAME_005";
const FLAME_IMP = "EX1_319"; // 1-Cost 3/2 Demon

describe("client cards using the Great Dark Beyond additions", () => {
  it("summonRandom count as an amount — \"Summon a random 1-Cost minion for each empty space on your board\"", () => {
    const card = { id: "C_FILL", type: "SPELL", cost: 1, spell: [{ type: "summonRandom", pool: { type: "MINION", cost: 1 }, count: { space: "friendly-board" } }] };
    const r = run(request([player({ hand: [{ card: "C_FILL", ref: "F" }], board: [{ card: YETI }, { card: YETI }, { card: YETI }] }), player()],
      [{ type: "play", card: "F" }], { cards: [card] }));
    const board = r.state.players[0].board;
    expect(board).toHaveLength(7);
    for (const m of board.slice(3)) expect(findCard(m.card!)!.cost).toBe(1);
    // a full board: the amount is 0, nothing is picked
    const full = run(request([player({ hand: [{ card: "C_FILL", ref: "F" }], board: Array.from({ length: 7 }, () => ({ card: WISP })) }), player()],
      [{ type: "play", card: "F" }], { cards: [card] }));
    expect(full.state.players[0].board.map((m) => m.card)).toEqual(Array(7).fill(WISP));
  });

  it("a deathrattle's adjacent minions — \"Deathrattle: Give adjacent minions +2 Attack\": those beside where it stood", () => {
    const card = { id: "C_POD", type: "MINION", cost: 2, attack: 1, health: 1, deathrattle: [{ type: "buff", to: { adjacent: "self" }, attack: 2 }] };
    const r = run(request([player({ board: [{ card: WISP, ref: "A" }, { card: WISP, ref: "L" }, { card: "C_POD", ref: "P" }, { card: WISP, ref: "R" }, { card: WISP, ref: "B" }] }), player()],
      [{ type: "destroy", target: "P" }], { cards: [card] }));
    expect(r.state.players[0].board.map((m) => m.attack)).toEqual([1, 3, 3, 1]);
  });

  it("onceExcept — \"Spellburst: Draw a card. (Fire spells don't remove this Spellburst.)\"", () => {
    const card = { id: "C_BURST", type: "MINION", cost: 2, attack: 2, health: 2,
      triggers: [{ on: "after-play", once: true, onceExcept: { spellSchool: "FIRE" }, if: { target: { side: "friendly", type: "spell" } }, do: [{ type: "draw" }] }] };
    const deck = [{ card: WISP }, { card: WISP }, { card: WISP }, { card: WISP }];
    // two Fireballs keep it; the Coin then uses it up; a third spell draws nothing
    const r = run(request([player({ board: [{ card: "C_BURST" }], hand: [{ card: "CS2_029", ref: "F1" }, { card: "CS2_029", ref: "F2" }, { card: COIN, ref: "C1" }, { card: COIN, ref: "C2" }], deck }), player()],
      [{ type: "play", card: "F1", target: "p2.hero" }, { type: "play", card: "F2", target: "p2.hero" }, { type: "play", card: "C1" }, { type: "play", card: "C2" }], { cards: [card] }));
    expect(r.state.players[0].hand).toHaveLength(3);
  });

  it("addCard fromPlayed with latest — \"Get a copy of the last Demon you played\"", () => {
    const card = { id: "C_ECHO", type: "SPELL", cost: 1, spell: [{ type: "addCard", fromPlayed: { playedThisGame: "minion", race: "DEMON" }, latest: true }] };
    const r = run(request([player({ hand: [{ card: "C_ECHO", ref: "E" }],
      playedThisGame: [{ card: "EX1_310", cost: 5, turn: 1 }, { card: FLAME_IMP, cost: 1, turn: 3 }, { card: YETI, cost: 4, turn: 3 }] }), player()],
      [{ type: "play", card: "E" }], { cards: [card] }));
    expect(r.state.players[0].hand.map((c) => c.card)).toEqual([FLAME_IMP]);
  });

  it("summonPlayed — \"Summon every Beast you played this game\" (each play once, oldest first)", () => {
    const card = { id: "C_ARK", type: "SPELL", cost: 1, spell: [{ type: "summonPlayed", fromPlayed: { playedThisGame: "minion", race: "BEAST" } }] };
    const r = run(request([player({ hand: [{ card: "C_ARK", ref: "A" }],
      playedThisGame: [{ card: "CS2_120", cost: 2, turn: 1 }, { card: YETI, cost: 4, turn: 2 }, { card: "CS2_172", cost: 3, turn: 3 }, { card: "CS2_120", cost: 2, turn: 3 }] }), player()],
      [{ type: "play", card: "A" }], { cards: [card] }));
    expect(r.state.players[0].board.map((m) => m.card)).toEqual(["CS2_120", "CS2_172", "CS2_120"]);
  });

  it("thisGame: discovered — \"Costs (1) less for each card you Discovered this game\"", () => {
    const finder = { id: "C_FIND", type: "SPELL", cost: 0, spell: [{ type: "discover", from: [YETI, OGRE, WISP] }] };
    const card = { id: "C_KEEN", type: "MINION", cost: 5, attack: 5, health: 5, auras: [{ to: "self", zone: "hand", buff: { cost: { thisGame: "discovered", multiply: -1 } } }] };
    const r = run(request([player({ hand: [{ card: "C_FIND", ref: "F" }, { card: "C_FIND", ref: "G" }, { card: "C_KEEN", ref: "K" }] }), player()],
      [{ type: "play", card: "F" }, { type: "play", card: "G" }], { cards: [finder, card], choices: [0, 1] }));
    expect(r.state.players[0].hand.find((c) => c.ref === "K")!.cost).toBe(3);
    expect(r.state.players[0].tags?.NUM_CARDS_DISCOVERED_THIS_GAME).toBe(2);
  });
  it("shuffleHand — \"Battlecry: Shuffle your hand\": the same cards, in a recorded random order", () => {
    const card = { id: "C_MIX", type: "MINION", cost: 1, attack: 1, health: 1, battlecry: [{ type: "shuffleHand" }] };
    const hand = [{ card: "C_MIX", ref: "M" }, { card: YETI }, { card: WISP }, { card: OGRE }, { card: COIN }];
    const orders = new Set<string>();
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const r = run(request([player({ hand }), player()], [{ type: "play", card: "M" }], { cards: [card], seed }));
      const now = r.state.players[0].hand.map((c) => c.card);
      expect([...now].sort()).toEqual([YETI, WISP, OGRE, COIN].sort());
      expect(r.random.filter((d) => d.purpose === "hand order")).toHaveLength(4);
      orders.add(now.join(","));
    }
    expect(orders.size).toBeGreaterThan(1);
  });
  it("stats adjacentPlayed and adjacentPlayedThisTurn — cards played from beside this one in hand", () => {
    const giant = { id: "C_GIANT", type: "MINION", cost: 8, attack: 8, health: 8, auras: [{ to: "self", zone: "hand", buff: { cost: { stat: "adjacentPlayed", of: "self", multiply: -2 } } }] };
    const spark = { id: "C_SPARK", type: "SPELL", cost: 1, spell: [{ type: "if", if: { value: { stat: "adjacentPlayedThisTurn", of: "self" }, atLeast: 1 },
      then: [{ type: "damage", amount: 5, to: "enemy-hero" }], else: [{ type: "damage", amount: 1, to: "enemy-hero" }] }] };
    const r = run(request([player({ hand: [{ card: COIN, ref: "A" }, { card: "C_GIANT", ref: "G" }, { card: COIN, ref: "B" }, { card: "C_SPARK", ref: "S" }, { card: WISP, ref: "W" }] }), player()],
      [{ type: "play", card: "A" }, { type: "play", card: "B" }, { type: "play", card: "S" }], { cards: [giant, spark] }));
    // A, B (after A left) and the Spark (after B left) were each beside the Giant: 8 - 3 × 2; B was beside the Spark: 5 damage
    expect(r.state.players[0].hand.find((c) => c.ref === "G")!.cost).toBe(2);
    expect(r.state.players[1].hero.health).toBe(25);
  });
  it("filter nameIncludes — \"Draw a Totem\": a card whose name has the word", () => {
    const card = { id: "C_CALL", type: "SPELL", cost: 1, spell: [{ type: "draw", where: { nameIncludes: "totem" } }] };
    const r = run(request([player({ hand: [{ card: "C_CALL", ref: "S" }], deck: [{ card: YETI }, { card: "AT_052" }, { card: WISP }] }), player()],
      [{ type: "play", card: "S" }], { cards: [card] }));
    expect(r.state.players[0].hand.map((c) => c.card)).toEqual(["AT_052"]);
  });
});
