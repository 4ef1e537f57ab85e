/**
 * Behaviour tests of the RETURN_OF_THE_LICH_KING cards the library has (besides the Death Knight's): the Manathirst cards
 * (法力渴求, rules-notes 402) — each with exactly the Mana Crystals its Manathirst needs (spent ones count) and one fewer.
 */
import { expect } from "vitest";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";
import { cardCase } from "../support/cards.js";

const mana = (crystals: number) => ({ crystals, used: 0 });
const wisps = (n: number) => Array.from({ length: n }, () => ({ card: "CS2_231" }));

// Arcane Bolt: "Deal $2 damage. Manathirst (8): Deal $3 damage instead."
cardCase("RLK_843", {
  does: "8 Mana Crystals, 7 of them spent: 3 damage",
  p1: { mana: { crystals: 8, used: 7 }, hand: [{ card: "RLK_843", ref: "B" }] },
  actions: [{ type: "play", card: "B", target: "p2.hero" }],
  expect: { "p2.hero.health": 27 },
});
cardCase("RLK_843", {
  does: "7 Mana Crystals: 2 damage",
  p1: { mana: mana(7), hand: [{ card: "RLK_843", ref: "B" }] },
  actions: [{ type: "play", card: "B", target: "p2.hero" }],
  expect: { "p2.hero.health": 28 },
});

// Astalor Bloodsworn: "Battlecry: Add Astalor, the Protector to your hand. Manathirst (5): Deal 2 damage."
cardCase("RLK_222", {
  does: "5 crystals: Astalor, the Protector to your hand and 2 damage to the target",
  p1: { mana: mana(5), hand: [{ card: "RLK_222", ref: "A" }] },
  actions: [{ type: "play", card: "A", target: "p2.hero" }],
  expect: { "p1.hand": ["RLK_222t1"], "p2.hero.health": 28 },
});
cardCase("RLK_222", {
  does: "4 crystals: the card only; no target can be named",
  p1: { mana: mana(4), hand: [{ card: "RLK_222", ref: "A" }] },
  actions: [{ type: "play", card: "A" }],
  expect: { "p1.hand": ["RLK_222t1"], "p2.hero.health": 30 },
});
cardCase("RLK_222", {
  does: "4 crystals: naming a target is illegal",
  p1: { mana: mana(4), hand: [{ card: "RLK_222", ref: "A" }] },
  actions: [{ type: "play", card: "A", target: "p2.hero" }],
  error: "illegal_action",
});
// Astalor, the Protector: "Battlecry: Add Astalor, the Flamebringer to your hand. Manathirst (8): Gain 5 Armor."
cardCase("RLK_222t1", {
  does: "8 crystals: the Flamebringer to your hand and 5 Armor",
  p1: { mana: mana(8), hand: [{ card: "RLK_222t1", ref: "A" }] },
  actions: [{ type: "play", card: "A" }],
  expect: { "p1.hand": ["RLK_222t2"], "p1.hero.armor": 5 },
});
cardCase("RLK_222t1", {
  does: "7 crystals: no Armor",
  p1: { mana: mana(7), hand: [{ card: "RLK_222t1", ref: "A" }] },
  actions: [{ type: "play", card: "A" }],
  expect: { "p1.hand": ["RLK_222t2"], "p1.hero.armor": 0 },
});
// Astalor, the Flamebringer: "Battlecry: Deal 7 damage randomly split between all enemies. Manathirst (10): Deal 14 instead."
cardCase("RLK_222t2", {
  does: "10 crystals: 14 one-damage hits on the enemies (here only the hero)",
  p1: { mana: mana(10), hand: [{ card: "RLK_222t2", ref: "A" }] },
  actions: [{ type: "play", card: "A" }],
  expect: { "p2.hero.health": 16, "p1.hero.health": 30, "events.damage": 14 },
});
cardCase("RLK_222t2", {
  does: "9 crystals: 7 hits, never a friendly character",
  p1: { mana: mana(9), hand: [{ card: "RLK_222t2", ref: "A" }], board: [{ card: "CS2_182", ref: "F" }] },
  actions: [{ type: "play", card: "A" }],
  expect: { "p2.hero.health": 23, "F.health": 5, "events.damage": 7 },
});

// Coroner: "Battlecry: Freeze an enemy minion. Manathirst (6): Silence it first."
cardCase("RLK_951", {
  does: "6 crystals: the Taunt minion is silenced, then Frozen",
  p1: { mana: mana(6), hand: [{ card: "RLK_951", ref: "C" }] },
  p2: { board: [{ card: "CS2_125", ref: "T" }] },
  actions: [{ type: "play", card: "C", target: "T" }],
  expect: { "T.seen.TAUNT": undefined, "T.tags.SILENCED": 1, "T.tags.FROZEN": 1 },
});
cardCase("RLK_951", {
  does: "5 crystals: Frozen only, its Taunt kept",
  p1: { mana: mana(5), hand: [{ card: "RLK_951", ref: "C" }] },
  p2: { board: [{ card: "CS2_125", ref: "T" }] },
  actions: [{ type: "play", card: "C", target: "T" }],
  expect: { "T.seen.TAUNT": 1, "T.tags.SILENCED": undefined, "T.tags.FROZEN": 1 },
});

// Embers of Strength: "Summon two 1/2 Guards with Taunt. Manathirst (6): Give them +1/+2."
cardCase("RLK_960", {
  does: "6 crystals: two 2/4 Taunt Guards",
  p1: { mana: mana(6), hand: [{ card: "RLK_960", ref: "E" }] },
  actions: [{ type: "play", card: "E" }],
  expect: { "p1.board": ["RLK_960t", "RLK_960t"], "p1.board.0.attack": 2, "p1.board.0.health": 4, "p1.board.1.health": 4 },
  check: () => expect(findCard("RLK_960t")!.mechanics).toContain("TAUNT"),
});
cardCase("RLK_960", {
  does: "5 crystals: two 1/2 Guards",
  p1: { mana: mana(5), hand: [{ card: "RLK_960", ref: "E" }] },
  actions: [{ type: "play", card: "E" }],
  expect: { "p1.board": ["RLK_960t", "RLK_960t"], "p1.board.0.attack": 1, "p1.board.1.health": 2 },
});

// Feast and Famine: "Give your hero +3 Attack this turn. Manathirst (4): And Lifesteal."
cardCase("RLK_923", {
  does: "4 crystals: +3 Attack and Lifesteal this turn — the hero hits a Yeti for 3 and heals 3; gone next turn",
  p1: { mana: mana(4), hero: { card: "HERO_04", health: 20 }, hand: [{ card: "RLK_923", ref: "F" }] },
  p2: { board: [{ card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "F" }, { type: "attack", attacker: "p1.hero", defender: "Y" }, { type: "endTurn" }],
  expect: { "Y.health": 2, "p1.hero.health": 19, "p1.hero.attack": 0 },
});
cardCase("RLK_923", {
  does: "3 crystals: +3 Attack, no Lifesteal",
  p1: { mana: mana(3), hero: { card: "HERO_04", health: 20 }, hand: [{ card: "RLK_923", ref: "F" }] },
  p2: { board: [{ card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "F" }, { type: "attack", attacker: "p1.hero", defender: "Y" }],
  expect: { "Y.health": 2, "p1.hero.health": 16 },
});

// Flight of the Bronze: "Discover a Dragon. Manathirst (7): Summon a 5/5 Drake with Taunt."
cardCase("RLK_917", {
  does: "7 crystals: a Discovered Dragon in hand and a 5/5 Taunt Drake summoned",
  p1: { mana: mana(7), hand: [{ card: "RLK_917", ref: "F" }] },
  actions: [{ type: "play", card: "F" }],
  choices: [0],
  expect: { "p1.board": ["RLK_917t"], "p1.board.0.attack": 5, "p1.board.0.health": 5, "p1.hand.length": 1 },
  check: (r) => expect(findCard(r.state.players[0].hand[0]!.card)!.races).toEqual(expect.arrayContaining([expect.stringMatching(/^(DRAGON|ALL)$/)])),
});
cardCase("RLK_917", {
  does: "6 crystals: the Discover only",
  p1: { mana: mana(6), hand: [{ card: "RLK_917", ref: "F" }] },
  actions: [{ type: "play", card: "F" }],
  choices: [0],
  expect: { "p1.board": [], "p1.hand.length": 1 },
});

// Knight of the Dead: "Battlecry: Deal 5 damage to your hero. Manathirst (7): Restore #5 Health to your hero instead."
cardCase("NX2_021", {
  does: "7 crystals: restores 5 to your hero instead",
  p1: { mana: mana(7), hero: { card: "HERO_04", health: 20 }, hand: [{ card: "NX2_021", ref: "K" }] },
  actions: [{ type: "play", card: "K" }],
  expect: { "p1.hero.health": 25, "events.damage": 0 },
});
cardCase("NX2_021", {
  does: "6 crystals: 5 damage to your hero",
  p1: { mana: mana(6), hero: { card: "HERO_04", health: 20 }, hand: [{ card: "NX2_021", ref: "K" }] },
  actions: [{ type: "play", card: "K" }],
  expect: { "p1.hero.health": 15, "p2.hero.health": 30 },
});

// Last Stand: "Draw a Taunt minion. Manathirst (7): Double its stats."
cardCase("RLK_601", {
  does: "7 crystals: draws the Taunt minion (not the Wisp on top) and doubles it to 6/6",
  p1: { mana: mana(7), hand: [{ card: "RLK_601", ref: "L" }], deck: [{ card: "CS2_231" }, { card: "CS2_125", ref: "T" }] },
  actions: [{ type: "play", card: "L" }],
  expect: { "p1.hand": ["CS2_125"], "T.attack": 6, "T.health": 6, "p1.deck": ["CS2_231"] },
});
cardCase("RLK_601", {
  does: "6 crystals: draws it undoubled",
  p1: { mana: mana(6), hand: [{ card: "RLK_601", ref: "L" }], deck: [{ card: "CS2_231" }, { card: "CS2_125", ref: "T" }] },
  actions: [{ type: "play", card: "L" }],
  expect: { "p1.hand": ["CS2_125"], "T.attack": 3, "T.health": 3 },
});
cardCase("RLK_601", {
  does: "no Taunt minion in the deck: nothing drawn",
  p1: { mana: mana(7), hand: [{ card: "RLK_601", ref: "L" }], deck: wisps(2) },
  actions: [{ type: "play", card: "L" }],
  expect: { "p1.hand": [], "p1.deck.length": 2 },
});

// Sunfury Clergy: "Battlecry: Restore #3 Health to all friendly characters. Manathirst (6): Restore #6 Health instead."
cardCase("RLK_219", {
  does: "6 crystals: 6 to each friendly character, not the enemy's",
  p1: { mana: mana(6), hero: { card: "HERO_04", health: 20 }, hand: [{ card: "RLK_219", ref: "S" }], board: [{ card: "CS2_182", ref: "Y", health: 1 }] },
  p2: { hero: { card: "HERO_08", health: 20 } },
  actions: [{ type: "play", card: "S" }],
  expect: { "p1.hero.health": 26, "Y.health": 5, "p2.hero.health": 20 },
});
cardCase("RLK_219", {
  does: "5 crystals: 3 each",
  p1: { mana: mana(5), hero: { card: "HERO_04", health: 20 }, hand: [{ card: "RLK_219", ref: "S" }], board: [{ card: "CS2_182", ref: "Y", health: 1 }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "p1.hero.health": 23, "Y.health": 4 },
});

// Unleash Fel: "Deal $1 damage to all enemies. Manathirst (6): With Lifesteal."
cardCase("RLK_209", {
  does: "6 crystals: 1 to each enemy, your hero healed by the total (3)",
  p1: { mana: mana(6), hero: { card: "HERO_04", health: 20 }, hand: [{ card: "RLK_209", ref: "U" }], board: [{ card: "CS2_182", ref: "F" }] },
  p2: { board: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_182", ref: "Z" }] },
  actions: [{ type: "play", card: "U" }],
  expect: { "p2.hero.health": 29, "Y.health": 4, "Z.health": 4, "F.health": 5, "p1.hero.health": 23 },
});
cardCase("RLK_209", {
  does: "5 crystals: the damage without Lifesteal",
  p1: { mana: mana(5), hero: { card: "HERO_04", health: 20 }, hand: [{ card: "RLK_209", ref: "U" }] },
  p2: { board: [{ card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "U" }],
  expect: { "p2.hero.health": 29, "Y.health": 4, "p1.hero.health": 20 },
});

// Life from Death: "Draw 3 cards. Infuse (6): This costs (1)."
cardCase("NX2_011", {
  does: "the 6th friendly death while in hand: it costs 1 and still draws 3",
  p1: { hand: [{ card: "NX2_011", ref: "L", tags: { INFUSE_PROGRESS: 5 } }], board: [{ card: "CS2_231", ref: "W" }], deck: wisps(4), mana: { crystals: 1, used: 0 } },
  actions: [{ type: "destroy", target: "W" }, { type: "play", card: "L" }],
  expect: { "L.card": "NX2_011t", "p1.hand.length": 3, "p1.mana.used": 1 },
});
cardCase("NX2_011", {
  does: "uninfused: 6 Mana, 3 cards",
  p1: { hand: [{ card: "NX2_011", ref: "L" }], deck: wisps(4), mana: mana(6) },
  actions: [{ type: "play", card: "L" }],
  expect: { "p1.hand.length": 3, "p1.mana.used": 6 },
});
