/**
 * Behaviour tests of the Across the Timeways (TIME_TRAVEL) Priest cards (test/support/cards.ts).
 */
import { expect, it } from "vitest";
import { cardCase, describeCard, runCase } from "../support/cards.js";
import { nodes } from "../support/engine.js";
import type { ResolveResult } from "../../src/engine/index.js";

const wisps = (n: number, p = "w") => Array.from({ length: n }, (_, i) => ({ card: "CS2_231", ref: `${p}${i}` }));
const rewinds = (r: ResolveResult) => nodes(r, "step").filter((s) => s.name === "rewind").map((s) => s.choice);

// Amber Priestess: "Taunt Battlecry: Restore Health to a character equal to this minion's Health."
cardCase("TIME_431", {
  does: "heals the chosen character by its own Health (4), not another",
  p1: { hand: [{ card: "TIME_431", ref: "A" }], hero: { card: "HERO_09", health: 20 }, board: [{ card: "CS2_182", ref: "F", health: 1 }] },
  p2: { hero: { card: "HERO_01", health: 20 } },
  actions: [{ type: "play", card: "A", target: "F" }],
  expect: { "F.health": 5, "p1.hero.health": 20, "p2.hero.health": 20, "A.seen.TAUNT": 1 },
});
cardCase("TIME_431", {
  does: "the amount is its Health as the battlecry resolves (a buffed Priestess heals more)",
  p1: { hand: [{ card: "TIME_431", ref: "A" }], hero: { card: "HERO_09", health: 10 }, board: [{ card: "CS2_222" }] },
  actions: [{ type: "play", card: "A", target: "p1.hero" }],
  expect: { "p1.hero.health": 15 },
});
cardCase("TIME_431", {
  does: "a character is always there to target: played without one is illegal",
  p1: { hand: [{ card: "TIME_431", ref: "A" }] },
  actions: [{ type: "play", card: "A" }],
  error: "illegal_action",
});

// Power Word: Barrier: "Give a character Divine Shield. Give minions in your hand +2 Health."
cardCase("TIME_447", {
  does: "Divine Shield on the target only; +2 Health to the minions in its player's hand, not spells nor the enemy hand",
  p1: { hand: [{ card: "TIME_447", ref: "P" }, { card: "CS2_182", ref: "H1" }, { card: "CS2_029", ref: "S" }], board: [{ card: "CS2_182", ref: "F" }, { card: "CS2_182", ref: "F2" }] },
  p2: { hand: [{ card: "CS2_182", ref: "EH" }] },
  actions: [{ type: "play", card: "P", target: "F" }],
  expect: { "F.seen.DIVINE_SHIELD": 1, "F2.seen.DIVINE_SHIELD": undefined, "H1.health": 7, "EH.health": 5, "F.health": 5 },
});
cardCase("TIME_447", {
  does: "needs a target",
  p1: { hand: [{ card: "TIME_447", ref: "P" }] },
  actions: [{ type: "play", card: "P" }],
  error: "illegal_action",
});

// Cleansing Lightspawn: "Lifesteal Battlecry: Deal damage to an enemy minion equal to this minion's Health."
cardCase("TIME_427", {
  does: "deals its Health (3) to the enemy minion, healing its hero as much (Lifesteal)",
  p1: { hand: [{ card: "TIME_427", ref: "C" }], hero: { card: "HERO_09", health: 20 } },
  p2: { board: [{ card: "CS2_182", ref: "E" }, { card: "CS2_182", ref: "E2" }] },
  actions: [{ type: "play", card: "C", target: "E" }],
  expect: { "E.health": 2, "E2.health": 5, "p1.hero.health": 23, "p2.hero.health": 30 },
});
cardCase("TIME_427", {
  does: "a friendly minion is not a valid target",
  p1: { hand: [{ card: "TIME_427", ref: "C" }], board: [{ card: "CS2_182", ref: "F" }] },
  p2: { board: [{ card: "CS2_182" }] },
  actions: [{ type: "play", card: "C", target: "F" }],
  error: "illegal_action",
});
cardCase("TIME_427", {
  does: "no enemy minion: played without a target",
  p1: { hand: [{ card: "TIME_427", ref: "C" }] },
  actions: [{ type: "play", card: "C" }],
  expect: { "C.zone": "board", "events.damage": 0 },
});

// Disciple of the Dove: "Battlecry: Draw a minion. Give minions in your hand +2 Health."
cardCase("TIME_037", {
  does: "draws a minion, not the spell; the minions in hand (the drawn one too) get +2 Health",
  p1: { hand: [{ card: "TIME_037", ref: "D" }, { card: "CS2_182", ref: "H" }, { card: "CS2_029", ref: "S" }], deck: [{ card: "CS2_029", ref: "DS" }, { card: "CS2_231", ref: "DW" }] },
  p2: { hand: [{ card: "CS2_182", ref: "EH" }] },
  actions: [{ type: "play", card: "D" }],
  expect: { "DW.zone": "hand", "DS.zone": "deck", "DW.health": 3, "H.health": 7, "EH.health": 5, "D.health": 2 },
});
cardCase("TIME_037", {
  does: "no minion in the deck: no draw, no fatigue; the hand still gets +2 Health",
  p1: { hand: [{ card: "TIME_037", ref: "D" }, { card: "CS2_182", ref: "H" }], deck: [{ card: "CS2_029", ref: "DS" }] },
  actions: [{ type: "play", card: "D" }],
  expect: { "DS.zone": "deck", "H.health": 7, "events.fatigue": 0 },
});

// Cease to Exist: "Rewind Silence and destroy a random enemy minion."
cardCase("TIME_433", {
  does: "the one enemy minion is silenced and destroyed — its Deathrattle does not resolve; friendly minions are spared",
  p1: { hand: [{ card: "TIME_433", ref: "C" }], board: [{ card: "CS2_182", ref: "F" }] },
  p2: { board: [{ card: "FP1_007", ref: "E" }] },
  choices: [0],
  actions: [{ type: "play", card: "C" }],
  expect: { "E.zone": "graveyard", "F.zone": "board", "p2.board": [], "events.silence": 1, "events.destroy": 1 },
  check: (r) => expect(rewinds(r)).toEqual(["keep"]),
});
describeCard("TIME_433", () => {
  it("destroys exactly one of two enemy minions, for every seed", () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      runCase({
        does: "one of two", seed, choices: [0],
        p1: { hand: [{ card: "TIME_433", ref: "C" }] },
        p2: { board: [{ card: "CS2_182", ref: "E1" }, { card: "CS2_200", ref: "E2" }] },
        actions: [{ type: "play", card: "C" }],
        check: (r) => expect(r.state.players[1]!.board).toHaveLength(1),
      });
    }
  });
  it("Rewind: rewinding plays it again from before, so still exactly one minion is gone", () => {
    for (const seed of [1, 2, 3, 4]) {
      runCase({
        does: "rewind", seed, choices: [1],
        p1: { hand: [{ card: "TIME_433", ref: "C" }] },
        p2: { board: [{ card: "CS2_182", ref: "E1" }, { card: "CS2_200", ref: "E2" }] },
        actions: [{ type: "play", card: "C" }],
        expect: { "p1.mana.used": 3, "C.zone": "graveyard" },
        check: (r) => {
          expect(rewinds(r)).toEqual(["rewind"]);
          expect(r.state.players[1]!.board).toHaveLength(1);
        },
      });
    }
  });
  it("no enemy minion: it can still be cast and does nothing", () => {
    runCase({
      does: "empty", choices: [0], p1: { hand: [{ card: "TIME_433", ref: "C" }], board: wisps(1) },
      actions: [{ type: "play", card: "C" }],
      expect: { "C.zone": "graveyard", "events.destroy": 0, "p1.board": ["CS2_231"] },
    });
  });
});
