/**
 * Fractured in Alterac Valley (ALTERAC_VALLEY): the cards w13/nathria added (sets/alterac.ts) — Forsaken Lieutenant,
 * Full-Blown Evil.
 */
import { cardCase, describeCard } from "../support/cards.js";

const YETI = "CS2_182"; // 4-Cost 4/5
const HOARDER = "EX1_096"; // Loot Hoarder, 2-Cost 2/1, "Deathrattle: Draw a card."
const OGRE = "CS2_200"; // 6-Cost 6/7

describeCard("AV_601", () => {
  // Forsaken Lieutenant: "Stealth. After you play a Deathrattle minion, become a 2/2 copy of it with Rush."
  cardCase("AV_601", {
    does: "after a friendly Deathrattle minion is played, it becomes a 2/2 Rush copy of it, keeping the Deathrattle",
    p1: { board: [{ card: "AV_601", ref: "F" }], hand: [{ card: HOARDER, ref: "H" }], deck: [{ card: YETI }] },
    actions: [{ type: "play", card: "H" }, { type: "destroy", target: "F" }],
    expect: { "F.card": HOARDER, "p1.hand": [YETI], "p1.board": [HOARDER] },
  });
  cardCase("AV_601", {
    does: "the copy is a 2/2 with Rush and no Stealth",
    p1: { board: [{ card: "AV_601", ref: "F" }], hand: [{ card: HOARDER, ref: "H" }] },
    actions: [{ type: "play", card: "H" }],
    expect: { "F.card": HOARDER, "F.attack": 2, "F.health": 2, "F.seen.RUSH": 1, "F.seen.STEALTH": undefined },
  });
  cardCase("AV_601", {
    does: "a minion without a Deathrattle, or the opponent's Deathrattle minion, does nothing",
    p1: { board: [{ card: "AV_601", ref: "F" }], hand: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "Y" }, { type: "endTurn" }, { type: "play", card: "p2.hand.0" }],
    p2: { hand: [{ card: HOARDER }] },
    expect: { "F.card": "AV_601" },
  });
});

describeCard("AV_285", () => {
  // Full-Blown Evil: "Deal $5 damage randomly split among all enemy minions. Repeatable this turn."
  cardCase("AV_285", {
    does: "five 1-damage hits among the enemy minions; a copy that vanishes at the end of the turn comes back to the hand",
    p1: { hand: [{ card: "AV_285", ref: "E" }] },
    p2: { board: [{ card: OGRE, ref: "O" }] },
    actions: [{ type: "play", card: "E" }],
    expect: { "O.health": 2, "p2.hero.health": 30, "p1.hand": ["AV_285"] },
  });
  cardCase("AV_285", {
    does: "Spell Damage does not raise it; the echo copy is gone at the end of the turn",
    p1: { hand: [{ card: "AV_285", ref: "E" }], board: [{ card: "CS2_197" }] },
    p2: { board: [{ card: OGRE, ref: "O" }] },
    actions: [{ type: "play", card: "E" }, { type: "endTurn" }],
    expect: { "O.health": 2, "p1.hand": [] },
  });
});

describeCard("AV_145", () => {
  // Captain Galvangar: "Battlecry: If you have gained 15 or more Armor this game, gain +3/+3 and Charge."
  cardCase("AV_145", {
    does: "15 Armor gained this game (over several gains, some since spent): +3/+3 and Charge",
    p1: { hand: [{ card: "AV_145", ref: "G" }, { card: "EX1_606", ref: "S" }, { card: "EX1_606", ref: "T" }], hero: { card: "HERO_01", armor: 0 }, deck: [{ card: "CS2_231" }, { card: "CS2_231" }], tags: { ARMOR_GAINED_THIS_GAME: 5 } },
    actions: [{ type: "play", card: "S" }, { type: "play", card: "T" }, { type: "damage", target: "p1.hero", amount: 8 }, { type: "play", card: "G" }],
    expect: { "G.attack": 9, "G.health": 9, "G.seen.CHARGE": 1, "p1.hero.armor": 2 },
  });
  cardCase("AV_145", {
    does: "14 Armor gained: nothing",
    p1: { hand: [{ card: "AV_145", ref: "G" }, { card: "EX1_606", ref: "S" }], tags: { ARMOR_GAINED_THIS_GAME: 9 } },
    actions: [{ type: "play", card: "S" }, { type: "play", card: "G" }],
    expect: { "G.attack": 6, "G.health": 6, "G.seen.CHARGE": undefined },
  });
});

describeCard("AV_222", () => {
  // Spammy Arcanist: "Battlecry: Deal 1 damage to all other minions. If any die, repeat this."
  cardCase("AV_222", {
    does: "1 damage to all other minions; a 1-Health one dies, so it repeats; the second run kills nothing more, so it stops (itself untouched)",
    p1: { hand: [{ card: "AV_222", ref: "S" }], board: [{ card: YETI, ref: "Y" }] },
    p2: { board: [{ card: "CS2_231", ref: "W" }, { card: OGRE, ref: "O" }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "W.zone": "graveyard", "Y.health": 3, "O.health": 5, "S.health": 4 },
  });
  cardCase("AV_222", {
    does: "it goes on while each run kills: 1-, 2- and 3-Health minions die in turn, then one more run",
    p1: { hand: [{ card: "AV_222", ref: "S" }] },
    p2: { board: [{ card: "CS2_231", ref: "A" }, { card: "CS2_172", ref: "B" }, { card: "CS2_120", ref: "C" }, { card: OGRE, ref: "O" }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "A.zone": "graveyard", "B.zone": "graveyard", "C.zone": "graveyard", "O.health": 3 },
  });
  cardCase("AV_222", {
    does: "the dead die between runs: a Harvest Golem's 2/1 Damaged Golem, summoned by its Deathrattle, is hit by the next run",
    p1: { hand: [{ card: "AV_222", ref: "S" }] },
    p2: { board: [{ card: "EX1_556", ref: "G", health: 1 }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "G.zone": "graveyard", "p2.board": [] },
  });
  cardCase("AV_222", {
    does: "nothing dies: one run only",
    p1: { hand: [{ card: "AV_222", ref: "S" }] },
    p2: { board: [{ card: OGRE, ref: "O" }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "O.health": 6 },
  });
});

describeCard("AV_251", () => {
  // Cheaty Snobold: "After an enemy is Frozen, deal 3 damage to it."
  cardCase("AV_251", {
    does: "Frost Nova freezes every enemy minion, then each takes 3 damage",
    p1: { board: [{ card: "AV_251", ref: "S" }], hand: [{ card: "CS2_026", ref: "N" }] },
    p2: { board: [{ card: YETI, ref: "Y" }, { card: OGRE, ref: "O" }] },
    actions: [{ type: "play", card: "N" }],
    expect: { "Y.health": 2, "O.health": 4, "Y.tags.FROZEN": 1, "O.tags.FROZEN": 1 },
  });
  cardCase("AV_251", {
    does: "a Water Elemental's hit freezes the enemy hero: 3 more damage to it; a friendly character Frozen does nothing",
    p1: { board: [{ card: "AV_251", ref: "S" }, { card: "CS2_033", ref: "W" }], hand: [{ card: "CS2_024", ref: "F" }] },
    actions: [{ type: "attack", attacker: "W", defender: "p2.hero" }, { type: "play", card: "F", target: "S" }],
    expect: { "p2.hero.health": 24, "S.health": 1 },
  });
});

describeCard("AV_324", () => {
  // Shadow Word: Devour: "Choose a minion. It steals 1 Health from ALL other minions."
  cardCase("AV_324", {
    does: "every other minion of both sides loses 1 Health (a 1-Health one dies); the chosen one gains that much",
    p1: { hand: [{ card: "AV_324", ref: "D" }], board: [{ card: YETI, ref: "Y" }, { card: "CS2_231", ref: "W" }] },
    p2: { board: [{ card: OGRE, ref: "O" }] },
    actions: [{ type: "play", card: "D", target: "Y" }],
    expect: { "Y.health": 7, "Y.maxHealth": 7, "W.zone": "graveyard", "O.health": 6, "O.maxHealth": 6 },
  });
  cardCase("AV_324", {
    does: "alone on the board: nothing to steal",
    p1: { hand: [{ card: "AV_324", ref: "D" }], board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "D", target: "Y" }],
    expect: { "Y.health": 5 },
  });
});

describeCard("AV_115", () => {
  // Amplified Snowflurry: "Battlecry: Your next Hero Power costs (0) and Freezes the target."
  cardCase("AV_115", {
    does: "the next Hero Power costs (0) and Freezes its target; the one after costs (2) again and does not",
    p1: { hero: { card: "HERO_08" }, heroPower: { card: "HERO_08bp" }, hand: [{ card: "AV_115", ref: "S" }], mana: { crystals: 5, used: 0 } },
    p2: { board: [{ card: YETI, ref: "Y" }, { card: OGRE, ref: "O" }] },
    actions: [{ type: "play", card: "S" }, { type: "heroPower", target: "Y" }, { type: "endTurn" }, { type: "endTurn" }, { type: "heroPower", target: "O" }],
    expect: { "Y.health": 4, "O.health": 6, "O.tags.FROZEN": undefined, "p1.mana.used": 2 },
  });
  cardCase("AV_115", {
    does: "the first use freezes and costs nothing",
    p1: { hero: { card: "HERO_08" }, heroPower: { card: "HERO_08bp" }, hand: [{ card: "AV_115", ref: "S" }], mana: { crystals: 5, used: 0 } },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "S" }, { type: "heroPower", target: "Y" }],
    expect: { "Y.health": 4, "Y.tags.FROZEN": 1, "p1.mana.used": 2 },
  });
});

describeCard("AV_143", () => {
  // Korrak the Bloodrager: "Deathrattle: If this wasn't Honorably Killed, resummon Korrak."
  cardCase("AV_143", {
    does: "killed by an attack that leaves it at exactly 0 Health (Honorably Killed): it stays dead",
    p1: { board: [{ card: "CS2_182", ref: "A", attack: 5 }] },
    p2: { board: [{ card: "AV_143", ref: "K" }] },
    actions: [{ type: "attack", attacker: "A", defender: "K" }],
    expect: { "K.zone": "graveyard", "p2.board": [] },
  });
  cardCase("AV_143", {
    does: "taken below 0 (6 damage to its 5 Health): a new Korrak is summoned",
    p1: { board: [{ card: OGRE, ref: "O" }] },
    p2: { board: [{ card: "AV_143", ref: "K" }] },
    actions: [{ type: "attack", attacker: "O", defender: "K" }],
    expect: { "K.zone": "graveyard", "p2.board": ["AV_143"] },
  });
  cardCase("AV_143", {
    does: "left at exactly 0 by a hit whose source's controller is not the player whose turn it is (the Yeti's damage back as Korrak attacks): resummoned",
    p1: { board: [{ card: "AV_143", ref: "K", health: 4 }] },
    p2: { board: [{ card: YETI, ref: "Y", health: 3 }] },
    actions: [{ type: "attack", attacker: "K", defender: "Y" }],
    expect: { "K.zone": "graveyard", "p1.board": ["AV_143"] },
  });
  cardCase("AV_143", {
    does: "destroyed by an effect: resummoned",
    p2: { board: [{ card: "AV_143", ref: "K" }] },
    actions: [{ type: "destroy", target: "K" }],
    expect: { "K.zone": "graveyard", "p2.board": ["AV_143"] },
  });
});

