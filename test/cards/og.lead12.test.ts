/** Behaviour tests of Whispers of the Old Gods cards the lead implemented in session 12. */
import { describe } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

const YETI = "CS2_182"; // 4/5
const HEALING_TOTEM = "NEW1_009"; // a Totem
const SEARING = "CS2_050"; // Searing Totem

describe("Whispers of the Old Gods (lead, session 12)", () => {
  describeCard("OG_028", () => {
    cardCase("OG_028", {
      does: "costs (1) less for each Totem you summoned this game (the record), not the opponent's",
      p1: { hand: [{ card: "OG_028", ref: "T" }, { card: SEARING, ref: "S" }] },
      state: { summons: [{ card: HEALING_TOTEM, controller: 1, turn: 3 }, { card: YETI, controller: 1, turn: 3 }, { card: SEARING, controller: 2, turn: 4 }] },
      actions: [{ type: "play", card: "S" }],
      expect: { "T.cost": 4 },
    });
  });
  describeCard("OG_102", () => {
    cardCase("OG_102", {
      does: "swaps Attack and Health with a friendly minion",
      p1: { hand: [{ card: "OG_102", ref: "D" }], board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "D", target: "Y" }],
      expect: { "D.attack": 4, "D.health": 5, "Y.attack": 3, "Y.health": 6 },
    });
    cardCase("OG_102", {
      does: "not an enemy minion",
      p1: { hand: [{ card: "OG_102", ref: "D" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "D", target: "Y" }],
      error: "illegal_action",
    });
  });
  describeCard("OG_034", () => {
    cardCase("OG_034", {
      does: "can't attack unless your hero attacked this turn",
      p1: { board: [{ card: "OG_034", ref: "S" }] },
      actions: [{ type: "attack", attacker: "S", defender: "p2.hero" }],
      error: "illegal_action",
    });
    cardCase("OG_034", {
      does: "after your hero attacks it can",
      p1: { board: [{ card: "OG_034", ref: "S" }], weapon: { card: "CS2_106" } },
      actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }, { type: "attack", attacker: "S", defender: "p2.hero" }],
      expect: { "p2.hero.health": 30 - 3 - 3 },
    });
  });
});
