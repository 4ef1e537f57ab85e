/** Behaviour tests of Demon Hunter Initiate (DEMON_HUNTER_INITIATE) cards, w10/mech. */
import { describe, expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231"; // 1/1
const RAPTOR = "CS2_172"; // Bloodfen Raptor 3/2
const VOIDWALKER = "CS2_065"; // 1/3 Taunt Demon
const MOONFIRE = "CS2_008"; // 1 damage
const OGRE = "CS2_200"; // Boulderfist Ogre 6/7

describe("Demon Hunter Initiate (w10/mech)", () => {
  describeCard("BT_937", () => {
    cardCase("BT_937", {
      does: "after you play the leftmost card of your hand: 1 damage to all enemies",
      p1: { board: [{ card: "BT_937" }], hand: [{ card: WISP, ref: "W" }, { card: YETI }, { card: YETI }] },
      p2: { board: [{ card: RAPTOR, ref: "R" }] },
      actions: [{ type: "play", card: "W" }],
      expect: { "p2.hero.health": 29, "R.health": 1 },
    });
    cardCase("BT_937", {
      does: "a card from the middle of the hand: nothing",
      p1: { board: [{ card: "BT_937" }], hand: [{ card: YETI }, { card: WISP, ref: "W" }, { card: YETI }] },
      actions: [{ type: "play", card: "W" }],
      expect: { "p2.hero.health": 30 },
    });
    cardCase("BT_937", {
      does: "not for its own play",
      p1: { hand: [{ card: "BT_937", ref: "A" }] },
      actions: [{ type: "play", card: "A" }],
      expect: { "p2.hero.health": 30 },
    });
  });
  describeCard("BT_354", () => {
    cardCase("BT_354", {
      does: "damage equal to the hero's Attack (3) to three different random enemy minions",
      p1: { hero: { card: "HERO_10", enchantments: [{ card: "BT_175e" }, { card: "BT_142e" }] }, hand: [{ card: "BT_354", ref: "B" }] },
      p2: { board: [{ card: YETI }, { card: YETI }, { card: YETI }, { card: YETI }] },
      actions: [{ type: "play", card: "B" }],
      check: (r) => {
        const hp = r.state.players[1].board.map((m) => m.health).sort();
        expect(hp).toEqual([2, 2, 2, 5]);
      },
    });
    cardCase("BT_354", {
      does: "needs an enemy minion",
      p1: { hand: [{ card: "BT_354", ref: "B" }] },
      actions: [{ type: "play", card: "B" }],
      error: "illegal_action",
    });
  });
  describeCard("BT_752", () => {
    cardCase("BT_752", {
      does: "your hero takes no damage this turn",
      p1: { hand: [{ card: "BT_752", ref: "B" }, { card: MOONFIRE, ref: "M" }] },
      actions: [{ type: "play", card: "B" }, { type: "play", card: "M", target: "p1.hero" }],
      expect: { "p1.hero.health": 30 },
    });
  });
  describeCard("BT_173", () => {
    cardCase("BT_173", {
      does: "six 1/1 Rush Illidari",
      p1: { hand: [{ card: "BT_173", ref: "C" }] },
      actions: [{ type: "play", card: "C" }],
      expect: { "p1.board": ["BT_036t", "BT_036t", "BT_036t", "BT_036t", "BT_036t", "BT_036t"], "p1.board.0.seen.RUSH": 1 },
    });
  });
  describeCard("BT_490", () => {
    cardCase("BT_490", {
      does: "Silence an enemy minion (from the middle: no draw)",
      p1: { hand: [{ card: WISP }, { card: "BT_490", ref: "C" }, { card: WISP }], deck: [{ card: YETI }] },
      p2: { board: [{ card: VOIDWALKER, ref: "V" }] },
      actions: [{ type: "play", card: "C", target: "V" }],
      expect: { "V.seen.TAUNT": undefined, "p1.hand.length": 2 },
    });
    cardCase("BT_490", {
      does: "Outcast: also draw",
      p1: { hand: [{ card: "BT_490", ref: "C" }, { card: WISP }], deck: [{ card: YETI }] },
      p2: { board: [{ card: VOIDWALKER, ref: "V" }] },
      actions: [{ type: "play", card: "C", target: "V" }],
      expect: { "V.seen.TAUNT": undefined, "p1.hand": [WISP, YETI] },
    });
  });
  describeCard("BT_427", () => {
    cardCase("BT_427", {
      does: "a card for each friendly minion that died this turn (two)",
      p1: { board: [{ card: WISP, ref: "A" }, { card: WISP, ref: "B" }], hand: [{ card: "BT_427", ref: "F" }, { card: MOONFIRE, ref: "M1" }, { card: MOONFIRE, ref: "M2" }],
        deck: [{ card: YETI }, { card: YETI }, { card: YETI }] },
      actions: [{ type: "play", card: "M1", target: "A" }, { type: "play", card: "M2", target: "B" }, { type: "play", card: "F" }],
      expect: { "p1.hand": [YETI, YETI] },
    });
  });
  describeCard("BT_271", () => {
    cardCase("BT_271", {
      does: "the hero's attack also damages the minions next to the defender",
      p1: { weapon: { card: "BT_271" } },
      p2: { board: [{ card: OGRE, ref: "L" }, { card: OGRE, ref: "M" }, { card: OGRE, ref: "R" }, { card: OGRE, ref: "F" }] },
      actions: [{ type: "attack", attacker: "p1.hero", defender: "M" }],
      expect: { "L.health": 2, "M.health": 2, "R.health": 2, "F.health": 7 },
    });
  });
  describeCard("BT_487", () => {
    cardCase("BT_487", {
      does: "after it attacks and kills a minion it may attack again",
      p1: { board: [{ card: "BT_487", ref: "H" }] },
      p2: { board: [{ card: WISP, ref: "W" }, { card: WISP, ref: "X" }] },
      actions: [{ type: "attack", attacker: "H", defender: "W" }, { type: "attack", attacker: "H", defender: "X" }],
      expect: { "p2.board": [] },
    });
    cardCase("BT_487", {
      does: "no kill: no second attack",
      p1: { board: [{ card: "BT_487", ref: "H" }] },
      p2: { board: [{ card: OGRE, ref: "Y" }, { card: WISP, ref: "X" }] },
      actions: [{ type: "attack", attacker: "H", defender: "Y" }, { type: "attack", attacker: "H", defender: "X" }],
      error: "illegal_action",
    });
  });
  describeCard("BT_814", () => {
    cardCase("BT_814", {
      does: "Outcast: Immune this turn",
      p1: { hand: [{ card: "BT_814", ref: "F" }, { card: WISP }] },
      actions: [{ type: "play", card: "F" }],
      expect: { "F.seen.IMMUNE": 1 },
    });
    cardCase("BT_814", {
      does: "not Outcast: no Immune",
      p1: { hand: [{ card: WISP }, { card: "BT_814", ref: "F" }, { card: WISP }] },
      actions: [{ type: "play", card: "F" }],
      expect: { "F.seen.IMMUNE": undefined },
    });
  });
  describeCard("BT_488", () => {
    cardCase("BT_488", {
      does: "a copy of a friendly Demon, its damage kept",
      p1: { board: [{ card: VOIDWALKER, ref: "V", health: 2 }], hand: [{ card: "BT_488", ref: "S" }] },
      actions: [{ type: "play", card: "S", target: "V" }],
      expect: { "p1.board": [VOIDWALKER, VOIDWALKER], "p1.board.1.health": 2 },
    });
    cardCase("BT_488", {
      does: "not a non-Demon",
      p1: { board: [{ card: YETI, ref: "Y" }], hand: [{ card: "BT_488", ref: "S" }] },
      actions: [{ type: "play", card: "S", target: "Y" }],
      error: "illegal_action",
    });
  });
  describeCard("BT_175", () => {
    cardCase("BT_175", {
      does: "+2 Attack this turn and Second Slice to the hand; Second Slice gives +2 more",
      p1: { hand: [{ card: "BT_175", ref: "T" }] },
      actions: [{ type: "play", card: "T" }, { type: "play", card: "p1.hand.0" }],
      expect: { "p1.hero.attack": 4, "p1.hand": [] },
    });
  });
  describeCard("BT_922", () => {
    cardCase("BT_922", {
      does: "Battlecry: two 1/1 Felwings",
      p1: { hand: [{ card: "BT_922", ref: "U" }] },
      actions: [{ type: "play", card: "U" }],
      expect: { "p1.board": ["BT_922t", "BT_922t"], "p1.weapon": "BT_922" },
    });
  });
  describeCard("BT_407", () => {
    cardCase("BT_407", {
      does: "Deathrattle: a 2/1 Lost Soul to the hand",
      p1: { board: [{ card: "BT_407", ref: "U" }] },
      actions: [{ type: "destroy", target: "U" }],
      expect: { "p1.hand": ["BT_407t"] },
    });
  });
  describeCard("BT_355", () => {
    cardCase("BT_355", {
      does: "after a friendly minion dies, 3 damage to a random enemy",
      p1: { board: [{ card: "BT_355" }, { card: WISP, ref: "W" }] },
      actions: [{ type: "destroy", target: "W" }],
      check: (r) => {
        const pick = r.random.find((d) => d.purpose.startsWith("random"))!;
        expect(pick).toBeDefined();
        expect(r.state.players[1].hero.health).toBe(27);
      },
    });
  });
  describeCard("BT_510", () => {
    cardCase("BT_510", {
      does: "after it is attacked: 1 damage to all enemies",
      p1: { board: [{ card: "BT_510", ref: "B" }] },
      p2: { board: [{ card: YETI, ref: "Y" }, { card: WISP, ref: "W" }] },
      state: { activePlayer: 2 },
      actions: [{ type: "attack", attacker: "Y", defender: "B" }],
      expect: { "p2.hero.health": 29, "Y.health": 1, "p2.board": [YETI] },
    });
  });
});
