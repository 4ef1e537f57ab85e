/**
 * Session 13 (w13/storm) format extensions, used by cards a client sends: `replay`'s `played.spellSchool` and
 * `played.costAtLeast`, `shuffleFromPlay`'s `bottom`, and the amount stats `originalAttack` / `originalHealth`
 * (docs/card-format.md; rules-notes 1524, 1527, 1530).
 */
import { describe, expect, it } from "vitest";
import { player, request, run } from "../support/engine.js";

const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231";
const FIREBALL = "CS2_029"; // Fire, 4
const FROSTBOLT = "CS2_024"; // Frost, 2
const FLAMESTRIKE = "CS2_032"; // Fire, 7: 5 damage to all enemy minions
const EXPLOSION = "CS2_025"; // Arcane, 2: 1 damage to all enemy minions

const PYROMANCER = { id: "MY_PYROMANCER", type: "MINION", cost: 5, attack: 3, health: 3,
  battlecry: [{ type: "replay", played: { type: "spell", spellSchool: "FIRE" }, preferEnemies: true }] };
const BIG_ECHO = { id: "MY_BIG_ECHO", type: "MINION", cost: 5, attack: 3, health: 3,
  battlecry: [{ type: "replay", played: { type: "spell", costAtLeast: 5 } }] };
const SINKER = { id: "MY_SINKER", type: "SPELL", cost: 3, target: { type: "minion" },
  spell: [{ type: "shuffleFromPlay", to: "target", bottom: true }] };
const MOURNER = { id: "MY_MOURNER", type: "MINION", cost: 3, attack: 1, health: 1,
  triggers: [{ on: "death", if: { target: "friendly-minion" }, do: [{ type: "armor", amount: { stat: "originalHealth", of: "event-target" } }] }] };
const ROOTS = { id: "MY_ROOTS", type: "SPELL", cost: 1, target: { type: "minion" },
  spell: [{ type: "draw", count: { stat: "originalAttack", of: "target" } }] };

describe("replay played.spellSchool / played.costAtLeast (client cards)", () => {
  it("spellSchool: only the Fire spells played are cast again (Fireball at an enemy, not the Frostbolt)", () => {
    const r = run(request([player({ hand: [{ card: "MY_PYROMANCER", ref: "P" }], playedThisGame: [{ card: FIREBALL, cost: 4, turn: 1 }, { card: FROSTBOLT, cost: 2, turn: 3 }] }), player()],
      [{ type: "play", card: "P" }], { cards: [PYROMANCER] }));
    expect(r.state.players[1].hero.health).toBe(24);
    expect(r.state.players[0].hero.health).toBe(30);
  });
  it("costAtLeast: only the spells paid 5 or more — Flamestrike, not Arcane Explosion, nor a Flamestrike played for 4", () => {
    const r = run(request([player({ hand: [{ card: "MY_BIG_ECHO", ref: "P" }],
      playedThisGame: [{ card: FLAMESTRIKE, cost: 7, turn: 1 }, { card: EXPLOSION, cost: 2, turn: 3 }, { card: FLAMESTRIKE, cost: 4, turn: 3 }] }),
    player({ board: [{ card: YETI, ref: "Y" }, { card: "EX1_620" }] })], [{ type: "play", card: "P" }], { cards: [BIG_ECHO] }));
    // one Flamestrike: the Yeti dies, the 8/8 Molten Giant takes 5
    expect(r.state.players[1].board.map((e) => [e.card, e.health])).toEqual([["EX1_620", 3]]);
  });
});

describe("shuffleFromPlay bottom (client cards)", () => {
  it("the minion goes to the bottom of its controller's deck, not shuffled in", () => {
    const r = run(request([player({ hand: [{ card: "MY_SINKER", ref: "S" }] }), player({ board: [{ card: YETI, ref: "Y" }], deck: [{ card: WISP }, { card: WISP }] })],
      [{ type: "play", card: "S", target: "Y" }], { cards: [SINKER] }));
    expect(r.state.players[1].deck.map((e) => e.card)).toEqual([WISP, WISP, YETI]);
    expect(r.state.players[1].board).toEqual([]);
    expect(r.random.length).toBe(0);
  });
});

describe("amount stats originalAttack / originalHealth (client cards)", () => {
  it("originalHealth: a buffed, damaged Yeti dies — 5 Armor", () => {
    const r = run(request([player({ board: [{ card: "MY_MOURNER" }, { card: YETI, ref: "Y", health: 1, enchantments: [{ card: "CS2_087e" }] }] }), player()],
      [{ type: "destroy", target: "Y" }], { cards: [MOURNER] }));
    expect(r.state.players[0].hero.armor).toBe(5);
  });
  it("originalAttack: a Yeti with +3 Attack draws 4, its printed Attack", () => {
    const deck = Array.from({ length: 6 }, () => ({ card: WISP }));
    const r = run(request([player({ hand: [{ card: "MY_ROOTS", ref: "R" }], board: [{ card: YETI, ref: "Y", enchantments: [{ card: "CS2_087e" }] }], deck }), player()],
      [{ type: "play", card: "R", target: "Y" }], { cards: [ROOTS] }));
    expect(r.state.players[0].hand.length).toBe(4);
  });
});

describe("addNumber: a card's own counter (client cards)", () => {
  const TALLY = { id: "MY_TALLY", type: "MINION", cost: 2, attack: 1, health: 5,
    triggers: [{ on: "after-play", if: { target: { side: "friendly", type: "spell" } }, do: [{ type: "addNumber" },
      { type: "if", if: { value: { stat: "number", of: "self", mod: 2 }, atMost: 0 }, then: [{ type: "armor", amount: 3 }] }] }] };
  it("every second spell you cast gives 3 Armor: three spells, 3 Armor, the counter at 3", () => {
    const hand = [0, 1, 2].map((i) => ({ card: "CS2_025", ref: `S${i}` }));
    const r = run(request([player({ board: [{ card: "MY_TALLY", ref: "T" }], hand }), player()],
      [{ type: "play", card: "S0" }, { type: "play", card: "S1" }, { type: "play", card: "S2" }], { cards: [TALLY] }));
    expect(r.state.players[0].hero.armor).toBe(3);
    expect(r.state.players[0].board[0]!.tags?.TAG_SCRIPT_DATA_NUM_1).toBe(3);
  });
  it("an amount: a counter raised by each spell's Cost", () => {
    const BANK = { id: "MY_BANK", type: "MINION", cost: 2, attack: 1, health: 5,
      triggers: [{ on: "after-play", if: { target: { side: "friendly", type: "spell" } }, do: [{ type: "addNumber", amount: { stat: "playedCost", of: "event-target" } }] }],
      deathrattle: [{ type: "armor", amount: { stat: "number", of: "self", lastKnown: true } }] };
    const r = run(request([player({ board: [{ card: "MY_BANK", ref: "B" }], hand: [{ card: "CS2_029", ref: "F" }, { card: "CS2_025", ref: "A" }] }), player()],
      [{ type: "play", card: "F", target: "p2.hero" }, { type: "play", card: "A" }, { type: "destroy", target: "B" }], { cards: [BANK] }));
    expect(r.state.players[0].hero.armor).toBe(6);
  });
});

describe("pool sharesTypeWith (client cards)", () => {
  const KIN = { id: "MY_KIN", type: "SPELL", cost: 1, target: { type: "minion", side: "friendly" },
    spell: [{ type: "addCard", pool: { type: "MINION", sharesTypeWith: "target" }, count: 3 }] };
  it("three random minions sharing a type with the chosen Murloc", async () => {
    const { factsById } = await import("../../src/engine/hearthstone/cards/facts.js");
    const r = run(request([player({ hand: [{ card: "MY_KIN", ref: "K" }], board: [{ card: "CS2_168", ref: "M" }] }), player()],
      [{ type: "play", card: "K", target: "M" }], { cards: [KIN] }));
    const hand = r.state.players[0].hand;
    expect(hand.length).toBe(3);
    for (let i = 0; i < hand.length; i++) {
      const races = factsById(hand[i]!.card)!.races;
      expect(races.includes("MURLOC") || races.includes("ALL")).toBe(true);
    }
  });
  it("a typeless minion: the pool is empty, nothing added", () => {
    const r = run(request([player({ hand: [{ card: "MY_KIN", ref: "K" }], board: [{ card: YETI, ref: "Y" }] }), player()],
      [{ type: "play", card: "K", target: "Y" }], { cards: [KIN] }));
    expect(r.state.players[0].hand).toEqual([]);
  });
});

describe("castSpell copyOf (client cards)", () => {
  const ECHOER = { id: "MY_ECHOER", type: "MINION", cost: 3, attack: 2, health: 2,
    battlecry: [{ type: "castSpell", copyOf: { random: { all: "hand", side: "friendly", where: { type: "spell" } } } }] };
  it("casts a copy of the Arcane Explosion in hand; the card stays", () => {
    const r = run(request([player({ hand: [{ card: "MY_ECHOER", ref: "E" }, { card: EXPLOSION, ref: "A" }] }), player({ board: [{ card: YETI, ref: "Y" }] })],
      [{ type: "play", card: "E" }], { cards: [ECHOER] }));
    expect(r.state.players[1].board[0]!.health).toBe(4);
    expect(r.state.players[0].hand.map((e) => e.card)).toEqual([EXPLOSION]);
  });
  it("no spell in hand: nothing", () => {
    const r = run(request([player({ hand: [{ card: "MY_ECHOER", ref: "E" }] }), player({ board: [{ card: YETI, ref: "Y" }] })],
      [{ type: "play", card: "E" }], { cards: [ECHOER] }));
    expect(r.state.players[1].board[0]!.health).toBe(5);
  });
});

describe("shuffleDeck (client cards)", () => {
  const STIR = { id: "MY_STIR", type: "SPELL", cost: 0, spell: [{ type: "shuffleDeck", player: "enemy" }] };
  it("the opponent's deck is put in a recorded random order; the same cards, nothing counted as shuffled in", () => {
    const deck = ["CS2_182", "CS2_231", "CS2_120", "CS2_179", "CS2_168"].map((card, i) => ({ card, ref: `D${i}` }));
    const r = run(request([player({ hand: [{ card: "MY_STIR", ref: "S" }] }), player({ deck })], [{ type: "play", card: "S" }], { cards: [STIR] }));
    const after = r.state.players[1].deck;
    expect(after.map((e) => e.ref).sort()).toEqual(["D0", "D1", "D2", "D3", "D4"]);
    const d = r.random.find((x) => x.purpose === "deck order")!;
    expect(d).toBeDefined();
    expect(r.state.players[1].tags?.NUM_TIMES_SHUFFLED_INTO_DECK).toBeUndefined();
  });
  it("one card: no decision", () => {
    const r = run(request([player({ hand: [{ card: "MY_STIR", ref: "S" }] }), player({ deck: [{ card: "CS2_182" }] })], [{ type: "play", card: "S" }], { cards: [STIR] }));
    expect(r.random.length).toBe(0);
  });
});

describe("filter cardIn (client cards)", () => {
  const STAMP = { id: "MY_STAMP", type: "SPELL", cost: 1,
    spell: [{ type: "draw" }, { type: "buff", to: { all: "deck", side: "friendly", where: { cardIn: "drawn" } }, attack: 1, health: 1 }] };
  it("draws a card; the copies of it left in the deck get +1/+1, other cards not", () => {
    const r = run(request([player({ hand: [{ card: "MY_STAMP", ref: "S" }], deck: [{ card: YETI }, { card: WISP }, { card: YETI }] }), player()],
      [{ type: "play", card: "S" }], { cards: [STAMP] }));
    const deck = r.state.players[0].deck;
    expect(deck.map((e) => [e.card, e.attack])).toEqual([[WISP, 1], [YETI, 5]]);
  });
});
