/** Showdown in the Badlands (WILD_WEST): cards whose steps the format already had (w9/late-d). */
import { describe, expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { factsById } from "../../src/engine/hearthstone/cards/facts.js";

const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231"; // 1/1
const DRAGON = "NEW1_023"; // Faerie Dragon 3/2
const SENJIN = "CS2_179"; // 3/5 Taunt
const CROC = "CS2_120"; // 2/3 Beast
const FIRE_ELEMENTAL = "CS2_042";
const HOLY_LIGHT = "CS2_089"; // Holy spell, 2
const FIREBALL = "CS2_029"; // Fire spell, 4
const OPPONENTS_TURN = { activePlayer: 2 };

describe("Showdown in the Badlands (late-d)", () => {
  describeCard("DEEP_006", () => {
    cardCase("DEEP_006", {
      does: "Divine Shield, Taunt, Lifesteal and Elusive (can't be targeted by spells)",
      p1: { hand: [{ card: "DEEP_006", ref: "S" }] },
      actions: [{ type: "play", card: "S" }],
      expect: { "S.seen.DIVINE_SHIELD": 1, "S.seen.TAUNT": 1, "S.seen.LIFESTEAL": 1, "S.attack": 2, "S.health": 8 },
    });
    cardCase("DEEP_006", {
      does: "Elusive: an enemy spell cannot target it",
      p1: { board: [{ card: "DEEP_006", ref: "S" }] },
      p2: { hand: [{ card: FIREBALL, ref: "F" }] },
      state: OPPONENTS_TURN,
      actions: [{ type: "play", card: "F", target: "S" }],
      error: "illegal_action",
    });
  });

  describeCard("DEEP_008", () => {
    cardCase("DEEP_008", {
      does: "at the end of your turn: 2 Armor and a card drawn",
      p1: { board: [{ card: "DEEP_008" }], deck: [{ card: YETI }] },
      p2: { deck: [{ card: WISP }] },
      actions: [{ type: "endTurn" }],
      expect: { "p1.hero.armor": 2, "p1.hand": [YETI], "p2.hero.armor": 0 },
    });
    cardCase("DEEP_008", {
      does: "not at the end of the opponent's turn",
      p1: { board: [{ card: "DEEP_008" }], deck: [{ card: YETI }, { card: YETI }] },
      p2: { deck: [{ card: WISP }] },
      state: OPPONENTS_TURN,
      actions: [{ type: "endTurn" }],
      expect: { "p1.hero.armor": 0, "p1.hand": [YETI] },
    });
  });

  describeCard("DEEP_014", () => {
    cardCase("DEEP_014", {
      does: "after your hero attacks, draw a card",
      p1: { weapon: { card: "DEEP_014", ref: "Q" }, deck: [{ card: YETI }] },
      actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
      expect: { "p2.hero.health": 29, "p1.hand": [YETI] },
    });
    cardCase("DEEP_014", {
      does: "a minion's attack draws nothing",
      p1: { weapon: { card: "DEEP_014", ref: "Q" }, board: [{ card: YETI, ref: "Y" }], deck: [{ card: WISP }] },
      actions: [{ type: "attack", attacker: "Y", defender: "p2.hero" }],
      expect: { "p2.hero.health": 26, "p1.hand": [] },
    });
  });

  describeCard("DEEP_023", () => {
    cardCase("DEEP_023", {
      does: "end of your turn: restores 2 Health to each friendly character, not enemies",
      p1: { board: [{ card: "DEEP_023" }, { card: YETI, ref: "Y", health: 2 }], hero: { card: "HERO_09", health: 20 } },
      p2: { board: [{ card: YETI, ref: "E", health: 2 }], hero: { card: "HERO_08", health: 20 }, deck: [{ card: WISP }] },
      actions: [{ type: "endTurn" }],
      expect: { "Y.health": 4, "p1.hero.health": 22, "E.health": 2, "p2.hero.health": 20 },
    });
  });

  describeCard("DEEP_030", () => {
    cardCase("DEEP_030", {
      does: "Battlecry: draw a card and 2 damage to your own hero",
      p1: { hand: [{ card: "DEEP_030", ref: "G" }], deck: [{ card: YETI }] },
      actions: [{ type: "play", card: "G" }],
      expect: { "p1.hand": [YETI], "p1.hero.health": 28, "p2.hero.health": 30 },
    });
    cardCase("DEEP_030", {
      does: "Deathrattle: the same again",
      p1: { board: [{ card: "DEEP_030", ref: "G" }], deck: [{ card: WISP }] },
      actions: [{ type: "destroy", target: "G" }],
      expect: { "p1.hand": [WISP], "p1.hero.health": 28, "p2.hero.health": 30 },
    });
  });

  describeCard("DEEP_034", () => {
    cardCase("DEEP_034", {
      does: "an Elemental played last turn: draws a card",
      p1: { hand: [{ card: "DEEP_034", ref: "S" }], deck: [{ card: YETI }], playedLastTurn: [FIRE_ELEMENTAL], tags: { NUM_MINIONS_PLAYED_LAST_TURN: 1, NUM_CARDS_PLAYED_LAST_TURN: 1 } },
      actions: [{ type: "play", card: "S" }],
      expect: { "p1.hand": [YETI] },
    });
    cardCase("DEEP_034", {
      does: "no Elemental last turn (a Yeti): no draw",
      p1: { hand: [{ card: "DEEP_034", ref: "S" }], deck: [{ card: YETI }], playedLastTurn: [YETI], tags: { NUM_MINIONS_PLAYED_LAST_TURN: 1, NUM_CARDS_PLAYED_LAST_TURN: 1 } },
      actions: [{ type: "play", card: "S" }],
      expect: { "p1.hand": [] },
    });
  });

  describeCard("WW_391", () => {
    cardCase("WW_391", {
      does: "at the end of your turn, draw a card (only yours)",
      p1: { board: [{ card: "WW_391" }], deck: [{ card: YETI }] },
      p2: { deck: [{ card: WISP }, { card: WISP }] },
      actions: [{ type: "endTurn" }],
      expect: { "p1.hand": [YETI], "p2.hand": [WISP] },
    });
  });

  describeCard("WW_410", () => {
    cardCase("WW_410", {
      does: "7 damage to the minion, then 7 cards drawn",
      p1: { hand: [{ card: "WW_410", ref: "T" }], deck: Array.from({ length: 8 }, () => ({ card: WISP })) },
      p2: { board: [{ card: "CS2_232", ref: "I" }] },
      actions: [{ type: "play", card: "T", target: "I" }],
      expect: { "I.health": 1, "p1.hand.length": 7, "p1.deck.length": 1 },
    });
    cardCase("WW_410", {
      does: "a hero cannot be chosen",
      p1: { hand: [{ card: "WW_410", ref: "T" }] },
      actions: [{ type: "play", card: "T", target: "p2.hero" }],
      error: "illegal_action",
    });
  });

  describeCard("WW_435", () => {
    cardCase("WW_435", {
      does: "your Beasts have Rush: a Beast in play can attack a minion at once; a non-Beast gains nothing",
      p1: { hand: [{ card: CROC, ref: "C" }, { card: YETI, ref: "Y" }], board: [{ card: "WW_435", ref: "B" }] },
      p2: { board: [{ card: WISP, ref: "W" }] },
      actions: [{ type: "play", card: "C" }, { type: "play", card: "Y" }, { type: "attack", attacker: "C", defender: "W" }],
      expect: { "W.zone": "graveyard", "C.seen.RUSH": 1, "Y.seen.RUSH": undefined, "B.seen.RUSH": 1 },
    });
    cardCase("WW_435", {
      does: "an enemy Beast does not get Rush",
      p1: { board: [{ card: "WW_435" }] },
      p2: { hand: [{ card: CROC, ref: "C" }] },
      state: OPPONENTS_TURN,
      actions: [{ type: "play", card: "C" }, { type: "attack", attacker: "C", defender: "p1.board.0" }],
      error: "illegal_action",
    });
  });

  describeCard("WW_329", () => {
    cardCase("WW_329", {
      does: "Taunt minions in your hand get +2/+2; others don't",
      p1: { hand: [{ card: "WW_329", ref: "J" }, { card: SENJIN, ref: "S" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "J" }],
      expect: { "S.attack": 5, "S.health": 7, "Y.attack": 4, "Y.health": 5, "J.attack": 3, "J.health": 4 },
    });
    cardCase("WW_329", {
      does: "an enemy Taunt minion in hand is not buffed",
      p1: { hand: [{ card: "WW_329", ref: "J" }] },
      p2: { hand: [{ card: SENJIN, ref: "S" }] },
      actions: [{ type: "play", card: "J" }],
      expect: { "S.attack": 3, "S.health": 5 },
    });
  });

  describeCard("WW_367", () => {
    cardCase("WW_367", {
      does: "Deathrattle: Taunt minions in your hand and deck +1/+1; non-Taunt and enemy ones not",
      p1: { board: [{ card: "WW_367", ref: "U" }], hand: [{ card: SENJIN, ref: "H" }, { card: YETI, ref: "Y" }], deck: [{ card: SENJIN, ref: "D" }] },
      p2: { hand: [{ card: SENJIN, ref: "E" }] },
      actions: [{ type: "destroy", target: "U" }],
      expect: { "H.attack": 4, "H.health": 6, "D.attack": 4, "D.health": 6, "Y.attack": 4, "E.attack": 3 },
    });
  });

  describeCard("WW_351", () => {
    cardCase("WW_351", {
      does: "draws the Beast (not the Yeti) and it costs 3 less",
      p1: { hand: [{ card: "WW_351", ref: "R" }], deck: [{ card: "CS2_232", ref: "I" }, { card: YETI, ref: "Y" }, { card: "EX1_534", ref: "B" }] },
      actions: [{ type: "play", card: "R" }],
      expect: { "B.zone": "hand", "Y.zone": "deck", "I.zone": "deck", "B.cost": 3 },
    });
    cardCase("WW_351", {
      does: "no Beast in the deck: nothing drawn",
      p1: { hand: [{ card: "WW_351", ref: "R" }], deck: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "R" }],
      expect: { "p1.hand": [], "Y.zone": "deck" },
    });
  });

  describeCard("WW_816", () => {
    cardCase("WW_816", {
      does: "draws two Dragons and gives them +1/+1",
      p1: { hand: [{ card: "WW_816", ref: "T" }], deck: [{ card: DRAGON, ref: "A" }, { card: YETI, ref: "Y" }, { card: DRAGON, ref: "B" }] },
      actions: [{ type: "play", card: "T" }],
      expect: { "A.zone": "hand", "B.zone": "hand", "Y.zone": "deck", "A.attack": 4, "A.health": 3, "B.attack": 4, "B.health": 3 },
    });
    cardCase("WW_816", {
      does: "one Dragon only: one drawn",
      p1: { hand: [{ card: "WW_816", ref: "T" }], deck: [{ card: DRAGON, ref: "A" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "T" }],
      expect: { "p1.hand": [DRAGON], "Y.zone": "deck" },
    });
  });

  describeCard("WW_819", () => {
    cardCase("WW_819", {
      does: "holding a Dragon: an empty Mana Crystal",
      p1: { hand: [{ card: "WW_819", ref: "W" }, { card: DRAGON }], mana: { crystals: 5, used: 0, temp: 0, overloadOwed: 0, overloadLocked: 0, maxCrystals: 10 } },
      actions: [{ type: "play", card: "W" }],
      expect: { "p1.mana.crystals": 6, "p1.mana.used": 3 },
    });
    cardCase("WW_819", {
      does: "no Dragon: no crystal",
      p1: { hand: [{ card: "WW_819", ref: "W" }], mana: { crystals: 5, used: 0, temp: 0, overloadOwed: 0, overloadLocked: 0, maxCrystals: 10 } },
      actions: [{ type: "play", card: "W" }],
      expect: { "p1.mana.crystals": 5 },
    });
  });

  describeCard("WW_820", () => {
    cardCase("WW_820", {
      does: "holding a Dragon: 5 damage to the enemy minion",
      p1: { hand: [{ card: "WW_820", ref: "S" }, { card: DRAGON }] },
      p2: { board: [{ card: "CS2_232", ref: "I" }] },
      actions: [{ type: "play", card: "S", target: "I" }],
      expect: { "I.health": 3 },
    });
    cardCase("WW_820", {
      does: "a friendly minion cannot be chosen",
      p1: { hand: [{ card: "WW_820", ref: "S" }, { card: DRAGON }], board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "S", target: "Y" }],
      error: "illegal_action",
    });
    cardCase("WW_820", {
      does: "holding no other Dragon (it is one itself): played without a target, no damage",
      p1: { hand: [{ card: "WW_820", ref: "S" }] },
      p2: { board: [{ card: "CS2_232", ref: "I" }] },
      actions: [{ type: "play", card: "S" }],
      expect: { "I.health": 8, "S.zone": "board" },
    });
  });

  describeCard("WW_826", () => {
    cardCase("WW_826", {
      does: "holding a Dragon: refreshes 4 Mana Crystals",
      p1: { hand: [{ card: "WW_826", ref: "N" }, { card: DRAGON }], mana: { crystals: 10, used: 6, temp: 0, overloadOwed: 0, overloadLocked: 0, maxCrystals: 10 } },
      actions: [{ type: "play", card: "N" }],
      expect: { "p1.mana.used": 6 },
    });
    cardCase("WW_826", {
      does: "no Dragon: no refresh",
      p1: { hand: [{ card: "WW_826", ref: "N" }], mana: { crystals: 10, used: 6, temp: 0, overloadOwed: 0, overloadLocked: 0, maxCrystals: 10 } },
      actions: [{ type: "play", card: "N" }],
      expect: { "p1.mana.used": 10 },
    });
  });

  describeCard("WW_346", () => {
    cardCase("WW_346", {
      does: "damage equal to its Attack (2) to each enemy minion, not to friendly ones or heroes",
      p1: { hand: [{ card: "WW_346", ref: "T" }], board: [{ card: YETI, ref: "F" }] },
      p2: { board: [{ card: YETI, ref: "A" }, { card: WISP, ref: "W" }] },
      actions: [{ type: "play", card: "T" }],
      expect: { "A.health": 3, "W.zone": "graveyard", "F.health": 5, "p2.hero.health": 30 },
    });
  });

  describeCard("WW_342", () => {
    cardCase("WW_342", {
      does: "+1 Attack for each card left in your hand (3)",
      p1: { hand: [{ card: "WW_342", ref: "L" }, { card: WISP }, { card: WISP }, { card: YETI }] },
      actions: [{ type: "play", card: "L" }],
      expect: { "L.attack": 4, "L.health": 5 },
    });
    cardCase("WW_342", {
      does: "an empty hand: stays 1 Attack",
      p1: { hand: [{ card: "WW_342", ref: "L" }] },
      actions: [{ type: "play", card: "L" }],
      expect: { "L.attack": 1 },
    });
  });

  describeCard("WW_344", () => {
    cardCase("WW_344", {
      does: "Deathrattle: draws the Holy spell, not the Fire one",
      p1: { board: [{ card: "WW_344", ref: "H" }], deck: [{ card: HOLY_LIGHT, ref: "L" }, { card: FIREBALL, ref: "F" }] },
      actions: [{ type: "destroy", target: "H" }],
      expect: { "L.zone": "hand", "F.zone": "deck" },
    });
  });

  describeCard("WW_335", () => {
    cardCase("WW_335", {
      does: "your next Holy spell costs 2 less (a Fire spell not); the next turn still",
      p1: { hand: [{ card: "WW_335", ref: "C" }, { card: HOLY_LIGHT, ref: "L" }, { card: FIREBALL, ref: "F" }] },
      actions: [{ type: "play", card: "C" }],
      expect: { "L.cost": 0, "F.cost": 4 },
    });
    cardCase("WW_335", {
      does: "used up by the Holy spell: a second one costs full",
      p1: { hand: [{ card: "WW_335", ref: "C" }, { card: HOLY_LIGHT, ref: "L" }, { card: HOLY_LIGHT, ref: "M" }] },
      actions: [{ type: "play", card: "C" }, { type: "play", card: "L" }],
      expect: { "M.cost": 2, "p1.mana.used": 3 },
    });
    cardCase("WW_335", {
      does: "not limited to this turn: a Holy spell drawn on a later turn is still cheaper",
      p1: { hand: [{ card: "WW_335", ref: "C" }], deck: [{ card: HOLY_LIGHT, ref: "L" }] },
      p2: { deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "C" }, { type: "endTurn" }, { type: "endTurn" }],
      expect: { "L.zone": "hand", "L.cost": 0 },
    });
  });

  describeCard("WW_080", () => {
    cardCase("WW_080", {
      does: "restores 5 Health to the character, then Discover a spell",
      p1: { hand: [{ card: "WW_080", ref: "A" }], hero: { card: "HERO_08", health: 20 } },
      actions: [{ type: "play", card: "A", target: "p1.hero" }],
      choices: [0],
      check: (r) => {
        expect(r.state.players[0].hero.health).toBe(25);
        const hand = r.state.players[0].hand;
        expect(hand).toHaveLength(1);
        expect(factsById(hand[0]!.card)!.type).toBe("SPELL");
      },
    });
  });
  describeCard("WW_901", () => {
    cardCase("WW_901", {
      does: "holding another 2-Cost card: a Coin",
      p1: { hand: [{ card: "WW_901", ref: "G" }, { card: CROC }] },
      actions: [{ type: "play", card: "G" }],
      expect: { "p1.hand": [CROC, "GAME_005"] },
    });
    cardCase("WW_901", {
      does: "no other 2-Cost card (a 4-Cost one): nothing",
      p1: { hand: [{ card: "WW_901", ref: "G" }, { card: YETI }] },
      actions: [{ type: "play", card: "G" }],
      expect: { "p1.hand": [YETI] },
    });
  });

  describeCard("WW_433", () => {
    cardCase("WW_433", {
      does: "holding another 3-Cost card: a random 3-Cost minion summoned",
      p1: { hand: [{ card: "WW_433", ref: "L" }, { card: "CS2_093" }] },
      actions: [{ type: "play", card: "L" }],
      check: (r) => {
        const board = r.state.players[0].board;
        expect(board).toHaveLength(2);
        const f = factsById(board[1]!.card)!;
        expect([f.type, f.cost]).toEqual(["MINION", 3]);
      },
    });
    cardCase("WW_433", {
      does: "no other 3-Cost card: nothing summoned",
      p1: { hand: [{ card: "WW_433", ref: "L" }, { card: YETI }] },
      actions: [{ type: "play", card: "L" }],
      expect: { "p1.board": ["WW_433"] },
    });
  });

  describeCard("WW_906", () => {
    cardCase("WW_906", {
      does: "holding another 4-Cost card: 4 damage to the chosen character",
      p1: { hand: [{ card: "WW_906", ref: "R" }, { card: YETI }] },
      actions: [{ type: "play", card: "R", target: "p2.hero" }],
      expect: { "p2.hero.health": 26 },
    });
    cardCase("WW_906", {
      does: "no other 4-Cost card: played without a target, no damage",
      p1: { hand: [{ card: "WW_906", ref: "R" }, { card: WISP }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "R" }],
      expect: { "Y.health": 5, "p2.hero.health": 30, "R.zone": "board" },
    });
  });

  describeCard("WW_366", () => {
    cardCase("WW_366", {
      does: "costs 1 less for each other card in your hand (3 others: 7)",
      p1: { hand: [{ card: "WW_366", ref: "H" }, { card: WISP, ref: "W" }, { card: WISP }, { card: WISP }, { card: YETI }] },
      p2: { hand: [{ card: WISP }, { card: WISP }] },
      actions: [{ type: "play", card: "W" }],
      expect: { "H.cost": 7 },
    });
    cardCase("WW_366", {
      does: "alone in hand (the other card played): 10",
      p1: { hand: [{ card: "WW_366", ref: "H" }, { card: WISP, ref: "W" }] },
      actions: [{ type: "play", card: "W" }],
      expect: { "H.cost": 10 },
    });
  });

  describeCard("WW_336", () => {
    cardCase("WW_336", {
      does: "costs 1 less per enemy minion; 3 damage to every enemy, none to friends",
      p1: { hand: [{ card: "WW_336", ref: "P" }], board: [{ card: YETI, ref: "F" }] },
      p2: { board: [{ card: YETI, ref: "A" }, { card: YETI, ref: "B" }] },
      actions: [{ type: "play", card: "P" }],
      expect: { "p1.mana.used": 5, "A.health": 2, "B.health": 2, "p2.hero.health": 27, "F.health": 5, "p1.hero.health": 30 },
    });
  });

  describeCard("DEEP_011", () => {
    cardCase("DEEP_011", {
      does: "2 damage; the minion survives: your hero has +3 Attack this turn",
      p1: { hand: [{ card: "DEEP_011", ref: "B" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "B", target: "Y" }],
      expect: { "Y.health": 3, "p1.hero.attack": 3 },
    });
    cardCase("DEEP_011", {
      does: "it dies: no Attack",
      p1: { hand: [{ card: "DEEP_011", ref: "B" }] },
      p2: { board: [{ card: WISP, ref: "W" }] },
      actions: [{ type: "play", card: "B", target: "W" }],
      expect: { "W.zone": "graveyard", "p1.hero.attack": 0 },
    });
    cardCase("DEEP_011", {
      does: "the Attack is gone next turn",
      p1: { hand: [{ card: "DEEP_011", ref: "B" }] },
      p2: { board: [{ card: YETI, ref: "Y" }], deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "B", target: "Y" }, { type: "endTurn" }],
      expect: { "p1.hero.attack": 0 },
    });
  });

  describeCard("DEEP_010", () => {
    cardCase("DEEP_010", {
      does: "1 damage to all minions three times (3 in all), not heroes; no spell last turn: costs 4",
      p1: { hand: [{ card: "DEEP_010", ref: "A" }], board: [{ card: YETI, ref: "F" }] },
      p2: { board: [{ card: YETI, ref: "E" }, { card: CROC, ref: "C" }] },
      actions: [{ type: "play", card: "A" }],
      expect: { "F.health": 2, "E.health": 2, "C.zone": "graveyard", "p2.hero.health": 30, "p1.mana.used": 4 },
    });
    cardCase("DEEP_010", {
      does: "a spell cast last turn: costs 2",
      p1: { hand: [{ card: "DEEP_010", ref: "A" }, { card: WISP, ref: "W" }], tags: { NUM_SPELLS_PLAYED_LAST_TURN: 1 } },
      actions: [{ type: "play", card: "W" }],
      expect: { "A.cost": 2 },
    });
  });
  describeCard("WW_354", () => {
    cardCase("WW_354", {
      does: "damage equal to your Corpses (4) to the minion; the Corpses are kept",
      p1: { corpses: 4, hand: [{ card: "WW_354", ref: "F" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "F", target: "Y" }],
      expect: { "Y.health": 1, "p1.corpses": 4 },
    });
    cardCase("WW_354", {
      does: "a hero cannot be chosen",
      p1: { corpses: 4, hand: [{ card: "WW_354", ref: "F" }] },
      actions: [{ type: "play", card: "F", target: "p2.hero" }],
      error: "illegal_action",
    });
  });

  describeCard("WW_394", () => {
    cardCase("WW_394", {
      does: "copies each 1-Cost card in your hand (not the 2- or 0-Cost ones)",
      p1: { hand: [{ card: "WW_394", ref: "P" }, { card: "CS2_189" }, { card: "EX1_360" }, { card: CROC }, { card: WISP }] },
      actions: [{ type: "play", card: "P" }],
      check: (r) => {
        const hand = r.state.players[0].hand.map((e) => e.card);
        expect(hand.slice(0, 4)).toEqual(["CS2_189", "EX1_360", CROC, WISP]);
        expect([...hand.slice(4)].sort()).toEqual(["CS2_189", "EX1_360"].sort());
      },
    });
    cardCase("WW_394", {
      does: "the opponent's 1-Cost cards are not copied",
      p1: { hand: [{ card: "WW_394", ref: "P" }] },
      p2: { hand: [{ card: "CS2_189" }] },
      actions: [{ type: "play", card: "P" }],
      expect: { "p1.hand": [], "p2.hand": ["CS2_189"] },
    });
  });
  describeCard("WW_347", () => {
    cardCase("WW_347", {
      does: "after you play a Taunt minion: +1 Durability; a non-Taunt one gives nothing",
      p1: { weapon: { card: "WW_347", ref: "P" }, hand: [{ card: SENJIN, ref: "S" }, { card: WISP, ref: "W" }] },
      actions: [{ type: "play", card: "S" }, { type: "play", card: "W" }],
      expect: { "p1.weapon.durability": 2 },
    });
    cardCase("WW_347", {
      does: "the opponent's Taunt minion does not count",
      p1: { weapon: { card: "WW_347", ref: "P" } },
      p2: { hand: [{ card: SENJIN, ref: "S" }] },
      state: OPPONENTS_TURN,
      actions: [{ type: "play", card: "S" }],
      expect: { "p1.weapon.durability": 1 },
    });
  });

  describeCard("WW_423", () => {
    cardCase("WW_423", {
      does: "returns the friendly minion to your hand with +2/+2",
      p1: { hand: [{ card: "WW_423", ref: "B" }], board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "B", target: "Y" }],
      expect: { "Y.zone": "hand", "Y.attack": 6, "Y.health": 7, "p1.board": ["WW_423"] },
    });
    cardCase("WW_423", {
      does: "an enemy minion cannot be chosen",
      p1: { hand: [{ card: "WW_423", ref: "B" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "B", target: "Y" }],
      error: "illegal_action",
    });
  });
});
