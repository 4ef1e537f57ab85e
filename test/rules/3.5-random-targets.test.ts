/**
 * Rulebook 3.5 随机目标选取条件: random damage ignores mortally wounded characters, random healing ignores
 * undamaged ones, random buffs consider everyone (mortally wounded included), choosing a new defender
 * ignores mortally wounded and immune characters. Every random decision is recorded.
 */
import { describe, expect, it } from "vitest";
import { at, player, request, run } from "../support/engine.js";

describe("3.5 random targets", () => {
  it("random damage ignores mortally wounded characters (Knife Juggler during Hellfire)", () => {
    const r = run(request([
      player({ board: [{ card: "CS2_182", ref: "DOOMED", health: 3, maxHealth: 5 }], hand: [{ card: "CS2_062", ref: "H" }] }),
      player({ board: [{ card: "BRM_022", ref: "E", health: 5, maxHealth: 5 }, { card: "NEW1_019", ref: "J", health: 5, maxHealth: 5 }] }),
    ], [{ type: "play", card: "H" }]));
    const throwAt = r.random.find((d) => d.purpose === "random target")!;
    expect(throwAt.candidates.map((c) => (typeof c === "string" ? c : c.ref ?? c.card))).toEqual(["HERO_08"]);
    expect(at(r.state, "DOOMED").zone).toBe("graveyard");
  });

  it("random buffs consider mortally wounded minions (Dark Cultist saves the Yeti)", () => {
    const r = run(request([
      player({ board: [{ card: "GVG_076", ref: "S" }, { card: "FP1_023", ref: "DC" }, { card: "CS2_182", ref: "Y", health: 6, maxHealth: 6 }] }),
      player({ hand: [{ card: "CS2_032", ref: "F" }] }),
    ], [{ type: "play", card: "F" }], { state: { activePlayer: 2 } }));
    expect(at(r.state, "Y")).toMatchObject({ zone: "board", attack: 4, health: 2, maxHealth: 9 });
  });

  it("random healing skips undamaged characters", () => {
    const healer = { id: "T_RANDOM_HEAL", type: "SPELL", cost: 0, spell: [{ type: "heal", amount: 3, to: { random: "friendly-characters" } }] };
    const r = run(request([
      player({ board: [{ card: "CS2_182" }, { card: "CS2_182", ref: "HURT", health: 1 }], hand: [{ card: "T_RANDOM_HEAL", ref: "X" }] }),
      player(),
    ], [{ type: "play", card: "X" }], { cards: [healer] }));
    expect(r.random[0]!.candidates).toHaveLength(1);
    expect(at(r.state, "HURT").health).toBe(4);
  });

  it("every random pick is recorded with its candidates, and the same seed picks the same way", () => {
    const body = request([player({ board: [{ card: "NEW1_019" }], hand: [{ card: "CS2_231", ref: "W" }] }), player({ board: [{ card: "CS2_182" }, { card: "CS2_182" }, { card: "CS2_182" }] })],
      [{ type: "play", card: "W" }]);
    const a = run(body), b = run(body);
    expect(a.random).toHaveLength(1);
    expect(a.random[0]!.candidates).toHaveLength(4);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    const seeds = new Set(Array.from({ length: 12 }, (_, s) => JSON.stringify(run({ ...body, seed: s }).random[0]!.chosen)));
    expect(seeds.size).toBeGreaterThan(1);
  });
});
