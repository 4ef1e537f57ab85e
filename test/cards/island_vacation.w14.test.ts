/** Perils in Paradise (ISLAND_VACATION): the cards w14/isle added (sets/island-vacation.ts). */
import { describe, expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

const WISP = "CS2_231"; // 1/1
const YETI = "CS2_182"; // 4/5
const WATER_ELEMENTAL = "CS2_033"; // an Elemental
const ELEMENTAL = (turn: number) => ({ card: WATER_ELEMENTAL, cost: 4, turn });

describe("Perils in Paradise (w14/isle)", () => {
  describeCard("VAC_442", () => {
    cardCase("VAC_442", {
      does: "no Elemental on your earlier turns: 1 damage to the target",
      p1: { hand: [{ card: "VAC_442", ref: "L" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "L", target: "Y" }],
      expect: { "Y.health": 4 },
    });
    cardCase("VAC_442", {
      does: "Elementals on your turns 1 and 3: 3 damage (this turn and two before it)",
      p1: { hand: [{ card: "VAC_442", ref: "L" }], playedThisGame: [ELEMENTAL(1), ELEMENTAL(3)] },
      actions: [{ type: "play", card: "L", target: "p2.hero" }],
      expect: { "p2.hero.health": 27 },
    });
    cardCase("VAC_442", {
      does: "a turn of yours without one ends the run (turns 1, not 3): 1 damage",
      p1: { hand: [{ card: "VAC_442", ref: "L" }], playedThisGame: [ELEMENTAL(1), { card: WISP, cost: 0, turn: 3 }] },
      actions: [{ type: "play", card: "L", target: "p2.hero" }],
      expect: { "p2.hero.health": 29 },
    });
  });

  describeCard("WORK_070", () => {
    cardCase("WORK_070", {
      does: "with 5 Corpses: the card discovered from the deck is drawn and copied; 5 Corpses spent",
      p1: { hand: [{ card: "WORK_070", ref: "S" }], deck: [{ card: YETI }, { card: WISP }], corpses: 6 },
      actions: [{ type: "play", card: "S" }],
      choices: [0],
      check: (r) => {
        const p = r.state.players[0]!;
        expect(p.hand.map((c) => c.card)).toHaveLength(2);
        expect(p.hand[0]!.card).toBe(p.hand[1]!.card);
        expect(p.deck).toHaveLength(1);
        expect(p.corpses).toBe(1);
      },
    });
    cardCase("WORK_070", {
      does: "with 4 Corpses: only the card discovered, nothing spent",
      p1: { hand: [{ card: "WORK_070", ref: "S" }], deck: [{ card: YETI }, { card: WISP }], corpses: 4 },
      actions: [{ type: "play", card: "S" }],
      choices: [0],
      check: (r) => {
        const p = r.state.players[0]!;
        expect(p.hand).toHaveLength(1);
        expect(p.deck).toHaveLength(1);
        expect(p.corpses).toBe(4);
      },
    });
  });

  describeCard("VAC_919", () => {
    cardCase("VAC_919", {
      does: "the next spell you cast has Lifesteal (3 damage heals your hero 3); the one after has not",
      p1: { hero: { card: "HERO_04", health: 20 }, hand: [{ card: "VAC_919", ref: "L" }, { card: "CS2_024", ref: "B" }, { card: "CS2_024", ref: "B2" }] },
      actions: [{ type: "play", card: "L" }, { type: "play", card: "B", target: "p2.hero" }, { type: "play", card: "B2", target: "p2.hero" }],
      expect: { "p1.hero.health": 23, "p2.hero.health": 24 },
    });
    cardCase("VAC_919", {
      does: "it waits across turns for your next spell",
      p1: { hero: { card: "HERO_04", health: 20 }, hand: [{ card: "VAC_919", ref: "L" }, { card: "CS2_024", ref: "B" }], deck: [{ card: WISP }] },
      p2: { deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "L" }, { type: "endTurn" }, { type: "endTurn" }, { type: "play", card: "B", target: "p2.hero" }],
      expect: { "p1.hero.health": 23, "p2.hero.health": 27 },
    });
  });

  describeCard("VAC_958", () => {
    cardCase("VAC_958", {
      does: "Deathrattle: back into your deck with its Blessing of Kings (+4/+4); damage is not kept",
      p1: { board: [{ card: "VAC_958", ref: "A" }], hand: [{ card: "CS2_092", ref: "K" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "K", target: "A" }, { type: "attack", attacker: "A", defender: "Y" }, { type: "destroy", target: "A" }],
      check: (r) => {
        const deck = r.state.players[0]!.deck;
        expect(deck.map((c) => c.card)).toEqual(["VAC_958"]);
        expect([deck[0]!.attack, deck[0]!.health]).toEqual([5, 6]);
      },
    });
    cardCase("VAC_958", {
      does: "with no enchantment: a plain 1/2 in the deck",
      p1: { board: [{ card: "VAC_958", ref: "A" }] },
      actions: [{ type: "destroy", target: "A" }],
      check: (r) => {
        const deck = r.state.players[0]!.deck;
        expect(deck.map((c) => [c.card, c.attack, c.health])).toEqual([["VAC_958", 1, 2]]);
      },
    });
  });

  describeCard("VAC_407", () => {
    cardCase("VAC_407", {
      does: "repeats the last spell played at an enemy (Fireball), not a later one played at a friendly minion: 6 to the enemy",
      p1: { hand: [{ card: "VAC_407", ref: "M" }], playedThisGame: [{ card: "CS2_029", cost: 4, turn: 3, target: "enemy-minion" }, { card: "CS2_024", cost: 2, turn: 3, target: "friendly-minion" }] },
      actions: [{ type: "play", card: "M" }],
      expect: { "p2.hero.health": 24 },
    });
    cardCase("VAC_407", {
      does: "at a random enemy if possible: the enemy minion or hero, never your own",
      p1: { hand: [{ card: "VAC_407", ref: "M" }], board: [{ card: YETI, ref: "F" }], playedThisGame: [{ card: "CS2_024", cost: 2, turn: 3, target: "enemy-hero" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "M" }],
      check: (r) => {
        expect(r.state.players[0]!.board.find((m) => m.ref === "F")!.health).toBe(5);
        expect(r.state.players[0]!.hero.health).toBe(30);
        const hitMinion = r.state.players[1]!.board[0]!.health === 2;
        expect(hitMinion || r.state.players[1]!.hero.health === 27).toBe(true);
      },
    });
    cardCase("VAC_407", {
      does: "no spell ever played at an enemy: nothing",
      p1: { hand: [{ card: "VAC_407", ref: "M" }], playedThisGame: [{ card: "CS2_029", cost: 4, turn: 3, target: "friendly-hero" }] },
      actions: [{ type: "play", card: "M" }],
      expect: { "p2.hero.health": 30, "p1.hero.health": 30 },
    });
  });
});
