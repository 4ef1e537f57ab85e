/**
 * Rulebook 4.8 复制: becoming a copy copies every attribute of the source (damage included) and its
 * enchantments, which keep their controller — but not the enchantments auras attach, nor the controller,
 * zone, position or the time it entered play (a Faceless Manipulator copy still has summoning sickness).
 */
import { describe, expect, it } from "vitest";
import type { TraceNode } from "../../src/engine/trace.js";
import { at, events, fails, player, request, run, walk } from "../support/engine.js";

describe("4.8 copy", () => {
  it("4.8 example: Faceless Manipulator copies a 1-Health Bloodfen Raptor under Stormwind Champion: the copy has 0 Health and dies", () => {
    const r = run(request([
      player({ hand: [{ card: "EX1_564", ref: "FM" }] }),
      player({ board: [{ card: "CS2_222", ref: "SC" }, { card: "CS2_172", ref: "R", health: 1 }] }),
    ], [{ type: "play", card: "FM", target: "R" }]));
    expect(at(r.state, "R")).toMatchObject({ zone: "board", attack: 4, health: 1 });
    const fm = at(r.state, "FM");
    expect(fm).toMatchObject({ zone: "graveyard" });
    expect(events(r, "transform")[0]).toMatchObject({ from: "EX1_564", into: "CS2_172", copyOf: { ref: "R" } });
    expect(events(r, "death").map((e) => e.target!.card)).toEqual(["CS2_172"]);
  });

  it("the copy's copied enchantments keep their controller: a Faceless copy of the enemy's Raptor with Blessing of Wisdom makes the enemy draw when it attacks", () => {
    const r = run(request([
      player({ hand: [{ card: "EX1_564", ref: "FM" }], deck: [{ card: "CS2_231" }, { card: "CS2_231" }] }),
      player({ board: [{ card: "CS2_172", ref: "R", enchantments: [{ card: "EX1_363e" }] }], deck: [{ card: "CS2_231" }, { card: "CS2_231" }, { card: "CS2_231" }] }),
    ], [{ type: "play", card: "FM", target: "R" }, { type: "endTurn" }, { type: "endTurn" }, { type: "attack", attacker: "FM", defender: "p2.hero" }]));
    const fm = at(r.state, "FM");
    expect(fm).toMatchObject({ card: "CS2_172", zone: "board" });
    expect(fm.enchantments).toEqual([expect.objectContaining({ card: "EX1_363e", controller: 2 })]);
    // In the attack sequence, the one draw is player 2's.
    const draws: number[] = [];
    walk([r.trace[r.trace.length - 1]!], (n: TraceNode) => { if (n.kind === "event" && n.type === "draw") draws.push(n.player as number); });
    expect(draws).toEqual([2]);
    expect(r.state.players[1].hand).toHaveLength(2); // one from its turn start, one from the Blessing
    expect(r.state.players[1].hero.health).toBe(27);
  });

  it("the time it entered play is not copied: Faceless Manipulator copying a minion that could attack still has summoning sickness", () => {
    const e = fails(request([
      player({ hand: [{ card: "EX1_564", ref: "FM" }], board: [{ card: "CS2_182", ref: "Y" }] }),
      player(),
    ], [{ type: "play", card: "FM", target: "Y" }, { type: "attack", attacker: "FM", defender: "p2.hero" }]), "illegal_action");
    expect(e.message).toContain("exhausted");
  });

  it("the copy gets the source's damage and enchantments, and is controlled and placed by the effect", () => {
    const r = run(request([
      player({ hand: [{ card: "EX1_564", ref: "FM" }], board: [{ card: "CS2_231", ref: "W" }] }),
      player({ board: [{ card: "CS2_182", ref: "Y", health: 3, enchantments: [{ card: "CS2_092e" }] }] }),
    ], [{ type: "play", card: "FM", target: "Y", position: 0 }]));
    expect(at(r.state, "FM")).toMatchObject({ player: 1, card: "CS2_182", attack: 8, health: 3, maxHealth: 9 });
    expect(r.state.players[0].board.map((m) => m.ref)).toEqual(["FM", "W"]);
    expect(at(r.state, "FM").enchantments).toEqual([expect.objectContaining({ card: "CS2_092e", controller: 2 })]);
  });

  it("a copy of a minion with a trigger works as that minion (Faceless copying Knife Juggler throws knives later)", () => {
    const r = run(request([
      player({ hand: [{ card: "EX1_564", ref: "FM" }, { card: "CS2_231", ref: "W" }] }),
      player({ board: [{ card: "NEW1_019", ref: "KJ" }], hero: { card: "HERO_08", health: 30 } }),
    ], [{ type: "play", card: "FM", target: "KJ" }, { type: "play", card: "W" }]));
    expect(at(r.state, "FM").card).toBe("NEW1_019");
    expect(events(r, "damage").map((e) => [e.source!.ref, e.amount])).toEqual([["FM", 1]]);
  });
});
