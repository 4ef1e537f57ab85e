/**
 * Behaviour tests of the Classic-format (2021, the 2014 texts) Mage cards whose text differs from today's card. Reprints
 * with today's text (Archmage Antonidas, Ethereal Arcanist, Ice Lance, Mirror Image …) play as the current card and are
 * covered by its tests. Secrets are player 1's, tested on player 2's turn.
 */
import { describe, expect } from "vitest";
import { cardCase } from "../support/cards.js";
import { events } from "../support/engine.js";

const GEOMANCER = { card: "CS2_142", ref: "GEO" }; // Spell Damage +1
const YETI = "CS2_182"; // 4/5
const GOLEM = "CS2_186"; // 7/7
const WISP = "CS2_231";
const OPPONENTS_TURN = { activePlayer: 2 };

describe("Classic-format Mage", () => {
  for (const seed of [1, 2, 3]) {
    cardCase("VAN_EX1_277", {
      does: `3 missiles of 1 damage, each at an enemy character (seed ${seed})`,
      seed,
      p1: { board: [{ card: YETI, ref: "F" }], hand: [{ card: "VAN_EX1_277", ref: "AM" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "play", card: "AM" }],
      expect: { "F.health": 5, "p1.hero.health": 30, "events.damage": 3 },
      check: (r) => {
        for (const h of events(r, "damage")) {
          expect(h.amount).toBe(1);
          expect((h.target as { controller: number }).controller).toBe(2);
        }
        expect((30 - r.state.players[1].hero.health!) + (5 - r.state.players[1].board[0]!.health!)).toBe(3);
      },
    });
  }
  cardCase("VAN_EX1_277", {
    does: "Spell Damage +1 adds a fourth missile",
    p1: { board: [GEOMANCER], hand: [{ card: "VAN_EX1_277", ref: "AM" }] },
    actions: [{ type: "play", card: "AM" }],
    expect: { "p2.hero.health": 26, "events.damage": 4 },
  });

  cardCase("VAN_CS2_032", {
    does: "4 damage (not today's 5) to each enemy minion, not friendly minions or the enemy hero",
    p1: { board: [{ card: GOLEM, ref: "F" }], hand: [{ card: "VAN_CS2_032", ref: "FS" }] },
    p2: { board: [{ card: GOLEM, ref: "E1" }, { card: YETI, ref: "E2" }] },
    actions: [{ type: "play", card: "FS" }],
    expect: { "E1.health": 3, "E2.health": 1, "F.health": 7, "p2.hero.health": 30, "p1.hero.health": 30 },
  });
  cardCase("VAN_CS2_032", {
    does: "Spell Damage +1 makes it 5",
    p1: { board: [GEOMANCER], hand: [{ card: "VAN_CS2_032", ref: "FS" }] },
    p2: { board: [{ card: GOLEM, ref: "E1" }] },
    actions: [{ type: "play", card: "FS" }],
    expect: { "E1.health": 2 },
  });

  cardCase("VAN_EX1_289", {
    does: "Secret: as soon as your hero is attacked, 8 Armor, before the damage",
    state: OPPONENTS_TURN,
    p1: { secrets: [{ card: "VAN_EX1_289", ref: "IB" }] },
    p2: { board: [{ card: YETI, ref: "E" }] },
    actions: [{ type: "attack", attacker: "E", defender: "p1.hero" }],
    expect: { "p1.hero.armor": 4, "p1.hero.health": 30, "IB.zone": "graveyard" },
  });
  cardCase("VAN_EX1_289", {
    does: "an attack on one of your minions does not set it off",
    state: OPPONENTS_TURN,
    p1: { board: [{ card: YETI, ref: "F" }], secrets: [{ card: "VAN_EX1_289", ref: "IB" }] },
    p2: { board: [{ card: YETI, ref: "E" }] },
    actions: [{ type: "attack", attacker: "E", defender: "F" }],
    expect: { "p1.hero.armor": 0, "IB.zone": "secrets" },
  });

  cardCase("VAN_EX1_294", {
    does: "Secret: when the opponent plays a minion you get a copy of it, as it is after its Battlecry",
    state: OPPONENTS_TURN,
    p1: { secrets: [{ card: "VAN_EX1_294", ref: "ME" }] },
    p2: { board: [{ card: WISP }, { card: WISP }], hand: [{ card: "CS2_226", ref: "FW" }] },
    actions: [{ type: "play", card: "FW" }],
    expect: { "p1.board": ["CS2_226"], "p1.board.0.attack": 6, "p1.board.0.health": 6, "ME.zone": "graveyard", "p2.board.length": 3 },
  });
  cardCase("VAN_EX1_294", {
    does: "with your board full it waits",
    state: OPPONENTS_TURN,
    p1: { board: Array.from({ length: 7 }, () => ({ card: WISP })), secrets: [{ card: "VAN_EX1_294", ref: "ME" }] },
    p2: { hand: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "Y" }],
    expect: { "ME.zone": "secrets", "p1.board.length": 7 },
  });

  cardCase("VAN_EX1_608", {
    does: "your spells cost (1) less, down to 0 (no floor of 1); minions and the opponent's spells unchanged",
    p1: { board: [{ card: "VAN_EX1_608", ref: "SA" }], hand: [{ card: "CS2_029", ref: "FB" }, { card: "EX1_277", ref: "AM" }, { card: YETI, ref: "Y" }] },
    p2: { hand: [{ card: "CS2_029", ref: "EFB" }] },
    actions: [{ type: "play", card: "AM" }, { type: "play", card: "FB", target: "p2.hero" }],
    expect: { "p1.mana.used": 3, "AM.zone": "graveyard", "Y.cost": 4, "EFB.cost": 4 },
  });
  cardCase("VAN_EX1_608", {
    does: "the reduction is its own enchantment (VAN_EX1_608e, inferred) on each spell in your hand",
    p1: { board: [{ card: "VAN_EX1_608", ref: "SA" }], hand: [{ card: "CS2_029", ref: "FB" }, { card: YETI, ref: "Y" }] },
    actions: [{ type: "endTurn" }],
    state: { activePlayer: 2 },
    expect: { "FB.cost": 3, "FB.enchantments": [expect.objectContaining({ card: "VAN_EX1_608e" })], "Y.enchantments": undefined },
  });
  cardCase("VAN_EX1_608", {
    does: "gone with it: the spells cost their price again",
    p1: { board: [{ card: "VAN_EX1_608", ref: "SA" }], hand: [{ card: "CS2_029", ref: "FB" }] },
    actions: [{ type: "destroy", target: "SA" }],
    expect: { "FB.cost": 4 },
  });
});
