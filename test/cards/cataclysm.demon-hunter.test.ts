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

// Sigil of the Seas: "At the start of your next turn, summon a 3/3 Naga with Taunt."
cardCase("CATA_528", {
  does: "nothing this turn nor on the opponent's turn: it waits in the secret zone",
  p1: { hand: [{ card: "CATA_528", ref: "S" }], deck: [{ card: "CS2_231" }, { card: "CS2_231" }] },
  p2: { deck: [{ card: "CS2_231" }, { card: "CS2_231" }] },
  actions: [{ type: "play", card: "S" }, { type: "endTurn" }],
  expect: { "S.zone": "secrets", "p1.board": [], "p2.board": [] },
});
cardCase("CATA_528", {
  does: "at its player's next turn start: a 3/3 Taunt Naga on its player's side, and the Sigil goes",
  p1: { hand: [{ card: "CATA_528", ref: "S" }], deck: [{ card: "CS2_231" }, { card: "CS2_231" }] },
  p2: { deck: [{ card: "CS2_231" }, { card: "CS2_231" }] },
  actions: [{ type: "play", card: "S" }, { type: "endTurn" }, { type: "endTurn" }],
  expect: { "S.zone": "graveyard", "p1.board": ["CATA_528t"], "p1.board.0.attack": 3, "p1.board.0.health": 3,
    "p1.board.0.seen.TAUNT": 1, "p2.board": [] },
});

// Flash Flood: "Deal $5 damage to your opponent's left and right-most minions. Outcast: Do it again."
cardCase("CATA_533", {
  does: "played from the middle of the hand: 5 damage to the enemy's two end minions only, none to the middle one or a friendly one",
  p1: { hand: [{ card: "CS2_231" }, { card: "CATA_533", ref: "F" }, { card: "CS2_231" }], board: [{ card: "CS2_186", ref: "O" }] },
  p2: { board: [{ card: "CS2_186", ref: "L" }, { card: "CS2_186", ref: "M" }, { card: "CS2_186", ref: "R" }] },
  actions: [{ type: "play", card: "F" }],
  expect: { "L.health": 2, "M.health": 7, "R.health": 2, "O.health": 7, "p2.hero.health": 30, "events.damage": 2 },
});
cardCase("CATA_533", {
  does: "Outcast (the left-most card): the same ends hit twice, 10 each",
  p1: { hand: [{ card: "CATA_533", ref: "F" }, { card: "CS2_231" }] },
  p2: { board: [{ card: "CS2_186", ref: "L" }, { card: "CS2_186", ref: "M" }, { card: "CS2_200", ref: "R" }] },
  actions: [{ type: "play", card: "F" }],
  expect: { "L.zone": "graveyard", "M.health": 7, "R.zone": "graveyard", "events.damage": 4 },
});
cardCase("CATA_533", {
  does: "a single enemy minion is both ends: hit once",
  p1: { hand: [{ card: "CS2_231" }, { card: "CATA_533", ref: "F" }, { card: "CS2_231" }] },
  p2: { board: [{ card: "CS2_200", ref: "E" }] },
  actions: [{ type: "play", card: "F" }],
  expect: { "E.health": 2, "events.damage": 1 },
});

// Dread Leviathan: "Taunt. Battlecry: Choose an enemy minion to steal 3 Health from, three times."
cardCase("CATA_699", {
  does: "three steals: the target, then the picks (the same minion again, then another): -3 Health each, +3 to itself each",
  p1: { hand: [{ card: "CATA_699", ref: "L" }] },
  p2: { board: [{ card: "CS2_186", ref: "A" }, { card: "CS2_200", ref: "B" }] },
  actions: [{ type: "play", card: "L", target: "A" }],
  choices: [0, 1],
  expect: { "A.health": 1, "A.maxHealth": 1, "B.health": 4, "L.health": 15, "L.maxHealth": 15, "L.attack": 9, "L.seen.TAUNT": 1 },
});
cardCase("CATA_699", {
  does: "a minion left at 0 Health can't be picked again: the two other steals take the other enemy minion",
  p1: { hand: [{ card: "CATA_699", ref: "L" }] },
  p2: { board: [{ card: "CS2_120", ref: "C" }, { card: "CS2_186", ref: "A" }] },
  actions: [{ type: "play", card: "L", target: "C" }],
  expect: { "C.zone": "graveyard", "A.health": 1, "L.health": 15 },
});
cardCase("CATA_699", {
  does: "a Stealthed enemy minion is never picked; the last steals fall on the one it could choose",
  p1: { hand: [{ card: "CATA_699", ref: "L" }] },
  p2: { board: [{ card: "CS2_186", ref: "A" }, { card: "CS2_200", ref: "S", tags: { STEALTH: 1 } }] },
  actions: [{ type: "play", card: "L", target: "A" }],
  choices: [1, 1],
  expect: { "A.zone": "graveyard", "S.health": 7, "L.health": 15 },
});
cardCase("CATA_699", {
  does: "no enemy minion: it is played with no steal and stays 9/6; the enemy hero is untouched",
  p1: { hand: [{ card: "CATA_699", ref: "L" }], board: [{ card: "CS2_186", ref: "M" }] },
  actions: [{ type: "play", card: "L" }],
  expect: { "L.health": 6, "M.health": 7, "p2.hero.health": 30 },
});
cardCase("CATA_699", {
  does: "it can't choose a friendly minion",
  p1: { hand: [{ card: "CATA_699", ref: "L" }], board: [{ card: "CS2_186", ref: "M" }] },
  p2: { board: [{ card: "CS2_186", ref: "A" }] },
  actions: [{ type: "play", card: "L", target: "M" }],
  error: "illegal_action",
});
