/**
 * Behaviour tests of the Into the Emerald Dream (EMERALD_DREAM) Demon Hunter cards (test/support/cards.ts).
 */
import { describe, expect, it } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { events, run } from "../support/engine.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";

const wisps = (n: number, p = "w") => Array.from({ length: n }, (_, i) => ({ card: "CS2_231", ref: `${p}${i}` }));
const endTurn = { type: "endTurn" };
void describe; void expect; void it; void describeCard; void events; void run; void findCard; void wisps; void endTurn;

// Felfire Blaze: "After you cast a Fel spell, destroy this and deal 2 damage to all enemies."
cardCase("FIR_904", {
  does: "after its player casts a Fel spell it is destroyed and deals 2 to every enemy, none to friends",
  p1: { board: [{ card: "FIR_904", ref: "B" }, { card: "CS2_120", ref: "F" }], hand: [{ card: "CORE_BT_035", ref: "S" }], deck: wisps(1) },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "play", card: "S" }],
  check: (r) => {
    expect(r.state.players[0]!.board.map((m) => m.card)).toEqual(["CS2_120"]);
    expect(r.state.players[0]!.board[0]!.health).toBe(3);
    expect(r.state.players[1]!.hero.health).toBe(28);
    expect(r.state.players[0]!.hero.health ?? 30).toBe(30);
    expect(r.state.players[1]!.board[0]!.health).toBe(3);
    expect(findCard("CORE_BT_035")!.spellSchool).toBe("FEL");
  },
});
cardCase("FIR_904", {
  does: "a spell of another school does nothing",
  p1: { board: [{ card: "FIR_904", ref: "B" }], hand: [{ card: "CS2_029", ref: "S" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "play", card: "S", target: "E" }],
  expect: { "B.zone": "board", "p2.hero.health": 30 },
});

// Defiled Spear: "After your hero attacks an enemy, deal your hero's Attack damage to another random enemy."
cardCase("EDR_842", {
  does: "after the hero attacks an enemy minion, its Attack (2) in damage to another enemy — here the enemy hero",
  p1: { weapon: { card: "EDR_842" } },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "attack", attacker: "p1.hero", defender: "E" }],
  expect: { "E.health": 3, "p2.hero.health": 28 },
});
cardCase("EDR_842", {
  does: "attacking the enemy hero: the other enemy is the minion",
  p1: { weapon: { card: "EDR_842" } },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
  expect: { "E.health": 3, "p2.hero.health": 28 },
});
cardCase("EDR_842", {
  does: "a minion's attack does nothing",
  p1: { weapon: { card: "EDR_842" }, board: [{ card: "CS2_120", ref: "A" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "attack", attacker: "A", defender: "p2.hero" }],
  expect: { "E.health": 5, "p2.hero.health": 28 },
});
