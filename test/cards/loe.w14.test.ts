/** Behaviour tests of The League of Explorers cards implemented in session 14 (w14/old). */
import { describe, expect } from "vitest";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";
import { cardCase, describeCard } from "../support/cards.js";

const WISP = "CS2_231";
const YETI = "CS2_182";
const FIREBALL = "CS2_029";

describe("The League of Explorers (w14/old)", () => {
  describeCard("LOE_079", () => {
    cardCase("LOE_079", {
      does: "Battlecry: the Map to the Golden Monkey goes into your deck",
      p1: { hand: [{ card: "LOE_079", ref: "E" }], deck: [{ card: YETI }] },
      actions: [{ type: "play", card: "E" }],
      check: (r) => expect(r.state.players[0]!.deck.map((e) => e.card).sort()).toEqual(["LOE_019t", YETI].sort()),
    });
    cardCase("LOE_079", {
      does: "the Map: shuffles the Golden Monkey into your deck, then draws a card",
      p1: { hand: [{ card: "LOE_019t", ref: "M" }], deck: [{ card: YETI }] },
      actions: [{ type: "play", card: "M" }],
      check: (r) => {
        const p = r.state.players[0]!;
        expect(p.hand).toHaveLength(1);
        expect(p.deck).toHaveLength(1);
        expect(p.hand.concat(p.deck).map((e) => e.card).sort()).toEqual(["LOE_019t2", YETI].sort());
      },
    });
    cardCase("LOE_079", {
      does: "the Golden Monkey: Taunt 6/6; its Battlecry makes every card of your hand and deck a Legendary minion",
      p1: { hand: [{ card: "LOE_019t2", ref: "G" }, { card: FIREBALL }], deck: [{ card: WISP }, { card: FIREBALL }] },
      actions: [{ type: "play", card: "G" }],
      check: (r) => {
        const p = r.state.players[0]!;
        expect(p.board[0]!.seen?.TAUNT).toBe(1);
        expect(p.board[0]!.attack).toBe(6);
        expect(p.hand).toHaveLength(1);
        expect(p.deck).toHaveLength(2);
        const all = p.hand.concat(p.deck);
        for (let i = 0; i < all.length; i++) {
          const f = findCard(all[i]!.card)!;
          expect(f.type).toBe("MINION");
          expect(f.rarity).toBe("LEGENDARY");
        }
      },
    });
  });
});
