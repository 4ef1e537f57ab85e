/**
 * Behaviour tests of Foe Reaper 4000 (GVG_113): "Also damages the minions next to whomever it attacks." — the card format's
 * `attackHitsAdjacent` (rules/combat.ts; docs/rules-notes.md on its timing): after the combat damage and every
 * trigger of it, in the after-attack step, the attacker deals its Attack to the minions next to the final defender as
 * they are then, as one mass damage, with itself as the source.
 */
import { expect, it } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { events, nodes, request, run, walk } from "../support/engine.js";
import type { TraceNode } from "../../src/engine/trace.js";

const golem = (ref: string) => ({ card: "CS2_186", ref }); // War Golem 7/7
const reaper = { card: "GVG_113", ref: "R" }; // 6/9

cardCase("GVG_113", {
  does: "hits both minions next to the minion it attacks for its Attack (6); the others, its own side and the hero are untouched",
  p1: { board: [reaper, { card: "CS2_182", ref: "F" }] },
  p2: { board: [golem("A"), golem("B"), golem("C"), golem("D")] },
  actions: [{ type: "attack", attacker: "R", defender: "B" }],
  expect: {
    "A.health": 1, "B.health": 1, "C.health": 1, "D.health": 7, "F.health": 5, "R.health": 2,
    "p2.hero.health": 30, "p1.hero.health": 30, "events.damage": 4,
  },
});
cardCase("GVG_113", {
  does: "a defender at the end of the board has one neighbour: only it is hit",
  p1: { board: [reaper] },
  p2: { board: [golem("A"), golem("B"), golem("C")] },
  actions: [{ type: "attack", attacker: "R", defender: "C" }],
  expect: { "A.health": 7, "B.health": 1, "C.health": 1, "events.damage": 3 },
});
cardCase("GVG_113", {
  does: "attacking the enemy hero damages no minion (a hero has no neighbours)",
  p1: { board: [reaper] },
  p2: { board: [golem("A"), golem("B")] },
  actions: [{ type: "attack", attacker: "R", defender: "p2.hero" }],
  expect: { "p2.hero.health": 24, "A.health": 7, "B.health": 7, "events.damage": 1 },
});
cardCase("GVG_113", {
  does: "a lone defender: nothing more than the combat",
  p1: { board: [reaper] },
  p2: { board: [golem("B")] },
  actions: [{ type: "attack", attacker: "R", defender: "B" }],
  expect: { "B.health": 1, "R.health": 2, "events.damage": 2 },
  check: (r) => expect(nodes(r, "trigger").filter((n) => n.keyword === "ATTACK_HITS_ADJACENT")).toHaveLength(0),
});
cardCase("GVG_113", {
  does: "a neighbour's Divine Shield takes the hit (lost, no damage); the other neighbour is damaged",
  p1: { board: [reaper] },
  p2: { board: [{ card: "EX1_008", ref: "S" }, golem("B"), golem("C")] },
  actions: [{ type: "attack", attacker: "R", defender: "B" }],
  expect: { "S.zone": "board", "S.health": 1, "S.tags.DIVINE_SHIELD": 0, "C.health": 1, "events.divine-shield": 1 },
});
cardCase("GVG_113", {
  does: "its damage is its own: with Poisonous it destroys the neighbours it damages",
  p1: { board: [{ ...reaper, tags: { POISONOUS: 1 } }] },
  p2: { board: [golem("A"), golem("B"), golem("C"), golem("D")] },
  actions: [{ type: "attack", attacker: "R", defender: "B" }],
  expect: { "A.zone": "graveyard", "B.zone": "graveyard", "C.zone": "graveyard", "D.zone": "board", "p2.board": ["CS2_186"] },
});
cardCase("GVG_113", {
  does: "with Lifesteal its hero is healed for the combat damage and again for the neighbours' (6 + 12)",
  p1: { hero: { card: "HERO_08", health: 10 }, board: [{ ...reaper, tags: { LIFESTEAL: 1 } }] },
  p2: { board: [golem("A"), golem("B"), golem("C")] },
  actions: [{ type: "attack", attacker: "R", defender: "B" }],
  expect: { "p1.hero.health": 28, "A.health": 1, "C.health": 1 },
  check: (r) => expect(events(r, "heal").map((e) => e.amount)).toEqual([6, 12]),
});
cardCase("GVG_113", {
  does: "killed by the defender's counter-hit, it still damages the neighbours (then dies)",
  p1: { board: [{ ...reaper, health: 2 }] },
  p2: { board: [golem("A"), golem("B"), golem("C")] },
  actions: [{ type: "attack", attacker: "R", defender: "B" }],
  expect: { "R.zone": "graveyard", "A.health": 1, "B.health": 1, "C.health": 1 },
});
cardCase("GVG_113", {
  does: "silenced, it is a vanilla 6/9: only the combat",
  p1: { board: [{ ...reaper, tags: { SILENCED: 1 } }] },
  p2: { board: [golem("A"), golem("B"), golem("C")] },
  actions: [{ type: "attack", attacker: "R", defender: "B" }],
  expect: { "A.health": 7, "B.health": 1, "C.health": 7, "events.damage": 2 },
});
cardCase("GVG_113", {
  does: "when attacked it deals only its combat damage: the attacker's neighbours are not hit",
  p1: { board: [golem("A"), golem("X"), golem("C")] },
  p2: { board: [reaper] },
  actions: [{ type: "attack", attacker: "X", defender: "R" }],
  expect: { "A.health": 7, "C.health": 7, "X.health": 1, "R.health": 2, "events.damage": 2 },
});
cardCase("GVG_113", {
  does: "neighbours are read after the combat triggers: the Imp that Imp Gang Boss summons to its right is hit, not the old neighbour",
  p1: { board: [reaper] },
  p2: { board: [golem("A"), { card: "BRM_006", ref: "G", health: 10 }, golem("C")] },
  actions: [{ type: "attack", attacker: "R", defender: "G" }],
  expect: { "A.health": 1, "G.health": 4, "C.health": 7, "p2.board": ["CS2_186", "BRM_006", "CS2_186"] },
  check: (r) => {
    // The Imp (1/1, summoned right of the Boss in the damage step) took the 6 and died.
    expect(events(r, "summon").map((e) => e.target?.card)).toEqual(["BRM_006t"]);
    expect(events(r, "damage").filter((e) => e.target?.card === "BRM_006t").map((e) => e.amount)).toEqual([6]);
  },
});
cardCase("GVG_113", {
  does: "a redirected attack hits the new defender's neighbours: Noble Sacrifice's Defender, summoned at the right end, shields the hero and its left neighbour is hit",
  p1: { board: [reaper] },
  p2: { board: [golem("A"), golem("B")], secrets: [{ card: "EX1_130" }] },
  actions: [{ type: "attack", attacker: "R", defender: "p2.hero" }],
  expect: { "p2.hero.health": 30, "A.health": 7, "B.health": 1, "p2.board": ["CS2_186", "CS2_186"] },
});
cardCase("GVG_113", {
  does: "redirected from a minion to Noble Sacrifice's Defender: the first defender, now its neighbour, takes the cleave, not the combat",
  p1: { board: [reaper] },
  p2: { board: [golem("A"), golem("B")], secrets: [{ card: "EX1_130" }] },
  actions: [{ type: "attack", attacker: "R", defender: "A" }],
  expect: { "A.health": 7, "B.health": 1, "R.health": 7 },
});

describeCard("GVG_113", () => {
  it("the neighbours' damage comes after both combat damage events, in the after-attack step, as one mass damage (both dealt, then the events in order of play)", () => {
    const r = run(request([
      { board: [reaper] },
      { board: [golem("A"), golem("B"), golem("C")] },
    ], [{ type: "attack", attacker: "R", defender: "B" }]));
    const dmg = events(r, "damage").map((e) => `${e.source?.ref}>${e.target?.ref}:${e.amount}`);
    expect(dmg).toEqual(["R>B:6", "B>R:7", "R>A:6", "R>C:6"]);
    // The trigger sits in the after-attack step's queue, sourced by the attacker.
    let inAfterAttack = 0;
    walk(r.trace, (n: TraceNode) => {
      if (n.kind === "step" && n.name === "after-attack") walk(n.children, (m) => { if (m.kind === "trigger" && m.keyword === "ATTACK_HITS_ADJACENT" && m.source.ref === "R") inAfterAttack++; });
    });
    expect(inAfterAttack).toBe(1);
  });

  it("with Windfury each attack hits the neighbours of its own defender", () => {
    const r = run(request([
      { board: [{ ...reaper, tags: { WINDFURY: 1 } }] },
      { board: [golem("A"), golem("B"), golem("C"), golem("D")] },
    ], [{ type: "attack", attacker: "R", defender: "A" }, { type: "attack", attacker: "R", defender: "D" }]));
    const hp = Object.fromEntries(r.state.players[1]!.board.map((e) => [e.ref, e.health]));
    // First attack: A 1 (combat), B 1 (cleave). Second: D 1 (combat), C 1 (cleave).
    expect(hp).toEqual({ A: 1, B: 1, C: 1, D: 1 });
  });
});
