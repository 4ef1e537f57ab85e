/** Behaviour tests of Ashes of Outland cards the lead implemented in session 11. */
import { describe } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231"; // 1/1

describe("Ashes of Outland (lead, session 11)", () => {
  describeCard("BT_302", () => {
    cardCase("BT_302", {
      does: "draws a minion; with 8 cards in hand after it, it costs (5) less",
      p1: { hand: [{ card: "BT_302", ref: "P" }, ...Array.from({ length: 7 }, () => ({ card: WISP }))], deck: [{ card: "CS2_029" }, { card: YETI }] },
      actions: [{ type: "play", card: "P" }],
      expect: { "p1.hand.7.card": YETI, "p1.hand.7.cost": 0, "p1.deck": ["CS2_029"] },
    });
    cardCase("BT_302", {
      does: "fewer than 8 cards: full Cost",
      p1: { hand: [{ card: "BT_302", ref: "P" }, { card: WISP }], deck: [{ card: YETI }] },
      actions: [{ type: "play", card: "P" }],
      expect: { "p1.hand.1.card": YETI, "p1.hand.1.cost": 4 },
    });
  });
});
