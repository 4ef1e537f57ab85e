/**
 * `shuffleIntoDeck` with `pool` (a random card per shuffle) and the selector `{ all: "shuffled" }` (Cataclysm's Azshara's
 * Triumph). Client cards use them (the format is one format).
 */
import { describe, expect, it } from "vitest";
import { player, request, run } from "../support/engine.js";

/** "Shuffle 2 random 1-Cost minions into your deck. Give them +1/+1." */
const SEED = { id: "C_SEEDER", type: "SPELL", cost: 1, spell: [{ type: "shuffleIntoDeck", pool: { type: "MINION", cost: 1 }, count: 2 },
  { type: "buff", to: { all: "shuffled" }, attack: 1, health: 1 }] };

describe("shuffleIntoDeck pool and { all: shuffled }", () => {
  it("shuffles random cards of the pool and the selector names exactly them", () => {
    for (const seed of [1, 2, 3]) {
      const r = run({ ...request([player({ hand: [{ card: SEED.id, ref: "S" }], deck: [{ card: "CS2_120", ref: "R" }] }), player()],
        [{ type: "play", card: "S" }], { cards: [SEED] }), seed });
      const deck = r.state.players[0]!.deck;
      expect(deck).toHaveLength(3);
      expect(deck.find((c) => c.ref === "R")!.attack).toBe(2);
      const added = deck.filter((c) => c.ref !== "R");
      for (const c of added) expect(c.cost).toBe(1);
      expect(added.every((c) => (c.enchantments ?? []).length === 1)).toBe(true);
    }
  });
  it("a definition gives card or pool, not both", () => {
    expect(() => run(request([player({ hand: [{ card: "C_BAD", ref: "S" }] }), player()], [{ type: "play", card: "S" }],
      { cards: [{ id: "C_BAD", type: "SPELL", cost: 1, spell: [{ type: "shuffleIntoDeck", card: "CS2_231", pool: { type: "MINION" } }] }] }))).toThrow(/card and pool/);
  });
});
