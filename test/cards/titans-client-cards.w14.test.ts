/**
 * The card-format additions of session 14 (w14/titans), used by cards a client sends in a request's `cards`: the
 * enchantment tag COST_AT_LEAST, the rule aura `no-overload`, the tag CHOOSE_BOTH, the amount `{ dealt: "discardedCost" }`,
 * `oncePerTurn` on an enchantment's trigger and castSpell's `prefer`.
 */
import { describe, expect, it } from "vitest";
import { player, request, run } from "../support/engine.js";

const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231"; // 1/1, costs 0
const BOLT = "EX1_238"; // Lightning Bolt: 3 damage, Overload (1)
const WILD = "EX1_160"; // Power of the Wild: Choose One - +1/+1 to your minions; or a 3/2 Panther

// "Your cards can't cost less than (3)."
const FLOOR = { id: "C_FLOOR", type: "MINION", cost: 2, attack: 2, health: 2, auras: [{ to: { all: "hand", side: "friendly" }, buff: {}, enchantment: "C_FLOOR_E" }] };
const FLOOR_E = { id: "C_FLOOR_E", type: "ENCHANTMENT", tags: { COST_AT_LEAST: 3 } };

describe("client cards: the enchantment tag COST_AT_LEAST", () => {
  it("raises a cheaper card to the floor, leaves a dearer one, and reaches only the side named", () => {
    const r = run(request([player({ board: [{ card: "C_FLOOR" }], hand: [{ card: WISP, ref: "W" }, { card: YETI, ref: "Y" }] }), player({ hand: [{ card: WISP, ref: "X" }] })],
      [{ type: "endTurn" }], { cards: [FLOOR, FLOOR_E] }));
    const costs = Object.fromEntries([...r.state.players[0].hand, ...r.state.players[1].hand].map((c) => [c.ref ?? c.card, c.cost]));
    expect(costs).toEqual({ W: 3, Y: 4, X: 0 });
  });
});

// "Battlecry: You can't be Overloaded this turn."
const CALM = { id: "C_CALM", type: "MINION", cost: 1, attack: 1, health: 1, battlecry: [{ type: "buff", to: "friendly-hero", enchantment: "C_CALM_E" }] };
const CALM_E = { id: "C_CALM_E", type: "ENCHANTMENT", buff: { oneTurn: true }, auras: [{ rule: "no-overload" }] };

describe("client cards: the rule aura no-overload", () => {
  it("no Overload from a card played while it holds", () => {
    const r = run(request([player({ hand: [{ card: "C_CALM", ref: "C" }, { card: BOLT, ref: "B" }] }), player()],
      [{ type: "play", card: "C" }, { type: "play", card: "B", target: "p2.hero" }], { cards: [CALM, CALM_E] }));
    expect(r.state.players[0].mana.overloadOwed ?? 0).toBe(0);
    expect(r.state.players[1].hero.health).toBe(27);
  });
  it("Overload gained before it came stays owed", () => {
    const r = run(request([player({ hand: [{ card: "C_CALM", ref: "C" }, { card: BOLT, ref: "B" }] }), player()],
      [{ type: "play", card: "B", target: "p2.hero" }, { type: "play", card: "C" }], { cards: [CALM, CALM_E] }));
    expect(r.state.players[0].mana.overloadOwed).toBe(1);
  });
});

// "Battlecry: Give a Choose One card in your hand both effects combined."
const GROVE = { id: "C_GROVE", type: "MINION", cost: 1, attack: 1, health: 1, target: { type: "card", where: { has: "chooseOne" } }, battlecry: [{ type: "buff", to: "target", grants: ["CHOOSE_BOTH"] }] };

describe("client cards: the tag CHOOSE_BOTH", () => {
  it("the card given it resolves both options, no choice asked", () => {
    const r = run(request([player({ board: [{ card: WISP, ref: "W" }], hand: [{ card: "C_GROVE", ref: "G" }, { card: WILD, ref: "P" }] }), player()],
      [{ type: "play", card: "G", target: "P" }, { type: "play", card: "P" }], { cards: [GROVE] }));
    expect(r.state.players[0].board.map((m) => [m.card, m.attack])).toEqual([[WISP, 2], ["C_GROVE", 2], ["EX1_160t", 3]]);
  });
});

// "Discard a random card. Gain Armor equal to its Cost."
const DUMP = { id: "C_DUMP", type: "SPELL", cost: 0, spell: [{ type: "discard" }, { type: "armor", amount: { dealt: "discardedCost" } }] };

describe("client cards: the amount dealt discardedCost", () => {
  it("the Cost the discarded card had in hand", () => {
    const r = run(request([player({ hand: [{ card: "C_DUMP", ref: "D" }, { card: YETI, cost: 2 }] }), player()],
      [{ type: "play", card: "D" }], { cards: [DUMP] }));
    expect(r.state.players[0].hero.armor).toBe(2);
  });
  it("nothing discarded: 0", () => {
    const r = run(request([player({ hand: [{ card: "C_DUMP", ref: "D" }] }), player()], [{ type: "play", card: "D" }], { cards: [DUMP] }));
    expect(r.state.players[0].hero.armor ?? 0).toBe(0);
  });
});

// "Battlecry: For the rest of the game, the first minion you draw each turn gives you 2 Armor." (a state on the hero)
const WATCH = { id: "C_WATCH", type: "MINION", cost: 1, attack: 1, health: 1, battlecry: [{ type: "buff", to: "friendly-hero", enchantment: "C_WATCH_E" }] };
const WATCH_E = { id: "C_WATCH_E", type: "ENCHANTMENT", triggers: [{ on: "draw", oncePerTurn: true, if: [{ player: "friendly" }, { target: { type: "minion" } }], do: [{ type: "armor", amount: 2 }] }] };
const DRAW3 = { id: "C_DRAW3", type: "SPELL", cost: 0, spell: [{ type: "draw", count: 3 }] };

describe("client cards: oncePerTurn on an enchantment's trigger", () => {
  it("once this turn, again the next turn", () => {
    const r = run(request([player({ hand: [{ card: "C_WATCH", ref: "W" }, { card: "C_DRAW3", ref: "D" }], deck: [{ card: YETI }, { card: YETI }, { card: YETI }, { card: YETI }] }), player({ deck: [{ card: YETI }] })],
      [{ type: "play", card: "W" }, { type: "play", card: "D" }, { type: "endTurn" }, { type: "endTurn" }], { cards: [WATCH, WATCH_E, DRAW3] }));
    expect(r.state.players[0].hero.armor).toBe(4);
  });
});

// "Cast 2 Fireballs (targeting the character chosen if possible)."
const VOLLEY = { id: "C_VOLLEY", type: "SPELL", cost: 1, target: { type: "character" }, spell: [{ type: "castSpell", pool: ["CS2_029"], count: 2, prefer: "target" }] };

describe("client cards: castSpell prefer", () => {
  it("each spell cast aims at the character the selector names", () => {
    const r = run(request([player({ hand: [{ card: "C_VOLLEY", ref: "V" }], board: [{ card: YETI }] }), player({ board: [{ card: YETI }, { card: "CS2_186", ref: "G", health: 20 }] })],
      [{ type: "play", card: "V", target: "G" }], { cards: [VOLLEY] }));
    expect(r.state.players[1].board.map((m) => m.health)).toEqual([5, 8]);
    expect(r.state.players[0].board[0]!.health).toBe(5);
  });
});

// "Spell Damage +1 for each card in your hand."
const SAGE = { id: "C_SAGE", type: "MINION", cost: 3, attack: 1, health: 4, spellDamageAmount: { count: { all: "hand", side: "friendly" } } };

describe("client cards: the card field spellDamageAmount", () => {
  it("its Spell Damage is the amount as damage is dealt", () => {
    const r = run(request([player({ board: [{ card: "C_SAGE" }], hand: [{ card: "CS2_024", ref: "F" }, { card: WISP }, { card: WISP }] }), player({ board: [{ card: "CS2_186", ref: "G" }] })],
      [{ type: "play", card: "F", target: "G" }], { cards: [SAGE] }));
    // 3 + 2 (the two Wisps left in hand as it resolves)
    expect(r.state.players[1].board[0]!.health).toBe(2);
  });
});

// "Magnetic. Can Magnetize to Mechs and Dragons." — a 2/2 with no minion type.
const LEECH = { id: "C_LEECH", type: "MINION", cost: 2, attack: 2, health: 2, magnetic: "C_LEECH_E", magnetizesTo: ["DRAGON"] };
const LEECH_E = { id: "C_LEECH_E", type: "ENCHANTMENT" };

describe("client cards: magnetizesTo on a minion that is no Mech", () => {
  it("Magnetizes to a minion of the type named", () => {
    const r = run(request([player({ board: [{ card: "EX1_284" }], hand: [{ card: "C_LEECH", ref: "L" }] }), player()],
      [{ type: "play", card: "L", position: 0 }], { cards: [LEECH, LEECH_E] }));
    expect(r.state.players[0].board.map((m) => [m.card, m.attack])).toEqual([["EX1_284", 6]]);
  });
  it("not to a minion of another type", () => {
    const r = run(request([player({ board: [{ card: YETI }], hand: [{ card: "C_LEECH", ref: "L" }] }), player()],
      [{ type: "play", card: "L", position: 0 }], { cards: [LEECH, LEECH_E] }));
    expect(r.state.players[0].board.map((m) => m.card)).toEqual(["C_LEECH", YETI]);
  });
});
