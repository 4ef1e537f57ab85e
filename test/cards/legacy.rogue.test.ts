/**
 * Behaviour tests of the Legacy (LEGACY) Rogue cards: one case per behaviour of each card's text.
 */
import { describe, expect, it } from "vitest";
import { cardCase, describeCard, runCase } from "../support/cards.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";
import type { ResolveResult } from "../../src/engine/index.js";

const deck = (n: number, p = "d") => Array.from({ length: n }, (_, i) => ({ card: "CS2_231", ref: `${p}${i}` }));
const wisp = { card: "CS2_231", ref: "Wp" };
const playWisp = { type: "play", card: "Wp" };
/** Kobold Geomancer: Spell Damage +1. */
const geomancer = { card: "CS2_142", ref: "K" };

describe("LEGACY Rogue", () => {
  // Assassinate: "Destroy an enemy minion."
  cardCase("CS2_076", {
    does: "destroys the chosen enemy minion, whatever its Health; the other enemy minion stays",
    p1: { hand: [{ card: "CS2_076", ref: "A" }] },
    p2: { board: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_172", ref: "R" }] },
    actions: [{ type: "play", card: "A", target: "Y" }],
    expect: { "Y.zone": "graveyard", "R.zone": "board", "events.destroy": 1, "events.damage": 0 },
  });
  cardCase("CS2_076", {
    does: "cannot target a friendly minion",
    p1: { hand: [{ card: "CS2_076", ref: "A" }], board: [{ card: "CS2_182", ref: "F" }] },
    p2: { board: [{ card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "play", card: "A", target: "F" }],
    error: "illegal_action",
  });
  cardCase("CS2_076", {
    does: "cannot target the enemy hero",
    p1: { hand: [{ card: "CS2_076", ref: "A" }] },
    p2: { board: [{ card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "play", card: "A", target: "p2.hero" }],
    error: "illegal_action",
  });
  cardCase("CS2_076", {
    does: "with no enemy minion it cannot be played",
    p1: { hand: [{ card: "CS2_076", ref: "A" }], board: [{ card: "CS2_182" }] },
    actions: [{ type: "play", card: "A" }],
    error: "illegal_action",
  });

  // Backstab: "Deal $2 damage to an undamaged minion."
  cardCase("CS2_072", {
    does: "deals 2 damage to an undamaged enemy minion",
    p1: { hand: [{ card: "CS2_072", ref: "B" }] },
    p2: { board: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_182", ref: "Y2" }] },
    actions: [{ type: "play", card: "B", target: "Y" }],
    expect: { "Y.health": 3, "Y2.health": 5, "p2.hero.health": 30, "events.damage": 1 },
  });
  cardCase("CS2_072", {
    does: "an undamaged friendly minion is a valid target too",
    p1: { hand: [{ card: "CS2_072", ref: "B" }], board: [{ card: "CS2_182", ref: "F" }] },
    actions: [{ type: "play", card: "B", target: "F" }],
    expect: { "F.health": 3 },
  });
  cardCase("CS2_072", {
    does: "a damaged minion is not a valid target",
    p1: { hand: [{ card: "CS2_072", ref: "B" }] },
    p2: { board: [{ card: "CS2_182", ref: "Y", health: 4 }] },
    actions: [{ type: "play", card: "B", target: "Y" }],
    error: "illegal_action",
  });
  cardCase("CS2_072", {
    does: "a hero is not a valid target",
    p1: { hand: [{ card: "CS2_072", ref: "B" }] },
    p2: { board: [{ card: "CS2_182" }] },
    actions: [{ type: "play", card: "B", target: "p2.hero" }],
    error: "illegal_action",
  });
  cardCase("CS2_072", {
    does: "Spell Damage +1 makes it 3",
    p1: { hand: [{ card: "CS2_072", ref: "B" }], board: [geomancer] },
    p2: { board: [{ card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "play", card: "B", target: "Y" }],
    expect: { "Y.health": 2 },
  });

  // Sinister Strike: "Deal $3 damage to the enemy hero."
  cardCase("CS2_075", {
    does: "3 damage to the enemy hero only: your hero and the minions untouched",
    p1: { hand: [{ card: "CS2_075", ref: "S" }], board: [{ card: "CS2_182", ref: "F" }] },
    p2: { board: [{ card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "p2.hero.health": 27, "p1.hero.health": 30, "Y.health": 5, "F.health": 5, "events.damage": 1 },
  });
  cardCase("CS2_075", {
    does: "takes no target",
    p1: { hand: [{ card: "CS2_075", ref: "S" }] },
    p2: { board: [{ card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "play", card: "S", target: "Y" }],
    error: "illegal_action",
  });
  cardCase("CS2_075", {
    does: "Spell Damage +1 makes it 4",
    p1: { hand: [{ card: "CS2_075", ref: "S" }], board: [geomancer] },
    actions: [{ type: "play", card: "S" }],
    expect: { "p2.hero.health": 26 },
  });

  // Fan of Knives: "Deal $1 damage to all enemy minions. Draw a card."
  cardCase("EX1_129", {
    does: "1 damage to every enemy minion (not the enemy hero, not your minions), then draws one card",
    p1: { hand: [{ card: "EX1_129", ref: "F" }], board: [{ card: "CS2_182", ref: "M" }], deck: deck(3) },
    p2: { board: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_231", ref: "W" }] },
    actions: [{ type: "play", card: "F" }],
    expect: { "Y.health": 4, "W.zone": "graveyard", "M.health": 5, "p2.hero.health": 30, "p1.hand.length": 1, "p1.deck.length": 2, "events.draw": 1 },
  });
  cardCase("EX1_129", {
    does: "with no enemy minion it still draws",
    p1: { hand: [{ card: "EX1_129", ref: "F" }], deck: deck(2) },
    actions: [{ type: "play", card: "F" }],
    expect: { "p1.hand.length": 1, "events.damage": 0 },
  });
  cardCase("EX1_129", {
    does: "Spell Damage +1 makes it 2 to each",
    p1: { hand: [{ card: "EX1_129", ref: "F" }], board: [geomancer], deck: deck(2) },
    p2: { board: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_182", ref: "Y2" }] },
    actions: [{ type: "play", card: "F" }],
    expect: { "Y.health": 3, "Y2.health": 3 },
  });

  // Sprint: "Draw 4 cards."
  cardCase("CS2_077", {
    does: "draws exactly four cards, from your deck only",
    p1: { hand: [{ card: "CS2_077", ref: "S" }], deck: deck(6) },
    p2: { deck: deck(6, "e") },
    actions: [{ type: "play", card: "S" }],
    expect: { "p1.hand.length": 4, "p1.deck.length": 2, "p2.deck.length": 6, "p2.hand.length": 0, "events.draw": 4 },
  });
  cardCase("CS2_077", {
    does: "with two cards left, draws two and takes fatigue twice (1 then 2)",
    p1: { hand: [{ card: "CS2_077", ref: "S" }], deck: deck(2) },
    actions: [{ type: "play", card: "S" }],
    expect: { "p1.hand.length": 2, "p1.hero.health": 27 },
  });

  // Shiv: "Deal $1 damage. Draw a card."
  cardCase("EX1_278", {
    does: "1 damage to the chosen character and one card drawn",
    p1: { hand: [{ card: "EX1_278", ref: "S" }], deck: deck(2) },
    p2: { board: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_182", ref: "Y2" }] },
    actions: [{ type: "play", card: "S", target: "Y" }],
    expect: { "Y.health": 4, "Y2.health": 5, "p2.hero.health": 30, "p1.hand.length": 1, "p1.deck.length": 1 },
  });
  cardCase("EX1_278", {
    does: "can hit a hero (the enemy hero here)",
    p1: { hand: [{ card: "EX1_278", ref: "S" }], deck: deck(2) },
    actions: [{ type: "play", card: "S", target: "p2.hero" }],
    expect: { "p2.hero.health": 29, "p1.hand.length": 1 },
  });
  cardCase("EX1_278", {
    does: "needs a target",
    p1: { hand: [{ card: "EX1_278", ref: "S" }], deck: deck(2) },
    actions: [{ type: "play", card: "S" }],
    error: "illegal_action",
  });

  // Sap: "Return an enemy minion to your opponent's hand."
  cardCase("EX1_581", {
    does: "the chosen enemy minion goes to the opponent's hand, reset to its card (damage gone); the other stays",
    p1: { hand: [{ card: "EX1_581", ref: "S" }] },
    p2: { board: [{ card: "CS2_182", ref: "Y", health: 2 }, { card: "CS2_172", ref: "R" }] },
    actions: [{ type: "play", card: "S", target: "Y" }],
    expect: { "Y.zone": "hand", "Y.player": 2, "Y.health": 5, "R.zone": "board", "p1.hand.length": 0, "p2.hand.length": 1 },
  });
  cardCase("EX1_581", {
    does: "cannot target a friendly minion",
    p1: { hand: [{ card: "EX1_581", ref: "S" }], board: [{ card: "CS2_182", ref: "F" }] },
    p2: { board: [{ card: "CS2_182" }] },
    actions: [{ type: "play", card: "S", target: "F" }],
    error: "illegal_action",
  });
  cardCase("EX1_581", {
    does: "into the opponent's full hand the minion is destroyed instead (4.7)",
    p1: { hand: [{ card: "EX1_581", ref: "S" }] },
    p2: { board: [{ card: "CS2_182", ref: "Y" }], hand: deck(10, "h") },
    actions: [{ type: "play", card: "S", target: "Y" }],
    expect: { "Y.zone": "graveyard", "p2.hand.length": 10, "events.destroy": 1 },
  });
  // Deadly Poison: "Give your weapon +2 Attack."
  cardCase("CS2_074", {
    does: "your weapon gets +2 Attack (Fiery War Axe 3 → 5), so does your hero's attack; durability unchanged",
    p1: { hand: [{ card: "CS2_074", ref: "D" }], weapon: { card: "CS2_106", ref: "AX" } },
    p2: { weapon: { card: "CS2_106", ref: "EAX" } },
    actions: [{ type: "play", card: "D" }],
    expect: { "AX.attack": 5, "AX.durability": 2, "p1.hero.attack": 5, "EAX.attack": 3, "AX.enchantments.0.card": "CS2_074e" },
  });
  cardCase("CS2_074", {
    does: "the hero attacks for 5 with it",
    p1: { hand: [{ card: "CS2_074", ref: "D" }], weapon: { card: "CS2_106", ref: "AX" } },
    actions: [{ type: "play", card: "D" }, { type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
    expect: { "p2.hero.health": 25, "AX.durability": 1 },
  });
  cardCase("CS2_074", {
    does: "without a weapon it cannot be played",
    p1: { hand: [{ card: "CS2_074", ref: "D" }] },
    p2: { weapon: { card: "CS2_106" } },
    actions: [{ type: "play", card: "D" }],
    error: "illegal_action",
  });

  // Plaguebringer: "Battlecry: Give a friendly minion Poisonous."
  cardCase("EX1_191", {
    does: "the chosen friendly minion gets Poisonous: its next hit destroys the minion it damages",
    p1: { hand: [{ card: "EX1_191", ref: "P" }], board: [{ card: "CS2_231", ref: "W" }] },
    p2: { board: [{ card: "CS2_200", ref: "O" }] },
    actions: [{ type: "play", card: "P", target: "W" }, { type: "attack", attacker: "W", defender: "O" }],
    expect: { "O.zone": "graveyard", "W.zone": "graveyard", "W.enchantments": undefined },
  });
  cardCase("EX1_191", {
    does: "gives the Plaguetouched enchantment to the target only, not to itself",
    p1: { hand: [{ card: "EX1_191", ref: "P" }], board: [{ card: "CS2_231", ref: "W" }, { card: "CS2_182", ref: "F" }] },
    actions: [{ type: "play", card: "P", target: "W" }],
    expect: { "W.enchantments.0.card": "EX1_191e", "F.enchantments": undefined, "P.enchantments": undefined },
  });
  cardCase("EX1_191", {
    does: "cannot target an enemy minion",
    p1: { hand: [{ card: "EX1_191", ref: "P" }] },
    p2: { board: [{ card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "play", card: "P", target: "Y" }],
    error: "illegal_action",
  });
  cardCase("EX1_191", {
    does: "with no other friendly minion it is played without a target",
    p1: { hand: [{ card: "EX1_191", ref: "P" }] },
    p2: { board: [{ card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "play", card: "P" }],
    expect: { "P.zone": "board", "events.buff": 0 },
  });

  // Vanish: "Return all minions to their owner's hand."
  cardCase("NEW1_004", {
    does: "every minion of both sides goes back to its controller's hand, reset (damage and buffs gone)",
    p1: { hand: [{ card: "NEW1_004", ref: "V" }], board: [{ card: "CS2_182", ref: "F", health: 1 }] },
    p2: { board: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_231", ref: "W" }] },
    actions: [{ type: "play", card: "V" }],
    expect: { "F.zone": "hand", "F.player": 1, "F.health": 5, "Y.zone": "hand", "Y.player": 2, "W.zone": "hand", "p1.board": [], "p2.board": [], "p2.hero.health": 30 },
  });
  cardCase("NEW1_004", {
    does: "into a full hand a minion is destroyed instead, in order of play (the first fills the last space)",
    p1: { hand: [{ card: "NEW1_004", ref: "V" }] },
    p2: { board: [{ card: "CS2_182", ref: "Y1" }, { card: "CS2_182", ref: "Y2" }], hand: deck(9, "h") },
    actions: [{ type: "play", card: "V" }],
    expect: { "Y1.zone": "hand", "Y2.zone": "graveyard", "p2.hand.length": 10, "events.destroy": 1, "events.death": 1 },
  });
  cardCase("NEW1_004", {
    does: "with no minion in play it does nothing",
    p1: { hand: [{ card: "NEW1_004", ref: "V" }, { card: "CS2_182", ref: "H" }] },
    actions: [{ type: "play", card: "V" }],
    expect: { "V.zone": "graveyard", "p1.hand": ["CS2_182"] },
  });

  // Vanessa VanCleef: "Combo: Add a copy of the last card your opponent played to your hand."
  cardCase("CS3_005", {
    does: "Combo: a copy of the card the opponent played last on their turn (the later of two), a fresh card",
    state: { activePlayer: 2 },
    p1: { hand: [wisp, { card: "CS3_005", ref: "V" }], deck: deck(2) },
    p2: { hand: [{ card: "CS2_182", ref: "EY" }, { card: "CS2_029", ref: "EF" }], deck: deck(2, "e") },
    actions: [{ type: "play", card: "EY" }, { type: "play", card: "EF", target: "p1.hero" }, { type: "endTurn" }, playWisp, { type: "play", card: "V" }],
    expect: { "p1.hand.length": 2, "p1.hand.1.card": "CS2_029", "p1.hand.1.cost": 4, "p2.hand.length": 0, "p2.lastPlayed": "CS2_029", "p1.lastPlayed": "CS3_005" },
  });
  cardCase("CS3_005", {
    does: "Combo: the snapshot's record of the opponent's last card counts; a copy of a minion comes without its buffs",
    p1: { hand: [wisp, { card: "CS3_005", ref: "V" }] },
    p2: { lastPlayed: "CS2_182", board: [{ card: "CS2_182", ref: "Y", attack: 9 }] },
    actions: [playWisp, { type: "play", card: "V" }],
    expect: { "p1.hand": ["CS2_182"], "p1.hand.0.attack": 4, "p1.hand.0.health": 5 },
  });
  cardCase("CS3_005", {
    does: "your own last card does not count: with the opponent having played nothing, nothing is added",
    p1: { hand: [wisp, { card: "CS3_005", ref: "V" }], lastPlayed: "CS2_029" },
    actions: [playWisp, { type: "play", card: "V" }],
    expect: { "p1.hand.length": 0, "V.zone": "board" },
  });
  cardCase("CS3_005", {
    does: "as the first card of the turn: nothing added",
    p1: { hand: [{ card: "CS3_005", ref: "V" }] },
    p2: { lastPlayed: "CS2_029" },
    actions: [{ type: "play", card: "V" }],
    expect: { "p1.hand.length": 0 },
  });
  cardCase("CS3_005", {
    does: "into a full hand the copy is burned",
    p1: { hand: [wisp, { card: "CS3_005", ref: "V" }, ...deck(10, "h")] },
    p2: { lastPlayed: "CS2_029" },
    actions: [playWisp, { type: "play", card: "V" }],
    expect: { "p1.hand.length": 10, "events.burn": 1 },
  });
});

// Pilfer: "Add a random card from another class to your hand."
describeCard("EX1_182", () => {
  const pilfer = (seed: number, hero?: string) => runCase({
    does: "Pilfer",
    seed,
    p1: { ...(hero ? { hero: { card: hero } } : {}), hand: [{ card: "EX1_182", ref: "P" }] },
    actions: [{ type: "play", card: "P" }],
    expect: { "p1.hand.length": 1, "p2.hand.length": 0, "P.zone": "graveyard" },
  }) as ResolveResult;
  it("for every seed: one card of a class that is neither your hero's (Mage) nor neutral, recorded with the cards left out", () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 25; seed++) {
      const r = pilfer(seed);
      // The recorded pick: the card in hand may be its upgrade (a Ranked spell given at 10 crystals is Rank 3 at once).
      expect(r.state.players[0].hand).toHaveLength(1);
      const card = findCard(r.random[0]!.chosen as string)!;
      expect(card.cardClass).not.toBe("MAGE");
      expect(card.cardClass).not.toBe("NEUTRAL");
      expect(card.collectible).toBe(true);
      seen.add(card.cardClass);
      expect(r.random).toHaveLength(1);
      expect(r.random[0]!.candidates.length).toBeGreaterThan(100);
    }
    expect(seen.size).toBeGreaterThan(2);
  });
  it("a Rogue never gets a Rogue card; spells come too, not only minions", () => {
    const types = new Set<string>();
    for (let seed = 1; seed <= 40; seed++) {
      const card = findCard(pilfer(seed, "HERO_03").state.players[0].hand[0]!.card)!;
      expect(["ROGUE", "NEUTRAL"]).not.toContain(card.cardClass);
      types.add(card.type);
    }
    expect(types.has("SPELL")).toBe(true);
    expect(types.has("MINION")).toBe(true);
  });
  it("into a full hand the card is burned", () => {
    runCase({
      does: "full hand",
      p1: { hand: [{ card: "EX1_182", ref: "P" }, ...deck(10, "h")] },
      actions: [{ type: "play", card: "P" }],
      expect: { "p1.hand.length": 10, "events.burn": 1 },
    });
  });
});
