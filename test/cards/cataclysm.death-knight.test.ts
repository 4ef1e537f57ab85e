/**
 * Behaviour tests of the Cataclysm (CATACLYSM) Death Knight cards (test/support/cards.ts).
 */
import { expect } from "vitest";
import { cardCase } from "../support/cards.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";

// Command Claw: "After your hero attacks, give a random friendly minion +2 Attack."
cardCase("CATA_467", {
  does: "after the hero attacks: +2 Attack to its one friendly minion, not the enemy's",
  p1: { weapon: { card: "CATA_467", ref: "C" }, board: [{ card: "CS2_120", ref: "F" }] },
  p2: { board: [{ card: "CS2_120", ref: "E" }] },
  actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
  expect: { "F.attack": 4, "E.attack": 2, "p2.hero.health": 28 },
});
cardCase("CATA_467", {
  does: "a minion's attack does not trigger it",
  p1: { weapon: { card: "CATA_467", ref: "C" }, board: [{ card: "CS2_120", ref: "F" }] },
  actions: [{ type: "attack", attacker: "F", defender: "p2.hero" }],
  expect: { "F.attack": 2, "p2.hero.health": 28 },
});

// Chromatic Broodmother: "Rush. Whenever this attacks, refresh Mana Crystals equal to this minion's Attack."
cardCase("CATA_469", {
  does: "played with Rush it attacks a minion at once, and refreshes 2 Mana Crystals",
  p1: { mana: { crystals: 6 }, hand: [{ card: "CATA_469", ref: "B" }] },
  p2: { board: [{ card: "CS2_231", ref: "E" }] },
  actions: [{ type: "play", card: "B" }, { type: "attack", attacker: "B", defender: "E" }],
  check: (r) => {
    const m = r.state.players[0]!.mana as { crystals: number; used?: number; temp?: number };
    expect(m.crystals - (m.used ?? 0) + (m.temp ?? 0)).toBe(4);
    expect(r.state.players[1]!.board).toHaveLength(0);
  },
});

// Chow Down: "Summon five 5/4 Undead Drakes. Spend 8 Corpses to give them Rush."
cardCase("CATA_465", {
  does: "five 5/4 Undead Drakes; with 8 Corpses, 8 are spent and they have Rush",
  p1: { corpses: 9, hand: [{ card: "CATA_465", ref: "C" }] },
  actions: [{ type: "play", card: "C" }],
  check: (r) => {
    const b = r.state.players[0]!.board;
    expect(b.map((m) => m.card)).toEqual(Array(5).fill("CATA_465t"));
    for (const m of b) { expect(m).toMatchObject({ attack: 5, health: 4 }); expect(m.seen?.RUSH).toBe(1); }
    expect(r.state.players[0]!.corpses).toBe(1);
  },
});
cardCase("CATA_465", {
  does: "with 7 Corpses: none spent, no Rush",
  p1: { corpses: 7, hand: [{ card: "CATA_465", ref: "C" }] },
  actions: [{ type: "play", card: "C" }],
  check: (r) => {
    const b = r.state.players[0]!.board;
    expect(b).toHaveLength(5);
    for (const m of b) expect(m.seen?.RUSH).toBeUndefined();
    expect(r.state.players[0]!.corpses).toBe(7);
  },
});

// Talanji's Last Stand: "Give your minions "Deathrattle: Summon a random 4-Cost minion.""
cardCase("CATA_471", {
  does: "its player's minions get the Deathrattle (a 4-Cost minion where it died); the enemy's don't",
  p1: { hand: [{ card: "CATA_471", ref: "T" }], board: [{ card: "CS2_231", ref: "W" }] },
  p2: { board: [{ card: "CS2_231", ref: "E" }] },
  actions: [{ type: "play", card: "T" }, { type: "destroy", target: "W" }, { type: "destroy", target: "E" }],
  check: (r) => {
    const b = r.state.players[0]!.board;
    expect(b).toHaveLength(1);
    expect(findCard(b[0]!.card)!.cost).toBe(4);
    expect(r.state.players[1]!.board).toHaveLength(0);
  },
});

// Gruesome Nightmare: "Battlecry: Give a minion in your hand or battlefield Attack equal to this minion's Attack."
cardCase("CATA_161", {
  does: "a friendly minion in play gets +3 Attack (its Attack), Health unchanged",
  p1: { hand: [{ card: "CATA_161", ref: "G" }], board: [{ card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "G", target: "Y" }],
  expect: { "Y.attack": 7, "Y.health": 5, "G.attack": 3 },
});
cardCase("CATA_161", {
  does: "a minion card in hand gets +3 Attack",
  p1: { hand: [{ card: "CATA_161", ref: "G" }, { card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "G", target: "Y" }],
  expect: { "Y.attack": 7, "Y.zone": "hand" },
});
cardCase("CATA_161", {
  does: "an enemy minion cannot be chosen",
  p1: { hand: [{ card: "CATA_161", ref: "G" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "play", card: "G", target: "E" }],
  error: "illegal_action",
});
cardCase("CATA_161", {
  does: "a spell in hand cannot be chosen",
  p1: { hand: [{ card: "CATA_161", ref: "G" }, { card: "CS2_008", ref: "M" }] },
  actions: [{ type: "play", card: "G", target: "M" }],
  error: "illegal_action",
});

// Blackwing Experiment: "Deathrattle: Get a 2-Cost spell that deals this minion's Attack damage."
cardCase("CATA_464", {
  does: "Deathrattle: its player gets Dragon Breath (a 2-Cost spell) carrying the Attack it had (3), the opponent nothing",
  p1: { board: [{ card: "CATA_464", ref: "B" }] },
  actions: [{ type: "destroy", target: "B" }],
  expect: { "p1.hand": ["CATA_464t"], "p1.hand.0.tags.TAG_SCRIPT_DATA_NUM_1": 3, "p1.hand.0.cost": 2, "p2.hand.length": 0 },
});
cardCase("CATA_464", {
  does: "its Attack as it died counts: buffed to 5, the spell carries 5",
  p1: { board: [{ card: "CATA_464", ref: "B", attack: 5 }] },
  actions: [{ type: "destroy", target: "B" }],
  expect: { "p1.hand.0.tags.TAG_SCRIPT_DATA_NUM_1": 5 },
});
cardCase("CATA_464", {
  does: "full cycle: the spell got deals that damage to the chosen character (3 to the enemy hero), for 2 Mana",
  p1: { board: [{ card: "CATA_464", ref: "B" }] },
  actions: [{ type: "destroy", target: "B" }, { type: "play", card: "p1.hand.0", target: "p2.hero" }],
  expect: { "p2.hero.health": 27, "p1.mana.used": 2, "p1.hand.length": 0 },
});
cardCase("CATA_464", {
  does: "Dragon Breath is a spell's damage: Spell Damage +1 adds to it (3 + 1)",
  p1: { board: [{ card: "CS2_142" }], hand: [{ card: "CATA_464t", ref: "D", tags: { TAG_SCRIPT_DATA_NUM_1: 3 } }] },
  p2: { board: [{ card: "NEW1_030", ref: "Y" }] },
  actions: [{ type: "play", card: "D", target: "Y" }],
  expect: { "Y.health": 8 },
});
cardCase("CATA_464", {
  does: "a client's card using addCard's number (documented example): the spell got deals damage equal to the Armor then",
  cards: [{ id: "MY_SMITH", type: "MINION", cost: 2, attack: 2, health: 2, battlecry: [{ type: "addCard", card: "CATA_464t", number: { stat: "armor", of: "friendly-hero" } }] }],
  p1: { hand: [{ card: "MY_SMITH", ref: "S" }], hero: { card: "HERO_01", armor: 4 } },
  actions: [{ type: "play", card: "S" }, { type: "play", card: "p1.hand.0", target: "p2.hero" }],
  expect: { "p2.hero.health": 26 },
});
