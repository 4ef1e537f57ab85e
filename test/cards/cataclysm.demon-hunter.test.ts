/**
 * Behaviour tests of the Cataclysm (CATACLYSM) Demon Hunter cards (test/support/cards.ts).
 */
import { cardCase } from "../support/cards.js";

// Broxigar's Last Stand: "Deal $1 damage to all minions. Draw a card for each that died."
cardCase("CATA_526", {
  does: "1 damage to every minion; one card drawn per minion that died (two Wisps, either side), not for the survivor",
  p1: { hand: [{ card: "CATA_526", ref: "B" }], board: [{ card: "CS2_231", ref: "W1" }, { card: "CS2_120", ref: "R" }],
    deck: [{ card: "CS2_120" }, { card: "CS2_120" }, { card: "CS2_120" }] },
  p2: { board: [{ card: "CS2_231", ref: "W2" }], deck: [{ card: "CS2_120" }] },
  actions: [{ type: "play", card: "B" }],
  expect: { "p1.hand.length": 2, "p2.hand.length": 0, "R.health": 2, "W1.zone": "graveyard", "W2.zone": "graveyard", "p1.deck.length": 1 },
});

// Malevolent Mutant: "Battlecry: Choose a Fel spell in your hand. Get a copy of it."
cardCase("CATA_697", {
  does: "a copy of the chosen Fel spell (Chaos Strike) is added; the original stays",
  p1: { hand: [{ card: "CATA_697", ref: "M" }, { card: "BT_035", ref: "C" }] },
  actions: [{ type: "play", card: "M", target: "C" }],
  expect: { "p1.hand": ["BT_035", "BT_035"] },
});
cardCase("CATA_697", {
  does: "a spell of another school is no valid target",
  p1: { hand: [{ card: "CATA_697", ref: "M" }, { card: "CS2_029", ref: "F" }] },
  actions: [{ type: "play", card: "M", target: "F" }],
  error: "illegal_action",
});

// Ravenous Felfisher: "Costs (1) less for each Fel spell you've cast this game."
cardCase("CATA_529", {
  does: "two Fel spells cast this game (one from an earlier turn), a Fire spell and the opponent's Fel spell not: costs 4",
  p1: { hand: [{ card: "BT_035", ref: "C" }, { card: "CATA_529", ref: "F" }], playedThisGame: [{ card: "BT_035", cost: 2, turn: 1 }, { card: "CS2_029", cost: 4, turn: 3 }] },
  p2: { board: [{ card: "CS2_182", ref: "Y" }], playedThisGame: [{ card: "BT_035", cost: 2, turn: 2 }] },
  actions: [{ type: "play", card: "C" }],
  expect: { "F.cost": 4 },
});
cardCase("CATA_529", {
  does: "no Fel spell cast: costs 6; playing it takes 6 Mana",
  p1: { hand: [{ card: "CATA_529", ref: "F" }], mana: { crystals: 6, used: 0 } },
  actions: [{ type: "play", card: "F" }],
  expect: { "F.zone": "board", "p1.mana.used": 6 },
});
