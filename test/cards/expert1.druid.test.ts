/**
 * Classic (EXPERT1) Druid cards: one case per behaviour of each card's text. Choose One options are numbered in the
 * order the text gives them (`choose: 1` is the first); a play without `choose` takes a scripted `choices` entry or a
 * recorded seeded pick.
 */
import { expect, it } from "vitest";
import type { ResolveResult } from "../../src/engine/index.js";
import { cardCase, describeCard, runCase } from "../support/cards.js";
import { cards, player, request, run } from "../support/engine.js";

const deck = (n: number, p = "d") => Array.from({ length: n }, (_, i) => ({ card: "CS2_231", ref: `${p}${i}` }));
const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231"; // 1/1
const KOBOLD = "CS2_142"; // 2/2, Spell Damage +1
const FOOTMAN = "CS1_042"; // 1/2 Taunt

// Ancient of Lore: "Choose One - Draw 2 cards; or Restore #7 Health."
cardCase("NEW1_008", {
  does: "option 1 draws 2 cards and heals nothing",
  p1: { hero: { card: "HERO_06", health: 20 }, hand: [{ card: "NEW1_008", ref: "A" }], deck: deck(3) },
  actions: [{ type: "play", card: "A", choose: 1 }],
  expect: { "p1.hand.length": 2, "p1.deck.length": 1, "p1.hero.health": 20, "A.zone": "board", "events.heal": 0 },
});
cardCase("NEW1_008", {
  does: "option 2 restores 7 Health to the chosen character and draws nothing",
  p1: { hero: { card: "HERO_06", health: 20 }, hand: [{ card: "NEW1_008", ref: "A" }], deck: deck(3) },
  p2: { hero: { card: "HERO_01", health: 20 } },
  actions: [{ type: "play", card: "A", choose: 2, target: "p1.hero" }],
  expect: { "p1.hero.health": 27, "p2.hero.health": 20, "p1.hand.length": 0, "p1.deck.length": 3, "events.heal": 1 },
});
cardCase("NEW1_008", {
  does: "option 2 may heal an enemy minion, up to its maximum",
  p1: { hand: [{ card: "NEW1_008", ref: "A" }] },
  p2: { board: [{ card: "CS2_200", ref: "O", health: 1 }, { card: YETI, ref: "Y", health: 1 }] },
  actions: [{ type: "play", card: "A", choose: 2, target: "Y" }],
  expect: { "Y.health": 5, "O.health": 1 },
});
cardCase("NEW1_008", {
  does: "option 2 needs its target: the heal option without one is illegal",
  p1: { hand: [{ card: "NEW1_008", ref: "A" }] },
  actions: [{ type: "play", card: "A", choose: 2 }],
  error: "illegal_action",
});
cardCase("NEW1_008", {
  does: "without `choose`, the next scripted choice picks the option (0 = the first)",
  p1: { hero: { card: "HERO_06", health: 20 }, hand: [{ card: "NEW1_008", ref: "A" }], deck: deck(3) },
  actions: [{ type: "play", card: "A" }],
  choices: [0],
  expect: { "p1.hand.length": 2, "p1.hero.health": 20 },
  check: (r) => expect(r.random.map((d) => [d.purpose, d.chosen])).toEqual([["Choose One (scripted)", 0]]),
});

// Ancient of War: "Choose One - +5 Attack; or +5 Health and Taunt."
cardCase("EX1_178", {
  does: "option 1 gives itself +5 Attack (10/5, no Taunt); other minions are untouched",
  p1: { board: [{ card: YETI, ref: "Y" }], hand: [{ card: "EX1_178", ref: "A" }] },
  actions: [{ type: "play", card: "A", choose: 1 }],
  expect: { "A.attack": 10, "A.health": 5, "Y.attack": 4, "Y.health": 5 },
  check: (r) => expect(r.state.players[0].board[1]!.enchantments?.map((e) => e.card)).toEqual(["EX1_178be"]),
});
cardCase("EX1_178", {
  does: "option 2 gives itself +5 Health and Taunt (5/10)",
  p1: { hand: [{ card: "EX1_178", ref: "A" }] },
  actions: [{ type: "play", card: "A", choose: 2 }],
  expect: { "A.attack": 5, "A.health": 10, "A.maxHealth": 10 },
  check: (r) => expect(r.state.players[0].board[0]!.enchantments?.map((e) => e.card)).toEqual(["EX1_178ae"]),
});
cardCase("EX1_178", {
  does: "option 2's Taunt: the enemy cannot attack your hero past it",
  p1: { hand: [{ card: "EX1_178", ref: "A" }] },
  p2: { board: [{ card: WISP, ref: "E" }] },
  actions: [{ type: "play", card: "A", choose: 2 }, { type: "endTurn" }, { type: "attack", attacker: "E", defender: "p1.hero" }],
  error: "illegal_action",
});
cardCase("EX1_178", {
  does: "option 1 gives no Taunt: the enemy attacks your hero",
  p1: { hand: [{ card: "EX1_178", ref: "A" }] },
  p2: { board: [{ card: WISP, ref: "E" }] },
  actions: [{ type: "play", card: "A", choose: 1 }, { type: "endTurn" }, { type: "attack", attacker: "E", defender: "p1.hero" }],
  expect: { "p1.hero.health": 29 },
});

// Bite: "Give your hero +4 Attack this turn. Gain 4 Armor."
cardCase("EX1_570", {
  does: "your hero gets +4 Attack and 4 Armor; the enemy hero nothing",
  p1: { hand: [{ card: "EX1_570", ref: "B" }] },
  actions: [{ type: "play", card: "B" }],
  expect: { "p1.hero.attack": 4, "p1.hero.armor": 4, "p2.hero.attack": 0, "p2.hero.armor": 0 },
});
cardCase("EX1_570", {
  does: "the Attack lasts this turn only; the Armor stays",
  p1: { hand: [{ card: "EX1_570", ref: "B" }] },
  actions: [{ type: "play", card: "B" }, { type: "endTurn" }],
  expect: { "p1.hero.attack": 0, "p1.hero.armor": 4 },
});

// Cenarius: "Choose One - Give your other minions +2/+2; or Summon two 2/2 Treants with Taunt."
cardCase("EX1_573", {
  does: "option 1 gives your other minions +2/+2: not itself, not the enemy's",
  p1: { board: [{ card: WISP, ref: "W" }, { card: YETI, ref: "Y" }], hand: [{ card: "EX1_573", ref: "C" }] },
  p2: { board: [{ card: WISP, ref: "E" }] },
  actions: [{ type: "play", card: "C", choose: 1 }],
  expect: { "W.attack": 3, "W.health": 3, "Y.attack": 6, "Y.health": 7, "C.attack": 5, "C.health": 8, "E.attack": 1, "E.health": 1 },
});
cardCase("EX1_573", {
  does: "option 2 summons two 2/2 Taunt Treants on your side, buffing no one",
  p1: { board: [{ card: WISP, ref: "W" }], hand: [{ card: "EX1_573", ref: "C" }] },
  actions: [{ type: "play", card: "C", choose: 2 }],
  // One Treant on each side of Cenarius, the right one first (rules-notes 101).
  expect: { "p1.board": [WISP, "EX1_573t", "EX1_573", "EX1_573t"], "p2.board": [], "W.attack": 1, "W.health": 1,
    "p1.board.1.attack": 2, "p1.board.1.health": 2, "p1.board.3.attack": 2, "p1.board.3.health": 2 },
});
cardCase("EX1_573", {
  does: "option 2's Treants have Taunt: the enemy cannot attack past them",
  p1: { hand: [{ card: "EX1_573", ref: "C" }] },
  p2: { board: [{ card: WISP, ref: "E" }] },
  actions: [{ type: "play", card: "C", choose: 2 }, { type: "endTurn" }, { type: "attack", attacker: "E", defender: "C" }],
  error: "illegal_action",
});
cardCase("EX1_573", {
  does: "option 2 summons only as many Treants as there is room for",
  p1: { board: Array.from({ length: 5 }, () => ({ card: WISP })), hand: [{ card: "EX1_573", ref: "C" }] },
  actions: [{ type: "play", card: "C", choose: 2 }],
  expect: { "p1.board.length": 7, "p1.board.6.card": "EX1_573t" },
  check: (r) => expect(r.state.players[0].board.filter((m) => m.card === "EX1_573t")).toHaveLength(1),
});

// Druid of the Claw: "Choose One - Transform into a 7/6 with Rush; or a 4/9 with Taunt."
cardCase("EX1_165", {
  does: "option 1 transforms it into a 7/6 with Rush: it attacks a minion at once",
  p1: { hand: [{ card: "EX1_165", ref: "D" }] },
  p2: { board: [{ card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "D", choose: 1 }, { type: "attack", attacker: "D", defender: "Y" }],
  expect: { "D.card": "EX1_165t1", "D.attack": 7, "D.health": 2, "D.maxHealth": 6, "Y.zone": "graveyard" },
});
cardCase("EX1_165", {
  does: "the Rush form cannot attack the enemy hero the turn it is played (Rush, not Charge)",
  p1: { hand: [{ card: "EX1_165", ref: "D" }] },
  actions: [{ type: "play", card: "D", choose: 1 }, { type: "attack", attacker: "D", defender: "p2.hero" }],
  error: "illegal_action",
});
cardCase("EX1_165", {
  does: "option 2 transforms it into a 4/9 with Taunt",
  p1: { hand: [{ card: "EX1_165", ref: "D" }] },
  actions: [{ type: "play", card: "D", choose: 2 }],
  expect: { "D.card": "EX1_165t2", "D.attack": 4, "D.health": 9, "D.maxHealth": 9 },
});
cardCase("EX1_165", {
  does: "the 4/9's Taunt: the enemy cannot attack your hero past it",
  p1: { hand: [{ card: "EX1_165", ref: "D" }] },
  p2: { board: [{ card: WISP, ref: "E" }] },
  actions: [{ type: "play", card: "D", choose: 2 }, { type: "endTurn" }, { type: "attack", attacker: "E", defender: "p1.hero" }],
  error: "illegal_action",
});
cardCase("EX1_165", {
  does: "the 4/9 has no Rush: it cannot attack the turn it is played",
  p1: { hand: [{ card: "EX1_165", ref: "D" }] },
  p2: { board: [{ card: WISP, ref: "E" }] },
  actions: [{ type: "play", card: "D", choose: 2 }, { type: "attack", attacker: "D", defender: "E" }],
  error: "illegal_action",
});

// Force of Nature: "Summon three 2/2 Treants."
cardCase("EX1_571", {
  does: "summons three 2/2 Treants on your side, without Charge",
  p1: { hand: [{ card: "EX1_571", ref: "F" }] },
  actions: [{ type: "play", card: "F" }],
  expect: { "p1.board": ["EX1_tk9", "EX1_tk9", "EX1_tk9"], "p2.board": [], "p1.board.0.attack": 2, "p1.board.0.health": 2, "events.summon": 3 },
});
cardCase("EX1_571", {
  does: "the Treants cannot attack this turn",
  p1: { hand: [{ card: "EX1_571", ref: "F" }] },
  actions: [{ type: "play", card: "F" }, { type: "attack", attacker: "p1.board.0", defender: "p2.hero" }],
  error: "illegal_action",
});
cardCase("EX1_571", {
  does: "with five minions on board, only two Treants fit",
  p1: { board: Array.from({ length: 5 }, () => ({ card: WISP })), hand: [{ card: "EX1_571", ref: "F" }] },
  actions: [{ type: "play", card: "F" }],
  expect: { "p1.board.length": 7, "events.summon": 2 },
});
describeCard("NEW1_008", () => {
  const body = (seed: number, target?: string) => ({
    does: "", seed, check: () => {},
    p1: { hero: { card: "HERO_06", health: 20 }, hand: [{ card: "NEW1_008", ref: "A" }], deck: deck(3) },
    actions: [{ type: "play", card: "A", ...(target ? { target } : {}) }],
  });
  it("without `choose` or `choices`, a play naming no target takes the draw option (the only one it fits), recorded", () => {
    for (let seed = 1; seed <= 6; seed++) {
      const r = runCase(body(seed)) as ResolveResult;
      expect(r.random.map((d) => [d.purpose, d.candidates, d.chosen])).toEqual([["Choose One", ["0"], 0]]);
      expect([r.state.players[0].hand.length, r.state.players[0].hero.health]).toEqual([2, 20]);
    }
  });
  it("without `choose` or `choices`, a play naming a target takes the heal option, recorded", () => {
    for (let seed = 1; seed <= 6; seed++) {
      const r = runCase(body(seed, "p1.hero")) as ResolveResult;
      expect(r.random.map((d) => [d.purpose, d.candidates, d.chosen])).toEqual([["Choose One", ["1"], 1]]);
      expect([r.state.players[0].hand.length, r.state.players[0].hero.health]).toEqual([0, 27]);
    }
  });
});

// Keeper of the Grove: "Choose One - Deal 2 damage; or Silence a minion."
cardCase("EX1_166", {
  does: "option 1 deals 2 damage to the chosen character (a hero), no Spell Damage (it is not a spell)",
  p1: { board: [{ card: KOBOLD }], hand: [{ card: "EX1_166", ref: "K" }] },
  p2: { board: [{ card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "K", choose: 1, target: "p2.hero" }],
  expect: { "p2.hero.health": 28, "Y.health": 5, "events.damage": 1 },
});
cardCase("EX1_166", {
  does: "option 2 silences the chosen minion: its enchantments go",
  p1: { hand: [{ card: "EX1_166", ref: "K" }] },
  p2: { board: [{ card: WISP, ref: "E", attack: 5, enchantments: [{ card: "EX1_155ae" }] }, { card: WISP, ref: "X", attack: 5, enchantments: [{ card: "EX1_155ae" }] }] },
  actions: [{ type: "play", card: "K", choose: 2, target: "E" }],
  expect: { "E.attack": 1, "E.enchantments": undefined, "X.attack": 5, "p2.hero.health": 30, "events.damage": 0 },
});
cardCase("EX1_166", {
  does: "option 2 silences: the enemy Taunt no longer stops an attack on the hero",
  p1: { board: [{ card: YETI, ref: "Y" }], hand: [{ card: "EX1_166", ref: "K" }] },
  p2: { board: [{ card: FOOTMAN, ref: "F" }] },
  actions: [{ type: "play", card: "K", choose: 2, target: "F" }, { type: "attack", attacker: "Y", defender: "p2.hero" }],
  expect: { "p2.hero.health": 26, "F.tags.SILENCED": 1, "F.health": 2 },
});
cardCase("EX1_166", {
  does: "option 2 cannot silence a hero",
  p1: { hand: [{ card: "EX1_166", ref: "K" }] },
  p2: { board: [{ card: WISP }] },
  actions: [{ type: "play", card: "K", choose: 2, target: "p2.hero" }],
  error: "illegal_action",
});
cardCase("EX1_166", {
  does: "option 2 with no minion to silence still plays the Keeper, doing nothing",
  p1: { hand: [{ card: "EX1_166", ref: "K" }] },
  actions: [{ type: "play", card: "K", choose: 2 }],
  expect: { "p1.board": ["EX1_166"], "p2.hero.health": 30, "events.silence": 0 },
});

// Mark of Nature: "Choose One - Give a minion +4 Attack; or +4 Health and Taunt."
cardCase("EX1_155", {
  does: "option 1 gives the chosen minion +4 Attack only",
  p1: { board: [{ card: WISP, ref: "W" }, { card: WISP, ref: "X" }], hand: [{ card: "EX1_155", ref: "M" }] },
  actions: [{ type: "play", card: "M", choose: 1, target: "W" }],
  expect: { "W.attack": 5, "W.health": 1, "X.attack": 1 },
  check: (r) => expect(r.state.players[0].board[0]!.enchantments?.map((e) => e.card)).toEqual(["EX1_155ae"]),
});
cardCase("EX1_155", {
  does: "option 2 gives the chosen minion (an enemy one too) +4 Health and Taunt",
  p1: { board: [{ card: WISP, ref: "W" }], hand: [{ card: "EX1_155", ref: "M" }] },
  p2: { board: [{ card: WISP, ref: "E" }] },
  actions: [{ type: "play", card: "M", choose: 2, target: "E" }, { type: "attack", attacker: "W", defender: "p2.hero" }],
  error: "illegal_action",
});
cardCase("EX1_155", {
  does: "option 2's stats: +4 Health, Attack unchanged",
  p2: { board: [{ card: WISP, ref: "E" }] },
  p1: { hand: [{ card: "EX1_155", ref: "M" }] },
  actions: [{ type: "play", card: "M", choose: 2, target: "E" }],
  expect: { "E.attack": 1, "E.health": 5, "E.maxHealth": 5 },
  check: (r) => expect(r.state.players[1].board[0]!.enchantments?.map((e) => e.card)).toEqual(["EX1_155be"]),
});
cardCase("EX1_155", {
  does: "needs a minion: a hero is not a target, and with no minion it cannot be played",
  p1: { hand: [{ card: "EX1_155", ref: "M" }] },
  actions: [{ type: "play", card: "M", choose: 1, target: "p1.hero" }],
  error: "illegal_action",
});

// Naturalize: "Destroy a minion. Your opponent draws 2 cards."
cardCase("EX1_161", {
  does: "destroys the chosen minion; the opponent (not you) draws 2",
  p1: { board: [{ card: YETI, ref: "M" }], hand: [{ card: "EX1_161", ref: "N" }], deck: deck(3, "m") },
  p2: { board: [{ card: "CS2_200", ref: "O" }], deck: deck(3, "e") },
  actions: [{ type: "play", card: "N", target: "O" }],
  expect: { "O.zone": "graveyard", "M.zone": "board", "p2.hand.length": 2, "p2.deck.length": 1, "p1.hand.length": 0, "p1.deck.length": 3 },
});
cardCase("EX1_161", {
  does: "may destroy your own minion; the opponent still draws 2",
  p1: { board: [{ card: YETI, ref: "M" }], hand: [{ card: "EX1_161", ref: "N" }] },
  p2: { deck: deck(3, "e") },
  actions: [{ type: "play", card: "N", target: "M" }],
  expect: { "M.zone": "graveyard", "p2.hand.length": 2 },
});
cardCase("EX1_161", {
  does: "cannot target a hero",
  p1: { hand: [{ card: "EX1_161", ref: "N" }] },
  p2: { board: [{ card: WISP }] },
  actions: [{ type: "play", card: "N", target: "p2.hero" }],
  error: "illegal_action",
});

// Nourish: "Choose One - Gain 2 Mana Crystals; or Draw 3 cards."
cardCase("EX1_164", {
  does: "option 1 gives 2 full Mana Crystals and draws nothing",
  p1: { mana: { crystals: 5, used: 0 }, hand: [{ card: "EX1_164", ref: "N" }], deck: deck(4) },
  actions: [{ type: "play", card: "N", choose: 1 }],
  expect: { "p1.mana.crystals": 7, "p1.mana.used": 5, "p1.hand.length": 0 },
});
cardCase("EX1_164", {
  does: "option 2 draws 3 cards and gives no crystal",
  p1: { mana: { crystals: 5, used: 0 }, hand: [{ card: "EX1_164", ref: "N" }], deck: deck(4) },
  actions: [{ type: "play", card: "N", choose: 2 }],
  expect: { "p1.mana.crystals": 5, "p1.hand.length": 3, "p1.deck.length": 1, "p2.hand.length": 0 },
});

// Power of the Wild: "Choose One - Give your minions +1/+1; or Summon a 3/2 Panther."
cardCase("EX1_160", {
  does: "option 1 gives each of your minions +1/+1, not the enemy's",
  p1: { board: [{ card: WISP, ref: "W" }, { card: YETI, ref: "Y" }], hand: [{ card: "EX1_160", ref: "P" }] },
  p2: { board: [{ card: WISP, ref: "E" }] },
  actions: [{ type: "play", card: "P", choose: 1 }],
  expect: { "W.attack": 2, "W.health": 2, "Y.attack": 5, "Y.health": 6, "E.attack": 1, "E.health": 1, "p1.board.length": 2 },
});
cardCase("EX1_160", {
  does: "option 2 summons a 3/2 Panther on your side and buffs no one",
  p1: { board: [{ card: WISP, ref: "W" }], hand: [{ card: "EX1_160", ref: "P" }] },
  actions: [{ type: "play", card: "P", choose: 2 }],
  expect: { "p1.board": [WISP, "EX1_160t"], "p1.board.1.attack": 3, "p1.board.1.health": 2, "W.attack": 1, "p2.board": [] },
});

// Savagery: "Deal damage equal to your hero's Attack to a minion."
cardCase("EX1_578", {
  does: "deals your hero's Attack (after Claw: 2) to the chosen minion, plus Spell Damage",
  p1: { board: [{ card: KOBOLD }], hand: [{ card: "CS2_005", ref: "C" }, { card: "EX1_578", ref: "S" }] },
  p2: { hero: { card: "HERO_01", attack: 5 }, board: [{ card: "CS2_200", ref: "O" }] },
  actions: [{ type: "play", card: "C" }, { type: "play", card: "S", target: "O" }],
  expect: { "O.health": 4, "p2.hero.health": 30 },
});
cardCase("EX1_578", {
  does: "with a 0-Attack hero it deals no damage",
  p1: { hand: [{ card: "EX1_578", ref: "S" }] },
  p2: { board: [{ card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "S", target: "Y" }],
  expect: { "Y.health": 5, "events.damage": 0 },
});
cardCase("EX1_578", {
  does: "cannot target a hero",
  p1: { hand: [{ card: "EX1_578", ref: "S" }] },
  p2: { board: [{ card: YETI }] },
  actions: [{ type: "play", card: "S", target: "p2.hero" }],
  error: "illegal_action",
});

// Soul of the Forest: "Give your minions 'Deathrattle: Summon a 2/2 Treant.'"
cardCase("EX1_158", {
  does: "each of your minions gets the Deathrattle: when they die, a 2/2 Treant each on your side; enemy minions none",
  p1: { board: [{ card: WISP, ref: "W" }, { card: WISP, ref: "X" }], hand: [{ card: "EX1_158", ref: "S" }] },
  p2: { board: [{ card: WISP, ref: "E" }] },
  actions: [{ type: "play", card: "S" }, { type: "destroy", target: "W" }, { type: "destroy", target: "X" }, { type: "destroy", target: "E" }],
  expect: { "p1.board": ["EX1_158t", "EX1_158t"], "p1.board.0.attack": 2, "p1.board.0.health": 2, "p2.board": [] },
});
cardCase("EX1_158", {
  does: "gives nothing to minions that come later",
  p1: { hand: [{ card: "EX1_158", ref: "S" }, { card: WISP, ref: "W" }] },
  actions: [{ type: "play", card: "S" }, { type: "play", card: "W" }, { type: "destroy", target: "W" }],
  expect: { "p1.board": [] },
});

describeCard("EX1_158", () => {
  it("Soul of the Forest: each of your minions leaves a Treant", () => {
    const r = run(request([player({ board: [{ card: "CS2_231" }, { card: "CS2_182" }], hand: [{ card: "EX1_158", ref: "SF" }] }), player({ hand: [{ card: "CS2_032", ref: "FS" }] })],
      [{ type: "play", card: "SF" }, { type: "endTurn" }, { type: "play", card: "FS" }]));
    expect(cards(r.state.players[0].board)).toEqual(["EX1_158t", "EX1_158t"]);
  });

  it("a silenced minion loses the enchantment's deathrattle with the enchantment", () => {
    const r = run(request([player({ board: [{ card: "CS2_182", ref: "Y", enchantments: [{ card: "EX1_158e" }] }], hand: [{ card: "EX1_332", ref: "S" }] }), player()],
      [{ type: "play", card: "S", target: "Y" }, { type: "destroy", target: "Y" }]));
    expect(r.state.players[0].board).toEqual([]);
  });
});

// Starfall: "Choose One - Deal $5 damage to a minion; or $2 damage to all enemy minions."
cardCase("NEW1_007", {
  does: "option 1 deals 5 (+ Spell Damage) to the chosen minion only",
  p1: { board: [{ card: KOBOLD }], hand: [{ card: "NEW1_007", ref: "S" }] },
  p2: { board: [{ card: "CS2_200", ref: "O" }, { card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "S", choose: 1, target: "O" }],
  expect: { "O.health": 1, "Y.health": 5, "p2.hero.health": 30 },
});
cardCase("NEW1_007", {
  does: "option 1 cannot target a hero",
  p1: { hand: [{ card: "NEW1_007", ref: "S" }] },
  p2: { board: [{ card: YETI }] },
  actions: [{ type: "play", card: "S", choose: 1, target: "p2.hero" }],
  error: "illegal_action",
});
cardCase("NEW1_007", {
  does: "option 2 deals 2 (+ Spell Damage) to every enemy minion: not the enemy hero, not your minions",
  p1: { board: [{ card: KOBOLD, ref: "K" }], hand: [{ card: "NEW1_007", ref: "S" }] },
  p2: { board: [{ card: "CS2_200", ref: "O" }, { card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "S", choose: 2 }],
  expect: { "O.health": 4, "Y.health": 2, "p2.hero.health": 30, "K.health": 2, "events.damage": 2 },
});
cardCase("NEW1_007", {
  does: "option 2 takes no target",
  p1: { hand: [{ card: "NEW1_007", ref: "S" }] },
  p2: { board: [{ card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "S", choose: 2, target: "Y" }],
  error: "illegal_action",
});

// Wrath: "Choose One - Deal $3 damage to a minion; or $1 damage and draw a card."
cardCase("EX1_154", {
  does: "option 1 deals 3 to the chosen minion and draws nothing",
  p1: { hand: [{ card: "EX1_154", ref: "W" }], deck: deck(2) },
  p2: { board: [{ card: YETI, ref: "Y" }, { card: YETI, ref: "Z" }] },
  actions: [{ type: "play", card: "W", choose: 1, target: "Y" }],
  expect: { "Y.health": 2, "Z.health": 5, "p1.hand.length": 0 },
});
cardCase("EX1_154", {
  does: "option 2 deals 1 (+ Spell Damage) to the chosen minion and you draw a card",
  p1: { board: [{ card: KOBOLD }], hand: [{ card: "EX1_154", ref: "W" }], deck: deck(2) },
  p2: { board: [{ card: YETI, ref: "Y" }], deck: deck(2, "e") },
  actions: [{ type: "play", card: "W", choose: 2, target: "Y" }],
  expect: { "Y.health": 3, "p1.hand.length": 1, "p1.deck.length": 1, "p2.hand.length": 0 },
});
cardCase("EX1_154", {
  does: "cannot target a hero",
  p1: { hand: [{ card: "EX1_154", ref: "W" }] },
  p2: { board: [{ card: YETI }] },
  actions: [{ type: "play", card: "W", choose: 2, target: "p2.hero" }],
  error: "illegal_action",
});
