/**
 * Rulebook 4.5 变形: the entity keeps its id (and its place and order of play); its card id and everything
 * else become the new card's. A transform is not a death (no death triggers, no death record) and not a
 * summon (no summon or after-summon triggers). It is an aura-update moment (4.2).
 */
import { describe, expect, it } from "vitest";
import { at, events, nodes, player, request, run, triggerOrder } from "../support/engine.js";

// A stand-in for Darkshire Councilman ("After you summon a minion, gain +1 Attack"), from the rulebook's example.
const councilman = {
  id: "T_COUNCILMAN", type: "MINION", cost: 3, attack: 1, health: 5,
  triggers: [{ on: "after-summon", if: { target: "other-friendly-minion" }, do: [{ type: "buff", to: "self", attack: 1 }] }],
};

describe("4.5 transform", () => {
  it("4.5 example: Polymorph on your Bloodfen Raptor beside Cult Master, a summon watcher and Knife Juggler — it becomes a Sheep and nothing else happens", () => {
    const r = run(request([player({
      board: [{ card: "CS2_172", ref: "R" }, { card: "EX1_595", ref: "CM" }, { card: "T_COUNCILMAN", ref: "DC" }, { card: "NEW1_019", ref: "KJ" }],
      hand: [{ card: "CS2_022", ref: "P" }], deck: [{ card: "CS2_231" }],
    }), player({ hero: { card: "HERO_08", health: 30 } })], [{ type: "play", card: "P", target: "R" }], { cards: [councilman] }));
    const sheep = at(r.state, "R");
    expect(sheep).toMatchObject({ card: "CS2_tk1", zone: "board", attack: 1, health: 1 });
    expect(r.state.players[0].board.map((m) => m.ref)).toEqual(["R", "CM", "DC", "KJ"]); // same place
    expect(events(r, "death")).toHaveLength(0);
    expect(events(r, "summon")).toHaveLength(0);
    expect(triggerOrder(r)).toEqual([]); // no Cult Master draw, no Councilman, no knife
    expect(r.state.players[0].hand).toHaveLength(0);
    expect(at(r.state, "DC").attack).toBe(1);
    expect(r.state.players[1].hero.health).toBe(30);
    expect(r.state.deaths ?? []).toEqual([]);
    const t = events(r, "transform");
    expect(t).toHaveLength(1);
    expect(t[0]).toMatchObject({ from: "CS2_172", into: "CS2_tk1", target: { ref: "R", card: "CS2_tk1" } });
    expect(r.log).toContain("Bloodfen Raptor is transformed into Sheep.");
  });

  it("the same entity: id and order of play kept; enchantments and damage are gone", () => {
    const r = run(request([
      player({ board: [{ card: "CS2_182", ref: "Y", id: 40, health: 2, enchantments: [{ card: "CS2_092e" }] }, { card: "CS2_231", ref: "W" }], hand: [{ card: "EX1_246", ref: "H" }] }),
      player(),
    ], [{ type: "play", card: "H", target: "Y" }]));
    const frog = at(r.state, "Y");
    expect(frog).toMatchObject({ card: "hexfrog", attack: 0, health: 1, maxHealth: 1 });
    expect(frog.tags?.TAUNT).not.toBe(0); // the Frog's own Taunt (a default tag, so not listed)
    expect(frog.enchantments ?? []).toEqual([]);
    expect(frog.id).toBe(40);
    expect(frog.order).toBeLessThan(at(r.state, "W").order!);
  });

  it("a transform is an aura update: Polymorph on Stormwind Champion removes its aura inside the spell's text", () => {
    const r = run(request([player({
      board: [{ card: "CS2_222", ref: "SC" }, { card: "CS2_231", ref: "W" }], hand: [{ card: "CS2_022", ref: "P" }],
    }), player()], [{ type: "play", card: "P", target: "SC" }]));
    expect(at(r.state, "W")).toMatchObject({ attack: 1, health: 1 });
    const spellText = nodes(r, "step").find((s) => s.name === "spell-text")!;
    expect(JSON.stringify(spellText)).toContain('"kind":"aura"');
  });

  it("not a summon: the transformed minion keeps its own summoning state (a minion in play since last turn can still attack as a Sheep)", () => {
    const r = run(request([player({
      board: [{ card: "CS2_182", ref: "Y" }], hand: [{ card: "CS2_022", ref: "P" }],
    }), player()], [{ type: "play", card: "P", target: "Y" }, { type: "attack", attacker: "Y", defender: "p2.hero" }]));
    expect(r.state.players[1].hero.health).toBe(29);
  });

  it("transforming a mortally wounded minion gives a fresh minion that survives the death-creation step", () => {
    const dmg = { id: "T_HIT_THEN_POLY", type: "SPELL", cost: 0, target: { type: "minion" }, spell: [{ type: "damage", amount: 10, to: "target" }, { type: "transform", to: "target", card: "CS2_tk1" }] };
    const r = run(request([player({ hand: [{ card: "T_HIT_THEN_POLY", ref: "S" }] }), player({ board: [{ card: "CS2_182", ref: "Y" }] })],
      [{ type: "play", card: "S", target: "Y" }], { cards: [dmg] }));
    expect(at(r.state, "Y")).toMatchObject({ zone: "board", card: "CS2_tk1", health: 1 });
  });
});
