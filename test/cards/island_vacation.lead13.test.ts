/** Behaviour tests of Perils in Paradise cards the lead implemented in session 13. */
import { describe, expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

const CROC = "CS2_120"; // River Crocolisk 2/3 Beast
const YETI = "CS2_182"; // 4/5
const MOONFIRE = "CS2_008";

describe("Perils in Paradise (lead, session 13)", () => {
  describeCard("VAC_408", () => {
    cardCase("VAC_408", {
      does: "the minion Discovered from the deck and every copy of it (deck, play) get +2/+1; others not",
      p1: { hand: [{ card: "VAC_408", ref: "B" }], board: [{ card: CROC }], deck: [{ card: CROC }, { card: CROC }, { card: MOONFIRE }] },
      actions: [{ type: "play", card: "B" }],
      check: (r) => {
        const p = r.state.players[0]!;
        expect(p.hand.map((c) => c.card)).toEqual([CROC]);
        const crocs = [...p.hand, ...p.deck.filter((e) => e.card === CROC), ...p.board];
        expect(crocs.map((e) => [e.attack, e.health])).toEqual([[4, 4], [4, 4], [4, 4]]);
        expect(p.deck.find((e) => e.card === MOONFIRE)!.enchantments).toBeUndefined();
      },
    });
    cardCase("VAC_408", {
      does: "a Yeti taken: the Crocolisks stay as they are",
      p1: { hand: [{ card: "VAC_408", ref: "B" }], board: [{ card: CROC, ref: "C" }], deck: [{ card: YETI }] },
      actions: [{ type: "play", card: "B" }],
      expect: { "p1.hand.0.card": YETI, "p1.hand.0.attack": 6, "C.attack": 2 },
    });
  });
});
