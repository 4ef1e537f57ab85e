/**
 * The card-format additions made by the lead in session 12, used by cards a client sends in a request's `cards` (the
 * format is one format): the rule aura `hero-power-uses` and the tag `HEROPOWER_DAMAGE`.
 */
import { describe, expect, it } from "vitest";
import { EngineError } from "../../src/engine/index.js";
import { player, request, run } from "../support/engine.js";

const MAGE = { hero: { card: "HERO_08" }, heroPower: { card: "HERO_08bp" } }; // Fireblast: 1 damage, 2 Mana
const fireblasts = (n: number) => Array.from({ length: n }, () => ({ type: "heroPower", target: "p2.hero" }));

describe("client cards using the rule aura hero-power-uses", () => {
  const SERGEANT = { id: "C_SERGEANT", type: "MINION", cost: 3, attack: 2, health: 3, auras: [{ rule: "hero-power-uses", uses: 3 }] };
  it("'You can use your Hero Power three times a turn': three uses, each paid", () => {
    const r = run(request([player({ ...MAGE, board: [{ card: "C_SERGEANT" }] }), player()], fireblasts(3), { cards: [SERGEANT] }));
    expect(r.state.players[1].hero.health).toBe(27);
    expect(r.state.players[0].mana.used).toBe(6);
  });
  it("a fourth use is refused with the reason", () => {
    let err: unknown;
    try { run(request([player({ ...MAGE, board: [{ card: "C_SERGEANT" }] }), player()], fireblasts(4), { cards: [SERGEANT] })); } catch (e) { err = e; }
    expect(err).toBeInstanceOf(EngineError);
    expect((err as EngineError).message).toMatch(/already used 3 times this turn/);
  });
  it("the opponent's rule does not count", () => {
    let err: unknown;
    try { run(request([player(MAGE), player({ board: [{ card: "C_SERGEANT" }] })], fireblasts(2), { cards: [SERGEANT] })); } catch (e) { err = e; }
    expect((err as EngineError).code).toBe("illegal_action");
  });
  it("uses: 1 or 0 is refused by the schema", () => {
    let err: unknown;
    try { run(request([player(MAGE), player()], [], { cards: [{ ...SERGEANT, auras: [{ rule: "hero-power-uses", uses: 1 }] }] })); } catch (e) { err = e; }
    expect(err).toBeDefined();
  });
});

describe("client cards using HEROPOWER_DAMAGE", () => {
  const PYRO = { id: "C_PYRO", type: "MINION", cost: 4, attack: 3, health: 4, tags: { HEROPOWER_DAMAGE: 3 } };
  it("'Your Hero Power deals 3 extra damage': Fireblast deals 4", () => {
    const r = run(request([player({ ...MAGE, board: [{ card: "C_PYRO" }] }), player()], fireblasts(1), { cards: [PYRO] }));
    expect(r.state.players[1].hero.health).toBe(26);
  });
  it("a spell's damage is not changed", () => {
    const r = run(request([player({ board: [{ card: "C_PYRO" }], hand: [{ card: "CS2_029", ref: "FB" }] }), player()],
      [{ type: "play", card: "FB", target: "p2.hero" }], { cards: [PYRO] }));
    expect(r.state.players[1].hero.health).toBe(24);
  });
  it("an enchantment on the Hero Power: 'Your next Hero Power deals 2 more damage', once", () => {
    const SHOT = { id: "C_SHOT", type: "SPELL", cost: 1, spell: [{ type: "buff", to: "friendly-hero-power", enchantment: "C_SHOTe" }] };
    const SHOTE = { id: "C_SHOTe", type: "ENCHANTMENT", tags: { HEROPOWER_DAMAGE: 2 }, triggers: [{ on: "inspire", if: { source: "self" }, do: [{ type: "expire" }] }] };
    const r = run(request([player({ ...MAGE, hand: [{ card: "C_SHOT", ref: "S" }], board: [{ card: "AT_008" }] }), player()],
      [{ type: "play", card: "S" }, ...fireblasts(2)], { cards: [SHOT, SHOTE] }));
    expect(r.state.players[1].hero.health).toBe(30 - 3 - 1);
  });
});

describe("client cards using draw `of` and joust `cardType`", () => {
  it("'Battlecry: Reveal a spell in each deck. If yours costs more, draw it and gain +2/+2'", () => {
    const OWL = { id: "C_OWL", type: "MINION", cost: 2, attack: 2, health: 2, battlecry: [{ type: "joust", cardType: "spell",
      then: [{ type: "draw", of: { all: "group" } }, { type: "buff", to: "self", attack: 2, health: 2 }] }] };
    const r = run(request([player({ hand: [{ card: "C_OWL", ref: "O" }], deck: [{ card: "CS2_029" }] }), player({ deck: [{ card: "CS2_008" }] })],
      [{ type: "play", card: "O" }], { cards: [OWL] }));
    expect(r.state.players[0].hand.map((c) => c.card)).toEqual(["CS2_029"]);
    expect(r.state.players[0].board[0]!.attack).toBe(4);
    expect(r.state.players[1].deck.map((c) => c.card)).toEqual(["CS2_008"]);
  });
  it("draw `of` a card no longer in the deck draws nothing (no fatigue)", () => {
    const PULL = { id: "C_PULL", type: "SPELL", cost: 1, spell: [{ type: "draw", of: "friendly-minions" }] };
    const r = run(request([player({ hand: [{ card: "C_PULL", ref: "P" }], board: [{ card: "CS2_182" }] }), player()],
      [{ type: "play", card: "P" }], { cards: [PULL] }));
    expect(r.state.players[0].hand).toHaveLength(0);
    expect(r.state.players[0].hero.health).toBe(30);
  });
});

describe("client cards using replaceHeroPower copyOf", () => {
  it("'Battlecry: Copy your opponent's Hero Power' takes the card of theirs", () => {
    const MIMIC = { id: "C_MIMIC", type: "MINION", cost: 2, attack: 2, health: 2, battlecry: [{ type: "replaceHeroPower", copyOf: "enemy-hero-power" }] };
    const r = run(request([player({ hand: [{ card: "C_MIMIC", ref: "M" }] }), player({ hero: { card: "HERO_05" }, heroPower: { card: "HERO_05bp" } })],
      [{ type: "play", card: "M" }], { cards: [MIMIC] }));
    expect(r.state.players[0].heroPower?.card).toBe("HERO_05bp");
  });
  it("both heroPower and copyOf is a schema error", () => {
    const BAD = { id: "C_BAD", type: "SPELL", cost: 1, spell: [{ type: "replaceHeroPower", heroPower: "HERO_05bp", copyOf: "enemy-hero-power" }] };
    expect(() => run(request([player(), player()], [], { cards: [BAD] }))).toThrow();
  });
});

describe("client cards using the pool filter attackAtLeast", () => {
  it("'Battlecry: Add a random minion with 7 or more Attack to your hand'", async () => {
    const { findCard } = await import("../../src/engine/hearthstone/cards/facts.js");
    const BIG = { id: "C_BIG", type: "MINION", cost: 2, attack: 1, health: 1, battlecry: [{ type: "addCard", pool: { type: "MINION", attackAtLeast: 7 } }] };
    for (const seed of [1, 2, 3, 4]) {
      const r = run(request([player({ hand: [{ card: "C_BIG", ref: "B" }] }), player()], [{ type: "play", card: "B" }], { cards: [BIG], seed }));
      expect(findCard(r.state.players[0].hand[0]!.card)!.attack).toBeGreaterThanOrEqual(7);
    }
  });
});

describe("client cards using playedThisGame costAtLeast", () => {
  it("'Battlecry: Draw a card for each 8-Cost or more card you've played this game'", () => {
    const SAGE = { id: "C_SAGE", type: "MINION", cost: 2, attack: 2, health: 2, battlecry: [{ type: "draw", count: { playedThisGame: "card", costAtLeast: 8 } }] };
    const r = run(request([player({ hand: [{ card: "C_SAGE", ref: "S" }], deck: [{ card: "CS2_231" }, { card: "CS2_231" }, { card: "CS2_231" }],
      playedThisGame: [{ card: "CS2_032", cost: 8, turn: 1 }, { card: "CS2_029", cost: 4, turn: 3 }, { card: "CS2_032", cost: 9, turn: 3 }] }), player()],
      [{ type: "play", card: "S" }], { cards: [SAGE] }));
    expect(r.state.players[0].hand).toHaveLength(2);
  });
});
