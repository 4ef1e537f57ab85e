/**
 * Pint-Sized Summoner's consumable aura (4.11 例, 1771). The other cards once tested here (Silverware Golem, Malchezaar's
 * Imp, Pen Flinger, Moat Lurker, Duskfallen Aviana, Kalecgos) are tested in their sets' files.
 */
import { describe, expect, it } from "vitest";
import { at, player, request, run } from "../support/engine.js";

describe("4.11 例 (1771): Pint-Sized Summoner with Moat Lurker and Naga Sea Witch", () => {
  it("no minion played: the aura does not refresh (minions stay (5)); after one is played it refreshes after Naga: (4)", () => {
    const lurker = { card: "KAR_041", ref: "ML", enchantments: [{ card: "KAR_041e", remembers: "LOE_038", remembersOwner: 1 }] };
    const base: [ReturnType<typeof player>, ReturnType<typeof player>] = [
      player({ board: [{ card: "EX1_076", ref: "PS" }, lurker], hand: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_231", ref: "W" }] }), player()];
    const first = run(request(base, [{ type: "destroy", target: "ML" }]));
    expect(at(first.state, "Y").cost).toBe(5);
    const next = run(request(base, [{ type: "destroy", target: "ML" }, { type: "endTurn" }, { type: "endTurn" }]));
    expect(at(next.state, "Y").cost).toBe(5);
    const after = run(request(base, [{ type: "destroy", target: "ML" }, { type: "endTurn" }, { type: "endTurn" }, { type: "play", card: "W" },
      { type: "endTurn" }, { type: "endTurn" }]));
    expect(at(after.state, "Y").cost).toBe(4);
  });
});
