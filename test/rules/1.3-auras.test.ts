/**
 * Rulebook 1.3 光环: auras that change attack/health apply after every other enchantment; auras that
 * change cost have no special priority (they apply in order of entry with cost enchantments, 4.11);
 * auras do not take effect on entering play or stop on leaving it — only at aura updates (4.2).
 */
import { describe, expect, it } from "vitest";
import { at, events, nodes, player, request, run } from "../support/engine.js";

describe("1.3 aura kinds and priorities", () => {
  it("1.3 example: a 2/2 Wisp under Stormwind Champion hit by Dark Conviction is 3/3, then 4/4 with the aura", () => {
    const r = run(request([player({ board: [{ card: "CS2_222", ref: "SC" }, { card: "CS2_231", ref: "W" }], hand: [{ card: "ICC_039", ref: "DC" }] }), player()],
      [{ type: "play", card: "DC", target: "W" }]));
    expect(at(r.state, "W")).toMatchObject({ attack: 4, health: 4, maxHealth: 4 });
    const next = run({ seed: 7, state: r.state, actions: [{ type: "destroy", target: "SC" }] });
    expect(at(next.state, "W")).toMatchObject({ attack: 3, health: 3 });
  });

  it("1.3 example: Aviana then Emperor Thaurissan — at the end of the turn Ultrasaur costs (0)", () => {
    const r = run(request([player({ hand: [{ card: "AT_045", ref: "AV" }, { card: "BRM_028", ref: "T" }, { card: "UNG_806", ref: "U" }] }), player()],
      [{ type: "play", card: "AV" }, { type: "play", card: "T" }, { type: "endTurn" }]));
    expect(r.state.players[0].mana.used).toBe(10); // Aviana 9, then Thaurissan at (1)
    expect(at(r.state, "U").cost).toBe(0); // set to (1), then −1
  });

  it("1.3 example: an Ultrasaur Thaurissan reduced to (9), then Aviana — it costs (1)", () => {
    const r = run(request([player({ hand: [{ card: "AT_045", ref: "AV" }, { card: "UNG_806", ref: "U", enchantments: [{ card: "BRM_028e" }] }] }), player()],
      [{ type: "play", card: "AV" }]));
    expect(at(r.state, "U").cost).toBe(1);
  });

  it("1.3: the cost aura is attached like a state (the Ultrasaur carries Aviana's enchantment after Thaurissan's)", () => {
    const r = run(request([player({ hand: [{ card: "AT_045", ref: "AV" }, { card: "UNG_806", ref: "U", enchantments: [{ card: "BRM_028e" }] }] }), player()],
      [{ type: "play", card: "AV" }]));
    const ens = at(r.state, "U").enchantments!;
    expect(ens.map((e) => e.card)).toEqual(["BRM_028e", "AT_045eee"]);
    expect(ens[1]!.order).toBeGreaterThan(ens[0]!.order);
    expect(nodes(r, "aura").flatMap((a) => a.added.map((x) => x.effect))).toContain("cost 1");
  });
});

describe("1.3 auras update only at aura updates (Mal'Ganis)", () => {
  it("Mal'Ganis makes your hero Immune and other Demons +2/+2", () => {
    const r = run(request([player({ board: [{ card: "EX1_598", ref: "I" }], hand: [{ card: "GVG_021", ref: "MG" }], deck: [{ card: "CS2_182" }] }), player({ hand: [{ card: "CS2_093", ref: "C" }] })],
      [{ type: "play", card: "MG" }, { type: "endTurn" }, { type: "play", card: "C" }]));
    expect(at(r.state, "I")).toMatchObject({ attack: 3, health: 1, maxHealth: 3 }); // Consecration: 2 damage
    expect(r.state.players[0].hero.health).toBe(30);
  });

  it("English doc (rule 4): Abomination and Mal'Ganis die to Hellfire, which did not hurt you; Immune is gone when the deathrattle hits you", () => {
    const r = run(request([
      player({ board: [{ card: "EX1_097", ref: "AB", health: 3 }, { card: "GVG_021", ref: "MG", health: 3 }], hand: [{ card: "CS2_062", ref: "H" }] }),
      player(),
    ], [{ type: "play", card: "H" }]));
    expect([at(r.state, "AB").zone, at(r.state, "MG").zone]).toEqual(["graveyard", "graveyard"]);
    expect(r.state.players[0].hero.health).toBe(28); // Hellfire 0 (Immune), Abomination 2
    expect(r.state.players[1].hero.health).toBe(25);
    const hits = events(r, "damage").filter((e) => e.target?.card === "HERO_08");
    expect(hits.map((e) => e.amount)).toEqual([2]);
  });
});
