/**
 * Behaviour tests of the ALTERAC_VALLEY cards the library has: the Honorable Kill cards (荣誉消灭, rules-notes 401) — a hit
 * that leaves a minion at exactly 0 Health on its controller's turn. River Crocolisk (CS2_120, 2/3) set to the needed Health
 * is the usual victim; a Wisp (1/1) hit for more than 1 is the Overkill that is no Honorable Kill.
 */
import { expect } from "vitest";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";
import { cardCase } from "../support/cards.js";
import { events, nodes } from "../support/engine.js";

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

const WISP = "CS2_231";
const YETI = "CS2_182";
const RAPTOR = "CS2_172";

// Dire Frostwolf: "Stealth. Deathrattle: Summon a 2/2 Wolf with Stealth."
cardCase("AV_211", {
  does: "dies: a 2/2 Stealth Wolf for you",
  p1: { board: [{ card: "AV_211", ref: "D" }] },
  actions: [{ type: "destroy", target: "D" }],
  expect: { "p1.board": ["AV_211t"], "p1.board.0.attack": 2, "p1.board.0.health": 2, "p1.board.0.seen.STEALTH": 1, "p2.board": [] },
});
// Piggyback Imp: "Deathrattle: Summon a 4/1 Imp."
cardCase("AV_309", {
  does: "dies: a 4/1 Imp for you",
  p1: { board: [{ card: "AV_309", ref: "P" }] },
  actions: [{ type: "destroy", target: "P" }],
  expect: { "p1.board": ["AV_309t"], "p1.board.0.attack": 4, "p1.board.0.health": 1 },
});
// Clawfury Adept: "Battlecry: Give all other friendly characters +1 Attack this turn."
cardCase("AV_294", {
  does: "your other minion and your hero +1 Attack this turn, not itself nor the enemy",
  p1: { hand: [{ card: "AV_294", ref: "C" }], board: [{ card: WISP, ref: "W" }] },
  p2: { board: [{ card: WISP, ref: "E" }] },
  actions: [{ type: "play", card: "C" }, { type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
  expect: { "W.attack": 2, "C.attack": 2, "E.attack": 1, "p2.hero.health": 29 },
});
cardCase("AV_294", {
  does: "gone at the turn's end",
  p1: { hand: [{ card: "AV_294", ref: "C" }], board: [{ card: WISP, ref: "W" }] },
  p2: { deck: [{ card: WISP }] },
  actions: [{ type: "play", card: "C" }, { type: "endTurn" }],
  expect: { "W.attack": 1 },
});
// Heart of the Wild: "Give a minion +2/+2, then give your Beasts +1/+1."
cardCase("AV_292", {
  does: "the target +2/+2 (and +1/+1 more as a Beast); your other Beast +1/+1; a non-Beast not",
  p1: { hand: [{ card: "AV_292", ref: "H" }], board: [{ card: RAPTOR, ref: "A" }, { card: RAPTOR, ref: "B" }, { card: WISP, ref: "W" }] },
  actions: [{ type: "play", card: "H", target: "A" }],
  expect: { "A.attack": 6, "A.health": 5, "B.attack": 4, "B.health": 3, "W.attack": 1 },
});
// Bunker Sergeant: "Battlecry: If your opponent has 2 or more minions, deal 1 damage to all enemy minions."
cardCase("AV_126", {
  does: "two enemy minions: 1 to each",
  p1: { hand: [{ card: "AV_126", ref: "B" }], board: [{ card: YETI, ref: "O" }] },
  p2: { board: [{ card: YETI, ref: "A" }, { card: YETI, ref: "C" }] },
  actions: [{ type: "play", card: "B" }],
  expect: { "A.health": 4, "C.health": 4, "O.health": 5 },
});
cardCase("AV_126", {
  does: "one enemy minion: nothing",
  p1: { hand: [{ card: "AV_126", ref: "B" }] },
  p2: { board: [{ card: YETI, ref: "A" }] },
  actions: [{ type: "play", card: "B" }],
  expect: { "A.health": 5 },
});
// Humongous Owl: "Deathrattle: Deal 8 damage to a random enemy."
cardCase("AV_704", {
  does: "dies: 8 to the only enemy, its hero; nothing to yours",
  p1: { board: [{ card: "AV_704", ref: "O" }] },
  actions: [{ type: "destroy", target: "O" }],
  expect: { "p2.hero.health": 22, "p1.hero.health": 30 },
});
// Legionnaire: "Deathrattle: Give all minions in your hand +2/+2."
cardCase("AV_130", {
  does: "dies: minions in your hand +2/+2, a spell untouched",
  p1: { board: [{ card: "AV_130", ref: "L" }], hand: [{ card: WISP, ref: "W" }, { card: "CS2_029", ref: "F" }] },
  actions: [{ type: "destroy", target: "L" }],
  expect: { "W.attack": 3, "W.health": 3, "F.cost": 4 },
});
// Popsicooler: "Deathrattle: Freeze two random enemy minions."
cardCase("AV_102", {
  does: "dies: two of the three enemy minions Frozen, none of yours",
  p1: { board: [{ card: "AV_102", ref: "P" }, { card: WISP, ref: "O" }] },
  p2: { board: [{ card: WISP }, { card: WISP }, { card: WISP }] },
  actions: [{ type: "destroy", target: "P" }],
  expect: { "O.seen.FROZEN": undefined },
  check: (r) => expect(r.state.players[1]!.board.filter((m) => m.tags?.FROZEN).length).toBe(2),
});
// Tower Sergeant: "Battlecry: If you control at least 2 other minions, gain +2/+2."
cardCase("AV_125", {
  does: "two other friendly minions: 6/6",
  p1: { hand: [{ card: "AV_125", ref: "T" }], board: [{ card: WISP }, { card: WISP }] },
  actions: [{ type: "play", card: "T" }],
  expect: { "T.attack": 6, "T.health": 6 },
});
cardCase("AV_125", {
  does: "one other friendly minion (enemy ones don't count): 4/4",
  p1: { hand: [{ card: "AV_125", ref: "T" }], board: [{ card: WISP }] },
  p2: { board: [{ card: WISP }, { card: WISP }] },
  actions: [{ type: "play", card: "T" }],
  expect: { "T.attack": 4, "T.health": 4 },
});
// Coldtooth Yeti: "Combo: Gain +3 Attack."
cardCase("AV_201", {
  does: "after another card this turn: 4/5",
  p1: { hand: [{ card: WISP, ref: "W" }, { card: "AV_201", ref: "Y" }] },
  actions: [{ type: "play", card: "W" }, { type: "play", card: "Y" }],
  expect: { "Y.attack": 4, "Y.health": 5 },
});
cardCase("AV_201", {
  does: "the first card of the turn: 1/5",
  p1: { hand: [{ card: "AV_201", ref: "Y" }] },
  actions: [{ type: "play", card: "Y" }],
  expect: { "Y.attack": 1 },
});
// Shoulder Check: "Tradeable. Give a minion +2/+1 and Rush."
cardCase("ONY_025", {
  does: "+2/+1 and Rush",
  p1: { hand: [{ card: "ONY_025", ref: "S" }], board: [{ card: WISP, ref: "W" }] },
  actions: [{ type: "play", card: "S", target: "W" }],
  expect: { "W.attack": 3, "W.health": 2, "W.seen.RUSH": 1 },
});
// Ring of Courage: "Tradeable. Give a minion +1/+1. Repeat for each enemy minion."
cardCase("ONY_027", {
  does: "two enemy minions: +3/+3 in all",
  p1: { hand: [{ card: "ONY_027", ref: "R" }], board: [{ card: WISP, ref: "W" }] },
  p2: { board: [{ card: WISP }, { card: WISP }] },
  actions: [{ type: "play", card: "R", target: "W" }],
  expect: { "W.attack": 4, "W.health": 4 },
});
cardCase("ONY_027", {
  does: "no enemy minion: +1/+1 once",
  p1: { hand: [{ card: "ONY_027", ref: "R" }], board: [{ card: WISP, ref: "W" }] },
  actions: [{ type: "play", card: "R", target: "W" }],
  expect: { "W.attack": 2, "W.health": 2 },
});
// Bless: "Give a minion +2 Health, then set its Attack to be equal to its Health."
cardCase("AV_329", {
  does: "a damaged Yeti (4/3): 5 Health, then 5 Attack",
  p1: { hand: [{ card: "AV_329", ref: "B" }], board: [{ card: YETI, ref: "Y", health: 3 }] },
  actions: [{ type: "play", card: "B", target: "Y" }],
  expect: { "Y.health": 5, "Y.attack": 5, "Y.maxHealth": 7 },
});
// Windchill: "Freeze a minion. Draw a card."
cardCase("AV_266", {
  does: "the minion Frozen, a card drawn",
  p1: { hand: [{ card: "AV_266", ref: "W" }], deck: [{ card: YETI, ref: "D" }] },
  p2: { board: [{ card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "W", target: "Y" }],
  expect: { "Y.tags.FROZEN": 1, "D.zone": "hand" },
});
// Sleetbreaker: "Battlecry: Add a Windchill to your hand."
cardCase("AV_260", {
  does: "a Windchill in hand",
  p1: { hand: [{ card: "AV_260", ref: "S" }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "p1.hand": ["AV_266"] },
});
// Snowfall Guardian: "Battlecry: Freeze all other minions."
cardCase("AV_255", {
  does: "every other minion Frozen, not itself",
  p1: { hand: [{ card: "AV_255", ref: "S" }], board: [{ card: WISP, ref: "O" }] },
  p2: { board: [{ card: WISP, ref: "E" }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "O.tags.FROZEN": 1, "E.tags.FROZEN": 1, "S.tags.FROZEN": undefined },
});
// Protect the Innocent: "Summon a 5/5 Defender with Taunt. If your hero was healed this turn, summon another."
cardCase("AV_342", {
  does: "not healed: one 5/5 Taunt Defender",
  p1: { hand: [{ card: "AV_342", ref: "P" }] },
  actions: [{ type: "play", card: "P" }],
  expect: { "p1.board": ["AV_342t"], "p1.board.0.attack": 5, "p1.board.0.seen.TAUNT": 1 },
});
cardCase("AV_342", {
  does: "your hero healed this turn: two",
  p1: { hero: { card: "HERO_04", health: 20 }, hand: [{ card: "AV_342", ref: "P" }, { card: "CS2_061", ref: "D" }] },
  actions: [{ type: "play", card: "D", target: "p2.hero" }, { type: "play", card: "P" }],
  expect: { "p1.board": ["AV_342t", "AV_342t"] },
});
// Templar Captain: "Rush. After this attacks a minion, summon a 5/5 Defender with Taunt."
cardCase("AV_339", {
  does: "attacks a minion: a Defender",
  p1: { board: [{ card: "AV_339", ref: "T" }] },
  p2: { board: [{ card: WISP, ref: "W" }] },
  actions: [{ type: "attack", attacker: "T", defender: "W" }],
  expect: { "p1.board": ["AV_339", "AV_342t"] },
});
cardCase("AV_339", {
  does: "attacks the hero: nothing",
  p1: { board: [{ card: "AV_339", ref: "T" }] },
  actions: [{ type: "attack", attacker: "T", defender: "p2.hero" }],
  expect: { "p1.board": ["AV_339"] },
});
// Glory Chaser: "After you play a Taunt minion, draw a card."
cardCase("AV_321", {
  does: "a Taunt minion played: a draw; a plain one: none",
  p1: { board: [{ card: "AV_321" }], hand: [{ card: "CS2_179", ref: "T" }, { card: WISP, ref: "W" }], deck: [{ card: YETI }, { card: YETI }] },
  actions: [{ type: "play", card: "T" }, { type: "play", card: "W" }],
  expect: { "p1.hand.length": 1, "p1.deck.length": 1 },
});
// Warden of Chains: "Taunt. Battlecry: If you're holding a Demon that costs (5) or more, gain +1/+2."
cardCase("AV_262", {
  does: "holding a 2-Cost Demon only: 2/6",
  p1: { hand: [{ card: "AV_262", ref: "W" }, { card: "SW_084" }] },
  actions: [{ type: "play", card: "W" }],
  expect: { "W.attack": 2, "W.health": 6 },
});
cardCase("AV_262", {
  does: "holding a 6-Cost Demon (Anetheron): 3/8",
  p1: { hand: [{ card: "AV_262", ref: "W" }, { card: "SW_092" }] },
  actions: [{ type: "play", card: "W" }],
  expect: { "W.attack": 3, "W.health": 8 },
});
// Onyxian Warder: "Battlecry: If you're holding a Dragon, summon two 2/1 Whelps with Rush."
cardCase("ONY_001", {
  does: "holding a Dragon: two 2/1 Rush Whelps",
  p1: { hand: [{ card: "ONY_001", ref: "O" }, { card: "ONY_035" }] },
  actions: [{ type: "play", card: "O" }],
  expect: { "p1.board": ["ONY_001t", "ONY_001", "ONY_001t"], "p1.board.0.attack": 2, "p1.board.0.health": 1, "p1.board.2.seen.RUSH": 1 },
});
cardCase("ONY_001", {
  does: "no Dragon in hand: nothing",
  p1: { hand: [{ card: "ONY_001", ref: "O" }, { card: WISP }] },
  actions: [{ type: "play", card: "O" }],
  expect: { "p1.board": ["ONY_001"] },
});
// Snowblind Harpy: "Battlecry: If you're holding a Frost spell, gain 5 Armor."
cardCase("AV_112", {
  does: "holding Frostbolt: 5 Armor",
  p1: { hand: [{ card: "AV_112", ref: "H" }, { card: "CS2_024" }] },
  actions: [{ type: "play", card: "H" }],
  expect: { "p1.hero.armor": 5 },
});
cardCase("AV_112", {
  does: "holding a Fire spell only: none",
  p1: { hand: [{ card: "AV_112", ref: "H" }, { card: "CS2_029" }] },
  actions: [{ type: "play", card: "H" }],
  expect: { "p1.hero.armor": 0 },
});
// Flag Runner: "Whenever a friendly minion dies, gain +1 Attack."
cardCase("AV_261", {
  does: "two friendly minions die: +2 Attack; an enemy's: nothing",
  p1: { board: [{ card: "AV_261", ref: "F" }, { card: WISP, ref: "A" }, { card: WISP, ref: "B" }] },
  p2: { board: [{ card: WISP, ref: "E" }] },
  actions: [{ type: "destroy", target: "A" }, { type: "destroy", target: "B" }, { type: "destroy", target: "E" }],
  expect: { "F.attack": 3 },
});
// Blood Guard: "Whenever this minion takes damage, give your minions +1 Attack."
cardCase("AV_129", {
  does: "damaged: your minions (itself too) +1 Attack, the enemy's not",
  p1: { board: [{ card: "AV_129", ref: "B" }, { card: WISP, ref: "W" }], hand: [{ card: "CS2_008", ref: "M" }] },
  p2: { board: [{ card: WISP, ref: "E" }] },
  actions: [{ type: "play", card: "M", target: "B" }],
  expect: { "B.attack": 5, "W.attack": 2, "E.attack": 1 },
});
// Ice Revenant: "Whenever you cast a Frost spell, gain +2/+2."
cardCase("AV_127", {
  does: "your Frost spell: 6/7; a Fire spell: nothing",
  p1: { board: [{ card: "AV_127", ref: "I" }], hand: [{ card: "CS2_024", ref: "F" }, { card: "EX1_308", ref: "S" }] },
  actions: [{ type: "play", card: "F", target: "p2.hero" }, { type: "play", card: "S", target: "p2.hero" }],
  expect: { "I.attack": 6, "I.health": 7 },
});
// Herald of Lokholar: "Battlecry: Draw a Frost spell."
cardCase("AV_101", {
  does: "draws the Frost spell, not the Fire one",
  p1: { hand: [{ card: "AV_101", ref: "H" }], deck: [{ card: "CS2_024", ref: "F" }, { card: "CS2_029", ref: "X" }] },
  actions: [{ type: "play", card: "H" }],
  expect: { "F.zone": "hand", "X.zone": "deck" },
});
// Grimtotem Bounty Hunter: "Battlecry: Destroy an enemy Legendary minion."
cardCase("AV_138", {
  does: "destroys the enemy Legendary",
  p1: { hand: [{ card: "AV_138", ref: "G" }] },
  p2: { board: [{ card: "AV_141t", ref: "L" }] },
  actions: [{ type: "play", card: "G", target: "L" }],
  expect: { "L.zone": "graveyard" },
});
cardCase("AV_138", {
  does: "a non-Legendary is no valid target",
  p1: { hand: [{ card: "AV_138", ref: "G" }] },
  p2: { board: [{ card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "G", target: "Y" }],
  error: "illegal_action",
});
// Bracing Cold: "Restore #5 Health to your hero. Reduce the Cost of a random spell in your hand by (2)."
cardCase("ONY_013", {
  does: "your hero healed 5; the spell in hand costs 2 less, the minion not",
  p1: { hero: { card: "HERO_08", health: 20 }, hand: [{ card: "ONY_013", ref: "B" }, { card: "CS2_029", ref: "F" }, { card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "B" }],
  expect: { "p1.hero.health": 25, "F.cost": 2, "Y.cost": 4 },
});
// Vitality Surge: "Draw a minion. Restore Health to your hero equal to its Cost."
cardCase("AV_213", {
  does: "draws the Yeti: healed 4",
  p1: { hero: { card: "HERO_05", health: 20 }, hand: [{ card: "AV_213", ref: "V" }], deck: [{ card: "CS2_029" }, { card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "V" }],
  expect: { "Y.zone": "hand", "p1.hero.health": 24 },
});
// Spawn of Deathwing: "Battlecry: Destroy a random enemy minion. Discard a random card."
cardCase("ONY_035", {
  does: "the enemy minion destroyed, your one card in hand discarded",
  p1: { hand: [{ card: "ONY_035", ref: "S" }, { card: WISP, ref: "W" }], board: [{ card: YETI, ref: "O" }] },
  p2: { board: [{ card: YETI, ref: "E" }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "E.zone": "graveyard", "O.zone": "board", "W.zone": "graveyard" },
});
// Stormpike Quartermaster: "After you cast a spell, give a random minion in your hand +1/+1."
cardCase("AV_401", {
  does: "your spell: the minion in hand +1/+1",
  p1: { board: [{ card: "AV_401" }], hand: [{ card: "CS2_008", ref: "M" }, { card: WISP, ref: "W" }] },
  actions: [{ type: "play", card: "M", target: "p2.hero" }],
  expect: { "W.attack": 2, "W.health": 2 },
});
// Undying Disciple: "Taunt. Deathrattle: Deal damage equal to this minion's Attack to all enemy minions."
cardCase("AV_325", {
  does: "dies: 3 (its Attack) to each enemy minion, not yours",
  p1: { board: [{ card: "AV_325", ref: "U" }, { card: YETI, ref: "O" }] },
  p2: { board: [{ card: YETI, ref: "E" }] },
  actions: [{ type: "destroy", target: "U" }],
  expect: { "E.health": 2, "O.health": 5, "p2.hero.health": 30 },
});
// Shield Shatter: "Deal $5 damage to all minions. Costs (1) less for each Armor you have."
cardCase("AV_108", {
  does: "4 Armor: costs 6; 5 to every minion",
  p1: { hero: { card: "HERO_01", armor: 4 }, hand: [{ card: "AV_108", ref: "S" }], board: [{ card: YETI, ref: "O" }] },
  p2: { board: [{ card: "CS2_186", ref: "G" }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "p1.mana.used": 6, "O.zone": "graveyard", "G.health": 2 },
});
// Snowed In: "Destroy a damaged minion. Freeze all other minions."
cardCase("AV_322", {
  does: "the damaged minion destroyed, every other minion Frozen",
  p1: { hand: [{ card: "AV_322", ref: "S" }], board: [{ card: WISP, ref: "O" }] },
  p2: { board: [{ card: YETI, ref: "D", health: 3 }, { card: YETI, ref: "E" }] },
  actions: [{ type: "play", card: "S", target: "D" }],
  expect: { "D.zone": "graveyard", "E.tags.FROZEN": 1, "O.tags.FROZEN": 1 },
});
cardCase("AV_322", {
  does: "an undamaged minion is no valid target",
  p1: { hand: [{ card: "AV_322", ref: "S" }] },
  p2: { board: [{ card: YETI, ref: "E" }] },
  actions: [{ type: "play", card: "S", target: "E" }],
  error: "illegal_action",
});
// Frostwolf Warmaster: "Costs (1) less for each card you've played this turn."
cardCase("AV_134", {
  does: "two cards played this turn: costs 2",
  p1: { hand: [{ card: WISP }, { card: WISP }, { card: "AV_134", ref: "F" }] },
  actions: [{ type: "play", card: "p1.hand.0" }, { type: "play", card: "p1.hand.0" }],
  expect: { "F.cost": 2 },
});
// Ur'zul Giant: "Costs (1) less for each friendly minion that died this game."
cardCase("AV_265", {
  does: "two of your minions died (the enemy's don't count): costs 11",
  p1: { hand: [{ card: "AV_265", ref: "U" }], board: [{ card: WISP, ref: "A" }, { card: WISP, ref: "B" }] },
  p2: { board: [{ card: WISP, ref: "E" }] },
  actions: [{ type: "destroy", target: "A" }, { type: "destroy", target: "B" }, { type: "destroy", target: "E" }],
  expect: { "U.cost": 11 },
});
// Lokholar the Ice Lord: "Rush, Windfury. Costs (5) less if you have 15 Health or less."
cardCase("AV_141t", {
  does: "15 Health: costs 5; 16: costs 10",
  p1: { hero: { card: "HERO_01", health: 15 }, hand: [{ card: "AV_141t", ref: "L" }] },
  p2: { hero: { card: "HERO_01", health: 16 }, hand: [{ card: "AV_141t", ref: "M" }], deck: [{ card: WISP }] },
  actions: [{ type: "endTurn" }],
  expect: { "L.cost": 5, "M.cost": 10 },
});
// Pet Collector: "Battlecry: Summon a Beast from your deck that costs (5) or less."
cardCase("ONY_009", {
  does: "the 2-Cost Beast comes from the deck; the 7-Cost Beast and the non-Beast stay",
  p1: { hand: [{ card: "ONY_009", ref: "P" }], deck: [{ card: RAPTOR, ref: "R" }, { card: "AV_704", ref: "O" }, { card: WISP, ref: "W" }] },
  actions: [{ type: "play", card: "P" }],
  expect: { "R.zone": "board", "O.zone": "deck", "W.zone": "deck" },
});
// Furious Howl: "Draw a card. Repeat until you have at least 3 cards."
cardCase("ONY_008", {
  does: "an empty hand: draws until 3 cards",
  p1: { hand: [{ card: "ONY_008", ref: "F" }], deck: Array.from({ length: 5 }, () => ({ card: WISP })) },
  actions: [{ type: "play", card: "F" }],
  expect: { "p1.hand.length": 3, "p1.deck.length": 2 },
});
cardCase("ONY_008", {
  does: "already 3 other cards: draws once",
  p1: { hand: [{ card: "ONY_008", ref: "F" }, { card: YETI }, { card: YETI }, { card: YETI }], deck: Array.from({ length: 5 }, () => ({ card: WISP })) },
  actions: [{ type: "play", card: "F" }],
  expect: { "p1.hand.length": 4 },
});
// Shivering Sorceress: "Battlecry: Reduce the Cost of the highest Cost spell in your hand by (1)."
cardCase("AV_114", {
  does: "the highest Cost spell costs 1 less, the cheaper one not",
  p1: { hand: [{ card: "AV_114", ref: "S" }, { card: "CS2_029", ref: "F" }, { card: "CS2_024", ref: "B" }, { card: "AV_704", ref: "O" }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "F.cost": 3, "B.cost": 2, "O.cost": 7 },
});
// Gift of the Naaru: "Restore #3 Health to all characters. If any are still damaged, draw a card."
cardCase("AV_330", {
  does: "a hero still damaged after 3: a card drawn",
  p1: { hero: { card: "HERO_09", health: 20 }, hand: [{ card: "AV_330", ref: "G" }], deck: [{ card: WISP, ref: "D" }] },
  actions: [{ type: "play", card: "G" }],
  expect: { "p1.hero.health": 23, "D.zone": "hand" },
});
cardCase("AV_330", {
  does: "all fully healed: no draw",
  p1: { hero: { card: "HERO_09", health: 28 }, hand: [{ card: "AV_330", ref: "G" }], deck: [{ card: WISP, ref: "D" }] },
  p2: { board: [{ card: YETI, ref: "Y", health: 4 }] },
  actions: [{ type: "play", card: "G" }],
  expect: { "p1.hero.health": 30, "Y.health": 5, "D.zone": "deck" },
});
// Brasswing: "At the end of your turn, deal 2 damage to all enemies. Honorable Kill: Restore #4 Health to your hero."
cardCase("AV_340", {
  does: "your turn's end: 2 to each enemy; the 2-Health minion left at exactly 0: your hero healed 4",
  p1: { hero: { card: "HERO_09", health: 20 }, board: [{ card: "AV_340" }] },
  p2: { board: [croc(2), { card: YETI, ref: "Y" }], deck: [{ card: WISP }] },
  actions: [{ type: "endTurn" }],
  expect: { "V.zone": "graveyard", "Y.health": 3, "p2.hero.health": 28, "p1.hero.health": 24 },
});
// Don't Stand in the Fire!: "Deal $10 damage randomly split among all enemy minions. Overload: (1)"
cardCase("ONY_011", {
  does: "ten 1-damage hits on enemy minions only; Spell Damage adds nothing; Overload 1",
  p1: { hand: [{ card: "ONY_011", ref: "D" }], board: [{ card: "CS2_142", ref: "K" }] },
  p2: { board: [{ card: "CS2_186", ref: "G" }, { card: "CS2_186", ref: "H" }] },
  actions: [{ type: "play", card: "D" }],
  expect: { "events.damage": 10, "p2.hero.health": 30, "p1.mana.overloadOwed": 1 },
  check: (r) => expect(events(r, "damage").every((e) => e.amount === 1 && ["G", "H"].includes(e.target!.ref!))).toBe(true),
});
// Keen Reflex: "Deal $1 damage to all minions. Honorable Kill: Gain +1 Attack this turn."
cardCase("ONY_014", {
  does: "1 to every minion; two left at exactly 0: your hero +2 Attack",
  p1: { hand: [{ card: "ONY_014", ref: "K" }] },
  p2: { board: [croc(1, "A"), croc(1, "B"), { card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "K" }],
  expect: { "A.zone": "graveyard", "B.zone": "graveyard", "Y.health": 4, "p1.hero.attack": 2 },
});
// Axe Berserker: "Rush. Honorable Kill: Draw a weapon."
cardCase("AV_565", {
  does: "kills a 4-Health minion exactly: the weapon drawn, not the minion",
  p1: { board: [{ card: "AV_565", ref: "A" }], deck: [{ card: "CS2_106", ref: "W" }, { card: YETI, ref: "Y" }] },
  p2: { board: [croc(3)] },
  actions: [{ type: "attack", attacker: "A", defender: "V" }],
  expect: { "W.zone": "hand", "Y.zone": "deck" },
});
// Onyxian Drake: "Taunt. Battlecry: Deal damage equal to your Armor to an enemy minion."
cardCase("ONY_024", {
  does: "3 Armor: 3 damage to the enemy minion",
  p1: { hero: { card: "HERO_01", armor: 3 }, hand: [{ card: "ONY_024", ref: "O" }] },
  p2: { board: [{ card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "O", target: "Y" }],
  expect: { "Y.health": 2, "p1.hero.armor": 3 },
});
// Hit It Very Hard: "Gain +10 Attack and 'Can't attack heroes' this turn."
cardCase("ONY_023", {
  does: "your hero attacks a minion for 10",
  p1: { hand: [{ card: "ONY_023", ref: "H" }] },
  p2: { board: [{ card: "CS2_186", ref: "G" }] },
  actions: [{ type: "play", card: "H" }, { type: "attack", attacker: "p1.hero", defender: "G" }],
  expect: { "G.zone": "graveyard" },
});
cardCase("ONY_023", {
  does: "can't attack the enemy hero",
  p1: { hand: [{ card: "ONY_023", ref: "H" }] },
  actions: [{ type: "play", card: "H" }, { type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
  error: "illegal_action",
});
// To the Front!: "Your minions cost (2) less this turn (but not less than 1)."
cardCase("AV_119", {
  does: "minions in hand 2 less, not below 1; a spell untouched",
  p1: { hand: [{ card: "AV_119", ref: "T" }, { card: YETI, ref: "Y" }, { card: RAPTOR, ref: "R" }, { card: "CS2_029", ref: "F" }] },
  actions: [{ type: "play", card: "T" }],
  expect: { "Y.cost": 2, "R.cost": 1, "F.cost": 4 },
});
cardCase("AV_119", {
  does: "this turn only",
  p1: { hand: [{ card: "AV_119", ref: "T" }, { card: YETI, ref: "Y" }] },
  p2: { deck: [{ card: WISP }] },
  actions: [{ type: "play", card: "T" }, { type: "endTurn" }],
  expect: { "Y.cost": 4 },
});
// Luminous Geode: "After a friendly minion is healed, give it +2 Attack."
cardCase("AV_326", {
  does: "your damaged minion healed: +2 Attack; your hero healed: nothing",
  p1: { board: [{ card: "AV_326" }, { card: YETI, ref: "Y", health: 2 }], hand: [{ card: "CS2_061", ref: "D" }] },
  actions: [{ type: "play", card: "D", target: "p2.hero" }],
  expect: { "Y.attack": 4 },
});
// Icehoof Protector: "Taunt. Freeze any character damaged by this minion."
cardCase("AV_133", {
  does: "attacks a minion: the minion Frozen",
  p1: { board: [{ card: "AV_133", ref: "I" }] },
  p2: { board: [{ card: YETI, ref: "Y" }] },
  actions: [{ type: "attack", attacker: "I", defender: "Y" }],
  expect: { "Y.tags.FROZEN": 1, "Y.health": 3, "I.tags.FROZEN": undefined },
});
// Lightmaw Netherdrake: "Battlecry: If you're holding a Holy and a Shadow spell, deal 3 damage to all other minions."
cardCase("ONY_026", {
  does: "holding both: 3 to every other minion",
  p1: { hand: [{ card: "ONY_026", ref: "L" }, { card: "CS2_004" }, { card: "CS2_234" }], board: [{ card: YETI, ref: "O" }] },
  p2: { board: [{ card: YETI, ref: "E" }] },
  actions: [{ type: "play", card: "L" }],
  expect: { "O.health": 2, "E.health": 2, "L.health": 4 },
});
cardCase("ONY_026", {
  does: "a Shadow spell only: nothing",
  p1: { hand: [{ card: "ONY_026", ref: "L" }, { card: "CS2_234" }] },
  p2: { board: [{ card: YETI, ref: "E" }] },
  actions: [{ type: "play", card: "L" }],
  expect: { "E.health": 5 },
});

// Iceblood Garrison: "At the end of your turn, deal $1 damage to all minions. Lasts 3 turns."
cardCase("AV_660", {
  does: "your turn's end: 1 to every minion; the opponent's turn end: nothing",
  p1: { hand: [{ card: "AV_660", ref: "G" }], board: [{ card: YETI, ref: "O" }] },
  p2: { board: [{ card: YETI, ref: "E" }], deck: [{ card: WISP }] },
  actions: [{ type: "play", card: "G" }, { type: "endTurn" }, { type: "endTurn" }],
  expect: { "O.health": 4, "E.health": 4, "G.zone": "secrets" },
});
cardCase("AV_660", {
  does: "three of your turns, then gone",
  p1: { hand: [{ card: "AV_660", ref: "G" }], board: [{ card: "CS2_186", ref: "O" }], deck: Array.from({ length: 5 }, () => ({ card: WISP })) },
  p2: { deck: Array.from({ length: 5 }, () => ({ card: WISP })) },
  actions: [{ type: "play", card: "G" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }],
  expect: { "O.health": 4, "G.zone": "graveyard" },
});
// Stormpike Aid Station: "At the end of your turn, give your minions +2 Health. Lasts 3 turns."
cardCase("AV_664", {
  does: "your turn's end: your minions +2 Health, the enemy's not",
  p1: { hand: [{ card: "AV_664", ref: "S" }], board: [{ card: WISP, ref: "W" }] },
  p2: { board: [{ card: WISP, ref: "E" }], deck: [{ card: WISP }] },
  actions: [{ type: "play", card: "S" }, { type: "endTurn" }],
  expect: { "W.health": 3, "E.health": 1 },
});
// Field of Strife: "Your minions have +1 Attack. Lasts 3 turns."
cardCase("AV_661", {
  does: "your minions +1 Attack while it lasts, the enemy's not",
  p1: { hand: [{ card: "AV_661", ref: "F" }], board: [{ card: WISP, ref: "W" }] },
  p2: { board: [{ card: WISP, ref: "E" }] },
  actions: [{ type: "play", card: "F" }],
  expect: { "W.attack": 2, "E.attack": 1 },
});
// Dun Baldar Bridge: "After you summon a minion, give it +2/+2. Lasts 3 turns."
cardCase("AV_344", {
  does: "a minion you play after it: +2/+2; the enemy's not",
  p1: { hand: [{ card: "AV_344", ref: "B" }, { card: WISP, ref: "W" }], board: [{ card: WISP, ref: "O" }] },
  actions: [{ type: "play", card: "B" }, { type: "play", card: "W" }],
  expect: { "W.attack": 3, "W.health": 3, "O.attack": 1 },
});
// Dun Baldar Bunker: "At the end of your turn, draw a Secret and set its Cost to (1). Lasts 3 turns."
cardCase("AV_147", {
  does: "your turn's end: the Secret drawn, costing 1; the other card stays",
  p1: { hand: [{ card: "AV_147", ref: "B" }], deck: [{ card: "EX1_609", ref: "S" }, { card: YETI, ref: "Y" }] },
  p2: { deck: [{ card: WISP }] },
  actions: [{ type: "play", card: "B" }, { type: "endTurn" }],
  expect: { "S.zone": "hand", "S.cost": 1, "Y.zone": "deck" },
});
// Iceblood Tower: "At the end of your turn, cast another spell from your deck. Lasts 3 turns."
cardCase("AV_290", {
  does: "your turn's end: the deck's spell is cast (Arcane Explosion hits the enemy minion)",
  p1: { hand: [{ card: "AV_290", ref: "T" }], deck: [{ card: "CS2_025", ref: "A" }, { card: YETI, ref: "Y" }] },
  p2: { board: [{ card: YETI, ref: "E" }], deck: [{ card: WISP }] },
  actions: [{ type: "play", card: "T" }, { type: "endTurn" }],
  expect: { "A.zone": "graveyard", "E.health": 4, "Y.zone": "deck" },
});
// Sigil of Reckoning: "At the start of your next turn, summon a random Demon from your hand."
cardCase("AV_264", {
  does: "your next turn's start: the Demon from your hand comes into play, the other minion stays",
  p1: { hand: [{ card: "AV_264", ref: "S" }, { card: "SW_084", ref: "D" }, { card: WISP, ref: "W" }], deck: [{ card: WISP }] },
  p2: { deck: [{ card: WISP }] },
  actions: [{ type: "play", card: "S" }, { type: "endTurn" }, { type: "endTurn" }],
  expect: { "D.zone": "board", "W.zone": "hand", "S.zone": "graveyard" },
});
cardCase("AV_264", {
  does: "waits: nothing this turn",
  p1: { hand: [{ card: "AV_264", ref: "S" }, { card: "SW_084", ref: "D" }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "D.zone": "hand" },
});
// Irondeep Trogg: "After your opponent casts a spell, summon another Irondeep Trogg."
cardCase("AV_137", {
  does: "the opponent's spell: another Trogg for you; your own spell: nothing",
  p1: { board: [{ card: "AV_137" }], hand: [{ card: "CS2_008", ref: "M" }] },
  p2: { hand: [{ card: "CS2_008", ref: "E" }], deck: [{ card: WISP }] },
  actions: [{ type: "play", card: "M", target: "p2.hero" }, { type: "endTurn" }, { type: "play", card: "E", target: "p1.hero" }],
  expect: { "p1.board": ["AV_137", "AV_137"] },
});
// Gankster: "Stealth. After your opponent plays a minion, attack it."
cardCase("AV_238", {
  does: "the opponent plays a minion: the Gankster attacks it",
  p1: { board: [{ card: "AV_238", ref: "G" }] },
  p2: { hand: [{ card: RAPTOR, ref: "R" }], deck: [{ card: WISP }] },
  state: { activePlayer: 2 },
  actions: [{ type: "play", card: "R" }],
  expect: { "R.zone": "graveyard", "G.zone": "graveyard" },
});
cardCase("AV_238", {
  does: "you play a minion: nothing",
  p1: { board: [{ card: "AV_238", ref: "G" }], hand: [{ card: RAPTOR, ref: "R" }] },
  actions: [{ type: "play", card: "R" }],
  expect: { "R.health": 2, "G.health": 2 },
});
// Boomkin: "Choose One - Restore #8 Health to your hero; or Deal 4 damage."
cardCase("ONY_018", {
  does: "first option: your hero healed 8",
  p1: { hero: { card: "HERO_06", health: 15 }, hand: [{ card: "ONY_018", ref: "B" }] },
  actions: [{ type: "play", card: "B", choose: 1 }],
  expect: { "p1.hero.health": 23, "p2.hero.health": 30 },
});
cardCase("ONY_018", {
  does: "second option: 4 damage to the target",
  p1: { hand: [{ card: "ONY_018", ref: "B" }] },
  p2: { board: [{ card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "B", choose: 2, target: "Y" }],
  expect: { "Y.health": 1 },
});
// Capture Coldtooth Mine: "Choose One - Draw your lowest Cost card; or Draw your highest Cost card."
cardCase("AV_295", {
  does: "first option: the lowest Cost card",
  p1: { hand: [{ card: "AV_295", ref: "C" }], deck: [{ card: YETI, ref: "Y" }, { card: WISP, ref: "W" }, { card: "AV_704", ref: "O" }] },
  actions: [{ type: "play", card: "C", choose: 1 }],
  expect: { "W.zone": "hand", "Y.zone": "deck", "O.zone": "deck" },
});
cardCase("AV_295", {
  does: "second option: the highest Cost card",
  p1: { hand: [{ card: "AV_295", ref: "C" }], deck: [{ card: YETI, ref: "Y" }, { card: WISP, ref: "W" }, { card: "AV_704", ref: "O" }] },
  actions: [{ type: "play", card: "C", choose: 2 }],
  expect: { "O.zone": "hand", "Y.zone": "deck", "W.zone": "deck" },
});
// Ram Tamer: "Battlecry: If you control a Secret, gain +1/+1 and Stealth."
cardCase("AV_335", {
  does: "with a Secret: 5/4 with Stealth",
  p1: { hand: [{ card: "AV_335", ref: "R" }], secrets: [{ card: "EX1_609" }] },
  actions: [{ type: "play", card: "R" }],
  expect: { "R.attack": 5, "R.health": 4, "R.seen.STEALTH": 1 },
});
cardCase("AV_335", {
  does: "no Secret: 4/3",
  p1: { hand: [{ card: "AV_335", ref: "R" }] },
  actions: [{ type: "play", card: "R" }],
  expect: { "R.attack": 4, "R.seen.STEALTH": undefined },
});
// Stonehearth Vindicator: "Battlecry: Draw a spell that costs (3) or less. It costs (0) this turn."
cardCase("AV_343", {
  does: "draws the 2-Cost spell (not the 4-Cost one), which costs 0 this turn",
  p1: { hand: [{ card: "AV_343", ref: "V" }], deck: [{ card: "CS2_029", ref: "F" }, { card: "CS2_024", ref: "B" }] },
  actions: [{ type: "play", card: "V" }],
  expect: { "B.zone": "hand", "B.cost": 0, "F.zone": "deck" },
});
cardCase("AV_343", {
  does: "next turn it costs 2 again",
  p1: { hand: [{ card: "AV_343", ref: "V" }], deck: [{ card: "CS2_024", ref: "B" }] },
  p2: { deck: [{ card: WISP }] },
  actions: [{ type: "play", card: "V" }, { type: "endTurn" }],
  expect: { "B.cost": 2 },
});
// Stormpike Battle Ram: "Rush. Deathrattle: Your next Beast costs (2) less."
cardCase("AV_334", {
  does: "dies: the Beast in hand costs 2 less, the other minion not; used up by the Beast",
  p1: { board: [{ card: "AV_334", ref: "R" }], hand: [{ card: "AV_704", ref: "O" }, { card: YETI, ref: "Y" }, { card: RAPTOR, ref: "B" }] },
  actions: [{ type: "destroy", target: "R" }, { type: "play", card: "B" }],
  expect: { "O.cost": 7, "Y.cost": 4, "p1.mana.used": 0 },
});
// Reflecto Engineer: "Battlecry: Swap the Attack and Health of all minions in both players' hands."
cardCase("AV_256", {
  does: "minions in both hands swapped; on the board untouched",
  p1: { hand: [{ card: "AV_256", ref: "R" }, { card: RAPTOR, ref: "A" }], board: [{ card: RAPTOR, ref: "O" }] },
  p2: { hand: [{ card: "CS2_120", ref: "B" }] },
  actions: [{ type: "play", card: "R" }],
  expect: { "A.attack": 2, "A.health": 3, "B.attack": 3, "B.health": 2, "O.attack": 3, "R.attack": 2 },
});
// Haleh, Matron Protectorate: "After you cast a spell, deal 4 damage randomly split among all enemies."
cardCase("ONY_007", {
  does: "your spell: four 1-damage hits among the enemies",
  p1: { board: [{ card: "ONY_007" }], hand: [{ card: "CS2_005", ref: "C" }] },
  actions: [{ type: "play", card: "C" }],
  expect: { "p2.hero.health": 26, "events.damage": 4, "p1.hero.health": 30 },
});
// Hold the Bridge: "Give a minion +2/+1 and Divine Shield. It gains Lifesteal until end of turn."
cardCase("AV_338", {
  does: "+2/+1, Divine Shield and Lifesteal this turn: its attack heals your hero",
  p1: { hero: { card: "HERO_04", health: 20 }, hand: [{ card: "AV_338", ref: "H" }], board: [{ card: RAPTOR, ref: "R" }] },
  actions: [{ type: "play", card: "H", target: "R" }, { type: "attack", attacker: "R", defender: "p2.hero" }],
  expect: { "R.attack": 5, "R.health": 3, "R.seen.DIVINE_SHIELD": 1, "p1.hero.health": 25 },
});
cardCase("AV_338", {
  does: "Lifesteal gone at the turn's end, the rest stays",
  p1: { hand: [{ card: "AV_338", ref: "H" }], board: [{ card: RAPTOR, ref: "R" }] },
  p2: { deck: [{ card: WISP }] },
  actions: [{ type: "play", card: "H", target: "R" }, { type: "endTurn" }],
  expect: { "R.attack": 5, "R.seen.LIFESTEAL": undefined, "R.seen.DIVINE_SHIELD": 1 },
});
// Felfire in the Hole!: "Draw a spell and deal $2 damage to all enemies. If it's a Fel spell, deal $1 more."
cardCase("AV_281", {
  does: "draws a Fel spell: 3 to each enemy",
  p1: { hand: [{ card: "AV_281", ref: "F" }], deck: [{ card: "BT_035", ref: "C" }], board: [{ card: YETI, ref: "O" }] },
  p2: { board: [{ card: YETI, ref: "E" }] },
  actions: [{ type: "play", card: "F" }],
  expect: { "C.zone": "hand", "E.health": 2, "p2.hero.health": 27, "O.health": 5 },
});
cardCase("AV_281", {
  does: "draws a non-Fel spell: 2",
  p1: { hand: [{ card: "AV_281", ref: "F" }], deck: [{ card: "CS2_029", ref: "C" }] },
  actions: [{ type: "play", card: "F" }],
  expect: { "C.zone": "hand", "p2.hero.health": 28 },
});
// Grave Defiler: "Battlecry: Copy a Fel spell in your hand."
cardCase("AV_308", {
  does: "a copy of the Fel spell, not of the other spell",
  p1: { hand: [{ card: "AV_308", ref: "G" }, { card: "BT_035" }, { card: "CS2_029" }] },
  actions: [{ type: "play", card: "G" }],
  expect: { "p1.hand": ["BT_035", "CS2_029", "BT_035"] },
});
// Hollow Abomination: "Battlecry: Deal 1 damage to all enemy minions. Honorable Kill: Gain the minion's Attack."
cardCase("AV_313", {
  does: "1 to each enemy minion; the 1-Health Raptor left at 0: +3 Attack",
  p1: { hand: [{ card: "AV_313", ref: "H" }] },
  p2: { board: [{ card: RAPTOR, ref: "R", health: 1 }, { card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "H" }],
  expect: { "R.zone": "graveyard", "Y.health": 4, "H.attack": 5 },
});

// Battle Vicar: "Battlecry: Discover a Holy spell."
cardCase("ONY_022", {
  does: "the card taken is a Holy spell",
  p1: { hero: { card: "HERO_09" }, hand: [{ card: "ONY_022", ref: "B" }] },
  actions: [{ type: "play", card: "B" }],
  check: (r) => {
    const c = findCard(r.state.players[0]!.hand[0]!.card)!;
    expect([c.type, c.spellSchool]).toEqual(["SPELL", "HOLY"]);
  },
});
// Reconnaissance: "Discover a Deathrattle minion from another class. It costs (2) less."
cardCase("AV_710", {
  does: "a Deathrattle minion of another class (not Neutral, not Rogue), 2 less",
  p1: { hero: { card: "HERO_03" }, hand: [{ card: "AV_710", ref: "R" }] },
  actions: [{ type: "play", card: "R" }],
  check: (r) => {
    const card = r.state.players[0]!.hand[0]!;
    const c = findCard(card.card)!;
    expect(c.mechanics).toContain("DEATHRATTLE");
    expect(["NEUTRAL", "ROGUE"]).not.toContain(c.cardClass);
    expect(card.cost).toBe(Math.max(0, c.cost - 2));
  },
});
// Drakefire Amulet: "Tradeable. Discover 2 Dragons. Summon them."
cardCase("ONY_029", {
  does: "two Dragons summoned, none in hand",
  p1: { hand: [{ card: "ONY_029", ref: "D" }] },
  actions: [{ type: "play", card: "D" }],
  check: (r) => {
    const board = r.state.players[0]!.board;
    expect(board).toHaveLength(2);
    // (an All minion is a Dragon too)
    for (const m of board) expect(findCard(m.card)!.races.some((x) => x === "DRAGON" || x === "ALL")).toBe(true);
    expect(r.state.players[0]!.hand).toHaveLength(0);
  },
});
// Glaciate: "Discover an 8-Cost minion. Summon and Freeze it."
cardCase("AV_107", {
  does: "an 8-Cost minion summoned Frozen",
  p1: { hand: [{ card: "AV_107", ref: "G" }] },
  actions: [{ type: "play", card: "G" }],
  check: (r) => {
    const board = r.state.players[0]!.board;
    expect(board).toHaveLength(1);
    expect(findCard(board[0]!.card)!.cost).toBe(8);
    expect(board[0]!.tags?.FROZEN).toBe(1);
  },
});
// Revive Pet: "Discover a friendly Beast that died this game. Summon it."
cardCase("AV_333", {
  does: "your dead Beast comes back; your dead non-Beast and the enemy's Beast are not offered",
  p1: { hand: [{ card: "AV_333", ref: "R" }], board: [{ card: RAPTOR, ref: "A" }, { card: YETI, ref: "Y" }] },
  p2: { board: [{ card: "AV_704", ref: "E" }] },
  actions: [{ type: "destroy", target: "A" }, { type: "destroy", target: "Y" }, { type: "destroy", target: "E" }, { type: "play", card: "R" }],
  expect: { "p1.board": [RAPTOR], "p2.board": [] },
});
// Snowfall Graveyard: "Your Deathrattles trigger twice. Lasts 3 turns."
cardCase("AV_400", {
  does: "your Deathrattle twice: two Wolves; the enemy's once",
  p1: { hand: [{ card: "AV_400", ref: "S" }], board: [{ card: "AV_211", ref: "D" }] },
  p2: { board: [{ card: "AV_211", ref: "E" }] },
  actions: [{ type: "play", card: "S" }, { type: "destroy", target: "D" }, { type: "destroy", target: "E" }],
  expect: { "p1.board": ["AV_211t", "AV_211t"], "p2.board": ["AV_211t"] },
});

// Mass Polymorph: "Transform all minions into 1/1 Sheep."
cardCase("AV_218", {
  does: "every minion, both sides, a 1/1 Sheep",
  p1: { hand: [{ card: "AV_218", ref: "M" }], board: [{ card: YETI }] },
  p2: { board: [{ card: "CS2_186" }, { card: WISP }] },
  actions: [{ type: "play", card: "M" }],
  expect: { "p1.board": ["AV_218t"], "p2.board": ["AV_218t", "AV_218t"], "p2.board.0.attack": 1, "p2.board.0.health": 1 },
});
// Deep Breath: "Deal $1 damage to a minion and its neighbors. (Improved by number of other spells in your hand.)"
cardCase("ONY_006", {
  does: "two other spells in hand: 3 to the target and each neighbour, not the minion two away",
  p1: { hand: [{ card: "ONY_006", ref: "D" }, { card: "CS2_029" }, { card: "CS2_024" }, { card: WISP }] },
  p2: { board: [{ card: YETI, ref: "A" }, { card: YETI, ref: "B" }, { card: YETI, ref: "C" }, { card: YETI, ref: "E" }] },
  actions: [{ type: "play", card: "D", target: "B" }],
  expect: { "A.health": 2, "B.health": 2, "C.health": 2, "E.health": 5 },
});
cardCase("ONY_006", {
  does: "no other spell: 1 each",
  p1: { hand: [{ card: "ONY_006", ref: "D" }] },
  p2: { board: [{ card: YETI, ref: "A" }, { card: YETI, ref: "B" }] },
  actions: [{ type: "play", card: "D", target: "A" }],
  expect: { "A.health": 4, "B.health": 4 },
});
// Arcane Brilliance: "Add a copy of a 7, 8, 9, and 10-Cost spell in your deck to your hand."
cardCase("AV_116", {
  does: "copies of the deck's 7- and 10-Cost spells (no 8 or 9 there); the deck keeps them, the 4-Cost spell not copied",
  p1: { hand: [{ card: "AV_116", ref: "A" }], deck: [{ card: "AV_218", ref: "M" }, { card: "AV_108", ref: "S" }, { card: "CS2_029", ref: "F" }] },
  actions: [{ type: "play", card: "A" }],
  expect: { "p1.hand": ["AV_218", "AV_108"], "M.zone": "deck", "S.zone": "deck", "p1.deck.length": 3 },
});

// SI:7 Smuggler: "Battlecry: Summon a random 1-Cost minion. (Upgraded for each other SI:7 card you have played this game.)"
cardCase("ONY_030", {
  does: "no other SI:7 card played: a 1-Cost minion",
  p1: { hand: [{ card: "ONY_030", ref: "S" }] },
  actions: [{ type: "play", card: "S" }],
  check: (r) => {
    const board = r.state.players[0]!.board;
    expect(board).toHaveLength(2);
    expect(findCard(board.find((m) => m.card !== "ONY_030")!.card)!.cost).toBe(1);
  },
});
cardCase("ONY_030", {
  does: "two other SI:7 cards played: a 3-Cost minion",
  p1: { hand: [{ card: "ONY_030", ref: "S" }], playedThisGame: [{ card: "SW_413", cost: 3, turn: 1 }, { card: "EX1_134", cost: 3, turn: 3 }] },
  actions: [{ type: "play", card: "S" }],
  check: (r) => {
    const board = r.state.players[0]!.board;
    expect(findCard(board.find((m) => m.card !== "ONY_030")!.card)!.cost).toBe(3);
  },
});
