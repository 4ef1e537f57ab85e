/**
 * Cataclysm (CATACLYSM, w14/badlands): Alexstrasza, Guardian of Life (rules-notes 1646).
 */
import { expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

const TOUCH = "CS2_007"; // Healing Touch: "Restore #8 Health."

describeCard("CATA_307", () => {
  cardCase("CATA_307", {
    does: "your remaining Health is set to 15 (from 30: no damage event, no heal), and the state waits on your hero",
    p1: { hero: { card: "HERO_09", ref: "H" }, hand: [{ card: "CATA_307", ref: "A" }] },
    actions: [{ type: "play", card: "A" }],
    expect: { "H.health": 15, "p2.hero.health": 30, "H.enchantments.length": 1, "H.enchantments.0.card": "CATA_307e" },
  });
  cardCase("CATA_307", {
    does: "set up from 10 Health too (raised to 15, not healed: nothing answers it)",
    p1: { hero: { card: "HERO_09", ref: "H", health: 10 }, hand: [{ card: "CATA_307", ref: "A" }] },
    actions: [{ type: "play", card: "A" }],
    expect: { "H.health": 15, "p2.hero.health": 30 },
  });
  cardCase("CATA_307", {
    does: "a heal that leaves your hero at full Health: 15 damage to the enemy hero, once — the state ends",
    p1: { hero: { card: "HERO_09", ref: "H", health: 22, enchantments: [{ card: "CATA_307e" }] },
      hand: [{ card: TOUCH, ref: "T1" }, { card: "CS2_062", ref: "F" }, { card: TOUCH, ref: "T2" }] },
    actions: [
      { type: "play", card: "T1", target: "H" },
      { type: "play", card: "F" },
      { type: "play", card: "T2", target: "H" },
    ],
    // 30 - 15 (Alexstrasza's state) - 3 (Hellfire); the second heal to full deals nothing
    expect: { "H.health": 30, "p2.hero.health": 12, "H.enchantments": undefined },
  });
  cardCase("CATA_307", {
    does: "a heal that leaves your hero damaged does nothing; the state stays",
    p1: { hero: { card: "HERO_09", ref: "H", health: 15, enchantments: [{ card: "CATA_307e" }] }, hand: [{ card: TOUCH, ref: "T" }] },
    actions: [{ type: "play", card: "T", target: "H" }],
    expect: { "H.health": 23, "p2.hero.health": 30, "H.enchantments.length": 1 },
  });
  cardCase("CATA_307", {
    does: "healing another character to full does not count: only your hero",
    p1: { hero: { card: "HERO_09", ref: "H", health: 20, enchantments: [{ card: "CATA_307e" }] },
      board: [{ card: "CS2_182", ref: "Y", health: 1 }], hand: [{ card: TOUCH, ref: "T" }] },
    actions: [{ type: "play", card: "T", target: "Y" }],
    check: (r) => {
      expect(r.state.players[1]!.hero.health).toBe(30);
      expect(r.state.players[0]!.board[0]!.health).toBe(5);
    },
  });
});
