/**
 * Cards that repeat, redirect or copy effects: Siege Engine, Chromaggus. (The others' tests are in their sets' files:
 * dalaran, icecrown, boomsday, troll, gangs.) The rulebook's worked examples are in test/rules/5.1-repeats-and-copies.test.ts.
 */
import { describe, expect, it } from "vitest";
import { at, cards, player, request, run } from "../support/engine.js";

describe("Siege Engine (GVG_086)", () => {
  it("Siege Engine grows when you gain Armor", () => {
    const armor = run(request([player({ hero: { card: "HERO_01" }, board: [{ card: "GVG_086", ref: "SE" }] }), player()], [{ type: "heroPower" }]));
    expect(at(armor.state, "SE").attack).toBe(6);
  });
});

describe("Chromaggus (BRM_031)", () => {
  it("each card you draw comes with a copy; the opponent's draws do not", () => {
    const r = run(request([
      player({ board: [{ card: "BRM_031" }], hand: [{ card: "EX1_050", ref: "CO" }], deck: [{ card: "CS2_182" }, { card: "CS2_120" }] }),
      player({ deck: [{ card: "CS2_231" }, { card: "CS2_231" }] }),
    ], [{ type: "play", card: "CO" }]));
    expect(cards(r.state.players[0].hand).sort()).toEqual(["CS2_120", "CS2_120", "CS2_182", "CS2_182"]);
    expect(r.state.players[1].hand).toHaveLength(2);
  });
});
