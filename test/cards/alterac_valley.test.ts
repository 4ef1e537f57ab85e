/**
 * Behaviour tests of the ALTERAC_VALLEY cards the library has: the Honorable Kill cards (荣誉消灭, rules-notes 401) — a hit
 * that leaves a minion at exactly 0 Health on its controller's turn. River Crocolisk (CS2_120, 2/3) set to the needed Health
 * is the usual victim; a Wisp (1/1) hit for more than 1 is the Overkill that is no Honorable Kill.
 */
import { expect } from "vitest";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";
import { cardCase } from "../support/cards.js";
import { nodes } from "../support/engine.js";

const croc = (health: number, ref = "V") => ({ card: "CS2_120", ref, health });
const wisps = (n: number) => Array.from({ length: n }, () => ({ card: "CS2_231" }));
const honorable = (r: Parameters<NonNullable<Parameters<typeof cardCase>[1]["check"]>>[0]) => nodes(r, "trigger").filter((n) => n.keyword === "HONORABLE_KILL").length;

// Bloodseeker: "Honorable Kill: Gain +1/+1."
cardCase("AV_244", {
  does: "its hero kills a 2-Health minion exactly: the weapon +1/+1, then the attack's Durability loss (3/2)",
  p1: { weapon: { card: "AV_244", ref: "B" } },
  p2: { board: [croc(2)] },
  actions: [{ type: "attack", attacker: "p1.hero", defender: "V" }],
  expect: { "V.zone": "graveyard", "p1.weapon.attack": 3, "p1.weapon.durability": 2 },
});
cardCase("AV_244", {
  does: "an overkill (a Wisp) gives nothing",
  p1: { weapon: { card: "AV_244", ref: "B" } },
  p2: { board: [{ card: "CS2_231", ref: "W" }] },
  actions: [{ type: "attack", attacker: "p1.hero", defender: "W" }],
  expect: { "W.zone": "graveyard", "p1.weapon.attack": 2, "p1.weapon.durability": 1 },
});

// Corporal: "Honorable Kill: Give your other minions Divine Shield."
cardCase("AV_122", {
  does: "your other minions gain Divine Shield, not itself nor the enemy's",
  p1: { board: [{ card: "AV_122", ref: "C" }, { card: "CS2_182", ref: "A" }] },
  p2: { board: [croc(2), { card: "CS2_182", ref: "E" }] },
  actions: [{ type: "attack", attacker: "C", defender: "V" }],
  expect: { "A.seen.DIVINE_SHIELD": 1, "C.seen.DIVINE_SHIELD": undefined, "E.seen.DIVINE_SHIELD": undefined },
});

// Deliverance: "Deal $3 damage to a minion. Honorable Kill: Summon a new 3/3 copy of it."
cardCase("AV_315", {
  does: "a Yeti at 3 Health dies: you get a new 3/3 Yeti",
  p1: { hand: [{ card: "AV_315", ref: "D" }] },
  p2: { board: [{ card: "CS2_182", ref: "Y", health: 3 }] },
  actions: [{ type: "play", card: "D", target: "Y" }],
  expect: { "Y.zone": "graveyard", "p1.board": ["CS2_182"], "p1.board.0.attack": 3, "p1.board.0.health": 3, "p2.board": [] },
});
cardCase("AV_315", {
  does: "a full-Health Yeti survives: no copy",
  p1: { hand: [{ card: "AV_315", ref: "D" }] },
  p2: { board: [{ card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "D", target: "Y" }],
  expect: { "Y.health": 2, "p1.board": [] },
});

// Dragonbane Shot: "Deal $2 damage. Honorable Kill: Add a Dragonbane Shot to your hand."
cardCase("ONY_010", {
  does: "kills a 2-Health minion exactly: a Dragonbane Shot in your hand",
  p1: { hand: [{ card: "ONY_010", ref: "S" }] },
  p2: { board: [croc(2)] },
  actions: [{ type: "play", card: "S", target: "V" }],
  expect: { "p1.hand": ["ONY_010"], "V.zone": "graveyard" },
});
cardCase("ONY_010", {
  does: "a hero at 2 Health is no minion: no card",
  p1: { hand: [{ card: "ONY_010", ref: "S" }] },
  p2: { hero: { card: "HERO_08", health: 2 } },
  actions: [{ type: "play", card: "S", target: "p2.hero" }],
  expect: { "p1.hand": [], "p2.hero.health": 0 },
});

// Dreadprison Glaive: "Honorable Kill: Deal damage equal to your hero's Attack to the enemy hero."
cardCase("AV_209", {
  does: "its hero kills a Wisp exactly (1 Attack): 1 damage to the enemy hero",
  p1: { weapon: { card: "AV_209", ref: "G" } },
  p2: { board: [{ card: "CS2_231", ref: "W" }] },
  actions: [{ type: "attack", attacker: "p1.hero", defender: "W" }],
  expect: { "W.zone": "graveyard", "p2.hero.health": 29, "p1.hero.health": 29 },
});

// Frantic Hippogryph: "Rush. Honorable Kill: Gain Windfury."
cardCase("AV_215", {
  does: "played, it Rushes a 3-Health minion exactly, gains Windfury and attacks again",
  p1: { hand: [{ card: "AV_215", ref: "H" }] },
  p2: { board: [croc(3), { card: "CS2_231", ref: "W" }] },
  actions: [{ type: "play", card: "H" }, { type: "attack", attacker: "H", defender: "V" }, { type: "attack", attacker: "H", defender: "W" }],
  expect: { "V.zone": "graveyard", "W.zone": "graveyard", "H.seen.WINDFURY": 1 },
});

// Gnome Private: "Honorable Kill: Gain +2 Attack."
cardCase("AV_121", {
  does: "kills a Wisp exactly: 3 Attack",
  p1: { board: [{ card: "AV_121", ref: "G" }] },
  p2: { board: [{ card: "CS2_231", ref: "W" }] },
  actions: [{ type: "attack", attacker: "G", defender: "W" }],
  expect: { "G.attack": 3, "G.health": 2 },
});
cardCase("AV_121", {
  does: "attacked on the opponent's turn, killing the attacker exactly: nothing",
  p1: { board: [{ card: "AV_121", ref: "G" }] },
  p2: { board: [{ card: "CS2_231", ref: "W" }] },
  actions: [{ type: "endTurn" }, { type: "attack", attacker: "W", defender: "G" }],
  expect: { "W.zone": "graveyard", "G.attack": 1 },
});

// Knight-Captain: "Battlecry: Deal 3 damage. Honorable Kill: Gain +3/+3."
cardCase("AV_131", {
  does: "its Battlecry kills a 3-Health minion exactly: 6/6",
  p1: { hand: [{ card: "AV_131", ref: "K" }] },
  p2: { board: [croc(3)] },
  actions: [{ type: "play", card: "K", target: "V" }],
  expect: { "V.zone": "graveyard", "K.attack": 6, "K.health": 6 },
});
cardCase("AV_131", {
  does: "3 damage to the enemy hero: no Honorable Kill",
  p1: { hand: [{ card: "AV_131", ref: "K" }] },
  actions: [{ type: "play", card: "K", target: "p2.hero" }],
  expect: { "p2.hero.health": 27, "K.attack": 3 },
});

// Siphon Mana: "Deal $2 damage. Honorable Kill: Reduce the Cost of spells in your hand by (1)."
cardCase("AV_212", {
  does: "kills exactly: the spells in your hand cost 1 less, the minions not",
  p1: { hand: [{ card: "AV_212", ref: "S" }, { card: "CS2_029", ref: "F" }, { card: "CS2_182", ref: "Y" }] },
  p2: { board: [croc(2)], hand: [{ card: "CS2_029", ref: "O" }] },
  actions: [{ type: "play", card: "S", target: "V" }],
  expect: { "F.cost": 3, "Y.cost": 4, "O.cost": 4 },
});

// Sneaky Scout: "Stealth. Honorable Kill: Your next Hero Power costs (0)."
cardCase("AV_123", {
  does: "kills exactly: your Hero Power costs 0 until used, then 2 again",
  p1: { hero: { card: "HERO_08" }, board: [{ card: "AV_123", ref: "S" }], mana: { crystals: 10, used: 9 } },
  p2: { board: [croc(3)] },
  actions: [{ type: "attack", attacker: "S", defender: "V" }, { type: "heroPower", target: "p2.hero" }],
  expect: { "V.zone": "graveyard", "p2.hero.health": 29, "p1.heroPower.cost": 2, "p1.mana.used": 9 },
});

// The Lobotomizer: "Honorable Kill: Get a copy of the top card of your opponent's deck."
cardCase("AV_402", {
  does: "a copy of the top card (listed first) of the opponent's deck in your hand; their deck keeps it",
  p1: { weapon: { card: "AV_402", ref: "L" } },
  p2: { board: [croc(2)], deck: [{ card: "CS2_029" }, { card: "CS2_182" }] },
  actions: [{ type: "attack", attacker: "p1.hero", defender: "V" }],
  expect: { "p1.hand": ["CS2_029"], "p2.deck.length": 2 },
});

// Tooth of Nefarian: "Deal $3 damage. Honorable Kill: Discover a spell from another class."
cardCase("ONY_032", {
  does: "kills exactly: Discover a spell of another class than yours (a Rogue's: no Rogue spell)",
  p1: { hero: { card: "HERO_03" }, hand: [{ card: "ONY_032", ref: "T" }] },
  p2: { board: [croc(3)] },
  actions: [{ type: "play", card: "T", target: "V" }],
  choices: [0],
  check: (r) => {
    const hand = r.state.players[0].hand;
    expect(hand).toHaveLength(1);
    const f = findCard(hand[0]!.card)!;
    expect(f.type).toBe("SPELL");
    expect(["ROGUE", "NEUTRAL"]).not.toContain(f.cardClass);
    expect(honorable(r)).toBe(1);
  },
});

// Troll Centurion: "Rush. Honorable Kill: Deal 8 damage to the enemy hero."
cardCase("AV_132", {
  does: "kills a Yeti exactly (at 5 Attack here): 8 damage to the enemy hero",
  p1: { board: [{ card: "AV_132", ref: "T", attack: 5 }] },
  p2: { board: [{ card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "attack", attacker: "T", defender: "Y" }],
  expect: { "Y.zone": "graveyard", "p2.hero.health": 22 },
});

// Whelp Bonker: "Frenzy and Honorable Kill: Draw a card."
cardCase("ONY_003", {
  does: "kills a Wisp exactly and survives its damage: two draws (Honorable Kill, Frenzy)",
  p1: { board: [{ card: "ONY_003", ref: "B" }], deck: wisps(3) },
  p2: { board: [{ card: "CS2_231", ref: "W" }] },
  actions: [{ type: "attack", attacker: "B", defender: "W" }],
  expect: { "p1.hand.length": 2, "B.health": 4 },
});
cardCase("ONY_003", {
  does: "an overkill it survives: the Frenzy's draw only",
  p1: { board: [{ card: "ONY_003", ref: "B", attack: 3 }], deck: wisps(3) },
  p2: { board: [{ card: "CS2_231", ref: "W" }] },
  actions: [{ type: "attack", attacker: "B", defender: "W" }],
  expect: { "p1.hand.length": 1 },
});
