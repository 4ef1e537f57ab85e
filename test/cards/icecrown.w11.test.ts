/** Knights of the Frozen Throne (ICECROWN): Death Knight hero cards whose steps the format has (w11/old). */
import { describe, expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { factsById } from "../../src/engine/hearthstone/cards/facts.js";

const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231"; // 1/1
const VOIDWALKER = "CS2_065"; // 1/3 Demon
const FIRE_ELEMENTAL = "CS2_042"; // 6/5 Elemental

describe("Knights of the Frozen Throne (w11/old)", () => {
  describeCard("ICC_481", () => {
    cardCase("ICC_481", {
      does: "Battlecry: your minions become random minions costing (2) more; 5 Armor and Transmute Spirit",
      p1: { hand: [{ card: "ICC_481", ref: "T" }], board: [{ card: WISP }, { card: YETI }] },
      p2: { board: [{ card: WISP, ref: "E" }] },
      actions: [{ type: "play", card: "T" }],
      expect: { "p1.hero.card": "ICC_481", "p1.hero.armor": 5, "p1.heroPower": "ICC_481p", "E.card": WISP },
      check: (r) => {
        // Wisp (0) and Yeti (4) became minions costing 2 and 6.
        expect(r.state.players[0]!.board.map((m) => factsById(m.card)?.cost)).toEqual([2, 6]);
      },
    });
    cardCase("ICC_481", {
      does: "Transmute Spirit: a friendly minion becomes a random one costing (1) more",
      p1: { hero: { card: "ICC_481" }, heroPower: { card: "ICC_481p" }, board: [{ card: WISP, ref: "W" }] },
      actions: [{ type: "heroPower", target: "W" }],
      check: (r) => expect(factsById(r.state.players[0]!.board[0]!.card)?.cost).toBe(1),
    });
  });

  describeCard("ICC_831", () => {
    cardCase("ICC_831", {
      does: "Battlecry: summons every friendly Demon that died this game; Siphon Life heals through Lifesteal",
      p1: { hand: [{ card: "ICC_831", ref: "G" }], board: [{ card: VOIDWALKER, ref: "V1" }, { card: VOIDWALKER, ref: "V2" }, { card: WISP, ref: "W" }] },
      actions: [{ type: "destroy", target: "V1" }, { type: "destroy", target: "V2" }, { type: "destroy", target: "W" }, { type: "play", card: "G" }],
      expect: { "p1.board": [VOIDWALKER, VOIDWALKER], "p1.heroPower": "ICC_831p", "p1.hero.armor": 5 },
    });
    cardCase("ICC_831", {
      does: "Siphon Life: 3 damage with Lifesteal",
      p1: { hero: { card: "ICC_831", health: 20 }, heroPower: { card: "ICC_831p" } },
      actions: [{ type: "heroPower", target: "p2.hero" }],
      expect: { "p2.hero.health": 27, "p1.hero.health": 23 },
    });
  });

  describeCard("ICC_833", () => {
    cardCase("ICC_833", {
      does: "Battlecry: a 3/6 Water Elemental; your Elementals have Lifesteal",
      p1: { hand: [{ card: "ICC_833", ref: "J" }], board: [{ card: FIRE_ELEMENTAL, ref: "F" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "J" }],
      expect: { "p1.board": [FIRE_ELEMENTAL, YETI, "ICC_833t"], "p1.board.2.attack": 3, "p1.board.2.health": 6, "F.seen.LIFESTEAL": 1, "Y.seen.LIFESTEAL": undefined, "p1.heroPower": "ICC_833h" },
    });
    cardCase("ICC_833", {
      does: "Icy Touch: 1 damage; a minion it kills brings a Water Elemental (CS2_033, as its definition's)",
      p1: { hero: { card: "ICC_833" }, heroPower: { card: "ICC_833h" } },
      p2: { board: [{ card: WISP, ref: "W" }] },
      actions: [{ type: "heroPower", target: "W" }],
      expect: { "W.zone": "graveyard", "p1.board": ["CS2_033"] },
    });
    cardCase("ICC_833", {
      does: "Icy Touch that does not kill: no Water Elemental",
      p1: { hero: { card: "ICC_833" }, heroPower: { card: "ICC_833h" } },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "heroPower", target: "Y" }],
      expect: { "Y.health": 4, "p1.board": [] },
    });
  });

  describeCard("ICC_834", () => {
    cardCase("ICC_834", {
      does: "Battlecry: a 4/3 Shadowmourne that also hits the defender's neighbours",
      p1: { hand: [{ card: "ICC_834", ref: "G" }] },
      p2: { board: [{ card: YETI, ref: "A" }, { card: YETI, ref: "B" }, { card: YETI, ref: "C" }] },
      actions: [{ type: "play", card: "G" }, { type: "attack", attacker: "p1.hero", defender: "B" }],
      expect: { "p1.weapon.attack": 4, "B.health": 1, "A.health": 1, "C.health": 1, "p1.heroPower": "ICC_834h" },
    });
    cardCase("ICC_834", {
      does: "Bladestorm: 1 damage to all minions",
      p1: { hero: { card: "ICC_834" }, heroPower: { card: "ICC_834h" }, board: [{ card: YETI, ref: "M" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "heroPower" }],
      expect: { "M.health": 4, "E.health": 4 },
    });
  });
});

describe("Knights of the Frozen Throne: Corpsetaker (w11/old)", () => {
  describeCard("ICC_912", () => {
    cardCase("ICC_912", {
      does: "Battlecry: Taunt and Divine Shield from the deck's minions; no Lifesteal or Windfury minion there",
      p1: { hand: [{ card: "ICC_912", ref: "C" }], deck: [{ card: "CS2_179" }, { card: "EX1_008" }, { card: "CS2_029" }] },
      actions: [{ type: "play", card: "C" }],
      expect: { "C.seen.TAUNT": 1, "C.seen.DIVINE_SHIELD": 1, "C.seen.LIFESTEAL": undefined, "C.seen.WINDFURY": undefined },
    });
    cardCase("ICC_912", {
      does: "a Windfury minion in the deck: Windfury only",
      p1: { hand: [{ card: "ICC_912", ref: "C" }], deck: [{ card: "CS2_169" }] },
      actions: [{ type: "play", card: "C" }],
      expect: { "C.seen.WINDFURY": 1, "C.seen.TAUNT": undefined },
    });
  });
});
