/** Behaviour tests of Kobolds & Catacombs cards the lead implemented in session 13. */
import { describe } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

const AXE = "CS2_106"; // Fiery War Axe, 3/2 weapon (2 Mana)
const WEAPONSMITH = "EX1_398"; // Arathi Weaponsmith: "Battlecry: Equip a 2/2 weapon."

describe("Kobolds & Catacombs (lead, session 13)", () => {
  describeCard("LOOT_203", () => {
    cardCase("LOOT_203", {
      does: "summons one 5/5 Mithril Golem",
      p1: { hand: [{ card: "LOOT_203", ref: "S" }] },
      actions: [{ type: "play", card: "S" }],
      expect: { "p1.board": ["LOOT_203t4"], "p1.board.0.attack": 5, "p1.board.0.health": 5 },
    });
    cardCase("LOOT_203", {
      does: "equipping a weapon upgrades it in hand: two Golems",
      p1: { hand: [{ card: "LOOT_203", ref: "S" }, { card: AXE, ref: "W" }] },
      actions: [{ type: "play", card: "W" }],
      expect: { "p1.hand": ["LOOT_203t2"] },
    });
    cardCase("LOOT_203", {
      does: "two weapons: the Greater Spellstone summons three",
      p1: { hand: [{ card: "LOOT_203", ref: "S" }, { card: AXE, ref: "W" }, { card: WEAPONSMITH, ref: "A" }] },
      actions: [{ type: "play", card: "W" }, { type: "play", card: "A" }],
      expect: { "p1.hand": ["LOOT_203t3"] },
    });
    cardCase("LOOT_203", {
      does: "the Greater Spellstone summons three Golems",
      p1: { hand: [{ card: "LOOT_203t3", ref: "S" }] },
      actions: [{ type: "play", card: "S" }],
      expect: { "p1.board": ["LOOT_203t4", "LOOT_203t4", "LOOT_203t4"] },
    });
    cardCase("LOOT_203", {
      does: "the opponent's weapon does not upgrade it",
      state: { activePlayer: 2 },
      p1: { hand: [{ card: "LOOT_203", ref: "S" }] },
      p2: { hand: [{ card: AXE, ref: "W" }] },
      actions: [{ type: "play", card: "W" }],
      expect: { "p1.hand": ["LOOT_203"] },
    });
  });
});
