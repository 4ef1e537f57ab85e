/**
 * Session 13's general parts (w13/space) used by cards a client sends in a request's `cards`: the rule aura `combos-twice`
 * (rules-notes 1424), a random selector's `count` with `highest`/`lowest` taken tier by tier (1422), `loseDurability` on a
 * Location (1421) and the filter `notEnchanted` (1423) — one format for the library and the client.
 */
import { describe, expect, it } from "vitest";
import { player, request, run } from "../support/engine.js";

const YETI = "CS2_182"; // 4-Cost
const WISP = "CS2_231"; // 0-Cost
const OGRE = "CS2_200"; // 6-Cost
const PYROBLAST = "EX1_279"; // 10-Cost
const RINGLEADER = "EX1_131"; // Combo: summon a 2/1 Defias Bandit
const BANDIT = "EX1_131t";

describe("client cards using session 13's SPACE parts", () => {
  it("combos-twice — \"Your Combo minions trigger their Combo twice\" (a minion's rule aura)", () => {
    const master = { id: "C_COMBO_MASTER", type: "MINION", cost: 3, attack: 2, health: 2, auras: [{ rule: "combos-twice", where: { type: "minion" } }] };
    const r = run(request([player({ board: [{ card: "C_COMBO_MASTER" }], hand: [{ card: WISP, ref: "W" }, { card: RINGLEADER, ref: "R" }] }), player()],
      [{ type: "play", card: "W" }, { type: "play", card: "R" }], { cards: [master] }));
    expect(r.state.players[0].board.map((m) => m.card)).toEqual(["C_COMBO_MASTER", WISP, RINGLEADER, BANDIT, BANDIT]);
  });

  it("combos-twice does nothing without a Combo (the first card of the turn)", () => {
    const master = { id: "C_COMBO_MASTER", type: "MINION", cost: 3, attack: 2, health: 2, auras: [{ rule: "combos-twice" }] };
    const r = run(request([player({ board: [{ card: "C_COMBO_MASTER" }], hand: [{ card: RINGLEADER, ref: "R" }] }), player()],
      [{ type: "play", card: "R" }], { cards: [master] }));
    expect(r.state.players[0].board.map((m) => m.card)).toEqual(["C_COMBO_MASTER", RINGLEADER]);
  });

  it("count with highest — \"Draw... keep your 3 highest Cost cards\": the best tiers whole, the last tier's ties at random", () => {
    const purge = { id: "C_PURGE", type: "SPELL", cost: 1,
      spell: [{ type: "destroy", to: { from: { all: "deck", side: "friendly" }, except: { random: { all: "deck", side: "friendly" }, count: 3, highest: "cost" } } }] };
    const r = run(request([player({ hand: [{ card: "C_PURGE", ref: "P" }], deck: [{ card: YETI }, { card: WISP }, { card: PYROBLAST }, { card: YETI }, { card: OGRE }, { card: YETI }] }), player()],
      [{ type: "play", card: "P" }], { cards: [purge] }));
    const deck = r.state.players[0].deck.map((c) => c.card).sort();
    expect(deck).toEqual([YETI, OGRE, PYROBLAST].sort());
    // one random pick, among the three 4-Cost Yetis only
    const picks = r.random.filter((d) => d.purpose === "random target");
    expect(picks).toHaveLength(1);
    expect(picks[0]!.candidates).toHaveLength(3);
  });

  it("count with lowest — \"Give your 2 lowest Attack minions +2 Attack\"", () => {
    const lift = { id: "C_LIFT", type: "SPELL", cost: 1, spell: [{ type: "buff", to: { random: "friendly-minions", count: 2, lowest: "attack" }, attack: 2 }] };
    const r = run(request([player({ board: [{ card: YETI }, { card: WISP }, { card: OGRE }], hand: [{ card: "C_LIFT", ref: "L" }] }), player()],
      [{ type: "play", card: "L" }], { cards: [lift] }));
    expect(r.state.players[0].board.map((m) => m.attack)).toEqual([6, 3, 6]);
  });

  it("loseDurability on a Location — \"Your Locations lose 1 Durability\": at 0 it is destroyed", () => {
    const quake = { id: "C_QUAKE", type: "SPELL", cost: 1, spell: [{ type: "loseDurability", amount: 1, to: { all: "locations", side: "friendly" } }] };
    const r = run(request([player({ board: [{ card: "SC_019", health: 2 }, { card: "SC_000", health: 1 }], hand: [{ card: "C_QUAKE", ref: "Q" }] }), player()],
      [{ type: "play", card: "Q" }], { cards: [quake] }));
    const board = r.state.players[0].board;
    expect(board.map((m) => m.card)).toEqual(["SC_019"]);
    expect(board[0]!.health).toBe(1);
  });

  it("notEnchanted — \"Give a minion in your hand without this blessing +1/+1\"", () => {
    const bless = { id: "C_BLESS", type: "SPELL", cost: 1,
      spell: [{ type: "buff", to: { all: "hand", side: "friendly", where: { type: "minion", notEnchanted: "C_BLESS_E" } }, enchantment: "C_BLESS_E" }] };
    const e = { id: "C_BLESS_E", type: "ENCHANTMENT", buff: { attack: 1, health: 1 } };
    const r = run(request([player({ hand: [{ card: "C_BLESS", ref: "B" }, { card: YETI, enchantments: [{ card: "C_BLESS_E" }] }, { card: WISP }] }), player()],
      [{ type: "play", card: "B" }], { cards: [bless, e] }));
    expect(r.state.players[0].hand.map((c) => c.attack)).toEqual([5, 2]);
  });
  it("attackHitsAdjacent or-enemy-hero — a client's sweeper at the end of a row hits its neighbour and the enemy hero", () => {
    const sweeper = { id: "C_SWEEPER", type: "MINION", cost: 4, attack: 3, health: 3, attackHitsAdjacent: "or-enemy-hero" };
    const r = run(request([player({ board: [{ card: "C_SWEEPER", ref: "S" }] }), player({ board: [{ card: YETI, ref: "A" }, { card: OGRE, ref: "B" }] })],
      [{ type: "attack", attacker: "S", defender: "A" }], { cards: [sweeper] }));
    expect(r.state.players[1].board.map((m) => m.health)).toEqual([2, 4]);
    expect(r.state.players[1].hero.health).toBe(27);
  });
  it("discover untilSeenTwice — a four-card pool: the second Discover must offer a card seen, so two Discovers", () => {
    const pocket = { id: "C_POCKET", type: "SPELL", cost: 1,
      spell: [{ type: "discover", from: ["CS2_029", "CS2_024", "CS2_023", "CS2_008"], untilSeenTwice: true }] };
    const r = run(request([player({ hand: [{ card: "C_POCKET", ref: "P" }] }), player()], [{ type: "play", card: "P" }], { cards: [pocket] }));
    expect(r.state.players[0].hand).toHaveLength(2);
    expect(r.random.filter((d) => d.purpose === "discover option")).toHaveLength(6);
  });
  it("once on an enchantment's trigger — a given \"Spellburst: Draw a card\" works once for its host", () => {
    const give = { id: "C_SPARK", type: "SPELL", cost: 0, target: { type: "minion", side: "friendly" }, spell: [{ type: "buff", to: "target", enchantment: "C_SPARK_E" }] };
    const e = { id: "C_SPARK_E", type: "ENCHANTMENT", triggers: [{ on: "after-play", once: true,
      if: [{ target: { side: "friendly", type: "spell" } }, { entity: "self", matches: { zone: "play" } }], do: [{ type: "draw" }] }] };
    const r = run(request([player({ board: [{ card: YETI, ref: "Y" }], hand: [{ card: "C_SPARK", ref: "S" }, { card: "CS2_008", ref: "M1" }, { card: "CS2_008", ref: "M2" }],
      deck: [{ card: WISP }, { card: WISP }, { card: WISP }] }), player()],
      [{ type: "play", card: "S", target: "Y" }, { type: "play", card: "M1", target: "p2.hero" }, { type: "play", card: "M2", target: "p2.hero" }], { cards: [give, e] }));
    // C_SPARK itself is the first spell after which the trigger is attached (its after-play comes after the buff): it draws once
    expect(r.state.players[0].hand).toHaveLength(1);
    expect(r.state.players[0].deck).toHaveLength(2);
  });
});
