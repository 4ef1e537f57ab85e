/**
 * Behaviour tests of the Across the Timeways (TIME_TRAVEL) Priest cards (test/support/cards.ts).
 */
import { expect, it } from "vitest";
import { cardCase, describeCard, runCase } from "../support/cards.js";
import { nodes, run } from "../support/engine.js";
import { expectTaken, giftDiscover } from "../support/dark-gift.js";
import { pastCard } from "../support/past.js";
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

// Eternus: "Battlecry: Take control of an enemy minion with this minion's Health or less."
cardCase("TIME_435", {
  does: "takes an enemy minion with 2 Health (its own Health) to its player's side",
  p1: { hand: [{ card: "TIME_435", ref: "E" }] },
  p2: { board: [{ card: "CS2_172", ref: "T" }, { card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "E", target: "T" }],
  expect: { "T.player": 1, "Y.player": 2, "p1.board": ["TIME_435", "CS2_172"] },
});
cardCase("TIME_435", {
  does: "a 3-Health enemy minion is out of reach",
  p1: { hand: [{ card: "TIME_435", ref: "E" }] },
  p2: { board: [{ card: "CS2_120", ref: "T" }] },
  actions: [{ type: "play", card: "E", target: "T" }],
  error: "illegal_action",
});
cardCase("TIME_435", {
  does: "a friendly minion is not a valid target",
  p1: { hand: [{ card: "TIME_435", ref: "E" }], board: [{ card: "CS2_231", ref: "F" }] },
  actions: [{ type: "play", card: "E", target: "F" }],
  error: "illegal_action",
});
cardCase("TIME_435", {
  does: "a client's card: the filter atMostOf (Attack at most this minion's)",
  cards: [{ id: "MY_TAMER", type: "MINION", cost: 3, attack: 3, health: 3,
    target: { type: "minion", side: "enemy", where: { atMostOf: { stat: "attack", of: "self" } } }, battlecry: [{ type: "destroy", to: "target" }] }],
  p1: { hand: [{ card: "MY_TAMER", ref: "M" }, { card: "MY_TAMER", ref: "M2" }] },
  p2: { board: [{ card: "CS2_172", ref: "R" }, { card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "M", target: "R" }],
  expect: { "R.zone": "graveyard", "Y.zone": "board" },
});
describeCard("TIME_435", () => {
  it("a client's card with atMostOf cannot target a minion with more Attack", () => {
    runCase({
      does: "client illegal",
      cards: [{ id: "MY_TAMER", type: "MINION", cost: 3, attack: 3, health: 3,
        target: { type: "minion", side: "enemy", where: { atMostOf: { stat: "attack", of: "self" } } }, battlecry: [{ type: "destroy", to: "target" }] }],
      p1: { hand: [{ card: "MY_TAMER", ref: "M" }] },
      p2: { board: [{ card: "CS2_182", ref: "Y" }] },
      actions: [{ type: "play", card: "M", target: "Y" }],
      error: "illegal_action",
    });
  });
});

// Intertwined Fate: "Discover a copy of a card from your deck and one from your opponent's."
cardCase("TIME_432", {
  does: "a copy of a card of its player's deck, then one of the opponent's deck; both decks keep their cards",
  choices: [0, 0],
  p1: { hand: [{ card: "TIME_432", ref: "I" }], deck: [{ card: "CS2_182", ref: "D" }] },
  p2: { deck: [{ card: "CS2_200", ref: "ED" }] },
  actions: [{ type: "play", card: "I" }],
  expect: { "p1.hand": ["CS2_182", "CS2_200"], "p1.deck": ["CS2_182"], "p2.deck": ["CS2_200"], "p2.hand": [], "events.discover": 2 },
});
cardCase("TIME_432", {
  does: "the opponent's deck empty: only the copy from its player's deck",
  choices: [0, 0],
  p1: { hand: [{ card: "TIME_432", ref: "I" }], deck: [{ card: "CS2_182", ref: "D" }] },
  actions: [{ type: "play", card: "I" }],
  expect: { "p1.hand": ["CS2_182"], "p1.deck": ["CS2_182"] },
});
describeCard("TIME_432", () => {
  it("a client's card: discover from the opponent's deck (side: enemy) takes a copy, their deck is unchanged", () => {
    runCase({
      does: "client enemy deck",
      cards: [{ id: "MY_PEEK", type: "SPELL", cost: 1, spell: [{ type: "discover", from: "deck", side: "enemy", where: { type: "minion" } }] }],
      choices: [0],
      p1: { hand: [{ card: "MY_PEEK", ref: "P" }], deck: [{ card: "CS2_231" }] },
      p2: { deck: [{ card: "CS2_029" }, { card: "CS2_182" }] },
      actions: [{ type: "play", card: "P" }],
      expect: { "p1.hand": ["CS2_182"], "p1.deck": ["CS2_231"], "p2.deck": ["CS2_029", "CS2_182"] },
    });
  });
});

// Divine Augur: "Battlecry: Set the Attack and Health of every minion in your hand to the higher of the two stats."
cardCase("TIME_429", {
  does: "2/3 becomes 3/3, 6/2 becomes 6/6 in its player's hand; spells and the enemy hand are untouched",
  p1: { hand: [{ card: "TIME_429", ref: "D" }, { card: "CS2_120", ref: "A" }, { card: "EX1_043", ref: "B" }, { card: "CS2_029", ref: "S" }] },
  p2: { hand: [{ card: "CS2_120", ref: "E" }] },
  actions: [{ type: "play", card: "D" }],
  expect: { "A.attack": 3, "A.health": 3, "B.attack": 4, "B.health": 4, "E.attack": 2, "E.health": 3, "D.attack": 4, "D.health": 5 },
});
cardCase("TIME_429", {
  does: "a client's card: an amount's min as another amount (the higher of Attack and Health)",
  cards: [{ id: "MY_EVEN", type: "SPELL", cost: 1, target: { type: "minion" },
    spell: [{ type: "buff", to: "target", setAttack: { stat: "attack", of: "each", min: { stat: "health", of: "each" } } }] }],
  p1: { hand: [{ card: "MY_EVEN", ref: "M" }], board: [{ card: "CS2_120", ref: "A" }] },
  actions: [{ type: "play", card: "M", target: "A" }],
  expect: { "A.attack": 3, "A.health": 3 },
});

// Wings of Eternity: "Discover a Dragon from the past with a Dark Gift." (rules-notes 480-482, 526)
describeCard("END_027", () => {
  it("three Dragons from the past (Wild cards with no Standard printing), each with a different gift; the one taken carries its gift", () => {
    for (const seed of [2, 5]) {
      const r = run({ seed, choices: [0], state: { turn: 5, activePlayer: 1, players: [{ hero: { card: "HERO_09" }, mana: { crystals: 10 }, hand: [{ card: "END_027", ref: "W" }] }, { mana: { crystals: 10 } }] },
        actions: [{ type: "play", card: "W" }] });
      const d = giftDiscover(r);
      for (const id of d.options) {
        const f = pastCard(id);
        expect(f?.type).toBe("MINION");
        expect(f!.races.some((x) => x === "DRAGON" || x === "ALL")).toBe(true);
      }
      expectTaken(r, d.options[0]!, d.gifts[0]!);
      expect(r.state.players[1]!.hand).toEqual([]);
    }
  });
});
