/**
 * Behaviour tests of the DARKMOON_FAIRE cards the library has: the Corrupt cards (腐蚀, rules-notes 406) — each corrupted in
 * hand by playing a card of a higher Cost (a client's empty spell of that Cost), and each text, corrupted or not, played.
 */
import { expect } from "vitest";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";
import { cardCase } from "../support/cards.js";
import { events } from "../support/engine.js";

const big = (cost: number) => ({ id: `MY_BIG_${cost}`, type: "SPELL", cost, spell: [] });
const BIG = [big(3), big(4), big(5), big(6), big(7), big(8)];
const playBig = (cost: number) => ({ type: "play", card: `B${cost}` });
const bigCard = (cost: number) => ({ card: `MY_BIG_${cost}`, ref: `B${cost}` });
const wisps = (n: number) => Array.from({ length: n }, () => ({ card: "CS2_231" }));
const yetis = (n: number, p = "Y") => Array.from({ length: n }, (_, i) => ({ card: "CS2_182", ref: `${p}${i}` }));

/** A corruption case: the card in hand, a card of a higher Cost played, the card now its corrupted card. */
function corrupts(id: string, into: string, higher: number, more: Record<string, unknown> = {}) {
  cardCase(id, {
    does: `a ${higher}-Cost card played: it becomes ${into} in hand`,
    cards: BIG,
    p1: { hand: [{ card: id, ref: "C" }, bigCard(higher)] },
    actions: [playBig(higher)],
    expect: { "C.card": into, "C.zone": "hand", ...more },
  });
}

// Carousel Gryphon: "Divine Shield. Corrupt: Gain +3/+3 and Taunt."
corrupts("DMF_064", "DMF_064t", 6, { "C.attack": 8, "C.health": 8 });
cardCase("DMF_064", {
  does: "played: a 5/5 with Divine Shield, no Taunt; corrupted: 8/8 Divine Shield and Taunt",
  p1: { hand: [{ card: "DMF_064", ref: "G" }, { card: "DMF_064t", ref: "T" }], mana: { crystals: 10, used: 0 } },
  actions: [{ type: "play", card: "G" }, { type: "play", card: "T" }],
  expect: { "G.seen.DIVINE_SHIELD": 1, "G.seen.TAUNT": undefined, "T.attack": 8, "T.seen.DIVINE_SHIELD": 1, "T.seen.TAUNT": 1 },
});

// Cascading Disaster: "Destroy a random enemy minion. Corrupt: Destroy 2. Corrupt Again: Destroy 3."
cardCase("DMF_117", {
  does: "corrupted twice by two 5-Cost cards: the card that destroys 3",
  cards: BIG,
  p1: { hand: [{ card: "DMF_117", ref: "C" }, { card: "MY_BIG_5", ref: "X" }, { card: "MY_BIG_5", ref: "Z" }] },
  actions: [{ type: "play", card: "X" }, { type: "play", card: "Z" }],
  expect: { "C.card": "DMF_117t2" },
});
cardCase("DMF_117", {
  does: "uncorrupted: one of four enemy minions destroyed",
  p1: { hand: [{ card: "DMF_117", ref: "C" }] },
  p2: { board: yetis(4) },
  actions: [{ type: "play", card: "C" }],
  expect: { "p2.board.length": 3, "p1.board.length": 0 },
});
cardCase("DMF_117t", {
  does: "corrupted once: two of four destroyed",
  p1: { hand: [{ card: "DMF_117t", ref: "C" }] },
  p2: { board: yetis(4) },
  actions: [{ type: "play", card: "C" }],
  expect: { "p2.board.length": 2 },
});
cardCase("DMF_117t2", {
  does: "corrupted again: three of four destroyed",
  p1: { hand: [{ card: "DMF_117t2", ref: "C" }] },
  p2: { board: yetis(4) },
  actions: [{ type: "play", card: "C" }],
  expect: { "p2.board.length": 1 },
});

// Circus Medic: "Battlecry: Restore #4 Health. Corrupt: Deal 4 damage instead."
corrupts("DMF_174", "DMF_174t", 5);
cardCase("DMF_174", {
  does: "restores 4 to the target; corrupted, deals 4 to it",
  p1: { hand: [{ card: "DMF_174", ref: "M" }, { card: "DMF_174t", ref: "T" }], hero: { card: "HERO_01", health: 20 } },
  actions: [{ type: "play", card: "M", target: "p1.hero" }, { type: "play", card: "T", target: "p2.hero" }],
  expect: { "p1.hero.health": 24, "p2.hero.health": 26 },
});

// Dancing Cobra: "Corrupt: Gain Poisonous."
corrupts("DMF_083", "DMF_083t", 3);
cardCase("DMF_083", {
  does: "corrupted and played: Poisonous — its 1 damage destroys a Yeti",
  p1: { board: [{ card: "DMF_083t", ref: "T" }] },
  p2: { board: [{ card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "attack", attacker: "T", defender: "Y" }],
  expect: { "Y.zone": "graveyard", "T.seen.POISONOUS": 1 },
});

// Darkmoon Dirigible: "Divine Shield. Corrupt: Gain Rush."
corrupts("DMF_073", "DMF_073t", 4);
cardCase("DMF_073", {
  does: "corrupted: played, it attacks a minion at once (Rush) and keeps its Divine Shield's protection",
  p1: { hand: [{ card: "DMF_073t", ref: "T" }] },
  p2: { board: [{ card: "CS2_231", ref: "W" }] },
  actions: [{ type: "play", card: "T" }, { type: "attack", attacker: "T", defender: "W" }],
  expect: { "W.zone": "graveyard", "T.health": 2, "events.divine-shield": 1 },
});

// Darkmoon Statue: "Your other minions have +1 Attack. Corrupt: This gains +4 Attack."
corrupts("DMF_082", "DMF_082t", 4, { "C.attack": 4 });
cardCase("DMF_082", {
  does: "your other minions +1 Attack, not itself nor the enemy's; corrupted: a 4/5 with the same aura",
  p1: { board: [{ card: "DMF_082", ref: "S" }, { card: "DMF_082t", ref: "T" }, { card: "CS2_231", ref: "W" }] },
  p2: { board: [{ card: "CS2_231", ref: "E" }] },
  actions: [{ type: "endTurn" }],
  expect: { "S.attack": 1, "T.attack": 5, "W.attack": 3, "E.attack": 1 },
});

// Day at the Faire: "Summon 3 Silver Hand Recruits. Corrupt: Summon 5."
corrupts("DMF_244", "DMF_244t", 4);
cardCase("DMF_244", {
  does: "3 Recruits; corrupted, 5",
  p1: { hand: [{ card: "DMF_244", ref: "D" }, { card: "DMF_244t", ref: "T" }] },
  actions: [{ type: "play", card: "D" }],
  expect: { "p1.board": ["CS2_101t", "CS2_101t", "CS2_101t"] },
});
cardCase("DMF_244t", {
  does: "corrupted: 5 Recruits",
  p1: { hand: [{ card: "DMF_244t", ref: "T" }] },
  actions: [{ type: "play", card: "T" }],
  expect: { "p1.board.length": 5 },
});

// Don't Feed the Animals: "Give all Beasts in your hand +1/+1. Corrupt: Give them +2/+2 instead."
corrupts("DMF_090", "DMF_090t", 3);
cardCase("DMF_090", {
  does: "Beasts in your hand +1/+1; other minions and the opponent's Beasts not",
  p1: { hand: [{ card: "DMF_090", ref: "D" }, { card: "CS2_120", ref: "B" }, { card: "CS2_182", ref: "N" }] },
  p2: { hand: [{ card: "CS2_120", ref: "O" }] },
  actions: [{ type: "play", card: "D" }],
  expect: { "B.attack": 3, "B.health": 4, "N.attack": 4, "O.attack": 2 },
});
cardCase("DMF_090t", {
  does: "corrupted: +2/+2",
  p1: { hand: [{ card: "DMF_090t", ref: "D" }, { card: "CS2_120", ref: "B" }] },
  actions: [{ type: "play", card: "D" }],
  expect: { "B.attack": 4, "B.health": 5 },
});

// Dreaming Drake: "Taunt. Corrupt: Gain +2/+2."
corrupts("YOP_025", "YOP_025t", 4, { "C.attack": 5, "C.health": 6, "C.seen.TAUNT": 1 });

// Dunk Tank: "Deal $4 damage. Corrupt: Then deal $2 damage to all enemy minions."
corrupts("DMF_701", "DMF_701t", 5);
cardCase("DMF_701", {
  does: "4 damage to the target only",
  p1: { hand: [{ card: "DMF_701", ref: "D" }] },
  p2: { board: [{ card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "D", target: "p2.hero" }],
  expect: { "p2.hero.health": 26, "Y.health": 5 },
});
cardCase("DMF_701t", {
  does: "corrupted: 4 to the target, then 2 to every enemy minion (your own spared)",
  p1: { hand: [{ card: "DMF_701t", ref: "D" }], board: [{ card: "CS2_182", ref: "F" }] },
  p2: { board: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_182", ref: "Z" }] },
  actions: [{ type: "play", card: "D", target: "Y" }],
  expect: { "Y.zone": "graveyard", "Z.health": 3, "F.health": 5, "p2.hero.health": 30 },
});

// Fairground Fool: "Taunt. Corrupt: Gain +4 Health."
corrupts("DMF_184", "DMF_184t", 4, { "C.attack": 4, "C.health": 7, "C.seen.TAUNT": 1 });

// Firework Elemental: "Battlecry: Deal 3 damage to a minion. Corrupt: Deal 12 instead."
corrupts("DMF_101", "DMF_101t", 6);
cardCase("DMF_101", {
  does: "3 damage to the minion; corrupted, 12",
  p1: { hand: [{ card: "DMF_101", ref: "F" }] },
  p2: { board: [{ card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "F", target: "Y" }],
  expect: { "Y.health": 2 },
});
cardCase("DMF_101t", {
  does: "corrupted: 12 damage",
  p1: { hand: [{ card: "DMF_101t", ref: "F" }] },
  p2: { board: [{ card: "CS2_182", ref: "Y", health: 12 }] },
  actions: [{ type: "play", card: "F", target: "Y" }],
  check: (r) => expect(events(r, "damage").map((e) => e.amount)).toEqual([12]),
});

// Fleethoof Pearltusk: "Rush. Corrupt: Gain +4/+4."
corrupts("DMF_080", "DMF_080t", 6, { "C.attack": 8, "C.health": 8, "C.seen.RUSH": 1 });
cardCase("DMF_080", {
  does: "a +1/+1 it got in hand stays through the corruption: 9/9",
  cards: BIG,
  p1: { hand: [{ card: "DMF_080", ref: "C", enchantments: [{ card: "EX1_409e" }] }, bigCard(6)] },
  actions: [playBig(6)],
  expect: { "C.card": "DMF_080t", "C.attack": 9, "C.health": 9 },
});

// Insatiable Felhound: "Taunt. Corrupt: Gain +1/+1 and Lifesteal."
corrupts("DMF_247", "DMF_247t", 4, { "C.attack": 3, "C.health": 6, "C.seen.TAUNT": 1, "C.seen.LIFESTEAL": 1 });

// Insight: "Draw a minion. Corrupt: Reduce its Cost by (2)."
corrupts("DMF_054", "DMF_054t", 3);
cardCase("DMF_054", {
  does: "draws the minion past a spell on top",
  p1: { hand: [{ card: "DMF_054", ref: "I" }], deck: [{ card: "CS2_029" }, { card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "I" }],
  expect: { "p1.hand": ["CS2_182"], "Y.cost": 4 },
});
cardCase("DMF_054t", {
  does: "corrupted: the drawn minion costs 2 less",
  p1: { hand: [{ card: "DMF_054t", ref: "I" }], deck: [{ card: "CS2_029" }, { card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "I" }],
  expect: { "p1.hand": ["CS2_182"], "Y.cost": 2 },
});

// Libram of Judgment: "Corrupt: Gain Lifesteal."
corrupts("YOP_011", "YOP_011t", 8, { "C.attack": 5, "C.durability": 3 });
cardCase("YOP_011", {
  does: "corrupted, equipped: its hero's hit heals its hero (Lifesteal)",
  p1: { weapon: { card: "YOP_011t", ref: "L" }, hero: { card: "HERO_04", health: 20 } },
  actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
  expect: { "p2.hero.health": 25, "p1.hero.health": 25 },
});

// Moontouched Amulet: "Give your hero +4 Attack this turn. Corrupt: And gain 6 Armor."
corrupts("DMF_730", "DMF_730t", 4);
cardCase("DMF_730", {
  does: "+4 Attack this turn (gone at its end), no Armor",
  p1: { hand: [{ card: "DMF_730", ref: "A" }] },
  p2: { deck: wisps(2) },
  actions: [{ type: "play", card: "A" }, { type: "attack", attacker: "p1.hero", defender: "p2.hero" }, { type: "endTurn" }],
  expect: { "p2.hero.health": 26, "p1.hero.attack": 0, "p1.hero.armor": 0 },
});
cardCase("DMF_730t", {
  does: "corrupted: +4 Attack and 6 Armor",
  p1: { hand: [{ card: "DMF_730t", ref: "A" }] },
  actions: [{ type: "play", card: "A" }],
  expect: { "p1.hero.attack": 4, "p1.hero.armor": 6 },
});

// Nitroboost Poison: "Give a minion +2 Attack. Corrupt: And your weapon."
corrupts("YOP_015", "YOP_015t", 3);
cardCase("YOP_015", {
  does: "the minion +2 Attack, the weapon not",
  p1: { hand: [{ card: "YOP_015", ref: "N" }], board: [{ card: "CS2_182", ref: "Y" }], weapon: { card: "CS2_106" } },
  actions: [{ type: "play", card: "N", target: "Y" }],
  expect: { "Y.attack": 6, "p1.weapon.attack": 3 },
});
cardCase("YOP_015t", {
  does: "corrupted: the minion and your weapon +2 Attack",
  p1: { hand: [{ card: "YOP_015t", ref: "N" }], board: [{ card: "CS2_182", ref: "Y" }], weapon: { card: "CS2_106" } },
  actions: [{ type: "play", card: "N", target: "Y" }],
  expect: { "Y.attack": 6, "p1.weapon.attack": 5 },
});

// Pit Master: "Battlecry: Summon a 3/2 Duelist. Corrupt: Summon two."
corrupts("DMF_703", "DMF_703t", 4);
cardCase("DMF_703", {
  does: "one 3/2 Duelist right of it; corrupted, two (right, then left)",
  p1: { hand: [{ card: "DMF_703", ref: "P" }, { card: "DMF_703t", ref: "T" }] },
  actions: [{ type: "play", card: "P" }, { type: "play", card: "T" }],
  expect: { "p1.board": ["DMF_703", "DMF_703t2", "DMF_703t2", "DMF_703t", "DMF_703t2"], "p1.board.1.attack": 3, "p1.board.1.health": 2 },
});

// Strongman: "Taunt. Corrupt: This costs (0)."
corrupts("DMF_078", "DMF_078t", 8, { "C.cost": 0, "C.attack": 6, "C.seen.TAUNT": 1 });

// Tickatus: "Battlecry: Remove the top 5 cards from your deck. Corrupt: Your opponent's deck instead."
corrupts("DMF_118", "DMF_118t", 7);
cardCase("DMF_118", {
  does: "your top 5 cards go to the graveyard (not drawn); the opponent's deck is untouched",
  p1: { hand: [{ card: "DMF_118", ref: "T" }], deck: wisps(7) },
  p2: { deck: wisps(7) },
  actions: [{ type: "play", card: "T" }],
  expect: { "p1.deck.length": 2, "p1.hand.length": 0, "p2.deck.length": 7 },
});
cardCase("DMF_118t", {
  does: "corrupted: the opponent's top 5 instead",
  p1: { hand: [{ card: "DMF_118t", ref: "T" }], deck: wisps(7) },
  p2: { deck: wisps(7) },
  actions: [{ type: "play", card: "T" }],
  expect: { "p1.deck.length": 7, "p2.deck.length": 2 },
  check: () => expect(findCard("DMF_118t")!.type).toBe("MINION"),
});

// The corrupted minions played (their corruption is tested above).
cardCase("DMF_078", {
  does: "corrupted by an 8-Cost card, it is played for 0 Mana: a 6/6 Taunt",
  cards: BIG,
  p1: { hand: [{ card: "DMF_078", ref: "C" }, bigCard(8)], mana: { crystals: 8, used: 0 } },
  actions: [playBig(8), { type: "play", card: "C" }],
  expect: { "C.zone": "board", "C.card": "DMF_078t", "C.seen.TAUNT": 1, "p1.mana.used": 8 },
});
cardCase("DMF_184", {
  does: "uncorrupted: a 4/3 Taunt; corrupted: a 4/7 Taunt",
  p1: { hand: [{ card: "DMF_184", ref: "F" }, { card: "DMF_184t", ref: "T" }] },
  actions: [{ type: "play", card: "F" }, { type: "play", card: "T" }],
  expect: { "F.health": 3, "F.seen.TAUNT": 1, "T.health": 7, "T.seen.TAUNT": 1 },
});
cardCase("DMF_247", {
  does: "corrupted: its hits heal its hero (Lifesteal)",
  p1: { board: [{ card: "DMF_247t", ref: "T" }], hero: { card: "HERO_01", health: 20 } },
  actions: [{ type: "attack", attacker: "T", defender: "p2.hero" }],
  expect: { "p2.hero.health": 27, "p1.hero.health": 23 },
});
cardCase("YOP_025", {
  does: "uncorrupted: a 3/4 Taunt; corrupted: a 5/6 Taunt",
  p1: { hand: [{ card: "YOP_025", ref: "D" }, { card: "YOP_025t", ref: "T" }] },
  actions: [{ type: "play", card: "D" }, { type: "play", card: "T" }],
  expect: { "D.attack": 3, "D.health": 4, "D.seen.TAUNT": 1, "T.attack": 5, "T.health": 6, "T.seen.TAUNT": 1 },
});

// Faire Arborist: "Choose One - Draw a card; or Summon a 2/2 Treant. Corrupt: Do both."
corrupts("DMF_061", "DMF_061t", 4);
cardCase("DMF_061", {
  does: "the first option draws a card, no Treant",
  p1: { hand: [{ card: "DMF_061", ref: "A" }], deck: wisps(2) },
  actions: [{ type: "play", card: "A", choose: 1 }],
  expect: { "p1.board": ["DMF_061"], "p1.hand.length": 1 },
});
cardCase("DMF_061", {
  does: "the second option summons a 2/2 Treant, no draw",
  p1: { hand: [{ card: "DMF_061", ref: "A" }], deck: wisps(2) },
  actions: [{ type: "play", card: "A", choose: 2 }],
  expect: { "p1.board": ["DMF_061", "DMF_061t2"], "p1.board.1.attack": 2, "p1.board.1.health": 2, "p1.hand.length": 0 },
});
cardCase("DMF_061t", {
  does: "corrupted: a Treant and a card, with no choice",
  p1: { hand: [{ card: "DMF_061t", ref: "A" }], deck: wisps(2) },
  actions: [{ type: "play", card: "A" }],
  expect: { "p1.board": ["DMF_061t", "DMF_061t2"], "p1.hand.length": 1 },
});
