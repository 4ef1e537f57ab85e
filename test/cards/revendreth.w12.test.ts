/**
 * Behaviour tests of the REVENDRETH (Murder at Castle Nathria) cards w12/nathria added (sets/nathria.ts): the Accusations,
 * Gigantotem, Kael'thas Sinstrider, Prosecutor Mel'tranix, Deathborne, Dispose of Evidence and Tome Tampering.
 */
import { expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

const WISP = "CS2_231";
const YETI = "CS2_182"; // Chillwind Yeti, 4/5
const CROC = "CS2_120"; // River Crocolisk, 2/3
const TOTEM = "CS2_050"; // Searing Totem, a 1/1 Totem
const FIREBALL = "CS2_029"; // a 4-Cost spell
const summons = (card: string, n: number, controller = 1) => Array.from({ length: n }, () => ({ card, controller, turn: 3 }));

describeCard("MAW_001", () => {
  // Arson Accusation: "Choose a minion. Destroy it after your hero takes damage."
  cardCase("MAW_001", {
    does: "the accused enemy minion is destroyed when the caster's hero takes damage, not before",
    p1: { hand: [{ card: "MAW_001", ref: "A" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "A", target: "Y" }, { type: "damage", target: "p1.hero", amount: 1 }],
    expect: { "Y.zone": "graveyard", "p1.hero.health": 29 },
  });
  cardCase("MAW_001", {
    does: "damage to the enemy hero or to the accused itself does not trigger it",
    p1: { hand: [{ card: "MAW_001", ref: "A" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "A", target: "Y" }, { type: "damage", target: "p2.hero", amount: 1 }, { type: "damage", target: "Y", amount: 1 }],
    expect: { "Y.zone": "board", "Y.health": 4 },
  });
  cardCase("MAW_001", {
    does: "a friendly accused minion dies too when its accuser's hero takes damage on the opponent's turn",
    p1: { hand: [{ card: "MAW_001", ref: "A" }], board: [{ card: CROC, ref: "C" }] },
    p2: { board: [{ card: WISP, ref: "W" }] },
    actions: [{ type: "play", card: "A", target: "C" }, { type: "endTurn" }, { type: "attack", attacker: "W", defender: "p1.hero" }],
    expect: { "C.zone": "graveyard", "p1.hero.health": 29 },
  });
});

describeCard("MAW_019", () => {
  // Murder Accusation: "Choose a minion. Destroy it after another enemy minion dies."
  cardCase("MAW_019", {
    does: "the accused is destroyed after another enemy minion dies",
    p1: { hand: [{ card: "MAW_019", ref: "A" }] },
    p2: { board: [{ card: YETI, ref: "Y" }, { card: WISP, ref: "W" }] },
    actions: [{ type: "play", card: "A", target: "Y" }, { type: "destroy", target: "W" }],
    expect: { "Y.zone": "graveyard", "W.zone": "graveyard" },
  });
  cardCase("MAW_019", {
    does: "a friendly minion's death does not count",
    p1: { hand: [{ card: "MAW_019", ref: "A" }], board: [{ card: WISP, ref: "F" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "A", target: "Y" }, { type: "destroy", target: "F" }],
    expect: { "Y.zone": "board", "F.zone": "graveyard" },
  });
});

describeCard("REV_838", () => {
  // Gigantotem: "Costs (1) less for each Totem you've summoned this game."
  cardCase("REV_838", {
    does: "costs (1) less for each Totem you summoned this game (the opponent's and non-Totems not counted)",
    p1: { hand: [{ card: "REV_838", ref: "G" }] },
    state: { summons: [...summons(TOTEM, 3), ...summons(YETI, 2), ...summons(TOTEM, 2, 2)] },
    actions: [{ type: "damage", target: "p2.hero", amount: 1 }],
    expect: { "G.cost": 7 },
  });
  cardCase("REV_838", {
    does: "a Totem summoned now lowers it at once",
    p1: { hand: [{ card: "REV_838", ref: "G" }, { card: TOTEM, ref: "T" }] },
    actions: [{ type: "play", card: "T" }],
    expect: { "G.cost": 9 },
  });
});

describeCard("REV_021", () => {
  // Kael'thas Sinstrider: "Every third minion you play each turn costs (0)."
  cardCase("REV_021", {
    does: "Kael'thas as the second minion this turn: the third minion costs (0), a spell does not",
    p1: { hand: [{ card: WISP, ref: "W" }, { card: "REV_021", ref: "K" }, { card: YETI, ref: "Y" }, { card: FIREBALL, ref: "M" }] },
    actions: [{ type: "play", card: "W" }, { type: "play", card: "K" }],
    expect: { "Y.cost": 0, "M.cost": 4 },
  });
  cardCase("REV_021", {
    does: "the third minion is played for (0); the fourth costs its own again",
    p1: { hand: [{ card: WISP, ref: "W" }, { card: "REV_021", ref: "K" }, { card: YETI, ref: "Y" }, { card: CROC, ref: "C" }] },
    actions: [{ type: "play", card: "W" }, { type: "play", card: "K" }, { type: "play", card: "Y" }],
    expect: { "C.cost": 2, "p1.mana.used": 8 },
  });
  cardCase("REV_021", {
    does: "in play without two minions played this turn: no minion costs (0)",
    p1: { board: [{ card: "REV_021" }], hand: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "damage", target: "p2.hero", amount: 1 }],
    expect: { "Y.cost": 4 },
  });
});

describeCard("MAW_014", () => {
  // Prosecutor Mel'tranix: "Battlecry: Your opponent can only play their left- and right-most cards on their next turn."
  const p2hand = [{ card: WISP, ref: "L" }, { card: CROC, ref: "M" }, { card: WISP, ref: "R" }];
  cardCase("MAW_014", {
    does: "on their next turn the opponent can't play a card in the middle of their hand",
    p1: { hand: [{ card: "MAW_014", ref: "P" }] },
    p2: { hand: p2hand },
    actions: [{ type: "play", card: "P" }, { type: "endTurn" }, { type: "play", card: "M" }],
    error: "illegal_action",
  });
  cardCase("MAW_014", {
    does: "the ends can be played, and once the left end is played the next card is the new end",
    p1: { hand: [{ card: "MAW_014", ref: "P" }] },
    p2: { hand: p2hand },
    actions: [{ type: "play", card: "P" }, { type: "endTurn" }, { type: "play", card: "L" }, { type: "play", card: "M" }],
    expect: { "p2.board": [WISP, CROC] },
  });
  cardCase("MAW_014", {
    does: "it lasts that one turn: on their turn after it, the middle card can be played",
    p1: { hand: [{ card: "MAW_014", ref: "P" }] },
    p2: { hand: p2hand },
    actions: [{ type: "play", card: "P" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }, { type: "play", card: "M" }],
    expect: { "M.zone": "board" },
  });
});

describeCard("REV_840", () => {
  // Deathborne: "Deal $2 damage to all minions. Summon a 2/2 Volatile Skeleton for each killed."
  cardCase("REV_840", {
    does: "one Volatile Skeleton for each minion killed, either side; survivors do not count",
    p1: { hand: [{ card: "REV_840", ref: "D" }], board: [{ card: WISP }] },
    p2: { board: [{ card: WISP }, { card: WISP }, { card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "D" }],
    expect: { "p1.board": ["REV_845", "REV_845", "REV_845"], "Y.health": 3 },
  });
});

describeCard("REV_507", () => {
  // Dispose of Evidence: "Give your hero +3 Attack this turn. Choose a card in your hand to shuffle into your deck."
  cardCase("REV_507", {
    does: "your hero gets +3 Attack and the card chosen goes from your hand into your deck",
    p1: { hand: [{ card: "REV_507", ref: "D" }, { card: WISP, ref: "W" }, { card: YETI, ref: "Y" }], deck: [{ card: CROC }] },
    actions: [{ type: "play", card: "D" }],
    choices: [1],
    expect: { "p1.hero.attack": 3, "Y.zone": "deck", "W.zone": "hand", "p1.deck.length": 2 },
  });
  cardCase("REV_507", {
    does: "with no other card in hand it is still played: +3 Attack, until the end of the turn",
    p1: { hand: [{ card: "REV_507", ref: "D" }] },
    actions: [{ type: "play", card: "D" }, { type: "endTurn" }],
    expect: { "p1.hero.attack": 0, "D.zone": "graveyard" },
  });
});

describeCard("REV_240", () => {
  // Tome Tampering: "Shuffle 1-Cost copies of cards in your hand into your deck, then discard your hand."
  cardCase("REV_240", {
    does: "a 1-Cost copy of each card in hand goes into the deck, then the hand is discarded",
    p1: { hand: [{ card: "REV_240", ref: "T" }, { card: YETI, ref: "Y" }, { card: WISP, ref: "W" }] },
    actions: [{ type: "play", card: "T" }],
    expect: { "p1.hand": [], "Y.zone": "graveyard", "W.zone": "graveyard" },
    check: (r) => {
      const deck = r.state.players[0]!.deck;
      expect(deck.map((c) => c.card).sort()).toEqual([WISP, YETI].sort());
      expect(deck.map((c) => c.cost)).toEqual([1, 1]);
    },
  });
});

describeCard("MAW_013", () => {
  // Life Sentence: "Remove a minion from the game."
  cardCase("MAW_013", {
    does: "the minion leaves the game: no Deathrattle, no death, no Corpse",
    p1: { hand: [{ card: "MAW_013", ref: "L" }] },
    p2: { board: [{ card: "EX1_096", ref: "H" }], deck: [{ card: WISP }] },
    actions: [{ type: "play", card: "L", target: "H" }],
    expect: { "p2.board": [], "p2.graveyard": [], "p2.hand.length": 0, "p2.corpses": 0, "events.death": 0 },
  });
});

describeCard("REV_250", () => {
  // Pelagos: "After you cast a spell on a friendly minion, set its Attack and Health to the higher of the two."
  cardCase("REV_250", {
    does: "a spell cast on a friendly minion: its Attack and Health both become the higher",
    p1: { board: [{ card: "REV_250" }, { card: "CS2_179", ref: "S" }], hand: [{ card: "CS2_087", ref: "B" }] },
    actions: [{ type: "play", card: "B", target: "S" }],
    expect: { "S.attack": 6, "S.health": 6 },
  });
  cardCase("REV_250", {
    does: "a spell on an enemy minion does nothing to it",
    p1: { board: [{ card: "REV_250" }], hand: [{ card: "CS2_087", ref: "B" }] },
    p2: { board: [{ card: "CS2_179", ref: "S" }] },
    actions: [{ type: "play", card: "B", target: "S" }],
    expect: { "S.attack": 6, "S.health": 5 },
  });
  cardCase("REV_250", {
    does: "it reaches itself too",
    p1: { board: [{ card: "REV_250", ref: "P" }], hand: [{ card: "CS2_087", ref: "B" }] },
    actions: [{ type: "play", card: "B", target: "P" }],
    expect: { "P.attack": 6, "P.health": 6 },
  });
});

describeCard("MAW_011", () => {
  // Defense Attorney Nathanos: "Battlecry: Discover a friendly Deathrattle minion that died this game. Gain its Deathrattle
  // and then trigger it."
  cardCase("MAW_011", {
    does: "gains the Deathrattle of a friendly dead Deathrattle minion and triggers it at once, and again when it dies",
    p1: { hand: [{ card: "MAW_011", ref: "N" }] },
    state: { deaths: [{ card: "EX1_556", controller: 1, turn: 2 }, { card: YETI, controller: 1, turn: 2 }, { card: "EX1_096", controller: 2, turn: 3 }] },
    actions: [{ type: "play", card: "N" }, { type: "destroy", target: "N" }],
    expect: { "p1.board": ["skele21", "skele21"] },
  });
  cardCase("MAW_011", {
    does: "no friendly Deathrattle minion died: nothing happens",
    p1: { hand: [{ card: "MAW_011", ref: "N" }] },
    state: { deaths: [{ card: YETI, controller: 1, turn: 2 }, { card: "EX1_556", controller: 2, turn: 3 }] },
    actions: [{ type: "play", card: "N" }],
    expect: { "p1.board": ["MAW_011"] },
  });
});

describeCard("REV_916", () => {
  // Creepy Painting: "After another minion dies, become a copy of it."
  cardCase("REV_916", {
    does: "after another minion dies (either side), it becomes that minion's card, fresh (4.8)",
    p1: { board: [{ card: "REV_916", ref: "P" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "damage", target: "Y", amount: 2 }, { type: "destroy", target: "Y" }],
    expect: { "P.card": YETI, "P.attack": 4, "P.health": 5, "P.player": 1 },
  });
  cardCase("REV_916", {
    does: "two minions dying together: it copies the first in order of play only",
    p1: { board: [{ card: "REV_916", ref: "P" }, { card: CROC, ref: "C" }], hand: [{ card: "CS2_062", ref: "H" }] },
    p2: { board: [{ card: WISP, ref: "W" }] },
    actions: [{ type: "play", card: "H" }],
    expect: { "P.card": CROC },
  });
});

describeCard("REV_504", () => {
  // Solid Alibi: "Until your next turn, your hero can only take 1 damage at a time."
  cardCase("REV_504", {
    does: "on the opponent's turn each hit on your hero deals only 1",
    p1: { hand: [{ card: "REV_504", ref: "S" }] },
    p2: { board: [{ card: YETI, ref: "Y" }], hand: [{ card: "CS2_029", ref: "F" }] },
    actions: [{ type: "play", card: "S" }, { type: "endTurn" }, { type: "attack", attacker: "Y", defender: "p1.hero" }, { type: "play", card: "F", target: "p1.hero" }],
    expect: { "p1.hero.health": 28 },
  });
  cardCase("REV_504", {
    does: "it ends as your next turn starts",
    p1: { hand: [{ card: "REV_504", ref: "S" }], deck: [{ card: WISP }] },
    actions: [{ type: "play", card: "S" }, { type: "endTurn" }, { type: "endTurn" }, { type: "damage", target: "p1.hero", amount: 4 }],
    expect: { "p1.hero.health": 26 },
  });
});
