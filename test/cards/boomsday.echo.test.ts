/** SN1P-SN4P: Magnetic and Echo (回响) on one card. */
import { describe } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

describe("The Boomsday Project: Echo", () => {
  describeCard("BOT_700", () => {
    cardCase("BOT_700", {
      does: "played alone: a 2/3; its Echo copy comes; dying, two 1/1 Microbots",
      p1: { hand: [{ card: "BOT_700", ref: "S" }] },
      actions: [{ type: "play", card: "S" }, { type: "destroy", target: "S" }],
      expect: { "p1.board": ["BOT_312t", "BOT_312t"], "p1.board.0.attack": 1, "p1.hand": ["BOT_700"] },
    });
    cardCase("BOT_700", {
      does: "magnetized onto a Mech: the Mech gets +2/+3 and the Deathrattle, and the Echo copy still comes",
      p1: { hand: [{ card: "BOT_700", ref: "S" }], board: [{ card: "BOT_312t", ref: "M" }] },
      actions: [{ type: "play", card: "S", position: 0 }],
      expect: { "p1.board": ["BOT_312t"], "M.attack": 3, "M.health": 4, "p1.hand": ["BOT_700"], "M.enchantments.0.card": "BOT_700e" },
    });
    cardCase("BOT_700", {
      does: "the magnetized Mech dying summons two Microbots",
      p1: { hand: [{ card: "BOT_700", ref: "S" }], board: [{ card: "BOT_312t", ref: "M" }] },
      actions: [{ type: "play", card: "S", position: 0 }, { type: "destroy", target: "M" }],
      expect: { "p1.board": ["BOT_312t", "BOT_312t"] },
    });
  });
});
