import { describe, expect, it } from "vitest";
import { at, events, fails, player, request, run } from "../../../support/engine.js";

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
    const u = fails(request([player({ deck: [{ card: "BRMC_85" }] }), player()], noop), "unimplemented_card");
    expect(u.detail).toEqual({ cards: ["BRMC_85"] });
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

  it("solves a seen cost under a \"not below\" reduction: the base takes what it swallows (Arcane Shot shown at 3 under Sorcerer's Apprentice is a 4)", () => {
    const r = run(request([player({ board: [{ card: "EX1_608" }], hand: [{ card: "DS1_185", ref: "A", cost: 3 }, { card: "DS1_185", ref: "B", cost: 1 }] }), player()], noop));
    expect([at(r.state, "A").cost, at(r.state, "B").cost]).toEqual([3, 1]);
  });
});

describe("seen stats are read in dependency order (an entity's after every entity it depends on)", () => {
  it("a hero's Attack with a buffed weapon: hero attack 4 and Fiery War Axe attack 4 (buffed from 3) hit for 4", () => {
    const body = request([player({ hero: { card: "HERO_01", attack: 4 }, weapon: { card: "CS2_106", attack: 4 } }), player()],
      [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }]);
    const r = run(body);
    expect(events(r, "damage").map((e) => e.amount)).toEqual([4]);
    expect(r.state.players[1].hero.health).toBe(26);
    expect(r.state.players[0].hero.attack).toBe(4);
    expect(r.state.players[0].weapon).toMatchObject({ attack: 4, durability: 1 });
    // The hero's own Attack is 0: the 4 is all the weapon's. With its own 2, it hits for 6.
    const own = run(request([player({ hero: { card: "HERO_01", attack: 6 }, weapon: { card: "CS2_106", attack: 4 } }), player()],
      [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }]));
    expect(own.state.players[1].hero.health).toBe(24);
    // On the opponent's turn the weapon does not count: the hero's seen Attack is its own.
    const theirs = run(request([player({ hero: { card: "HERO_01", attack: 2 }, weapon: { card: "CS2_106", attack: 4 } }), player()], noop, { state: { activePlayer: 2 } }));
    expect(theirs.state.players[0].hero.attack).toBe(2);
  });

  it("an aura whose amount reads another entity's stat is worked out from that entity's seen stat, before its targets are solved", () => {
    // A minion giving your other minions +Health equal to your weapon's Attack (4, buffed from 3), and a weapon giving
    // your hero +Attack equal to its own Durability (3, buffed from 2).
    const cards = [
      { id: "T_ARMORER", type: "MINION", cost: 1, attack: 1, health: 1,
        auras: [{ to: "other-friendly-minions", buff: { health: { stat: "attack", of: "friendly-weapon" } } }] },
      { id: "T_AXE", type: "WEAPON", cost: 1, attack: 3, durability: 2,
        auras: [{ to: "friendly-hero", buff: { attack: { stat: "durability", of: "self" } } }] },
    ];
    const body = request([player({
      hero: { card: "HERO_01", attack: 7 }, weapon: { card: "T_AXE", attack: 4, durability: 3 },
      board: [{ card: "T_ARMORER" }, { card: "CS2_182", ref: "Y", health: 9, maxHealth: 9 }],
    }), player()], noop, { cards });
    const s = run(body).state;
    expect(at(s, "Y")).toMatchObject({ health: 9, maxHealth: 9 });
    expect(s.players[0].hero.attack).toBe(7);
    // A further aura update (a minion played) keeps them: the base took only what the auras do not explain.
    const next = run({ ...body, state: s, actions: [{ type: "summon", card: "CS2_231", player: 1 }] } as typeof body).state;
    expect(at(next, "Y")).toMatchObject({ health: 9, maxHealth: 9 });
    expect(next.players[0].hero.attack).toBe(7);
  });

  it("a card's cost aura on itself reads the weapon's seen Attack (costs (1) less per Attack of your weapon; the axe at 1)", () => {
    const cards = [{ id: "T_CORSAIR", type: "MINION", cost: 4, attack: 5, health: 5,
      auras: [{ to: "self", zone: "hand", buff: { cost: { stat: "attack", of: "friendly-weapon", multiply: -1 } } }] }];
    const body = request([player({ weapon: { card: "CS2_106", attack: 1 }, hand: [{ card: "T_CORSAIR", ref: "C", cost: 3 }] }), player()], noop, { cards });
    const s = run(body).state;
    expect(at(s, "C").cost).toBe(3);
    const next = run({ ...body, state: s, actions: [{ type: "summon", card: "CS2_231", player: 1 }] } as typeof body).state;
    expect(at(next, "C").cost).toBe(3);
  });
});
