/**
 * Cards that repeat, redirect or copy effects, one by one: Khadgar, Drakkari Enchanter, Electra Stormsurge, Celestial
 * Emissary, Zentimo, Snapjaw Shellfighter, Ticket Scalper, Alley Armorsmith, Daring Reporter, Siege Engine, Ice Walker,
 * Chromaggus, Dollmaster Dorian. The rulebook's worked examples are in test/rules/5.1-repeats-and-copies.test.ts.
 */
import { describe, expect, it } from "vitest";
import { at, cards, player, request, run } from "../support/engine.js";

describe("Snapjaw Shellfighter (TRL_535)", () => {
  it("its Divine Shield takes a hit meant for its neighbour", () => {
    const r = run(request([
      player({ board: [{ card: "CS2_182", ref: "Y" }, { card: "TRL_535", ref: "S", tags: { DIVINE_SHIELD: 1 } }] }),
      player({ hand: [{ card: "CS2_029", ref: "F" }] }),
    ], [{ type: "play", card: "F", target: "Y" }], { state: { activePlayer: 2 } }));
    expect(at(r.state, "Y").health).toBe(5);
    expect(at(r.state, "S").health).toBe(8);
  });

  it("a hero is not its neighbour", () => {
    const r = run(request([
      player({ board: [{ card: "TRL_535", ref: "S" }] }),
      player({ hand: [{ card: "CS2_029", ref: "F" }] }),
    ], [{ type: "play", card: "F", target: "p1.hero" }], { state: { activePlayer: 2 } }));
    expect(r.state.players[0].hero.health).toBe(24);
    expect(at(r.state, "S").health).toBe(8);
  });
});

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
