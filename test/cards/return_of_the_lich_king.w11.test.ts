/**
 * Behaviour tests of the RETURN_OF_THE_LICH_KING cards added by w11/bands (definitions in sets/lich-king.ts): Manathirst
 * written without "Battlecry:" (the card field `whenPlayed`, rules-notes 1080), "after your last turn", "Resurrect all".
 * Random picks are asserted by their properties (the pools grow as cards are added).
 */
import { expect } from "vitest";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";
import { cardCase, describeCard } from "../support/cards.js";

const WISP = "CS2_231"; // 1/1 (0), an Undead
const YETI = "CS2_182"; // 4/5 (4)
const RAPTOR = "CS2_172"; // 3/2 (2), a Beast
const BRANN = "LOE_077";
const mana = (crystals: number, used = 0) => ({ crystals, used, maxCrystals: Math.max(10, crystals) });

describeCard("RLK_815", () => {
  cardCase("RLK_815", {
    does: "no friendly Undead died after your last turn: 2 damage to each enemy",
    p1: { hand: [{ card: "RLK_815", ref: "S" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    state: { deaths: [{ card: WISP, controller: 1, turn: 3 }, { card: WISP, controller: 2, turn: 4 }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "Y.health": 3, "p2.hero.health": 28, "p1.hero.health": 30 },
  });
  cardCase("RLK_815", {
    does: "a friendly Undead died on the opponent's turn (4 of 5): 4 damage to each enemy",
    p1: { hand: [{ card: "RLK_815", ref: "S" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    state: { deaths: [{ card: WISP, controller: 1, turn: 4 }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "Y.health": 1, "p2.hero.health": 26 },
  });
});

describeCard("RLK_832", () => {
  cardCase("RLK_832", {
    does: "the friendly Undead that died after your last turn come back (two Wisps of turn 4); turn 3's, the Beast's and the enemy's do not",
    p1: { hand: [{ card: "RLK_832", ref: "B" }] },
    state: { deaths: [{ card: WISP, controller: 1, turn: 3 }, { card: WISP, controller: 1, turn: 4 }, { card: RAPTOR, controller: 1, turn: 4 }, { card: WISP, controller: 1, turn: 4 }, { card: WISP, controller: 2, turn: 4 }] },
    actions: [{ type: "play", card: "B" }],
    expect: { "p1.board": [WISP, "RLK_832", WISP], "p2.board": [] }, // placed right of it, then left (several summons of one effect)
  });
});

describeCard("RLK_652", () => {
  cardCase("RLK_652", {
    does: "every friendly minion of Cost 2 or less that died comes back, in the order they died; the Yeti (4) and the enemy's do not",
    p1: { hand: [{ card: "RLK_652", ref: "U" }] },
    state: { deaths: [{ card: RAPTOR, controller: 1, turn: 1 }, { card: YETI, controller: 1, turn: 2 }, { card: WISP, controller: 1, turn: 3 }, { card: RAPTOR, controller: 1, turn: 4 }, { card: WISP, controller: 2, turn: 4 }] },
    actions: [{ type: "play", card: "U" }],
    expect: { "p1.board": [RAPTOR, WISP, RAPTOR], "p2.board": [] },
  });
  cardCase("RLK_652", {
    does: "a full board stops the rest",
    p1: { hand: [{ card: "RLK_652", ref: "U" }], board: Array.from({ length: 6 }, () => ({ card: YETI })) },
    state: { deaths: [{ card: RAPTOR, controller: 1, turn: 1 }, { card: WISP, controller: 1, turn: 3 }] },
    actions: [{ type: "play", card: "U" }],
    expect: { "p1.board.length": 7, "p1.board.6.card": RAPTOR },
  });
});

describeCard("RLK_221", () => {
  const costOfSummoned = (r: { state: { players: { board: { card: string }[] }[] } }) => findCard(r.state.players[0]!.board[1]!.card)?.cost;
  cardCase("RLK_221", {
    does: "Manathirst (10): a random 8-Cost minion",
    p1: { hand: [{ card: "RLK_221", ref: "C" }], mana: mana(10) },
    actions: [{ type: "play", card: "C" }],
    expect: { "p1.board.length": 2 },
    check: (r) => expect(costOfSummoned(r)).toBe(8),
  });
  cardCase("RLK_221", {
    does: "Manathirst (5) only: a random 3-Cost minion",
    p1: { hand: [{ card: "RLK_221", ref: "C" }], mana: mana(7) },
    actions: [{ type: "play", card: "C" }],
    expect: { "p1.board.length": 2 },
    check: (r) => expect(costOfSummoned(r)).toBe(3),
  });
  cardCase("RLK_221", {
    does: "4 Mana Crystals: nothing",
    p1: { hand: [{ card: "RLK_221", ref: "C" }], mana: mana(4) },
    actions: [{ type: "play", card: "C" }],
    expect: { "p1.board": ["RLK_221"] },
  });
  cardCase("RLK_221", {
    does: "not a Battlecry: with Brann Bronzebeard still one minion",
    p1: { hand: [{ card: "RLK_221", ref: "C" }], board: [{ card: BRANN }], mana: mana(5) },
    actions: [{ type: "play", card: "C" }],
    expect: { "p1.board.length": 3 },
  });
});

describeCard("NX2_051", () => {
  cardCase("NX2_051", {
    does: "Manathirst (6): it gains Reborn",
    p1: { hand: [{ card: "NX2_051", ref: "D" }], mana: mana(6) },
    actions: [{ type: "play", card: "D" }],
    expect: { "D.seen.REBORN": 1 },
  });
  cardCase("NX2_051", {
    does: "5 crystals: no Reborn",
    p1: { hand: [{ card: "NX2_051", ref: "D" }], mana: mana(5) },
    actions: [{ type: "play", card: "D" }],
    expect: { "D.seen.REBORN": undefined },
  });
});

describeCard("NX2_010", () => {
  cardCase("NX2_010", {
    does: "Manathirst (11), 11 crystals: +4/+4 and Charge — it attacks at once",
    p1: { hand: [{ card: "NX2_010", ref: "B" }], mana: mana(11) },
    actions: [{ type: "play", card: "B" }, { type: "attack", attacker: "B", defender: "p2.hero" }],
    expect: { "B.attack": 10, "B.health": 10, "p2.hero.health": 20 },
  });
  cardCase("NX2_010", {
    does: "10 crystals: a 6/6 Taunt only, which can't attack this turn",
    p1: { hand: [{ card: "NX2_010", ref: "B" }], mana: mana(10) },
    actions: [{ type: "play", card: "B" }, { type: "attack", attacker: "B", defender: "p2.hero" }],
    error: "illegal_action",
  });
});

describeCard("RLK_955", () => {
  cardCase("RLK_955", {
    does: "Manathirst (7): a 6/6",
    p1: { hand: [{ card: "RLK_955", ref: "A" }], mana: mana(7) },
    actions: [{ type: "play", card: "A" }],
    expect: { "A.attack": 6, "A.health": 6 },
  });
  cardCase("RLK_955", {
    does: "6 crystals: a 4/4",
    p1: { hand: [{ card: "RLK_955", ref: "A" }], mana: mana(6) },
    actions: [{ type: "play", card: "A" }],
    expect: { "A.attack": 4, "A.health": 4 },
  });
});

describeCard("RLK_518", () => {
  cardCase("RLK_518", {
    does: "Manathirst (8): a 4/7 with Divine Shield",
    p1: { hand: [{ card: "RLK_518", ref: "S" }], mana: mana(8) },
    actions: [{ type: "play", card: "S" }],
    expect: { "S.attack": 4, "S.health": 7, "S.seen.DIVINE_SHIELD": 1 },
  });
  cardCase("RLK_518", {
    does: "7 crystals: a 2/5, no Divine Shield",
    p1: { hand: [{ card: "RLK_518", ref: "S" }], mana: mana(7) },
    actions: [{ type: "play", card: "S" }],
    expect: { "S.attack": 2, "S.health": 5, "S.seen.DIVINE_SHIELD": undefined },
  });
});

describeCard("RLK_819", () => {
  cardCase("RLK_819", {
    does: "no Spell Damage: one 4/4 Rush Lynx",
    p1: { hand: [{ card: "RLK_819", ref: "E" }] },
    actions: [{ type: "play", card: "E" }],
    expect: { "p1.board": ["RLK_819t"] },
  });
  cardCase("RLK_819", {
    does: "Spell Damage +1 (a Kobold Geomancer): two Lynxes",
    p1: { hand: [{ card: "RLK_819", ref: "E" }], board: [{ card: "CS2_142" }] },
    actions: [{ type: "play", card: "E" }],
    expect: { "p1.board": ["CS2_142", "RLK_819t", "RLK_819t"] },
  });
});

describeCard("NX2_013", () => {
  cardCase("NX2_013", {
    does: "after the opponent plays a 3/2 Raptor, four 1/1 Zombees are summoned and attack it in turn: two hits kill it (each of those Zombees dies), the other two no longer attack",
    p1: { secrets: [{ card: "NX2_013", ref: "Z" }] },
    p2: { hand: [{ card: RAPTOR, ref: "R" }] },
    state: { activePlayer: 2 },
    actions: [{ type: "play", card: "R" }],
    expect: { "R.zone": "graveyard", "Z.zone": "graveyard", "p1.board": ["NX2_013t", "NX2_013t"] },
  });
});

describeCard("NX2_004", () => {
  cardCase("NX2_004", {
    does: "no card from another class played this turn: 1 damage",
    p1: { hero: { card: "HERO_03" }, hand: [{ card: "NX2_004", ref: "R" }, { card: WISP, ref: "W" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "W" }, { type: "play", card: "R", target: "Y" }],
    expect: { "Y.health": 4 },
  });
  cardCase("NX2_004", {
    does: "a Mage card played first (a Rogue's another class): 4 damage kill the 4/5 Yeti damaged to 4",
    p1: { hero: { card: "HERO_03" }, hand: [{ card: "NX2_004", ref: "R" }, { card: "CS2_025", ref: "A" }] },
    p2: { board: [{ card: YETI, ref: "Y", health: 4 }] },
    actions: [{ type: "play", card: "A" }, { type: "play", card: "R", target: "Y" }],
    expect: { "Y.zone": "graveyard" },
  });
});

describeCard("RLK_830", () => {
  cardCase("RLK_830", {
    does: "Deathrattle: draws the Undead (a Wisp), not the other Flesh Behemoth or the Yeti, and summons a copy of it",
    p1: { board: [{ card: "RLK_830", ref: "F" }], deck: [{ card: "RLK_830", ref: "G" }, { card: YETI }, { card: WISP, ref: "W" }] },
    actions: [{ type: "destroy", target: "F" }],
    expect: { "W.zone": "hand", "G.zone": "deck", "p1.board": [WISP] },
  });
});

describeCard("RLK_536", () => {
  cardCase("RLK_536", {
    does: "the Harvest Golem's Deathrattle resolves (a Damaged Golem), then it is destroyed (and its Deathrattle comes again)",
    p1: { hand: [{ card: "RLK_536", ref: "S" }], board: [{ card: "EX1_556", ref: "G" }] },
    actions: [{ type: "play", card: "S", target: "G" }],
    expect: { "G.zone": "graveyard", "p1.board": ["skele21", "skele21"] },
  });
  cardCase("RLK_536", {
    does: "a minion without a Deathrattle can't be chosen",
    p1: { hand: [{ card: "RLK_536", ref: "S" }], board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "S", target: "Y" }],
    error: "illegal_action",
  });
});

describeCard("RLK_538", () => {
  cardCase("RLK_538", {
    does: "after a friendly Harvest Golem dies it gains its Deathrattle: destroyed, it summons a Damaged Golem",
    p1: { board: [{ card: "RLK_538", ref: "D" }, { card: "EX1_556", ref: "G" }] },
    actions: [{ type: "destroy", target: "G" }, { type: "destroy", target: "D" }],
    expect: { "p1.board": ["skele21", "skele21"] },
  });
  cardCase("RLK_538", {
    does: "a minion without a Deathrattle gives nothing",
    p1: { board: [{ card: "RLK_538", ref: "D" }, { card: YETI, ref: "Y" }] },
    actions: [{ type: "destroy", target: "Y" }, { type: "destroy", target: "D" }],
    expect: { "p1.board": [] },
  });
});

describeCard("RLK_608", () => {
  cardCase("RLK_608", {
    does: "casts a copy of the opponent's last spell (Arcane Explosion, after their Fireball; their later Wisp is no spell): 1 damage to their minions",
    p1: { hand: [{ card: "RLK_608", ref: "A" }] },
    p2: { board: [{ card: YETI, ref: "Y" }], playedThisGame: [{ card: "CS2_029", cost: 4, turn: 2 }, { card: "CS2_025", cost: 2, turn: 4 }, { card: WISP, cost: 0, turn: 4 }] },
    actions: [{ type: "play", card: "A" }],
    expect: { "Y.health": 4, "p1.hero.health": 30, "p2.hero.health": 30 },
  });
  cardCase("RLK_608", {
    does: "no spell played by the opponent: nothing is cast",
    p1: { hand: [{ card: "RLK_608", ref: "A" }] },
    p2: { board: [{ card: YETI, ref: "Y" }], playedThisGame: [{ card: WISP, cost: 0, turn: 4 }] },
    actions: [{ type: "play", card: "A" }],
    expect: { "Y.health": 5, "p1.board": ["RLK_608"] },
  });
});
