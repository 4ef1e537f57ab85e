/**
 * Cards that answer damage and healing (rulebook 4.9) and attacks on the hero (2.6): Eye for an Eye (the damage
 * event's amount), Ice Barrier, Vaporize, Gladiator's Longbow (Immune while attacking: a pre-attack and a
 * pre-damage trigger, removed in 2.6 h), Northshire Cleric (heal triggers only when health changed, step 8). Imp Gang
 * Boss, Axe Flinger and Grim Patron are in test/cards/brm.test.ts, Floating Watcher in gvg.test.ts.
 */
import { describe, expect, it } from "vitest";
import { at, cards, events, player, request, run } from "../support/engine.js";

/** Player 2 acts (player 1's Secrets are active). */
const p2Turn = { state: { activePlayer: 2 } };

describe("Eye for an Eye (EX1_132)", () => {
  it("deals the damage its hero took to the enemy hero (the damage event's amount, armor included)", () => {
    const r = run(request([
      player({ hero: { card: "HERO_04", armor: 4 }, secrets: [{ card: "EX1_132", ref: "EE" }] }),
      player({ hand: [{ card: "CS2_029", ref: "FB" }] }),
    ], [{ type: "play", card: "FB", target: "p1.hero" }], p2Turn));
    expect(r.state.players[0].hero).toMatchObject({ health: 28, armor: 0 });
    expect(events(r, "damage").map((e) => [e.target!.controller, e.amount])).toEqual([[1, 6], [2, 6]]);
    expect(r.state.players[1].hero.health).toBe(24);
    expect(at(r.state, "EE").zone).toBe("graveyard");
  });

  it("answers the damage as changed by pre-damage triggers: Cursed Blade doubles 6 to 12, Eye for an Eye returns 12", () => {
    const r = run(request([
      player({ weapon: { card: "LOE_118" }, secrets: [{ card: "EX1_132" }] }),
      player({ hand: [{ card: "CS2_029", ref: "FB" }] }),
    ], [{ type: "play", card: "FB", target: "p1.hero" }], p2Turn));
    expect(r.state.players[0].hero.health).toBe(18);
    expect(r.state.players[1].hero.health).toBe(18);
  });

  it("does not trigger when no damage is dealt (Ice Block prevented it; 4.9 step 8)", () => {
    const r = run(request([
      player({ hero: { card: "HERO_04", health: 3 }, secrets: [{ card: "EX1_295", ref: "IB" }, { card: "EX1_132", ref: "EE" }] }),
      player({ hand: [{ card: "CS2_029", ref: "FB" }] }),
    ], [{ type: "play", card: "FB", target: "p1.hero" }], p2Turn));
    expect(at(r.state, "IB").zone).toBe("graveyard");
    expect(at(r.state, "EE").zone).toBe("secrets");
    expect(r.state.players[1].hero.health).toBe(30);
  });
});

describe("Ice Barrier (EX1_289) and Vaporize (EX1_594): pre-attack secrets", () => {
  it("Ice Barrier: the hero gains 8 Armor before the attacker's damage", () => {
    const r = run(request([player({ board: [{ card: "CS2_182", ref: "Y" }] }), player({ secrets: [{ card: "EX1_289", ref: "IB" }] })],
      [{ type: "attack", attacker: "Y", defender: "p2.hero" }]));
    expect(r.state.players[1].hero).toMatchObject({ health: 30, armor: 4 });
    expect(at(r.state, "IB").zone).toBe("graveyard");
  });

  it("Vaporize destroys a minion attacking the hero; the attack is cancelled (2.6 d)", () => {
    const r = run(request([player({ board: [{ card: "CS2_182", ref: "Y" }] }), player({ secrets: [{ card: "EX1_594", ref: "VP" }] })],
      [{ type: "attack", attacker: "Y", defender: "p2.hero" }]));
    expect(at(r.state, "Y").zone).toBe("graveyard");
    expect(r.state.players[1].hero.health).toBe(30);
    expect(events(r, "damage")).toHaveLength(0);
  });

  it("Vaporize ignores a hero attacking, and a minion attacking a minion", () => {
    const r = run(request([
      player({ weapon: { card: "CS2_106" }, board: [{ card: "CS2_182", ref: "Y" }] }),
      player({ board: [{ card: "CS2_231", ref: "W" }], secrets: [{ card: "EX1_594", ref: "VP" }] }),
    ], [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }, { type: "attack", attacker: "Y", defender: "W" }]));
    expect(at(r.state, "VP").zone).toBe("secrets");
    expect(r.state.players[1].hero.health).toBe(27);
    expect(at(r.state, "W").zone).toBe("graveyard");
  });
});

describe("Gladiator's Longbow (DS1_188): your hero is Immune while attacking", () => {
  it("the attacking hero takes no damage from the defender; the Immune is gone after the attack (2.6 h)", () => {
    const r = run(request([player({ hero: { card: "HERO_05" }, weapon: { card: "DS1_188", ref: "LB" } }), player({ board: [{ card: "CS2_182", ref: "Y" }] })],
      [{ type: "attack", attacker: "p1.hero", defender: "Y" }]));
    expect(at(r.state, "Y").zone).toBe("graveyard");
    expect(r.state.players[0].hero.health).toBe(30);
    expect(r.state.players[0].hero.enchantments ?? []).toEqual([]);
    expect(at(r.state, "LB").durability).toBe(1);
    expect(events(r, "buff").map((e) => e.enchantment)).toEqual(["DS1_188e"]);
    expect(events(r, "expire").map((e) => e.enchantment)).toEqual(["DS1_188e"]);
  });

  it("2.6: an older Explosive Trap hits before the Longbow's pre-attack trigger, and its pre-damage trigger prevents the damage", () => {
    const r = run(request([
      player({ hero: { card: "HERO_05" }, weapon: { card: "DS1_188", ref: "LB", order: 90 }, board: [{ card: "CS2_182", ref: "Y", order: 91 }] }),
      player({ secrets: [{ card: "EX1_610", ref: "ET", order: 20 }] }),
    ], [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }]));
    expect(r.state.players[0].hero.health).toBe(30);
    expect(at(r.state, "Y").health).toBe(3);
    expect(r.state.players[1].hero.health).toBe(25);
    expect(r.log).toContain("Gladiator's Longbow prevents the damage to Rexxar.");
  });

  it("the hero is not Immune when it is not attacking", () => {
    const r = run(request([player({ hero: { card: "HERO_05" }, weapon: { card: "DS1_188" } }), player({ hand: [{ card: "CS2_029", ref: "FB" }] })],
      [{ type: "play", card: "FB", target: "p1.hero" }], p2Turn));
    expect(r.state.players[0].hero.health).toBe(24);
  });
});

describe("Northshire Cleric (CS2_235): heal triggers only when health changed (4.9 step 8)", () => {
  it("Circle of Healing draws one card per minion whose health went up, none for undamaged minions", () => {
    const r = run(request([player({
      board: [{ card: "CS2_235", ref: "NC", health: 1 }, { card: "CS2_182", ref: "Y" }, { card: "CS2_182", ref: "Y2", health: 3 }],
      hand: [{ card: "EX1_621", ref: "CH" }], deck: [{ card: "CS2_231", ref: "D1" }, { card: "CS2_231", ref: "D2" }, { card: "CS2_231", ref: "D3" }],
    }), player()], [{ type: "play", card: "CH" }]));
    expect(events(r, "heal").map((e) => e.target!.ref)).toEqual(["NC", "Y2"]);
    expect(cards(r.state.players[0].hand)).toEqual(["CS2_231", "CS2_231"]);
    expect(at(r.state, "D3").zone).toBe("deck");
  });

  it("healing a hero is not a minion healed", () => {
    const r = run(request([player({
      hero: { card: "HERO_09", health: 20 }, board: [{ card: "CS2_235", ref: "NC" }], hand: [{ card: "CS2_089", ref: "HL" }], deck: [{ card: "CS2_231", ref: "D1" }],
    }), player()], [{ type: "play", card: "HL" }]));
    expect(r.state.players[0].hero.health).toBe(28);
    expect(at(r.state, "D1").zone).toBe("deck");
  });

  it("healing turned into damage (Auchenai) is no heal at all: no draw", () => {
    const r = run(request([player({
      hero: { card: "HERO_09" }, board: [{ card: "CS2_235", ref: "NC" }, { card: "EX1_591" }, { card: "CS2_182", ref: "Y", health: 2 }], deck: [{ card: "CS2_231", ref: "D1" }],
    }), player()], [{ type: "heroPower", target: "Y" }]));
    expect(at(r.state, "Y").zone).toBe("graveyard");
    expect(events(r, "heal")).toHaveLength(0);
    expect(at(r.state, "D1").zone).toBe("deck");
  });
});
