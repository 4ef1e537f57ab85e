/** Descent of Dragons: the card w14/bands's maximum hand size unlocks (sets/dragons.ts; rules-notes 1681). */
import { cardCase, describeCard } from "../support/cards.js";

const YETI = "CS2_182";
const WISP = "CS2_231";

describeCard("DRG_208", () => {
  cardCase("DRG_208", {
    does: "the hand holds 12: nine cards and four draws leave twelve, one burned",
    p1: {
      hand: [{ card: "DRG_208", ref: "V" }, ...Array.from({ length: 9 }, () => ({ card: YETI }))],
      deck: [{ card: WISP, ref: "W1" }, { card: WISP }, { card: WISP }, { card: WISP, ref: "W4" }],
    },
    actions: [{ type: "play", card: "V" }],
    expect: { "p1.hand.length": 12, "p1.deck.length": 0, "W1.zone": "hand", "W4.zone": "graveyard", "p1.tags.MAXHANDSIZE": 12 },
  });
});
