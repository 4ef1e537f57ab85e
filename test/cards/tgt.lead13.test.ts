/** Behaviour tests of The Grand Tournament cards the lead implemented in session 13. */
import { describe } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

const AXE = "CS2_106"; // Fiery War Axe, 3/2 weapon
const WEAPONSMITH = "EX1_398"; // Arathi Weaponsmith: "Battlecry: Equip a 2/2 weapon."

describe("The Grand Tournament (lead, session 13)", () => {
  describeCard("AT_029", () => {
    cardCase("AT_029", {
      does: "a played weapon gets +1 Attack",
      p1: { board: [{ card: "AT_029" }], hand: [{ card: AXE, ref: "W" }] },
      actions: [{ type: "play", card: "W" }],
      expect: { "p1.weapon.card": AXE, "p1.weapon.attack": 4, "p1.weapon.enchantments.0.card": "AT_029e" },
    });
    cardCase("AT_029", {
      does: "a weapon equipped by an effect gets it too",
      p1: { board: [{ card: "AT_029" }], hand: [{ card: WEAPONSMITH, ref: "S" }] },
      actions: [{ type: "play", card: "S" }],
      expect: { "p1.weapon.card": "EX1_398t", "p1.weapon.attack": 3 },
    });
    cardCase("AT_029", {
      does: "two Buccaneers: +2",
      p1: { board: [{ card: "AT_029" }, { card: "AT_029" }], hand: [{ card: AXE, ref: "W" }] },
      actions: [{ type: "play", card: "W" }],
      expect: { "p1.weapon.attack": 5 },
    });
    cardCase("AT_029", {
      does: "the opponent's weapon is not buffed",
      state: { activePlayer: 2 },
      p1: { board: [{ card: "AT_029" }] },
      p2: { hand: [{ card: AXE, ref: "W" }] },
      actions: [{ type: "play", card: "W" }],
      expect: { "p2.weapon.attack": 3 },
    });
  });
});

describe("The Grand Tournament (lead, session 13): Argent Watchman", () => {
  const HP = { hero: { card: "HERO_08" }, heroPower: { card: "HERO_08bp" } }; // Fireblast
  describeCard("AT_109", () => {
    cardCase("AT_109", {
      does: "can't attack",
      p1: { board: [{ card: "AT_109", ref: "W" }] },
      actions: [{ type: "attack", attacker: "W", defender: "p2.hero" }],
      error: "illegal_action",
    });
    cardCase("AT_109", {
      does: "Inspire: it attacks this turn",
      p1: { ...HP, board: [{ card: "AT_109", ref: "W" }] },
      actions: [{ type: "heroPower", target: "p2.hero" }, { type: "attack", attacker: "W", defender: "p2.hero" }],
      expect: { "p2.hero.health": 27, "W.enchantments.0.card": "AT_109e" },
    });
    cardCase("AT_109", {
      does: "next turn it can't attack again: Inspired gone, CANT_ATTACK back",
      p1: { ...HP, board: [{ card: "AT_109", ref: "W" }], deck: [{ card: "CS2_231" }] },
      p2: { deck: [{ card: "CS2_231" }] },
      actions: [{ type: "heroPower", target: "p2.hero" }, { type: "endTurn" }, { type: "endTurn" }, { type: "attack", attacker: "W", defender: "p2.hero" }],
      error: "illegal_action",
    });
    cardCase("AT_109", {
      does: "the opponent's Hero Power is no Inspire for it",
      state: { activePlayer: 2 },
      p1: { board: [{ card: "AT_109", ref: "W" }] },
      p2: HP,
      actions: [{ type: "heroPower", target: "p1.hero" }],
      expect: { "W.enchantments": undefined },
    });
  });
});
