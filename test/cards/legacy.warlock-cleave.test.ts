/**
 * Behaviour tests of Enslaved Fel Lord (CS3_021): "Taunt. Also damages the minions next to whomever this attacks."
 * (Taunt from the card data; the neighbours' damage is `attackAlsoHitsAdjacent`, rules/combat.ts, whose own tests are in
 * gvg.cleave.test.ts.)
 */
import { cardCase } from "../support/cards.js";

const golem = (ref: string) => ({ card: "CS2_186", ref }); // War Golem 7/7

cardCase("CS3_021", {
  does: "hits the minions next to the minion it attacks for its Attack (4); its own side and the rest untouched",
  p1: { board: [{ card: "CS3_021", ref: "L" }, { card: "CS2_182", ref: "F" }] },
  p2: { board: [golem("A"), golem("B"), golem("C"), golem("D")] },
  actions: [{ type: "attack", attacker: "L", defender: "B" }],
  expect: { "A.health": 3, "B.health": 3, "C.health": 3, "D.health": 7, "F.health": 5, "L.health": 3, "p2.hero.health": 30 },
});
cardCase("CS3_021", {
  does: "attacking the enemy hero: no minion is damaged",
  p1: { board: [{ card: "CS3_021", ref: "L" }] },
  p2: { board: [golem("A"), golem("B")] },
  actions: [{ type: "attack", attacker: "L", defender: "p2.hero" }],
  expect: { "p2.hero.health": 26, "A.health": 7, "B.health": 7, "events.damage": 1 },
});
cardCase("CS3_021", {
  does: "Taunt: an enemy minion may not attack past it",
  p1: { board: [{ card: "CS2_182", ref: "E" }] },
  p2: { board: [{ card: "CS3_021", ref: "L" }, golem("B")] },
  actions: [{ type: "attack", attacker: "E", defender: "p2.hero" }],
  error: "illegal_action",
});
cardCase("CS3_021", {
  does: "attacked (as the Taunt it is), it deals only its combat damage: the attacker's neighbours are not hit",
  p1: { board: [golem("A"), golem("X"), golem("C")] },
  p2: { board: [{ card: "CS3_021", ref: "L" }] },
  actions: [{ type: "attack", attacker: "X", defender: "L" }],
  expect: { "A.health": 7, "C.health": 7, "X.health": 3, "L.health": 3, "events.damage": 2 },
});
