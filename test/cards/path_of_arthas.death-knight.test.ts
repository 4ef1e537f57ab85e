/**
 * Behaviour tests of the Path of Arthas (PATH_OF_ARTHAS) Death Knight cards the engine implements (their Core reprints play as them). Corpses
 * (残骸) are the players' `corpses` in the snapshot: cases give the opponent Corpses too, so spending the wrong player's shows.
 */
import { describe, expect } from "vitest";
import { cardCase } from "../support/cards.js";
import { at, events } from "../support/engine.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";
import { runeCount } from "../../src/engine/hearthstone/cards/rune-costs.js";

const YETI = "CS2_182"; // 4/5
const GOLEM = "CS2_186"; // 7/7
const WISP = "CS2_231"; // 1/1
const RAPTOR = "CS2_172"; // 3/2
const SPELL = "CS2_029"; // Fireball: 6 damage
const deck = (n: number, p = "d") => Array.from({ length: n }, (_, i) => ({ card: WISP, ref: `${p}${i}` }));

describe("Path of Arthas: Death Knight", () => {
  // Deathchiller: "After you cast a spell, deal 1 damage to two random enemies."
  cardCase("RLK_083", {
    does: "after your spell: 1 damage to two different enemies, none to your side",
    p1: { board: [{ card: "RLK_083", ref: "D" }, { card: YETI, ref: "F" }], hand: [{ card: "CS2_023", ref: "S" }], deck: deck(3) },
    p2: { board: [{ card: GOLEM, ref: "G" }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "G.health": 6, "p2.hero.health": 29, "F.health": 5, "p1.hero.health": 30, "D.health": 3 },
  });
  cardCase("RLK_083", {
    does: "after (not before) the spell: a Fireball that kills the only minion leaves just the hero to hit, once",
    p1: { board: [{ card: "RLK_083", ref: "D" }], hand: [{ card: SPELL, ref: "S" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "S", target: "Y" }],
    expect: { "Y.zone": "graveyard", "p2.hero.health": 29, "events.damage": 2 },
  });
  cardCase("RLK_083", {
    does: "not after a minion is played, nor after the opponent's spell",
    p1: { board: [{ card: "RLK_083", ref: "D" }], hand: [{ card: WISP, ref: "W" }] },
    p2: { board: [{ card: GOLEM, ref: "G" }], hand: [{ card: "CS2_023", ref: "S" }], deck: deck(3, "e") },
    actions: [{ type: "play", card: "W" }, { type: "endTurn" }, { type: "play", card: "S" }],
    expect: { "G.health": 7, "p2.hero.health": 30, "events.damage": 0 },
  });

  // Frostmourne: "Deathrattle: Summon every minion killed by this weapon."
  cardCase("RLK_086", {
    does: "two enemy minions killed attacking with it come back for you, in the order killed, when it breaks",
    p1: { weapon: { card: "RLK_086", ref: "F" } },
    p2: { board: [{ card: RAPTOR, ref: "R" }, { card: WISP, ref: "W" }, { card: YETI, ref: "Y" }] },
    actions: [
      { type: "attack", attacker: "p1.hero", defender: "R" }, { type: "endTurn" }, { type: "endTurn" },
      { type: "attack", attacker: "p1.hero", defender: "W" }, { type: "destroy", target: "F" },
    ],
    expect: { "R.zone": "graveyard", "W.zone": "graveyard", "F.zone": "graveyard", "p1.board": [RAPTOR, WISP], "p2.board": [YETI], "p1.board.0.health": 2 },
  });
  cardCase("RLK_086", {
    does: "a minion that survives its attack, or dies to something else, is not summoned",
    p1: { weapon: { card: "RLK_086", ref: "F" }, hand: [{ card: SPELL, ref: "S" }] },
    p2: { board: [{ card: GOLEM, ref: "G" }, { card: YETI, ref: "Y" }] },
    actions: [{ type: "attack", attacker: "p1.hero", defender: "G" }, { type: "play", card: "S", target: "Y" }, { type: "destroy", target: "F" }],
    expect: { "G.health": 3, "Y.zone": "graveyard", "F.zone": "graveyard", "p1.board": [], "events.summon": 0 },
  });
  cardCase("RLK_086", {
    does: "a minion that kills itself attacking into your hero is not killed by the weapon",
    p1: { weapon: { card: "RLK_086", ref: "F" } },
    p2: { board: [{ card: WISP, ref: "W" }] },
    actions: [{ type: "endTurn" }, { type: "attack", attacker: "W", defender: "p1.hero" }, { type: "endTurn" }, { type: "destroy", target: "F" }],
    expect: { "p1.board": [], "F.zone": "graveyard" },
  });

  // Frostwyrm's Fury: "Deal $5 damage. Freeze all enemy minions. Summon a 5/5 Frostwyrm."
  cardCase("RLK_063", {
    does: "5 damage to the target, every enemy minion Frozen (yours not), a 5/5 Frostwyrm for you",
    p1: { hand: [{ card: "RLK_063", ref: "F" }], board: [{ card: YETI, ref: "M" }] },
    p2: { board: [{ card: GOLEM, ref: "G" }, { card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "F", target: "G" }],
    expect: {
      "G.health": 2, "Y.health": 5, "G.seen.FROZEN": 1, "Y.seen.FROZEN": 1, "M.seen.FROZEN": undefined, "p2.hero.seen.FROZEN": undefined,
      "p1.board": [YETI, "RLK_063t"], "p1.board.1.attack": 5, "p1.board.1.health": 5, "p2.board": [GOLEM, YETI],
    },
  });
  cardCase("RLK_063", {
    does: "can hit a hero; Spell Damage +1 makes it 6",
    p1: { hand: [{ card: "RLK_063", ref: "F" }], board: [{ card: "CS2_142" }] },
    actions: [{ type: "play", card: "F", target: "p2.hero" }],
    expect: { "p2.hero.health": 24, "p1.board": ["CS2_142", "RLK_063t"] },
  });
  cardCase("RLK_063", {
    does: "the Core printing (CORE_RLK_063) plays the same: 5 damage, Freeze, a 5/5 Frostwyrm",
    p1: { hand: [{ card: "CORE_RLK_063", ref: "F" }] },
    p2: { board: [{ card: GOLEM, ref: "G" }] },
    actions: [{ type: "play", card: "F", target: "G" }],
    expect: { "G.health": 2, "G.seen.FROZEN": 1, "p1.board": ["RLK_063t"] },
  });
  cardCase("RLK_063", {
    does: "needs a target",
    p1: { hand: [{ card: "RLK_063", ref: "F" }] },
    actions: [{ type: "play", card: "F" }],
    error: "illegal_action",
  });

  // Horn of Winter: "Refresh 2 Mana Crystals."
  cardCase("RLK_042", {
    does: "after spending 6 of 8: 2 refreshed (4 available), as temporary crystals; the opponent's mana untouched",
    p1: { hand: [{ card: "RLK_042", ref: "H" }], mana: { crystals: 8, used: 6 } },
    p2: { mana: { crystals: 8, used: 3 } },
    actions: [{ type: "play", card: "H" }],
    expect: { "p1.mana.crystals": 8, "p1.mana.used": 6, "p1.mana.temp": 2, "p2.mana.used": 3 },
  });
  cardCase("RLK_042", {
    does: "with one crystal spent only one is refreshed; at 10 crystals it refills a spent one",
    p1: { hand: [{ card: "RLK_042", ref: "H" }], mana: { crystals: 10, used: 1 } },
    actions: [{ type: "play", card: "H" }],
    expect: { "p1.mana.crystals": 10, "p1.mana.used": 0, "p1.mana.temp": 0 },
  });
  cardCase("RLK_042", {
    does: "an Overloaded crystal is not refreshed",
    p1: { hand: [{ card: "RLK_042", ref: "H" }], mana: { crystals: 6, used: 3, overloadLocked: 2 } },
    actions: [{ type: "play", card: "H" }],
    expect: { "p1.mana.used": 3, "p1.mana.temp": 1 },
  });

  // Malignant Horror: "Reborn. At the end of your turn, spend 4 Corpses to summon a copy of this minion."
  cardCase("RLK_745", {
    does: "at the end of your turn, spends 4 of your Corpses for a copy (its buffs too, 4.8) right of it",
    p1: { board: [{ card: "RLK_745", ref: "H", enchantments: [{ card: "CS2_122e" }] }, { card: WISP }], corpses: 5 },
    p2: { corpses: 6 },
    actions: [{ type: "endTurn" }],
    expect: { "p1.board": ["RLK_745", "RLK_745", WISP], "p1.board.1.attack": 3, "p1.board.1.seen.REBORN": 1, "p1.corpses": 1, "p2.corpses": 6 },
  });
  cardCase("RLK_745", {
    does: "with 3 Corpses nothing is spent nor summoned; nor at the end of the opponent's turn",
    p1: { board: [{ card: "RLK_745", ref: "H" }], corpses: 3 },
    state: { activePlayer: 2 },
    p2: { corpses: 8 },
    actions: [{ type: "endTurn" }, { type: "endTurn" }],
    expect: { "p1.board": ["RLK_745"], "p1.corpses": 3, "p2.corpses": 8 },
  });
  cardCase("RLK_745", {
    does: "Reborn: destroyed, it comes back 2/1 without Reborn",
    p1: { board: [{ card: "RLK_745", ref: "H" }] },
    actions: [{ type: "destroy", target: "H" }],
    expect: { "p1.board": ["RLK_745"], "p1.board.0.health": 1, "p1.board.0.tags.REBORN": 0, "p1.corpses": 1 },
  });

  // Marrow Manipulator: "Battlecry: Spend up to 5 Corpses. Deal 2 damage to a random enemy for each."
  cardCase("RLK_505", {
    does: "with 7 Corpses: spends 5 (not the opponent's) and deals five hits of 2 to enemies only",
    p1: { hand: [{ card: "RLK_505", ref: "M" }], board: [{ card: YETI, ref: "F" }], corpses: 7 },
    p2: { board: [{ card: GOLEM, ref: "G" }], corpses: 2 },
    actions: [{ type: "play", card: "M" }],
    expect: { "p1.corpses": 2, "p2.corpses": 2, "F.health": 5, "p1.hero.health": 30, "M.health": 5 },
    check: (r) => {
      const hits = events(r, "damage");
      expect(hits.length).toBe(5);
      expect(hits.every((e) => e.amount === 2 && (e.target?.ref === "G" || e.target?.ref === r.state.players[1]!.hero.ref))).toBe(true);
      expect((at(r.state, "G").health ?? 0) + (r.state.players[1]!.hero.health ?? 0)).toBe(7 + 30 - 10);
    },
  });
  cardCase("RLK_505", {
    does: "with 2 Corpses: both spent, two hits",
    p1: { hand: [{ card: "RLK_505", ref: "M" }], corpses: 2 },
    actions: [{ type: "play", card: "M" }],
    expect: { "p1.corpses": 0, "p2.hero.health": 26, "events.damage": 2 },
  });
  cardCase("RLK_505", {
    does: "with no Corpse: nothing",
    p1: { hand: [{ card: "RLK_505", ref: "M" }] },
    p2: { corpses: 3 },
    actions: [{ type: "play", card: "M" }],
    expect: { "p2.corpses": 3, "p2.hero.health": 30, "events.damage": 0 },
  });

  // Nerubian Swarmguard: "Taunt. Battlecry: Summon two copies of this minion."
  cardCase("RLK_062", {
    does: "two copies with Taunt, one right then one left of it",
    p1: { hand: [{ card: "RLK_062", ref: "N" }], board: [{ card: YETI }, { card: GOLEM }] },
    actions: [{ type: "play", card: "N", position: 1 }],
    expect: { "p1.board": [YETI, "RLK_062", "RLK_062", "RLK_062", GOLEM], "N.index": 2, "p1.board.1.seen.TAUNT": 1, "p1.board.3.seen.TAUNT": 1, "p1.board.3.health": 3, "p2.board": [] },
  });
  cardCase("RLK_062", {
    does: "beside Brann Bronzebeard the Battlecry resolves twice: four copies",
    p1: { hand: [{ card: "RLK_062", ref: "N" }], board: [{ card: "LOE_077", ref: "B" }] },
    actions: [{ type: "play", card: "N" }],
    expect: { "p1.board.length": 6 },
  });
  cardCase("RLK_062", {
    does: "with one free space, only one copy",
    p1: { hand: [{ card: "RLK_062", ref: "N" }], board: Array.from({ length: 5 }, () => ({ card: WISP })) },
    actions: [{ type: "play", card: "N" }],
    expect: { "p1.board": [WISP, WISP, WISP, WISP, WISP, "RLK_062", "RLK_062"] },
  });

  // Tomb Guardians: "Summon two 2/2 Zombies with Taunt. Spend 4 Corpses to give them Reborn."
  cardCase("RLK_118", {
    does: "with 4 Corpses: two 2/2 Taunt Zombies, both given Reborn, 4 of your Corpses spent",
    p1: { hand: [{ card: "RLK_118", ref: "T" }], board: [{ card: YETI, ref: "Y" }], corpses: 5 },
    p2: { corpses: 4 },
    actions: [{ type: "play", card: "T" }],
    expect: {
      "p1.board": [YETI, "RLK_118t3", "RLK_118t3"], "p1.board.1.attack": 2, "p1.board.1.health": 2, "p1.board.1.seen.TAUNT": 1,
      "p1.board.1.seen.REBORN": 1, "p1.board.2.seen.REBORN": 1, "Y.seen.REBORN": undefined, "p1.corpses": 1, "p2.corpses": 4,
    },
  });
  cardCase("RLK_118", {
    does: "with 3 Corpses: the Zombies, no Reborn, nothing spent",
    p1: { hand: [{ card: "RLK_118", ref: "T" }], corpses: 3 },
    actions: [{ type: "play", card: "T" }],
    expect: { "p1.board": ["RLK_118t3", "RLK_118t3"], "p1.board.0.seen.REBORN": undefined, "p1.board.1.seen.REBORN": undefined, "p1.corpses": 3 },
  });
  cardCase("RLK_118", {
    does: "can't be played with a full board",
    p1: { hand: [{ card: "RLK_118", ref: "T" }], board: Array.from({ length: 7 }, () => ({ card: WISP })), corpses: 4 },
    actions: [{ type: "play", card: "T" }],
    error: "illegal_action",
  });

});

// Hematurge: "Battlecry: Spend a Corpse to Discover a Blood Rune card." (rune costs: rules-notes 358)
cardCase("RLK_066", {
  does: "with a Corpse: it is spent (the opponent's are not) and three Blood Rune cards (Death Knight cards with a Blood rune, never Hematurge) are offered; the one taken goes to hand",
  seed: 3,
  choices: [2],
  p1: { hero: { card: "HERO_11" }, hand: [{ card: "RLK_066", ref: "H" }], corpses: 2 },
  p2: { corpses: 4 },
  actions: [{ type: "play", card: "H" }],
  expect: { "p1.corpses": 1, "p2.corpses": 4, "p1.hand.length": 1, "events.discover": 1 },
  check: (r) => {
    const offered = events(r, "discover")[0]!.options as string[];
    expect(offered).toHaveLength(3);
    for (const id of offered) {
      expect(runeCount(id, "blood", findCard(id)?.sameAs)).toBeGreaterThan(0);
      expect(findCard(id)!.cardClass).toBe("DEATHKNIGHT");
      expect(id).not.toBe("RLK_066");
    }
    expect(r.state.players[0]!.hand[0]!.card).toBe(offered[2]);
  },
});
cardCase("RLK_066", {
  does: "no Corpse: nothing is spent or Discovered",
  p1: { hero: { card: "HERO_11" }, hand: [{ card: "RLK_066", ref: "H" }], corpses: 0 },
  p2: { corpses: 4 },
  actions: [{ type: "play", card: "H" }],
  expect: { "p1.corpses": 0, "p2.corpses": 4, "p1.hand.length": 0, "events.discover": 0, "H.zone": "board" },
});
