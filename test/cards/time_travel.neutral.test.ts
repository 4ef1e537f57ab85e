/**
 * Behaviour tests of the Across the Timeways (TIME_TRAVEL) neutral cards (test/support/cards.ts).
 */
import { expect, it } from "vitest";
import { cardCase, describeCard, runCase, type CardCase } from "../support/cards.js";
import { events, nodes } from "../support/engine.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";
import { builtInCard } from "../../src/engine/hearthstone/cards/registry.js";
import type { ResolveResult } from "../../src/engine/index.js";
import { pastCard } from "../support/past.js";

const wisps = (n: number, p = "w") => Array.from({ length: n }, (_, i) => ({ card: "CS2_231", ref: `${p}${i}` }));
const endTurn = { type: "endTurn" };
const rewinds = (r: ResolveResult) => nodes(r, "step").filter((s) => s.name === "rewind").map((s) => s.choice);

// Chronicle Keeper: "Battlecry: If you're holding a Dragon, gain Taunt and Divine Shield."
cardCase("TIME_062", {
  does: "holding a Dragon: Taunt and Divine Shield",
  p1: { hand: [{ card: "TIME_062", ref: "C" }, { card: "EX1_043" }] },
  actions: [{ type: "play", card: "C" }],
  expect: { "C.seen.TAUNT": 1, "C.seen.DIVINE_SHIELD": 1 },
});
cardCase("TIME_062", {
  does: "no Dragon in hand (only the opponent holds one): neither",
  p1: { hand: [{ card: "TIME_062", ref: "C" }, { card: "CS2_182" }] },
  p2: { hand: [{ card: "EX1_043" }] },
  actions: [{ type: "play", card: "C" }],
  expect: { "C.seen.TAUNT": undefined, "C.seen.DIVINE_SHIELD": undefined },
});

// Soldier of the Bronze: "Taunt Battlecry: Double this minion's Health."
cardCase("TIME_720", {
  does: "5/3 becomes 5/6 with Taunt",
  p1: { hand: [{ card: "TIME_720", ref: "S" }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "S.attack": 5, "S.health": 6, "S.maxHealth": 6, "S.seen.TAUNT": 1 },
});
// Soldier of the Infinite: "Rush Battlecry: Double this minion's Attack."
cardCase("TIME_051", {
  does: "3/5 becomes 6/5 with Rush",
  p1: { hand: [{ card: "TIME_051", ref: "S" }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "S.attack": 6, "S.health": 5, "S.seen.RUSH": 1 },
});

// Living Paradox: "Elusive Battlecry: Summon two 2/1 Living Paradoxes with Elusive."
cardCase("TIME_059", {
  does: "three 2/1 Living Paradoxes on its player's side, each Elusive; the summoned ones summon nothing more",
  p1: { hand: [{ card: "TIME_059", ref: "L" }] },
  actions: [{ type: "play", card: "L" }],
  expect: { "p1.board": ["TIME_059", "TIME_059", "TIME_059"], "p2.board": [], "p1.board.0.attack": 2, "p1.board.2.health": 1, "p1.board.0.seen.CANT_BE_TARGETED_BY_SPELLS": 1 },
});

// Yesterloc: "At the end of your turn, give your other minions +1 Health."
cardCase("TIME_428", {
  does: "at its player's turn end, the other friendly minions get +1 Health; itself and the enemy's do not",
  p1: { board: [{ card: "TIME_428", ref: "Y" }, { card: "CS2_182", ref: "F" }], deck: wisps(1) },
  p2: { board: [{ card: "CS2_182", ref: "E" }], deck: wisps(1, "e") },
  actions: [endTurn],
  expect: { "F.health": 6, "F.attack": 4, "Y.health": 1, "E.health": 5 },
});
cardCase("TIME_428", {
  does: "not at the opponent's turn end",
  state: { activePlayer: 2 },
  p1: { board: [{ card: "TIME_428", ref: "Y" }, { card: "CS2_182", ref: "F" }], deck: wisps(1) },
  p2: { deck: wisps(1, "e") },
  actions: [endTurn],
  expect: { "F.health": 5 },
});

// Hourglass Attendant: "Divine Shield At the end of your turn, give all minions in your hand +1/+1."
cardCase("TIME_100", {
  does: "at its player's turn end, the minions in their hand get +1/+1 (not spells, not the enemy hand)",
  p1: { board: [{ card: "TIME_100", ref: "H" }], hand: [{ card: "CS2_182", ref: "M" }, { card: "CS2_029", ref: "S" }], deck: wisps(1) },
  p2: { hand: [{ card: "CS2_182", ref: "EM" }], deck: wisps(1, "e") },
  actions: [endTurn],
  expect: { "M.attack": 5, "M.health": 6, "EM.attack": 4, "H.seen.DIVINE_SHIELD": 1 },
});

// Quantum Destabilizer: "This minion takes double damage from all sources."
cardCase("TIME_060", {
  does: "a 2-damage spell deals it 4; another minion takes 2",
  p1: { hand: [{ card: "DS1_185", ref: "F" }, { card: "DS1_185", ref: "F2" }] },
  p2: { board: [{ card: "TIME_060", ref: "Q" }, { card: "CS2_182", ref: "O" }] },
  actions: [{ type: "play", card: "F", target: "Q" }, { type: "play", card: "F2", target: "O" }],
  expect: { "Q.health": 5, "O.health": 3 },
});
cardCase("TIME_060", {
  does: "combat damage too: a 3-Attack attacker deals it 6",
  p1: { board: [{ card: "CS2_172", ref: "A" }] },
  p2: { board: [{ card: "TIME_060", ref: "Q" }] },
  actions: [{ type: "attack", attacker: "A", defender: "Q" }],
  expect: { "Q.health": 3 },
});

// Sentient Hourglass: "Rush After this minion survives damage, swap its stats."
cardCase("TIME_050", {
  does: "4/9 takes 2 and survives: it becomes 7/4",
  p1: { hand: [{ card: "DS1_185", ref: "F" }] },
  p2: { board: [{ card: "TIME_050", ref: "S" }] },
  actions: [{ type: "play", card: "F", target: "S" }],
  expect: { "S.attack": 7, "S.health": 4, "S.seen.RUSH": 1 },
});
cardCase("TIME_050", {
  does: "damage that kills it: no swap, it dies",
  p1: { hand: [{ card: "CS2_029", ref: "F" }] },
  p2: { board: [{ card: "TIME_050", ref: "S", health: 1 }] },
  actions: [{ type: "play", card: "F", target: "S" }],
  expect: { "S.zone": "graveyard" },
});

// Unknown Voyager: "After this survives damage, transform into a random 7-Cost minion."
cardCase("TIME_055", {
  does: "survives 2 damage: becomes a random 7-Cost minion on the same side",
  p1: { hand: [{ card: "DS1_185", ref: "F" }] },
  p2: { board: [{ card: "TIME_055", ref: "U" }] },
  actions: [{ type: "play", card: "F", target: "U" }],
  check: (r) => {
    const b = r.state.players[1]!.board;
    expect(b).toHaveLength(1);
    expect(b[0]!.card).not.toBe("TIME_055");
    expect(findCard(b[0]!.card)!.cost).toBe(7);
  },
});
cardCase("TIME_055", {
  does: "killed by the damage: no transform",
  p1: { hand: [{ card: "DS1_185", ref: "F2" }] },
  p2: { board: [{ card: "TIME_055", ref: "U", health: 2 }] },
  actions: [{ type: "play", card: "F2", target: "U" }],
  expect: { "U.zone": "graveyard", "p2.board": [] },
});

// Dangerous Variant: "At the start of your turn, transform into a random 5-Cost minion."
cardCase("TIME_049", {
  does: "at the start of its player's turn it becomes a random 5-Cost minion",
  state: { activePlayer: 2 },
  p1: { board: [{ card: "TIME_049", ref: "D" }], deck: wisps(1) },
  p2: { deck: wisps(1, "e") },
  actions: [endTurn],
  check: (r) => {
    const b = r.state.players[0]!.board;
    expect(b).toHaveLength(1);
    expect(findCard(b[0]!.card)!.cost).toBe(5);
  },
});
cardCase("TIME_049", {
  does: "not at the start of the opponent's turn",
  p1: { board: [{ card: "TIME_049", ref: "D" }], deck: wisps(1) },
  p2: { deck: wisps(1, "e") },
  actions: [endTurn],
  expect: { "p1.board": ["TIME_049"] },
});

// Time Skipper: "At the end of each player's turn, give them a Coin."
cardCase("TIME_054", {
  does: "its player's turn end: they get a Coin; the opponent's turn end: the opponent gets one",
  p1: { board: [{ card: "TIME_054" }], deck: wisps(2) },
  p2: { deck: wisps(2, "e") },
  actions: [endTurn, endTurn],
  // p1: Coin at their end, then the draw of their next turn; p2: their draw, then a Coin at their end.
  expect: { "p1.hand": ["GAME_005", "CS2_231"], "p2.hand": ["CS2_231", "GAME_005"] },
});

// Omen of the End: "Battlecry: If your deck is empty, destroy the top 5 cards of the enemy deck."
cardCase("END_035", {
  does: "its player's deck is empty: the top 5 of the enemy deck are destroyed, the rest stay",
  p1: { hand: [{ card: "END_035", ref: "O" }] },
  p2: { deck: wisps(7, "e") },
  actions: [{ type: "play", card: "O" }],
  expect: { "p2.deck.length": 2, "p2.graveyard.length": 5, "p2.hand.length": 0 },
});
cardCase("END_035", {
  does: "a card left in its player's deck: nothing happens",
  p1: { hand: [{ card: "END_035", ref: "O" }], deck: wisps(1) },
  p2: { deck: wisps(7, "e") },
  actions: [{ type: "play", card: "O" }],
  expect: { "p2.deck.length": 7, "p1.deck.length": 1 },
});

// Conflux Crasher: "Rewind Battlecry: Deal 7 damage to a random enemy."
describeCard("TIME_004", () => {
  it("7 damage to the enemy hero or minion, never a friendly character, for every seed", () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      runCase({
        does: "7 to an enemy", seed, choices: [0],
        p1: { hand: [{ card: "TIME_004", ref: "C" }], board: [{ card: "CS2_186", ref: "F" }] },
        p2: { board: [{ card: "CS2_186", ref: "E" }] },
        actions: [{ type: "play", card: "C" }],
        expect: { "F.health": 7, "p1.hero.health": 30, "events.damage": 1 },
        check: (r) => {
          const p2 = r.state.players[1]!;
          expect(p2.hero.health === 23 || p2.board.length === 0).toBe(true);
          expect(rewinds(r)).toEqual(["keep"]);
        },
      });
    }
  });
  it("Rewind: played again, still one 7-damage hit in the final state", () => {
    runCase({
      does: "rewind", choices: [1], p1: { hand: [{ card: "TIME_004", ref: "C" }] },
      actions: [{ type: "play", card: "C" }],
      expect: { "p2.hero.health": 23, "p1.mana.used": 7, "C.zone": "board" },
      check: (r) => expect(rewinds(r)).toEqual(["rewind"]),
    });
  });
});

// Portal Vanguard: "Rewind Battlecry: Draw a random minion. Give it +2/+2."
cardCase("TIME_003", {
  does: "draws the minion (not the spell) and gives it +2/+2",
  choices: [0],
  p1: { hand: [{ card: "TIME_003", ref: "P" }], deck: [{ card: "CS2_029", ref: "S" }, { card: "CS2_182", ref: "M" }] },
  actions: [{ type: "play", card: "P" }],
  expect: { "M.zone": "hand", "S.zone": "deck", "M.attack": 6, "M.health": 7, "P.attack": 2 },
});
cardCase("TIME_003", {
  does: "Rewind: played again, one minion drawn in the end, with +2/+2",
  choices: [1],
  p1: { hand: [{ card: "TIME_003", ref: "P" }], deck: [{ card: "CS2_182", ref: "M" }, { card: "CS2_182", ref: "M2" }] },
  actions: [{ type: "play", card: "P" }],
  expect: { "p1.hand.length": 1, "p1.deck.length": 1, "p1.hand.0.attack": 6 },
});

// Paltry Flutterwing: "Deathrattle: Summon a random 2-Cost minion that is Dormant for 2 turns."
cardCase("TIME_058", {
  does: "its death summons a random 2-Cost minion for its player, Dormant for 2 turns",
  p1: { hand: [{ card: "CS2_029", ref: "F" }] },
  p2: { board: [{ card: "TIME_058", ref: "P" }] },
  actions: [{ type: "play", card: "F", target: "P" }],
  expect: { "P.zone": "graveyard", "p1.board": [] },
  check: (r) => {
    const b = r.state.players[1]!.board;
    expect(b).toHaveLength(1);
    expect(findCard(b[0]!.card)!.cost).toBe(2);
    expect(b[0]!.tags?.DORMANT).toBe(1);
    expect(b[0]!.tags?.DORMANT_TURNS).toBe(2);
  },
});

// Prescient Slitherdrake: "Elusive Costs (3) less if you're holding another Dragon."
cardCase("END_033", {
  does: "holding another Dragon: costs 4",
  p1: { hand: [{ card: "END_033", ref: "P" }, { card: "EX1_043" }, { card: "CS2_231", ref: "W" }] },
  actions: [{ type: "play", card: "W" }],
  expect: { "P.cost": 4 },
});
cardCase("END_033", {
  does: "alone (itself a Dragon): costs 7",
  p1: { hand: [{ card: "END_033", ref: "P" }, { card: "CS2_182" }, { card: "CS2_231", ref: "W" }] },
  actions: [{ type: "play", card: "W" }],
  expect: { "P.cost": 7 },
});

// Temporal Traveler: "Deathrattle: Summon a 4/1 Shadow that attacks a random enemy minion."
cardCase("TIME_434", {
  does: "its death summons a 4/1 Shadow for its player, which attacks the enemy minion",
  p1: { hand: [{ card: "CS2_029", ref: "F" }], board: [{ card: "CS2_186", ref: "E" }] },
  p2: { board: [{ card: "TIME_434", ref: "T" }] },
  state: { activePlayer: 1 },
  actions: [{ type: "play", card: "F", target: "T" }],
  check: (r) => {
    // The Shadow (4/1) attacks the 4/7: the 4/7 takes 4, the Shadow dies.
    expect(r.state.players[0]!.board[0]!.health).toBe(3);
    expect(events(r, "attack").length).toBe(1);
  },
});
cardCase("TIME_434", {
  does: "no enemy minion: the Shadow is summoned and does not attack",
  p1: { hand: [{ card: "CS2_029", ref: "F" }] },
  p2: { board: [{ card: "TIME_434", ref: "T" }] },
  actions: [{ type: "play", card: "F", target: "T" }],
  expect: { "p2.board": ["TIME_434t"], "p2.board.0.attack": 4, "p2.board.0.health": 1, "p1.hero.health": 30 },
});

// Timeless Causality: "Battlecry: Reverse the order of your deck."
cardCase("TIME_061", {
  does: "its player's deck is turned around (the bottom card on top, drawn next); the enemy deck keeps its order",
  p1: { hand: [{ card: "TIME_061", ref: "T" }], deck: [{ card: "CS2_231" }, { card: "CS2_182" }, { card: "CS2_029" }] },
  p2: { deck: [{ card: "CS2_231" }, { card: "CS2_182" }] },
  actions: [{ type: "play", card: "T" }],
  expect: { "p1.deck": ["CS2_029", "CS2_182", "CS2_231"], "p2.deck": ["CS2_231", "CS2_182"], "events.shuffle": 0 },
});
cardCase("TIME_061", {
  does: "a client's card: reverseDeck of the opponent's deck",
  cards: [{ id: "MY_FLIP", type: "SPELL", cost: 1, spell: [{ type: "reverseDeck", player: "enemy" }] }],
  p1: { hand: [{ card: "MY_FLIP", ref: "F" }], deck: [{ card: "CS2_231" }, { card: "CS2_182" }] },
  p2: { deck: [{ card: "CS2_231" }, { card: "CS2_182" }, { card: "CS2_029" }] },
  actions: [{ type: "play", card: "F" }],
  expect: { "p1.deck": ["CS2_231", "CS2_182"], "p2.deck": ["CS2_029", "CS2_182", "CS2_231"] },
});

// Devious Coyote: "Stealth. Costs (1) less for each time the enemy hero took damage this turn."
cardCase("TIME_047", {
  does: "two hits on the enemy hero this turn: costs 3; a hit on its own hero does not count",
  p1: { hand: [{ card: "TIME_047", ref: "C" }, { card: "DS1_185", ref: "A" }, { card: "DS1_185", ref: "B" }, { card: "DS1_185", ref: "O" }] },
  actions: [{ type: "play", card: "A", target: "p2.hero" }, { type: "play", card: "B", target: "p2.hero" }, { type: "play", card: "O", target: "p1.hero" }],
  expect: { "C.cost": 3, "p2.hero.health": 26 },
});
cardCase("TIME_047", {
  does: "no damage this turn: its full 5; played, it has Stealth",
  p1: { hand: [{ card: "TIME_047", ref: "C" }] },
  actions: [{ type: "play", card: "C" }],
  expect: { "p1.mana.used": 5, "C.seen.STEALTH": 1 },
});
cardCase("TIME_047", {
  does: "a client's card: the amount heroDamaged (1 less for each time the enemy hero took damage this turn)",
  cards: [{ id: "MY_SCAVENGER", type: "MINION", cost: 4, attack: 4, health: 4, auras: [{ to: "self", zone: "hand", buff: { cost: { heroDamaged: "thisTurn", side: "enemy", multiply: -1 } } }] }],
  p1: { hand: [{ card: "MY_SCAVENGER", ref: "S" }, { card: "DS1_185", ref: "A" }] },
  actions: [{ type: "play", card: "A", target: "p2.hero" }],
  expect: { "S.cost": 3 },
});

// Crumblecrusher: "Battlecry: Destroy a random enemy minion, location, and weapon."
cardCase("END_034", {
  does: "the enemy minion, the enemy Location and the enemy weapon are destroyed; its own side keeps its minion, Location and weapon",
  p1: { hand: [{ card: "END_034", ref: "C" }], board: [{ card: "CS2_182", ref: "F" }, { card: "CORE_REV_990", ref: "FL" }], weapon: { card: "CS2_106", ref: "FW" } },
  p2: { board: [{ card: "CS2_182", ref: "E" }, { card: "CORE_REV_990", ref: "EL" }], weapon: { card: "CS2_106", ref: "EW" } },
  actions: [{ type: "play", card: "C" }],
  expect: { "E.zone": "graveyard", "EL.zone": "graveyard", "EW.zone": "graveyard", "F.zone": "board", "FL.zone": "board", "FW.zone": "weapon" },
});
describeCard("END_034", () => {
  it("one of two enemy minions and one of two enemy Locations, for every seed; nothing missing is no error", () => {
    for (const seed of [1, 2, 3, 4]) {
      runCase({
        does: "one each", seed,
        p1: { hand: [{ card: "END_034", ref: "C" }] },
        p2: { board: [{ card: "CS2_182" }, { card: "CORE_REV_990" }, { card: "CS2_182" }, { card: "CORE_REV_990" }] },
        actions: [{ type: "play", card: "C" }],
        check: (r) => {
          const b = r.state.players[1]!.board.map((e) => e.card);
          expect(b.filter((c) => c === "CS2_182")).toHaveLength(1);
          expect(b.filter((c) => c === "CORE_REV_990")).toHaveLength(1);
        },
      });
    }
  });
  it("a client's card: the selector { all: \"locations\" } (destroy every Location)", () => {
    runCase({
      does: "client", cards: [{ id: "MY_QUAKE", type: "SPELL", cost: 2, spell: [{ type: "destroy", to: { all: "locations" } }] }],
      p1: { hand: [{ card: "MY_QUAKE", ref: "Q" }], board: [{ card: "CORE_REV_990", ref: "FL" }, { card: "CS2_182", ref: "F" }] },
      p2: { board: [{ card: "CORE_REV_990", ref: "EL" }] },
      actions: [{ type: "play", card: "Q" }],
      expect: { "FL.zone": "graveyard", "EL.zone": "graveyard", "F.zone": "board" },
    });
  });
});

// Aeon Wizard: "Rewind Battlecry: Get 2 random spells from your class."
describeCard("TIME_002", () => {
  it("two spells of its player's hero's class (never neutral, never another class), for every seed", () => {
    for (const [seed, hero, cls] of [[1, "HERO_08", "MAGE"], [2, "HERO_06", "DRUID"], [3, "HERO_02", "SHAMAN"], [4, "HERO_06", "DRUID"]] as const) {
      runCase({
        does: "2 class spells", seed, choices: [0],
        p1: { hero: { card: hero }, hand: [{ card: "TIME_002", ref: "A" }] },
        actions: [{ type: "play", card: "A" }],
        expect: { "p1.hand.length": 2, "p2.hand.length": 0, "A.zone": "board" },
        check: (r) => {
          for (const c of r.state.players[0]!.hand) {
            expect(findCard(c.card)!.type).toBe("SPELL");
            expect(findCard(c.card)!.cardClass).toBe(cls);
          }
          expect(rewinds(r)).toEqual(["keep"]);
        },
      });
    }
  });
  it("Rewind: played again, still two spells in hand in the end", () => {
    runCase({
      does: "rewind", choices: [1], p1: { hand: [{ card: "TIME_002", ref: "A" }] },
      actions: [{ type: "play", card: "A" }],
      expect: { "p1.hand.length": 2, "p1.mana.used": 5, "A.zone": "board" },
      check: (r) => expect(rewinds(r)).toEqual(["rewind"]),
    });
  });
});

// Time Machine: "Taunt Deathrattle: Get a random Rewind card."
describeCard("TIME_035", () => {
  it("its death gives its player one Rewind card, for every seed", () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      runCase({
        does: "a Rewind card", seed,
        p1: { board: [{ card: "TIME_035", ref: "T" }] },
        actions: [{ type: "destroy", target: "T" }],
        expect: { "T.zone": "graveyard", "p1.hand.length": 1, "p2.hand.length": 0 },
        check: (r) => {
          const id = r.state.players[0]!.hand[0]!.card;
          expect(builtInCard(id)!.def?.rewind, id).toBeTruthy();
          expect(id).not.toBe("TIME_035");
        },
      });
    }
  });
});

// Circadiamancer: "Battlecry: Add a random 8-Cost minion to your hand. At the start of your turns, reduce its Cost by (1)."
cardCase("TIME_102", {
  does: "an 8-Cost minion in its player's hand, still 8 this turn and through the opponent's turn, 7 at its player's next turn, 6 after",
  p1: { hand: [{ card: "TIME_102", ref: "C" }], deck: wisps(3) },
  p2: { deck: wisps(3, "e") },
  actions: [{ type: "play", card: "C" }, endTurn, endTurn, endTurn, endTurn],
  expect: { "p2.hand.length": 2, "p1.hand.length": 3 },
  check: (r) => {
    const added = r.state.players[0]!.hand.filter((c) => c.card !== "CS2_231");
    expect(added).toHaveLength(1);
    expect(findCard(added[0]!.card)!.cost).toBe(8);
    expect(findCard(added[0]!.card)!.type).toBe("MINION");
    expect(added[0]!.cost).toBe(6);
  },
});
cardCase("TIME_102", {
  does: "the opponent's turn start does not reduce it",
  p1: { hand: [{ card: "TIME_102", ref: "C" }], deck: wisps(3) },
  p2: { deck: wisps(3, "e") },
  actions: [{ type: "play", card: "C" }, endTurn],
  check: (r) => {
    const added = r.state.players[0]!.hand.filter((c) => c.card !== "CS2_231");
    expect(added[0]!.cost).toBe(8);
  },
});

// Chrono-Lord Deios: "Your Battlecries, Deathrattles, Hero Power, and end of turn effects trigger twice."
cardCase("TIME_064", {
  does: "its player's Battlecry resolves twice (Elven Archer: 2 damage in all)",
  p1: { board: [{ card: "TIME_064", ref: "D" }], hand: [{ card: "CS2_189", ref: "A" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "play", card: "A", target: "E" }],
  expect: { "E.health": 3, "events.damage": 2 },
});
cardCase("TIME_064", {
  does: "the opponent's Battlecry is not doubled",
  p2: { board: [{ card: "TIME_064", ref: "D" }] },
  p1: { hand: [{ card: "CS2_189", ref: "A" }], board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "play", card: "A", target: "E" }],
  expect: { "E.health": 4, "events.damage": 1 },
});
cardCase("TIME_064", {
  does: "a friendly minion's Deathrattle twice (Leper Gnome: 4 to the enemy hero)",
  p1: { board: [{ card: "TIME_064", ref: "D" }, { card: "EX1_029", ref: "L" }] },
  actions: [{ type: "destroy", target: "L" }],
  expect: { "p2.hero.health": 26, "p1.hero.health": 30 },
});
cardCase("TIME_064", {
  does: "a friendly weapon's Deathrattle twice too (a weapon's \"Deathrattle: Deal 1 damage to the enemy hero\": 2)",
  cards: [{ id: "T_DR_AXE", type: "WEAPON", cost: 1, attack: 1, durability: 2, deathrattle: [{ type: "damage", amount: 1, to: "enemy-hero" }] }],
  p1: { board: [{ card: "TIME_064", ref: "D" }], weapon: { card: "T_DR_AXE", ref: "W" } },
  actions: [{ type: "destroy", target: "W" }],
  expect: { "W.zone": "graveyard", "p2.hero.health": 28, "p1.hero.health": 30 },
});
cardCase("TIME_064", {
  does: "its player's Hero Power resolves twice for one use and one payment (Fireblast: 2 damage)",
  p1: { board: [{ card: "TIME_064", ref: "D" }] },
  actions: [{ type: "heroPower", target: "p2.hero" }],
  expect: { "p2.hero.health": 28, "p1.mana.used": 2 },
});
cardCase("TIME_064", {
  does: "its player's end of turn effects twice (Yesterloc: +2 Health to the other minions); the opponent's once",
  p1: { board: [{ card: "TIME_064", ref: "D" }, { card: "TIME_428", ref: "Y" }, { card: "CS2_182", ref: "F" }], deck: wisps(2) },
  p2: { board: [{ card: "TIME_428", ref: "Y2" }, { card: "CS2_182", ref: "E" }], deck: wisps(2, "e") },
  actions: [endTurn, endTurn],
  expect: { "F.health": 7, "D.health": 10, "E.health": 6 },
});

// Cyborg Patriarch: "Dormant for 3 turns. Taunt"
cardCase("TIME_046", {
  does: "played, it is Dormant for 3 of its player's turn starts: still Dormant after two",
  p1: { hand: [{ card: "TIME_046", ref: "C" }], deck: wisps(5) },
  p2: { deck: wisps(5, "e") },
  actions: [{ type: "play", card: "C" }, endTurn, endTurn, endTurn, endTurn],
  expect: { "C.zone": "board", "C.tags.DORMANT": 1, "C.tags.DORMANT_TURNS": 1 },
});
cardCase("TIME_046", {
  does: "awake at its player's third turn start, a 3/12 Taunt",
  p1: { hand: [{ card: "TIME_046", ref: "C" }], deck: wisps(5) },
  p2: { deck: wisps(5, "e") },
  actions: [{ type: "play", card: "C" }, endTurn, endTurn, endTurn, endTurn, endTurn, endTurn],
  expect: { "C.tags.DORMANT": undefined, "C.seen.TAUNT": 1, "C.attack": 3, "C.health": 12, "events.awaken": 1 },
});
cardCase("TIME_046", {
  does: "summoned by another card it is Dormant too; while Dormant it can't be attacked",
  cards: [{ id: "T_SUMMON_PATRIARCH", type: "SPELL", cost: 0, spell: [{ type: "summon", card: "TIME_046" }] }],
  p1: { hand: [{ card: "T_SUMMON_PATRIARCH", ref: "S" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }], deck: wisps(2, "e") },
  actions: [{ type: "play", card: "S" }, endTurn, { type: "attack", attacker: "E", defender: "p1.board.0" }],
  error: "illegal_action",
});

// Mister Clocksworth: "Rewind, Rewind, Rewind Battlecry: Summon 2 random Legendary minions."
describeCard("TIME_038", () => {
  const legendaryMinion = (id: string) => findCard(id)?.type === "MINION" && findCard(id)?.rarity === "LEGENDARY";
  it("kept: two random Legendary minions beside it on its side, none on the enemy's, for every seed", () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      runCase({
        does: "two Legendary minions", seed, choices: [0],
        p1: { hand: [{ card: "TIME_038", ref: "M" }] },
        actions: [{ type: "play", card: "M" }],
        expect: { "p1.board.length": 3, "p2.board": [], "M.zone": "board" },
        check: (r) => {
          const others = r.state.players[0]!.board.filter((m) => m.ref !== "M").map((m) => m.card);
          expect(others).toHaveLength(2);
          for (const id of others) expect(legendaryMinion(id), id).toBe(true);
          expect(rewinds(r)).toEqual(["keep"]);
        },
      });
    }
  });
  it("three Rewinds: rewound three times, no fourth choice; the final timeline has two Legendary minions", () => {
    runCase({
      does: "rewind thrice", choices: [1, 1, 1, 1],
      p1: { hand: [{ card: "TIME_038", ref: "M" }] },
      actions: [{ type: "play", card: "M" }],
      expect: { "p1.board.length": 3, "p1.mana.used": 8, "p1.hand.length": 0 },
      check: (r) => {
        expect(rewinds(r)).toEqual(["rewind", "rewind", "rewind"]);
        expect(nodes(r, "sequence").filter((s) => (s.action as { type?: string } | undefined)?.type === "play")).toHaveLength(4);
      },
    });
  });
  it("rewound twice, then kept: three choices", () => {
    runCase({
      does: "rewind twice then keep", choices: [1, 1, 0],
      p1: { hand: [{ card: "TIME_038", ref: "M" }] },
      actions: [{ type: "play", card: "M" }],
      expect: { "p1.board.length": 3 },
      check: (r) => expect(rewinds(r)).toEqual(["rewind", "rewind", "keep"]),
    });
  });
});

// Wizened Truthseeker: "Battlecry: Set the Cost of every card in both player's hands back to their original Costs."
cardCase("TIME_057", {
  does: "every card in both hands back to its card's own Cost: raised, lowered (a snapshot's cost) or as it was",
  p1: { hand: [{ card: "TIME_057", ref: "T" }, { card: "CS2_182", ref: "Y", cost: 1 }, { card: "CS2_029", ref: "F" }] },
  p2: { hand: [{ card: "CS2_231", ref: "W", cost: 5 }, { card: "CS2_029", ref: "G", cost: 0 }] },
  actions: [{ type: "play", card: "T" }],
  expect: { "Y.cost": 4, "F.cost": 4, "W.cost": 0, "G.cost": 4, "p1.board": ["TIME_057"], "events.buff": 4 },
});
cardCase("TIME_057", {
  does: "a Cost change made before it is undone (Far Sight's -3); a card's own Cost aura still applies on top (Molten Giant)",
  p1: { hero: { card: "HERO_08", health: 20 }, hand: [{ card: "CS2_053", ref: "S" }, { card: "TIME_057", ref: "T" }, { card: "EX1_620", ref: "M" }],
    deck: [{ card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "S" }, { type: "play", card: "T" }],
  expect: { "Y.cost": 4, "M.cost": 10, "Y.zone": "hand" },
});
cardCase("TIME_057", {
  does: "an aura that entered before it (Sorcerer's Apprentice in play) is replaced too: 4.11, states in order of entry",
  p1: { board: [{ card: "EX1_608", ref: "A" }], hand: [{ card: "TIME_057", ref: "T" }, { card: "CS2_029", ref: "F" }, { card: "CS2_231", ref: "W" }] },
  p2: { hand: [{ card: "CS2_029", ref: "E" }] },
  actions: [{ type: "play", card: "T" }],
  expect: { "F.cost": 4, "E.cost": 4, "W.cost": 0, "A.zone": "board" },
});
cardCase("TIME_057", {
  does: "a client's card: buff setCost as an amount — each card in your hand costs its original Cost plus 1",
  cards: [{ id: "MY_TAX", type: "SPELL", cost: 1, spell: [{ type: "buff", to: { all: "hand", side: "friendly" }, setCost: { stat: "originalCost", of: "each", add: 1 } }] }],
  p1: { hand: [{ card: "MY_TAX", ref: "X" }, { card: "CS2_182", ref: "Y", cost: 2 }] },
  p2: { hand: [{ card: "CS2_231", ref: "W", cost: 3 }] },
  actions: [{ type: "play", card: "X" }],
  expect: { "Y.cost": 5, "W.cost": 3 },
});

// Futuristic Forefather: "Taunt. Battlecry: Look at 3 cards. Guess which one is in your opponent's hand to gain +4 Health."
describeCard("TIME_041", () => {
  const forefather = (c: Partial<CardCase>): CardCase => ({
    does: "guess",
    p1: { hand: [{ card: "TIME_041", ref: "F" }] },
    p2: { hand: [{ card: "CS2_182", ref: "Y" }], deck: [{ card: "CS2_231", ref: "W1" }, { card: "CS2_200", ref: "B" }, { card: "CS2_231", ref: "W2" }] },
    actions: [{ type: "play", card: "F" }],
    ...c,
  });
  const guessOf = (r: ResolveResult) => nodes(r, "step").filter((s) => s.name === "guess");
  const shown = (c: CardCase) => {
    const r = runCase({ ...c, check: () => {} }) as ResolveResult;
    const [g] = guessOf(r);
    return { options: g!.options as string[], at: (g!.options as string[]).indexOf("CS2_182") };
  };
  it("shows the card in the opponent's hand and two different cards of their deck, in a recorded random order", () => {
    const { options } = shown(forefather({}));
    expect([...options].sort()).toEqual(["CS2_182", "CS2_200", "CS2_231"]);
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const r = runCase({ ...forefather({ seed }), check: () => {} }) as ResolveResult;
      expect(r.random.some((d) => d.purpose === "guess order")).toBe(true);
    }
    const places = new Set([1, 2, 3, 4, 5, 6, 7, 8].map((seed) => shown(forefather({ seed })).at));
    expect(places.size).toBeGreaterThan(1);
  });
  it("a right guess: +4 Health (4/8 with Taunt); nothing moves — the card stays in their hand, their deck is whole", () => {
    const { at } = shown(forefather({}));
    runCase(forefather({
      choices: [at],
      expect: { "F.attack": 4, "F.health": 8, "F.maxHealth": 8, "F.seen.TAUNT": 1, "Y.zone": "hand", "Y.player": 2, "p2.deck.length": 3, "p1.hand.length": 0 },
      check: (r) => expect(guessOf(r)[0]!.right).toBe(true),
    }));
  });
  it("a wrong guess: no Health", () => {
    const { at } = shown(forefather({}));
    for (const wrong of [0, 1, 2].filter((k) => k !== at)) {
      runCase(forefather({ choices: [wrong], expect: { "F.health": 4, "F.maxHealth": 4 }, check: (r) => expect(guessOf(r)[0]!.right).toBe(false) }));
    }
  });
  it("the opponent's hand is empty: nothing to guess, no prompt, no Health", () => {
    runCase(forefather({
      p2: { deck: [{ card: "CS2_231" }, { card: "CS2_200" }] },
      expect: { "F.health": 4 },
      check: (r) => {
        expect(guessOf(r)).toHaveLength(0);
        expect(r.random.some((d) => /guess/.test(d.purpose))).toBe(false);
      },
    }));
  });
  it("their deck has no two other cards: random collectible cards fill the three, all different", () => {
    const c = forefather({ p2: { hand: [{ card: "CS2_182", ref: "Y" }], deck: [{ card: "CS2_182" }, { card: "CS2_182" }] } });
    const { options, at } = shown(c);
    expect(options).toHaveLength(3);
    expect(new Set(options).size).toBe(3);
    expect(options.filter((o) => o === "CS2_182")).toHaveLength(1);
    expect(options.every((o) => findCard(o)?.collectible)).toBe(true);
    runCase({ ...c, choices: [at], expect: { "F.health": 8 } });
  });
  it("my own hand is not what is guessed (the opponent's is): holding the card myself shows it only when they hold it", () => {
    const c = forefather({
      p1: { hand: [{ card: "TIME_041", ref: "F" }, { card: "CS2_200" }] },
      p2: { hand: [{ card: "CS2_231", ref: "Y" }], deck: [{ card: "CS2_182" }, { card: "CS2_186" }] },
    });
    const r = runCase({ ...c, check: () => {} }) as ResolveResult;
    const g = guessOf(r)[0]!;
    expect([...(g.options as string[])].sort()).toEqual(["CS2_182", "CS2_186", "CS2_231"]);
    expect((g.inHand as { card: string }).card).toBe("CS2_231");
  });
});
describeCard("TIME_041", () => {
  it("a client's own card with `guess`: \"Look at 3 cards. Guess which one is in your opponent's hand to get a copy of it\"", () => {
    const mine = { id: "MY_SEER", type: "MINION", cost: 2, attack: 2, health: 2,
      battlecry: [{ type: "guess", do: [{ type: "addCard", copyOf: { all: "group" } }] }] };
    const c: CardCase = {
      does: "client guess", cards: [mine],
      p1: { hand: [{ card: "MY_SEER", ref: "M" }] },
      p2: { hand: [{ card: "CS2_200", ref: "B" }], deck: [{ card: "CS2_231" }, { card: "CS2_182" }] },
      actions: [{ type: "play", card: "M" }],
    };
    const r = runCase({ ...c, check: () => {} }) as ResolveResult;
    const g = nodes(r, "step").find((s) => s.name === "guess")!;
    const at = (g.options as string[]).indexOf("CS2_200");
    runCase({ ...c, choices: [at], expect: { "p1.hand": ["CS2_200"], "B.zone": "hand", "B.player": 2, "p2.deck.length": 2 } });
    runCase({ ...c, choices: [(at + 1) % 3], expect: { "p1.hand": [], "p2.hand": ["CS2_200"] } });
  });
});

// Timelord Nozdormu: "Dormant for 5 turns. Rush. After you play a card from the newest expansion, awaken 1 turn sooner."
// The newest expansion is the card data's last: Cataclysm (CATA_612, a 2-Cost 5/3 "Battlecry: Freeze this.").
const dormantNoz = (turns: number) => ({ card: "TIME_063", ref: "N", tags: { DORMANT: 1, DORMANT_TURNS: turns } });
cardCase("TIME_063", {
  does: "played, it is Dormant for 5 of its player's turns; a Cataclysm card played after it: 4 left",
  p1: { hand: [{ card: "TIME_063", ref: "N" }, { card: "CATA_612", ref: "K" }] },
  actions: [{ type: "play", card: "N" }, { type: "play", card: "K" }],
  expect: { "N.zone": "board", "N.tags.DORMANT": 1, "N.tags.DORMANT_TURNS": 4, "K.zone": "board" },
});
cardCase("TIME_063", {
  does: "a card of another set (Across the Timeways' own, a Classic one) shortens nothing",
  p1: { board: [dormantNoz(3)], hand: [{ card: "TIME_720" }, { card: "CS2_231" }] },
  actions: [{ type: "play", card: "p1.hand.0" }, { type: "play", card: "p1.hand.0" }],
  expect: { "N.tags.DORMANT": 1, "N.tags.DORMANT_TURNS": 3 },
});
cardCase("TIME_063", {
  does: "the opponent's Cataclysm card shortens nothing (\"you play\")",
  state: { activePlayer: 2 },
  p1: { board: [dormantNoz(2)] },
  p2: { hand: [{ card: "CATA_612" }] },
  actions: [{ type: "play", card: "p2.hand.0" }],
  expect: { "N.tags.DORMANT": 1, "N.tags.DORMANT_TURNS": 2 },
});
cardCase("TIME_063", {
  does: "with 1 turn left, a Cataclysm card wakes it at once: an 8/8 with Rush that can attack a minion this turn",
  p1: { board: [dormantNoz(1)], hand: [{ card: "CATA_612" }] },
  p2: { board: [{ card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "p1.hand.0" }, { type: "attack", attacker: "N", defender: "Y" }],
  expect: { "N.tags.DORMANT": undefined, "N.tags.DORMANT_TURNS": undefined, "events.awaken": 1, "Y.zone": "graveyard", "N.health": 4 },
});
cardCase("TIME_063", {
  does: "woken by a Cataclysm card, it has Rush only: it cannot attack the enemy hero this turn",
  p1: { board: [dormantNoz(1)], hand: [{ card: "CATA_612" }] },
  actions: [{ type: "play", card: "p1.hand.0" }, { type: "attack", attacker: "N", defender: "p2.hero" }],
  error: "illegal_action",
});
cardCase("TIME_063", {
  does: "awake, a Cataclysm card does nothing to it",
  p1: { board: [{ card: "TIME_063", ref: "N" }], hand: [{ card: "CATA_612" }] },
  actions: [{ type: "play", card: "p1.hand.0" }],
  expect: { "N.tags.DORMANT": undefined, "N.attack": 8, "events.awaken": 0 },
});
describeCard("TIME_063", () => {
  it("a client's card with `awaken sooner` and the filter `newestExpansion`: \"Dormant for 4 turns. After you play a card from the newest expansion, awaken 2 turns sooner\"", () => {
    const mine = { id: "MY_SLEEPER", type: "MINION", cost: 3, attack: 6, health: 6, dormant: 4,
      triggers: [{ on: "after-play", if: { target: { side: "friendly", newestExpansion: true } }, whileDormant: true, do: [{ type: "awaken", to: "self", sooner: 2 }] }] };
    runCase({ does: "client", cards: [mine], p1: { hand: [{ card: "MY_SLEEPER", ref: "M" }, { card: "CATA_612" }, { card: "CATA_612" }] },
      actions: [{ type: "play", card: "M" }, { type: "play", card: "p1.hand.0" }], expect: { "M.tags.DORMANT_TURNS": 2 } });
    runCase({ does: "client", cards: [mine], p1: { hand: [{ card: "MY_SLEEPER", ref: "M" }, { card: "CATA_612" }, { card: "CATA_612" }] },
      actions: [{ type: "play", card: "M" }, { type: "play", card: "p1.hand.0" }, { type: "play", card: "p1.hand.0" }],
      expect: { "M.tags.DORMANT": undefined, "M.tags.DORMANT_TURNS": undefined, "events.awaken": 1 } });
  });
});

// Chromie: "Deathrattle: Draw another copy of cards you've played this game." (rules-notes 370)
cardCase("TIME_103", {
  does: "one other copy of each card its player played, in the order played (the Fireball that killed it too); not the opponent's plays",
  p1: {
    board: [{ card: "TIME_103", ref: "C" }], hand: [{ card: "CS2_029", ref: "F" }],
    deck: [{ card: "CS2_231" }, { card: "CS2_029" }, { card: "CS2_189" }, { card: "CS2_182" }, { card: "CS2_182" }],
    playedThisGame: [{ card: "CS2_182", cost: 4, turn: 1 }, { card: "CS2_189", cost: 1, turn: 3 }],
  },
  p2: { playedThisGame: [{ card: "CS2_231", cost: 0, turn: 2 }] },
  actions: [{ type: "play", card: "F", target: "C" }],
  expect: { "C.zone": "graveyard", "p1.hand": ["CS2_182", "CS2_189", "CS2_029"], "p1.deck": ["CS2_231", "CS2_182"], "p2.hand": [] },
});
cardCase("TIME_103", {
  does: "two plays of the same card draw two copies; the same entity played twice draws one",
  p1: {
    board: [{ card: "TIME_103", ref: "C" }],
    deck: [{ card: "CS2_182" }, { card: "CS2_182" }, { card: "CS2_182" }, { card: "CS2_189" }, { card: "CS2_189" }],
    playedThisGame: [{ card: "CS2_182", cost: 4, turn: 1 }, { card: "CS2_182", cost: 4, turn: 3 },
      { card: "CS2_189", cost: 1, turn: 3, id: 900 }, { card: "CS2_189", cost: 1, turn: 5, id: 900 }],
  },
  actions: [{ type: "destroy", target: "C" }],
  expect: { "p1.hand": ["CS2_182", "CS2_182", "CS2_189"], "p1.deck": ["CS2_182", "CS2_189"] },
});
cardCase("TIME_103", {
  does: "no other copy left in the deck: nothing drawn for it, no Fatigue; an empty record draws nothing",
  p1: {
    board: [{ card: "TIME_103", ref: "C" }], deck: [{ card: "CS2_231" }],
    playedThisGame: [{ card: "CS2_182", cost: 4, turn: 1 }],
  },
  p2: { board: [{ card: "TIME_103", ref: "D" }], deck: [{ card: "CS2_231" }] },
  actions: [{ type: "destroy", target: "C" }, { type: "destroy", target: "D" }],
  expect: { "p1.hand": [], "p1.deck": ["CS2_231"], "p1.hero.health": 30, "p2.hand": [], "p2.hero.health": 30, "events.fatigue": 0 },
});

// Fading Memory: "Deathrattle: Get a random 5-Cost minion from the past." (rules-notes 526)
for (const seed of [1, 2, 3]) {
  cardCase("TIME_040", {
    does: `dying, it gives its owner a 5-Cost minion from the past — a Wild card with no Standard printing (seed ${seed})`,
    seed,
    p1: { board: [{ card: "TIME_040", ref: "F" }], hand: [{ card: "CS2_029", ref: "B" }] },
    actions: [{ type: "play", card: "B", target: "F" }],
    expect: { "F.zone": "graveyard", "p1.hand.length": 1, "p2.hand.length": 0 },
    check: (r) => {
      const f = pastCard(r.state.players[0]!.hand[0]!.card);
      expect(f?.type).toBe("MINION");
      expect(f!.cost).toBe(5);
    },
  });
}
// Amber Warden: "Taunt. Deathrattle: Summon a random minion from the past." (rules-notes 526)
for (const seed of [1, 2, 3]) {
  cardCase("TIME_052", {
    does: `dying, a random minion from the past is summoned on its side (seed ${seed})`,
    seed,
    p1: { hand: [{ card: "CS2_076", ref: "K" }] },
    p2: { board: [{ card: "TIME_052", ref: "A" }] },
    actions: [{ type: "play", card: "K", target: "A" }],
    expect: { "A.zone": "graveyard", "p2.board.length": 1, "p1.board.length": 0 },
    check: (r) => expect(pastCard(r.state.players[1]!.board[0]!.card)?.type).toBe("MINION"),
  });
}
