/**
 * The transform field w14/storm added, in cards a client sends in a request's `cards`: `keep: { stats?, cost? }` ("They keep
 * their original stats and Cost": what the entity had just before, set again after the transform; rules-notes 1733).
 */
import { describe, expect, it } from "vitest";
import { factsById } from "../../src/engine/hearthstone/cards/facts.js";
import { player, request, run } from "../support/engine.js";

const YETI = "CS2_182";
const WISP = "CS2_231";

describe("client cards: a transform keeping the original stats and Cost (w14)", () => {
  const stats = { id: "C_KEEP_STATS", type: "ENCHANTMENT" };
  const cost = { id: "C_KEEP_COST", type: "ENCHANTMENT" };

  it("\"Transform minions in your hand into ones that cost (3) more. They keep their original Cost\" (cost only)", () => {
    const align = { id: "C_ALIGN", type: "SPELL", cost: 3, spell: [{ type: "transform", to: { all: "hand", side: "friendly", where: { type: "minion" } },
      pool: { type: "MINION", cost: { stat: "cost", of: "each", add: 3 } }, keep: { cost: "C_KEEP_COST" } }] };
    const r = run(request([player({ hand: [{ card: "C_ALIGN" }, { card: WISP }] }), player()], [{ type: "play", card: "p1.hand.0" }], { cards: [align, cost] }));
    const c = r.state.players[0]!.hand[0]!;
    expect(factsById(c.card)!.cost).toBe(3);
    expect(c.cost).toBe(0);
  });

  it("stats and Cost: a buffed Yeti in hand becomes a random 1-Cost minion that is still a 6/7 costing (4)", () => {
    const swap = { id: "C_SWAP", type: "SPELL", cost: 1, spell: [{ type: "transform", to: { all: "hand", side: "friendly", where: { type: "minion" } },
      pool: { type: "MINION", cost: 1 }, keep: { stats: "C_KEEP_STATS", cost: "C_KEEP_COST" } }] };
    const r = run(request([player({ hand: [{ card: "C_SWAP" }, { card: YETI, attack: 6, health: 7 }] }), player()], [{ type: "play", card: "p1.hand.0" }], { cards: [swap, stats, cost] }));
    const c = r.state.players[0]!.hand[0]!;
    expect(c.card).not.toBe(YETI);
    expect([c.attack, c.health, c.cost]).toEqual([6, 7, 4]);
  });
});
