/**
 * Behaviour tests for Classic (Vanilla) (VANILLA) Neutral cards, Night Elf Huntress .. Ysera the Dreamer: the 2021
 * Classic format's original texts. Reprints whose text is the current card's play as that card and are tested with it.
 */
import { describe, expect } from "vitest";
import { cardCase } from "../support/cards.js";

const VAN_DREAMS = ["VAN_DREAM_01", "VAN_DREAM_02", "VAN_DREAM_03", "VAN_DREAM_04", "VAN_DREAM_05"];
const deck = (n: number, p = "d") => Array.from({ length: n }, (_, i) => ({ card: "CS2_231", ref: `${p}${i}` }));

describe("Vanilla neutral cards (Night Elf Huntress .. Ysera the Dreamer)", () => {
  // Raging Worgen: "Enrage: Windfury and +1 Attack"
  cardCase("VAN_EX1_412", {
    does: "Enrage: damaged, 4 Attack and two attacks",
    p1: { board: [{ card: "VAN_EX1_412", ref: "R" }] },
    actions: [{ type: "damage", target: "R", amount: 1 }, { type: "attack", attacker: "R", defender: "p2.hero" }, { type: "attack", attacker: "R", defender: "p2.hero" }],
    expect: { "R.attack": 4, "p2.hero.health": 22 },
  });
  cardCase("VAN_EX1_412", {
    does: "undamaged, one attack of 3",
    p1: { board: [{ card: "VAN_EX1_412", ref: "R" }] },
    actions: [{ type: "attack", attacker: "R", defender: "p2.hero" }, { type: "attack", attacker: "R", defender: "p2.hero" }],
    error: "illegal_action",
  });

  // Spiteful Smith: "Enrage: Your weapon has +2 Attack."
  cardCase("VAN_CS2_221", {
    does: "Enrage: damaged, your weapon has +2 Attack; the enemy's does not",
    p1: { board: [{ card: "VAN_CS2_221", ref: "S" }], weapon: { card: "CS2_106", ref: "A" } },
    p2: { weapon: { card: "CS2_106", ref: "B" } },
    actions: [{ type: "damage", target: "S", amount: 1 }],
    expect: { "A.attack": 5, "B.attack": 3 },
  });
  cardCase("VAN_CS2_221", {
    does: "undamaged, nothing",
    p1: { board: [{ card: "VAN_CS2_221", ref: "S" }], weapon: { card: "CS2_106", ref: "A" } },
    actions: [{ type: "damage", target: "S", amount: 0 }],
    expect: { "A.attack": 3 },
  });

  // Tauren Warrior: "Taunt. Enrage: +3 Attack"
  cardCase("VAN_EX1_390", {
    does: "Enrage: damaged, +3 Attack (2 → 5)",
    p1: { board: [{ card: "VAN_EX1_390", ref: "T" }] },
    actions: [{ type: "damage", target: "T", amount: 2 }],
    expect: { "T.attack": 5, "T.health": 1 },
  });
  cardCase("VAN_EX1_390", {
    does: "Taunt",
    p1: { board: [{ card: "CS2_182", ref: "Y" }] },
    p2: { board: [{ card: "VAN_EX1_390", ref: "T" }] },
    actions: [{ type: "attack", attacker: "Y", defender: "p2.hero" }],
    error: "illegal_action",
  });

  // The Black Knight: "Battlecry: Destroy an enemy minion with Taunt."
  cardCase("VAN_EX1_002", {
    does: "Battlecry: destroys an enemy minion with Taunt (6 mana)",
    p1: { hand: [{ card: "VAN_EX1_002", ref: "K" }] },
    p2: { board: [{ card: "CS2_179", ref: "T" }] },
    actions: [{ type: "play", card: "K", target: "T" }],
    expect: { "T.zone": "graveyard", "p1.mana.used": 6 },
  });
  cardCase("VAN_EX1_002", {
    does: "not one without Taunt",
    p1: { hand: [{ card: "VAN_EX1_002", ref: "K" }] },
    p2: { board: [{ card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "play", card: "K", target: "Y" }],
    error: "illegal_action",
  });
  cardCase("VAN_EX1_002", {
    does: "the 2021 Classic printing is not Tradeable",
    p1: { hand: [{ card: "VAN_EX1_002", ref: "K" }], deck: deck(1) },
    actions: [{ type: "trade", card: "K" }],
    error: "illegal_action",
  });

  // Ysera: "At the end of your turn, add a Dream Card to your hand."
  cardCase("VAN_EX1_572", {
    does: "at the end of your turn, one Classic-format Dream card",
    p1: { board: [{ card: "VAN_EX1_572", ref: "Y" }] },
    p2: { deck: deck(1) },
    actions: [{ type: "endTurn" }],
    check: (r) => {
      const hand = r.state.players[0]!.hand.map((c) => c.card);
      expect(hand.length).toBe(1);
      expect(VAN_DREAMS).toContain(hand[0]);
      expect(r.random.some((d) => d.candidates.length === 5)).toBe(true);
    },
  });
  cardCase("VAN_EX1_572", {
    does: "nothing at the end of the opponent's turn",
    p1: { board: [{ card: "VAN_EX1_572", ref: "Y" }], deck: deck(1) },
    state: { activePlayer: 2 },
    actions: [{ type: "endTurn" }],
    expect: { "p1.hand": ["CS2_231"] },
  });
  cardCase("VAN_EX1_572", {
    does: "its Laughing Sister is Elusive: a spell cannot target it",
    p1: { hand: [{ card: "CS2_029", ref: "F" }] },
    p2: { board: [{ card: "VAN_DREAM_01", ref: "L" }] },
    actions: [{ type: "play", card: "F", target: "L" }],
    error: "illegal_action",
  });
  cardCase("VAN_EX1_572", {
    does: "its Nightmare gives +5/+5 and destroys the minion at the start of the caster's next turn",
    p1: { hand: [{ card: "VAN_DREAM_05", ref: "N" }], board: [{ card: "CS2_182", ref: "Y" }], deck: deck(2) },
    p2: { deck: deck(2, "e") },
    actions: [{ type: "play", card: "N", target: "Y" }, { type: "endTurn" }],
    expect: { "Y.attack": 9, "Y.health": 10, "Y.zone": "board" },
  });
  cardCase("VAN_EX1_572", {
    does: "… and at that start of turn it is destroyed",
    p1: { hand: [{ card: "VAN_DREAM_05", ref: "N" }], board: [{ card: "CS2_182", ref: "Y" }], deck: deck(2) },
    p2: { deck: deck(2, "e") },
    actions: [{ type: "play", card: "N", target: "Y" }, { type: "endTurn" }, { type: "endTurn" }],
    expect: { "Y.zone": "graveyard" },
  });
});
