/**
 * Behaviour tests of the Legacy Death Knight cards (LEG_RLK_…, defined under their LEG_ ids). Corpses (残骸) are the
 * players' `corpses` in the snapshot: each case gives the opponent Corpses too, so spending the wrong player's would show.
 */
import { describe, expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { events } from "../support/engine.js";
import type { ResolveResult } from "../../src/engine/index.js";

const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231"; // 1/1
const GEOMANCER = { card: "CS2_142", ref: "GEO" }; // Spell Damage +1
const deck = (n: number, p = "d") => Array.from({ length: n }, (_, i) => ({ card: WISP, ref: `${p}${i}` }));
const corpseEvents = (r: ResolveResult) => events(r, "corpses").map((e) => [e.player, e.amount]);

describe("Legacy Death Knight", () => {
  // Bonedigger Geist: "Battlecry: Spend a Corpse to gain +1/+2."
  cardCase("LEG_RLK_753", {
    does: "with Corpses, spends exactly one of yours (not the opponent's) and becomes 3/4",
    p1: { hand: [{ card: "LEG_RLK_753", ref: "G" }], corpses: 2 },
    p2: { corpses: 3 },
    actions: [{ type: "play", card: "G" }],
    expect: { "G.attack": 3, "G.health": 4, "G.maxHealth": 4, "p1.corpses": 1, "p1.corpsesSpent": 1, "p2.corpses": 3, "G.enchantments.0.card": "RLK_753e" },
  });
  cardCase("LEG_RLK_753", {
    does: "with no Corpse, nothing is spent and it stays 2/2 (the opponent's Corpses don't count)",
    p1: { hand: [{ card: "LEG_RLK_753", ref: "G" }] },
    p2: { corpses: 3 },
    actions: [{ type: "play", card: "G" }],
    expect: { "G.attack": 2, "G.health": 2, "p1.corpses": 0, "p1.corpsesSpent": 0, "p2.corpses": 3, "events.corpses": 0, "events.buff": 0 },
  });

  // Defrost: "Draw a card. Spend 2 Corpses to draw another."
  cardCase("LEG_RLK_101", {
    does: "with 3 Corpses: draws 2 and spends 2 of yours",
    p1: { hand: [{ card: "LEG_RLK_101", ref: "D" }], deck: deck(3), corpses: 3 },
    p2: { deck: deck(3, "e"), corpses: 4 },
    actions: [{ type: "play", card: "D" }],
    expect: { "p1.hand.length": 2, "p1.deck.length": 1, "p1.corpses": 1, "p2.corpses": 4, "p2.hand.length": 0 },
    check: (r) => expect(corpseEvents(r)).toEqual([[1, -2]]),
  });
  cardCase("LEG_RLK_101", {
    does: "with 1 Corpse: draws only 1 and spends none",
    p1: { hand: [{ card: "LEG_RLK_101", ref: "D" }], deck: deck(3), corpses: 1 },
    actions: [{ type: "play", card: "D" }],
    expect: { "p1.hand.length": 1, "p1.deck.length": 2, "p1.corpses": 1, "events.corpses": 0 },
  });

  // Graveyard Shift: "Summon two 1/1 Zombies with Reborn."
  cardCase("LEG_RLK_705", {
    does: "summons two 1/1 Reborn Zombies for you, at the right end",
    p1: { hand: [{ card: "LEG_RLK_705", ref: "S" }], board: [{ card: YETI }] },
    actions: [{ type: "play", card: "S" }],
    expect: {
      "p1.board": [YETI, "RLK_705t", "RLK_705t"], "p2.board": [],
      "p1.board.1.attack": 1, "p1.board.1.health": 1, "p1.board.2.attack": 1, "p1.board.2.health": 1,
    },
  });
  cardCase("LEG_RLK_705", {
    does: "both Zombies have Reborn: destroyed, each comes back 1/1 without it; each death gives a Corpse",
    p1: { hand: [{ card: "LEG_RLK_705", ref: "S" }] },
    actions: [{ type: "play", card: "S" }, { type: "destroy", target: "p1.board.0" }, { type: "destroy", target: "p1.board.1" }],
    expect: { "p1.board": ["RLK_705t", "RLK_705t"], "p1.board.0.tags.REBORN": 0, "p1.board.1.tags.REBORN": 0, "p1.board.0.health": 1, "p1.corpses": 2, "events.summon": 4 },
  });
  cardCase("LEG_RLK_705", {
    does: "can't be played with a full board",
    p1: { hand: [{ card: "LEG_RLK_705", ref: "S" }], board: Array.from({ length: 7 }, () => ({ card: WISP })) },
    actions: [{ type: "play", card: "S" }],
    error: "illegal_action",
  });

  // Heart Strike: "Deal $3 damage to a minion. If it dies, gain a Corpse."
  cardCase("LEG_RLK_034", {
    does: "kills a 3-Health enemy minion: you gain a Corpse (and its controller one for its death)",
    p1: { hand: [{ card: "LEG_RLK_034", ref: "H" }] },
    p2: { board: [{ card: "CS2_120", ref: "C" }] },
    actions: [{ type: "play", card: "H", target: "C" }],
    expect: { "C.zone": "graveyard", "p1.corpses": 1, "p2.corpses": 1 },
  });
  cardCase("LEG_RLK_034", {
    does: "a minion that survives gives no Corpse; 3 damage exactly",
    p1: { hand: [{ card: "LEG_RLK_034", ref: "H" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "H", target: "Y" }],
    expect: { "Y.health": 2, "p1.corpses": 0, "p2.corpses": 0 },
  });
  cardCase("LEG_RLK_034", {
    does: "Spell Damage +1 makes it 4 and kills a 4-Health minion: a Corpse",
    p1: { hand: [{ card: "LEG_RLK_034", ref: "H" }], board: [GEOMANCER] },
    p2: { board: [{ card: "CS2_187", ref: "F" }] },
    actions: [{ type: "play", card: "H", target: "F" }],
    expect: { "F.zone": "graveyard", "p1.corpses": 1 },
  });
  cardCase("LEG_RLK_034", {
    does: "can't target a hero",
    p1: { hand: [{ card: "LEG_RLK_034", ref: "H" }] },
    actions: [{ type: "play", card: "H", target: "p2.hero" }],
    error: "illegal_action",
  });

  // Noxious Cadaver: "Battlecry: Deal 2 damage to an enemy and your hero."
  cardCase("LEG_RLK_079", {
    does: "2 damage to the enemy minion chosen and 2 to your own hero, not the enemy hero",
    p1: { hand: [{ card: "LEG_RLK_079", ref: "N" }] },
    p2: { board: [{ card: YETI, ref: "Y" }, { card: YETI, ref: "Z" }] },
    actions: [{ type: "play", card: "N", target: "Y" }],
    expect: { "Y.health": 3, "Z.health": 5, "p1.hero.health": 28, "p2.hero.health": 30, "N.health": 2 },
  });
  cardCase("LEG_RLK_079", {
    does: "may target the enemy hero",
    p1: { hand: [{ card: "LEG_RLK_079", ref: "N" }] },
    actions: [{ type: "play", card: "N", target: "p2.hero" }],
    expect: { "p1.hero.health": 28, "p2.hero.health": 28 },
  });
  cardCase("LEG_RLK_079", {
    does: "can't target a friendly character",
    p1: { hand: [{ card: "LEG_RLK_079", ref: "N" }], board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "N", target: "Y" }],
    error: "illegal_action",
  });
  cardCase("LEG_RLK_079", {
    does: "with no enemy it can target (an Immune hero, no minions) the Battlecry does not happen: your hero takes nothing",
    p1: { hand: [{ card: "LEG_RLK_079", ref: "N" }] },
    p2: { hero: { card: "HERO_01", tags: { IMMUNE: 1 } } },
    actions: [{ type: "play", card: "N" }],
    expect: { "N.zone": "board", "p1.hero.health": 30, "events.damage": 0 },
  });

  // Obliterate: "Destroy a minion. Deal 3 damage to your hero."
  cardCase("LEG_RLK_125", {
    does: "destroys the minion and deals 3 to your hero; Spell Damage does not raise the 3",
    p1: { hand: [{ card: "LEG_RLK_125", ref: "O" }], board: [GEOMANCER] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "O", target: "Y" }],
    expect: { "Y.zone": "graveyard", "p1.hero.health": 27, "p2.hero.health": 30, "GEO.zone": "board" },
  });
  cardCase("LEG_RLK_125", {
    does: "may destroy a friendly minion; can't be cast without a minion to target",
    p1: { hand: [{ card: "LEG_RLK_125", ref: "O" }], board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "O", target: "Y" }],
    expect: { "Y.zone": "graveyard", "p1.hero.health": 27, "p1.corpses": 1 },
  });
  cardCase("LEG_RLK_125", {
    does: "no minion: illegal",
    p1: { hand: [{ card: "LEG_RLK_125", ref: "O" }] },
    actions: [{ type: "play", card: "O", target: "p2.hero" }],
    error: "illegal_action",
  });

  // Overseer Frigidara: "Battlecry: Draw 2 spells. If they're both Frost spells, deal 2 damage to all enemies."
  cardCase("LEG_RLK_224", {
    does: "draws the two spells of the deck (not the minion); both Frost: 2 damage to every enemy, none to yours",
    p1: { hand: [{ card: "LEG_RLK_224", ref: "F" }], deck: [{ card: YETI, ref: "m" }, { card: "CS2_024", ref: "fb" }, { card: "CS2_026", ref: "fn" }], board: [{ card: YETI, ref: "mine" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "F" }],
    expect: { "fb.zone": "hand", "fn.zone": "hand", "m.zone": "deck", "p2.hero.health": 28, "Y.health": 3, "mine.health": 5, "p1.hero.health": 30, "F.health": 6 },
  });
  cardCase("LEG_RLK_224", {
    does: "one Frost and one Fire spell: both drawn, no damage",
    p1: { hand: [{ card: "LEG_RLK_224", ref: "F" }], deck: [{ card: "CS2_029", ref: "fire" }, { card: "CS2_024", ref: "fb" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "F" }],
    expect: { "fire.zone": "hand", "fb.zone": "hand", "p2.hero.health": 30, "Y.health": 5, "events.damage": 0 },
  });
  cardCase("LEG_RLK_224", {
    does: "only one spell in the deck (Frost): one drawn, not both Frost, no damage",
    p1: { hand: [{ card: "LEG_RLK_224", ref: "F" }], deck: [{ card: YETI, ref: "m" }, { card: "CS2_024", ref: "fb" }] },
    actions: [{ type: "play", card: "F" }],
    expect: { "fb.zone": "hand", "m.zone": "deck", "p2.hero.health": 30, "events.damage": 0, "events.fatigue": 0 },
  });
  cardCase("LEG_RLK_224", {
    does: "a Frost spell burned by a full hand was drawn too: still both Frost",
    p1: {
      hand: [{ card: "LEG_RLK_224", ref: "F" }, ...Array.from({ length: 9 }, () => ({ card: WISP }))],
      deck: [{ card: "CS2_024", ref: "fb" }, { card: "CS2_026", ref: "fn" }],
    },
    actions: [{ type: "play", card: "F" }],
    expect: { "p1.hand.length": 10, "p1.graveyard.length": 1, "events.burn": 1, "p2.hero.health": 28 },
  });

  // Patchwerk: "Battlecry: Destroy a random minion in your opponent's hand, deck, and battlefield."
  cardCase("LEG_RLK_071", {
    does: "one minion of the opponent's hand (discarded), deck (burned) and board (destroyed); spells and your side spared",
    p1: { hand: [{ card: "LEG_RLK_071", ref: "P" }], board: [{ card: YETI, ref: "mine" }], deck: [{ card: YETI, ref: "mydeck" }] },
    p2: {
      hand: [{ card: YETI, ref: "h" }, { card: "CS2_029", ref: "hs" }],
      deck: [{ card: "CS2_024", ref: "ds" }, { card: WISP, ref: "dm" }],
      board: [{ card: YETI, ref: "b" }],
    },
    actions: [{ type: "play", card: "P" }],
    expect: {
      "h.zone": "graveyard", "hs.zone": "hand", "dm.zone": "graveyard", "ds.zone": "deck", "b.zone": "graveyard",
      "mine.zone": "board", "mydeck.zone": "deck", "events.discard": 1, "events.burn": 1, "p2.corpses": 1,
    },
  });
  cardCase("LEG_RLK_071", {
    does: "exactly one of each: of two minions in each place one is left",
    p1: { hand: [{ card: "LEG_RLK_071", ref: "P" }] },
    p2: { hand: [{ card: YETI }, { card: YETI }], deck: [{ card: WISP }, { card: WISP }], board: [{ card: YETI }, { card: YETI }] },
    actions: [{ type: "play", card: "P" }],
    expect: { "p2.hand.length": 1, "p2.deck.length": 1, "p2.board.length": 1 },
  });
  cardCase("LEG_RLK_071", {
    does: "with no minion anywhere on the other side, nothing happens",
    p1: { hand: [{ card: "LEG_RLK_071", ref: "P" }] },
    p2: { hand: [{ card: "CS2_029" }] },
    actions: [{ type: "play", card: "P" }],
    expect: { "P.zone": "board", "p2.hand.length": 1, "events.discard": 0, "events.destroy": 0 },
  });

  // Plagued Grain: "Gain 4 Corpses. Shuffle four Crates into your deck that summon a 2/2 Undead when drawn."
  describeCard("LEG_RLK_039", () => {
    cardCase("LEG_RLK_039", {
      does: "you gain 4 Corpses and 4 Crates go into your deck, not the opponent's",
      p1: { hand: [{ card: "LEG_RLK_039", ref: "G" }], deck: deck(2), corpses: 1 },
      p2: { deck: deck(2, "e") },
      actions: [{ type: "play", card: "G" }],
      expect: { "p1.corpses": 5, "p2.corpses": 0, "p1.deck.length": 6, "p2.deck.length": 2 },
      check: (r) => expect(r.state.players[0].deck.filter((c) => c.card === "RLK_039t").length).toBe(4),
    });
    cardCase("LEG_RLK_039", {
      does: "a Crate drawn casts itself: a 2/2 Undead Peasant for its owner, the Crate to the graveyard, then a card drawn",
      p1: { deck: [{ card: "RLK_039t", ref: "C" }, { card: WISP, ref: "next" }] },
      p2: { deck: deck(1, "e") },
      actions: [{ type: "draw", player: 1 }],
      expect: { "p1.board": ["RLK_070t"], "p1.board.0.attack": 2, "p1.board.0.health": 2, "C.zone": "graveyard", "next.zone": "hand", "p1.hand.length": 1, "p2.board": [], "p2.hand.length": 0 },
    });
    cardCase("LEG_RLK_039", {
      does: "the Crate casts before other draw triggers, and on the opponent's side for the opponent",
      state: { activePlayer: 2 },
      p2: { deck: [{ card: "RLK_039t", ref: "C" }, { card: WISP, ref: "next" }] },
      actions: [{ type: "endTurn" }, { type: "endTurn" }],
      expect: { "p2.board": ["RLK_070t"], "C.zone": "graveyard", "next.zone": "hand", "p1.board": [] },
    });
  });

  // Possessifier: "Battlecry: Summon two 1/1 Fighters with Rush and Reborn."
  cardCase("LEG_RLK_077", {
    does: "two 1/1 Fighters with Rush and Reborn, one on each side of it",
    p1: { hand: [{ card: "LEG_RLK_077", ref: "P" }] },
    actions: [{ type: "play", card: "P" }],
    expect: {
      "p1.board": ["RLK_077t", "LEG_RLK_077", "RLK_077t"], "p2.board": [],
      "p1.board.0.attack": 1, "p1.board.0.health": 1, "p1.board.2.attack": 1, "p1.board.2.health": 1,
    },
  });
  cardCase("LEG_RLK_077", {
    does: "each Fighter can attack a minion at once (Rush) and, killed, comes back (Reborn)",
    p1: { hand: [{ card: "LEG_RLK_077", ref: "P" }] },
    p2: { board: [{ card: WISP, ref: "W" }, { card: WISP, ref: "V" }] },
    actions: [{ type: "play", card: "P" }, { type: "attack", attacker: "p1.board.2", defender: "W" }, { type: "attack", attacker: "p1.board.0", defender: "V" }],
    expect: { "W.zone": "graveyard", "V.zone": "graveyard", "p1.board": ["RLK_077t", "LEG_RLK_077", "RLK_077t"], "p1.board.0.tags.REBORN": 0, "p1.board.2.tags.REBORN": 0, "p1.corpses": 2 },
  });
  cardCase("LEG_RLK_077", {
    does: "Rush, not Charge: a Fighter can't attack the enemy hero this turn",
    p1: { hand: [{ card: "LEG_RLK_077", ref: "P" }] },
    actions: [{ type: "play", card: "P" }, { type: "attack", attacker: "p1.board.2", defender: "p2.hero" }],
    error: "illegal_action",
  });

  // Repulsive Gargantuan: "Enemy characters can't be healed."
  cardCase("LEG_RLK_115", {
    does: "the enemy hero and minions are not healed; your own characters are",
    p1: { board: [{ card: "LEG_RLK_115", ref: "R" }, { card: YETI, ref: "mine", health: 2 }], hero: { card: "HERO_08", health: 20 } },
    p2: { board: [{ card: YETI, ref: "Y", health: 2 }], hero: { card: "HERO_01", health: 20 } },
    actions: [
      { type: "heal", target: "p2.hero", amount: 5 }, { type: "heal", target: "Y", amount: 5 },
      { type: "heal", target: "p1.hero", amount: 5 }, { type: "heal", target: "mine", amount: 5 },
    ],
    expect: { "p2.hero.health": 20, "Y.health": 2, "p1.hero.health": 25, "mine.health": 5, "events.heal": 2 },
  });
  cardCase("LEG_RLK_115", {
    does: "the enemy's own Healing Touch does nothing on their hero; once the Gargantuan is gone it heals again",
    state: { activePlayer: 2 },
    p1: { board: [{ card: "LEG_RLK_115", ref: "R" }] },
    p2: { hand: [{ card: "CS2_007", ref: "T1" }, { card: "CS2_007", ref: "T2" }], hero: { card: "HERO_01", health: 10 } },
    actions: [{ type: "play", card: "T1", target: "p2.hero" }, { type: "destroy", target: "R" }, { type: "play", card: "T2", target: "p2.hero" }],
    expect: { "p2.hero.health": 18, "events.heal": 1 },
  });

  // Rime Sculptor: "Battlecry: Summon two 2/1 Rime Elementals with "Deathrattle: Deal 2 damage to a random enemy.""
  cardCase("LEG_RLK_752", {
    does: "two 2/1 Rime Elementals, one each side of it",
    p1: { hand: [{ card: "LEG_RLK_752", ref: "S" }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "p1.board": ["RLK_907t", "LEG_RLK_752", "RLK_907t"], "p1.board.0.attack": 2, "p1.board.0.health": 1, "p1.board.2.attack": 2, "p2.board": [] },
  });
  cardCase("LEG_RLK_752", {
    does: "a Rime Elemental's Deathrattle: 2 damage to a random enemy, never a friendly character",
    p1: { hand: [{ card: "LEG_RLK_752", ref: "S" }] },
    actions: [{ type: "play", card: "S" }, { type: "destroy", target: "p1.board.0" }],
    expect: { "p2.hero.health": 28, "p1.hero.health": 30, "S.health": 3, "p1.board": ["LEG_RLK_752", "RLK_907t"], "p1.corpses": 1 },
  });
  cardCase("LEG_RLK_752", {
    does: "the Deathrattle's enemy is random among the enemy characters",
    p1: { hand: [{ card: "LEG_RLK_752", ref: "S" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "S" }, { type: "destroy", target: "p1.board.0" }],
    check: (r) => {
      const hits = events(r, "damage");
      expect(hits.length).toBe(1);
      expect(hits[0]!.amount).toBe(2);
      expect(hits[0]!.target!.controller).toBe(2);
    },
  });

  // Rimefang Sword: "After your hero attacks, reduce the Cost of a spell in your hand by (1)."
  cardCase("LEG_RLK_710", {
    does: "after your hero attacks, your only spell in hand costs 1 less; minions in hand are not changed",
    p1: { weapon: { card: "LEG_RLK_710", ref: "S" }, hand: [{ card: "CS2_029", ref: "fire" }, { card: YETI, ref: "y" }] },
    p2: { hand: [{ card: "CS2_024", ref: "theirs" }] },
    actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
    expect: { "fire.cost": 3, "y.cost": 4, "theirs.cost": 2, "p2.hero.health": 28, "S.durability": 2 },
  });
  cardCase("LEG_RLK_710", {
    does: "one spell only: of two, exactly one costs 1 less",
    p1: { weapon: { card: "LEG_RLK_710" }, hand: [{ card: "CS2_029", ref: "a" }, { card: "CS2_029", ref: "b" }] },
    actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
    check: (r) => expect(r.state.players[0].hand.map((c) => c.cost).sort()).toEqual([3, 4]),
  });
  cardCase("LEG_RLK_710", {
    does: "the enemy hero's attack does nothing",
    state: { activePlayer: 2 },
    p1: { weapon: { card: "LEG_RLK_710" }, hand: [{ card: "CS2_029", ref: "fire" }] },
    p2: { weapon: { card: "CS2_106" }, hand: [{ card: "CS2_029", ref: "theirs" }] },
    actions: [{ type: "attack", attacker: "p2.hero", defender: "p1.hero" }],
    expect: { "fire.cost": 4, "theirs.cost": 4, "p1.hero.health": 27, "events.buff": 0 },
  });
  cardCase("LEG_RLK_710", {
    does: "a minion's attack does nothing",
    p1: { weapon: { card: "LEG_RLK_710" }, board: [{ card: YETI, ref: "m" }], hand: [{ card: "CS2_029", ref: "fire" }] },
    actions: [{ type: "attack", attacker: "m", defender: "p2.hero" }],
    expect: { "fire.cost": 4, "events.buff": 0 },
  });

  // Runeforging: "Draw a weapon. Spend a Corpse to reduce its Cost by (1)."
  cardCase("LEG_RLK_715", {
    does: "draws the weapon (not the minion above it) and with a Corpse spends one: it costs 1 less",
    p1: { hand: [{ card: "LEG_RLK_715", ref: "R" }], deck: [{ card: YETI, ref: "y" }, { card: "CS2_080", ref: "axe" }], corpses: 2 },
    p2: { corpses: 2 },
    actions: [{ type: "play", card: "R" }],
    expect: { "axe.zone": "hand", "axe.cost": 3, "y.zone": "deck", "p1.corpses": 1, "p2.corpses": 2 },
  });
  cardCase("LEG_RLK_715", {
    does: "without a Corpse the weapon keeps its cost",
    p1: { hand: [{ card: "LEG_RLK_715", ref: "R" }], deck: [{ card: "CS2_080", ref: "axe" }] },
    actions: [{ type: "play", card: "R" }],
    expect: { "axe.zone": "hand", "axe.cost": 4, "p1.corpses": 0, "events.corpses": 0 },
  });
  cardCase("LEG_RLK_715", {
    does: "no weapon in the deck: nothing drawn, no Corpse spent",
    p1: { hand: [{ card: "LEG_RLK_715", ref: "R" }], deck: [{ card: YETI, ref: "y" }], corpses: 1 },
    actions: [{ type: "play", card: "R" }],
    expect: { "y.zone": "deck", "p1.hand.length": 0, "p1.corpses": 1, "events.corpses": 0 },
  });

  // Ymirjar Deathbringer: "Taunt. Deathrattle: Spend 3 Corpses to summon a 3/3 Risen Ymirjar with Taunt."
  cardCase("LEG_RLK_226", {
    does: "its own death gives the third Corpse; it spends 3 and summons a 3/3 Taunt Risen Ymirjar where it stood",
    p1: { board: [{ card: YETI }, { card: "LEG_RLK_226", ref: "D" }, { card: YETI }], corpses: 2 },
    p2: { corpses: 5 },
    actions: [{ type: "destroy", target: "D" }],
    expect: { "p1.board": [YETI, "RLK_226t", YETI], "p1.board.1.attack": 3, "p1.board.1.health": 3, "p1.corpses": 0, "p2.corpses": 5 },
    check: (r) => expect(corpseEvents(r)).toEqual([[1, 1], [1, -3]]),
  });
  cardCase("LEG_RLK_226", {
    does: "with fewer than 3 Corpses after its death: nothing is summoned, none spent",
    p1: { board: [{ card: "LEG_RLK_226", ref: "D" }], corpses: 1 },
    actions: [{ type: "destroy", target: "D" }],
    expect: { "p1.board": [], "p1.corpses": 2 },
  });
  cardCase("LEG_RLK_226", {
    does: "the Risen Ymirjar leaves no Corpse when it dies",
    p1: { board: [{ card: "LEG_RLK_226", ref: "D" }], corpses: 2 },
    actions: [{ type: "destroy", target: "D" }, { type: "destroy", target: "p1.board.0" }],
    expect: { "p1.board": [], "p1.corpses": 0, "events.death": 2 },
  });
  cardCase("LEG_RLK_226", {
    does: "the Deathbringer has Taunt: an enemy can't attack past it",
    state: { activePlayer: 2 },
    p1: { board: [{ card: "LEG_RLK_226", ref: "D" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "attack", attacker: "Y", defender: "p1.hero" }],
    error: "illegal_action",
  });
  cardCase("LEG_RLK_226", {
    does: "the Risen Ymirjar has Taunt: an enemy can't attack past it",
    p1: { board: [{ card: "LEG_RLK_226", ref: "D" }], corpses: 2 },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "destroy", target: "D" }, { type: "endTurn" }, { type: "attack", attacker: "Y", defender: "p1.hero" }],
    error: "illegal_action",
  });
  cardCase("LEG_RLK_226", {
    does: "(control) with no Risen Ymirjar summoned, the same attack reaches the hero",
    p1: { board: [{ card: "LEG_RLK_226", ref: "D" }], corpses: 0 },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "destroy", target: "D" }, { type: "endTurn" }, { type: "attack", attacker: "Y", defender: "p1.hero" }],
    expect: { "p1.hero.health": 26, "p1.corpses": 1 },
  });
});
