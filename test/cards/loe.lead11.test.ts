/** Behaviour tests of The League of Explorers cards the lead implemented in session 11. */
import { describe } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

const YETI = "CS2_182"; // 4/5
const HARVEST = "EX1_556"; // Harvest Golem 2/3, "Deathrattle: Summon a 2/1 Damaged Golem."

describe("The League of Explorers (lead, session 11)", () => {
  describeCard("LOE_104", () => {
    cardCase("LOE_104", {
      does: "the enemy minion goes into your deck and becomes yours, without dying",
      p1: { hand: [{ card: "LOE_104", ref: "E" }] },
      p2: { board: [{ card: HARVEST, ref: "H" }] },
      actions: [{ type: "play", card: "E", target: "H" }],
      expect: { "p2.board": [], "p1.deck": [HARVEST], "H.zone": "deck", "H.player": 1, "events.death": 0 },
    });
    cardCase("LOE_104", {
      does: "only an enemy minion",
      p1: { hand: [{ card: "LOE_104", ref: "E" }], board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "E", target: "Y" }],
      error: "illegal_action",
    });
  });
});
