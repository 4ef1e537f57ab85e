/**
 * Behaviour tests of Magnataur Alpha (AT_067): "Also damages the minions next to whomever he attacks." (`attackHitsAdjacent`,
 * rules/combat.ts; the mechanism's own tests are in gvg.cleave.test.ts with Foe Reaper 4000).
 */
import { cardCase } from "../support/cards.js";

const golem = (ref: string) => ({ card: "CS2_186", ref }); // War Golem 7/7

cardCase("AT_067", {
  does: "hits the minions next to the minion he attacks for his Attack (5); the rest of the board and both heroes untouched",
  p1: { board: [{ card: "AT_067", ref: "M" }, { card: "CS2_182", ref: "F" }] },
  p2: { board: [golem("A"), golem("B"), golem("C"), golem("D")] },
  actions: [{ type: "attack", attacker: "M", defender: "C" }],
  expect: { "A.health": 7, "B.health": 2, "C.health": 2, "D.health": 2, "F.health": 5, "p2.hero.health": 30, "p1.hero.health": 30, "M.zone": "graveyard" },
});
cardCase("AT_067", {
  does: "killed by the defender's counter-hit (3 Health), he still damages its neighbours",
  p1: { board: [{ card: "AT_067", ref: "M" }] },
  p2: { board: [{ card: "CS2_120", ref: "A" }, { card: "CS2_182", ref: "Y" }, { card: "CS2_120", ref: "C" }] },
  actions: [{ type: "attack", attacker: "M", defender: "Y" }],
  expect: { "M.zone": "graveyard", "Y.zone": "graveyard", "A.zone": "graveyard", "C.zone": "graveyard", "p2.board": [] },
});
cardCase("AT_067", {
  does: "attacking the enemy hero: no minion is damaged",
  p1: { board: [{ card: "AT_067", ref: "M" }] },
  p2: { board: [golem("A"), golem("B")] },
  actions: [{ type: "attack", attacker: "M", defender: "p2.hero" }],
  expect: { "p2.hero.health": 25, "A.health": 7, "B.health": 7, "events.damage": 1 },
});
