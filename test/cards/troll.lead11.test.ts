/** Behaviour tests of Rastakhan's Rumble cards the lead implemented in session 11. */
import { describe } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

describe("Rastakhan's Rumble (lead, session 11)", () => {
  describeCard("TRL_352", () => {
    cardCase("TRL_352", {
      does: "+2 Attack while you have Overloaded Mana Crystals (locked this turn, still on the opponent's turn)",
      p1: { weapon: { card: "TRL_352" }, mana: { crystals: 5, used: 0, overloadLocked: 2 } },
      actions: [{ type: "endTurn" }],
      expect: { "p1.weapon.attack": 3 },
    });
    cardCase("TRL_352", {
      does: "back to 1 Attack once they unlock at your next turn",
      p1: { weapon: { card: "TRL_352" }, mana: { crystals: 5, used: 0, overloadLocked: 2 } },
      actions: [{ type: "endTurn" }, { type: "endTurn" }],
      expect: { "p1.weapon.attack": 1 },
    });
    cardCase("TRL_352", {
      does: "Overloaded: 3 Attack; after playing an Overload card it is Overloaded too",
      p1: { weapon: { card: "TRL_352" }, hand: [{ card: "EX1_238", ref: "F" }] },
      actions: [{ type: "play", card: "F", target: "p2.hero" }],
      expect: { "p1.weapon.attack": 3 },
    });
  });
});
