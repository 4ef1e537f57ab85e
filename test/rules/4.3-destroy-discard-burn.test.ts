/**
 * Rulebook 4.3 消灭/摧毁/弃牌/烧毁: one effect, by zone — in play the entity is marked TO_BE_DESTROYED and
 * dies at the next death-creation step; in hand it is discarded (to the graveyard, then a discard event);
 * discarding several cards discards them all first, then resolves each discard event.
 */
import { describe, expect, it } from "vitest";
import type { TraceNode } from "../../src/engine/trace.js";
import { at, events, fails, player, request, run, walk } from "../support/engine.js";

// Malchezaar's Imp (the rulebook's example card): "Whenever you discard a card, draw a card."
const imp = { id: "T_MALCHEZAAR_IMP", type: "MINION", cost: 1, attack: 1, health: 3, triggers: [{ on: "discard", if: { player: "friendly" }, do: [{ type: "draw" }] }] };

/** Event types in trace order, keeping only these. */
function order(r: ReturnType<typeof run>, types: string[]): string[] {
  const out: string[] = [];
  walk(r.trace, (n: TraceNode) => {
    if (n.kind === "event" && types.includes(n.type)) out.push(`${n.type}:${n.target?.ref ?? ""}`);
  });
  return out;
}

describe("4.3 destroy, discard, burn", () => {
  it("4.3 example: with Malchezaar's Imp, Doomguard first discards two cards, then the Imp draws two", () => {
    const r = run(request([player({
      board: [{ card: "T_MALCHEZAAR_IMP", ref: "IMP" }],
      hand: [{ card: "EX1_310", ref: "DG" }, { card: "CS2_231", ref: "A" }, { card: "CS2_231", ref: "B" }],
      deck: [{ card: "CS2_182", ref: "X" }, { card: "CS2_182", ref: "Y" }],
    }), player()], [{ type: "play", card: "DG" }], { cards: [imp] }));
    expect(r.state.players[0].hand.map((c) => c.ref)).toEqual(["X", "Y"]);
    expect(at(r.state, "A").zone).toBe("graveyard");
    expect(at(r.state, "B").zone).toBe("graveyard");
    expect(order(r, ["zone-change", "discard", "draw"]).filter((x) => !x.startsWith("zone-change:DG"))).toEqual([
      "zone-change:A", "zone-change:B", "discard:A", "draw:X", "discard:B", "draw:Y",
    ]);
  });

  it("Deathwing destroys all other minions (they die in the death phase, in order of play) and discards your hand", () => {
    const r = run(request([
      player({ board: [{ card: "EX1_096", ref: "LH" }], hand: [{ card: "NEW1_030", ref: "DW" }, { card: "CS2_029", ref: "F" }], deck: [{ card: "CS2_231", ref: "D1" }] }),
      player({ board: [{ card: "CS2_182", ref: "Y" }, { card: "EX1_029", ref: "LG" }] }),
    ], [{ type: "play", card: "DW" }]));
    expect(r.state.players[0].board.map((m) => m.ref)).toEqual(["DW"]);
    expect(r.state.players[1].board).toHaveLength(0);
    expect(at(r.state, "F").zone).toBe("graveyard");
    expect(events(r, "discard").map((e) => e.target!.ref)).toEqual(["F"]);
    // Deaths in order of play; the Loot Hoarder's card arrives after the discard, so it stays.
    expect(events(r, "death").map((e) => e.target!.ref)).toEqual(["LH", "Y", "LG"]);
    expect(r.state.players[0].hand.map((c) => c.ref)).toEqual(["D1"]);
    expect(r.state.players[0].hero.health).toBe(28); // Leper Gnome
  });

  it("destroying ignores Divine Shield and health: Twisting Nether destroys every minion", () => {
    const r = run(request([
      player({ board: [{ card: "CS2_182", ref: "Y", health: 20, maxHealth: 20 }], hand: [{ card: "EX1_312", ref: "TN" }] }),
      player({ board: [{ card: "EX1_008", ref: "S" }] }),
    ], [{ type: "play", card: "TN" }]));
    expect(at(r.state, "Y").zone).toBe("graveyard");
    expect(at(r.state, "S").zone).toBe("graveyard");
    expect(events(r, "destroy").map((e) => e.target!.ref)).toEqual(["Y", "S"]);
    expect(events(r, "damage")).toHaveLength(0);
  });

  it("Brawl leaves exactly one random minion, recorded with the seed", () => {
    const board = (p: string) => [{ card: "CS2_182", ref: `${p}1` }, { card: "CS2_231", ref: `${p}2` }, { card: "CS2_172", ref: `${p}3` }];
    const r = run(request([player({ board: board("a"), hand: [{ card: "EX1_407", ref: "BR" }] }), player({ board: board("b") })], [{ type: "play", card: "BR" }]));
    const left = [...r.state.players[0].board, ...r.state.players[1].board];
    expect(left).toHaveLength(1);
    expect(r.random).toHaveLength(1);
    expect(r.random[0]!.candidates).toHaveLength(6);
    expect((r.random[0]!.chosen as { ref: string }).ref).toBe(left[0]!.ref);
    expect(events(r, "death")).toHaveLength(5);
  });

  it("3.3: Brawl can't be played with fewer than two minions", () => {
    const e = fails(request([player({ board: [{ card: "CS2_182" }], hand: [{ card: "EX1_407", ref: "BR" }] }), player()], [{ type: "play", card: "BR" }]), "illegal_action");
    expect(e.message).toContain("condition");
  });

  it("3.3 example: if only one minion is left when Brawl resolves, it does nothing", () => {
    // An enemy minion that destroys itself when its opponent plays a spell (an on-play trigger): it dies after the play phase.
    const shy = { id: "T_SHY", type: "MINION", cost: 1, attack: 1, health: 1, triggers: [{ on: "play", if: { target: { side: "enemy", type: "spell" } }, do: [{ type: "destroy", to: "self" }] }] };
    const r = run(request([
      player({ hand: [{ card: "EX1_407", ref: "BR" }] }),
      player({ board: [{ card: "T_SHY", ref: "S" }, { card: "CS2_182", ref: "Y" }] }),
    ], [{ type: "play", card: "BR" }], { cards: [shy] }));
    expect(at(r.state, "S").zone).toBe("graveyard");
    expect(at(r.state, "Y").zone).toBe("board");
    expect(r.random).toHaveLength(0);
    expect(JSON.stringify(r.trace)).toContain("its condition no longer holds");
  });
});

describe("4.3: a destroyed Secret (TO_BE_DESTROYED in the secret zone)", () => {
  // A client spell: "Destroy all enemy Secrets, then deal 1 damage to the enemy hero."
  const purge = { id: "T_PURGE", type: "SPELL", cost: 0, spell: [{ type: "destroy", to: { all: "secrets", side: "enemy" } }, { type: "damage", amount: 1, to: "enemy-hero" }] };

  it("stays in the secret zone, marked, until the death-creation step after the phase; then goes to the graveyard with no death event", () => {
    const r = run(request([player({ hand: [{ card: "T_PURGE", ref: "P" }] }),
      player({ secrets: [{ card: "EX1_610", ref: "S1" }, { card: "EX1_289", ref: "S2" }] })], [{ type: "play", card: "P" }], { cards: [purge] }));
    expect([at(r.state, "S1").zone, at(r.state, "S2").zone]).toEqual(["graveyard", "graveyard"]);
    // Destroyed in the resolve phase (before the damage), removed in the death-creation step that follows it.
    expect(order(r, ["destroy", "damage"])).toEqual(["destroy:S1", "destroy:S2", "damage:"]);
    const removed: string[] = [];
    walk(r.trace, (n: TraceNode) => { if (n.kind === "step" && n.name === "death-creation") for (const e of (n as { removed?: { ref?: string }[] }).removed ?? []) removed.push(e.ref ?? ""); });
    expect(removed).toEqual(["S1", "S2"]);
    expect(events(r, "death")).toHaveLength(0);
    expect(events(r, "reveal")).toHaveLength(0);
  });
});
