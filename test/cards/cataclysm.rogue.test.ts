/**
 * Behaviour tests of the Cataclysm (CATACLYSM) Rogue cards (test/support/cards.ts).
 */
import { expect, it } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { run } from "../support/engine.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";

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

// Iso'rath: "Battlecry: Devour 2 random cards from the opponent's hand, then go Dormant for 2 turns. Deathrattle: Return them."
cardCase("CATA_481", {
  does: "devours 2 of the opponent's 3 cards (set aside, kept by Iso'rath), none of its own player's, and goes Dormant for 2 turns",
  p1: { hand: [{ card: "CATA_481", ref: "I", id: 40 }, { card: "CS2_231", ref: "O" }] },
  p2: { hand: [{ card: "CS2_029", ref: "A" }, { card: "CS2_182", ref: "B" }, { card: "CS2_120", ref: "C" }] },
  actions: [{ type: "play", card: "I" }],
  expect: { "p2.hand.length": 1, "p2.setAside.length": 2, "p2.setAside.0.tags.KEPT_BY": 40, "p2.setAside.1.tags.KEPT_BY": 40,
    "O.zone": "hand", "I.zone": "board", "I.tags.DORMANT": 1, "I.tags.DORMANT_TURNS": 2 },
});
cardCase("CATA_481", {
  does: "the opponent with one card: that one is devoured; with none, nothing (it still goes Dormant)",
  p1: { hand: [{ card: "CATA_481", ref: "I" }] },
  p2: { hand: [{ card: "CS2_029", ref: "A" }] },
  actions: [{ type: "play", card: "I" }],
  expect: { "A.zone": "setAside", "p2.hand.length": 0, "I.tags.DORMANT": 1 },
});
cardCase("CATA_481", {
  does: "Deathrattle: the devoured cards go back to the opponent's hand, with their states (a cost change kept)",
  p1: { board: [{ card: "CATA_481", ref: "I", id: 40 }] },
  p2: { hand: [{ card: "CS2_182", ref: "H" }], setAside: [{ card: "CS2_029", ref: "A", tags: { KEPT_BY: 40, KEPT_ORDER: 1 }, cost: 2 },
    { card: "CS2_120", ref: "B", tags: { KEPT_BY: 40, KEPT_ORDER: 2 } }] },
  actions: [{ type: "destroy", target: "I" }],
  expect: { "p2.hand": ["CS2_182", "CS2_029", "CS2_120"], "A.cost": 2, "A.tags.KEPT_BY": undefined, "p2.setAside.length": 0, "p1.hand.length": 0 },
});
cardCase("CATA_481", {
  does: "Deathrattle with the opponent's hand full: the card returned is burned",
  p1: { board: [{ card: "CATA_481", ref: "I", id: 40 }] },
  p2: { hand: Array.from({ length: 10 }, () => ({ card: "CS2_231" })), setAside: [{ card: "CS2_029", ref: "A", tags: { KEPT_BY: 40, KEPT_ORDER: 1 } }] },
  actions: [{ type: "destroy", target: "I" }],
  expect: { "A.zone": "graveyard", "p2.hand.length": 10, "events.burn": 1 },
});
cardCase("CATA_481", {
  does: "full cycle: devoured, Dormant through two of its player's turn starts, then killed — the cards come back",
  p1: { hand: [{ card: "CATA_481", ref: "I" }] },
  p2: { hand: [{ card: "CS2_029", ref: "A" }, { card: "CS2_182", ref: "B" }], deck: [{ card: "CS2_231" }, { card: "CS2_231" }] },
  actions: [{ type: "play", card: "I" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }, { type: "destroy", target: "I" }],
  expect: { "A.zone": "hand", "B.zone": "hand", "p2.setAside.length": 0 },
});
cardCase("CATA_481", {
  does: "silenced before it dies: no Deathrattle, the devoured cards stay set aside",
  p1: { board: [{ card: "CATA_481", ref: "I", id: 40 }], hand: [{ card: "EX1_332", ref: "S" }] },
  p2: { setAside: [{ card: "CS2_029", ref: "A", tags: { KEPT_BY: 40, KEPT_ORDER: 1 } }] },
  actions: [{ type: "play", card: "S", target: "I" }, { type: "destroy", target: "I" }],
  expect: { "A.zone": "setAside", "p2.hand.length": 0 },
});
cardCase("CATA_481", {
  does: "returned to its owner's hand: the link is cut (the cards stay aside, kept by no one)",
  p1: { board: [{ card: "CATA_481", ref: "I", id: 40 }], hand: [{ card: "EX1_144", ref: "S" }] },
  p2: { setAside: [{ card: "CS2_029", ref: "A", tags: { KEPT_BY: 40, KEPT_ORDER: 1 } }] },
  actions: [{ type: "play", card: "S", target: "I" }],
  expect: { "A.zone": "setAside", "A.tags.KEPT_BY": undefined, "I.zone": "hand" },
});
cardCase("CATA_481", {
  does: "a client's card: \"Battlecry: Absorb a minion in your hand. Deathrattle: Return it.\" (the format's absorb, documented example)",
  cards: [{ id: "MY_POUCH", type: "MINION", cost: 2, attack: 2, health: 2, target: { type: "card", where: { type: "minion" } },
    battlecry: [{ type: "absorb", to: "target" }], deathrattle: [{ type: "returnToHand", from: "kept", to: { all: "kept" } }] }],
  p1: { hand: [{ card: "MY_POUCH", ref: "P" }, { card: "CS2_120", ref: "R", cost: 1 }, { card: "CS2_231", ref: "W" }] },
  actions: [{ type: "play", card: "P", target: "R" }, { type: "destroy", target: "P" }],
  expect: { "R.zone": "hand", "R.cost": 1, "W.zone": "hand", "p1.setAside.length": 0 },
});
cardCase("CATA_481", {
  does: "its Deathrattle twice (Baron Rivendare): the cards come back once, nothing else is returned",
  p1: { board: [{ card: "CATA_481", ref: "I", id: 40 }, { card: "FP1_031" }] },
  p2: { hand: [{ card: "CS2_182", ref: "H" }], setAside: [{ card: "CS2_029", ref: "A", tags: { KEPT_BY: 40, KEPT_ORDER: 1 } }] },
  actions: [{ type: "destroy", target: "I" }],
  expect: { "p2.hand": ["CS2_182", "CS2_029"], "p2.setAside.length": 0 },
});
describeCard("CATA_481", () => {
  it("the devoured cards survive an output state submitted again: the Deathrattle then returns them", () => {
    const first = run({ seed: 7, state: { turn: 5, activePlayer: 1, players: [
      { hand: [{ card: "CATA_481", ref: "I" }] }, { hand: [{ card: "CS2_029", ref: "A" }, { card: "CS2_182", ref: "B" }] }] },
      actions: [{ type: "play", card: "I" }] });
    expect(first.state.players[1]!.setAside.map((c) => c.ref).sort()).toEqual(["A", "B"]);
    const again = run({ seed: 7, state: first.state as never, actions: [{ type: "destroy", target: "I" }] });
    expect(again.state.players[1]!.hand.map((c) => c.ref).sort()).toEqual(["A", "B"]);
    expect(again.state.players[1]!.setAside).toHaveLength(0);
  });
});

// Chaos Supplicant: "After you cast a spell, cast a random spell of the same Cost from another class."
cardCase("CATA_786", {
  does: "after a 0-Cost spell (Innervate) is played, one random 0-Cost spell of a class other than Rogue is cast — and that one sets it off no more (5.4)",
  p1: { hero: { card: "HERO_03" }, board: [{ card: "CATA_786", ref: "S" }], hand: [{ card: "CS2_231", ref: "W" }, { card: "EX1_169", ref: "I" }] },
  p2: { board: [{ card: "CS2_200" }] },
  actions: [{ type: "play", card: "I" }],
  check: (r) => {
    const picks = r.random.filter((d) => d.purpose === "random card");
    expect(picks).toHaveLength(1);
    const cast = findCard(picks[0]!.chosen as string)!;
    expect(cast.type).toBe("SPELL");
    expect(cast.cost).toBe(0);
    expect(["ROGUE", "NEUTRAL"]).not.toContain(cast.cardClass);
  },
});
cardCase("CATA_786", {
  does: "the Cost is what the spell was played for: Fireball reduced to 1 brings a 1-Cost spell",
  p1: { hero: { card: "HERO_03" }, board: [{ card: "CATA_786" }], hand: [{ card: "CS2_029", ref: "F", cost: 1 }] },
  actions: [{ type: "play", card: "F", target: "p2.hero" }],
  check: (r) => {
    // The first pick is the Supplicant's; the spell it casts may make picks of its own (Evocation fills the hand).
    const picks = r.random.filter((d) => d.purpose === "random card");
    expect(picks.length).toBeGreaterThanOrEqual(1);
    expect(findCard(picks[0]!.chosen as string)!.cost).toBe(1);
  },
});
cardCase("CATA_786", {
  does: "the opponent's spell does not set it off",
  state: { activePlayer: 2 },
  p1: { board: [{ card: "CATA_786" }] },
  p2: { hand: [{ card: "EX1_169", ref: "I" }] },
  actions: [{ type: "play", card: "I" }],
  check: (r) => expect(r.random.filter((d) => d.purpose === "random card")).toHaveLength(0),
});
cardCase("CATA_786", {
  does: "two Supplicants answer each other's spells but never their own: the chain ends (at most 4 casts for one spell)",
  p1: { hero: { card: "HERO_03" }, board: [{ card: "CATA_786" }, { card: "CATA_786" }], hand: [{ card: "EX1_169", ref: "I" }] },
  actions: [{ type: "play", card: "I" }],
  check: (r) => {
    const n = r.random.filter((d) => d.purpose === "random card").length;
    expect(n).toBeGreaterThanOrEqual(2);
    expect(n).toBeLessThanOrEqual(4);
  },
});
