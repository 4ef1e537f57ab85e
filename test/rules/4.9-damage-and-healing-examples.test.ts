/**
 * Rulebook 4.9 伤害与治疗 — the worked examples: Commanding Shout's "can't be reduced below 1 Health"
 * (step 7 changes the damage to what was really lost), Lightbomb's one-by-one hits (1.5), random damage
 * skipping mortally wounded characters but not immune ones (3.5, Ragnaros), healing a mortally wounded
 * hero during an attack (Truesilver Champion, 2.6), Gruul saving itself (1.10), and damage triggers.
 */
import { describe, expect, it } from "vitest";
import { at, events, player, request, run, triggerOrder } from "../support/engine.js";

describe("4.9 damage and healing: examples", () => {
  it("4.9 example: after Commanding Shout, a 1-Health Acolyte of Pain hit for 4 loses no Health, so there is no damage event and no draw", () => {
    const fourDamage = { id: "T_FOUR", type: "SPELL", cost: 0, target: { type: "minion" }, spell: [{ type: "damage", amount: 4, to: "target" }] };
    const r = run(request([player({
      board: [{ card: "EX1_007", ref: "AC", health: 1 }], hand: [{ card: "NEW1_036", ref: "CS" }, { card: "T_FOUR", ref: "F" }],
      deck: [{ card: "CS2_231", ref: "D1" }, { card: "CS2_231", ref: "D2" }],
    }), player()], [{ type: "play", card: "CS" }, { type: "play", card: "F", target: "AC" }], { cards: [fourDamage] }));
    expect(at(r.state, "AC")).toMatchObject({ zone: "board", health: 1 });
    expect(events(r, "damage")).toHaveLength(0);
    expect(r.state.players[0].hand.map((c) => c.ref)).toEqual(["D1"]); // Commanding Shout's own draw only
  });

  it("4.9 example: after Commanding Shout, a 2-Health Goldshire Footman attacking a Lifesteal minion lets it drain only 1", () => {
    const worm = { id: "T_BLOODWORM", type: "MINION", cost: 5, attack: 4, health: 4, tags: { LIFESTEAL: 1 } };
    const r = run(request([
      player({ board: [{ card: "CS1_042", ref: "GF" }], hand: [{ card: "NEW1_036", ref: "CS" }], deck: [{ card: "CS2_231" }] }),
      player({ board: [{ card: "T_BLOODWORM", ref: "BW" }], hero: { card: "HERO_08", health: 20 } }),
    ], [{ type: "play", card: "CS" }, { type: "attack", attacker: "GF", defender: "BW" }], { cards: [worm] }));
    expect(at(r.state, "GF")).toMatchObject({ zone: "board", health: 1 });
    expect(events(r, "damage").map((e) => [e.target!.ref, e.amount])).toEqual([["BW", 1], ["GF", 1]]);
    expect(events(r, "heal").map((e) => e.amount)).toEqual([1]);
    expect(r.state.players[1].hero.health).toBe(21);
  });

  it("3.3 example: Commanding Shout really draws first — the drawn Flame Leviathan's damage is not yet prevented", () => {
    const r = run(request([player({
      board: [{ card: "CS2_231", ref: "W" }, { card: "CS2_182", ref: "Y" }], hand: [{ card: "NEW1_036", ref: "CS" }], deck: [{ card: "GVG_007", ref: "FL" }],
    }), player()], [{ type: "play", card: "CS" }]));
    expect(at(r.state, "W").zone).toBe("graveyard");
    expect(at(r.state, "Y")).toMatchObject({ zone: "board", health: 3 });
  });

  it("Commanding Shout covers minions you summon later this turn, and ends with the turn", () => {
    const r = run(request([
      player({ hand: [{ card: "NEW1_036", ref: "CS" }, { card: "CS2_231", ref: "W" }, { card: "CS2_062", ref: "HF" }], deck: [{ card: "CS2_231" }] }),
      player({ deck: [{ card: "CS2_231" }] }),
    ], [{ type: "play", card: "CS" }, { type: "play", card: "W" }, { type: "play", card: "HF" }, { type: "endTurn" }]));
    expect(at(r.state, "W")).toMatchObject({ zone: "board", health: 1 });
    expect(at(r.state, "W").enchantments ?? []).toEqual([]);
    expect(r.state.players[0].hero.enchantments ?? []).toEqual([]);
  });

  it("1.5 example: Lightbomb on a Bloodfen Raptor and a Frothing Berserker — the Berserker, hit second, takes 3", () => {
    const r = run(request([
      player({ hand: [{ card: "GVG_008", ref: "LB" }] }),
      player({ board: [{ card: "CS2_172", ref: "R" }, { card: "EX1_604", ref: "FB", health: 4 }] }),
    ], [{ type: "play", card: "LB" }]));
    expect(events(r, "damage").map((e) => [e.target!.ref, e.amount])).toEqual([["R", 3], ["FB", 3]]);
    expect(at(r.state, "FB")).toMatchObject({ zone: "board", attack: 4, health: 1 });
  });

  it("4.2 example (version ≥ 17.4.1): Lightbomb on several 2/4 Frothing Berserkers — the damage grows", () => {
    const fb = (ref: string) => ({ card: "EX1_604", ref, health: 4, maxHealth: 4 });
    const r = run(request([player({ hand: [{ card: "GVG_008", ref: "LB" }] }), player({ board: [fb("A"), fb("B"), fb("C")] })], [{ type: "play", card: "LB" }]));
    expect(events(r, "damage").map((e) => [e.target!.ref, e.amount])).toEqual([["A", 2], ["B", 3], ["C", 4]]);
  });

  it("3.5 example: seven Ragnaros against an empty board and 30 Health — four hit the hero, the last three find no target", () => {
    const rag = () => ({ card: "EX1_298" });
    const r = run(request([player({ board: [rag(), rag(), rag(), rag(), rag(), rag(), rag()] }), player()], [{ type: "endTurn" }]));
    expect(events(r, "damage").map((e) => [e.target!.card, e.amount])).toEqual(Array(4).fill(["HERO_01", 8]));
    expect(r.random).toHaveLength(4); // the last three have no candidate: the hero is mortally wounded
    expect(r.outcome).toMatchObject({ over: true, winner: 1 });
  });

  it("3.5 example: Ragnaros may fire at an Immune enemy hero (random damage does not skip Immune characters)", () => {
    const r = run(request([player({ board: [{ card: "EX1_298", ref: "RG" }] }), player({ hero: { card: "HERO_08", tags: { IMMUNE: 1 } } })], [{ type: "endTurn" }]));
    expect(r.random.filter((d) => d.purpose === "random target")).toHaveLength(1);
    expect(r.state.players[1].hero.health).toBe(30);
    expect(events(r, "damage")).toHaveLength(0);
  });

  it("1.10 example: Ragnaros (earlier) hits the enemy 8/8 Gruul (later) for 8; Gruul's end-of-turn +1/+1 saves it as a 9/1", () => {
    const r = run(request([
      player({ board: [{ card: "EX1_298", ref: "RG" }] }),
      player({ board: [{ card: "NEW1_038", ref: "GR", attack: 8, health: 8, maxHealth: 8, enchantments: [{ card: "NEW1_038o" }] }], hero: { card: "HERO_08", tags: { IMMUNE: 1 } } }),
    ], [{ type: "endTurn" }], { seed: 1 }));
    expect(events(r, "damage").map((e) => [e.target!.ref, e.amount])).toEqual([["GR", 8]]);
    expect(triggerOrder(r, ["RG", "GR"])).toEqual(["RG", "GR"]);
    expect(at(r.state, "GR")).toMatchObject({ zone: "board", attack: 9, health: 1 });
  });

  it("2.6 example: at 1 Health you attack with Truesilver Champion into Explosive Trap; the heal in the on-attack step keeps you alive", () => {
    const r = run(request([
      player({ hero: { card: "HERO_04", health: 1 }, weapon: { card: "CS2_097", ref: "TS" } }),
      player({ secrets: [{ card: "EX1_610" }] }),
    ], [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }]));
    expect(r.state.players[0].hero.health).toBe(2);
    expect(events(r, "damage").map((e) => [e.target!.controller, e.amount])).toEqual([[1, 2], [2, 4]]);
    expect(r.state.players[1].hero.health).toBe(26);
    expect(r.outcome.over).toBe(false);
  });

  it("Armorsmith: every friendly minion damaged by a mass hit gives 1 Armor, after all the damage is dealt", () => {
    const r = run(request([
      player({ board: [{ card: "EX1_402", ref: "AS" }, { card: "CS2_182", ref: "Y" }], hand: [{ card: "CS2_062", ref: "HF" }] }),
      player({ board: [{ card: "CS2_182" }] }),
    ], [{ type: "play", card: "HF" }]));
    expect(r.state.players[0].hero).toMatchObject({ health: 27, armor: 2 });
    expect(at(r.state, "AS").health).toBe(1);
  });

  it("1.8 example: Wild Pyromancer deals 1 damage to all minions in the finish phase, after the spell resolved", () => {
    const r = run(request([
      player({ board: [{ card: "NEW1_020", ref: "WP" }], hand: [{ card: "CS2_092", ref: "K" }] }),
      player({ board: [{ card: "CS2_231", ref: "W" }] }),
    ], [{ type: "play", card: "K", target: "WP" }]));
    expect(at(r.state, "WP")).toMatchObject({ attack: 7, health: 5 }); // buffed first, then hit
    expect(at(r.state, "W").zone).toBe("graveyard");
  });

  it("Coldlight Oracle: its controller draws both cards first, then the opponent", () => {
    const r = run(request([
      player({ hand: [{ card: "EX1_050", ref: "CO" }], deck: [{ card: "CS2_231", ref: "a1" }, { card: "CS2_231", ref: "a2" }] }),
      player({ deck: [{ card: "CS2_231", ref: "b1" }, { card: "CS2_231", ref: "b2" }] }),
    ], [{ type: "play", card: "CO" }]));
    expect(events(r, "draw").map((e) => e.target!.ref)).toEqual(["a1", "a2", "b1", "b2"]);
  });
});
