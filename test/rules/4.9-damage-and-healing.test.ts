/**
 * Rulebook 4.9 伤害与治疗: Spell Damage first, then healing turned to damage, then prevention (0 damage,
 * Immune), Divine Shield, armor before health; damage events only when armor or health was lost; heal
 * events only when health changed.
 */
import { describe, expect, it } from "vitest";
import { at, events, player, request, run } from "../support/engine.js";

describe("4.9 damage and healing", () => {
  it("Divine Shield absorbs the hit: no damage, no damage event, the shield is gone", () => {
    const r = run(request([player({ board: [{ card: "CS2_182", ref: "Y" }] }), player({ board: [{ card: "EX1_008", ref: "S" }] })], [{ type: "attack", attacker: "Y", defender: "S" }]));
    expect(at(r.state, "S")).toMatchObject({ zone: "board", health: 1, tags: { DIVINE_SHIELD: 0 } });
    expect(events(r, "damage").map((e) => e.target!.ref)).toEqual(["Y"]);
    expect(events(r, "divine-shield")).toHaveLength(1);
  });

  it("Immune prevents damage entirely", () => {
    const r = run(request([player({ hand: [{ card: "CS2_062", ref: "H" }] }), player({ board: [{ card: "CS2_182", ref: "Y", tags: { IMMUNE: 1 } }] })], [{ type: "play", card: "H" }]));
    expect(at(r.state, "Y").health).toBe(5);
    expect(events(r, "damage").map((e) => e.target!.card)).not.toContain("CS2_182");
  });

  it("armor takes damage before health; the event reports the full amount", () => {
    const r = run(request([player({ hand: [{ card: "CS2_029", ref: "F" }] }), player({ hero: { card: "HERO_01", armor: 4 } })], [{ type: "play", card: "F", target: "p2.hero" }]));
    expect(r.state.players[1].hero).toMatchObject({ armor: 0, health: 28 });
    expect(events(r, "damage")[0]!.amount).toBe(6);
  });

  it("healing never goes above maximum health; healing an undamaged character is not a heal event", () => {
    const r = run(request([player({ board: [{ card: "CS2_182", ref: "A", health: 3 }, { card: "CS2_182", ref: "B" }], hand: [{ card: "EX1_621", ref: "C" }] }), player()], [{ type: "play", card: "C" }]));
    expect(at(r.state, "A").health).toBe(5);
    expect(events(r, "heal").map((e) => [e.target!.ref, e.amount])).toEqual([["A", 2]]);
  });

  it("Auchenai Soulpriest turns your healing into damage (Spell Damage does not apply to it)", () => {
    const r = run(request([player({ board: [{ card: "EX1_591" }, { card: "CS2_052" }, { card: "CS2_182", ref: "Y" }], hand: [{ card: "EX1_621", ref: "C" }] }), player()], [{ type: "play", card: "C" }]));
    expect(at(r.state, "Y").health).toBe(1);
  });

  it("Spell Damage adds to spells' damage only, and to each target of a mass spell", () => {
    const r = run(request([player({ board: [{ card: "CS2_052" }], hand: [{ card: "CS2_025", ref: "X" }] }), player({ board: [{ card: "CS2_182", ref: "Y" }] })], [{ type: "play", card: "X" }]));
    expect(at(r.state, "Y").health).toBe(3);
  });

  it("missile spells: Spell Damage adds missiles, not damage per missile (Arcane Missiles, A.2)", () => {
    const r = run(request([player({ board: [{ card: "CS2_052" }], hand: [{ card: "EX1_277", ref: "M" }] }), player()], [{ type: "play", card: "M" }]));
    expect(r.state.players[1].hero.health).toBe(26);
    expect(events(r, "damage").map((e) => e.amount)).toEqual([1, 1, 1, 1]);
  });

  it("Lifesteal heals its controller's hero once for the total of a mass hit, after the other damage triggers", () => {
    const leech = { id: "T_LIFESTEAL_AOE", type: "MINION", cost: 1, attack: 1, health: 1, tags: { LIFESTEAL: 1 }, battlecry: [{ type: "damage", amount: 2, to: "enemy-minions" }] };
    const r = run(request([
      player({ hero: { card: "HERO_08", health: 10 }, hand: [{ card: "T_LIFESTEAL_AOE", ref: "L" }] }),
      player({ board: [{ card: "CS2_182" }, { card: "CS2_182" }, { card: "EX1_604", ref: "F" }] }),
    ], [{ type: "play", card: "L" }], { cards: [leech] }));
    expect(r.state.players[0].hero.health).toBe(16);
    expect(events(r, "heal")).toHaveLength(1);
    expect(at(r.state, "F").attack).toBe(5); // three damage events answered before the heal
  });

  it("Poisonous destroys a minion it damages", () => {
    const r = run(request([player({ board: [{ card: "EX1_170", ref: "C" }] }), player({ board: [{ card: "CS2_182", ref: "Y", health: 9, maxHealth: 9 }] })], [{ type: "attack", attacker: "C", defender: "Y" }]));
    expect(at(r.state, "Y").zone).toBe("graveyard");
  });

  it("a minion with Freeze freezes what it damages (Water Elemental)", () => {
    const r = run(request([player({ board: [{ card: "CS2_033", ref: "W" }] }), player()], [{ type: "attack", attacker: "W", defender: "p2.hero" }]));
    expect(r.state.players[1].hero).toMatchObject({ health: 27, tags: { FROZEN: 1 } });
  });

  it("an amount can be the event's amount: a test minion gains Armor equal to the damage it took", () => {
    const plate = { id: "T_PLATE", type: "MINION", cost: 3, attack: 1, health: 8, triggers: [{ on: "damage", if: { target: "self" }, do: [{ type: "armor", amount: { event: "amount" } }] }] };
    const r = run(request([player({ board: [{ card: "T_PLATE", ref: "P" }], hand: [{ card: "CS2_029", ref: "FB" }] }), player()],
      [{ type: "play", card: "FB", target: "P" }], { cards: [plate] }));
    expect(r.state.players[0].hero.armor).toBe(6);
  });
});
