/**
 * Behaviour tests of the Across the Timeways (TIME_TRAVEL) Warlock cards (test/support/cards.ts).
 */
import { expect } from "vitest";
import { cardCase } from "../support/cards.js";
import { nodes } from "../support/engine.js";

// Bygone Doomspeaker: "Rewind Battlecry: Both players discard a random card."
cardCase("TIME_008", {
  does: "each player discards one card of two; keeping the timeline",
  choices: [0],
  p1: { hand: [{ card: "TIME_008", ref: "B" }, { card: "CS2_182" }, { card: "CS2_029" }] },
  p2: { hand: [{ card: "CS2_182" }, { card: "CS2_200" }] },
  actions: [{ type: "play", card: "B" }],
  expect: { "p1.hand.length": 1, "p2.hand.length": 1, "events.discard": 2, "B.zone": "board" },
  check: (r) => expect(nodes(r, "step").filter((s) => s.name === "rewind").map((s) => s.choice)).toEqual(["keep"]),
});
cardCase("TIME_008", {
  does: "Rewind: the game goes back and it is played again — still one discard each",
  choices: [1],
  p1: { hand: [{ card: "TIME_008", ref: "B" }, { card: "CS2_182" }, { card: "CS2_029" }] },
  p2: { hand: [{ card: "CS2_182" }, { card: "CS2_200" }] },
  actions: [{ type: "play", card: "B" }],
  expect: { "p1.hand.length": 1, "p2.hand.length": 1, "p1.mana.used": 3, "p1.board": ["TIME_008"] },
});
cardCase("TIME_008", {
  does: "empty hands: nothing to discard",
  choices: [0],
  p1: { hand: [{ card: "TIME_008", ref: "B" }] },
  actions: [{ type: "play", card: "B" }],
  expect: { "events.discard": 0, "B.zone": "board" },
});

// RAFAAM LADDER!!: "Draw 3 cards of different Costs."
const ladderDeck = [{ card: "CS2_231" }, { card: "CS2_231" }, { card: "CS2_182" }, { card: "CS2_182" }, { card: "CS2_029" }, { card: "CS2_200" }];
for (const seed of [1, 2, 3, 4]) {
  cardCase("TIME_031", {
    does: `three cards, no two of the same Cost (seed ${seed})`,
    seed,
    p1: { hand: [{ card: "TIME_031", ref: "L" }], deck: ladderDeck },
    actions: [{ type: "play", card: "L" }],
    expect: { "p1.hand.length": 3, "p1.deck.length": 3, "p2.hand.length": 0 },
    check: (r) => {
      const costs = r.state.players[0]!.hand.map((c) => c.cost);
      expect(new Set(costs).size).toBe(3);
    },
  });
}
cardCase("TIME_031", {
  does: "a deck of two Costs only: two cards drawn, no Fatigue",
  p1: { hand: [{ card: "TIME_031", ref: "L" }], deck: [{ card: "CS2_231" }, { card: "CS2_231" }, { card: "CS2_182" }] },
  actions: [{ type: "play", card: "L" }],
  expect: { "p1.hand.length": 2, "p1.deck.length": 1, "p1.hero.health": 30, "events.fatigue": 0 },
  check: (r) => expect(r.state.players[0]!.hand.map((c) => c.card).sort()).toEqual(["CS2_182", "CS2_231"]),
});

// Chronogor: "Battlecry: You draw your 2 highest Cost cards. Your opponent draws your 2 lowest Cost cards."
cardCase("TIME_032", {
  does: "you draw your two highest-Cost cards; your opponent draws your two lowest-Cost ones, which become theirs",
  p1: { hand: [{ card: "TIME_032", ref: "C" }],
    deck: [{ card: "CS2_231", ref: "W" }, { card: "CS2_182", ref: "Y" }, { card: "CS2_029", ref: "F" }, { card: "EX1_620", ref: "M" }, { card: "CS2_189", ref: "E" }, { card: "CS2_200", ref: "B" }] },
  p2: { deck: [{ card: "CS2_231", ref: "O" }] },
  actions: [{ type: "play", card: "C" }],
  // costs: Molten Giant 20, Boulderfist Ogre 6, Yeti 4, Fireball 4, Elven Archer 1, Wisp 0
  expect: { "M.zone": "hand", "M.player": 1, "B.zone": "hand", "W.zone": "hand", "W.player": 2, "E.zone": "hand", "E.player": 2,
    "p1.hand.length": 2, "p2.hand.length": 2, "p1.deck.length": 2, "O.zone": "deck", "events.draw": 4, "events.fatigue": 0 },
});
cardCase("TIME_032", {
  does: "three cards in the deck: you draw two, your opponent the one left; no fatigue for either",
  p1: { hand: [{ card: "TIME_032", ref: "C" }], deck: [{ card: "CS2_231", ref: "W" }, { card: "CS2_182", ref: "Y" }, { card: "CS2_200", ref: "B" }] },
  actions: [{ type: "play", card: "C" }],
  expect: { "B.zone": "hand", "Y.zone": "hand", "Y.player": 1, "W.zone": "hand", "W.player": 2, "events.fatigue": 0, "p1.hero.health": 30, "p2.hero.health": 30 },
});
cardCase("TIME_032", {
  does: "your opponent's hand is full: the cards they would draw are burned, yours",
  p1: { hand: [{ card: "TIME_032", ref: "C" }], deck: [{ card: "CS2_231", ref: "W" }, { card: "CS2_189", ref: "E" }, { card: "CS2_182" }, { card: "CS2_200" }] },
  p2: { hand: Array.from({ length: 10 }, () => ({ card: "CS2_231" })) },
  actions: [{ type: "play", card: "C" }],
  expect: { "W.zone": "graveyard", "W.player": 1, "E.zone": "graveyard", "p2.hand.length": 10, "events.burn": 2 },
});
cardCase("TIME_032", {
  does: "a client's card: draw deckOf — you draw the top card of your opponent's deck, and it becomes yours",
  cards: [{ id: "MY_THIEF", type: "SPELL", cost: 1, spell: [{ type: "draw", deckOf: "enemy" }] }],
  p1: { hand: [{ card: "MY_THIEF", ref: "T" }], deck: [{ card: "CS2_231", ref: "D" }] },
  p2: { deck: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_029" }] },
  actions: [{ type: "play", card: "T" }, { type: "play", card: "Y" }],
  expect: { "Y.zone": "board", "Y.player": 1, "D.zone": "deck", "p2.deck.length": 1 },
});

// Shred of Time (TIME_025t, rules-notes 525): "Casts When Drawn. Deal 3 damage to your hero." — a 0-Cost Warlock spell.
cardCase("TIME_025", {
  does: "its Shred of Time, drawn, casts itself: 3 damage to its owner's hero, not the enemy's, then the next card is drawn",
  p1: { deck: [{ card: "TIME_025t", ref: "S" }, { card: "CS2_231", ref: "next" }] },
  actions: [{ type: "draw", player: 1 }],
  expect: { "p1.hero.health": 27, "p2.hero.health": 30, "S.zone": "graveyard", "next.zone": "hand", "p1.hand.length": 1 },
});
cardCase("TIME_025", {
  does: "a Shred's 3 is no Spell Damage number: a Kobold Geomancer does not raise it",
  p1: { board: [{ card: "CS2_142" }], deck: [{ card: "TIME_025t", ref: "S" }, { card: "CS2_231" }] },
  actions: [{ type: "draw", player: 1 }],
  expect: { "p1.hero.health": 27, "S.zone": "graveyard" },
});

// Twilight Timehopper: "Battlecry: Shuffle 2 Shreds of Time into your deck. When drawn, deal 3 damage to your hero."
cardCase("TIME_025", {
  does: "two Shreds of Time go into your deck (not your opponent's); no damage until one is drawn",
  p1: { hand: [{ card: "TIME_025", ref: "T" }], deck: [{ card: "CS2_231" }] },
  actions: [{ type: "play", card: "T" }],
  expect: { "p1.deck.length": 3, "p2.deck.length": 0, "p1.hero.health": 30, "T.zone": "board" },
  check: (r) => expect(r.state.players[0]!.deck.filter((c) => c.card === "TIME_025t").length).toBe(2),
});

// Entropic Continuity: "Give your minions +1/+1. Shuffle 2 Shreds of Time into your deck."
cardCase("TIME_026", {
  does: "your minions get +1/+1, the enemy's do not; two Shreds of Time into your deck",
  p1: { hand: [{ card: "TIME_026", ref: "E" }], board: [{ card: "CS2_182", ref: "Y" }] },
  p2: { board: [{ card: "CS2_231", ref: "W" }] },
  actions: [{ type: "play", card: "E" }],
  expect: { "Y.attack": 5, "Y.health": 6, "W.attack": 1, "W.health": 1, "p1.deck.length": 2, "p2.deck.length": 0 },
  check: (r) => expect(r.state.players[0]!.deck.map((c) => c.card)).toEqual(["TIME_025t", "TIME_025t"]),
});

// Tachyon Barrage: "Deal $6 damage split among all enemies. Shuffle 2 Shreds of Time into your deck."
cardCase("TIME_027", {
  does: "six 1-damage hits among the enemy characters, none on yours; two Shreds into your deck",
  p1: { hand: [{ card: "TIME_027", ref: "B" }], board: [{ card: "CS2_182", ref: "Y" }] },
  p2: { board: [{ card: "CS2_200", ref: "O" }] },
  actions: [{ type: "play", card: "B" }],
  expect: { "Y.health": 5, "p1.hero.health": 30, "p1.deck.length": 2 },
  check: (r) => {
    const p2 = r.state.players[1]!;
    expect((30 - p2.hero.health!) + (7 - p2.board[0]!.health!)).toBe(6);
    expect(r.state.players[0]!.deck.every((c) => c.card === "TIME_025t")).toBe(true);
  },
});
cardCase("TIME_027", {
  does: "Spell Damage +1 adds a hit: 7 damage to a lone enemy hero",
  p1: { hand: [{ card: "TIME_027", ref: "B" }], board: [{ card: "CS2_142" }] },
  actions: [{ type: "play", card: "B" }],
  expect: { "p2.hero.health": 23 },
});

// Fatebreaker: "Lifesteal. Battlecry: Cast a Shred of Time from your deck to gain +3/+3."
cardCase("TIME_028", {
  does: "a Shred in the deck is cast out of it (3 damage to your hero) and it gains +3/+3; the other deck card stays",
  p1: { hand: [{ card: "TIME_028", ref: "F" }], deck: [{ card: "CS2_231", ref: "W" }, { card: "TIME_025t", ref: "S" }] },
  actions: [{ type: "play", card: "F" }],
  expect: { "p1.hero.health": 27, "F.attack": 7, "F.health": 7, "S.zone": "graveyard", "W.zone": "deck", "p1.hand.length": 0 },
});
cardCase("TIME_028", {
  does: "no Shred of Time in the deck: nothing cast, no +3/+3, no damage",
  p1: { hand: [{ card: "TIME_028", ref: "F" }], deck: [{ card: "CS2_231", ref: "W" }] },
  actions: [{ type: "play", card: "F" }],
  expect: { "p1.hero.health": 30, "F.attack": 4, "F.health": 4, "W.zone": "deck" },
});

// Ruinous Velocidrake: "Rush. Battlecry: Cast a Shred of Time from your deck to summon a copy of this."
cardCase("TIME_029", {
  does: "a Shred cast from the deck (3 damage to your hero), then a copy of it summoned on your side",
  p1: { hand: [{ card: "TIME_029", ref: "V" }], deck: [{ card: "TIME_025t", ref: "S" }] },
  actions: [{ type: "play", card: "V" }],
  expect: { "p1.hero.health": 27, "p1.board": ["TIME_029", "TIME_029"], "p2.board": [], "S.zone": "graveyard", "p1.deck.length": 0 },
});
cardCase("TIME_029", {
  does: "no Shred of Time in the deck: no copy",
  p1: { hand: [{ card: "TIME_029", ref: "V" }], deck: [{ card: "CS2_231" }] },
  actions: [{ type: "play", card: "V" }],
  expect: { "p1.hero.health": 30, "p1.board": ["TIME_029"], "p1.deck.length": 1 },
});
