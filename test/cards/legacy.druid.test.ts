/** Legacy (LEGACY) Druid cards: one case per behaviour of each card's text. */
import { expect } from "vitest";
import { cardCase } from "../support/cards.js";
import { events } from "../support/engine.js";

const deck = (n: number, p = "d") => Array.from({ length: n }, (_, i) => ({ card: "CS2_231", ref: `${p}${i}` }));
const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231"; // 1/1
const KOBOLD = "CS2_142"; // 2/2, Spell Damage +1

// Claw: "Give your hero +2 Attack this turn. Gain 2 Armor."
cardCase("CS2_005", {
  does: "your hero gets +2 Attack and 2 Armor; the enemy hero nothing",
  p1: { hand: [{ card: "CS2_005", ref: "C" }] },
  actions: [{ type: "play", card: "C" }, { type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
  expect: { "p1.hero.attack": 2, "p1.hero.armor": 2, "p2.hero.health": 28, "p2.hero.armor": 0 },
});
cardCase("CS2_005", {
  does: "the Attack lasts this turn only; the Armor stays",
  p1: { hand: [{ card: "CS2_005", ref: "C" }] },
  actions: [{ type: "play", card: "C" }, { type: "endTurn" }],
  expect: { "p1.hero.attack": 0, "p1.hero.armor": 2 },
});

// Gift of the Wild: "Give your minions +2/+2 and Taunt."
cardCase("EX1_183", {
  does: "each of your minions gets +2/+2; the enemy's do not",
  p1: { board: [{ card: WISP, ref: "W" }, { card: YETI, ref: "Y" }], hand: [{ card: "EX1_183", ref: "G" }] },
  p2: { board: [{ card: WISP, ref: "E" }] },
  actions: [{ type: "play", card: "G" }],
  expect: { "W.attack": 3, "W.health": 3, "Y.attack": 6, "Y.health": 7, "E.attack": 1, "E.health": 1 },
  check: (r) => expect(r.state.players[0].board.map((m) => m.enchantments?.map((e) => e.card))).toEqual([["EX1_183e"], ["EX1_183e"]]),
});
cardCase("EX1_183", {
  does: "and Taunt: the enemy cannot attack your hero past them",
  p1: { board: [{ card: WISP, ref: "W" }], hand: [{ card: "EX1_183", ref: "G" }] },
  p2: { board: [{ card: WISP, ref: "E" }] },
  actions: [{ type: "play", card: "G" }, { type: "endTurn" }, { type: "attack", attacker: "E", defender: "p1.hero" }],
  error: "illegal_action",
});
cardCase("EX1_183", {
  does: "the enemy minions get no Taunt: your minion attacks their hero",
  p1: { board: [{ card: WISP, ref: "W" }], hand: [{ card: "EX1_183", ref: "G" }] },
  p2: { board: [{ card: WISP, ref: "E" }] },
  actions: [{ type: "play", card: "G" }, { type: "attack", attacker: "W", defender: "p2.hero" }],
  expect: { "p2.hero.health": 27 },
});

// Healing Touch: "Restore #8 Health."
cardCase("CS2_007", {
  does: "restores 8 Health to the chosen character",
  p1: { hero: { card: "HERO_06", health: 15 }, hand: [{ card: "CS2_007", ref: "H" }] },
  p2: { hero: { card: "HERO_01", health: 15 } },
  actions: [{ type: "play", card: "H", target: "p1.hero" }],
  expect: { "p1.hero.health": 23, "p2.hero.health": 15 },
});
cardCase("CS2_007", {
  does: "heals an enemy minion too, never above its maximum",
  p1: { hand: [{ card: "CS2_007", ref: "H" }] },
  p2: { board: [{ card: YETI, ref: "Y", health: 1 }] },
  actions: [{ type: "play", card: "H", target: "Y" }],
  expect: { "Y.health": 5 },
  check: (r) => expect(events(r, "heal").map((e) => e.amount)).toEqual([4]),
});

// Innervate: "Gain 1 Mana Crystal this turn only."
cardCase("EX1_169", {
  does: "gives 1 temporary crystal: 3 of 3 becomes 4 to spend, and the crystal is gone next turn",
  p1: { mana: { crystals: 3, used: 0 }, hand: [{ card: "EX1_169", ref: "I" }, { card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "I" }, { type: "play", card: "Y" }],
  expect: { "Y.zone": "board", "p1.mana.crystals": 3, "p1.mana.temp": 0 },
});
cardCase("EX1_169", {
  does: "only 1: 3 of 3 does not pay for a 5-cost card",
  p1: { mana: { crystals: 3, used: 0 }, hand: [{ card: "EX1_169", ref: "I" }, { card: "CS2_187", ref: "O" }] },
  actions: [{ type: "play", card: "I" }, { type: "play", card: "O" }],
  error: "illegal_action",
});
cardCase("EX1_169", {
  does: "the temporary crystal is not kept: it is not there after the turn",
  p1: { mana: { crystals: 3, used: 0 }, hand: [{ card: "EX1_169", ref: "I" }] },
  actions: [{ type: "play", card: "I" }, { type: "endTurn" }, { type: "endTurn" }],
  expect: { "p1.mana.crystals": 4, "p1.mana.temp": 0, "p1.mana.used": 0 },
});

// Mark of the Wild: "Give a minion Taunt and +2/+3."
cardCase("CS2_009", {
  does: "gives the chosen minion +2/+3 (an enemy one too)",
  p1: { hand: [{ card: "CS2_009", ref: "M" }] },
  p2: { board: [{ card: WISP, ref: "E" }, { card: WISP, ref: "F" }] },
  actions: [{ type: "play", card: "M", target: "E" }],
  expect: { "E.attack": 3, "E.health": 4, "E.maxHealth": 4, "F.attack": 1, "F.health": 1 },
  check: (r) => expect(r.state.players[1].board[0]!.enchantments?.map((e) => e.card)).toEqual(["CS2_009e"]),
});
cardCase("CS2_009", {
  does: "and Taunt: the enemy cannot attack your hero past it",
  p1: { board: [{ card: WISP, ref: "W" }], hand: [{ card: "CS2_009", ref: "M" }] },
  p2: { board: [{ card: WISP, ref: "E" }] },
  actions: [{ type: "play", card: "M", target: "W" }, { type: "endTurn" }, { type: "attack", attacker: "E", defender: "p1.hero" }],
  error: "illegal_action",
});
cardCase("CS2_009", {
  does: "cannot target a hero",
  p1: { board: [{ card: WISP }], hand: [{ card: "CS2_009", ref: "M" }] },
  actions: [{ type: "play", card: "M", target: "p1.hero" }],
  error: "illegal_action",
});

// Moonfire: "Deal $1 damage."
cardCase("CS2_008", {
  does: "deals 1 damage to the chosen character",
  p1: { hand: [{ card: "CS2_008", ref: "M" }] },
  p2: { board: [{ card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "M", target: "Y" }],
  expect: { "Y.health": 4, "p2.hero.health": 30, "events.damage": 1 },
});
cardCase("CS2_008", {
  does: "Spell Damage adds to it; a hero is a valid target",
  p1: { board: [{ card: KOBOLD }], hand: [{ card: "CS2_008", ref: "M" }] },
  actions: [{ type: "play", card: "M", target: "p2.hero" }],
  expect: { "p2.hero.health": 28 },
});

// Nordrassil Druid: "Battlecry: The next spell you cast this turn costs (3) less."
cardCase("CS3_012", {
  does: "your next spell this turn costs 3 less, the one after full price; minions are not reduced",
  p1: { hand: [{ card: "CS3_012", ref: "N" }, { card: YETI, ref: "Y" }, { card: "CS2_012", ref: "S" }, { card: "CS2_012", ref: "T" }] },
  actions: [{ type: "play", card: "N" }, { type: "play", card: "Y" }, { type: "play", card: "S", target: "p2.hero" }],
  // 4 (Druid) + 4 (Yeti, full price) + 0 (Swipe 3 - 3) = 8 used; the second Swipe costs 3 again.
  expect: { "p1.mana.used": 8, "T.cost": 3, "p2.hero.health": 26 },
});
cardCase("CS3_012", {
  does: "reduces spells by 3 while in hand (a 3-cost Swipe shows 0); the enemy's spells are untouched",
  p1: { hand: [{ card: "CS3_012", ref: "N" }, { card: "CS2_012", ref: "S" }, { card: "CS2_011", ref: "R" }] },
  p2: { hand: [{ card: "CS2_012", ref: "E" }] },
  actions: [{ type: "play", card: "N" }],
  expect: { "S.cost": 0, "R.cost": 0, "E.cost": 3 },
});
cardCase("CS3_012", {
  does: "lasts this turn only",
  p1: { hand: [{ card: "CS3_012", ref: "N" }, { card: "CS2_012", ref: "S" }] },
  actions: [{ type: "play", card: "N" }, { type: "endTurn" }, { type: "endTurn" }],
  expect: { "S.cost": 3 },
});

// Savage Roar: "Give your characters +2 Attack this turn."
cardCase("CS2_011", {
  does: "your hero and minions get +2 Attack; the enemy's do not",
  p1: { board: [{ card: WISP, ref: "W" }, { card: YETI, ref: "Y" }], hand: [{ card: "CS2_011", ref: "R" }] },
  p2: { board: [{ card: WISP, ref: "E" }] },
  actions: [{ type: "play", card: "R" }],
  expect: { "p1.hero.attack": 2, "W.attack": 3, "Y.attack": 6, "W.health": 1, "E.attack": 1, "p2.hero.attack": 0 },
});
cardCase("CS2_011", {
  does: "this turn only",
  p1: { board: [{ card: WISP, ref: "W" }], hand: [{ card: "CS2_011", ref: "R" }] },
  actions: [{ type: "play", card: "R" }, { type: "endTurn" }],
  expect: { "p1.hero.attack": 0, "W.attack": 1 },
});

// Starfire: "Deal $5 damage. Draw a card."
cardCase("EX1_173", {
  does: "deals 5 (+ Spell Damage) to the chosen character and you draw a card",
  p1: { board: [{ card: KOBOLD }], hand: [{ card: "EX1_173", ref: "S" }], deck: deck(2) },
  p2: { board: [{ card: "CS2_200", ref: "O" }], deck: deck(2, "e") },
  actions: [{ type: "play", card: "S", target: "O" }],
  expect: { "O.health": 1, "p2.hero.health": 30, "p1.hand.length": 1, "p2.hand.length": 0 },
});
cardCase("EX1_173", {
  does: "a hero is a valid target",
  p1: { hand: [{ card: "EX1_173", ref: "S" }], deck: deck(1) },
  actions: [{ type: "play", card: "S", target: "p2.hero" }],
  expect: { "p2.hero.health": 25, "p1.hand.length": 1 },
});

// Swipe: "Deal $4 damage to an enemy and $1 damage to all other enemies."
cardCase("CS2_012", {
  does: "4 to the chosen enemy, then 1 to every other enemy as one mass hit; your side is untouched",
  p1: { board: [{ card: WISP, ref: "W" }], hand: [{ card: "CS2_012", ref: "S" }] },
  p2: { board: [{ card: YETI, ref: "Y" }, { card: "CS2_200", ref: "O" }] },
  actions: [{ type: "play", card: "S", target: "Y" }],
  expect: { "Y.health": 1, "O.health": 6, "p2.hero.health": 29, "W.health": 1, "p1.hero.health": 30 },
  check: (r) => expect(events(r, "damage").map((e) => [e.target!.card, e.amount])).toEqual([["CS2_182", 4], ["HERO_01", 1], ["CS2_200", 1]]),
});
cardCase("CS2_012", {
  does: "Spell Damage adds to both parts",
  p1: { board: [{ card: KOBOLD }], hand: [{ card: "CS2_012", ref: "S" }] },
  p2: { board: [{ card: "CS2_200", ref: "O" }] },
  actions: [{ type: "play", card: "S", target: "p2.hero" }],
  expect: { "p2.hero.health": 25, "O.health": 5 },
});
cardCase("CS2_012", {
  does: "cannot target a friendly character",
  p1: { board: [{ card: WISP, ref: "W" }], hand: [{ card: "CS2_012", ref: "S" }] },
  actions: [{ type: "play", card: "S", target: "W" }],
  error: "illegal_action",
});

// Wild Growth: "Gain an empty Mana Crystal."
cardCase("CS2_013", {
  does: "gives an empty crystal: 5 of 5 becomes 6 crystals with 2 + 1 used",
  p1: { mana: { crystals: 5, used: 0 }, hand: [{ card: "CS2_013", ref: "W" }] },
  actions: [{ type: "play", card: "W" }],
  expect: { "p1.mana.crystals": 6, "p1.mana.used": 3, "p2.mana.crystals": 10, "p1.hand.length": 0 },
});
cardCase("CS2_013", {
  does: "at 10 crystals it gives Excess Mana (Draw a card) instead",
  p1: { hand: [{ card: "CS2_013", ref: "W" }], deck: deck(1) },
  actions: [{ type: "play", card: "W" }, { type: "play", card: "p1.hand.0" }],
  expect: { "p1.mana.crystals": 10, "p1.hand": ["CS2_231"], "p1.graveyard": ["CS2_013", "CS2_013t"] },
});
