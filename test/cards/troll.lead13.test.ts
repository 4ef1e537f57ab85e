/** Behaviour tests of Rastakhan's Rumble cards the lead implemented in session 13. */
import { describe } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

describe("Rastakhan's Rumble (lead, session 13)", () => {
  describeCard("TRL_545", () => {
    cardCase("TRL_545", {
      does: "10 Health restored this game: +4/+4 and Taunt",
      p1: { hand: [{ card: "TRL_545", ref: "Z" }], tags: { HEALTH_RESTORED_THIS_GAME: 10 } },
      actions: [{ type: "play", card: "Z" }],
      expect: { "Z.attack": 8, "Z.health": 8, "Z.seen.TAUNT": 1, "Z.enchantments.0.card": "TRL_545e" },
    });
    cardCase("TRL_545", {
      does: "9 restored: nothing",
      p1: { hand: [{ card: "TRL_545", ref: "Z" }], tags: { HEALTH_RESTORED_THIS_GAME: 9 } },
      actions: [{ type: "play", card: "Z" }],
      expect: { "Z.attack": 4, "Z.health": 4, "Z.enchantments": undefined },
    });
  });
});
