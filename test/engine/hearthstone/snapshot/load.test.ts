import { describe, expect, it } from "vitest";
import { at, fails, player, request, run } from "../../../support/engine.js";

/** An action that changes nothing (healing an undamaged hero), to read the loaded state back. */
const noop = [{ type: "heal", target: "p1.hero", amount: 0 }];

describe("loading a snapshot (the contract's defaults)", () => {
  it("gives player 1 Jaina and player 2 Garrosh with their Basic hero powers and 30 health", () => {
    const s = run(request([player(), player()], noop)).state;
    expect(s.players[0].hero).toMatchObject({ card: "HERO_08", health: 30, maxHealth: 30, armor: 0 });
    expect(s.players[0].heroPower!.card).toBe("CS2_034");
    expect(s.players[1].hero.card).toBe("HERO_01");
    expect(s.players[1].heroPower!.card).toBe("CS2_102");
  });

  it("numbers entities by creation order: heroes and hero powers first (1.1), then by listing", () => {
    const s = run(request([player({ board: [{ card: "CS2_231", ref: "W" }] }), player()], noop)).state;
    expect([s.players[0].hero.id, s.players[0].heroPower!.id, s.players[1].hero.id, s.players[1].heroPower!.id]).toEqual([4, 5, 6, 7]);
    expect(at(s, "W").id).toBe(8);
  });

  it("orders play by listing: heroes, then player 1's hero power, weapon, board, secrets, then player 2's", () => {
    const s = run(request([
      player({ board: [{ card: "CS2_231", ref: "A" }, { card: "CS2_231", ref: "B" }], secrets: [{ card: "EX1_610", ref: "S" }] }),
      player({ board: [{ card: "CS2_231", ref: "C" }] }),
    ], noop)).state;
    const order = ["A", "B", "S", "C"].map((r) => at(s, r).order);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(s.players[0].hero.order).toBeLessThan(s.players[1].hero.order);
    expect(s.players[1].hero.order).toBeLessThan(at(s, "A").order);
  });

  it("compares an explicit order with listing positions, ties going by listing", () => {
    const s = run(request([player({ board: [{ card: "CS2_231", ref: "A", order: 50 }, { card: "CS2_231", ref: "B" }] }), player()], noop)).state;
    expect(at(s, "B").order).toBeLessThan(at(s, "A").order);
  });

  it("lets board minions attack by default (they have been there since an earlier turn)", () => {
    const r = run(request([player({ board: [{ card: "CS2_182", ref: "Y" }] }), player()], [{ type: "attack", attacker: "Y", defender: "p2.hero" }]));
    expect(r.state.players[1].hero.health).toBe(26);
  });

  it("takes seen stats as they are and derives the base from enchantments and auras", () => {
    const s = run(request([player({
      board: [
        { card: "CS2_222", ref: "SC" },
        { card: "CS2_182", ref: "Y", attack: 5, health: 3, maxHealth: 6 },
        { card: "CS2_231", ref: "W", attack: 6, health: 6, enchantments: [{ card: "CS2_092e" }] },
      ],
    }), player()], noop)).state;
    expect(at(s, "Y")).toMatchObject({ attack: 5, health: 3, maxHealth: 6 });
    expect(at(s, "W")).toMatchObject({ attack: 6, health: 6, maxHealth: 6 });
    // The enchantment card implies its stats, so they are not repeated.
    expect(at(s, "W").enchantments).toEqual([{ id: expect.any(Number), order: expect.any(Number), card: "CS2_092e" }]);
  });

  it("derives a seen cost through a reduction that stops at a value (Summoning Portal's \"not less than 1\")", () => {
    // A Wisp seen at (2) under Portal has a base of 4: raising the base by the difference alone (to 2) would show 1.
    const s = run(request([player({ board: [{ card: "EX1_315" }], hand: [{ card: "CS2_231", ref: "W", cost: 2 }, { card: "CS2_182", ref: "Y", cost: 1 }] }), player()], noop)).state;
    expect(at(s, "W").cost).toBe(2);
    expect(at(s, "Y").cost).toBe(1);
  });

  it("defaults maxHealth to the larger of the computed maximum and the given health", () => {
    const s = run(request([player({ board: [{ card: "CS2_231", ref: "W", health: 3 }, { card: "CS2_182", ref: "Y", health: 2 }] }), player()], noop)).state;
    expect(at(s, "W")).toMatchObject({ health: 3, maxHealth: 3 });
    expect(at(s, "Y")).toMatchObject({ health: 2, maxHealth: 5 });
  });

  it("refuses a health above maxHealth, a duplicate ref, and a card in the wrong slot", () => {
    fails(request([player({ board: [{ card: "CS2_182", health: 7, maxHealth: 6 }] }), player()], noop), "invalid_request");
    fails(request([player({ board: [{ card: "CS2_231", ref: "X" }], hand: [{ card: "CS2_231", ref: "X" }] }), player()], noop), "invalid_request");
    const e = fails(request([player({ board: [{ card: "CS2_032" }] }), player()], noop), "invalid_request");
    expect(e.issues[0]!.path).toBe("state.players[0].board[0].card");
  });

  it("answers an unknown card with its path and close matches, an unimplemented one with its id", () => {
    const e = fails(request([player({ hand: [{ card: "Knife Jugler" }] }), player()], noop), "unknown_card");
    expect(e.issues[0]!.path).toBe("state.players[0].hand[0].card");
    expect(JSON.stringify(e.detail)).toContain("NEW1_019");
    const u = fails(request([player({ deck: [{ card: "EX1_559" }] }), player()], noop), "unimplemented_card");
    expect(u.detail).toEqual({ cards: ["EX1_559"] });
  });

  it("accepts card names in English and Chinese and writes the canonical id", () => {
    const s = run(request([player({ board: [{ card: "Knife Juggler", ref: "J" }, { card: "飞刀杂耍者", ref: "K" }] }), player()], noop)).state;
    expect([at(s, "J").card, at(s, "K").card]).toEqual(["NEW1_019", "NEW1_019"]);
  });

  it("starts silenced entities without their keywords", () => {
    const r = run(request([
      player({ board: [{ card: "CS2_182", ref: "Y" }] }),
      player({ board: [{ card: "CS2_179", ref: "T", tags: { SILENCED: 1 } }] }),
    ], [{ type: "attack", attacker: "Y", defender: "p2.hero" }]));
    expect(r.state.players[1].hero.health).toBe(26);
    expect(at(r.state, "T").tags).toEqual({ SILENCED: 1 });
  });
});
