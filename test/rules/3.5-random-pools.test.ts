/**
 * Rulebook 3.5 随机 and 5.2 异变: random pools drawn from the card data (cards/pools.ts). A pool description names
 * only cards the engine implements, one printing each; every pick is a recorded random decision from the seed;
 * "costs (1) more" falls back to the highest cost below it that exists (5.2, version ≥ 16.0).
 */
import { describe, expect, it } from "vitest";
import { builtInCard } from "../../src/engine/hearthstone/cards/registry.js";
import { allFacts } from "../../src/engine/hearthstone/cards/facts.js";
import { at, cards, nodes, player, request, run } from "../support/engine.js";

/**
 * The printings a pool of collectible minions stands on: one per card — its original, or, when the engine implements a
 * reprint (a Core card defined under its CORE_ id) and not the original, that reprint.
 */
function printings() {
  const groups = new Map<string, ReturnType<typeof allFacts>[number][]>();
  for (const f of allFacts()) {
    if (f.type !== "MINION" || !f.collectible) continue;
    const k = f.sameAs ?? f.id;
    groups.set(k, f.sameAs ? [...(groups.get(k) ?? []), f] : [f, ...(groups.get(k) ?? [])]);
  }
  const impl = (id: string) => builtInCard(id)!.implemented;
  return [...groups.values()].map((g) => (impl(g[0]!.id) ? g[0]! : g.find((f) => impl(f.id)) ?? g[0]!));
}

const summon3 = { id: "T_SUMMON_3", type: "SPELL", cost: 0, spell: [{ type: "summonRandom", pool: { type: "MINION", cost: 3 } }] };

describe("3.5 random pools from the card data", () => {
  it("a 3-Cost minion pool: implemented, collectible, one printing each; the pick is recorded", () => {
    const r = run(request([player({ hand: [{ card: "T_SUMMON_3", ref: "X" }] }), player()], [{ type: "play", card: "X" }], { cards: [summon3] }));
    const pick = r.random.find((d) => d.purpose === "random minion to summon")!;
    const ids = pick.candidates as string[];
    expect(ids.length).toBeGreaterThan(10);
    for (const id of ids) {
      const c = builtInCard(id)!;
      expect(c.facts.cost).toBe(3);
      expect(c.type).toBe("MINION");
      expect(c.facts.collectible).toBe(true);
      expect(c.implemented).toBe(true);
      // A reprint only stands for a card whose original the engine does not implement.
      // (An original outside the pool — the Fireside Brawl printing FB_Champs_EX1_005 that the Vanilla Big Game Hunter
      // reprints is not collectible — leaves its collectible reprint to stand for it.)
      const original = c.facts.sameAs ? builtInCard(c.facts.sameAs)! : undefined;
      if (original?.facts.collectible) expect(original.implemented).toBe(false);
    }
    // Gorillabot A-3 is defined under its Core printing (CORE_LOE_039); that definition gives every printing of the same
    // text its text (registry: definedPrinting), so the original stands for the group, once.
    expect(ids).toContain("LOE_039");
    expect(ids).not.toContain("CORE_LOE_039");
    // Magma Rager (vanilla) is in; a 3-Cost collectible minion whose text has no definition is not.
    expect(ids).toContain("CS2_118");
    const missing = allFacts().find((f) => f.type === "MINION" && f.cost === 3 && f.collectible && !f.sameAs && !builtInCard(f.id)!.implemented)!;
    expect(missing).toBeDefined();
    expect(ids).not.toContain(missing.id);
    expect(ids).toContain(pick.chosen);
    expect(cards(r.state.players[0].board)).toEqual([pick.chosen]);
    // The decision says how many cards of the game's pool were left out: every 3-Cost collectible minion, one
    // printing each, that the engine does not implement.
    const leftOut = printings().filter((f) => f.cost === 3 && !builtInCard(f.id)!.implemented).length;
    expect(leftOut).toBeGreaterThan(0);
    expect(pick.leftOut).toBe(leftOut);
    const node = nodes(r, "random").find((n) => n.purpose === "random minion to summon")!;
    expect(node.leftOut).toBe(leftOut);
  });

  it("each Discover option from a card-data pool carries the same `leftOut`", () => {
    const disc = { id: "T_DISCOVER_3", type: "SPELL", cost: 0, spell: [{ type: "discover", from: { type: "MINION", cost: 3 } }] };
    const r = run(request([player({ hand: [{ card: "T_DISCOVER_3", ref: "X" }] }), player()], [{ type: "play", card: "X" }], { cards: [disc], choices: [0] }));
    const offered = r.random.filter((d) => d.purpose === "discover option");
    expect(offered).toHaveLength(3);
    const leftOut = printings().filter((f) => f.cost === 3 && !builtInCard(f.id)!.implemented).length;
    for (const d of offered) expect(d.leftOut).toBe(leftOut);
  });

  it("a pool given as a list of ids leaves nothing out: no `leftOut`", () => {
    const list = { id: "T_SUMMON_LIST", type: "SPELL", cost: 0, spell: [{ type: "summonRandom", pool: ["CS2_118", "CS2_120"] }] };
    const r = run(request([player({ hand: [{ card: "T_SUMMON_LIST", ref: "X" }] }), player()], [{ type: "play", card: "X" }], { cards: [list] }));
    const pick = r.random.find((d) => d.purpose === "random minion to summon")!;
    expect(pick.candidates).toEqual(["CS2_118", "CS2_120"]);
    expect("leftOut" in pick).toBe(false);
  });

  it("the same seed picks the same card; another seed may not", () => {
    const body = (seed: number) => ({ ...request([player({ hand: [{ card: "T_SUMMON_3", ref: "X" }] }), player()], [{ type: "play", card: "X" }], { cards: [summon3] }), seed });
    const a = run(body(7)), b = run(body(7));
    expect(cards(a.state.players[0].board)).toEqual(cards(b.state.players[0].board));
    const picks = new Set([1, 2, 3, 4, 5, 6, 7, 8].map((s) => run(body(s)).state.players[0].board[0]!.card));
    expect(picks.size).toBeGreaterThan(1);
  });

  it("race and class narrow the pool (1-Cost Beasts)", () => {
    const beast = { id: "T_BEAST_1", type: "SPELL", cost: 0, spell: [{ type: "addCard", pool: { cost: 1, race: "BEAST" }, count: 3 }] };
    const r = run(request([player({ hand: [{ card: "T_BEAST_1", ref: "X" }] }), player()], [{ type: "play", card: "X" }], { cards: [beast] }));
    const hand = r.state.players[0].hand;
    expect(hand).toHaveLength(3);
    for (const c of hand) {
      const f = builtInCard(c.card)!.facts;
      expect(f.cost).toBe(1);
      expect(f.races.includes("BEAST") || f.races.includes("ALL")).toBe(true);
    }
    expect(r.random.filter((d) => d.purpose === "random card")).toHaveLength(3);
  });

  it("5.2 异变: a minion that costs (1) more, else the highest cost below that exists (an Ur'zul Giant, 13, becomes a 13-Cost minion: no 14-Cost one exists)", () => {
    const evolve = {
      id: "T_EVOLVE", type: "SPELL", cost: 0, target: { type: "minion", side: "friendly" },
      spell: [{ type: "transform", to: "target", pool: { cost: { stat: "cost", of: "each", add: 1 }, costDown: { stat: "cost", of: "each" } } }],
    };
    const r = run(request([player({ board: [{ card: "AV_265", ref: "G" }, { card: "CS2_182", ref: "Y" }], hand: [{ card: "T_EVOLVE", ref: "X" }, { card: "T_EVOLVE", ref: "X2" }] }), player()],
      [{ type: "play", card: "X", target: "G" }, { type: "play", card: "X2", target: "Y" }], { cards: [evolve] }));
    expect(builtInCard(at(r.state, "G").card)!.facts.cost).toBe(13);
    expect(builtInCard(at(r.state, "Y").card)!.facts.cost).toBe(5);
    expect(at(r.state, "Y").zone).toBe("board");
  });

  it("an empty pool does nothing (no 14-Cost minion, no fallback allowed)", () => {
    const none = { id: "T_NONE", type: "SPELL", cost: 0, spell: [{ type: "summonRandom", pool: { cost: 14 } }] };
    const r = run(request([player({ hand: [{ card: "T_NONE", ref: "X" }] }), player()], [{ type: "play", card: "X" }], { cards: [none] }));
    expect(r.state.players[0].board).toHaveLength(0);
    expect(r.random).toHaveLength(0);
  });
});
