/** Behaviour tests of Kobolds & Catacombs cards the lead implemented in session 12. */
import { describe } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

const FIREBALL = "CS2_029"; // 4-Cost spell
const MOONFIRE = "CS2_008"; // 0-Cost spell
const YETI = "CS2_182"; // a 4-Cost minion

describe("Kobolds & Catacombs (lead, session 12)", () => {
  describeCard("LOOT_080", () => {
    cardCase("LOOT_080", {
      does: "two 3/3 Wolves",
      p1: { hand: [{ card: "LOOT_080", ref: "E" }] },
      actions: [{ type: "play", card: "E" }],
      expect: { "p1.board": ["LOOT_077t", "LOOT_077t"] },
    });
    cardCase("LOOT_080", {
      does: "a Secret played upgrades it in hand; two Secrets to the Greater one, which summons four",
      p1: { hand: [{ card: "LOOT_080", ref: "E" }, { card: "EX1_554", ref: "S1" }, { card: "EX1_610", ref: "S2" }] },
      actions: [{ type: "play", card: "S1" }, { type: "play", card: "S2" }, { type: "play", card: "E" }],
      expect: { "p1.board": ["LOOT_077t", "LOOT_077t", "LOOT_077t", "LOOT_077t"] },
    });
    cardCase("LOOT_080", {
      does: "one Secret: the Emerald Spellstone, three Wolves; a minion played does not upgrade it",
      p1: { hand: [{ card: "LOOT_080", ref: "E" }, { card: "EX1_554", ref: "S1" }, { card: "CS2_231", ref: "W" }] },
      actions: [{ type: "play", card: "S1" }, { type: "play", card: "W" }],
      expect: { "E.card": "LOOT_080t2" },
    });
  });
  describeCard("LOOT_043", () => {
    cardCase("LOOT_043", {
      does: "3 damage to a minion, healing your hero as much (Lifesteal)",
      p1: { hand: [{ card: "LOOT_043", ref: "A" }], hero: { card: "HERO_07", health: 20 } },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "A", target: "Y" }],
      expect: { "Y.health": 2, "p1.hero.health": 23 },
    });
    cardCase("LOOT_043", {
      does: "Life Tap's damage to your hero upgrades it: 5 damage",
      p1: { hand: [{ card: "LOOT_043", ref: "A" }], hero: { card: "HERO_07" }, heroPower: { card: "HERO_07bp" }, deck: [{ card: YETI }] },
      p2: { board: [{ card: "CS2_186", ref: "G" }] },
      actions: [{ type: "heroPower" }, { type: "play", card: "A", target: "G" }],
      expect: { "A.card": "LOOT_043t2", "G.health": 2 },
    });
    cardCase("LOOT_043", {
      does: "damage from the opponent's cards does not upgrade it",
      state: { activePlayer: 2 },
      p1: { hand: [{ card: "LOOT_043", ref: "A" }] },
      p2: { hand: [{ card: "CS2_029", ref: "FB" }] },
      actions: [{ type: "play", card: "FB", target: "p1.hero" }],
      expect: { "A.card": "LOOT_043" },
    });
  });
  describeCard("LOOT_130", () => {
    cardCase("LOOT_130", {
      does: "costs (0) after a spell of Cost 5 or more this turn",
      p1: { hand: [{ card: "LOOT_130", ref: "T" }, { card: "CS2_032", ref: "F" }] },
      actions: [{ type: "play", card: "F" }],
      expect: { "T.cost": 0 },
    });
    cardCase("LOOT_130", {
      does: "a 4-Cost spell is not enough; last turn's 5-Cost spell neither",
      p1: { hand: [{ card: "LOOT_130", ref: "T" }, { card: FIREBALL, ref: "F" }], playedThisGame: [{ card: "CS2_032", cost: 7, turn: 3 }] },
      actions: [{ type: "play", card: "F", target: "p2.hero" }],
      expect: { "T.cost": 5 },
    });
  });
  describeCard("LOOT_535", () => {
    cardCase("LOOT_535", {
      does: "a 5/5 Fire Dragon for each spell of Cost 5 or more cast this game",
      p1: { hand: [{ card: "LOOT_535", ref: "A" }], playedThisGame: [{ card: "CS2_032", cost: 7, turn: 1 }, { card: FIREBALL, cost: 4, turn: 3 }, { card: "CS2_032", cost: 5, turn: 3 }] },
      actions: [{ type: "play", card: "A" }],
      expect: { "p1.board": ["LOOT_535t", "LOOT_535", "LOOT_535t"] },
    });
  });
  describeCard("LOOT_170", () => {
    cardCase("LOOT_170", {
      does: "a spell in each deck, yours costs more: it is drawn (minions are not revealed)",
      p1: { hand: [{ card: "LOOT_170", ref: "R" }], deck: [{ card: FIREBALL, ref: "F" }, { card: YETI }] },
      p2: { deck: [{ card: MOONFIRE }, { card: YETI }] },
      actions: [{ type: "play", card: "R" }],
      expect: { "p1.hand": [FIREBALL], "p1.deck": [YETI] },
    });
    cardCase("LOOT_170", {
      does: "the opponent's spell costs more: nothing drawn",
      p1: { hand: [{ card: "LOOT_170", ref: "R" }], deck: [{ card: MOONFIRE }] },
      p2: { deck: [{ card: FIREBALL }] },
      actions: [{ type: "play", card: "R" }],
      expect: { "p1.hand": [], "p1.deck": [MOONFIRE] },
    });
    cardCase("LOOT_170", {
      does: "no spell in your deck: nothing revealed, nothing drawn",
      p1: { hand: [{ card: "LOOT_170", ref: "R" }], deck: [{ card: YETI }] },
      actions: [{ type: "play", card: "R" }],
      expect: { "p1.hand": [], "p1.deck": [YETI] },
    });
  });
});
