/**
 * The amount `{ costReduction: "excess" }` (docs/card-format.md, rules-notes 298): what a `buff`'s Cost reduction could not
 * take off, used by a card a client sends.
 */
import { describe, expect, it } from "vitest";
import { player, request, run } from "../support/engine.js";

const MISER = { id: "MY_MISER", type: "MINION", cost: 4, attack: 3, health: 3, battlecry: [
  { type: "buff", to: { random: { all: "hand", side: "friendly" } }, cost: -5 }, { type: "armor", amount: { costReduction: "excess" } }] };

describe("the amount costReduction: excess (a client card)", () => {
  it("a 1-Cost card reduced by 5: it costs 0 and the 4 left over is Armor", () => {
    const r = run(request([player({ hand: [{ card: "MY_MISER", ref: "M" }, { card: "CS2_168", ref: "R" }] }), player()],
      [{ type: "play", card: "M" }], { cards: [MISER] }));
    expect(r.state.players[0]!.hand[0]!.cost).toBe(0);
    expect(r.state.players[0]!.hero.armor).toBe(4);
  });
  it("a 7-Cost card: it costs 2 and nothing is left over", () => {
    const r = run(request([player({ hand: [{ card: "MY_MISER", ref: "M" }, { card: "CS2_186", ref: "G" }] }), player()],
      [{ type: "play", card: "M" }], { cards: [MISER] }));
    expect(r.state.players[0]!.hand[0]!.cost).toBe(2);
    expect(r.state.players[0]!.hero.armor ?? 0).toBe(0);
  });
  it("no card to reduce: nothing left over", () => {
    const r = run(request([player({ hand: [{ card: "MY_MISER", ref: "M" }] }), player()], [{ type: "play", card: "M" }], { cards: [MISER] }));
    expect(r.state.players[0]!.hero.armor ?? 0).toBe(0);
  });
});
