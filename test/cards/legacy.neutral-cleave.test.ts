/**
 * Behaviour tests of Gnomelia, S.A.F.E. Pilot (TOY_100): "Rush. Also damages minions next to whomever this attacks.
 * Deathrattle: Deal 2 damage to all enemies." (Rush from the card data; the neighbours' damage is `attackHitsAdjacent`,
 * rules/combat.ts, whose own tests are in gvg.cleave.test.ts.)
 */
import { expect } from "vitest";
import { cardCase } from "../support/cards.js";
import { events } from "../support/engine.js";

const golem = (ref: string) => ({ card: "CS2_186", ref }); // War Golem 7/7
const yeti = (ref: string) => ({ card: "CS2_182", ref }); // Chillwind Yeti 4/5

cardCase("TOY_100", {
  does: "Rush: played this turn, it attacks a minion and hits the minions next to it for its Attack (4)",
  p1: { hand: [{ card: "TOY_100", ref: "G" }] },
  p2: { board: [golem("A"), { card: "CS2_231", ref: "B" }, golem("C"), golem("D")] },
  actions: [{ type: "play", card: "G" }, { type: "attack", attacker: "G", defender: "B" }],
  expect: { "B.zone": "graveyard", "A.health": 3, "C.health": 3, "D.health": 7, "G.health": 1, "p2.hero.health": 30 },
});
cardCase("TOY_100", {
  does: "Rush, not Charge: it may not attack the enemy hero the turn it is played",
  p1: { hand: [{ card: "TOY_100", ref: "G" }] },
  p2: { board: [golem("A")] },
  actions: [{ type: "play", card: "G" }, { type: "attack", attacker: "G", defender: "p2.hero" }],
  error: "illegal_action",
});
cardCase("TOY_100", {
  does: "killed by the counter-hit, it still hits the neighbours, then its Deathrattle deals 2 to every enemy (not its own side)",
  p1: { board: [{ card: "TOY_100", ref: "G" }, yeti("F")] },
  p2: { board: [golem("A"), yeti("B"), golem("C")] },
  actions: [{ type: "attack", attacker: "G", defender: "B" }],
  expect: {
    "G.zone": "graveyard", "A.health": 1, "B.zone": "graveyard", "C.health": 1, "F.health": 5,
    "p2.hero.health": 28, "p1.hero.health": 30,
  },
  check: (r) => {
    // Combat (2), the neighbours (2), then the Deathrattle's mass damage to the enemy hero and the three minions (4).
    const dmg = events(r, "damage").map((e) => `${e.source?.ref}>${e.target?.ref ?? e.target?.card}:${e.amount}`);
    expect(dmg.slice(0, 4)).toEqual(["G>B:4", "B>G:4", "G>A:4", "G>C:4"]);
    expect(dmg.slice(4).sort()).toEqual(["G>A:2", "G>B:2", "G>C:2", "G>HERO_01:2"].sort());
  },
});
cardCase("TOY_100", {
  does: "Deathrattle: 2 damage to the enemy hero and every enemy minion, none to its own side",
  p1: { board: [{ card: "TOY_100", ref: "G" }, yeti("F")] },
  p2: { board: [yeti("A"), yeti("B")] },
  actions: [{ type: "destroy", target: "G" }],
  expect: { "G.zone": "graveyard", "A.health": 3, "B.health": 3, "F.health": 5, "p2.hero.health": 28, "p1.hero.health": 30, "events.damage": 3 },
});
