/** March of the Lich King (RETURN_OF_THE_LICH_KING): the cards w13/toys added (sets/lich-king.ts). */
import { describe, expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";

const WISP = "CS2_231"; // 1/1
const YETI = "CS2_182"; // 4/5
const UNMIXED = ["RLK_570t1", "RLK_570t2", "RLK_570t3", "RLK_570t4", "RLK_570t5"];

describe("March of the Lich King (w13/toys)", () => {
  describeCard("RLK_568", () => {
    cardCase("RLK_568", {
      does: "Battlecry: a random unmixed Concoction in hand",
      p1: { hand: [{ card: "RLK_568", ref: "C" }] },
      actions: [{ type: "play", card: "C" }],
      check: (r) => {
        const hand = r.state.players[0]!.hand.map((c) => c.card);
        expect(hand).toHaveLength(1);
        expect(UNMIXED).toContain(hand[0]);
      },
    });
    cardCase("RLK_568", {
      does: "with a Concoction held, the new one mixes with it: one mixed Concoction, nothing else added",
      p1: { hand: [{ card: "RLK_568", ref: "C" }, { card: "RLK_570t2", ref: "H" }] },
      actions: [{ type: "play", card: "C" }],
      check: (r) => {
        const got = r.random.find((d) => d.purpose !== undefined && UNMIXED.includes(d.chosen as string))?.chosen as string;
        const hand = r.state.players[0]!.hand;
        expect(hand).toHaveLength(1);
        expect(hand[0]!.ref).toBe("H");
        const mixed: Record<string, string> = { RLK_570t1: "RLK_570t1t2", RLK_570t2: "RLK_570t2t2", RLK_570t3: "RLK_570t2t1", RLK_570t4: "RLK_570t4t1", RLK_570t5: "RLK_570tt4" };
        expect(hand[0]!.card).toBe(mixed[got]);
      },
    });
  });

  describeCard("RLK_569", () => {
    cardCase("RLK_569", {
      does: "Discover 2 Concoctions: the second mixes with the first (Bubbling + Bubbling: 3 damage twice)",
      p1: { hand: [{ card: "RLK_569", ref: "B" }] },
      actions: [{ type: "play", card: "B" }],
      check: (r) => {
        const picks = r.random.filter((d) => d.purpose === "discover option" || /discover/i.test(String(d.purpose)));
        expect(picks.length).toBeGreaterThan(0);
        const hand = r.state.players[0]!.hand.map((c) => c.card);
        expect(hand).toHaveLength(1);
        expect(hand[0]!.startsWith("RLK_570t")).toBe(true);
        expect(UNMIXED).not.toContain(hand[0]);
      },
    });
  });

  describeCard("RLK_571", () => {
    cardCase("RLK_571", {
      does: "at the end of your turn: a Concoction",
      p1: { board: [{ card: "RLK_571", ref: "V" }] },
      actions: [{ type: "endTurn" }],
      check: (r) => expect(UNMIXED).toContain(r.state.players[0]!.hand[0]?.card),
    });
  });

  describeCard("RLK_572", () => {
    cardCase("RLK_572", {
      does: "after any minion dies (an enemy one too): a Concoction; two deaths mix the two",
      p1: { board: [{ card: "RLK_572", ref: "P" }] },
      p2: { board: [{ card: WISP, ref: "W" }, { card: WISP, ref: "W2" }] },
      actions: [{ type: "destroy", target: "W" }, { type: "destroy", target: "W2" }],
      check: (r) => {
        const hand = r.state.players[0]!.hand.map((c) => c.card);
        expect(hand).toHaveLength(1);
        expect(UNMIXED).not.toContain(hand[0]);
      },
    });
  });

  describeCard("RLK_570", () => {
    cardCase("RLK_570", {
      does: "your next Concoction costs (0) (a mixed one too), then the state is gone; other cards are not changed",
      p1: { hand: [{ card: "RLK_570", ref: "G" }, { card: "RLK_570t3t", ref: "C" }, { card: "RLK_570t5", ref: "D" }, { card: YETI, ref: "Y" }], deck: [{ card: WISP }, { card: WISP }] },
      actions: [{ type: "play", card: "G" }, { type: "play", card: "C", target: "p2.hero" }],
      expect: { "p1.mana.used": 2, "D.cost": 3, "Y.cost": 4, "p2.hero.health": 24 },
    });
  });
  describeCard("RLK_570t3", () => {
    cardCase("RLK_570t3", {
      does: "Bubbling Concoction deals 3 to a character",
      p1: { hand: [{ card: "RLK_570t3", ref: "C" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "C", target: "Y" }],
      expect: { "Y.health": 2 },
    });
    cardCase("RLK_570t3", {
      does: "mixed with itself: 3 damage twice to the target",
      p1: { hand: [{ card: "RLK_570t3t", ref: "C" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "C", target: "p2.hero" }],
      expect: { "p2.hero.health": 24 },
    });
  });
  describeCard("RLK_570t4", () => {
    cardCase("RLK_570t4", {
      does: "a card from another class costing (3) less",
      p1: { hand: [{ card: "RLK_570t4", ref: "C" }] },
      actions: [{ type: "play", card: "C" }],
      check: (r) => {
        const c = r.state.players[0]!.hand[0]!;
        const f = findCard(c.card)!;
        expect(f.cardClass).not.toBe("NEUTRAL");
        expect(f.cardClass).not.toBe("MAGE");
        expect(c.cost).toBe(Math.max(0, f.cost - 3));
      },
    });
  });

  describeCard("RLK_816", () => {
    cardCase("RLK_816", {
      does: "Battlecry: a Vision of Darkness; cast, it Discovers a Shadow spell and comes back to the place it left",
      p1: { hand: [{ card: "RLK_816", ref: "S" }, { card: WISP, ref: "W" }] },
      actions: [{ type: "play", card: "S" }, { type: "play", card: "p1.hand.1" }],
      choices: [0],
      check: (r) => {
        const hand = r.state.players[0]!.hand.map((c) => c.card);
        expect(hand).toHaveLength(3);
        expect(hand[0]).toBe(WISP);
        expect(hand[1]).toBe("RLK_816t3");
        const f = findCard(hand[2]!)!;
        expect(f.type).toBe("SPELL");
        expect(f.spellSchool).toBe("SHADOW");
        expect(r.state.players[0]!.graveyard.map((c) => c.card)).toContain("RLK_816t3");
      },
    });
  });

  describeCard("NX2_034", () => {
    cardCase("NX2_034", {
      does: "Deathrattle: the other three Horsemen shuffled into your deck",
      p1: { board: [{ card: "NX2_034", ref: "R" }] },
      actions: [{ type: "destroy", target: "R" }],
      check: (r) => expect(r.state.players[0]!.deck.map((c) => c.card).sort()).toEqual(["NX2_034t", "NX2_034t1", "NX2_034t2"]),
    });
    cardCase("NX2_034t", {
      does: "a Horseman's Deathrattle destroys the enemy hero once all four of yours have died this game (its own death counts)",
      p1: { board: [{ card: "NX2_034t", ref: "H" }] },
      state: { deaths: [{ card: "NX2_034", controller: 1, turn: 3 }, { card: "NX2_034t1", controller: 1, turn: 3 }, { card: "NX2_034t2", controller: 1, turn: 4 }] },
      actions: [{ type: "destroy", target: "H" }],
      expect: { "outcome.winner": 1 },
    });
    cardCase("NX2_034t", {
      does: "three of the four (an enemy's Horseman not yours): the enemy hero lives",
      p1: { board: [{ card: "NX2_034t", ref: "H" }] },
      state: { deaths: [{ card: "NX2_034", controller: 1, turn: 3 }, { card: "NX2_034t1", controller: 2, turn: 3 }, { card: "NX2_034t2", controller: 1, turn: 4 }] },
      actions: [{ type: "destroy", target: "H" }],
      expect: { "p2.hero.health": 30 },
    });
  });
});
