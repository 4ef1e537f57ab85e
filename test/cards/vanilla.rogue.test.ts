/**
 * Behaviour tests of the Classic-format (VANILLA) Rogue cards whose 2014 text differs from today's (the reprints with the
 * same text play as the current card and are tested there). "Combo" cases play a Wisp (0 mana) first.
 */
import { describe } from "vitest";
import { cardCase } from "../support/cards.js";

const deck = (n: number, p = "d") => Array.from({ length: n }, (_, i) => ({ card: "CS2_231", ref: `${p}${i}` }));
const wisp = { card: "CS2_231", ref: "Wp" };
const playWisp = { type: "play", card: "Wp" };
/** Fiery War Axe: a 3/2 weapon. */
const axe = { card: "CS2_106", ref: "AX" };

describe("VANILLA Rogue", () => {
  // Blade Flurry (2014): "Destroy your weapon and deal its damage to all enemies."
  cardCase("VAN_CS2_233", {
    does: "destroys your weapon and deals its Attack to every enemy, the enemy hero too; your side untouched",
    p1: { hand: [{ card: "VAN_CS2_233", ref: "B" }], weapon: axe, board: [{ card: "CS2_182", ref: "F" }] },
    p2: { board: [{ card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "play", card: "B" }],
    expect: { "Y.health": 2, "p2.hero.health": 27, "F.health": 5, "p1.hero.health": 30, "p1.weapon": null, "AX.zone": "graveyard" },
  });
  cardCase("VAN_CS2_233", {
    does: "Spell Damage +1 adds to it",
    p1: { hand: [{ card: "VAN_CS2_233", ref: "B" }], weapon: axe, board: [{ card: "CS2_142" }] },
    actions: [{ type: "play", card: "B" }],
    expect: { "p2.hero.health": 26 },
  });
  cardCase("VAN_CS2_233", {
    does: "without a weapon it cannot be played",
    p1: { hand: [{ card: "VAN_CS2_233", ref: "B" }] },
    actions: [{ type: "play", card: "B" }],
    error: "illegal_action",
  });

  // Preparation (2014): "The next spell you cast this turn costs (3) less."
  cardCase("VAN_EX1_145", {
    does: "your spells in hand cost 3 less (Sprint 5 → 2), minions and the opponent's spells do not",
    p1: { hand: [{ card: "VAN_EX1_145", ref: "P" }, { card: "CS2_077", ref: "S" }, { card: "CS2_182", ref: "Y" }] },
    p2: { hand: [{ card: "CS2_077", ref: "ES" }] },
    actions: [{ type: "play", card: "P" }],
    expect: { "S.cost": 2, "Y.cost": 4, "ES.cost": 5, "p1.hero.enchantments.0.card": "VAN_EX1_145o" },
  });
  cardCase("VAN_EX1_145", {
    does: "used up by the next spell (paid 3 less); a second spell pays in full",
    p1: { hand: [{ card: "VAN_EX1_145", ref: "P" }, { card: "CS2_077", ref: "S1" }, { card: "CS2_077", ref: "S2" }], deck: deck(10) },
    actions: [{ type: "play", card: "P" }, { type: "play", card: "S1" }],
    expect: { "S2.cost": 5, "p1.mana.used": 2 },
  });
  cardCase("VAN_EX1_145", {
    does: "this turn only",
    p1: { hand: [{ card: "VAN_EX1_145", ref: "P" }, { card: "CS2_077", ref: "S" }], deck: deck(2) },
    p2: { deck: deck(2, "e") },
    actions: [{ type: "play", card: "P" }, { type: "endTurn" }, { type: "endTurn" }],
    expect: { "S.cost": 5 },
  });

  // SI:7 Agent (2014): "Combo: Deal 2 damage."
  cardCase("VAN_EX1_134", {
    does: "Combo: 2 damage to the chosen character (not 3)",
    p1: { hand: [wisp, { card: "VAN_EX1_134", ref: "S" }] },
    p2: { board: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_182", ref: "Y2" }] },
    actions: [playWisp, { type: "play", card: "S", target: "Y" }],
    expect: { "Y.health": 3, "Y2.health": 5, "events.damage": 1 },
  });
  cardCase("VAN_EX1_134", {
    does: "as the first card of the turn it takes no target and deals nothing",
    p1: { hand: [{ card: "VAN_EX1_134", ref: "S" }] },
    p2: { board: [{ card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "play", card: "S", target: "Y" }],
    error: "illegal_action",
  });

  // Master of Disguise (2014): "Battlecry: Give a friendly minion Stealth."
  cardCase("VAN_NEW1_014", {
    does: "the friendly minion keeps Stealth past your next turn's start (no end): still not attackable two turns later",
    p1: { hand: [{ card: "VAN_NEW1_014", ref: "M" }], board: [{ card: "CS2_182", ref: "F" }], deck: deck(3) },
    p2: { board: [{ card: "CS2_182", ref: "Y" }], deck: deck(3, "e") },
    actions: [{ type: "play", card: "M", target: "F" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }, { type: "attack", attacker: "Y", defender: "F" }],
    error: "illegal_action",
  });
  cardCase("VAN_NEW1_014", {
    does: "Stealth on the target only, lost when it attacks",
    p1: { hand: [{ card: "VAN_NEW1_014", ref: "M" }], board: [{ card: "CS2_182", ref: "F" }], deck: deck(3) },
    p2: { board: [{ card: "CS2_182", ref: "Y" }], deck: deck(3, "e") },
    actions: [{ type: "play", card: "M", target: "F" }, { type: "attack", attacker: "F", defender: "p2.hero" }, { type: "endTurn" }, { type: "attack", attacker: "Y", defender: "F" }],
    expect: { "F.health": 1, "p2.hero.health": 26, "M.enchantments": undefined },
  });
  cardCase("VAN_NEW1_014", {
    does: "cannot target an enemy minion",
    p1: { hand: [{ card: "VAN_NEW1_014", ref: "M" }] },
    p2: { board: [{ card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "play", card: "M", target: "Y" }],
    error: "illegal_action",
  });

  // Patient Assassin (2014): "Stealth. Destroy any minion damaged by this minion."
  cardCase("VAN_EX1_522", {
    does: "a minion it damages in combat is destroyed",
    p1: { board: [{ card: "VAN_EX1_522", ref: "P" }] },
    p2: { board: [{ card: "CS2_200", ref: "O" }, { card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "attack", attacker: "P", defender: "O" }],
    expect: { "O.zone": "graveyard", "P.zone": "graveyard", "Y.zone": "board" },
  });
  cardCase("VAN_EX1_522", {
    does: "a hero it damages is only damaged",
    p1: { board: [{ card: "VAN_EX1_522", ref: "P" }] },
    actions: [{ type: "attack", attacker: "P", defender: "p2.hero" }],
    expect: { "p2.hero.health": 29, "outcome.over": false },
  });
  cardCase("VAN_EX1_522", {
    does: "has Stealth: the opponent cannot attack it",
    state: { activePlayer: 2 },
    p1: { board: [{ card: "VAN_EX1_522", ref: "P" }] },
    p2: { board: [{ card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "attack", attacker: "Y", defender: "P" }],
    error: "illegal_action",
  });
  cardCase("VAN_EX1_522", {
    does: "a minion attacking it is destroyed by its damage too",
    state: { activePlayer: 2 },
    p1: { board: [{ card: "VAN_EX1_522", ref: "P", tags: { STEALTH: 0 } }] },
    p2: { board: [{ card: "CS2_200", ref: "O" }] },
    actions: [{ type: "attack", attacker: "O", defender: "P" }],
    expect: { "O.zone": "graveyard", "P.zone": "graveyard" },
  });

  // Edwin VanCleef (2014): "Combo: Gain +2/+2 for each card played earlier this turn."
  cardCase("VAN_EX1_613", {
    does: "after two cards: +4/+4 (a 6/6)",
    p1: { hand: [wisp, { card: "GAME_005", ref: "Coin" }, { card: "VAN_EX1_613", ref: "E" }] },
    actions: [playWisp, { type: "play", card: "Coin" }, { type: "play", card: "E" }],
    expect: { "E.attack": 6, "E.health": 6 },
  });
  cardCase("VAN_EX1_613", {
    does: "as the first card of the turn: a plain 2/2",
    p1: { hand: [{ card: "VAN_EX1_613", ref: "E" }] },
    actions: [{ type: "play", card: "E" }],
    expect: { "E.attack": 2, "E.health": 2 },
  });
});
