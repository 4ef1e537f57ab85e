/** Forged in the Barrens (THE_BARRENS): cards of session 14 (w14/nathria; rules-notes 1660-1679). */
import { expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { allFacts } from "../../src/engine/hearthstone/cards/facts.js";
const cardFacts = (id: string) => allFacts().find((f) => f.id === id);

const WISP = "CS2_231";
const YETI = "CS2_182";
const OGRE = "CS2_200";
const FIREBALL = "CS2_029";

describeCard("BAR_080", () => {
  // Shadow Hunter Vol'jin: "Battlecry: Choose a minion. Swap it with a random one in its owner's hand."
  cardCase("BAR_080", {
    does: "an enemy Yeti goes back to its owner's hand where the Ogre was, and the Ogre takes its place on the enemy board",
    p1: { hand: [{ card: "BAR_080", ref: "V" }] },
    p2: { board: [{ card: WISP, ref: "A" }, { card: YETI, ref: "Y" }], hand: [{ card: FIREBALL, ref: "F" }, { card: OGRE, ref: "O" }] },
    actions: [{ type: "play", card: "V", target: "Y" }],
    expect: { "Y.zone": "hand", "Y.index": 1, "O.zone": "board", "p2.board": [WISP, OGRE], "p2.hand": [FIREBALL, YETI], "p1.board": ["BAR_080"] },
  });
  cardCase("BAR_080", {
    does: "a damaged friendly Yeti returns fresh to your hand (4.8) and one of your minion cards is summoned — a recorded random pick",
    p1: { hand: [{ card: "BAR_080", ref: "V" }, { card: WISP, ref: "W" }, { card: OGRE, ref: "O" }], board: [{ card: YETI, ref: "Y", health: 1 }] },
    actions: [{ type: "play", card: "V", target: "Y" }],
    check: (r) => {
      const p = r.state.players[0]!;
      const yeti = p.hand.find((c) => c.card === YETI);
      expect(yeti).toBeDefined();
      expect(p.board.map((c) => c.card).sort()).toEqual(["BAR_080", expect.stringMatching(/^(CS2_231|CS2_200)$/)].sort());
      expect(p.board.some((c) => c.card === YETI)).toBe(false);
    },
  });
  cardCase("BAR_080", {
    does: "no minion in its owner's hand: nothing happens",
    p1: { hand: [{ card: "BAR_080", ref: "V" }] },
    p2: { board: [{ card: YETI, ref: "Y" }], hand: [{ card: FIREBALL }] },
    actions: [{ type: "play", card: "V", target: "Y" }],
    expect: { "Y.zone": "board", "p2.hand": [FIREBALL] },
  });
});

describeCard("BAR_308", () => {
  // Power Word: Fortitude: "Give a minion +3/+5. Costs (1) less for each spell in your hand."
  cardCase("BAR_308", {
    does: "three spells in hand, itself included: it costs (5); the Wisp becomes 4/6",
    p1: { hand: [{ card: "BAR_308", ref: "P" }, { card: FIREBALL }, { card: "CS2_004" }], board: [{ card: WISP, ref: "W" }] },
    actions: [{ type: "play", card: "P", target: "W" }],
    expect: { "p1.mana.used": 5, "W.attack": 4, "W.health": 6 },
  });
  cardCase("BAR_308", {
    does: "alone in hand it counts itself: (7); minions in hand do not count",
    p1: { hand: [{ card: "BAR_308", ref: "P" }, { card: YETI }], board: [{ card: WISP, ref: "W" }], mana: { crystals: 10 } },
    actions: [{ type: "play", card: "P", target: "W" }],
    expect: { "p1.mana.used": 7 },
  });
});

describeCard("WC_023", () => {
  // Stealer of Souls: "The first card you draw each turn costs Health instead of Mana."
  cardCase("WC_023", {
    does: "the turn's first draw costs Health: the Yeti drawn is played for 4 Health, no Mana",
    p1: { board: [{ card: "WC_023" }], deck: [{ card: YETI, ref: "Y" }], mana: { crystals: 10 } },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "endTurn" }, { type: "endTurn" }, { type: "play", card: "Y" }],
    expect: { "p1.hero.health": 26, "p1.mana.used": 0, "Y.zone": "board" },
  });
  cardCase("WC_023", {
    does: "only the first: the second card drawn this turn (Arcane Intellect's) costs Mana",
    p1: { board: [{ card: "WC_023" }], hand: [{ card: "CS2_023", ref: "AI" }], deck: [{ card: "CS2_120", ref: "A" }, { card: YETI, ref: "Y" }, { card: WISP }], mana: { crystals: 10 } },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "endTurn" }, { type: "endTurn" }, { type: "play", card: "AI" }, { type: "play", card: "Y" }, { type: "play", card: "A" }],
    expect: { "p1.hero.health": 28, "p1.mana.used": 7, "A.zone": "board", "Y.zone": "board" },
  });
  cardCase("WC_023", {
    does: "the mark is the card's: it still costs Health after the Stealer is gone",
    p1: { board: [{ card: "WC_023", ref: "S" }], hand: [{ card: FIREBALL, ref: "F" }], deck: [{ card: YETI, ref: "Y" }], mana: { crystals: 10 } },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "endTurn" }, { type: "endTurn" }, { type: "play", card: "F", target: "S" }, { type: "play", card: "Y" }],
    expect: { "S.zone": "graveyard", "p1.hero.health": 26, "p1.mana.used": 4 },
  });
});

describeCard("BAR_918", () => {
  // Tamsin Roame: "Whenever you cast a Shadow spell that costs (1) or more, add a copy to your hand that costs (0)."
  cardCase("BAR_918", {
    does: "Shadow Word: Pain played: a copy costing (0) comes to hand",
    p1: { board: [{ card: "BAR_918" }], hand: [{ card: "CS2_234", ref: "S" }] },
    p2: { board: [{ card: WISP, ref: "E" }] },
    actions: [{ type: "play", card: "S", target: "E" }],
    expect: { "E.zone": "graveyard", "p1.hand": ["CS2_234"], "p1.hand.0.cost": 0 },
  });
  cardCase("BAR_918", {
    does: "the (0) copy played makes no further copy; a Holy spell makes none",
    p1: { board: [{ card: "BAR_918" }], hand: [{ card: "CS2_234", ref: "S" }, { card: "CS2_004", ref: "H" }] },
    p2: { board: [{ card: WISP, ref: "E" }, { card: WISP, ref: "E2" }] },
    actions: [{ type: "play", card: "S", target: "E" }, { type: "play", card: "H", target: "E2" }, { type: "play", card: "p1.hand.0", target: "E2" }],
    expect: { "E2.zone": "graveyard", "p1.hand": [] },
  });
});

describeCard("WC_017", () => {
  // Savory Deviate Delight: "Transform a minion in both players' hands into a Pirate or Stealth minion."
  const pirateOrStealth = (id: string) => {
    const f = cardFacts(id)!;
    return f.type === "MINION" && (f.races.includes("PIRATE") || f.races.includes("ALL") || f.mechanics.includes("STEALTH"));
  };
  cardCase("WC_017", {
    does: "the Yeti in each hand becomes a random Pirate or Stealth minion, in its place; spells stay",
    p1: { hand: [{ card: "WC_017", ref: "S" }, { card: FIREBALL, ref: "F" }, { card: YETI, ref: "Y" }] },
    p2: { hand: [{ card: YETI, ref: "E" }, { card: FIREBALL }] },
    actions: [{ type: "play", card: "S" }],
    check: (r) => {
      const mine = r.state.players[0]!.hand;
      const theirs = r.state.players[1]!.hand;
      expect(mine[0]!.card).toBe(FIREBALL);
      expect(mine[1]!.card).not.toBe(YETI);
      expect(pirateOrStealth(mine[1]!.card)).toBe(true);
      expect(theirs[0]!.card).not.toBe(YETI);
      expect(pirateOrStealth(theirs[0]!.card)).toBe(true);
      expect(theirs[1]!.card).toBe(FIREBALL);
    },
  });
  cardCase("WC_017", {
    does: "one minion of a hand of several, at random: exactly one of your two Wisps changes",
    p1: { hand: [{ card: "WC_017", ref: "S" }, { card: WISP }, { card: WISP }] },
    actions: [{ type: "play", card: "S" }],
    check: (r) => {
      const mine = r.state.players[0]!.hand.map((c) => c.card);
      expect(mine.filter((c) => c === WISP).length).toBe(1);
      expect(pirateOrStealth(mine.find((c) => c !== WISP)!)).toBe(true);
    },
  });
});

describeCard("BAR_333", () => {
  // Kurtrus Ashfallen: "Battlecry: Attack the left and right-most enemy minions. Outcast: Immune this turn."
  const CROC = "CS2_120";
  cardCase("BAR_333", {
    does: "played in the middle of the hand: it attacks the left-most (Croc) then the right-most (Wisp) enemy minion, the middle Yeti untouched; it takes their damage",
    p1: { hand: [{ card: WISP }, { card: "BAR_333", ref: "K" }, { card: WISP }] },
    p2: { board: [{ card: CROC, ref: "C" }, { card: YETI, ref: "Y" }, { card: WISP, ref: "W" }] },
    actions: [{ type: "play", card: "K" }],
    expect: { "C.zone": "graveyard", "W.zone": "graveyard", "Y.health": 5, "K.health": 1 },
  });
  cardCase("BAR_333", {
    does: "Outcast: Immune first, so the attacks leave it unhurt (and Immune this turn)",
    p1: { hand: [{ card: "BAR_333", ref: "K" }, { card: WISP }] },
    p2: { board: [{ card: CROC, ref: "C" }, { card: YETI, ref: "Y" }, { card: WISP, ref: "W" }] },
    actions: [{ type: "play", card: "K" }],
    expect: { "C.zone": "graveyard", "W.zone": "graveyard", "K.health": 4, "K.seen.IMMUNE": 1 },
  });
  cardCase("BAR_333", {
    does: "a lone enemy minion is both ends: attacked once",
    p1: { hand: [{ card: WISP }, { card: "BAR_333", ref: "K" }, { card: WISP }] },
    p2: { board: [{ card: "NEW1_021", ref: "O" }] },
    actions: [{ type: "play", card: "K" }],
    expect: { "O.health": 4, "K.health": 4 },
  });
});

describeCard("WC_030", () => {
  // Mutanus the Devourer: "Battlecry: Eat a minion in your opponent's hand. Gain its stats."
  cardCase("WC_030", {
    does: "the Yeti in the opponent's hand is eaten (set aside, kept by Mutanus): Mutanus becomes 8/9; their spell stays",
    p1: { hand: [{ card: "WC_030", ref: "M" }], mana: { crystals: 10 } },
    p2: { hand: [{ card: FIREBALL, ref: "F" }, { card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "M" }],
    expect: { "M.attack": 8, "M.health": 9, "Y.zone": "setAside", "p2.hand": [FIREBALL] },
  });
  cardCase("WC_030", {
    does: "no minion in their hand: nothing is eaten, it stays 4/4",
    p1: { hand: [{ card: "WC_030", ref: "M" }], mana: { crystals: 10 } },
    p2: { hand: [{ card: FIREBALL, ref: "F" }] },
    actions: [{ type: "play", card: "M" }],
    expect: { "M.attack": 4, "M.health": 4, "p2.hand": [FIREBALL] },
  });
});

const POISONS = ["CORE_CS2_074", "CORE_ICC_221", "BAR_321", "BAR_318", "YOP_015"];

describeCard("BAR_324", () => {
  // Apothecary Helbrim: "Battlecry and Deathrattle: Add a random Poison to your hand."
  cardCase("BAR_324", {
    does: "Battlecry: a random Poison of the five",
    p1: { hand: [{ card: "BAR_324", ref: "H" }] },
    actions: [{ type: "play", card: "H" }],
    check: (r) => {
      const hand = r.state.players[0]!.hand.map((c) => c.card);
      expect(hand.length).toBe(1);
      expect(POISONS).toContain(hand[0]);
    },
  });
  cardCase("BAR_324", {
    does: "Deathrattle: another one when it dies",
    p1: { board: [{ card: "BAR_324", ref: "H" }], hand: [{ card: FIREBALL, ref: "F" }] },
    actions: [{ type: "play", card: "F", target: "H" }],
    check: (r) => {
      const hand = r.state.players[0]!.hand.map((c) => c.card);
      expect(hand.length).toBe(1);
      expect(POISONS).toContain(hand[0]);
    },
  });
});

describeCard("BAR_322", () => {
  // Swinetusk Shank: "After you play a Poison, gain +1 Durability."
  cardCase("BAR_322", {
    does: "Deadly Poison (the Legacy printing too): the Shank is 4/3 — +2 Attack from the Poison, +1 Durability from the Shank",
    p1: { weapon: { card: "BAR_322", ref: "S" }, hand: [{ card: "CS2_074", ref: "D" }] },
    actions: [{ type: "play", card: "D" }],
    expect: { "S.attack": 4, "S.durability": 3 },
  });
  cardCase("BAR_322", {
    does: "another spell gives nothing",
    p1: { weapon: { card: "BAR_322", ref: "S" }, hand: [{ card: FIREBALL, ref: "F" }] },
    actions: [{ type: "play", card: "F", target: "p2.hero" }],
    expect: { "S.durability": 2 },
  });
});
