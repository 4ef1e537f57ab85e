/**
 * Rulebook 4.9 伤害与治疗, the pipeline step by step: 1a increases (Spell Damage) then 1b doubling (Prophet Velen),
 * 2 healing turned into damage (Auchenai) after the doubling, 3 prevention (0 damage, Immune), 4 pre-damage
 * triggers (预伤害扳机) in their fixed order (Cursed Blade before Ice Block), 5 Divine Shield, 6-7 armor, health
 * and the health floor, 8 damage and heal triggers only when something changed — and the 4.9 notes (Imp-losion).
 */
import { describe, expect, it } from "vitest";
import { at, events, nodes, player, request, run } from "../support/engine.js";

/** A request on player 2's turn (player 1's Secrets are active), player 2 playing `hand`. */
const onOpponentsTurn = (p1: Record<string, unknown>, hand: Record<string, unknown>[], actions: Record<string, unknown>[]) =>
  request([player(p1), player({ hand })], actions, { state: { activePlayer: 2 } });

describe("4.9 step 1: amounts — increases (1a), then doubling (1b)", () => {
  it("4.9 step 1a then 1b: Fireball with Spell Damage +1 and Prophet Velen deals (6 + 1) × 2 = 14", () => {
    const r = run(request([player({ board: [{ card: "CS2_142" }, { card: "EX1_350" }], hand: [{ card: "CS2_029", ref: "FB" }] }), player()],
      [{ type: "play", card: "FB", target: "p2.hero" }]));
    expect(events(r, "damage").map((e) => e.amount)).toEqual([14]);
    expect(r.state.players[1].hero.health).toBe(16);
  });

  it("4.9 step 1b: each Velen doubles again (two Velens: Moonfire deals 4)", () => {
    const r = run(request([player({ board: [{ card: "EX1_350" }, { card: "EX1_350" }], hand: [{ card: "CS2_008", ref: "MF" }] }), player()],
      [{ type: "play", card: "MF", target: "p2.hero" }]));
    expect(r.state.players[1].hero.health).toBe(26);
  });

  it("4.9 step 1b: Velen doubles the Hero Power's damage, but not a minion's Battlecry", () => {
    const r = run(request([player({ hero: { card: "HERO_08" }, board: [{ card: "EX1_350" }], hand: [{ card: "CS2_189", ref: "EA" }] }), player()],
      [{ type: "heroPower", target: "p2.hero" }, { type: "play", card: "EA", target: "p2.hero" }]));
    expect(events(r, "damage").map((e) => e.amount)).toEqual([2, 1]);
    expect(r.state.players[1].hero.health).toBe(27);
  });

  it("4.9 step 1b: Velen doubles healing too (Lesser Heal restores 4), and only its controller's", () => {
    const r = run(request([
      player({ hero: { card: "HERO_09", health: 20 }, board: [{ card: "EX1_350" }] }),
      player({ board: [{ card: "EX1_350" }] }),
    ], [{ type: "heroPower", target: "p1.hero" }]));
    expect(events(r, "heal").map((e) => e.amount)).toEqual([4]);
    expect(r.state.players[0].hero.health).toBe(24);
  });

  it("A.2 and 4.9 step 1b: missiles — Spell Damage adds a missile, Velen doubles each missile", () => {
    const r = run(request([player({ board: [{ card: "CS2_142" }, { card: "EX1_350" }], hand: [{ card: "EX1_277", ref: "AM" }] }), player()],
      [{ type: "play", card: "AM" }]));
    expect(events(r, "damage").map((e) => e.amount)).toEqual([2, 2, 2, 2]);
    expect(r.state.players[1].hero.health).toBe(22);
  });
});

describe("4.9 step 2: healing turned into damage, after step 1", () => {
  it("4.9 step 2 (version ≥ 14.2): Velen doubles Circle of Healing, then Auchenai turns it into 8 damage to each minion", () => {
    const r = run(request([player({
      board: [{ card: "EX1_591", ref: "AU" }, { card: "EX1_350", ref: "PV" }, { card: "CS2_182", ref: "Y", health: 9, maxHealth: 9 }],
      hand: [{ card: "EX1_621", ref: "CH" }],
    }), player()], [{ type: "play", card: "CH" }]));
    expect(events(r, "damage").map((e) => [e.target!.ref, e.amount])).toEqual([["AU", 8], ["PV", 8], ["Y", 8]]);
    expect(events(r, "heal")).toHaveLength(0);
    expect(at(r.state, "Y")).toMatchObject({ zone: "board", health: 1 });
    expect(at(r.state, "PV").zone).toBe("graveyard");
  });
});

describe("4.9 step 3: 0 damage or an Immune target prevents the damage", () => {
  it("4.9 step 3: 0 damage is no damage — Lightbomb on a 0-Attack Acolyte of Pain: no damage event, no draw", () => {
    const r = run(request([player({ hand: [{ card: "GVG_008", ref: "LB" }] }), player({ board: [{ card: "EX1_007", ref: "AC", attack: 0 }], deck: [{ card: "CS2_231", ref: "D" }] })],
      [{ type: "play", card: "LB" }]));
    expect(events(r, "damage")).toHaveLength(0);
    expect(at(r.state, "D").zone).toBe("deck");
  });

  it("4.9 step 3 comes before step 4: an Immune hero's pre-damage triggers do not fire (Ice Block stays)", () => {
    const r = run(onOpponentsTurn({ hero: { card: "HERO_08", health: 2, tags: { IMMUNE: 1 } }, secrets: [{ card: "EX1_295", ref: "IB" }] },
      [{ card: "CS2_093", ref: "CO" }], [{ type: "play", card: "CO" }]));
    expect(at(r.state, "IB").zone).toBe("secrets");
    expect(events(r, "pre-damage")).toHaveLength(0);
    expect(r.state.players[0].hero.health).toBe(2);
  });
});

describe("4.9 step 4: pre-damage triggers (预伤害扳机)", () => {
  it("Ice Block: fatal damage is prevented and the hero becomes Immune this turn; later damage is prevented at step 3", () => {
    const r = run(onOpponentsTurn({ hero: { card: "HERO_08", health: 5 }, secrets: [{ card: "EX1_295", ref: "IB" }] },
      [{ card: "CS2_029", ref: "F1" }, { card: "CS2_093", ref: "CO" }],
      [{ type: "play", card: "F1", target: "p1.hero" }, { type: "play", card: "CO" }]));
    expect(at(r.state, "IB").zone).toBe("graveyard");
    expect(r.state.players[0].hero.health).toBe(5);
    expect(r.state.players[0].hero.enchantments!.map((e) => e.card)).toEqual(["EX1_295o"]);
    expect(events(r, "damage")).toHaveLength(0);
    expect(events(r, "damage-change").map((e) => e.amount)).toEqual([0]);
    expect(events(r, "pre-damage")).toHaveLength(1); // Consecration is prevented at step 3, before any pre-damage trigger
    expect(r.log).toContain("Ice Block prevents the damage to Jaina Proudmoore.");
    expect(r.outcome.over).toBe(false);
  });

  it("Ice Block's Immune lasts this turn only", () => {
    const r = run(onOpponentsTurn({ hero: { card: "HERO_08", health: 5 }, secrets: [{ card: "EX1_295" }], deck: [{ card: "CS2_231" }] },
      [{ card: "CS2_029", ref: "F1" }], [{ type: "play", card: "F1", target: "p1.hero" }, { type: "endTurn" }]));
    expect(r.state.players[0].hero.enchantments ?? []).toEqual([]);
    expect(r.state.players[0].hero.tags?.IMMUNE ?? 0).toBe(0);
  });

  it("Ice Block ignores damage that is not fatal; armor counts (5 Health + 2 Armor survive 6 damage)", () => {
    const r = run(onOpponentsTurn({ hero: { card: "HERO_08", health: 5, armor: 2 }, secrets: [{ card: "EX1_295", ref: "IB" }] },
      [{ card: "CS2_029", ref: "FB" }], [{ type: "play", card: "FB", target: "p1.hero" }]));
    expect(at(r.state, "IB").zone).toBe("secrets");
    expect(r.state.players[0].hero).toMatchObject({ health: 1, armor: 0 });
  });

  it("Ice Block does not work on its owner's turn (a Secret)", () => {
    const r = run(request([player({ hero: { card: "HERO_08", health: 2 }, secrets: [{ card: "EX1_295", ref: "IB" }], hand: [{ card: "CS2_029", ref: "FB" }] }), player()],
      [{ type: "play", card: "FB", target: "p1.hero" }]));
    expect(at(r.state, "IB").zone).toBe("secrets");
    expect(r.outcome).toMatchObject({ over: true, winner: 2 });
  });

  it("4.9 预伤害扳机 order: Cursed Blade (changes the amount) before Ice Block, whatever the order of play — 6 becomes 12, fatal, prevented", () => {
    const r = run(onOpponentsTurn({
      hero: { card: "HERO_01", health: 10 }, secrets: [{ card: "EX1_295", ref: "IB", order: 1 }], weapon: { card: "LOE_118", ref: "CB", order: 50 },
    }, [{ card: "CS2_029", ref: "FB" }], [{ type: "play", card: "FB", target: "p1.hero" }]));
    expect(events(r, "damage-change").map((e) => [e.source!.ref, e.amount])).toEqual([["CB", 12], ["IB", 0]]);
    expect(r.state.players[0].hero.health).toBe(10);
    expect(at(r.state, "IB").zone).toBe("graveyard");
  });

  it("Cursed Blade doubles all damage to its owner's hero (not to minions, not to the enemy hero)", () => {
    const r = run(request([player({ weapon: { card: "LOE_118" }, board: [{ card: "CS2_182", ref: "Y" }], hand: [{ card: "CS2_062", ref: "HF" }] }), player()],
      [{ type: "play", card: "HF" }]));
    expect(r.state.players[0].hero.health).toBe(24);
    expect(r.state.players[1].hero.health).toBe(27);
    expect(at(r.state, "Y").health).toBe(2);
  });

  it("2.4 example: with Cursed Blade equipped, Perdition's Blade's Combo at your own hero deals 4 (the old weapon is still in play)", () => {
    const r = run(request([player({ weapon: { card: "LOE_118", ref: "CB" }, hand: [{ card: "GAME_005", ref: "C" }, { card: "EX1_133", ref: "PB" }] }), player()],
      [{ type: "play", card: "C" }, { type: "play", card: "PB", target: "p1.hero" }]));
    expect(events(r, "damage").map((e) => e.amount)).toEqual([4]);
    expect(r.state.players[0].hero.health).toBe(26);
    expect(at(r.state, "CB").zone).toBe("graveyard");
  });
});

describe("4.9 steps 5-8", () => {
  it("4.9 step 5 after step 4: Cursed Blade doubles first, then the hero's Divine Shield takes it all; no damage event", () => {
    const r = run(request([player({ hero: { card: "HERO_01", tags: { DIVINE_SHIELD: 1 } }, weapon: { card: "LOE_118" }, hand: [{ card: "CS2_029", ref: "FB" }] }), player()],
      [{ type: "play", card: "FB", target: "p1.hero" }]));
    const kinds = nodes(r, "event").map((e) => e.type).filter((t) => t === "damage-change" || t === "divine-shield" || t === "damage");
    expect(kinds).toEqual(["damage-change", "divine-shield"]);
    expect(r.state.players[0].hero.health).toBe(30);
  });

  it("4.9 step 8: a heal that changes no health is no heal event", () => {
    const r = run(request([player({ hand: [{ card: "CS2_089", ref: "HL" }] }), player()], [{ type: "play", card: "HL" }]));
    expect(events(r, "heal")).toHaveLength(0);
    // The same play on a damaged hero heals, with its event.
    const hurt = run(request([player({ hero: { card: "HERO_08", health: 25 }, hand: [{ card: "CS2_089", ref: "HL" }] }), player()], [{ type: "play", card: "HL" }]));
    expect(events(hurt, "heal")).toHaveLength(1);
    expect(hurt.state.players[0].hero.health).toBe(30);
  });
});

describe("4.9 note: Imp-losion's Imps are counted from the damage rolled", () => {
  it("4.9 example: after Commanding Shout, Imp-losion rolls 4 on your 1-Health Acolyte of Pain — no Health lost, no draw, yet 4 Imps", () => {
    const r = run(request([player({
      board: [{ card: "EX1_007", ref: "AC", health: 1 }], hand: [{ card: "NEW1_036", ref: "CS" }, { card: "GVG_045", ref: "IL" }],
      deck: [{ card: "CS2_231", ref: "D1" }, { card: "CS2_231", ref: "D2" }],
    }), player()], [{ type: "play", card: "CS" }, { type: "play", card: "IL", target: "AC" }], { seed: 2 }));
    expect(r.random.map((d) => [d.purpose, d.chosen])).toEqual([["random damage amount", "4"]]);
    expect(events(r, "damage")).toHaveLength(0);
    expect(at(r.state, "AC")).toMatchObject({ zone: "board", health: 1 });
    expect(at(r.state, "D2").zone).toBe("deck"); // only Commanding Shout's own draw
    expect(r.state.players[0].board.map((m) => m.card)).toEqual(["EX1_007", "GVG_045t", "GVG_045t", "GVG_045t", "GVG_045t"]);
  });

  it("4.9 note: the count is the damage rolled, not the health lost — 4 on a 1-Health minion summons 4", () => {
    const r = run(request([player({ hand: [{ card: "GVG_045", ref: "IL" }] }), player({ board: [{ card: "CS2_231", ref: "W" }] })],
      [{ type: "play", card: "IL", target: "W" }], { seed: 2 }));
    expect(events(r, "damage").map((e) => e.amount)).toEqual([4]);
    expect(r.state.players[0].board.filter((m) => m.card === "GVG_045t")).toHaveLength(4);
  });

  it("4.9 note: Spell Damage counts (a rolled 4 + 1 summons 5)", () => {
    const r = run(request([player({ board: [{ card: "CS2_142" }], hand: [{ card: "GVG_045", ref: "IL" }] }), player({ board: [{ card: "CS2_182", ref: "Y" }] })],
      [{ type: "play", card: "IL", target: "Y" }], { seed: 2 }));
    expect(events(r, "damage").map((e) => e.amount)).toEqual([5]);
    expect(r.state.players[0].board.filter((m) => m.card === "GVG_045t")).toHaveLength(5);
  });

  it("4.9 note: no Imps when Divine Shield changes the damage to 0", () => {
    const r = run(request([player({ hand: [{ card: "GVG_045", ref: "IL" }] }), player({ board: [{ card: "EX1_008", ref: "S" }] })],
      [{ type: "play", card: "IL", target: "S" }], { seed: 2 }));
    expect(at(r.state, "S")).toMatchObject({ zone: "board", tags: { DIVINE_SHIELD: 0 } });
    expect(r.state.players[0].board).toHaveLength(0);
  });

  it("4.9 note: no Imps when Immune prevents the damage", () => {
    const r = run(request([player({ board: [{ card: "CS2_182", ref: "Y", tags: { IMMUNE: 1 } }], hand: [{ card: "GVG_045", ref: "IL" }] }), player()],
      [{ type: "play", card: "IL", target: "Y" }], { seed: 2 }));
    expect(at(r.state, "Y").health).toBe(5);
    expect(r.state.players[0].board.map((m) => m.card)).toEqual(["CS2_182"]);
  });
});
