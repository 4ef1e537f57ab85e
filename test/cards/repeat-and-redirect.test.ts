/**
 * Cards that repeat, redirect or copy effects, one by one: Khadgar, Drakkari Enchanter, Electra Stormsurge, Celestial
 * Emissary, Zentimo, Snapjaw Shellfighter, Ticket Scalper, Alley Armorsmith, Daring Reporter, Ice Walker, Dollmaster
 * Dorian (Siege Engine is in test/cards/gvg.test.ts, Chromaggus in brm.test.ts). The rulebook's worked examples are in test/rules/5.1-repeats-and-copies.test.ts.
 */
import { describe, expect, it } from "vitest";
import { at, cards, player, request, run } from "../support/engine.js";

describe("Khadgar (DAL_575)", () => {
  it("Dr. Boom's two Boom Bots become four, each copy right of its original", () => {
    const r = run(request([player({ board: [{ card: "DAL_575" }], hand: [{ card: "GVG_110", ref: "B" }] }), player()], [{ type: "play", card: "B" }]));
    // The Bots go right of Dr. Boom, then left (rules-notes 101); each copy right of its original.
    expect(cards(r.state.players[0].board)).toEqual(["DAL_575", "GVG_110t", "GVG_110t", "GVG_110", "GVG_110t", "GVG_110t"]);
  });

  it("the enemy's summons are not doubled", () => {
    const r = run(request([
      player({ board: [{ card: "DAL_575" }] }),
      player({ hand: [{ card: "GVG_110", ref: "B" }] }),
    ], [{ type: "play", card: "B" }], { state: { activePlayer: 2 } }));
    expect(cards(r.state.players[1].board)).toEqual(["GVG_110t", "GVG_110", "GVG_110t"]);
  });
});

describe("Drakkari Enchanter (ICC_901)", () => {
  it("Ragnaros fires twice at the end of your turn", () => {
    const r = run(request([player({ board: [{ card: "ICC_901" }, { card: "EX1_298" }] }), player({ deck: [{ card: "CS2_231" }] })], [{ type: "endTurn" }]));
    expect(r.state.players[1].hero.health).toBe(14);
  });

  it("a silenced Enchanter doubles nothing", () => {
    const r = run(request([
      player({ board: [{ card: "ICC_901", ref: "DE" }, { card: "EX1_298" }], hand: [{ card: "EX1_332", ref: "S" }] }),
      player({ deck: [{ card: "CS2_231" }] }),
    ], [{ type: "play", card: "S", target: "DE" }, { type: "endTurn" }]));
    expect(r.state.players[1].hero.health).toBe(22);
  });
});

describe("Electra Stormsurge (BOT_411) and Celestial Emissary (BOT_531)", () => {
  it("a countered spell does not use up Electra's state (its removal is in the finish phase); the next spell casts twice", () => {
    const r = run(request([
      player({ hand: [{ card: "BOT_411", ref: "E" }, { card: "EX1_238", ref: "LB" }, { card: "EX1_238", ref: "LB2" }] }),
      player({ secrets: [{ card: "EX1_287" }] }),
    ], [{ type: "play", card: "E" }, { type: "play", card: "LB", target: "p2.hero" }, { type: "play", card: "LB2", target: "p2.hero" }]));
    expect(r.state.players[1].hero.health).toBe(24);
  });

  it("the state lasts this turn only", () => {
    const r = run(request([
      player({ hand: [{ card: "BOT_411", ref: "E" }], deck: [{ card: "CS2_231" }] }),
      player({ deck: [{ card: "CS2_231" }] }),
    ], [{ type: "play", card: "E" }, { type: "endTurn" }]));
    expect(r.state.players[0].hero.enchantments ?? []).toEqual([]);
  });

  it("the Emissary's Spell Damage is used up by the next spell even if it deals no damage", () => {
    const r = run(request([
      player({ hand: [{ card: "BOT_531", ref: "CE" }, { card: "CS2_023", ref: "AI" }, { card: "EX1_238", ref: "LB" }], deck: [{ card: "CS2_231" }, { card: "CS2_231" }] }),
      player(),
    ], [{ type: "play", card: "CE" }, { type: "play", card: "AI" }, { type: "play", card: "LB", target: "p2.hero" }]));
    expect(r.state.players[1].hero.health).toBe(27);
  });
});

describe("Snapjaw Shellfighter (TRL_535)", () => {
  it("its Divine Shield takes a hit meant for its neighbour", () => {
    const r = run(request([
      player({ board: [{ card: "CS2_182", ref: "Y" }, { card: "TRL_535", ref: "S", tags: { DIVINE_SHIELD: 1 } }] }),
      player({ hand: [{ card: "CS2_029", ref: "F" }] }),
    ], [{ type: "play", card: "F", target: "Y" }], { state: { activePlayer: 2 } }));
    expect(at(r.state, "Y").health).toBe(5);
    expect(at(r.state, "S").health).toBe(8);
  });

  it("a hero is not its neighbour", () => {
    const r = run(request([
      player({ board: [{ card: "TRL_535", ref: "S" }] }),
      player({ hand: [{ card: "CS2_029", ref: "F" }] }),
    ], [{ type: "play", card: "F", target: "p1.hero" }], { state: { activePlayer: 2 } }));
    expect(r.state.players[0].hero.health).toBe(24);
    expect(at(r.state, "S").health).toBe(8);
  });
});

describe("Alley Armorsmith (CFM_756), Daring Reporter (CFM_851)", () => {
  it("Alley Armorsmith gains as much Armor as it deals; a Divine Shield gives none", () => {
    const r = run(request([
      player({ board: [{ card: "CFM_756", ref: "AA" }] }),
      player({ board: [{ card: "CS2_182", ref: "Y" }, { card: "EX1_008", ref: "SQ" }] }),
    ], [{ type: "attack", attacker: "AA", defender: "Y" }]));
    expect(r.state.players[0].hero.armor).toBe(3);
    const shield = run(request([
      player({ board: [{ card: "CFM_756", ref: "AA" }] }),
      player({ board: [{ card: "EX1_008", ref: "SQ" }] }),
    ], [{ type: "attack", attacker: "AA", defender: "SQ" }]));
    // Its hit on the Squire became 0 at the Divine Shield: no damage dealt, no Armor (taking damage gives none either).
    expect(shield.state.players[0].hero.armor).toBe(0);

  });

  it("Daring Reporter grows when the opponent draws", () => {
    const r = run(request([
      player({ board: [{ card: "CFM_851", ref: "DR" }, { card: "GVG_086", ref: "SE" }], hand: [{ card: "EX1_050", ref: "CO" }], deck: [{ card: "CS2_231" }, { card: "CS2_231" }] }),
      player({ deck: [{ card: "CS2_231" }, { card: "CS2_231" }] }),
    ], [{ type: "play", card: "CO" }]));
    expect(at(r.state, "DR")).toMatchObject({ attack: 5, health: 5 });
  });
});

describe("Ice Walker (ICC_068)", () => {
  it("your Hero Power also freezes its target", () => {
    const r = run(request([player({ board: [{ card: "ICC_068" }] }), player({ board: [{ card: "CS2_182", ref: "Y" }] })], [{ type: "heroPower", target: "Y" }]));
    expect(at(r.state, "Y")).toMatchObject({ health: 4, tags: { FROZEN: 1 } });
  });

  it("a Hero Power without a target freezes nothing", () => {
    const r = run(request([player({ hero: { card: "HERO_01" }, board: [{ card: "ICC_068" }] }), player()], [{ type: "heroPower" }]));
    expect(r.state.players[0].hero.armor).toBe(2);
    expect(r.state.players[0].hero.tags?.FROZEN).toBeUndefined();
  });
});

