/**
 * Behaviour tests of the March of the Lich King (RETURN_OF_THE_LICH_KING) Death Knight cards the engine implements (their Core reprints play as them). Corpses
 * (残骸) are the players' `corpses` in the snapshot: cases give the opponent Corpses too, so spending the wrong player's shows.
 */
import { describe, expect } from "vitest";
import { cardCase } from "../support/cards.js";
import { events } from "../support/engine.js";
import type { ResolveResult } from "../../src/engine/index.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";
import { runeCount } from "../../src/engine/hearthstone/cards/rune-costs.js";

const YETI = "CS2_182"; // 4/5
const GOLEM = "CS2_186"; // 7/7
const WISP = "CS2_231"; // 1/1
const RAPTOR = "CS2_172"; // 3/2
const deck = (n: number, p = "d") => Array.from({ length: n }, (_, i) => ({ card: WISP, ref: `${p}${i}` }));
const corpseEvents = (r: ResolveResult) => events(r, "corpses").map((e) => [e.player, e.amount]);

describe("March of the Lich King: Death Knight", () => {
  // Corpse Explosion: "Detonate a Corpse to deal $1 damage to all minions. If any are still alive, repeat this."
  cardCase("RLK_035", {
    does: "repeats until no minion is left alive: a 4/5 takes 5 runs, spending 5 of your Corpses (not the opponent's)",
    p1: { hand: [{ card: "RLK_035", ref: "C" }], board: [{ card: RAPTOR, ref: "R" }], corpses: 8 },
    p2: { board: [{ card: YETI, ref: "Y" }], corpses: 9 },
    actions: [{ type: "play", card: "C" }],
    expect: { "R.zone": "graveyard", "Y.zone": "graveyard", "p1.corpses": 3 + 1, "p2.corpses": 9 + 1, "p1.corpsesSpent": 5 },
    check: (r) => {
      // 5 runs: R is hit twice, Y five times; the deaths come after the spell.
      expect(events(r, "damage").filter((e) => e.target?.ref === "Y").length).toBe(5);
      expect(events(r, "damage").filter((e) => e.target?.ref === "R").length).toBe(5);
      expect(corpseEvents(r).slice(0, 5)).toEqual([[1, -1], [1, -1], [1, -1], [1, -1], [1, -1]]);
    },
  });
  cardCase("RLK_035", {
    does: "stops when the Corpses run out: 2 Corpses, 2 damage to each minion, the rest stay alive",
    p1: { hand: [{ card: "RLK_035", ref: "C" }], corpses: 2 },
    p2: { board: [{ card: YETI, ref: "Y" }, { card: GOLEM, ref: "G" }] },
    actions: [{ type: "play", card: "C" }],
    expect: { "Y.health": 3, "G.health": 5, "p1.corpses": 0, "p1.corpsesSpent": 2, "events.damage": 4 },
  });
  cardCase("RLK_035", {
    does: "the Core printing (CORE_RLK_035) plays the same: 2 Corpses, two runs",
    p1: { hand: [{ card: "CORE_RLK_035", ref: "C" }], corpses: 2 },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "C" }],
    expect: { "Y.health": 3, "p1.corpses": 0 },
  });
  cardCase("RLK_035", {
    does: "with no Corpse it does nothing",
    p1: { hand: [{ card: "RLK_035", ref: "C" }] },
    p2: { board: [{ card: YETI, ref: "Y" }], corpses: 5 },
    actions: [{ type: "play", card: "C" }],
    expect: { "Y.health": 5, "p2.corpses": 5, "events.damage": 0, "events.corpses": 0 },
  });
  cardCase("RLK_035", {
    does: "Spell Damage +1 adds to each run: the 4/5 dies after 3 runs (Kobold's own 2 Health after 1)",
    p1: { hand: [{ card: "RLK_035", ref: "C" }], board: [{ card: "CS2_142", ref: "K" }], corpses: 10 },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "C" }],
    expect: { "Y.zone": "graveyard", "K.zone": "graveyard", "p1.corpsesSpent": 3 },
  });

  // Soulbreaker: "After your hero attacks and kills a minion, gain 2 Corpses."
  cardCase("RLK_012", {
    does: "your hero kills a minion with it: you gain 2 Corpses (and the opponent 1 for the death)",
    p1: { weapon: { card: "RLK_012", ref: "S" } },
    p2: { board: [{ card: RAPTOR, ref: "R" }] },
    actions: [{ type: "attack", attacker: "p1.hero", defender: "R" }],
    expect: { "R.zone": "graveyard", "p1.corpses": 2, "p2.corpses": 1 },
  });
  cardCase("RLK_012", {
    does: "nothing when the minion survives, or when the hero attacks the enemy hero",
    p1: { weapon: { card: "RLK_012", ref: "S" } },
    p2: { board: [{ card: YETI, ref: "Y" }], deck: deck(2, "e") },
    actions: [{ type: "attack", attacker: "p1.hero", defender: "Y" }, { type: "endTurn" }, { type: "endTurn" }, { type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
    expect: { "Y.health": 2, "p2.hero.health": 27, "p1.corpses": 0, "events.corpses": 0 },
  });
  cardCase("RLK_012", {
    does: "nothing when a friendly minion kills one",
    p1: { weapon: { card: "RLK_012", ref: "S" }, board: [{ card: YETI, ref: "M" }] },
    p2: { board: [{ card: RAPTOR, ref: "R" }] },
    actions: [{ type: "attack", attacker: "M", defender: "R" }],
    expect: { "R.zone": "graveyard", "p1.corpses": 0, "p2.corpses": 1 },
  });

  // Vampiric Blood: "Give your hero +5 Health. Spend 3 Corpses to gain 5 more and draw a card."
  cardCase("RLK_051", {
    does: "with 3 Corpses: your hero +10 Health (maximum too), a card drawn, 3 of your Corpses spent",
    p1: { hand: [{ card: "RLK_051", ref: "V" }], hero: { card: "HERO_08", health: 20 }, deck: deck(2), corpses: 3 },
    p2: { corpses: 3, deck: deck(2, "e") },
    actions: [{ type: "play", card: "V" }],
    expect: { "p1.hero.health": 30, "p1.hero.maxHealth": 40, "p2.hero.health": 30, "p1.hand.length": 1, "p2.hand.length": 0, "p1.corpses": 0, "p2.corpses": 3 },
  });
  cardCase("RLK_051", {
    does: "with 2 Corpses: only +5, no draw",
    p1: { hand: [{ card: "RLK_051", ref: "V" }], deck: deck(2), corpses: 2 },
    actions: [{ type: "play", card: "V" }],
    expect: { "p1.hero.health": 35, "p1.hero.maxHealth": 35, "p1.hand.length": 0, "p1.corpses": 2 },
  });
});

// Necrotic Mortician: "Battlecry: If a friendly Undead died after your last turn, Discover an Unholy Rune card."
// "After your last turn": the turns after the player's previous turn ended (the player tag LAST_TURN_ENDED; without it,
// turns alternate). Wisp is an Undead; Bloodfen Raptor a Beast.
describe("Necrotic Mortician (RLK_116)", () => {
  const MORTICIAN = { card: "RLK_116", ref: "M" };
  const DK = { card: "HERO_11" };
  const play = [{ type: "play", card: "M" }];
  cardCase("RLK_116", {
    does: "a friendly Undead died on the opponent's turn (turn 4 of 5): three Unholy Rune cards are offered, the one taken goes to hand",
    p1: { hero: DK, hand: [MORTICIAN] },
    state: { deaths: [{ card: WISP, controller: 1, turn: 4 }] },
    actions: play, choices: [2],
    expect: { "events.discover": 1, "p1.hand.length": 1 },
    check: (r) => {
      const offered = events(r, "discover")[0]!.options as string[];
      expect(offered).toHaveLength(3);
      for (const id of offered) expect(runeCount(id, "unholy", findCard(id)?.sameAs), id).toBeGreaterThan(0);
      expect(r.state.players[0]!.hand[0]!.card).toBe(offered[2]);
    },
  });
  cardCase("RLK_116", {
    does: "a friendly Undead that died on your last turn (turn 3 of 5) does not count: no Discover",
    p1: { hero: DK, hand: [MORTICIAN] },
    state: { deaths: [{ card: WISP, controller: 1, turn: 3 }] },
    actions: play,
    expect: { "events.discover": 0, "p1.hand.length": 0 },
  });
  cardCase("RLK_116", {
    does: "an enemy Undead or a friendly Beast that died after your last turn does not count",
    p1: { hero: DK, hand: [MORTICIAN] },
    state: { deaths: [{ card: WISP, controller: 2, turn: 4 }, { card: RAPTOR, controller: 1, turn: 4 }] },
    actions: play,
    expect: { "events.discover": 0, "p1.hand.length": 0 },
  });
  cardCase("RLK_116", {
    does: "an Undead of yours that died this turn counts (killed by your own Fireball first)",
    p1: { hero: DK, hand: [MORTICIAN, { card: "CS2_029", ref: "F" }], board: [{ card: WISP, ref: "W" }], mana: { crystals: 10 } },
    actions: [{ type: "play", card: "F", target: "W" }, ...play], choices: [0],
    expect: { "W.zone": "graveyard", "events.discover": 1, "p1.hand.length": 1 },
  });
  cardCase("RLK_116", {
    does: "after an extra turn (LAST_TURN_ENDED 5 at turn 6, yours again): the Undead that died on turn 5 was your last turn's",
    p1: { hero: DK, hand: [MORTICIAN], tags: { LAST_TURN_ENDED: 5 } },
    state: { turn: 6, deaths: [{ card: WISP, controller: 1, turn: 5 }] },
    actions: play,
    expect: { "events.discover": 0 },
  });
  cardCase("RLK_116", {
    does: "ending a turn records it as the player's last: an Undead killed on the opponent's turn counts on yours",
    p1: { hero: DK, hand: [MORTICIAN], board: [{ card: WISP, ref: "W" }], deck: deck(3) },
    p2: { hand: [{ card: "CS2_029", ref: "F" }], mana: { crystals: 9 }, deck: deck(3, "e") },
    actions: [{ type: "endTurn" }, { type: "play", card: "F", target: "W" }, { type: "endTurn" }, ...play], choices: [0],
    expect: { "W.zone": "graveyard", "p1.tags.LAST_TURN_ENDED": 5, "p2.tags.LAST_TURN_ENDED": 6, "events.discover": 1 },
  });
  cardCase("RLK_116", {
    does: "… and one killed on your own previous turn does not",
    p1: { hero: DK, hand: [MORTICIAN, { card: "CS2_029", ref: "F" }], board: [{ card: WISP, ref: "W" }], mana: { crystals: 10 }, deck: deck(3) },
    p2: { deck: deck(3, "e") },
    actions: [{ type: "play", card: "F", target: "W" }, { type: "endTurn" }, { type: "endTurn" }, ...play],
    expect: { "W.zone": "graveyard", "p1.tags.LAST_TURN_ENDED": 5, "events.discover": 0 },
  });
});

// The amount `died` with `sinceYourLastTurn` as a client sends it: "Deal 1 damage for each friendly minion that died
// after your last turn" (turn 5: turn 4 is the opponent's, turn 3 yours).
cardCase("RLK_116", {
  does: "a client's spell counting the friendly deaths after your last turn: 2 (turns 4 and 5), not turn 3's nor the enemy's",
  cards: [{ id: "MY_GRUDGE", type: "SPELL", cost: 1, target: { type: "character" }, spell: [{ type: "damage", amount: { died: "minions", sinceYourLastTurn: true }, to: "target" }] }],
  p1: { hand: [{ card: "MY_GRUDGE", ref: "G" }] },
  p2: { board: [{ card: GOLEM, ref: "T" }] },
  state: { deaths: [{ card: WISP, controller: 1, turn: 3 }, { card: WISP, controller: 1, turn: 4 }, { card: RAPTOR, controller: 1, turn: 5 }, { card: WISP, controller: 2, turn: 4 }] },
  actions: [{ type: "play", card: "G", target: "T" }],
  expect: { "T.health": 5 },
});
