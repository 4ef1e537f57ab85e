/**
 * More of the rulebook's worked examples, each with the cards it names: Mayor Noggenfogger's targeting and pre-attack
 * triggers (2.2-2.7, 3.4), 健忘 (Ogre Brute, Mogor the Ogre: 2.6, 5.2), and the others below.
 */
import { describe, expect, it } from "vitest";
import { factsById } from "../../src/engine/hearthstone/cards/facts.js";
import { builtInCard } from "../../src/engine/hearthstone/cards/registry.js";
import type { ResolveResult } from "../../src/engine/index.js";
import { at, events, nodes, player, request, run, triggerOrder } from "../support/engine.js";

type Body = Record<string, unknown>;

/** The first seed (from 1) whose result satisfies `setup` — a precondition on the random picks, not the rule under test. */
function seedWhere(body: (seed: number) => Body, setup: (r: ResolveResult) => boolean): ResolveResult {
  for (let seed = 1; seed <= 300; seed++) {
    const r = run(body(seed));
    if (setup(r)) return r;
  }
  throw new Error("no seed gives the example's random picks");
}

const picks = (r: ResolveResult, purpose: string) => r.random.filter((d) => d.purpose === purpose);
const chosenId = (d: { chosen: unknown }) => (d.chosen as { id: number }).id;
const queuedRefs = (r: ResolveResult) => nodes(r, "queue").map((q) => q.entries.map((e) => e.source.ref ?? e.source.card));
const attack = (attacker: string, defender: string) => [{ type: "attack", attacker, defender }];

describe("Mayor Noggenfogger (诺格弗格市长)", () => {
  // 3.4: 对手操控先入场的游荡怪物和误导，你操控后入场的诺格弗格市长 ...
  const body = (seed: number) => request([player({ board: [{ card: "CFM_670", ref: "M" }] }),
    player({ secrets: [{ card: "LOOT_079", ref: "WM" }, { card: "EX1_533", ref: "MD" }] })], attack("M", "p2.hero"), { seed });

  it("3.4 its pre-attack condition is a queue condition: Wandering Monster and Misdirection send the attack back to the enemy hero, and the Mayor does not trigger", () => {
    const r = seedWhere(body, (x) => picks(x, "new defender").length >= 1 && chosenId(picks(x, "new defender")[0]!) === x.state.players[1].hero.id);
    // Only one pre-attack step (A → B → A is no change), and the Mayor was never queued: one enemy character when it began.
    expect(nodes(r, "step").filter((s) => s.name === "pre-attack")).toHaveLength(1);
    expect(triggerOrder(r, ["WM", "MD", "M"])).toEqual(["WM", "MD"]);
    expect(queuedRefs(r).flat()).not.toContain("M");
    expect(r.state.players[1].hero.health).toBe(25);
  });

  it("3.4 ... but when Misdirection turns the attack onto your own hero, the extra pre-attack step has two enemy characters: the Mayor picks among them", () => {
    // (and a summoned monster without a Deathrattle, which could hit your hero as it dies, nor Divine Shield, which would
    // take the Mayor's hit with no damage event: the pool of 3-Cost minions grows)
    const r = seedWhere(body, (x) => picks(x, "new defender").length >= 1 && chosenId(picks(x, "new defender")[0]!) === x.state.players[0].hero.id
      && !factsById(picks(x, "random minion to summon")[0]!.chosen as string)!.mechanics.some((m) => m === "DEATHRATTLE" || m === "DIVINE_SHIELD")
      // nor a Dormant one (Gorm the Worldeater), which cannot be the Mayor's pick
      && !builtInCard(picks(x, "random minion to summon")[0]!.chosen as string)?.def?.dormant);
    // Three pre-attack steps: the enemy hero, your hero (the Mayor triggers), the Mayor's pick (nothing fires again).
    expect(nodes(r, "step").filter((s) => s.name === "pre-attack")).toHaveLength(3);
    expect(triggerOrder(r, ["WM", "MD", "M"])).toEqual(["WM", "MD", "M"]);
    const mayor = picks(r, "new defender")[1]!;
    const monster = picks(r, "random minion to summon")[0]!.chosen;
    expect(mayor.candidates.map((c) => (c as { card: string }).card).sort()).toEqual([r.state.players[1].hero.card, monster].sort());
    // Your hero is not hit; the attack lands on the Mayor's pick.
    expect(r.state.players[0].hero.health).toBe(30);
    const hit = events(r, "damage").find((e) => e.source?.ref === "M")!;
    expect(hit.target!.id).toBe(chosenId(mayor));
  });

  it("2.6 the Mayor changes the defender to a Wisp; Autodefense Matrix answers only the extra pre-attack step, for the Wisp", () => {
    // 对手操控诺格弗格市长和自动防御矩阵，你攻击敌方英雄。市长先将防御者更改为小精灵 ...
    const r = seedWhere((seed) => request([player({ board: [{ card: "CS2_182", ref: "Y" }] }),
      player({ board: [{ card: "CFM_670", ref: "M" }, { card: "CS2_231", ref: "W" }], secrets: [{ card: "BOT_908", ref: "ADM" }] })], attack("Y", "p2.hero"), { seed }),
    (x) => picks(x, "new defender").length === 1 && (picks(x, "new defender")[0]!.chosen as { ref?: string }).ref === "W");
    expect(triggerOrder(r, ["M", "ADM"])).toEqual(["M", "ADM"]);
    expect(nodes(r, "step").filter((s) => s.name === "pre-attack")).toHaveLength(2);
    // The Wisp's Divine Shield takes the Yeti's hit.
    expect(at(r.state, "W")).toMatchObject({ zone: "board", health: 1 });
    expect(at(r.state, "Y").health).toBe(4);
    expect(r.state.players[1].hero.health).toBe(30);
  });

  it("2.3 b a spell's target is chosen again at random among its valid targets (the targeting step, before the text)", () => {
    const r = seedWhere((seed) => request([player({ hand: [{ card: "CS2_029", ref: "FB" }] }),
      player({ board: [{ card: "CFM_670", ref: "M" }, { card: "CS2_182", ref: "Y" }] })], [{ type: "play", card: "FB", target: "Y" }], { seed }),
    (x) => (picks(x, "new target")[0]?.chosen as { ref?: string } | undefined)?.ref === "M");
    const d = picks(r, "new target")[0]!;
    // Every valid target of Fireball: both heroes and both minions.
    expect(d.candidates).toHaveLength(4);
    expect(nodes(r, "step").find((s) => s.name === "target-change")).toMatchObject({ from: { ref: "Y" }, to: { ref: "M" } });
    expect(at(r.state, "M").zone).toBe("graveyard");
    expect(at(r.state, "Y").health).toBe(5);
  });

  it("2.2 b a battlecry's target too: only among what the battlecry could target (Shattered Sun Cleric: a friendly minion)", () => {
    const r = seedWhere((seed) => request([player({ board: [{ card: "CFM_670", ref: "M" }, { card: "CS2_231", ref: "W" }], hand: [{ card: "EX1_019", ref: "C" }] }),
      player({ board: [{ card: "CS2_182", ref: "E" }] })], [{ type: "play", card: "C", target: "W" }], { seed }),
    (x) => (picks(x, "new target")[0]?.chosen as { ref?: string } | undefined)?.ref === "M");
    expect(picks(r, "new target")[0]!.candidates.map((c) => (c as { ref?: string }).ref).sort()).toEqual(["M", "W"]);
    expect(at(r.state, "M")).toMatchObject({ attack: 6, health: 5 });
    expect(at(r.state, "W")).toMatchObject({ attack: 1, health: 1 });
  });

  it("2.7 a a Hero Power's target too, and the inspire phase sees the new target (Ice Walker freezes it)", () => {
    const r = seedWhere((seed) => request([player({ board: [{ card: "ICC_068", ref: "IW" }] }),
      player({ board: [{ card: "CFM_670", ref: "M" }, { card: "CS2_182", ref: "Y" }] })], [{ type: "heroPower", target: "p2.hero" }], { seed }),
    (x) => (picks(x, "new target")[0]?.chosen as { ref?: string } | undefined)?.ref === "Y");
    expect(r.state.players[1].hero.health).toBe(30);
    expect(at(r.state, "Y")).toMatchObject({ health: 4 });
    expect(at(r.state, "Y").tags).toMatchObject({ FROZEN: 1 });
  });

  it("with a single valid target it does not trigger", () => {
    const r = run(request([player({ hand: [{ card: "EX1_019", ref: "C" }], board: [{ card: "CS2_231", ref: "W" }] }),
      player({ board: [{ card: "CFM_670", ref: "M" }] })], [{ type: "play", card: "C", target: "W" }]));
    expect(triggerOrder(r, ["M"])).toEqual([]);
    expect(at(r.state, "W")).toMatchObject({ attack: 2, health: 2 });
  });
});

describe("健忘: Ogre Brute and Mogor the Ogre (食人魔步兵, 食人魔勇士穆戈尔)", () => {
  it("5.2 when the 50% roll misses, the trigger does not fire at all", () => {
    const body = (seed: number) => request([player({ board: [{ card: "GVG_065", ref: "OB" }] }), player({ board: [{ card: "CS2_182", ref: "E" }] })], attack("OB", "p2.hero"), { seed });
    const miss = seedWhere(body, (x) => picks(x, "50% chance")[0]?.chosen === "miss");
    expect(nodes(miss, "skip").map((s) => s.reason)).toContain("its 50% chance missed: it does not trigger");
    expect(miss.state.players[1].hero.health).toBe(26);
    expect(at(miss.state, "E").health).toBe(5);
    const hit = seedWhere(body, (x) => picks(x, "50% chance")[0]?.chosen === "hit");
    // The wrong enemy: the other enemy character.
    expect(picks(hit, "new defender")[0]!.candidates).toHaveLength(1);
    expect(hit.state.players[1].hero.health).toBe(30);
    expect(at(hit.state, "E").health).toBe(1);
  });

  it("2.6 a Forgetful trigger that missed does not fire in the extra pre-attack step (Misdirection changed the defender)", () => {
    const r = seedWhere((seed) => request([player({ board: [{ card: "GVG_065", ref: "OB" }] }),
      player({ board: [{ card: "CS2_182", ref: "E" }], secrets: [{ card: "EX1_533", ref: "MD" }] })], attack("OB", "p2.hero"), { seed }),
    (x) => picks(x, "50% chance")[0]?.chosen === "miss" && picks(x, "new defender").length === 1);
    expect(nodes(r, "step").filter((s) => s.name === "pre-attack")).toHaveLength(2);
    expect(picks(r, "50% chance")).toHaveLength(1);
    expect(queuedRefs(r).filter((q) => q.includes("OB"))).toHaveLength(1);
  });

  it("3.4 its condition is two or more enemy characters: with only the enemy hero, no roll", () => {
    const r = run(request([player({ board: [{ card: "GVG_065", ref: "OB" }] }), player()], attack("OB", "p2.hero")));
    expect(picks(r, "50% chance")).toHaveLength(0);
    expect(r.state.players[1].hero.health).toBe(26);
  });

  it("Mogor gives every minion the chance, enemy minions included, but not heroes", () => {
    const body = (seed: number) => request([player({ board: [{ card: "CS2_182", ref: "Y" }] }),
      player({ board: [{ card: "GVG_112", ref: "MO" }, { card: "CS2_231", ref: "W" }] })], attack("Y", "p2.hero"), { seed });
    const hit = seedWhere(body, (x) => picks(x, "50% chance")[0]?.chosen === "hit");
    expect(hit.state.players[1].hero.health).toBe(30);
    expect(picks(hit, "new defender")[0]!.candidates.map((c) => (c as { ref?: string }).ref).sort()).toEqual(["MO", "W"]);
    const hero = run(request([player({ weapon: { card: "CS2_106" } }), player({ board: [{ card: "GVG_112", ref: "MO" }, { card: "CS2_231", ref: "W" }] })], attack("p1.hero", "p2.hero")));
    expect(picks(hero, "50% chance")).toHaveLength(0);
    expect(hero.state.players[1].hero.health).toBe(27);
  });
});
