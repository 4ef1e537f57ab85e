/**
 * Behaviour tests of the Cataclysm (CATACLYSM) Rogue cards (test/support/cards.ts).
 */
import { cardCase } from "../support/cards.js";

// Twilight Mistress: "Battlecry: Return all enemy minions to their owner's hand."
cardCase("CATA_201", {
  does: "every enemy minion goes back to the enemy's hand; its own side stays",
  p1: { hand: [{ card: "CATA_201", ref: "T" }], board: [{ card: "CS2_120", ref: "F" }] },
  p2: { board: [{ card: "CS2_231", ref: "E1" }, { card: "CS2_120", ref: "E2" }] },
  actions: [{ type: "play", card: "T" }],
  expect: { "p2.board": [], "p2.hand": ["CS2_231", "CS2_120"], "p1.board": ["CS2_120", "CATA_201"], "p1.hand.length": 0 },
});

// Garona's Last Stand: "Tradeable. Destroy a Legendary minion."
cardCase("CATA_203", {
  does: "destroys a Legendary minion",
  p1: { hand: [{ card: "CATA_203", ref: "G" }] },
  p2: { board: [{ card: "NEW1_030", ref: "D" }] },
  actions: [{ type: "play", card: "G", target: "D" }],
  expect: { "D.zone": "graveyard" },
});
cardCase("CATA_203", {
  does: "a minion that is not Legendary is no valid target",
  p1: { hand: [{ card: "CATA_203", ref: "G" }] },
  p2: { board: [{ card: "CS2_120", ref: "R" }] },
  actions: [{ type: "play", card: "G", target: "R" }],
  error: "illegal_action",
});
cardCase("CATA_203", {
  does: "Tradeable: 1 Mana puts it into the deck and draws a card",
  p1: { hand: [{ card: "CATA_203", ref: "G" }], deck: [{ card: "CS2_120" }] },
  actions: [{ type: "trade", card: "G" }],
  expect: { "p1.hand.length": 1, "p1.deck.length": 1, "p1.mana.used": 1 },
});

// Agent of the Old Ones: "Battlecry: Choose a card in your hand to transform into a Coin."
cardCase("CATA_200", {
  does: "the chosen card becomes The Coin, in its place",
  p1: { hand: [{ card: "CS2_120", ref: "R" }, { card: "CATA_200", ref: "A" }, { card: "CS2_029", ref: "F" }] },
  actions: [{ type: "play", card: "A", target: "F" }],
  expect: { "p1.hand": ["CS2_120", "GAME_005"] },
});
cardCase("CATA_200", {
  does: "an enemy's card in hand is no valid target",
  p1: { hand: [{ card: "CATA_200", ref: "A" }] },
  p2: { hand: [{ card: "CS2_029", ref: "F" }] },
  actions: [{ type: "play", card: "A", target: "F" }],
  error: "illegal_action",
});

// Daze: "Return an enemy minion to its owner's hand. They can't play it next turn."
cardCase("CATA_215", {
  does: "the enemy minion goes back to its owner's hand, and they can't play it on their next turn",
  p1: { hand: [{ card: "CATA_215", ref: "D" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }], deck: [{ card: "CS2_231" }] },
  actions: [{ type: "play", card: "D", target: "E" }, { type: "endTurn" }, { type: "play", card: "E" }],
  error: "illegal_action",
});
cardCase("CATA_215", {
  does: "back in hand; on its owner's turn after that it can be played again",
  p1: { hand: [{ card: "CATA_215", ref: "D" }], deck: [{ card: "CS2_231" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }], deck: [{ card: "CS2_231" }, { card: "CS2_231" }] },
  actions: [{ type: "play", card: "D", target: "E" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }, { type: "play", card: "E" }],
  expect: { "E.zone": "board", "p2.board": ["CS2_182"] },
});
cardCase("CATA_215", {
  does: "after Daze the minion is in its owner's hand, another card of theirs stays playable",
  p1: { hand: [{ card: "CATA_215", ref: "D" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }], hand: [{ card: "CS2_120", ref: "R" }], deck: [{ card: "CS2_231" }] },
  actions: [{ type: "play", card: "D", target: "E" }, { type: "endTurn" }, { type: "play", card: "R" }],
  expect: { "E.zone": "hand", "E.player": 2, "p2.board": ["CS2_120"], "p1.board": [] },
});
cardCase("CATA_215", {
  does: "a friendly minion cannot be chosen",
  p1: { hand: [{ card: "CATA_215", ref: "D" }], board: [{ card: "CS2_182", ref: "F" }] },
  actions: [{ type: "play", card: "D", target: "F" }],
  error: "illegal_action",
});
