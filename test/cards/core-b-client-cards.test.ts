/**
 * The card-format additions made for the Core Mage, Warlock, Shaman, Paladin and Rogue cards, used by cards a client sends
 * in a request's `cards` (the format is one format): excess damage, the cost a card was played for, summons with set
 * stats, "last turn" counts, pools by mechanic and by the opponent's class, Discover with a cost change, Combo cards in a
 * filter, and lasting spells in the secret zone.
 */
import { describe, expect, it } from "vitest";
import { at, events, player, request, run } from "../support/engine.js";
import { factsById } from "../../src/engine/hearthstone/cards/facts.js";

const WISP = "CS2_231";
const YETI = "CS2_182";

describe("client cards using the Core additions", () => {
  it("dealt: excess — 5 damage to a 4/5 Yeti with 2 Health left, the excess 3 to the enemy hero", () => {
    const card = { id: "C_OVERFLOW", type: "SPELL", cost: 1, target: { type: "minion" }, spell: [
      { type: "damage", amount: 5, to: "target" }, { type: "damage", amount: { dealt: "excess" }, to: "enemy-hero", spellDamage: false }] };
    const r = run(request([player({ hand: [{ card: "C_OVERFLOW", ref: "S" }] }), player({ board: [{ card: YETI, ref: "Y", health: 2 }] })],
      [{ type: "play", card: "S", target: "Y" }], { cards: [card] }));
    expect(at(r.state, "Y").zone).toBe("graveyard");
    expect(r.state.players[1].hero.health).toBe(27);
  });

  it("stat playedCost — a minion that gains Attack equal to the Cost of each card you play", () => {
    const card = { id: "C_COUNTER", type: "MINION", cost: 1, attack: 0, health: 5,
      triggers: [{ on: "play", if: { target: { side: "friendly", not: "self" } }, do: [{ type: "buff", to: "self", attack: { stat: "playedCost", of: "event-target" } }] }] };
    const r = run(request([player({ board: [{ card: "C_COUNTER", ref: "C" }], hand: [{ card: YETI, ref: "Y" }] }), player()],
      [{ type: "play", card: "Y" }], { cards: [card] }));
    expect(at(r.state, "C").attack).toBe(4);
  });

  it("summon setAttack/setHealth — a Wisp summoned as a 3/3 (its controller's Armor 3)", () => {
    const card = { id: "C_GROW", type: "SPELL", cost: 1, spell: [{ type: "summon", card: WISP, setAttack: { stat: "armor", of: "friendly-hero" }, setHealth: 3 }] };
    const r = run(request([player({ hero: { card: "HERO_01", armor: 3 }, hand: [{ card: "C_GROW", ref: "S" }] }), player()], [{ type: "play", card: "S" }], { cards: [card] }));
    const m = r.state.players[0].board[0]!;
    expect([m.card, m.attack, m.health]).toEqual([WISP, 3, 3]);
  });

  it("condition playedLastTurn — a minion that draws if you played a minion on your last turn", () => {
    const card = { id: "C_MEMORY", type: "MINION", cost: 1, attack: 1, health: 1,
      battlecry: [{ type: "if", if: { playedLastTurn: "minion", atLeast: 1 }, then: [{ type: "draw" }] }] };
    const with1 = run(request([player({ tags: { NUM_MINIONS_PLAYED_LAST_TURN: 1 }, hand: [{ card: "C_MEMORY", ref: "M" }], deck: [{ card: WISP }] }), player()],
      [{ type: "play", card: "M" }], { cards: [card] }));
    expect(with1.state.players[0].hand).toHaveLength(1);
    const without = run(request([player({ hand: [{ card: "C_MEMORY", ref: "M" }], deck: [{ card: WISP }] }), player()], [{ type: "play", card: "M" }], { cards: [card] }));
    expect(without.state.players[0].hand).toHaveLength(0);
  });

  it("pool mechanic and opponentClass — a random Deathrattle minion of the opponent's class (a Warrior: Warrior cards)", () => {
    const card = { id: "C_PICK", type: "SPELL", cost: 1, spell: [{ type: "addCard", pool: { type: "MINION", mechanic: "DEATHRATTLE", opponentClass: true } }] };
    for (const seed of [1, 2, 3]) {
      const r = run(request([player({ hand: [{ card: "C_PICK", ref: "S" }] }), player({ hero: { card: "HERO_01" } })], [{ type: "play", card: "S" }], { cards: [card], seed }));
      const id = r.state.players[0].hand[0]!.card;
      expect(factsById(id)!.cardClass).toBe("WARRIOR");
      expect(factsById(id)!.mechanics).toContain("DEATHRATTLE");
    }
  });

  it("discover cost — the card taken costs (3) more", () => {
    const card = { id: "C_TAX", type: "SPELL", cost: 1, spell: [{ type: "discover", from: [YETI, WISP, "CS2_029"], cost: 3 }] };
    const r = run(request([player({ hand: [{ card: "C_TAX", ref: "S" }] }), player()], [{ type: "play", card: "S" }], { cards: [card], choices: [0] }));
    const taken = r.state.players[0].hand[0]!;
    expect(taken.cost).toBe(factsById(taken.card)!.cost + 3);
    expect(events(r, "discover")).toHaveLength(1);
  });

  it("filter has: combo — Combo cards in your hand cost (1) less while it is in play", () => {
    const card = { id: "C_ACCOMPLICE", type: "MINION", cost: 1, attack: 1, health: 1,
      auras: [{ to: { all: "hand", side: "friendly", where: { has: "combo" } }, buff: { cost: -1 } }] };
    const r = run(request([player({ board: [{ card: "C_ACCOMPLICE" }], hand: [{ card: "EX1_134", ref: "SI7" }, { card: YETI, ref: "Y" }] }), player()],
      [{ type: "endTurn" }], { cards: [card] }));
    expect(at(r.state, "SI7").cost).toBe(2);
    expect(at(r.state, "Y").cost).toBe(4);
  });

  it("lasts — a lasting spell that gives your minions +1 Attack for 2 of your turns, from the secret zone", () => {
    const card = { id: "C_BANNER", type: "SPELL", cost: 1, lasts: { turns: 2 },
      auras: [{ zone: "secret", to: "friendly-minions", buff: { attack: 1 } }] };
    const decks = (n: number) => Array.from({ length: n }, () => ({ card: WISP }));
    const body = (actions: Record<string, unknown>[]) => request([player({ hand: [{ card: "C_BANNER", ref: "B" }], board: [{ card: YETI, ref: "Y" }], deck: decks(4) }), player({ deck: decks(4) })],
      actions, { cards: [card] });
    const now = run(body([{ type: "play", card: "B" }]));
    expect([at(now.state, "B").zone, at(now.state, "Y").attack]).toEqual(["secrets", 5]);
    const second = run(body([{ type: "play", card: "B" }, { type: "endTurn" }, { type: "endTurn" }]));
    expect([at(second.state, "B").zone, at(second.state, "Y").attack]).toEqual(["secrets", 5]);
    const over = run(body([{ type: "play", card: "B" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }]));
    expect([at(over.state, "B").zone, at(over.state, "Y").attack]).toEqual(["graveyard", 4]);
  });
});
