/**
 * The card-format additions of session 13 for the older Wild sets (w13/old), used by cards a client sends in a request's
 * `cards`: `spendArmor` of all Armor with `then` and the amount `{ armorSpent: "now" }`, `spendArmor` `player: "enemy"`,
 * and the filter `has: "galakrond"`.
 */
import { describe, expect, it } from "vitest";
import { player, request, run } from "../support/engine.js";

const WISP = "CS2_231";
const YETI = "CS2_182";

describe("client cards using the w13/old additions", () => {
  it("spendArmor with no upTo and `then`: spend all Armor, then draw that many cards (armorSpent now)", () => {
    const card = { id: "C_CASHOUT", type: "SPELL", cost: 1, spell: [{ type: "spendArmor", then: [{ type: "draw", count: { armorSpent: "now" } }] }] };
    const deck = [{ card: WISP }, { card: WISP }, { card: WISP }, { card: WISP }];
    const r = run(request([player({ hero: { card: "HERO_01", armor: 3 }, hand: [{ card: "C_CASHOUT", ref: "S" }], deck }), player()], [{ type: "play", card: "S" }], { cards: [card] }));
    expect([r.state.players[0].hero.armor, r.state.players[0].hand.length]).toEqual([0, 3]);
    const none = run(request([player({ hand: [{ card: "C_CASHOUT", ref: "S" }], deck }), player()], [{ type: "play", card: "S" }], { cards: [card] }));
    expect(none.state.players[0].hand).toHaveLength(0);
  });

  it("spendArmor player: enemy — a Battlecry that takes away up to 2 of your opponent's Armor, then gains +1 Attack for each", () => {
    const card = { id: "C_CRACKER", type: "MINION", cost: 1, attack: 1, health: 1,
      battlecry: [{ type: "spendArmor", player: "enemy", upTo: 2, each: [{ type: "buff", to: "self", attack: 1 }] }] };
    const r = run(request([player({ hero: { card: "HERO_01", armor: 4 }, hand: [{ card: "C_CRACKER", ref: "C" }] }), player({ hero: { card: "HERO_01", armor: 5 } })],
      [{ type: "play", card: "C" }], { cards: [card] }));
    expect([r.state.players[1].hero.armor, r.state.players[0].hero.armor, r.state.players[0].board[0]!.attack]).toEqual([3, 4, 3]);
  });

  it("filter has: galakrond — a spell that draws a Galakrond card and, if your hero is one, summons a Yeti", () => {
    const card = { id: "C_CALL", type: "SPELL", cost: 1, spell: [{ type: "draw", where: { has: "galakrond" } },
      { type: "if", if: { entity: "friendly-hero", matches: { has: "galakrond" } }, then: [{ type: "summon", card: YETI }] }] };
    const deck = [{ card: WISP }, { card: "DRG_650" }, { card: WISP }];
    const r = run(request([player({ hand: [{ card: "C_CALL", ref: "S" }], deck }), player()], [{ type: "play", card: "S" }], { cards: [card] }));
    expect(r.state.players[0].hand.map((c) => c.card)).toEqual(["DRG_650"]);
    expect(r.state.players[0].board).toHaveLength(0);
    const gala = run(request([player({ hero: { card: "DRG_650" }, hand: [{ card: "C_CALL", ref: "S" }], deck }), player()], [{ type: "play", card: "S" }], { cards: [card] }));
    expect(gala.state.players[0].board.map((c) => c.card)).toEqual([YETI]);
  });

  it("resurrect enchantment — a spell that resurrects a friendly minion with +2/+2, the buff there before its summon event", () => {
    const card = { id: "C_RISE", type: "SPELL", cost: 1, spell: [{ type: "resurrect", enchantment: "C_RISE_E" }] };
    const ench = { id: "C_RISE_E", type: "ENCHANTMENT", buff: { attack: 2, health: 2 } };
    const watcher = { id: "C_WATCH", type: "MINION", cost: 1, attack: 1, health: 9,
      triggers: [{ on: "summon", if: { target: { side: "friendly", type: "minion", minAttack: 6 } }, do: [{ type: "buff", to: "self", attack: 1 }] }] };
    const r = run(request([player({ hand: [{ card: "C_RISE", ref: "S" }], board: [{ card: "C_WATCH", ref: "W" }] }), player()], [{ type: "play", card: "S" }],
      { cards: [card, ench, watcher], state: { deaths: [{ card: YETI, controller: 1, turn: 2 }] } }));
    const b = r.state.players[0].board;
    expect(b.map((c) => [c.card, c.attack, c.health])).toEqual([["C_WATCH", 2, 9], [YETI, 6, 7]]);
  });

  it("putIntoPlay all — a Battlecry that summons every Beast of the hand, right then left of it; the others stay", () => {
    const card = { id: "C_HERDER", type: "MINION", cost: 5, attack: 3, health: 3, battlecry: [{ type: "putIntoPlay", from: "hand", where: { type: "minion", race: "BEAST" }, all: true }] };
    const r = run(request([player({ hand: [{ card: "C_HERDER", ref: "H" }, { card: "CS2_120" }, { card: WISP }, { card: "CS2_172" }, { card: "CS2_125" }] }), player()],
      [{ type: "play", card: "H" }], { cards: [card] }));
    expect(r.state.players[0].board.map((c) => c.card)).toEqual(["CS2_172", "C_HERDER", "CS2_125", "CS2_120"]);
    expect(r.state.players[0].hand.map((c) => c.card)).toEqual([WISP]);
  });

  it("pool other — a card named Wisp that adds 0-Cost minions never adds a Wisp; the same pool without `other` can", () => {
    const card = (other: boolean) => ({ id: "C_WISPER", name: "Wisp", type: "MINION", cost: 1, attack: 1, health: 1,
      battlecry: [{ type: "addCard", pool: { type: "MINION", cost: 0, ...(other ? { other: true } : {}) }, count: 8 }] });
    const names = (other: boolean) => {
      const r = run(request([player({ hand: [{ card: "C_WISPER", ref: "W" }] }), player()], [{ type: "play", card: "W" }], { cards: [card(other)] }));
      return r.state.players[0].hand.map((c) => c.card);
    };
    const withOther = names(true);
    expect(withOther).toHaveLength(8);
    expect(withOther.includes(WISP)).toBe(false);
    expect(names(false).length).toBe(8);
  });

  it("castSpell preferEnemies — three Fireballs cast at random, each at an enemy character when one is valid", () => {
    const card = { id: "C_VOLLEY", type: "SPELL", cost: 1, spell: [{ type: "castSpell", pool: ["CS2_029"], count: 3, preferEnemies: true }] };
    for (let seed = 1; seed <= 3; seed++) {
      const r = run(request([player({ hand: [{ card: "C_VOLLEY", ref: "S" }], board: [{ card: YETI }] }), player({ board: [{ card: "CS2_186" }] })],
        [{ type: "play", card: "S" }], { cards: [card], seed }));
      expect(r.state.players[0].hero.health).toBe(30);
      expect(r.state.players[0].board[0]!.health).toBe(5);
      const foe = r.state.players[1]!;
      const golem = foe.board[0];
      const enemyLost = 30 - (foe.hero.health ?? 30) + (golem ? 7 - (golem.health ?? 7) : 7);
      expect(enemyLost).toBeGreaterThanOrEqual(13);
    }
  });
});
